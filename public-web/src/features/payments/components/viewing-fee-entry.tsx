import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useT } from '../../../lib/i18n/language';
import { paths } from '../../../lib/paths';
import { useReload } from '../../../lib/use-reload';
import { fetchPayments, fetchViewingFee, type Payment } from '../api/payments';
import { cedis, statusLabel } from '../format';
import { ContinueCheckout } from './continue-checkout';
import { PayDialog } from './pay-dialog';

/** `payer`: the seeker, who may pay it; the lister reads only where it stands. */
export type ViewingFeeEntryProps = { viewingId: string; listingId: string; title: string; payer: boolean };

/**
 * A booked viewing's fee, in either side's calendar: where its payment stands, or (none yet, or the last one
 * declined or expired) that it is not paid, with a button for the seeker to pay it into the hold. Nothing when the
 * listing asks no fee.
 */
export function ViewingFeeEntry({ viewingId, listingId, title, payer }: ViewingFeeEntryProps) {
  const t = useT();
  const [found, setFound] = useState<{ fee: number; payment?: Payment } | null>(null);
  const [paying, setPaying] = useState(false);
  const read = useCallback(
    async (signal: AbortSignal) => {
      const fee = await fetchViewingFee(listingId, { signal });
      if (!fee) return { fee };
      const live = (await fetchPayments({ signal })).find((p) => p.kind === 'viewing_fee' && p.dealingId === viewingId && p.status !== 'failed' && p.status !== 'expired');
      return { fee, payment: live };
    },
    [listingId, viewingId],
  );
  const { reload } = useReload(read, setFound);
  if (!found?.fee) return null;
  const amount = cedis(Math.round(found.fee * 100));
  return (
    <Box sx={{ mt: 1 }}>
      {found.payment ? (
        <Typography>
          {t('payments.viewing.status', 'Viewing fee {amount}: {status}.', { amount, status: statusLabel(t, found.payment.status, found.payment.method) })}{' '}
          <Link component={RouterLink} to={paths.payments}>
            {t('payments.see-payments', 'See your payments')}
          </Link>
          {payer ? (
            <Box component="span" sx={{ display: 'block', mt: 1 }}>
              <ContinueCheckout payment={found.payment} />
            </Box>
          ) : null}
        </Typography>
      ) : payer ? (
        <>
          <Typography sx={{ mb: 1 }}>{t('payments.viewing.unpaid', 'This listing asks a viewing fee of {amount}, not paid yet.', { amount })}</Typography>
          <Button variant="contained" size="small" onClick={() => setPaying(true)}>
            {t('payments.viewing.pay', 'Pay the viewing fee')}
          </Button>
        </>
      ) : (
        <Typography>{t('payments.viewing.unpaid-lister', 'Your viewing fee of {amount} is not paid yet.', { amount })}</Typography>
      )}
      {paying ? (
        <PayDialog
          dealing={{ kind: 'viewing_fee', id: viewingId }}
          title={title}
          amountGhs={found.fee}
          onClose={() => {
            setPaying(false);
            reload();
          }}
        />
      ) : null}
    </Box>
  );
}
