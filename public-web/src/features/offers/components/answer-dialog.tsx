import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { FormBanner } from '../../../components/ui/form-banner';
import { formErrorsFrom } from '../../../lib/api-client';
import { useSay, useT } from '../../../lib/i18n/language';
import { OFFER_MESSAGE_MAX } from '../api/offers';

/**
 * The question before a step that cannot be undone (accepting, declining, withdrawing), with room for a word
 * to the other side. The server's refusal (the offer moved on meanwhile) shows in the dialog.
 */
export function AnswerDialog({
  title,
  text,
  confirmLabel,
  destructive = false,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  destructive?: boolean;
  onConfirm: (message: string) => Promise<void>;
  onClose: () => void;
}) {
  const t = useT();
  const say = useSay();
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [banner, setBanner] = useState<string | undefined>();
  const tooLong = message.trim().length > OFFER_MESSAGE_MAX;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (tooLong) return setError(t('offers.answer.too-long', 'A message can be at most {most, number} characters', { most: OFFER_MESSAGE_MAX }));
    setBusy(true);
    setBanner(undefined);
    try {
      await onConfirm(message.trim());
    } catch (failure) {
      const split = formErrorsFrom(failure, ['message']);
      setError(split.fields.message ? say(split.fields.message) : undefined);
      setBanner(split.banner);
      setBusy(false);
    }
  }

  return (
    <DialogFrame
      id="offer-answer"
      title={title}
      width={450}
      onClose={busy ? () => undefined : onClose}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {t('offers.cancel', 'Cancel')}
          </Button>
          <Button type="submit" form="offer-answer-form" variant="contained" color={destructive ? 'error' : 'primary'} disabled={busy}>
            {confirmLabel}
            {busy ? <CircularProgress size={16} sx={{ ml: 1 }} color="inherit" aria-hidden /> : null}
          </Button>
        </>
      }
    >
      <form id="offer-answer-form" noValidate onSubmit={submit} aria-busy={busy}>
        {banner ? <FormBanner severity="error" title={t('offers.failed', 'Something went wrong')} message={banner} /> : null}
        <Typography sx={{ mb: 2 }}>{text}</Typography>
        <TextField
          id="offer-answer-message"
          label={t('offers.form.message', 'Message (optional)')}
          value={message}
          onChange={(event) => {
            setMessage(event.target.value);
            setError(undefined);
          }}
          error={Boolean(error)}
          helperText={error ?? t('offers.form.message-count', '{length, number} / {most, number}', { length: message.trim().length, most: OFFER_MESSAGE_MAX })}
          multiline
          minRows={2}
          maxRows={6}
          fullWidth
          disabled={busy}
        />
      </form>
    </DialogFrame>
  );
}
