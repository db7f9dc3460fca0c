import { useState, type FormEvent } from 'react';
import { accountMessages } from '@fie/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { FormBanner } from '../../../../components/ui/form-banner';
import { ApiError } from '../../../../lib/api-client';
import { useSay, useT } from '../../../../lib/i18n/language';
import { deleteAccount } from '../../api/account';

/** The word to type: deleting cannot be undone, so one tap is not enough. */
export const CONFIRM_WORD = 'DELETE';

/** Asks the person to type DELETE, then erases the account on the server (DELETE /api/auth/user). */
export function DeleteAccountDialog({ onClose, onDeleted }: { onClose: () => void; onDeleted: (message: string) => void }) {
  const t = useT();
  const say = useSay();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmed = typed.trim() === CONFIRM_WORD;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!confirmed || busy) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await deleteAccount();
      onDeleted(answer?.message || say(accountMessages.accountDeleted));
    } catch (failure) {
      setError(failure instanceof ApiError || failure instanceof Error ? failure.message : t('ui.went-wrong', 'Something went wrong'));
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="delete-account-title" maxWidth="xs" fullWidth>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="delete-account-title">{t('dashboard.delete.title', 'Delete Account')}</DialogTitle>
        <DialogContent>
          {error ? <FormBanner severity="error" title={t('ui.went-wrong', 'Something went wrong')} message={error} /> : null}
          <DialogContentText sx={{ mb: 2 }}>
            {t('dashboard.delete.warning', 'Your profile, documents, listings and messages will be erased and cannot be recovered. Type {word} to confirm.', { word: CONFIRM_WORD })}
          </DialogContentText>
          <TextField
            id="delete-account-confirm"
            label={t('dashboard.delete.type-word', 'Type {word} to confirm', { word: CONFIRM_WORD })}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
            slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
            fullWidth
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('ui.cancel', 'Cancel')}
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={!confirmed || busy}>
            {t('dashboard.delete.confirm', 'Delete my account')}
            {busy ? <CircularProgress size={16} sx={{ ml: 1 }} color="inherit" aria-hidden /> : null}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
