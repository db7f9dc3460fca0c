import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { Button, HttpError, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { FieDataProvider } from '../providers/dataProvider';
import type { UserRecord } from './types';

type Action = 'suspend' | 'reinstate' | 'resend-code';
const labels: Record<Action, string> = { suspend: 'Suspend', reinstate: 'Reinstate', 'resend-code': 'Resend confirmation code' };
const explained: Record<Action, string> = {
  suspend: 'They will not be able to sign in, their listings leave search at once, and they are mailed this reason.',
  reinstate: 'They can sign in again and their listings return to search. They are mailed this note.',
  'resend-code': 'A new confirmation code is mailed to them. The reason is kept with the action.',
};

/** One action on the shown person, asked for with its reason; the server's refusal shows under the reason or as a notification. */
export const UserActionButton = ({ action }: { action: Action }) => {
  const user = useRecordContext<UserRecord>();
  const dataProvider = useDataProvider<FieDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  if (!user) return null;
  if (action === 'suspend' && user.suspended) return null;
  if (action === 'reinstate' && !user.suspended) return null;
  if (action === 'resend-code' && user.confirmed) return null;

  const submit = async () => {
    setSaving(true);
    setError(undefined);
    try {
      const { data } = await dataProvider.command('users', user.id, action, { reason });
      notify(data.message ?? 'Done', { type: 'success', messageArgs: { _: data.message ?? 'Done' } });
      setOpen(false);
      setReason('');
      refresh();
    } catch (e) {
      const field = e instanceof HttpError ? (e.body?.errors as Record<string, string> | undefined)?.reason : undefined;
      if (field) return setError(field);
      const message = e instanceof Error ? e.message : 'The action could not be taken';
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button label={labels[action]} onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>
          {labels[action]}: {user.name}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{explained[action]}</DialogContentText>
          <TextField label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} error={!!error} helperText={error} fullWidth margin="normal" multiline />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>Cancel</MuiButton>
          <MuiButton onClick={submit} disabled={saving} variant="contained">
            {labels[action]}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
