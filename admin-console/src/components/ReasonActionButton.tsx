import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { Button, HttpError, useDataProvider, useNotify, useRecordContext, useRefresh, type RaRecord } from 'react-admin';
import type { FieDataProvider } from '../providers/dataProvider';

type Props = {
  resource: string;
  action: string;
  label: string;
  /** What will happen, said in the dialog before the staff member confirms. */
  explanation: string;
  /** The record's name in the dialog's title. */
  title: (record: RaRecord) => string;
  /** A date the action also needs (a verification's expiry), sent as YYYY-MM-DD under `name`. */
  dateField?: { name: string; label: string };
};

/**
 * A staff action on the shown record (`POST /api/admin/{resource}/{id}/{action}`), asked for with its reason:
 * every action is an event that keeps who did it and why. A refusal of the reason shows under it; any other
 * refusal (a conflict, a 403) as the notification.
 */
export const ReasonActionButton = ({ resource, action, label, explanation, title, dateField }: Props) => {
  const record = useRecordContext();
  const dataProvider = useDataProvider<FieDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [date, setDate] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  if (!record) return null;

  const submit = async () => {
    setSaving(true);
    setErrors({});
    try {
      const { data } = await dataProvider.command(resource, String(record.id), action, dateField ? { reason, [dateField.name]: date } : { reason });
      notify(data.message ?? 'Done', { type: 'success', messageArgs: { _: data.message ?? 'Done' } });
      setOpen(false);
      setReason('');
      refresh();
    } catch (e) {
      const fields = e instanceof HttpError ? (e.body?.errors as Record<string, string> | undefined) : undefined;
      if (fields && (fields.reason || (dateField && fields[dateField.name]))) return setErrors(fields);
      const message = e instanceof Error ? e.message : 'The action could not be taken';
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button label={label} onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>
          {label}: {title(record)}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{explanation}</DialogContentText>
          {dateField && (
            <TextField
              type="date"
              label={dateField.label}
              value={date}
              onChange={(e) => setDate(e.target.value)}
              error={!!errors[dateField.name]}
              helperText={errors[dateField.name]}
              fullWidth
              margin="normal"
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
          <TextField label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} error={!!errors.reason} helperText={errors.reason} fullWidth margin="normal" multiline />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>Cancel</MuiButton>
          <MuiButton onClick={submit} disabled={saving} variant="contained">
            {label}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
