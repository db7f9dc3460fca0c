import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '@fie/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { FormBanner } from '../../../components/ui/form-banner';
import { formErrorsFrom } from '../../../lib/api-client';
import { useSay, useT } from '../../../lib/i18n/language';

/** The words of a step that says one thing once: its title, the field, the hint under it (with the count typed), the button, the failure's title. */
export type OnceTextWords = { title: string; label: string; hint: (count: number) => string; send: string; failed: string };

/**
 * One text, sent once and never changed, in the viewing dialog's frame: the reply to a review of you, the answer to a
 * no-show recorded against you. Checked by the call's own schema before it is sent; the server's refusal shown under
 * the field or above the form.
 */
export function OnceTextStep({
  words,
  schema,
  maxLength,
  send,
  onBack,
  onClose,
  onDone,
}: {
  words: OnceTextWords;
  schema: z.ZodType<unknown>;
  maxLength: number;
  /** Sends the text; answers the server's message. */
  send: (text: string) => Promise<string>;
  onBack: () => void;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const t = useT();
  const say = useSay();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [banner, setBanner] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    setBanner(undefined);
    const checked = schema.safeParse({ text });
    if (!checked.success) return setError(fieldErrors(checked.error).text);
    setError(undefined);
    setBusy(true);
    try {
      onDone(say(await send(text)));
    } catch (failure) {
      const split = formErrorsFrom(failure, ['text']);
      setError(split.fields.text);
      setBanner(split.banner);
    } finally {
      setBusy(false);
    }
  }

  return (
    <DialogFrame
      id="viewing-step"
      title={words.title}
      onClose={busy ? () => undefined : onClose}
      actions={
        <>
          <Button onClick={onBack} disabled={busy}>
            {t('viewings.back', 'Back')}
          </Button>
          <Button variant="contained" disabled={busy} onClick={() => void submit()}>
            {words.send}
            {busy ? <CircularProgress size={16} sx={{ ml: 1 }} color="inherit" aria-hidden /> : null}
          </Button>
        </>
      }
    >
      <Box component="form" noValidate onSubmit={submit} aria-busy={busy}>
        {banner ? <FormBanner severity="error" title={words.failed} message={say(banner)} /> : null}
        <TextField
          label={words.label}
          value={text}
          onChange={(e) => setText(e.target.value)}
          fullWidth
          multiline
          minRows={3}
          error={Boolean(error)}
          helperText={error ? say(error) : words.hint(text.length)}
          slotProps={{ htmlInput: { maxLength } }}
          disabled={busy}
          sx={{ mt: 1 }}
        />
      </Box>
    </DialogFrame>
  );
}
