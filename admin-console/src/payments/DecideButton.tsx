import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { Button, HttpError, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { FieDataProvider } from '../providers/dataProvider';
import { money, type PaymentRecord } from './types';

type Decision = 'release' | 'refund' | 'split';

const labels: Record<Decision, string> = { release: 'Release to the lister', refund: 'Refund the payer', split: 'Split' };
const explained = (decision: Decision, held: string) =>
  ({
    release: `All ${held} held goes to the lister's mobile-money number. Both sides are told, with this reason.`,
    refund: `All ${held} held goes back to the payer. Both sides are told, with this reason.`,
    split: `The lister gets the share you give; the rest of the ${held} held goes back to the payer. Both sides are told, with this reason.`,
  })[decision];

/** Cedis as typed ('120.50') to the pesewas the API takes; anything else is sent as typed for the server to refuse. */
const toPesewas = (cedis: string): number | string => {
  const value = Number(cedis.replace(/[,\s]/g, ''));
  return Number.isFinite(value) ? Math.round(value * 100) : cedis;
};

/**
 * One staff decision on a disputed payment (or one held for staff): `POST /api/admin/payments/{id}/decide` with the
 * decision, a split's lister share, and the reason, which is required and kept with the decision event. A refusal
 * of a field shows under it; any other (a 403, a payment decided meanwhile) as the notification.
 */
export const DecideButton = ({ decision }: { decision: Decision }) => {
  const payment = useRecordContext<PaymentRecord>();
  const dataProvider = useDataProvider<FieDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [share, setShare] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  if (!payment) return null;
  const held = money(payment.heldAmount ?? payment.amount);

  const submit = async () => {
    setSaving(true);
    setErrors({});
    try {
      const body = { decision, reason, ...(decision === 'split' && share.trim() ? { lister_share: toPesewas(share) } : {}) };
      const { data } = await dataProvider.command('payments', payment.id, 'decide', body);
      notify(data.message ?? 'Done', { type: 'success', messageArgs: { _: data.message ?? 'Done' } });
      setOpen(false);
      setReason('');
      setShare('');
      refresh();
    } catch (e) {
      const fields = e instanceof HttpError ? (e.body?.errors as Record<string, string> | undefined) : undefined;
      if (fields && (fields.reason || fields.lister_share)) return setErrors(fields);
      const message = e instanceof Error ? e.message : 'The decision could not be recorded';
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button label={labels[decision]} onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>
          {labels[decision]}: {held}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{explained(decision, held)}</DialogContentText>
          {decision === 'split' && (
            <TextField
              label="Lister's share (GH₵)"
              value={share}
              onChange={(e) => setShare(e.target.value)}
              error={!!errors.lister_share}
              helperText={errors.lister_share}
              fullWidth
              margin="normal"
              required
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          )}
          <TextField label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} error={!!errors.reason} helperText={errors.reason} fullWidth margin="normal" multiline required />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>Cancel</MuiButton>
          <MuiButton onClick={submit} disabled={saving} variant="contained">
            {labels[decision]}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
