import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { Button, HttpError, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { FieDataProvider } from '../providers/dataProvider';
import { roleChoices, type StaffRecord } from './types';

type Action = 'role' | 'disable' | 'enable';
const titles: Record<Action, string> = { role: 'Change role', disable: 'Disable', enable: 'Enable' };

/**
 * One staff action on the shown account, asked for with its reason (and the new role): every change is an
 * event that keeps who did it and why. The server's refusals show under their field, or as the notification.
 */
export const StaffActionButton = ({ action }: { action: Action }) => {
  const staff = useRecordContext<StaffRecord>();
  const dataProvider = useDataProvider<FieDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [role, setRole] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  if (!staff) return null;
  if (action === 'disable' && staff.status === 'disabled') return null;
  if (action === 'enable' && staff.status !== 'disabled') return null;

  const submit = async () => {
    setSaving(true);
    setErrors({});
    try {
      const { data } = await dataProvider.command('staff', staff.id, action, action === 'role' ? { role, reason } : { reason });
      notify(data.message ?? 'Done', { type: 'success', messageArgs: { _: data.message ?? 'Done' } });
      setOpen(false);
      setReason('');
      refresh();
    } catch (error) {
      const fields = error instanceof HttpError ? (error.body?.errors as Record<string, string> | undefined) : undefined;
      // A field at fault is told under the field; anything else (a conflict, a 403) as the notification.
      if (fields && (fields.reason || fields.role)) return setErrors(fields);
      const message = error instanceof Error ? error.message : 'The change could not be made';
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button label={titles[action]} onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>
          {titles[action]}: {staff.name}
        </DialogTitle>
        <DialogContent>
          {action === 'role' && (
            <TextField select label="New role" value={role} onChange={(e) => setRole(e.target.value)} error={!!errors.role} helperText={errors.role} fullWidth margin="normal">
              {roleChoices.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} error={!!errors.reason} helperText={errors.reason ?? 'Kept with the change'} fullWidth margin="normal" />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>Cancel</MuiButton>
          <MuiButton onClick={submit} disabled={saving} variant="contained">
            {titles[action]}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
