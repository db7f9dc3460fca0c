import { fieldErrors, ghanaToday, LEGAL_RENT_ADVANCE_MONTHS, toGhs } from '@fie/domain';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSay, useT } from '../../../lib/i18n/language';
import { currencySymbols, formatMoney, priceDigits, priceText, type Currency } from '../../../lib/money';
import { OFFER_MESSAGE_MAX, offerTermsSchemaFor, type OfferAcquisition, type OfferTermsInput } from '../api/offers';

/** What the terms form holds while it is typed: the amount as digits ('4500', shown '4,500'). */
export type TermsValues = { amount: string; currency: Currency; advance: string; moveIn: string; message: string };
export type TermsErrors = Partial<Record<'amount' | 'currency' | 'advance_months' | 'move_in_date' | 'message', string>>;
export const termsFieldNames = ['amount', 'currency', 'advance_months', 'move_in_date', 'message'] as const;

export const toTermsInput = (values: TermsValues, acquisition: OfferAcquisition): OfferTermsInput => ({
  amount: values.amount,
  currency: values.currency,
  ...(acquisition === 'rent' ? { advance_months: values.advance } : {}),
  ...(acquisition === 'rent' && values.moveIn ? { move_in_date: values.moveIn } : {}),
  ...(values.message.trim() ? { message: values.message } : {}),
});

/** Checks the terms with the server's schema; the messages are the server's. */
export function checkTerms(values: TermsValues, acquisition: OfferAcquisition): { input: OfferTermsInput; errors: TermsErrors } {
  const input = toTermsInput(values, acquisition);
  const parsed = offerTermsSchemaFor(acquisition).safeParse(input);
  return { input, errors: parsed.success ? {} : (fieldErrors(parsed.error) as TermsErrors) };
}

/**
 * The terms of an offer or a counter-offer: the amount in cedis or dollars (a dollar amount shows its cedi
 * equivalent at the staff rate, as search compares prices), for a rental the months of advance (flagged above the
 * Rent Act's six) and the move-in date if one is named, and an optional message. `side` is who names them: the seeker offers, the lister (answering with
 * a counter-offer) asks for the rent or price he wants.
 */
export function TermsFields({
  id,
  values,
  onChange,
  errors,
  acquisition,
  side = 'seeker',
  usdToGhs,
  disabled = false,
}: {
  id: string;
  values: TermsValues;
  onChange: (values: TermsValues) => void;
  errors: TermsErrors;
  acquisition: OfferAcquisition;
  side?: 'seeker' | 'lister';
  /** The staff rate; until it is known a dollar amount shows no cedi equivalent. */
  usdToGhs?: number;
  disabled?: boolean;
}) {
  const t = useT();
  const say = useSay();
  const set = (patch: Partial<TermsValues>) => onChange({ ...values, ...patch });
  const amount = Number(values.amount);
  const cedis =
    values.currency === 'USD' && amount > 0 && usdToGhs
      ? t('offers.form.cedis', '≈ {cedis}{rent, select, yes { a month} other {}} at {rate} to US$ 1', {
          cedis: formatMoney(toGhs(amount, 'USD', usdToGhs), 'GHS'),
          rent: acquisition === 'rent' ? 'yes' : 'no',
          rate: formatMoney(usdToGhs, 'GHS'),
        })
      : undefined;
  const lister = side === 'lister';
  const amountLabel =
    acquisition === 'rent'
      ? lister
        ? t('offers.form.rent-wanted', 'Monthly rent you want')
        : t('offers.form.rent-offered', 'Monthly rent you offer')
      : lister
        ? t('offers.form.price-wanted', 'Price you want')
        : t('offers.form.price-offered', 'Price you offer');
  const amountHint =
    acquisition === 'rent'
      ? t('offers.form.rent-hint', 'The rent for one month')
      : lister
        ? t('offers.form.price-wanted-hint', 'The price you will sell for')
        : t('offers.form.price-offered-hint', 'The price you will pay');
  const months = values.advance === '' ? undefined : Number(values.advance);
  const aboveLegal = months !== undefined && months > LEGAL_RENT_ADVANCE_MONTHS;
  const length = values.message.trim().length;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          id={`${id}-amount`}
          label={amountLabel}
          value={priceText(values.amount)}
          onChange={(event) => set({ amount: priceDigits(event.target.value) })}
          error={Boolean(errors.amount)}
          helperText={errors.amount ? say(errors.amount) : (cedis ?? amountHint)}
          required
          fullWidth
          disabled={disabled}
          autoComplete="off"
          slotProps={{
            htmlInput: { inputMode: 'numeric', pattern: '[0-9,]*', 'data-field': 'amount' },
            input: { startAdornment: <InputAdornment position="start">{currencySymbols[values.currency]}</InputAdornment> },
          }}
        />
        <TextField
          id={`${id}-currency`}
          select
          label={t('offers.form.currency', 'Currency')}
          value={values.currency}
          onChange={(event) => set({ currency: event.target.value as Currency })}
          error={Boolean(errors.currency)}
          helperText={errors.currency ? say(errors.currency) : ' '}
          disabled={disabled}
          sx={{ minWidth: 110 }}
        >
          <MenuItem value="GHS">GH₵</MenuItem>
          <MenuItem value="USD">US$</MenuItem>
        </TextField>
      </Stack>
      {acquisition === 'rent' ? (
        <TextField
          id={`${id}-advance`}
          label={t('offers.form.advance', 'Months of rent in advance')}
          value={values.advance}
          onChange={(event) => set({ advance: event.target.value.replace(/\D/g, '').slice(0, 2) })}
          error={Boolean(errors.advance_months)}
          helperText={
            errors.advance_months
              ? say(errors.advance_months)
              : aboveLegal
                ? t('offers.form.advance-above-legal', "More than the {months} months' advance the Rent Act, 1963 (Act 220) allows", { months: LEGAL_RENT_ADVANCE_MONTHS })
                : lister
                  ? t('offers.form.advance-wanted-hint', 'How many months of rent you ask before the tenant moves in (0 for none)')
                  : t('offers.form.advance-hint', 'How many months of rent you can pay before moving in (0 for none)')
          }
          required
          disabled={disabled}
          slotProps={{
            htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', 'data-field': 'advance_months' },
            formHelperText: aboveLegal && !errors.advance_months ? { sx: { color: 'warning.dark' } } : undefined,
          }}
        />
      ) : null}
      {acquisition === 'rent' ? (
        <TextField
          id={`${id}-move-in`}
          type="date"
          label={t('offers.form.move-in', 'Move-in date (optional)')}
          value={values.moveIn}
          onChange={(event) => set({ moveIn: event.target.value })}
          error={Boolean(errors.move_in_date)}
          helperText={
            errors.move_in_date
              ? say(errors.move_in_date)
              : t('offers.form.move-in-hint', 'A deposit paid through Fie goes to the lister when the keys are received, or three days after this date')
          }
          disabled={disabled}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: ghanaToday(new Date()), 'data-field': 'move_in_date' } }}
        />
      ) : null}
      <TextField
        id={`${id}-message`}
        label={t('offers.form.message', 'Message (optional)')}
        value={values.message}
        onChange={(event) => set({ message: event.target.value })}
        error={Boolean(errors.message)}
        helperText={errors.message ? say(errors.message) : t('offers.form.message-count', '{length, number} / {most, number}', { length, most: OFFER_MESSAGE_MAX })}
        multiline
        minRows={2}
        maxRows={8}
        fullWidth
        disabled={disabled}
        slotProps={{ htmlInput: { 'data-field': 'message' } }}
      />
    </Stack>
  );
}
