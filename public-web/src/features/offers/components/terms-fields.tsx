import { fieldErrors, LEGAL_RENT_ADVANCE_MONTHS, toGhs } from '@fie/domain';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { currencySymbols, formatMoney, priceDigits, priceText, type Currency } from '../../../lib/money';
import { OFFER_MESSAGE_MAX, offerTermsSchemaFor, type OfferAcquisition, type OfferTermsInput } from '../api/offers';

/** What the terms form holds while it is typed: the amount as digits ('4500', shown '4,500'). */
export type TermsValues = { amount: string; currency: Currency; advance: string; message: string };
export type TermsErrors = Partial<Record<'amount' | 'currency' | 'advance_months' | 'message', string>>;
export const termsFieldNames = ['amount', 'currency', 'advance_months', 'message'] as const;

export const toTermsInput = (values: TermsValues, acquisition: OfferAcquisition): OfferTermsInput => ({
  amount: values.amount,
  currency: values.currency,
  ...(acquisition === 'rent' ? { advance_months: values.advance } : {}),
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
 * Rent Act's six), and an optional message.
 */
export function TermsFields({
  id,
  values,
  onChange,
  errors,
  acquisition,
  usdToGhs,
  disabled = false,
}: {
  id: string;
  values: TermsValues;
  onChange: (values: TermsValues) => void;
  errors: TermsErrors;
  acquisition: OfferAcquisition;
  /** The staff rate; until it is known a dollar amount shows no cedi equivalent. */
  usdToGhs?: number;
  disabled?: boolean;
}) {
  const set = (patch: Partial<TermsValues>) => onChange({ ...values, ...patch });
  const amount = Number(values.amount);
  const perMonth = acquisition === 'rent' ? ' a month' : '';
  const cedis = values.currency === 'USD' && amount > 0 && usdToGhs ? `≈ ${formatMoney(toGhs(amount, 'USD', usdToGhs), 'GHS')}${perMonth} at ${formatMoney(usdToGhs, 'GHS')} to US$ 1` : undefined;
  const months = values.advance === '' ? undefined : Number(values.advance);
  const aboveLegal = months !== undefined && months > LEGAL_RENT_ADVANCE_MONTHS;
  const length = values.message.trim().length;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          id={`${id}-amount`}
          label={acquisition === 'rent' ? 'Monthly rent you offer' : 'Price you offer'}
          value={priceText(values.amount)}
          onChange={(event) => set({ amount: priceDigits(event.target.value) })}
          error={Boolean(errors.amount)}
          helperText={errors.amount ?? cedis ?? (acquisition === 'rent' ? 'The rent for one month' : ' ')}
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
          label="Currency"
          value={values.currency}
          onChange={(event) => set({ currency: event.target.value as Currency })}
          error={Boolean(errors.currency)}
          helperText={errors.currency ?? ' '}
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
          label="Months of rent in advance"
          value={values.advance}
          onChange={(event) => set({ advance: event.target.value.replace(/\D/g, '').slice(0, 2) })}
          error={Boolean(errors.advance_months)}
          helperText={
            errors.advance_months ??
            (aboveLegal
              ? `More than the ${LEGAL_RENT_ADVANCE_MONTHS} months' advance the Rent Act, 1963 (Act 220) allows`
              : 'How many months of rent you can pay before moving in (0 for none)')
          }
          required
          disabled={disabled}
          slotProps={{
            htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', 'data-field': 'advance_months' },
            formHelperText: aboveLegal && !errors.advance_months ? { sx: { color: 'warning.dark' } } : undefined,
          }}
        />
      ) : null}
      <TextField
        id={`${id}-message`}
        label="Message (optional)"
        value={values.message}
        onChange={(event) => set({ message: event.target.value })}
        error={Boolean(errors.message)}
        helperText={errors.message ?? `${length.toLocaleString('en-GH')} / ${OFFER_MESSAGE_MAX.toLocaleString('en-GH')}`}
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
