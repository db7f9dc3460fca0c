import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { simulatedCardSchema } from '@fie/domain';
import { BusyButton } from '../../../components/ui/busy-button';
import { FormBanner } from '../../../components/ui/form-banner';
import { LoadState } from '../../../components/ui/load-state';
import { formErrorsFrom, type FieldErrors } from '../../../lib/api-client';
import { SimulatorFrame } from '../components/simulator-frame';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAppWords, useSay, useT } from '../../../lib/i18n/language';
import { paths } from '../../../lib/paths';
import { useReload } from '../../../lib/use-reload';
import { answerOnSimulator, fetchPayment, payByCardOnSimulator, returnPathOf, waitingStatuses, type Payment } from '../api/payments';
import { cedis, kindLabel, statusLabel } from '../format';

const fields = ['card_number', 'expiry', 'cvc'] as const;

/**
 * /simulator/card/{paymentId}: the payment simulator's card checkout, what a provider's hosted card page is (the
 * `authorization_url` Paystack answers a card payment with). The payer enters a test card, then confirms it with
 * their "bank" (3-D Secure) or cancels. The result reaches Fie as a real one does, by the provider's signed
 * callback and Fie's status check; this page waits for Fie to know it, then sends the payer back to the dealing
 * they paid from. It says plainly that it is the simulator; with a real provider there is no such page.
 */
export function SimulatorCardPage() {
  useAppWords();
  const t = useT();
  useDocumentTitle(t('payments.card.title', 'Card payment (simulator)'));
  const { id = '' } = useParams();
  return (
    <SimulatorFrame title={t('payments.card.title', 'Card payment (simulator)')} honest={t('payments.card.honest', 'This is the payment simulator’s card page, not a real provider: no real money moves. Test cards: {approved} is approved, {declined} is declined by its bank; any expiry date to come and any 3 digits.', { approved: '4084 0840 8408 4081', declined: '4000 0000 0000 0002' })}>
      <Checkout paymentId={id} />
    </SimulatorFrame>
  );
}

type Stage = 'card' | 'bank' | 'answered';

function Checkout({ paymentId }: { paymentId: string }) {
  const t = useT();
  const say = useSay();
  const navigate = useNavigate();
  const [payment, setPayment] = useState<Payment | undefined>();
  const read = useCallback((signal: AbortSignal) => fetchPayment(paymentId, { signal }), [paymentId]);
  const { load, reload } = useReload(read, setPayment);
  const [card, setCard] = useState({ card_number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string | undefined>();
  const [busy, setBusy] = useState<'pay' | 'cancel' | undefined>();
  const [stage, setStage] = useState<Stage>('card');
  const [answer, setAnswer] = useState<string | undefined>();

  const waiting = payment !== undefined && waitingStatuses.includes(payment.status);
  // Once answered, follows the payment until Fie has the provider's word (the callback, then the status check).
  useEffect(() => {
    if (stage !== 'answered' || !waiting) return;
    const timer = setTimeout(reload, 1000);
    return () => clearTimeout(timer);
  }, [stage, waiting, payment, reload]);

  const back = returnPathOf(paymentId) ?? paths.payments;

  function checkCard(event: FormEvent) {
    event.preventDefault();
    const checked = simulatedCardSchema.safeParse(card);
    if (!checked.success) {
      const found: FieldErrors = {};
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (!found[field]) found[field] = issue.message;
      }
      return setErrors(found);
    }
    setErrors({});
    setStage('bank');
  }

  async function answerBank(approve: boolean) {
    if (busy) return;
    setBusy(approve ? 'pay' : 'cancel');
    setBanner(undefined);
    try {
      setAnswer(approve ? await payByCardOnSimulator(paymentId, card) : await answerOnSimulator(paymentId, { approve: false }));
      setStage('answered');
      reload();
    } catch (failure) {
      const split = formErrorsFrom(failure, fields);
      setErrors(split.fields);
      setBanner(split.banner);
      if (Object.keys(split.fields).length) setStage('card');
    } finally {
      setBusy(undefined);
    }
  }

  if (load.status === 'failed' && !payment) {
    return <LoadState loading={false} failed loadingLabel="" failedTitle={t('payments.card.load-failed', 'This payment could not be found')} message={say(load.message)} onRetry={reload} />;
  }
  if (!payment) return <LinearProgress aria-label={t('payments.card.loading', 'Loading the payment')} />;
  const amount = cedis(payment.amount);

  if (stage === 'answered' || !waiting) {
    return (
      <Box role="status" aria-live="polite">
        {answer ? <Typography sx={{ mb: 1 }}>{say(answer)}</Typography> : null}
        {waiting ? (
          <>
            <Typography>{t('payments.card.confirming', 'Waiting for the payment provider to confirm it to Fie…')}</Typography>
            <LinearProgress aria-label={t('payments.card.confirming-label', 'Confirming the payment')} sx={{ my: 2 }} />
          </>
        ) : (
          <Alert severity={payment.status === 'held' ? 'success' : payment.status === 'failed' || payment.status === 'expired' ? 'error' : 'info'} sx={{ mb: 2 }}>
            {t('payments.card.result', '{kind} {amount}: {status}.', { kind: kindLabel(t, payment.kind), amount, status: statusLabel(t, payment.status, payment.method) })}
          </Alert>
        )}
        <Button variant="contained" onClick={() => navigate(back)} disabled={waiting}>
          {t('payments.card.back', 'Back to Fie')}
        </Button>
      </Box>
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 480 }}>
      <Typography variant="h6" component="p" gutterBottom>
        {t('payments.card.pay', 'Pay {amount} to Fie’s payment provider', { amount })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {kindLabel(t, payment.kind)}
      </Typography>
      {banner ? <FormBanner severity="error" title={t('payments.card.not-paid', 'The card was not charged')} message={say(banner)} /> : null}
      {stage === 'card' ? (
        <form noValidate onSubmit={checkCard}>
          <TextField
            id="card-number"
            label={t('payments.card.number', 'Card number')}
            value={card.card_number}
            onChange={(event) => setCard({ ...card, card_number: event.target.value })}
            error={Boolean(errors.card_number)}
            helperText={errors.card_number ? say(errors.card_number) : undefined}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-number', maxLength: 23 } }}
            fullWidth
            required
            sx={{ mb: 2 }}
          />
          <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
            <TextField
              id="card-expiry"
              label={t('payments.card.expiry', 'Expiry (MM/YY)')}
              value={card.expiry}
              onChange={(event) => setCard({ ...card, expiry: event.target.value })}
              error={Boolean(errors.expiry)}
              helperText={errors.expiry ? say(errors.expiry) : undefined}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-exp', maxLength: 7 } }}
              required
            />
            <TextField
              id="card-cvc"
              label={t('payments.card.cvc', 'Security code')}
              value={card.cvc}
              onChange={(event) => setCard({ ...card, cvc: event.target.value })}
              error={Boolean(errors.cvc)}
              helperText={errors.cvc ? say(errors.cvc) : undefined}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: 4 } }}
              required
            />
          </Stack>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <BusyButton onClick={() => answerBank(false)} busy={busy === 'cancel'} disabled={Boolean(busy)}>
              {t('payments.card.cancel', 'Cancel the payment')}
            </BusyButton>
            <Button type="submit" variant="contained">
              {t('payments.card.continue', 'Continue')}
            </Button>
          </Stack>
        </form>
      ) : (
        <Box role="group" aria-label={t('payments.card.bank-label', 'Your bank’s check')}>
          <Typography sx={{ mb: 2 }}>{t('payments.card.bank', 'Your bank asks you to confirm this payment of {amount} with the card ending {ending} (3-D Secure).', { amount, ending: card.card_number.replace(/\D/g, '').slice(-4) })}</Typography>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <BusyButton onClick={() => answerBank(false)} busy={busy === 'cancel'} disabled={Boolean(busy)}>
              {t('payments.card.decline', 'Decline')}
            </BusyButton>
            <BusyButton variant="contained" onClick={() => answerBank(true)} busy={busy === 'pay'} disabled={Boolean(busy)}>
              {t('payments.card.approve', 'Confirm the payment')}
            </BusyButton>
          </Stack>
        </Box>
      )}
      <Box sx={{ mt: 2 }}>
        <Button component={RouterLink} to={back} size="small">
          {t('payments.card.leave', 'Back to Fie without paying now')}
        </Button>
      </Box>
    </Paper>
  );
}
