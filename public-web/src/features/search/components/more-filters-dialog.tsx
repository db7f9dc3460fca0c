import { useState, type ChangeEvent, type ReactNode } from 'react';
import { optionLabel, amenities, categories, furnishings, LEGAL_RENT_ADVANCE_MONTHS, type Category, type Furnishing, type Translate } from '@fie/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { useT } from '../../../lib/i18n/language';
import { defaultFilters, MAX_ADVANCE_MONTHS, noRules, typesFor, type RuleKey, type SearchFilters } from '../model/filters';
import type { Bucket } from '../api/search-properties';

/** The part of the filter this dialog edits. */
export type MoreFilters = Pick<SearchFilters, 'category' | 'type' | 'acquisition' | 'bedrooms' | 'bathrooms' | 'amenities' | 'rules' | 'stayStart' | 'stayEnd' | 'advanceMonthsMax' | 'furnishing'>;

/** The advance choices: none, a few months, the Rent Act's six, and the year or two landlords ask in practice. */
const advanceChoices = [0, 1, 2, 3, 6, 12, 24].filter((n) => n <= MAX_ADVANCE_MONTHS);
const advanceText = (t: Translate, months: number) =>
  months === 0
    ? t('search.more.noadvance', 'No advance')
    : months % 12 === 0
      ? t('search.more.years', '{years, plural, one {Up to # year} other {Up to # years}}', { years: months / 12 })
      : t('search.more.months', '{months, plural, one {Up to # month} other {Up to # months}}', { months });

const ruleLabels = (t: Translate): Record<RuleKey, string> => ({
  smoking: t('search.rule.smoking', 'Smoking allowed'),
  pets: t('search.rule.pets', 'Pets allowed'),
  parties: t('search.rule.parties', 'Parties allowed'),
  noise: t('search.rule.noise', 'Noise allowed (music, events)'),
});
const MAX_COUNT = 9;

function Counter({ label, fewer, more, value, onChange }: { label: string; fewer: string; more: string; value: number; onChange: (value: number) => void }) {
  const t = useT();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }} role="group" aria-label={label}>
      <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton size="small" onClick={() => onChange(Math.max(0, value - 1))} disabled={value === 0} sx={{ border: 1, borderColor: 'divider' }}>
          <Remove fontSize="small" aria-hidden />
          <span style={visuallyHidden}>{fewer}</span>
        </IconButton>
        <Typography aria-live="polite" sx={{ minWidth: 40, textAlign: 'center' }}>
          {value === 0 ? t('search.price.any', 'Any') : `${value}+`}
        </Typography>
        <IconButton size="small" onClick={() => onChange(Math.min(MAX_COUNT, value + 1))} disabled={value === MAX_COUNT} sx={{ border: 1, borderColor: 'divider' }}>
          <Add fontSize="small" aria-hidden />
          <span style={visuallyHidden}>{more}</span>
        </IconButton>
      </Stack>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * More Filters (spec §2): category, bedrooms and bathrooms (residential only), furnishing and the most
 * advance the seeker can pay (for rentals), amenities, house rules, and the short-stay dates. Close leaves the search as it was; Reset clears this dialog's choices;
 * Search applies them.
 */
export function MoreFiltersDialog({
  open,
  filters,
  categoryCounts,
  onClose,
  onSearch,
}: {
  open: boolean;
  filters: MoreFilters;
  categoryCounts?: Bucket[];
  onClose: () => void;
  onSearch: (filters: MoreFilters) => void;
}) {
  const t = useT();
  const [draft, setDraft] = useState<MoreFilters>(filters);
  const rules = ruleLabels(t);
  const phone = useMediaQuery('(max-width:599.95px)');
  const residential = draft.category === 'residential';
  const set = (patch: Partial<MoreFilters>) => setDraft((d) => ({ ...d, ...patch }));
  const countOf = (category: Category) => categoryCounts?.find((b) => b.key === category)?.count;
  const datesInvalid = Boolean(draft.stayStart && draft.stayEnd && draft.stayEnd < draft.stayStart);

  const chooseCategory = (category: Category | '') =>
    set({
      category,
      type: typesFor(category).includes(draft.type) ? draft.type : '',
      bedrooms: category === 'residential' ? draft.bedrooms : 0,
      bathrooms: category === 'residential' ? draft.bathrooms : 0,
    });

  const setDates = (stayStart: string, stayEnd: string) =>
    // Dates are a short-stay question: choosing them searches short stays.
    set({ stayStart, stayEnd, acquisition: stayStart || stayEnd ? 'short_stay' : draft.acquisition });

  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} maxWidth="sm" fullWidth aria-labelledby="more-filters-title">
      <DialogTitle id="more-filters-title">{t('search.more.title', 'More Filters')}</DialogTitle>
      <DialogContent dividers>
        <Section title={t('search.bar.category', 'Category')}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} role="group" aria-label={t('search.bar.category', 'Category')}>
            {[...categories, ''].map((category) => {
              const count = category ? countOf(category as Category) : undefined;
              const label = category ? optionLabel(t, 'category', category) : t('search.bar.all', 'All categories');
              return (
                <Button
                  key={category || 'all'}
                  size="small"
                  variant={draft.category === category ? 'contained' : 'outlined'}
                  aria-pressed={draft.category === category}
                  onClick={() => chooseCategory(category as Category | '')}
                >
                  {count === undefined ? label : `${label} (${count.toLocaleString('en-GH')})`}
                </Button>
              );
            })}
          </Stack>
        </Section>
        {residential ? (
          <Section title={t('search.more.rooms', 'Rooms')}>
            <Stack spacing={1.5}>
              <Counter
                label={t('search.more.beds', 'Bedrooms')}
                fewer={t('search.more.fewerbeds', 'Fewer bedrooms')}
                more={t('search.more.morebeds', 'More bedrooms')}
                value={draft.bedrooms}
                onChange={(bedrooms) => set({ bedrooms })}
              />
              <Counter
                label={t('search.more.baths', 'Bathrooms')}
                fewer={t('search.more.fewerbaths', 'Fewer bathrooms')}
                more={t('search.more.morebaths', 'More bathrooms')}
                value={draft.bathrooms}
                onChange={(bathrooms) => set({ bathrooms })}
              />
            </Stack>
          </Section>
        ) : null}
        <Section title={t('search.more.furnishing', 'Furnishing')}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} role="group" aria-label={t('search.more.furnishing', 'Furnishing')}>
            {(['', ...furnishings] as const).map((furnishing) => {
              const chosen = (draft.furnishing ?? '') === furnishing;
              return (
                <Button key={furnishing || 'any'} size="small" variant={chosen ? 'contained' : 'outlined'} aria-pressed={chosen} onClick={() => set({ furnishing: furnishing as Furnishing | '' })}>
                  {furnishing ? optionLabel(t, 'furnishing', furnishing) : t('search.price.any', 'Any')}
                </Button>
              );
            })}
          </Stack>
        </Section>
        {draft.acquisition === '' || draft.acquisition === 'rent' ? (
          <Section title={t('search.more.advance', 'Advance')}>
            <Typography component="label" htmlFor="advance-months-max" variant="body2" sx={{ display: 'block', mb: 0.5, fontWeight: 600 }}>
              {t('search.more.advancemax', 'Most rent in advance I can pay')}
            </Typography>
            <Box
              component="select"
              id="advance-months-max"
              value={draft.advanceMonthsMax === undefined ? '' : String(draft.advanceMonthsMax)}
              onChange={(event: ChangeEvent<HTMLSelectElement>) => set({ advanceMonthsMax: event.target.value === '' ? undefined : Number(event.target.value) })}
              sx={{ width: '100%', maxWidth: 280, height: 40, px: 1, font: 'inherit', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', color: 'text.primary' }}
            >
              <option value="">{t('search.more.anyadvance', 'Any advance')}</option>
              {advanceChoices.map((months) => (
                <option key={months} value={String(months)}>
                  {advanceText(t, months)}
                </option>
              ))}
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t('search.more.rentact', 'Leaves out rentals asking more. The Rent Act allows at most {months} months.', { months: LEGAL_RENT_ADVANCE_MONTHS })}
            </Typography>
          </Section>
        ) : null}
        <Section title={t('search.more.amenities', 'Amenities')}>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {amenities.map((amenity) => (
              <FormControlLabel
                key={amenity}
                label={optionLabel(t, 'amenity', amenity)}
                control={
                  <Checkbox
                    size="small"
                    checked={draft.amenities.includes(amenity)}
                    onChange={(event) => set({ amenities: event.target.checked ? [...draft.amenities, amenity] : draft.amenities.filter((a) => a !== amenity) })}
                  />
                }
              />
            ))}
          </Box>
        </Section>
        <Section title={t('search.more.rules', 'House rules')}>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {(Object.keys(rules) as RuleKey[]).map((rule) => (
              <FormControlLabel
                key={rule}
                label={rules[rule]}
                control={<Checkbox size="small" checked={draft.rules[rule]} onChange={(event) => set({ rules: { ...draft.rules, [rule]: event.target.checked } })} />}
              />
            ))}
          </Box>
        </Section>
        <Section title={t('search.more.dates', 'Short stay dates')}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('search.more.dateshint', 'For short stays: show places free for the whole of your stay.')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-end' } }}>
            <DateBox id="stay-start" label={t('search.more.checkin', 'Check-in')} value={draft.stayStart} onChange={(value) => setDates(value, draft.stayEnd)} />
            <DateBox id="stay-end" label={t('search.more.checkout', 'Check-out')} value={draft.stayEnd} min={draft.stayStart} onChange={(value) => setDates(draft.stayStart, value)} />
            {draft.stayStart || draft.stayEnd ? (
              <Button onClick={() => set({ stayStart: '', stayEnd: '' })} sx={{ flexShrink: 0 }}>
                {t('search.more.cleardates', 'Clear dates')}
              </Button>
            ) : null}
          </Stack>
          {datesInvalid ? (
            <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
              {t('search.more.baddates', 'The check-out date must be after the check-in date.')}
            </Typography>
          ) : null}
        </Section>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>{t('search.more.close', 'Close')}</Button>
        <Button
          onClick={() =>
            setDraft({
              ...draft,
              category: defaultFilters.category,
              type: typesFor(defaultFilters.category).includes(draft.type) ? draft.type : '',
              bedrooms: 0,
              bathrooms: 0,
              amenities: [],
              rules: noRules,
              stayStart: '',
              stayEnd: '',
              advanceMonthsMax: undefined,
              furnishing: '',
            })
          }
        >
          {t('search.more.reset', 'Reset')}
        </Button>
        <Button
          variant="contained"
          disabled={datesInvalid || Boolean(draft.stayStart) !== Boolean(draft.stayEnd)}
          onClick={() => {
            onSearch(draft);
            onClose();
          }}
        >
          {t('search.bar.search', 'Search')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function DateBox({ id, label, value, min, onChange }: { id: string; label: string; value: string; min?: string; onChange: (value: string) => void }) {
  return (
    <Box sx={{ flex: 1 }}>
      <Typography component="label" htmlFor={id} variant="body2" sx={{ display: 'block', mb: 0.5, fontWeight: 600 }}>
        {label}
      </Typography>
      <Box
        component="input"
        id={id}
        type="date"
        value={value}
        min={min || undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        sx={{ width: '100%', height: 40, px: 1, font: 'inherit', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', color: 'text.primary' }}
      />
    </Box>
  );
}
