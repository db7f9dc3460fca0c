import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useLanguage, useT } from '../../../lib/i18n/language';
import { paths } from '../../../lib/paths';
import { useReload } from '../../../lib/use-reload';
import { fetchPayments, type Dealing, type Payment } from '../api/payments';
import { cedis, kindLabel, nextText, statusLabel } from '../format';
import { ContinueCheckout } from './continue-checkout';
import { PayDialog } from './pay-dialog';

/** `payer`: the seeker, who may pay; the lister reads only where the payment stands. What it costs is the pay dialog's quote. */
export type DealingPaymentEntryProps = { dealing: Dealing; title: string; payer: boolean };

/** The dealing's payment still alive (one declined or left to expire frees the dealing for another). */
export const livePaymentOf = (payments: Payment[], dealing: Dealing) => payments.find((p) => p.kind === dealing.kind && p.dealingId === dealing.id && p.status !== 'failed' && p.status !== 'expired');

/**
 * An accepted offer's holding deposit, or a stay's payment, on the dealing itself (the offer's card, the stay's
 * row): where its payment stands and what happens next, for both sides; none yet, the seeker is offered to pay it
 * into the hold.
 */
export function DealingPaymentEntry({ dealing, title, payer }: DealingPaymentEntryProps) {
  const t = useT();
  const { language } = useLanguage();
  const [found, setFound] = useState<{ payment?: Payment } | null>(null);
  const [paying, setPaying] = useState(false);
  const { kind, id } = dealing;
  // By its kind and id: the dealing object is new on each drawing of the card, and must not start a read each time.
  const read = useCallback((signal: AbortSignal) => fetchPayments({ signal }).then((all) => ({ payment: livePaymentOf(all, { kind, id }) })), [kind, id]);
  const { reload } = useReload(read, setFound);
  if (!found) return null;
  if (found.payment) {
    // What happens next, and when, is said on the dealing as in the Payments tab (issue 33: "on the dealing").
    const next = nextText(t, language, found.payment);
    return (
      <Box sx={{ mt: 1 }}>
        <Typography variant="body2">
          {t('payments.dealing.status', '{kind} {amount}: {status}.', { kind: kindLabel(t, found.payment.kind), amount: cedis(found.payment.amount), status: statusLabel(t, found.payment.status, found.payment.method) })}{' '}
          <Link component={RouterLink} to={paths.payments}>
            {t('payments.see-payments', 'See your payments')}
          </Link>
        </Typography>
        {next ? (
          <Typography variant="body2" color="text.secondary">
            {next}
          </Typography>
        ) : null}
        {payer ? (
          <Box sx={{ mt: 1 }}>
            <ContinueCheckout payment={found.payment} />
          </Box>
        ) : null}
      </Box>
    );
  }
  if (!payer) return null;
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {dealing.kind === 'deposit'
          ? t('payments.deposit.why', 'Secure the home with a holding deposit paid by mobile money or card into a hold: the lister receives it when you confirm the keys, and it comes back to you if they let to someone else.')
          : t('payments.stay.why', 'Pay for the stay by mobile money or card into a hold: the lister receives it 24 hours after check-in, and it comes back to you if the stay is declined or cancelled by the lister.')}
      </Typography>
      <Button size="small" variant="contained" onClick={() => setPaying(true)}>
        {dealing.kind === 'deposit' ? t('payments.deposit.pay', 'Secure it with a deposit') : t('payments.stay.pay', 'Pay into the hold')}
      </Button>
      {paying ? (
        <PayDialog
          dealing={dealing}
          title={title}
          onClose={() => {
            setPaying(false);
            reload();
          }}
        />
      ) : null}
    </Box>
  );
}
