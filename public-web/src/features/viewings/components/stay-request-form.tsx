import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { fieldErrors, nightsBetween, type Language, type Translate } from '@fie/domain';
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
import { useAppWords, useLanguage, useSay, useT } from '../../../lib/i18n/language';
import { requestStay, stayRequestSchema } from '../api/stays';
import { accraToday, addDays, formatDay } from '../dates';

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
/** The note's most characters (the stay request schema's): counted under the field from the start. */
const MESSAGE_MAX = 1000;

/** 'Tue, 1 Dec 2026 to Fri, 4 Dec 2026 (3 nights, 2 guests)', in the reader's language. */
export const stayDatesIn = (t: Translate, language: Language, d: { start: string; end: string; guests: number }) =>
  t('viewings.stay.dates', '{start} to {end} ({nights, plural, one {# night} other {# nights}}, {guests, plural, one {# guest} other {# guests}})', {
    start: formatDay(language, d.start),
    end: formatDay(language, d.end),
    nights: nightsBetween(d.start, d.end).length,
    guests: d.guests,
  });

/**
 * 'Request to book' on a short-stay property: check-in, check-out, guests and a note. The lister accepts (the
 * nights are then booked) or declines. No payment is taken on Fie: the lister's own instructions say how to pay.
 */
export function StayRequestForm({ property, signedIn, onSignIn, own, calenderPath }: StayRequestFormProps) {
  // On the public property page, in a Suspense of its own: its words arrive with it, never holding up the page.
  useAppWords();
  const t = useT();
  const say = useSay();
  const { language } = useLanguage();
  const { flash } = useFlash();
  const first = property.stayStart && property.stayStart.slice(0, 10) > accraToday() ? property.stayStart.slice(0, 10) : addDays(accraToday(), 1);
  const [values, setValues] = useState<Values>({ start: first, end: addDays(first, 2), guests: '1', message: '' });
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [banner, setBanner] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const lister = property.listerName || t('viewings.the-lister', 'The lister');
  // A field's message (the schema's or the server's English) in the page's language, else the hint it had from the start.
  const helper = (key: keyof Values, hint: string) => (errors[key] ? say(errors[key]) : hint);

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
      await requestStay(property.id, values);
      setSent(stayDatesIn(t, language, { start: values.start, end: values.end, guests: Number(values.guests) }));
      flash('success', t('viewings.stay.requested', 'Stay requested. The lister will answer soon.'));
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
      <strong>{t('viewings.stay.how-to-pay', 'How to pay:')}</strong> {property.stayPaymentInstructions}
    </Alert>
  ) : (
    <Typography variant="body2" color="text.secondary">
      {t('viewings.stay.pay-later', '{lister} tells you how to pay once they accept. No payment is taken on Fie.', { lister })}
    </Typography>
  );

  return (
    <Paper variant="outlined" component="section" aria-labelledby="stay-heading" sx={{ p: 2 }}>
      <Typography id="stay-heading" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('viewings.stay.title', 'Request to book')}
      </Typography>
      {own ? <Typography>{t('viewings.stay.own', "This is your listing. Stay requests for it arrive in your dashboard's Calendar tab.")}</Typography> : null}
      {!own && sent ? (
        <Stack spacing={1}>
          <Alert severity="success">
            {t('viewings.stay.sent', 'You asked {lister} for {dates}. They accept or decline; you will be told, and the stay shows in your Calendar.', { lister, dates: sent })}
          </Alert>
          {instructions}
          <Button component={RouterLink} to={calenderPath} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
            {t('viewings.see-calendar', 'See your calendar')}
          </Button>
        </Stack>
      ) : null}
      {!own && !sent ? (
        <Box component="form" noValidate onSubmit={submit} aria-busy={busy}>
          {banner ? <FormBanner severity="error" title={t('viewings.stay.failed', 'The request was not sent')} message={banner} /> : null}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 100px' }, gap: 1.5, mb: 1.5 }}>
            <TextField
              type="date"
              label={t('viewings.stay.check-in', 'Check-in')}
              value={values.start}
              onChange={set('start')}
              error={Boolean(errors.start)}
              helperText={helper('start', t('viewings.stay.check-in.hint', 'The first night, today or later'))}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: accraToday() } }}
              disabled={busy}
            />
            <TextField
              type="date"
              label={t('viewings.stay.check-out', 'Check-out')}
              value={values.end}
              onChange={set('end')}
              error={Boolean(errors.end)}
              helperText={helper('end', t('viewings.stay.check-out.hint', 'The morning you leave'))}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: addDays(values.start || accraToday(), 1) } }}
              disabled={busy}
            />
            <TextField
              type="number"
              label={t('viewings.stay.guests', 'Guests')}
              value={values.guests}
              onChange={set('guests')}
              error={Boolean(errors.guests)}
              helperText={helper('guests', t('viewings.stay.guests.hint', '1 to 30'))}
              slotProps={{ htmlInput: { min: 1, max: 30, inputMode: 'numeric' } }}
              disabled={busy}
            />
          </Box>
          <TextField
            label={t('viewings.stay.message', 'Message to the lister (optional)')}
            value={values.message}
            onChange={set('message')}
            error={Boolean(errors.message)}
            helperText={helper('message', t('viewings.stay.message.hint', '{count}/{most} characters', { count: values.message.length, most: MESSAGE_MAX }))}
            fullWidth
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: MESSAGE_MAX } }}
            disabled={busy}
            sx={{ mb: 1.5 }}
          />
          <Stack spacing={1.5}>
            {instructions}
            <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
              {signedIn ? t('viewings.stay.title', 'Request to book') : t('viewings.stay.sign-in', 'Sign in to request')}
              {busy ? <CircularProgress size={16} sx={{ ml: 1 }} color="inherit" aria-hidden /> : null}
            </Button>
          </Stack>
        </Box>
      ) : null}
    </Paper>
  );
}
