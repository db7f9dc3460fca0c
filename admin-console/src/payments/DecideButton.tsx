import { TextField } from '@mui/material';
import { useState } from 'react';
import { ReasonActionButton } from '../components/ReasonActionButton';
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

const heldOf = (payment: PaymentRecord) => money(payment.heldAmount ?? payment.amount);

/**
 * One staff decision on a disputed payment (or one held for staff): `POST /api/admin/payments/{id}/decide` with the
 * decision, a split's lister share, and the reason, which is required and kept with the decision event.
 */
export const DecideButton = ({ decision }: { decision: Decision }) => {
  const [share, setShare] = useState('');
  const split = decision === 'split';
  return (
    <ReasonActionButton<PaymentRecord>
      resource="payments"
      action="decide"
      label={labels[decision]}
      title={heldOf}
      explanation={(p) => explained(decision, heldOf(p))}
      reason={{ required: true }}
      extra={{
        names: split ? ['lister_share'] : [],
        body: () => ({ decision, ...(split && share.trim() ? { lister_share: toPesewas(share) } : {}) }),
        reset: () => setShare(''),
        fields: (errors) =>
          split && (
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
          ),
      }}
    />
  );
};
