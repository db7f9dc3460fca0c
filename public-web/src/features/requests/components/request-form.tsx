import type { FormEvent } from 'react';
import { furnishingLabels, furnishings, LEGAL_RENT_ADVANCE_MONTHS, matchTypeLabels, matchTypes, requestTypesByCategory, typeLabels, type Category, type FieldErrors, type Furnishing } from '@fie/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Counter } from '../../../components/ui/counter';
import { PriceField } from '../../../components/ui/price-field';
import type { RequestValues } from '../form/values';
import { PlaceField } from './place-field';

/** The request form's categories, as the spec names them (agricultural, event), in the listings' values. */
export const requestCategories: readonly { value: Category; label: string }[] = [
  { value: 'residential', label: 'Residential' },
  { value: 'commercial', label: 'Commercial' },
  { value: 'farmland', label: 'Agricultural' },
  { value: 'events', label: 'Event' },
];

/** The advance a renter may cap: none, a few months, the Rent Act's six, the year or two landlords ask. */
const advanceChoices = [0, 1, 2, 3, 6, 12, 24];
const advanceLabel = (months: number) => (months === 0 ? 'No advance' : months % 12 === 0 ? `${months / 12} year${months === 12 ? '' : 's'}` : `${months} month${months === 1 ? '' : 's'}`);

function Choice<T extends string>({ label, value, options, onChange, error, disabled }: { label: string; value: T | ''; options: readonly { value: T; label: string }[]; onChange: (value: T) => void; error?: string; disabled?: boolean }) {
  return (
    <Box>
      <FormLabel component="legend" required sx={{ mb: 0.5, display: 'block' }}>
        {label}
      </FormLabel>
      <ToggleButtonGroup exclusive size="small" color="primary" value={value} onChange={(_, next: T | null) => next && onChange(next)} aria-label={label} disabled={disabled} sx={{ flexWrap: 'wrap' }}>
        {options.map((option) => (
          <ToggleButton key={option.value} value={option.value} sx={{ textTransform: 'none', px: 2 }}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
}

/**
 * The request form (spec §2 'Create Property Preference', §3 Request, §5 Request form): category and purchase
 * type (required), type, price range (digits with separators), how closely listings must match, bedroom and
 * bathroom counters (1 to 9, or any) for homes, furnishing and (renting) the most advance the seeker can pay,
 * the place from the gazetteer, and additional information.
 */
export function RequestForm({
  values,
  onChange,
  errors,
  busy,
  submitLabel,
  onSubmit,
}: {
  values: RequestValues;
  onChange: (values: RequestValues) => void;
  errors: FieldErrors;
  busy: boolean;
  submitLabel: string;
  onSubmit: () => void;
}) {
  const set = <K extends keyof RequestValues>(key: K, value: RequestValues[K]) => onChange({ ...values, [key]: value });
  const types = values.category ? requestTypesByCategory[values.category] : [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Property request" sx={{ display: 'grid', gap: 2.5 }}>
      <Choice
        label="Category"
        value={values.category}
        options={requestCategories}
        error={errors.category}
        disabled={busy}
        // A type belongs to its category; bedrooms and bathrooms only to homes.
        onChange={(category) => onChange({ ...values, category, type: '', ...(category === 'residential' ? {} : { bedrooms: undefined, bathrooms: undefined }) })}
      />
      <Choice label="Purchase type" value={values.acquisition} options={[{ value: 'buy', label: 'Buy' }, { value: 'rent', label: 'Rent' }]} error={errors.acquisition} disabled={busy} onChange={(v) => set('acquisition', v)} />
      <TextField
        select
        label="Type"
        value={values.type}
        onChange={(event) => set('type', event.target.value)}
        disabled={busy || !values.category}
        error={Boolean(errors.type)}
        helperText={errors.type ?? (values.category ? 'Any type, unless you choose one' : 'Choose a category first')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">Any type</option>
        {types.map((type) => (
          <option key={type} value={type}>
            {typeLabels[type] ?? type}
          </option>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <PriceField label="Minimum price" value={values.min_price} onChange={(v) => set('min_price', v)} currency={values.currency} disabled={busy} error={Boolean(errors.min_price)} helperText={errors.min_price} fullWidth />
        <PriceField
          label="Maximum price"
          value={values.max_price}
          onChange={(v) => set('max_price', v)}
          currency={values.currency}
          disabled={busy}
          error={Boolean(errors.max_price)}
          helperText={errors.max_price ?? (values.acquisition === 'rent' ? 'Rent per month' : undefined)}
          fullWidth
        />
        <TextField select label="Currency" value={values.currency} onChange={(event) => set('currency', event.target.value === 'USD' ? 'USD' : 'GHS')} disabled={busy} slotProps={{ select: { native: true } }} sx={{ minWidth: 110 }}>
          <option value="GHS">GH₵</option>
          <option value="USD">US$</option>
        </TextField>
      </Stack>
      {values.category === 'residential' ? (
        <Stack direction="row" spacing={4}>
          <Counter field="bedrooms" label="Bedrooms" noun="bedrooms" value={values.bedrooms} onChange={(n) => set('bedrooms', n)} error={errors.bedrooms} anyLabel="Any" />
          <Counter field="bathrooms" label="Bathrooms" noun="bathrooms" value={values.bathrooms} onChange={(n) => set('bathrooms', n)} error={errors.bathrooms} anyLabel="Any" />
        </Stack>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label="Furnishing"
          value={values.furnishing}
          onChange={(event) => set('furnishing', furnishings.find((f) => f === event.target.value) ?? ('' as Furnishing | ''))}
          disabled={busy}
          error={Boolean(errors.furnishing)}
          helperText={errors.furnishing}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          fullWidth
        >
          <option value="">Furnished or not</option>
          {furnishings.map((f) => (
            <option key={f} value={f}>
              {furnishingLabels[f]}
            </option>
          ))}
        </TextField>
        {values.acquisition === 'rent' ? (
          <TextField
            select
            label="Most advance I can pay"
            value={values.advance_months_max}
            onChange={(event) => set('advance_months_max', event.target.value)}
            disabled={busy}
            error={Boolean(errors.advance_months_max)}
            helperText={errors.advance_months_max ?? `Rentals asking more are left out; the Rent Act allows at most ${LEGAL_RENT_ADVANCE_MONTHS} months`}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            fullWidth
          >
            <option value="">Any advance</option>
            {advanceChoices.map((months) => (
              <option key={months} value={String(months)}>
                {advanceLabel(months)}
              </option>
            ))}
          </TextField>
        ) : null}
      </Stack>
      <PlaceField value={values.place} onChange={(place) => set('place', place)} error={errors.location} disabled={busy} />
      <Box>
        <FormLabel id="match-type-label" sx={{ display: 'block' }}>
          How closely should a property match?
        </FormLabel>
        <RadioGroup aria-labelledby="match-type-label" value={values.matchType} onChange={(event) => set('matchType', event.target.value as RequestValues['matchType'])}>
          {matchTypes.map((type) => (
            <FormControlLabel key={type} value={type} control={<Radio size="small" />} label={matchTypeLabels[type]} disabled={busy} />
          ))}
        </RadioGroup>
        {errors.matchType ? <FormHelperText error>{errors.matchType}</FormHelperText> : null}
      </Box>
      <TextField
        label="Additional information"
        value={values.additional_info}
        onChange={(event) => set('additional_info', event.target.value)}
        multiline
        minRows={3}
        maxRows={10}
        disabled={busy}
        error={Boolean(errors.additional_info)}
        helperText={errors.additional_info ?? 'What else matters: near a school, a borehole, parking, when you want to move…'}
      />
      <Typography variant="body2" color="text.secondary">
        Owners and agents with a matching property see your first name and initial, and can message you here. Your phone number and email stay private.
      </Typography>
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
