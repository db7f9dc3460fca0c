import { useState, type FormEvent } from 'react';
import { fieldErrors } from '@fie/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FormBanner } from '../../../components/ui/form-banner';
import { formErrorsFrom } from '../../../lib/api-client';
import { editNoteSchema, NOTE_MAX_LENGTH } from '../api/notes';
import { useSay, useT } from '../../../lib/i18n/language';


/**
 * The box a note is written in, for a new note and for editing one. It checks the note with the server's
 * schema before sending (1 to 2,000 characters after trimming), then shows what the server says under the
 * box, or above it when the server's answer is not about the note.
 */
export function NoteForm({
  id,
  label,
  initial = '',
  submitLabel,
  onSubmit,
  onCancel,
  autoFocus = false,
}: {
  id: string;
  label: string;
  initial?: string;
  submitLabel: string;
  /** Sends the trimmed note; resolves when the server has it. */
  onSubmit: (note: string) => Promise<void>;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const t = useT();
  const say = useSay();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>(undefined);
  const [banner, setBanner] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const length = value.trim().length;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBanner(undefined);
    const parsed = editNoteSchema.safeParse({ note: value });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).note);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await onSubmit(parsed.data.note);
      if (!onCancel) setValue('');
    } catch (failure) {
      const split = formErrorsFrom(failure, ['note']);
      setError(split.fields.note);
      setBanner(split.banner);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-busy={busy}>
      {banner ? <FormBanner severity="error" title={t('ui.went-wrong', 'Something went wrong')} message={banner} /> : null}
      <TextField
        id={id}
        label={label}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          if (error) setError(undefined);
        }}
        multiline
        minRows={3}
        maxRows={12}
        fullWidth
        autoFocus={autoFocus}
        error={Boolean(error) || length > NOTE_MAX_LENGTH}
        helperText={error ? say(error) : t('notes.count', '{count, number} / {max, number}', { count: length, max: NOTE_MAX_LENGTH })}
        slotProps={{ htmlInput: { 'aria-required': true } }}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
        {onCancel ? (
          <Button onClick={onCancel} disabled={busy}>
            {t('ui.cancel', 'Cancel')}
          </Button>
        ) : null}
        <Button type="submit" variant="contained" disabled={busy}>
          {submitLabel}
          {busy ? <CircularProgress size={16} sx={{ ml: 1 }} color="inherit" aria-hidden /> : null}
        </Button>
      </Stack>
    </Box>
  );
}
