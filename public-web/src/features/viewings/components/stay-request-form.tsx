import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { fieldErrors, stayDatesText } from '@fie/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFlash } from '../../../components/ui/flash-message';
import { FormBanner } from '../../../components/ui/form-banner';
import { formErrorsFrom } from '../../../lib/api-client';
import { requestStay, stayRequestSchema } from '../api/stays';
import { accraToday, addDays } from '../dates';

export type StayRequestFormProps = {
  property: { id: string; title: string; stayStart?: string; stayEnd?: string; stayPaymentInstructions?: string; listerName?: string };
  signedIn: boolean;
  /** A visitor signs in first; the form stays as they filled it. */
  onSignIn: (then?: () => void) => void;
  /** The viewer lists this property: requests reach them instead. */
  own: boolean;
  calenderPath: string;
};

const fields = ['start', 'end', 'guests', 'message'] as const;
type Values = Record<(typeof fields)[number], string>;

/**
 * 'Request to book' on a short-stay property: check-in, check-out, guests and a note. The lister accepts (the
 * nights are then booked) or declines. No payment is taken on Fie: the lister's own instructions say how to pay.
 */
export function StayRequestForm({ property, signedIn, onSignIn, own, calenderPath }: StayRequestFormProps) {
  const { flash } = useFlash();
  const first = property.stayStart && property.stayStart.slice(0, 10) > accraToday() ? property.stayStart.slice(0, 10) : addDays(accraToday(), 1);
  const [values, setValues] = useState<Values>({ start: first, end: addDays(first, 2), guests: '1', message: '' });
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [banner, setBanner] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const lister = property.listerName ?? 'The lister';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!signedIn) return onSignIn();
    setBanner(undefined);
    const checked = stayRequestSchema.safeParse(values);
    if (!checked.success) return setErrors(fieldErrors(checked.error));
    setErrors({});
    setBusy(true);
    try {
      const answer = await requestStay(property.id, values);
      setSent(stayDatesText({ start: values.start, end: values.end, guests: Number(values.guests) }));
      flash('success', answer.message);
    } catch (failure) {
      const split = formErrorsFrom(failure, fields);
      setErrors(split.fields);
      setBanner(split.banner);
    } finally {
      setBusy(false);
    }
  }

  const set = (name: keyof Values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value }));
  const instructions = property.stayPaymentInstructions ? (
    <Alert severity="info" sx={{ whiteSpace: 'pre-line' }}>
      <strong>How to pay:</strong> {property.stayPaymentInstructions}
    </Alert>
  ) : (
    <Typography variant="body2" color="text.secondary">
      {lister} tells you how to pay once they accept. No payment is taken on Fie.
    </Typography>
  );

  return (
    <Paper variant="outlined" component="section" aria-labelledby="stay-heading" sx={{ p: 2 }}>
      <Typography id="stay-heading" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Request to book
      </Typography>
      {own ? <Typography>This is your listing. Stay requests for it arrive in your dashboard&apos;s Calender tab.</Typography> : null}
      {!own && sent ? (
        <Stack spacing={1}>
          <Alert severity="success">
            You asked {lister} for {sent}. They accept or decline; you will be told, and the stay shows in your Calender.
          </Alert>
          {instructions}
          <Button component={RouterLink} to={calenderPath} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
            See your calendar
          </Button>
        </Stack>
      ) : null}
      {!own && !sent ? (
        <Box component="form" noValidate onSubmit={submit} aria-busy={busy}>
          {banner ? <FormBanner severity="error" title="The request was not sent" message={banner} /> : null}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 100px' }, gap: 1.5, mb: 1.5 }}>
            <TextField type="date" label="Check-in" value={values.start} onChange={set('start')} error={Boolean(errors.start)} helperText={errors.start} slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: accraToday() } }} disabled={busy} />
            <TextField type="date" label="Check-out" value={values.end} onChange={set('end')} error={Boolean(errors.end)} helperText={errors.end} slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: addDays(values.start || accraToday(), 1) } }} disabled={busy} />
            <TextField type="number" label="Guests" value={values.guests} onChange={set('guests')} error={Boolean(errors.guests)} helperText={errors.guests} slotProps={{ htmlInput: { min: 1, max: 30, inputMode: 'numeric' } }} disabled={busy} />
          </Box>
          <TextField label="Message to the lister (optional)" value={values.message} onChange={set('message')} error={Boolean(errors.message)} helperText={errors.message} fullWidth multiline minRows={2} slotProps={{ htmlInput: { maxLength: 1000 } }} disabled={busy} sx={{ mb: 1.5 }} />
          <Stack spacing={1.5}>
            {instructions}
            <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
              {signedIn ? 'Request to book' : 'Sign in to request'}
              {busy ? <CircularProgress size={16} sx={{ ml: 1 }} color="inherit" aria-hidden /> : null}
            </Button>
          </Stack>
        </Box>
      ) : null}
    </Paper>
  );
}
