import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Refresh from '@mui/icons-material/Refresh';
import { formatDate } from '@fie/domain';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useFlash } from '../../../components/ui/flash-message';
import { LoadState } from '../../../components/ui/load-state';
import { useLanguage, useSay, useT } from '../../../lib/i18n/language';
import { paths } from '../../../lib/paths';
import { useReload } from '../../../lib/use-reload';
import { confirmPayment, fetchPayments, waitingStatuses, type Payment } from '../api/payments';
import { cedis, confirmLabel, kindLabel, networkLabels, nextText, statusColour, statusLabel } from '../format';
import { DisputeDialog } from './dispute-dialog';
import { ContinueCheckout } from './continue-checkout';
import { PayDialog } from './pay-dialog';
import { PayoutAccounts } from './payout-accounts';

type Pending = { payment: Payment; action: 'confirm' | 'dispute' | 'pay-again' };

/**
 * The dashboard's Payments tab (issue 33): every payment the person made, and those made for their listings, each
 * with its state, its amount in cedis, what happens next and when, and the steps that side may take now: the
 * payer confirms (the viewing took place, the keys are received), either side reports a problem while it is held.
 */
export function PaymentsPanel() {
  const t = useT();
  const say = useSay();
  const { language } = useLanguage();
  const { flash } = useFlash();
  const [payments, setPayments] = useState<Payment[] | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const read = useCallback((signal: AbortSignal) => fetchPayments({ signal }), []);
  const { load, reload } = useReload(read, setPayments);
  // A text's or a mail's link names the payment it is about (…?tab=payments&payment={id}): it is marked and brought
  // into view once the list is drawn.
  const [params] = useSearchParams();
  const named = params.get('payment');
  const namedRef = useRef<HTMLLIElement | null>(null);
  const namedShown = !!payments?.some((p) => p.id === named);
  useEffect(() => {
    if (namedShown) namedRef.current?.scrollIntoView?.({ block: 'center' });
  }, [namedShown]);

  async function confirm(payment: Payment) {
    setBusy(true);
    try {
      const answer = await confirmPayment(payment.id);
      flash('success', say(answer.message));
      setPending(null);
      reload();
    } catch (error) {
      flash('error', error instanceof Error ? say(error.message) : t('payments.failed', 'Something went wrong'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          {t('payments.title', 'Payments')}
        </Typography>
        <Button startIcon={<Refresh aria-hidden />} onClick={reload} disabled={load.status === 'loading'}>
          {t('payments.refresh', 'Refresh')}
        </Button>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('payments.intro', 'Viewing fees, deposits and stays paid by mobile money or card are held by a licensed payment provider until the dealing is done, then paid to the lister, or refunded.')}
      </Typography>
      <PayoutAccounts lister={!!payments?.some((p) => p.side === 'lister')} />
      <LoadState
        loading={load.status === 'loading'}
        failed={load.status === 'failed'}
        loadingLabel={t('payments.loading', 'Loading your payments')}
        failedTitle={t('payments.load-failed', 'Your payments could not be loaded')}
        message={load.status === 'failed' ? say(load.message) : undefined}
        onRetry={reload}
        spaced
      />
      {payments && payments.length === 0 && load.status === 'ready' ? <Typography>{t('payments.empty', 'No payments yet. A viewing fee, a deposit or a stay you pay, or one paid for your listings, shows here.')}</Typography> : null}
      <Stack spacing={2} component="ul" aria-label={t('payments.list', 'Your payments')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {(payments ?? []).map((payment) => {
          const payer = payment.side !== 'lister';
          const next = nextText(t, language, payment);
          const held = payment.status === 'held';
          return (
            <Paper
              component="li"
              key={payment.id}
              variant="outlined"
              ref={payment.id === named ? namedRef : undefined}
              aria-current={payment.id === named ? 'true' : undefined}
              sx={{ p: 2, minWidth: 0, ...(payment.id === named ? { borderColor: 'primary.main', borderWidth: 2 } : {}) }}
              aria-label={`${kindLabel(t, payment.kind)} ${cedis(payment.amount)}`}
            >
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
                <Typography sx={{ fontWeight: 700 }}>
                  {kindLabel(t, payment.kind)} · {cedis(payment.amount)}
                </Typography>
                <Chip size="small" color={statusColour(payment.status)} label={statusLabel(t, payment.status, payment.method)} />
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {payer && payment.method === 'card'
                  ? t('payments.paid-by-you-card', 'Paid by you by card, {date}', { date: formatDate(language, payment.requestedAt, { day: 'numeric', month: 'short', year: 'numeric' }) })
                  : payer && payment.network
                  ? t('payments.paid-by-you', 'Paid by you from {network} ending {ending}, {date}', { network: networkLabels[payment.network], ending: payment.phoneEnding, date: formatDate(language, payment.requestedAt, { day: 'numeric', month: 'short', year: 'numeric' }) })
                  : t('payments.paid-to-you', 'Paid by a seeker for your listing, {date}', { date: formatDate(language, payment.requestedAt, { day: 'numeric', month: 'short', year: 'numeric' }) })}
              </Typography>
              {payment.status === 'split' || payment.status === 'split_requested' ? (
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  {t('payments.split', '{released} to the lister, {refunded} back to the seeker', { released: cedis(payment.released), refunded: cedis(payment.refunded) })}
                </Typography>
              ) : null}
              {next ? <Typography sx={{ mt: 1 }}>{next}</Typography> : null}
              <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
                {payer ? <ContinueCheckout payment={payment} /> : null}
                {payer && held && !payment.mismatch ? (
                  <Button variant="contained" size="small" onClick={() => setPending({ payment, action: 'confirm' })}>
                    {confirmLabel(t, payment.kind)}
                  </Button>
                ) : null}
                {held ? (
                  <Button variant="outlined" size="small" color="warning" onClick={() => setPending({ payment, action: 'dispute' })}>
                    {t('payments.report', 'Report a problem')}
                  </Button>
                ) : null}
                {payer && (payment.status === 'failed' || payment.status === 'expired') && payment.dealingId ? (
                  <Button variant="outlined" size="small" onClick={() => setPending({ payment, action: 'pay-again' })}>
                    {t('payments.pay.again', 'Try again')}
                  </Button>
                ) : null}
                {payer && waitingStatuses.includes(payment.status) && payment.provider === 'simulator' ? (
                  <Button size="small" component={RouterLink} to={`${paths.simulatorPhone}?payment=${encodeURIComponent(payment.id)}`}>
                    {t('payments.pay.open-simulator', 'Open the simulator phone')}
                  </Button>
                ) : null}
                {payment.listingId ? (
                  <Link component={RouterLink} to={paths.property(payment.listingId)} variant="body2" sx={{ alignSelf: 'center' }}>
                    {t('payments.see-listing', 'See the listing')}
                  </Link>
                ) : null}
              </Stack>
            </Paper>
          );
        })}
      </Stack>
      {pending?.action === 'confirm' ? (
        <ConfirmDialog
          title={confirmLabel(t, pending.payment.kind)}
          text={t('payments.confirm.text', '{amount} goes to the lister now, and cannot be taken back. Confirm only when you have what you paid for.', { amount: cedis(pending.payment.amount) })}
          confirmLabel={t('payments.confirm.button', 'Release the money')}
          busy={busy}
          onConfirm={() => confirm(pending.payment)}
          onClose={() => setPending(null)}
        />
      ) : null}
      {pending?.action === 'pay-again' ? (
        <PayDialog
          dealing={{ kind: pending.payment.kind, id: pending.payment.dealingId }}
          title={kindLabel(t, pending.payment.kind)}
          amountGhs={pending.payment.amount / 100}
          onClose={() => {
            setPending(null);
            reload();
          }}
        />
      ) : null}
      {pending?.action === 'dispute' ? (
        <DisputeDialog
          paymentId={pending.payment.id}
          askNoShow={pending.payment.kind === 'viewing_fee' && pending.payment.side === 'payer'}
          onClose={() => setPending(null)}
          onDone={(message) => {
            flash('success', say(message));
            setPending(null);
            reload();
          }}
        />
      ) : null}
    </Box>
  );
}
