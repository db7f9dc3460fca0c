import type { FormEvent } from 'react';
import { furnishings, LEGAL_RENT_ADVANCE_MONTHS, matchTypes, optionLabel, requestTypesByCategory, type Category, type FieldErrors, type Furnishing, type Translate } from '@fie/domain';
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
import { useSay, useT } from '../../../lib/i18n/language';
import type { RequestValues } from '../form/values';
import { PlaceField } from './place-field';

/** The request form's categories, as the spec names them (agricultural, event), in the listings' values. */
export const requestCategories = (t: Translate): readonly { value: Category; label: string }[] => [
  { value: 'residential', label: t('requests.category.residential', 'Residential') },
  { value: 'commercial', label: t('requests.category.commercial', 'Commercial') },
  { value: 'farmland', label: t('requests.category.farmland', 'Agricultural') },
  { value: 'events', label: t('requests.category.events', 'Event') },
];

/** How closely listings must match, as the form offers it. */
const matchTypeLabel = (t: Translate, type: (typeof matchTypes)[number]) =>
  type === 'exact'
    ? t('requests.match.exact', 'Exact: every detail I gave')
    : type === 'similar'
      ? t('requests.match.similar', 'Similar: close in type, price, size and place')
      : t('requests.match.broad', 'Broad: anything of this kind in the region');

/** The advance a renter may cap: none, a few months, the Rent Act's six, the year or two landlords ask. */
const advanceChoices = [0, 1, 2, 3, 6, 12, 24];
const advanceLabel = (t: Translate, months: number) =>
  months === 0
    ? t('requests.advance.none', 'No advance')
    : months % 12 === 0
      ? t('requests.advance.years', '{years, plural, one {# year} other {# years}}', { years: months / 12 })
      : t('requests.advance.months', '{months, plural, one {# month} other {# months}}', { months });

/** The additional information's most characters (the request schema's): counted under the field from the start. */
const MESSAGE_MAX = 1000;

function Choice<T extends string>({ label, hint, value, options, onChange, error, disabled }: { label: string; hint: string; value: T | ''; options: readonly { value: T; label: string }[]; onChange: (value: T) => void; error?: string; disabled?: boolean }) {
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
      <FormHelperText error={Boolean(error)}>{error ?? hint}</FormHelperText>
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
  const t = useT();
  const say = useSay();
  // A field's message (the schema's or the server's English) in the page's language.
  const error = (key: string) => (errors[key] ? say(errors[key]) : undefined);
  const set = <K extends keyof RequestValues>(key: K, value: RequestValues[K]) => onChange({ ...values, [key]: value });
  const renting = values.acquisition === 'rent';
  const infoLength = values.additional_info.length;
  const types = values.category ? requestTypesByCategory[values.category] : [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('requests.form.label', 'Property request')} sx={{ display: 'grid', gap: 2.5 }}>
      <Choice
        label={t('requests.form.category', 'Category')}
        hint={t('requests.form.category.hint', 'Choose one: what kind of property you want')}
        value={values.category}
        options={requestCategories(t)}
        error={error('category')}
        disabled={busy}
        // A type belongs to its category; bedrooms and bathrooms only to homes.
        onChange={(category) => onChange({ ...values, category, type: '', ...(category === 'residential' ? {} : { bedrooms: undefined, bathrooms: undefined }) })}
      />
      <Choice
        label={t('requests.form.acquisition', 'Purchase type')}
        hint={t('requests.form.acquisition.hint', 'Choose one: to buy or to rent')}
        value={values.acquisition}
        options={[
          { value: 'buy', label: t('requests.form.buy', 'Buy') },
          { value: 'rent', label: t('requests.form.rent', 'Rent') },
        ]}
        error={error('acquisition')}
        disabled={busy}
        onChange={(v) => set('acquisition', v)}
      />
      <TextField
        select
        label={t('requests.form.type', 'Type')}
        value={values.type}
        onChange={(event) => set('type', event.target.value)}
        disabled={busy || !values.category}
        error={Boolean(errors.type)}
        helperText={error('type') ?? (values.category ? t('requests.form.type.hint', 'Any type, unless you choose one') : t('requests.form.type.first', 'Choose a category first'))}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('requests.form.type.any', 'Any type')}</option>
        {types.map((type) => (
          <option key={type} value={type}>
            {optionLabel(t, 'type', type)}
          </option>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <PriceField
          label={t('requests.form.min-price', 'Minimum price')}
          value={values.min_price}
          onChange={(v) => set('min_price', v)}
          currency={values.currency}
          disabled={busy}
          error={Boolean(errors.min_price)}
          helperText={error('min_price') ?? (renting ? t('requests.form.min-price.rent-hint', 'Optional; rent for one month') : t('requests.form.min-price.hint', 'Optional; not more than the maximum'))}
          fullWidth
        />
        <PriceField
          label={t('requests.form.max-price', 'Maximum price')}
          value={values.max_price}
          onChange={(v) => set('max_price', v)}
          currency={values.currency}
          disabled={busy}
          error={Boolean(errors.max_price)}
          helperText={error('max_price') ?? (renting ? t('requests.form.max-price.rent-hint', 'Optional; the most rent a month') : t('requests.form.max-price.hint', 'Optional; the most you can pay'))}
          fullWidth
        />
        <TextField select label={t('requests.form.currency', 'Currency')} value={values.currency} onChange={(event) => set('currency', event.target.value === 'USD' ? 'USD' : 'GHS')} disabled={busy} slotProps={{ select: { native: true } }} sx={{ minWidth: 110 }}>
          <option value="GHS">GH₵</option>
          <option value="USD">US$</option>
        </TextField>
      </Stack>
      {values.category === 'residential' ? (
        <Stack direction="row" spacing={4}>
          <Counter
            field="bedrooms"
            label={t('requests.form.bedrooms', 'Bedrooms')}
            fewerLabel={t('requests.form.bedrooms.fewer', 'Fewer bedrooms')}
            moreLabel={t('requests.form.bedrooms.more', 'More bedrooms')}
            value={values.bedrooms}
            onChange={(n: number | undefined) => set('bedrooms', n)}
            error={error('bedrooms')}
            anyLabel={t('requests.form.any', 'Any')}
          />
          <Counter
            field="bathrooms"
            label={t('requests.form.bathrooms', 'Bathrooms')}
            fewerLabel={t('requests.form.bathrooms.fewer', 'Fewer bathrooms')}
            moreLabel={t('requests.form.bathrooms.more', 'More bathrooms')}
            value={values.bathrooms}
            onChange={(n: number | undefined) => set('bathrooms', n)}
            error={error('bathrooms')}
            anyLabel={t('requests.form.any', 'Any')}
          />
        </Stack>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={t('requests.form.furnishing', 'Furnishing')}
          value={values.furnishing}
          onChange={(event) => set('furnishing', furnishings.find((f) => f === event.target.value) ?? ('' as Furnishing | ''))}
          disabled={busy}
          error={Boolean(errors.furnishing)}
          helperText={error('furnishing') ?? t('requests.form.furnishing.hint', 'Any, unless you choose')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          fullWidth
        >
          <option value="">{t('requests.form.furnishing.any', 'Furnished or not')}</option>
          {furnishings.map((f) => (
            <option key={f} value={f}>
              {optionLabel(t, 'furnishing', f)}
            </option>
          ))}
        </TextField>
        {renting ? (
          <TextField
            select
            label={t('requests.form.advance', 'Most advance I can pay')}
            value={values.advance_months_max}
            onChange={(event) => set('advance_months_max', event.target.value)}
            disabled={busy}
            error={Boolean(errors.advance_months_max)}
            helperText={error('advance_months_max') ?? t('requests.form.advance.hint', 'Rentals asking more are left out; the Rent Act allows at most {months} months', { months: LEGAL_RENT_ADVANCE_MONTHS })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            fullWidth
          >
            <option value="">{t('requests.form.advance.any', 'Any advance')}</option>
            {advanceChoices.map((months) => (
              <option key={months} value={String(months)}>
                {advanceLabel(t, months)}
              </option>
            ))}
          </TextField>
        ) : null}
      </Stack>
      <PlaceField value={values.place} onChange={(place) => set('place', place)} error={error('location')} disabled={busy} />
      <Box>
        <FormLabel id="match-type-label" sx={{ display: 'block' }}>
          {t('requests.form.match', 'How closely should a property match?')}
        </FormLabel>
        <RadioGroup aria-labelledby="match-type-label" value={values.matchType} onChange={(event) => set('matchType', event.target.value as RequestValues['matchType'])}>
          {matchTypes.map((type) => (
            <FormControlLabel key={type} value={type} control={<Radio size="small" />} label={matchTypeLabel(t, type)} disabled={busy} />
          ))}
        </RadioGroup>
        {errors.matchType ? <FormHelperText error>{error('matchType')}</FormHelperText> : null}
      </Box>
      <TextField
        label={t('requests.form.info', 'Additional information')}
        value={values.additional_info}
        onChange={(event) => set('additional_info', event.target.value)}
        multiline
        minRows={3}
        maxRows={10}
        disabled={busy}
        error={Boolean(errors.additional_info)}
        helperText={
          error('additional_info') ??
          t('requests.form.info.hint', 'What else matters: near a school, a borehole, parking, when you want to move… ({count}/{most})', { count: infoLength, most: MESSAGE_MAX })
        }
      />
      <Typography variant="body2" color="text.secondary">
        {t('requests.form.privacy', 'Owners and agents with a matching property see your first name and initial, and can message you here. Your phone number and email stay private.')}
      </Typography>
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
