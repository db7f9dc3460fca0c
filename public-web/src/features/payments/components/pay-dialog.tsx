import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { isGhanaMobile, momoNetworkOf, momoNetworks, requestPaymentSchema, toE164, type MomoNetwork } from '@fie/domain';
import { BusyButton } from '../../../components/ui/busy-button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { FormBanner } from '../../../components/ui/form-banner';
import { PhoneField } from '../../../components/ui/phone-field';
import { formErrorsFrom, type FieldErrors } from '../../../lib/api-client';
import { useAppWords, useSay, useT } from '../../../lib/i18n/language';
import { paths } from '../../../lib/paths';
import { fetchPayment, requestPayment, waitingStatuses, type Dealing, type Payment, type PaymentSummary } from '../api/payments';
import { cedis, networkLabels } from '../format';

export type PayDialogProps = {
  /** What is paid for: the viewing, the accepted offer, the stay. */
  dealing: Dealing;
  /** What the person reads above the form: 'Viewing fee for Chamber and hall in Kasoa'. */
  title: string;
  /** The amount as the dealing knows it, in cedis, shown before paying (the server's answer is what is asked). */
  amountGhs?: number;
  /** Why less than agreed is asked (the server's message: the Rent Act's cap on the advance), said before paying. */
  advance?: string;
  onClose: () => void;
  /** How often the dialog asks how the payment stands while it waits for the phone. */
  pollMs?: number;
};

/** A fresh Idempotency-Key: one per payment the person means to make. */
const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

type Step = { at: 'form' } | { at: 'waiting'; summary: PaymentSummary; message: string; payment?: Payment };

/**
 * Paying into the hold (issue 33): the mobile-money network and the paying number, then the prompt on the phone.
 * The dialog follows the payment until it is held, declined or left to expire. While the simulator is the provider
 * (a payment's `provider` says so) it links to the simulator's phone, and says that no real money moves.
 */
export function PayDialog({ dealing, title, amountGhs, advance, onClose, pollMs = 2000 }: PayDialogProps) {
  useAppWords();
  const t = useT();
  const say = useSay();
  const [phone, setPhone] = useState('');
  const [network, setNetwork] = useState<MomoNetwork | ''>('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<Step>({ at: 'form' });
  // Kept across retries of this form: a second press after a lost answer is the same payment.
  const [key, setKey] = useState(newKey);

  const id = step.at === 'waiting' ? step.summary.id : undefined;
  const status = step.at === 'waiting' ? (step.payment?.status ?? step.summary.status) : undefined;
  const waiting = status !== undefined && waitingStatuses.includes(status);

  // Follows the payment while the phone has not answered.
  useEffect(() => {
    if (!id || !waiting) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const payment = await fetchPayment(id, { signal: controller.signal });
        setStep((current) => (current.at === 'waiting' ? { ...current, payment } : current));
      } catch {
        if (controller.signal.aborted) return;
        // Not read yet, or the network dropped: ask again on the next round.
        setStep((current) => ({ ...current }));
      }
    }, pollMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [id, waiting, step, pollMs]);

  const choosePhone = (value: string) => {
    setPhone(value);
    // The network its prefix belongs to, until the person chooses (numbers move between networks).
    const guessed = isGhanaMobile(value) ? momoNetworkOf(toE164(value)) : undefined;
    if (guessed && !network) setNetwork(guessed);
  };

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = requestPaymentSchema.safeParse({ kind: dealing.kind, viewing_id: dealing.id, offer_id: dealing.id, stay_id: dealing.id, method: 'momo', phone, network });
    if (!checked.success) {
      const found: FieldErrors = {};
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0] ?? '');
        if ((field === 'phone' || field === 'network') && !found[field]) found[field] = issue.message;
      }
      if (Object.keys(found).length) return setErrors(found);
    }
    setErrors({});
    setBanner(undefined);
    setBusy(true);
    try {
      const answer = await requestPayment(dealing, { phone, network: network as MomoNetwork }, key);
      setStep({ at: 'waiting', summary: answer.result, message: answer.message });
    } catch (failure) {
      const split = formErrorsFrom(failure, ['phone', 'network']);
      setErrors(split.fields);
      setBanner(split.banner);
    } finally {
      setBusy(false);
    }
  }

  const close = (
    <Button onClick={onClose} disabled={busy}>
      {t('payments.close', 'Close')}
    </Button>
  );

  if (step.at === 'waiting') {
    const payment = step.payment;
    const amount = cedis(payment?.amount ?? step.summary.amount);
    const simulator = payment?.provider === 'simulator';
    const again = () => {
      setKey(newKey());
      setStep({ at: 'form' });
    };
    return (
      <DialogFrame id="pay" title={t('payments.pay.title', 'Pay into the hold')} onClose={onClose} actions={<>{close}{status === 'failed' || status === 'expired' ? <Button variant="contained" onClick={again}>{t('payments.pay.again', 'Try again')}</Button> : <Button component={RouterLink} to={paths.payments} variant="contained" onClick={onClose}>{t('payments.see-payments', 'See your payments')}</Button>}</>}>
        <Box role="status" aria-live="polite">
          {waiting ? (
            <>
              <Typography variant="h6" component="p" gutterBottom>
                {t('payments.pay.approve', 'Approve on your phone')}
              </Typography>
              <Typography gutterBottom>{t('payments.pay.prompt', 'Your phone asks you to approve {amount} with your mobile-money PIN. This page follows it.', { amount })}</Typography>
              <LinearProgress aria-label={t('payments.pay.waiting', 'Waiting for your approval')} sx={{ my: 2 }} />
              {step.summary.status === 'requested' ? <Typography color="text.secondary">{say(step.message)}</Typography> : null}
            </>
          ) : status === 'held' ? (
            <Alert severity="success">{t('payments.pay.held', '{amount} is held safely by the payment provider. It goes to the lister only after the dealing, or comes back to you if it falls through.', { amount })}</Alert>
          ) : status === 'failed' ? (
            <Alert severity="error">{t('payments.pay.failed', 'The payment was declined. Nothing was taken.')}</Alert>
          ) : status === 'expired' ? (
            <Alert severity="error">{t('payments.pay.expired', 'The payment was not approved in time. Nothing was taken.')}</Alert>
          ) : (
            <Typography>{t('payments.pay.moved-on', 'This payment has moved on: see your payments.')}</Typography>
          )}
        </Box>
        {step.summary.advance ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            {say(step.summary.advance.why)}
          </Alert>
        ) : null}
        {simulator && waiting ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('payments.pay.simulator', 'This Fie runs the payment simulator: no real money moves. Its phone page shows the prompt.')}{' '}
            <Link component={RouterLink} to={`${paths.simulatorPhone}?payment=${encodeURIComponent(step.summary.id)}`} target="_blank" rel="noopener">
              {t('payments.pay.open-simulator', 'Open the simulator phone')}
            </Link>
          </Alert>
        ) : null}
      </DialogFrame>
    );
  }

  return (
    <DialogFrame
      id="pay"
      title={t('payments.pay.title', 'Pay into the hold')}
      onClose={onClose}
      busy={busy}
      actions={
        <>
          {close}
          <BusyButton type="submit" form="pay-form" variant="contained" busy={busy}>
            {amountGhs ? t('payments.pay.button-amount', 'Pay {amount}', { amount: cedis(Math.round(amountGhs * 100)) }) : t('payments.pay.button', 'Pay')}
          </BusyButton>
        </>
      }
    >
      <form id="pay-form" noValidate onSubmit={pay} aria-busy={busy}>
        {banner ? <FormBanner severity="error" title={t('payments.pay.not-sent', 'The payment was not started')} message={banner} /> : null}
        <Typography sx={{ fontWeight: 700 }} gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('payments.pay.hold', 'The money is held by a licensed payment provider, not paid to the lister: it goes to them after the dealing, or back to you if it falls through.')}
        </Typography>
        {advance ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {say(advance)}
          </Alert>
        ) : null}
        <FormControl error={Boolean(errors.network)} required sx={{ mb: 2 }}>
          <FormLabel id="pay-network">{t('payments.pay.network', 'Mobile-money network')}</FormLabel>
          <RadioGroup aria-labelledby="pay-network" value={network} onChange={(event) => setNetwork(event.target.value as MomoNetwork)}>
            {momoNetworks.map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio />} label={networkLabels[value]} disabled={busy} />
            ))}
          </RadioGroup>
          {errors.network ? <FormHelperText>{say(errors.network)}</FormHelperText> : null}
        </FormControl>
        <PhoneField id="pay-phone" name="phone" value={phone} onChange={choosePhone} error={errors.phone} disabled={busy} hint={t('payments.pay.phone-hint', 'The mobile-money number that pays; your phone asks you to approve')} />
      </form>
    </DialogFrame>
  );
}
