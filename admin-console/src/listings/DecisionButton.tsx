import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { FieDataProvider } from '../providers/dataProvider';
import type { ModerationDecision, ModerationListingRecord } from './types';

const labels: Record<ModerationDecision, { button: string; title: string; help: string }> = {
  approve: { button: 'Approve', title: 'Approve this listing', help: 'It leaves the first-time and flagged queues, and shows again if it was hidden. The lister is told.' },
  hide: { button: 'Hide', title: 'Hide this listing', help: 'It leaves search and its page at once. The lister reads your reason and can edit it and ask for a review.' },
  restore: { button: 'Restore', title: 'Show this listing again', help: 'It returns to search as it was before it was hidden. The lister is told.' },
  remove: { button: 'Remove', title: 'Remove this listing for good', help: 'It is gone from the site and from its lister\'s list. The lister reads your reason.' },
};

/**
 * One staff decision on the listing shown: a dialog asks for the reason (the server's wording under the field
 * when it refuses), then the decision is a command, and the page reads the listing again.
 */
export const DecisionButton = ({ decision }: { decision: ModerationDecision }) => {
  const record = useRecordContext<ModerationListingRecord>();
  const dataProvider = useDataProvider<FieDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  if (!record) return null;
  const text = labels[decision];

  const submit = async () => {
    setSending(true);
    setError(undefined);
    try {
      const { data } = await dataProvider.command('listings', record.id, decision, { reason });
      notify(data.message ?? text.button, { type: 'success' });
      setOpen(false);
      setReason('');
      refresh();
    } catch (e) {
      const body = (e as { body?: { errors?: Record<string, string> }; message?: string }).body;
      setError(body?.errors?.reason ?? (e as Error).message ?? 'The decision could not be saved');
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button variant={decision === 'hide' || decision === 'remove' ? 'outlined' : 'contained'} color={decision === 'remove' ? 'error' : 'primary'} onClick={() => setOpen(true)}>
        {text.button}
      </Button>
      <Dialog open={open} onClose={() => !sending && setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{text.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{text.help}</DialogContentText>
          <TextField label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} error={Boolean(error)} helperText={error ?? 'The lister reads this'} multiline minRows={2} fullWidth autoFocus />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={sending}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={sending} variant="contained" color={decision === 'remove' ? 'error' : 'primary'}>
            {text.button}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
