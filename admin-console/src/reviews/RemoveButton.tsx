import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import type { FieDataProvider } from '../providers/dataProvider';
import type { ReviewRecord } from './types';

/** Takes a published review down for breaking the review policy, with the reason (an event, with who did it). */
export const RemoveButton = () => {
  const record = useRecordContext<ReviewRecord>();
  const dataProvider = useDataProvider<FieDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  if (!record || record.status !== 'published') return null;

  const submit = async () => {
    setSending(true);
    setErrors({});
    try {
      const { data } = await dataProvider.command('reviews', record.id, 'remove', { reason });
      notify(data.message ?? 'Review removed', { type: 'success' });
      setOpen(false);
      refresh();
    } catch (e) {
      const body = (e as { body?: { errors?: Record<string, unknown> } }).body;
      const fields = Object.fromEntries(Object.entries(body?.errors ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
      setErrors(Object.keys(fields).length ? fields : { root: (e as Error).message || 'The review could not be removed' });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button size="small" color="error" variant="outlined" onClick={(e) => { e.stopPropagation(); setOpen(true); }}>
        Remove
      </Button>
      <Dialog open={open} onClose={() => !sending && setOpen(false)} onClick={(e) => e.stopPropagation()} fullWidth maxWidth="sm">
        <DialogTitle>Remove {record.author.name}’s review</DialogTitle>
        <DialogContent>
          <TextField label="Which rule of the review policy it breaks" value={reason} onChange={(e) => setReason(e.target.value)} error={Boolean(errors.reason)} helperText={errors.reason ?? 'Kept with the removal'} multiline minRows={2} fullWidth sx={{ mt: 1 }} />
          {errors.root && <FormHelperText error>{errors.root}</FormHelperText>}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={sending}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={sending} variant="contained" color="error">
            Remove
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
