import { useCallback, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Refresh from '@mui/icons-material/Refresh';
import { BusyButton } from '../../../components/ui/busy-button';
import { LoadState } from '../../../components/ui/load-state';
import { PhoneField } from '../../../components/ui/phone-field';
import { formErrorsFrom } from '../../../lib/api-client';
import { SimulatorFrame } from '../components/simulator-frame';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAppWords, useSay, useT } from '../../../lib/i18n/language';
import { paths } from '../../../lib/paths';
import { useReload } from '../../../lib/use-reload';
import { answerOnSimulator, fetchPayments, waitingStatuses, type Payment } from '../api/payments';
import { cedis, kindLabel, networkLabels } from '../format';

const digitsOf = (value: string) => value.replace(/\D/g, '');

/**
 * /simulator/phone: what the payer's phone shows while the payment simulator is the provider (the default, so
 * everything runs here without a provider's account). It lists the person's payments waiting for approval on a
 * number, and approves one with the PIN or declines it, as the phone's mobile-money prompt would. It says plainly
 * that it is the simulator; with a real provider configured there is no such page.
 */
export function SimulatorPhonePage() {
  useAppWords();
  const t = useT();
  useDocumentTitle(t('payments.simulator.title', 'Payment simulator phone'));
  return (
    <SimulatorFrame title={t('payments.simulator.title', 'Payment simulator phone')} honest={t('payments.simulator.honest', 'This is the payment simulator, not a real phone or provider: no real money moves. It stands in for the mobile-money prompt while this Fie has no payment provider configured.')}>
      <Prompts />
    </SimulatorFrame>
  );
}

function Prompts() {
  const t = useT();
  const say = useSay();
  const [search] = useSearchParams();
  const focus = search.get('payment');
  const [phone, setPhone] = useState('');
  const [payments, setPayments] = useState<Payment[] | null>(null);
  const [answered, setAnswered] = useState<string | undefined>();
  const read = useCallback((signal: AbortSignal) => fetchPayments({ signal }), []);
  const { load, reload } = useReload(read, setPayments);

  const typed = digitsOf(phone);
  const waiting = (payments ?? []).filter((p) => p.side !== 'lister' && p.provider === 'simulator' && p.method === 'momo' && waitingStatuses.includes(p.status));
  // The prompts for the number typed (its last digits are all a payment shows); the one a pay dialog linked to in any case.
  const shown = waiting.filter((p) => p.id === focus || (typed.length >= 9 && typed.endsWith(p.phoneEnding)));

  return (
    <Box>
      <Typography sx={{ mb: 2 }}>{t('payments.simulator.intro', 'Type the number that pays to see its prompts, then approve with the PIN or decline.')}</Typography>
      <PhoneField id="simulator-phone" value={phone} onChange={setPhone} hint={t('payments.simulator.phone-hint', 'The number you entered when paying')} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', my: 1 }}>
        <Button startIcon={<Refresh aria-hidden />} onClick={reload} disabled={load.status === 'loading'}>
          {t('payments.refresh', 'Refresh')}
        </Button>
      </Box>
      <LoadState
        loading={load.status === 'loading'}
        failed={load.status === 'failed'}
        loadingLabel={t('payments.simulator.loading', 'Loading the prompts')}
        failedTitle={t('payments.simulator.load-failed', 'The prompts could not be loaded')}
        message={load.status === 'failed' ? say(load.message) : undefined}
        onRetry={reload}
        spaced
      />
      {answered ? (
        <Alert severity="success" sx={{ mb: 2 }} action={<Button component={RouterLink} to={paths.payments} color="inherit" size="small">{t('payments.see-payments', 'See your payments')}</Button>}>
          {say(answered)}
        </Alert>
      ) : null}
      {load.status === 'ready' && shown.length === 0 ? <Typography color="text.secondary">{t('payments.simulator.none', 'No payment is waiting for approval on this number.')}</Typography> : null}
      <Stack spacing={2}>
        {shown.map((payment) => (
          <Prompt
            key={payment.id}
            payment={payment}
            onAnswered={(message) => {
              setAnswered(message);
              reload();
            }}
          />
        ))}
      </Stack>
    </Box>
  );
}

function Prompt({ payment, onAnswered }: { payment: Payment; onAnswered: (message: string) => void }) {
  const t = useT();
  const say = useSay();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [banner, setBanner] = useState<string | undefined>();
  const [busy, setBusy] = useState<'approve' | 'decline' | undefined>();

  async function answer(approve: boolean) {
    if (busy) return;
    setBusy(approve ? 'approve' : 'decline');
    setError(undefined);
    setBanner(undefined);
    try {
      onAnswered(await answerOnSimulator(payment.id, approve ? { approve: true, pin } : { approve: false }));
    } catch (failure) {
      const split = formErrorsFrom(failure, ['pin']);
      setError(split.fields.pin);
      setBanner(split.banner);
      setBusy(undefined);
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('payments.simulator.prompt-label', 'Prompt for {amount}', { amount: cedis(payment.amount) })}>
      <Typography sx={{ fontWeight: 700 }} gutterBottom>
        {t('payments.simulator.prompt', '{network}: pay {amount} to Fie’s payment provider ({kind})?', { network: payment.network ? networkLabels[payment.network] : '', amount: cedis(payment.amount), kind: kindLabel(t, payment.kind) })}
      </Typography>
      {banner ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {say(banner)}
        </Alert>
      ) : null}
      <TextField
        id={`simulator-pin-${payment.id}`}
        label={t('payments.simulator.pin', 'Mobile-money PIN')}
        type="password"
        value={pin}
        onChange={(event) => setPin(event.target.value)}
        error={Boolean(error)}
        helperText={error ? say(error) : t('payments.simulator.pin-hint', 'The simulator’s PIN (1234 unless the operator set another)')}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 6 } }}
        fullWidth
        disabled={Boolean(busy)}
        sx={{ mb: 1 }}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <BusyButton onClick={() => answer(false)} busy={busy === 'decline'} disabled={Boolean(busy)}>
          {t('payments.simulator.decline', 'Decline')}
        </BusyButton>
        <BusyButton variant="contained" onClick={() => answer(true)} busy={busy === 'approve'} disabled={Boolean(busy)}>
          {t('payments.simulator.approve', 'Approve')}
        </BusyButton>
      </Stack>
    </Paper>
  );
}
