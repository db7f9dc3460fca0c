import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  amenities as allAmenities,
  electricityBackups,
  electricitySources,
  furnishings,
  LEGAL_RENT_ADVANCE_MONTHS,
  optionLabel,
  paymentPlans,
  typesByCategory,
  VIEWING_FEE_MAX_GHS,
  waterSources,
  waterStorage,
  type Acquisition,
  type Category,
  type ListAs,
} from '@fie/domain';
import Alert from '@mui/material/Alert';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { FormBanner } from '../../../components/ui/form-banner';
import { useFlash } from '../../../components/ui/flash-message';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { ApiError } from '../../../lib/api-client';
import { useSay, useT } from '../../../lib/i18n/language';
import { paths } from '../../../lib/paths';
import { readSession, serverSession, subscribeToSession } from '../../../lib/storage';
import { discardDraft, saveDraft, type Draft } from '../api/drafts';
import { getExchangeRate, saveListing, type ListedProperty, type SaveAnswer } from '../api/listings';
import { Counter } from '../components/counter';
import { LocationSection } from '../components/location/location-section';
import { PhotoUploader } from '../components/photo-uploader';
import { PriceField } from '../components/price-field';
import { cediEquivalent, rateText, type ExchangeRate } from '../format';
import {
  backupLabels,
  categoryForms,
  categoryName,
  electricityLabels,
  planLabels,
  ruleLabels,
  settingLabels,
  settings as allSettings,
  sizeLabel,
  unitLabels,
  waterLabels,
  waterStorageLabels,
} from './categories';
import { NumberField, Row, Section, SelectField } from './fields';
import { listAsOptions } from './list-as';
import { emptyValues, keyErrors, settingsOf, validateValues, valuesFromProperty, type FormErrors, type ListingValues } from './values';

/** The spec (§4, §9): after a successful save the form is cleared after 1200 ms. */
export const RESET_AFTER_MS = 1200;

type Banner = { severity: 'success' | 'error'; title: string; message?: string; ownersOnly?: boolean; drafts?: boolean };

export type ListingFormProps = {
  category: Category;
  /** The saved listing, to update it (POST update-{category}/{id}); without it the form lists a new one. */
  property?: ListedProperty;
  /** After the server accepted the listing (before the reset). */
  onSaved?: (answer: SaveAnswer) => void;
  /**
   * A new listing the server accepted, for a form that then leaves for the listing's own page: the form neither
   * clears nor shows its banner (the page it goes to confirms), and stays disabled so a second press cannot list
   * it twice. Without it (or when the answer names no listing) the form says so and clears after 1.2 s.
   */
  onCreated?: (property: ListedProperty, message: string) => void;
  /** A draft to resume (/add_property?draft={id}): the form starts from its values, and Save draft updates it. */
  draft?: { id: string; values: ListingValues };
  /** After Save draft kept the form on the server. */
  onDraftSaved?: (draft: Draft) => void;
  /**
   * For a member of an organization who may list under both names: which one a new listing starts with (the
   * dashboard's own-listings panel says 'own', the organization's 'organization'); they can still change it.
   */
  defaultListAs?: ListAs;
};

const currentYear = new Date().getFullYear();

/** The form's values typed as text (not the choices, lists and switches). */
type TextKey = { [K in keyof ListingValues]: string extends ListingValues[K] ? (ListingValues[K] extends string ? K : never) : never }[keyof ListingValues];
type UtilityTextKey = Exclude<keyof ListingValues['utilities'], 'garage'>;

/**
 * A listing form for one category. Everything is checked at once with the shared schema before anything is
 * sent, so the messages are the server's words; the first field with a problem gets the focus. While saving
 * a blocking spinner shows; the answer is 'Property uploaded successfully' (then the form clears after
 * 1.2 s) or 'Update successful', else 'Something went wrong' with what the server said.
 */
export function ListingForm({ category, property, onSaved, onCreated, draft, onDraftSaved, defaultListAs }: ListingFormProps) {
  const form = categoryForms[category];
  const t = useT();
  const say = useSay();
  const { flash } = useFlash();
  const [values, setValues] = useState<ListingValues>(() => (property ? valuesFromProperty(property) : (draft?.values ?? emptyValues(category))));
  // The draft this form saves to: the one resumed, or the one its first Save draft started.
  const [draftId, setDraftId] = useState<string | null>(draft?.id ?? null);
  const [savingDraft, setSavingDraft] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [saving, setSaving] = useState(false);
  // Listed, and on the way to the listing's page: nothing more to press.
  const [leaving, setLeaving] = useState(false);
  // The rate staff set, once a dollar price is chosen; until it comes, the default keeps the hint honest.
  const [rate, setRate] = useState<ExchangeRate>();
  useEffect(() => {
    if (values.currency !== 'USD' || rate) return;
    getExchangeRate().then(setRate, () => undefined);
  }, [values.currency, rate]);
  const [banner, setBanner] = useState<Banner | null>(null);
  // Under whose name a new listing goes; an edit keeps the listing's. A person's own listing asks about the phone.
  const session = useSyncExternalStore(subscribeToSession, readSession, serverSession);
  const listers = property ? [] : listAsOptions(session, t);
  const listAs: ListAs | '' = property ? (property.organizationId ? 'organization' : 'own') : values.list_as || (defaultListAs && listers.some((o) => o.value === defaultListAs) ? defaultListAs : listers[0]?.value ?? '');
  const ownListing = listAs !== 'organization';
  const formRef = useRef<HTMLFormElement>(null);
  const resetTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  // After a refused submit, the first field with a problem (in the order the form shows them) gets the focus.
  useEffect(() => {
    if (!attempt || !formRef.current) return;
    const first = Array.from(formRef.current.querySelectorAll<HTMLElement>('[data-field]')).find((element) => errors[element.dataset.field ?? '']);
    if (!first) return;
    const target = first.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled]):not([aria-hidden="true"]), select, textarea, [role="button"], button:not([disabled])') ?? first;
    target.focus();
    target.scrollIntoView?.({ block: 'center' });
    // Runs once per refused submit; the errors it reads are the ones that submit set.
  }, [attempt]);

  const clear = (...keys: string[]) =>
    setErrors((current) => {
      if (!keys.some((key) => current[key])) return current;
      const next = { ...current };
      for (const key of keys) delete next[key];
      return next;
    });
  const set = <K extends keyof ListingValues>(key: K, value: ListingValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    clear(key);
  };
  const setUtility = <K extends keyof ListingValues['utilities']>(key: K, value: ListingValues['utilities'][K]) => {
    setValues((current) => ({ ...current, utilities: { ...current.utilities, [key]: value } }));
    clear(`utilities.${key}`);
  };
  // A field's message (the schema's or the server's English) in the page's language, else its hint: the hint is
  // there from the start, so the person reads what a field needs before they can get it wrong.
  const message = (key: string, hint?: string) => (errors[key] ? say(errors[key]) : hint);
  // What a text, number or select field takes for one of the form's values: its name (the focus goes to the first
  // with a message), the value, the change, and its message, else the hint.
  const bind = (key: TextKey, hint?: string) => ({
    'data-field': key,
    value: values[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    error: Boolean(errors[key]),
    helperText: message(key, hint),
  });
  const utility = (key: UtilityTextKey) => ({
    'data-field': `utilities.${key}`,
    value: values.utilities[key],
    onChange: (event: { target: { value: string } }) => setUtility(key, event.target.value),
  });
  // The water and the electricity source, and the parking spaces, also show their message (else their hint).
  const bindUtility = (key: UtilityTextKey, hint?: string) => ({
    ...utility(key),
    error: Boolean(errors[`utilities.${key}`]),
    helperText: message(`utilities.${key}`, hint),
  });
  const chooseAcquisition = (acquisition: Acquisition) => {
    // Choosing buy clears the payment plan (and the advance, which only rent has): spec §4.
    setValues((current) => ({ ...current, acquisition, ...(acquisition === 'buy' ? { payment_plan: '', rent_advance_months: '' } : {}) }));
    clear('acquisition', 'payment_plan', 'stay_start_date', 'stay_end_date');
  };
  const toggle = (list: readonly string[], item: string, on: boolean) => (on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving || leaving) return;
    window.clearTimeout(resetTimer.current);
    const checked = validateValues(values, category);
    if (!checked.ok) {
      const count = Object.keys(checked.errors).length;
      setErrors(checked.errors);
      setBanner({ severity: 'error', title: t('listings.form.check', 'Please check the form'), message: t('listings.form.check-count', '{count, plural, one {# field needs} other {# fields need}} your attention.', { count }) });
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    setBanner(null);
    setSaving(true);
    try {
      const { list_as: _ignored, ...fields } = checked.payload;
      const answer = await saveListing(category, property || !listAs ? fields : { ...fields, list_as: listAs }, property?.id);
      const created = !property && onCreated && answer.property ? answer.property : undefined;
      // The server's words for a save are fixed ('Update successful'): said here in the page's language.
      const saved = property ? t('listings.form.updated', 'Update successful') : t('listings.form.created', 'Property uploaded successfully');
      if (!created) {
        setBanner({ severity: 'success', title: saved });
        flash('success', saved);
      }
      onSaved?.(answer);
      // Listed: the draft it came from has done its work.
      if (draftId) {
        discardDraft(draftId, 'listed').catch(() => undefined);
        setDraftId(null);
      }
      if (created) {
        setLeaving(true);
        onCreated?.(created, saved);
      } else if (!property) {
        resetTimer.current = window.setTimeout(() => {
          setValues(emptyValues(category));
          setErrors({});
        }, RESET_AFTER_MS);
      }
    } catch (failure) {
      const fieldErrors = failure instanceof ApiError ? keyErrors(failure.errors) : {};
      // A message for a field this form does not show (a rule only the server knows) goes to the banner.
      const unshown = Object.entries(fieldErrors)
        .filter(([key]) => !formRef.current?.querySelector(`[data-field="${key.replace(/"/g, '\\"')}"]`))
        .map(([, text]) => say(text));
      setErrors(fieldErrors);
      setBanner({
        severity: 'error',
        title: t('listings.form.failed', 'Something went wrong'),
        message: [failure instanceof Error ? say(failure.message) : undefined, ...unshown].filter(Boolean).join(' · ') || undefined,
        ownersOnly: failure instanceof ApiError && failure.status === 403 && failure.code === 'OwnersOnly',
      });
      if (Object.keys(fieldErrors).length) setAttempt((n) => n + 1);
    } finally {
      setSaving(false);
    }
  }

  /** Keeps the form as it is, unchecked, to finish later (a listing's rules apply when it is listed). */
  async function keepDraft() {
    if (saving || savingDraft || leaving) return;
    setSavingDraft(true);
    try {
      const { draft: kept } = await saveDraft(category, values as unknown as Record<string, unknown>, draftId);
      const saved = t('listings.draft.saved', 'Draft saved');
      setDraftId(kept.id);
      setBanner({ severity: 'success', title: saved, message: t('listings.draft.saved-detail', 'Finish it later from your property drafts.'), drafts: true });
      flash('success', saved);
      onDraftSaved?.(kept);
    } catch (failure) {
      setBanner({ severity: 'error', title: t('listings.draft.failed', 'Could not save the draft'), message: failure instanceof Error ? say(failure.message) : undefined });
    } finally {
      setSavingDraft(false);
    }
  }

  const renting = values.acquisition === 'rent' || values.acquisition === 'short_stay';
  const advance = Number(values.rent_advance_months);
  const priceNumber = Number(values.price || 0);
  const settings = settingsOf(values.tags);
  const units = unitLabels(t);
  const choiceName = categoryName(t, category);
  const amenityOptions = allAmenities.filter((a) => (form.amenities as readonly string[]).includes(a) || values.amenities.includes(a));

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={submit} aria-label={t('listings.form.label', '{category} listing', { category: choiceName })} sx={{ display: 'grid', gap: 3, position: 'relative' }}>
      {listers.length > 1 ? (
        <Section title={t('listings.form.whose', 'Whose listing')}>
          <FormControl data-field="list_as">
            <FormLabel id={`${category}-list-as`}>{t('listings.form.list-under', 'List under')}</FormLabel>
            <RadioGroup row aria-labelledby={`${category}-list-as`} value={listAs} onChange={(event) => set('list_as', event.target.value as ListAs)}>
              {listers.map((option) => (
                <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.value === 'organization' ? t('listings.form.list-as-organization', '{name} (the organization)', { name: option.label }) : option.label} />
              ))}
            </RadioGroup>
            <FormHelperText>
              {ownListing
                ? t('listings.form.list-as-own-hint', 'Only you manage it, as before you joined.')
                : t('listings.form.list-as-organization-hint', 'Members with the right permission manage it with you; seekers reach the organization.')}
            </FormHelperText>
          </FormControl>
        </Section>
      ) : null}

      <Section title={t('listings.form.section.property', 'The property')}>
        <Row>
          <SelectField
            {...bind('type', t('listings.form.type.hint', 'What kind of place it is'))}
            label={t('listings.form.type', 'Property type')}
            required
            options={typesByCategory[category].map((type) => [type, optionLabel(t, 'type', type)] as const)}
          />
          <TextField
            {...bind('title', t('listings.form.title.hint', 'Optional, e.g. 3-bedroom house near the A&C Mall'))}
            label={t('listings.form.title', 'Title')}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </Row>
        <FormControl data-field="acquisition" error={Boolean(errors.acquisition)} required>
          <FormLabel id={`${category}-acquisition`}>{t('listings.form.listed-for', 'Listed for')}</FormLabel>
          <RadioGroup row aria-labelledby={`${category}-acquisition`} value={values.acquisition} onChange={(event) => chooseAcquisition(event.target.value as Acquisition)}>
            {form.acquisitions.map((acquisition) => (
              <FormControlLabel key={acquisition} value={acquisition} control={<Radio />} label={optionLabel(t, 'acquisition', acquisition)} />
            ))}
          </RadioGroup>
          <FormHelperText>{message('acquisition', t('listings.form.listed-for.hint', 'For sale, for rent or, for a home, for short stays'))}</FormHelperText>
        </FormControl>
      </Section>

      <Section title={t('listings.form.section.price', 'Price')} hint={values.currency === 'USD' ? rateText(t, rate) : undefined}>
        <Row>
          <PriceField
            data-field="price"
            label={t('listings.form.price', 'Price')}
            required
            value={values.price}
            onChange={(digits) => set('price', digits)}
            currency={values.currency}
            error={Boolean(errors.price)}
            helperText={message('price', cediEquivalent(priceNumber, values.currency, undefined, rate) ?? t('listings.form.price.hint', 'Digits only; the commas come by themselves'))}
          />
          <Box data-field="currency">
            <Typography variant="body2" color="text.secondary" id={`${category}-currency`} sx={{ mb: 0.5 }}>
              {t('listings.form.currency', 'Currency')}
            </Typography>
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              value={values.currency}
              onChange={(_, currency: ListingValues['currency'] | null) => currency && set('currency', currency)}
              aria-labelledby={`${category}-currency`}
            >
              <ToggleButton value="GHS" sx={{ px: 2 }}>
                GH₵<span style={visuallyHidden}>{t('listings.form.currency.cedis', ' (cedis)')}</span>
              </ToggleButton>
              <ToggleButton value="USD" sx={{ px: 2 }}>
                US$<span style={visuallyHidden}>{t('listings.form.currency.dollars', ' (US dollars)')}</span>
              </ToggleButton>
            </ToggleButtonGroup>
            {errors.currency ? <FormHelperText error>{say(errors.currency)}</FormHelperText> : null}
          </Box>
        </Row>
        {renting ? (
          <Row>
            <SelectField
              {...bind('payment_plan', t('listings.form.plan.hint', 'How often the price is paid'))}
              label={t('listings.form.plan', 'Payment plan')}
              required
              options={paymentPlans.map((plan) => [plan, planLabels(t)[plan] ?? plan] as const)}
            />
            {values.acquisition === 'rent' ? (
              <NumberField
                {...bind('rent_advance_months', t('listings.form.advance.hint', 'Months of rent asked up front; seekers see it'))}
                label={t('listings.form.advance', 'Advance (months)')}
                min={0}
                max={60}
              />
            ) : null}
          </Row>
        ) : null}
        {values.acquisition === 'rent' && advance > LEGAL_RENT_ADVANCE_MONTHS ? (
          <Alert severity="warning" role="status">
            {t('listings.form.advance.above-legal', 'The Rent Act, 1963 (Act 220) allows at most {legal} months of rent in advance. You ask {months} months; seekers will see that this is above the legal limit.', { legal: LEGAL_RENT_ADVANCE_MONTHS, months: advance })}
          </Alert>
        ) : null}
        {values.acquisition === 'short_stay' ? (
          <Row>
            <TextField
              {...bind('stay_start_date', t('listings.form.stay-start.hint', 'First night guests can book'))}
              type="date"
              label={t('listings.form.stay-start', 'Start date')}
              required
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              {...bind('stay_end_date', t('listings.form.stay-end.hint', 'Last night guests can book'))}
              type="date"
              label={t('listings.form.stay-end', 'End date')}
              required
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: values.stay_start_date || undefined } }}
            />
          </Row>
        ) : null}
        {values.acquisition === 'short_stay' && category === 'residential' ? (
          <TextField
            {...bind('gta_licence', t('listings.form.gta.hint', 'Short-stay apartments need a GTA licence; staff verify the number'))}
            label={t('listings.form.gta', 'Ghana Tourism Authority licence')}
            slotProps={{ htmlInput: { maxLength: 40 } }}
          />
        ) : null}
        {values.acquisition === 'short_stay' ? (
          <TextField
            {...bind('stay_payment_instructions', t('listings.form.stay-payment.hint', 'Shown beside Request to book, e.g. "MTN MoMo to 024 412 3456 once I accept". Fie takes no payment.'))}
            label={t('listings.form.stay-payment', 'How guests pay')}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        ) : null}
        {values.acquisition && values.acquisition !== 'short_stay' ? (
          <Row>
            <TextField
              {...bind('available_from', t('listings.form.available-from.hint', 'Leave empty if it is available now'))}
              type="date"
              label={t('listings.form.available-from', 'Available from')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Row>
        ) : null}
        {values.acquisition && values.acquisition !== 'short_stay' ? (
          <Row>
            <TextField
              {...bind('viewing_fee', t('listings.form.viewing-fee.hint', 'Optional, at most GH₵ {most}. Seekers pay it by mobile money or card into a hold when they book; you receive it after the viewing.', { most: VIEWING_FEE_MAX_GHS }))}
              label={t('listings.form.viewing-fee', 'Viewing fee')}
              slotProps={{ input: { startAdornment: <InputAdornment position="start">GH₵</InputAdornment> }, htmlInput: { inputMode: 'decimal', maxLength: 6 } }}
            />
          </Row>
        ) : null}
      </Section>

      <Section title={category === 'events' ? t('listings.form.section.venue', 'The venue') : category === 'farmland' ? t('listings.form.section.land', 'The land') : t('listings.form.section.details', 'Details')}>
        {form.rooms ? (
          <Row>
            <Counter
              field="bedrooms"
              label={t('listings.form.bedrooms', 'Bedrooms')}
              fewerLabel={t('listings.form.bedrooms.fewer', 'Fewer bedrooms')}
              moreLabel={t('listings.form.bedrooms.more', 'More bedrooms')}
              value={values.bedrooms}
              onChange={(n) => set('bedrooms', n)}
              error={errors.bedrooms ? say(errors.bedrooms) : undefined}
            />
            <Counter
              field="bathrooms"
              label={t('listings.form.bathrooms', 'Bathrooms')}
              fewerLabel={t('listings.form.bathrooms.fewer', 'Fewer bathrooms')}
              moreLabel={t('listings.form.bathrooms.more', 'More bathrooms')}
              value={values.bathrooms}
              onChange={(n) => set('bathrooms', n)}
              error={errors.bathrooms ? say(errors.bathrooms) : undefined}
            />
          </Row>
        ) : null}
        {form.seating ? (
          <Row>
            <NumberField
              {...bind('seating_capacity', t('listings.form.seating.hint', 'Guests seated at once'))}
              label={t('listings.form.seating', 'Seating capacity')}
              required
              min={1}
            />
            <FormControl component="fieldset" data-field="setting">
              <FormLabel component="legend">{t('listings.form.setting', 'Setting')}</FormLabel>
              <FormGroup row>
                {allSettings.map((setting) => (
                  <FormControlLabel
                    key={setting}
                    control={<Checkbox checked={settings.includes(setting)} onChange={(event) => set('tags', toggle(values.tags, setting, event.target.checked))} />}
                    label={settingLabels(t)[setting]}
                  />
                ))}
              </FormGroup>
            </FormControl>
          </Row>
        ) : null}
        <Row columns={form.parking ? 3 : 2}>
          <NumberField
            {...bind('size', form.sizeRequired ? t('listings.form.size.required-hint', 'Needed: the size, in the unit beside it') : t('listings.form.optional', 'Optional'))}
            label={sizeLabel(t, category)}
            required={form.sizeRequired}
            min={0}
            slotProps={{ htmlInput: { step: 'any', inputMode: 'decimal' } }}
          />
          <SelectField
            {...bind('unit')}
            label={t('listings.form.unit', 'Unit')}
            required={form.sizeRequired}
            emptyLabel={null}
            options={form.units.map((unit) => [unit, units[unit]] as const)}
          />
          {form.parking ? (
            <NumberField
              {...bind('parking_capacity', t('listings.form.parking-capacity.hint', 'Cars'))}
              label={t('listings.form.parking-capacity', 'Parking capacity')}
              min={0}
            />
          ) : null}
        </Row>
        {form.buildYear || form.furnishing ? (
          <Row>
            {form.buildYear ? (
              <NumberField
                {...bind('buildYear', t('listings.form.build-year.hint', 'Optional; {year} at the latest', { year: String(currentYear) }))}
                label={t('listings.form.build-year', 'Build year')}
                min={1500}
                max={currentYear}
              />
            ) : null}
            {form.furnishing ? (
              <SelectField
                {...bind('furnishing', t('listings.form.optional', 'Optional'))}
                label={t('listings.form.furnishing', 'Furnishing')}
                options={furnishings.map((f) => [f, optionLabel(t, 'furnishing', f)] as const)}
              />
            ) : null}
          </Row>
        ) : null}
      </Section>

      <Section title={t('listings.form.section.description', 'Description')}>
        <TextField
          {...bind('short_description', t('listings.form.short-description.hint', 'One line for the search results ({count}/160)', { count: values.short_description.length }))}
          label={t('listings.form.short-description', 'Short description')}
          slotProps={{ htmlInput: { maxLength: 160 } }}
        />
        <TextField
          {...bind('description', t('listings.form.description.hint', 'What a seeker should know: rooms, condition, the road, the neighbourhood, what is nearby'))}
          label={t('listings.form.description', 'Description')}
          required
          multiline
          minRows={4}
          maxRows={16}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
      </Section>

      {amenityOptions.length ? (
        <Section title={t('listings.form.section.amenities', 'Amenities')}>
          <FormGroup data-field="amenities" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' } }}>
            {amenityOptions.map((amenity) => (
              <FormControlLabel
                key={amenity}
                control={<Checkbox checked={values.amenities.includes(amenity)} onChange={(event) => set('amenities', toggle(values.amenities, amenity, event.target.checked))} />}
                label={optionLabel(t, 'amenity', amenity)}
              />
            ))}
          </FormGroup>
        </Section>
      ) : null}

      {form.utilities !== 'none' ? (
        <Section title={t('listings.form.section.utilities', 'Utilities')}>
          <Row>
            <SelectField
              {...bindUtility('water', form.utilities === 'full' ? t('listings.form.water.hint', 'Where the water comes from') : t('listings.form.optional', 'Optional'))}
              label={t('listings.form.water', 'Water source')}
              required={form.utilities === 'full'}
              options={waterSources.map((w) => [w, waterLabels(t)[w] ?? w] as const)}
            />
            {form.utilities === 'full' ? (
              <SelectField
                {...utility('water_storage')}
                label={t('listings.form.water-storage', 'Water storage')}
                options={waterStorage.map((w) => [w, waterStorageLabels(t)[w] ?? w] as const)}
              />
            ) : null}
            {form.utilities !== 'water' ? (
              <>
                <SelectField
                  {...bindUtility('electricity', form.utilities === 'full' ? t('listings.form.power.hint', 'Where the power comes from') : t('listings.form.optional', 'Optional'))}
                  label={t('listings.form.power', 'Electricity source')}
                  required={form.utilities === 'full'}
                  options={electricitySources.map((e) => [e, electricityLabels(t)[e] ?? e] as const)}
                />
                <SelectField
                  {...utility('electricity_backups')}
                  label={t('listings.form.backup', 'Electricity backup')}
                  options={electricityBackups.map((e) => [e, backupLabels(t)[e] ?? e] as const)}
                  helperText={t('listings.form.backup.hint', "For 'dumsor' (power cuts)")}
                />
              </>
            ) : null}
          </Row>
          {form.utilities === 'full' ? (
            <Row>
              <NumberField
                {...bindUtility('parking_space', t('listings.form.parking-space.hint', 'Cars, 0 or more'))}
                label={t('listings.form.parking-space', 'Parking spaces')}
                min={0}
              />
              <FormControlLabel control={<Switch checked={values.utilities.garage} onChange={(event) => setUtility('garage', event.target.checked)} />} label={t('listings.form.garage', 'Garage')} />
            </Row>
          ) : null}
        </Section>
      ) : null}

      {form.rules ? (
        <Section title={category === 'events' ? t('listings.form.section.venue-rules', 'Venue rules') : t('listings.form.section.house-rules', 'House rules')}>
          <FormGroup data-field="rules" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {(Object.keys(values.rules) as (keyof ListingValues['rules'])[]).map((rule) => (
              <FormControlLabel
                key={rule}
                control={<Switch checked={values.rules[rule]} onChange={(event) => set('rules', { ...values.rules, [rule]: event.target.checked })} />}
                label={ruleLabels(t)[rule]}
              />
            ))}
          </FormGroup>
        </Section>
      ) : null}

      <Section title={t('listings.form.section.location', 'Location')}>
        <LocationSection
          place={values.place}
          digitalAddress={values.digital_address}
          onPlace={(place) => {
            setValues((current) => ({ ...current, place }));
            clear('location');
          }}
          onDigitalAddress={(value) => set('digital_address', value)}
          errors={{ location: errors.location ? say(errors.location) : undefined, digital_address: errors.digital_address ? say(errors.digital_address) : undefined }}
          disabled={saving}
        />
      </Section>

      <Section title={t('listings.form.section.photos', 'Photos')}>
        <PhotoUploader
          images={values.images}
          onChange={(change) => {
            setValues((current) => ({ ...current, images: change(current.images) }));
            clear('images');
          }}
          minimum={form.minPhotos}
          error={errors.images ? say(errors.images) : undefined}
          disabled={saving}
        />
      </Section>

      {ownListing ? (
        <Section title={t('listings.form.section.contact', 'How seekers reach you')}>
          <FormControl data-field="show_phone">
            <FormControlLabel control={<Switch checked={values.show_phone} onChange={(event) => set('show_phone', event.target.checked)} />} label={t('listings.form.show-phone', 'Show my phone number on this listing')} />
            <FormHelperText>
              {values.show_phone
                ? t('listings.form.show-phone.on', 'Seekers tap Show number to call or WhatsApp you; the number is not written on the page, so robots cannot collect it.')
                : t('listings.form.show-phone.off', 'Seekers can only message you through Fie.')}
            </FormHelperText>
          </FormControl>
        </Section>
      ) : null}

      <Divider />
      <Box>
        {banner ? <FormBanner severity={banner.severity} title={banner.title} message={banner.message} /> : null}
        {banner?.ownersOnly ? (
          <Button component={RouterLink} to={paths.seekerOwnerRegistration} variant="outlined" sx={{ mb: 2 }}>
            {t('listings.form.register-owner', 'Register as an Owner')}
          </Button>
        ) : null}
        {banner?.drafts ? (
          <Button component={RouterLink} to={paths.addProperty} variant="text" sx={{ mb: 2 }}>
            {t('listings.drafts.title', 'Property drafts')}
          </Button>
        ) : null}
        {errors._ ? <FormHelperText error>{say(errors._)}</FormHelperText> : null}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button type="submit" variant="contained" size="large" disabled={saving || savingDraft || leaving} fullWidth sx={{ maxWidth: { sm: 280 } }}>
            {property ? t('listings.form.save-changes', 'Save changes') : leaving ? t('listings.form.opening', 'Opening your listing…') : t('listings.page.title', 'List Property')}
          </Button>
          {property ? null : (
            <Button variant="outlined" size="large" onClick={() => void keepDraft()} disabled={saving || savingDraft || leaving} fullWidth sx={{ maxWidth: { sm: 200 } }}>
              {savingDraft ? t('listings.draft.saving', 'Saving draft…') : t('listings.draft.save', 'Save draft')}
            </Button>
          )}
        </Box>
      </Box>

      <Backdrop open={saving} sx={(theme) => ({ zIndex: theme.zIndex.modal + 1, color: 'common.white', flexDirection: 'column', gap: 2 })}>
        <CircularProgress color="inherit" aria-label={t('listings.form.saving-label', 'Saving the listing')} />
        <Typography>{property ? t('listings.form.saving-changes', 'Saving your changes…') : t('listings.form.listing', 'Listing your property…')}</Typography>
      </Backdrop>
    </Box>
  );
}
