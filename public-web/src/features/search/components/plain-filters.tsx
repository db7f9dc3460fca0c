import { optionLabel, acquisitionLabels, acquisitions, categories, furnishings, typesByCategory } from '@fie/domain';
import Box from '@mui/material/Box';
import { WithoutScript } from '../../../components/ui/needs-script';
import { isServerBuild } from '../../../lib/env';
import { useT } from '../../../lib/i18n/language';
import type { SearchFilters } from '../model/filters';

/**
 * The search's filters as a plain HTML form, for a browser without JavaScript (Opera Mini's data saving,
 * KaiOS, an old phone): a place, what for, the category, the type (grouped by category), the bedrooms, a price range
 * (rents by the month), furnishing and the most advance a renter can pay, sent as the address's query, which
 * the server reads as the page does (model/filters.ts). Shown only there, inside <noscript>.
 */
const field = { display: 'grid', gap: 0.5, fontSize: 14, '& input, & select': { font: 'inherit', fontSize: 16, p: 1, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', minWidth: 0 } } as const;

export function PlainFilters({ filters, action }: { filters: SearchFilters; action: string }) {
  return (
    <WithoutScript>{isServerBuild && <FilterForm filters={filters} action={action} />}</WithoutScript>
  );
}

function FilterForm({ filters, action }: { filters: SearchFilters; action: string }) {
  const t = useT();
  return (
    <Box component="form" method="get" action={action} data-plain-form aria-label={t('search.bar.label', 'Search property')} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', alignItems: 'end', p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
        <Box component="label" sx={field}>
          {t('search.plain.place', 'Place')}
          <input name="location" defaultValue={filters.location} placeholder={t('search.plain.hint', 'Town, area or region')} />
        </Box>
        <Box component="label" sx={field}>
          {t('search.bar.for', 'Looking to')}
          <select name="acquisition" defaultValue={filters.acquisition}>
            <option value="">{t('search.plain.any', 'Buy, rent or stay')}</option>
            {acquisitions.map((a) => (
              <option key={a} value={a}>
                {acquisitionLabels[a]}
              </option>
            ))}
          </select>
        </Box>
        <Box component="label" sx={field}>
          {t('search.bar.category', 'Category')}
          <select name="category" defaultValue={filters.category || 'all'}>
            <option value="all">{t('search.bar.all', 'All categories')}</option>
            {categories.map((c) => (
              <option key={c} value={c}>
                {optionLabel(t, 'category', c)}
              </option>
            ))}
          </select>
        </Box>
        <Box component="label" sx={field}>
          {t('search.bar.type', 'Type')}
          <select name="type" defaultValue={filters.type}>
            <option value="">{t('search.plain.any-type', 'Any type')}</option>
            {categories.map((c) => (
              <optgroup key={c} label={optionLabel(t, 'category', c)}>
                {typesByCategory[c].map((type) => (
                  <option key={type} value={type}>
                    {optionLabel(t, 'type', type)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </Box>
        <Box component="label" sx={field}>
          {t('search.plain.bedrooms', 'Bedrooms (homes)')}
          <select name="bedrooms" defaultValue={filters.bedrooms ? String(filters.bedrooms) : ''}>
            <option value="">{t('search.price.any', 'Any')}</option>
            {[1, 2, 3, 4, 5].map((n) => (
              <option key={n} value={String(n)}>
                {t('search.plain.bedrooms-at-least', '{count, plural, one {# or more} other {# or more}}', { count: n })}
              </option>
            ))}
          </select>
        </Box>
        <Box component="label" sx={field}>
          {t('search.plain.min', 'Lowest price (GH₵)')}
          <input name="min_price" inputMode="numeric" defaultValue={filters.minPrice ?? ''} />
        </Box>
        <Box component="label" sx={field}>
          {t('search.plain.max', 'Highest price (GH₵)')}
          <input name="max_price" inputMode="numeric" defaultValue={filters.maxPrice ?? ''} />
        </Box>
        <Box component="label" sx={field}>
          {t('search.more.furnishing', 'Furnishing')}
          <select name="furnishing" defaultValue={filters.furnishing ?? ''}>
            <option value="">{t('search.price.any', 'Any')}</option>
            {furnishings.map((f) => (
              <option key={f} value={f}>
                {optionLabel(t, 'furnishing', f)}
              </option>
            ))}
          </select>
        </Box>
        <Box component="label" sx={field}>
          {t('search.plain.advance', 'Most advance (months)')}
          <input name="advance_months_max" inputMode="numeric" defaultValue={filters.advanceMonthsMax ?? ''} />
        </Box>
        <Box component="button" type="submit" sx={{ font: 'inherit', fontWeight: 700, p: 1.25, border: 0, borderRadius: 1, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          {t('search.bar.search', 'Search')}
        </Box>
    </Box>
  );
}
