import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { FieDataProvider } from '../providers/dataProvider';
import type { ListingReportRecord } from './types';

const outcomes = [
  { id: 'action_taken', label: 'We acted on it' },
  { id: 'no_action', label: 'Nothing against our rules' },
];

/** Closes an open report (of a listing, or of a message) with an outcome and a note the reporter reads; the reporter is told. */
export const ResolveButton = ({ resource = 'listing-reports', about }: { resource?: 'listing-reports' | 'message-reports'; about?: string }) => {
  const record = useRecordContext<Pick<ListingReportRecord, 'id' | 'status'> & { listingTitle?: string }>();
  const dataProvider = useDataProvider<FieDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  if (!record || record.status !== 'open') return null;

  const submit = async () => {
    setSending(true);
    setErrors({});
    try {
      const { data } = await dataProvider.command(resource, record.id, 'resolve', { outcome, note });
      notify(data.message ?? 'Report resolved', { type: 'success' });
      setOpen(false);
      refresh();
    } catch (e) {
      // The data provider adds `root` (an object) beside the fields' messages; the fields are what the form shows.
      const body = (e as { body?: { errors?: Record<string, unknown> } }).body;
      const fields = Object.fromEntries(Object.entries(body?.errors ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
      setErrors(Object.keys(fields).length ? fields : { root: (e as Error).message || 'The report could not be resolved' });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button size="small" variant="outlined" onClick={(e) => { e.stopPropagation(); setOpen(true); }}>
        Resolve
      </Button>
      <Dialog open={open} onClose={() => !sending && setOpen(false)} onClick={(e) => e.stopPropagation()} fullWidth maxWidth="sm">
        <DialogTitle>Resolve the report of {about ?? `“${record.listingTitle ?? 'this listing'}”`}</DialogTitle>
        <DialogContent>
          <RadioGroup aria-label="Outcome" value={outcome} onChange={(e) => setOutcome(e.target.value)}>
            {outcomes.map((o) => (
              <FormControlLabel key={o.id} value={o.id} control={<Radio />} label={o.label} />
            ))}
          </RadioGroup>
          {errors.outcome && <FormHelperText error>{errors.outcome}</FormHelperText>}
          <TextField label="Note for the reporter" value={note} onChange={(e) => setNote(e.target.value)} error={Boolean(errors.note)} helperText={errors.note ?? 'Optional'} multiline minRows={2} fullWidth sx={{ mt: 2 }} />
          {errors.root && <FormHelperText error>{errors.root}</FormHelperText>}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={sending}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={sending} variant="contained">
            Resolve
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
