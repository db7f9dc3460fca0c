import { formatAmount } from '../../../lib/money';
import { lazy, Suspense, useEffect, useState, type FormEvent, type MouseEvent } from 'react';
import { optionLabel, acquisitions, categoryLabels, type Acquisition, type Category } from '@fie/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import SearchIcon from '@mui/icons-material/Search';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Verified from '@mui/icons-material/Verified';
import { useT } from '../../../lib/i18n/language';
import type { Place } from '../api/places';
import type { Facets } from '../api/search-properties';
import { filtersToQuery, moreFiltersCount, typesFor, type SearchFilters } from '../model/filters';
import { priceLabel } from '../model/price';
import { LocationBox } from './location-box';
import type { MoreFilters } from './more-filters-dialog';

const loadPanels = () => import('./filter-panels');
const loadDialog = () => import('./more-filters-dialog');
const OptionMenu = lazy(() => loadPanels().then((m) => ({ default: m.OptionMenu })));
const PricePopover = lazy(() => loadPanels().then((m) => ({ default: m.PricePopover })));
const MoreFiltersDialog = lazy(() => loadDialog().then((m) => ({ default: m.MoreFiltersDialog })));

export type FilterPatch = Partial<SearchFilters>;

/** A count for an option: known for every option when the search did not filter on it, else only for the chosen one. */
function countFor(buckets: { key: string; count: number }[] | undefined, key: string, filtered: boolean, chosen: string): number | undefined {
  if (!buckets) return undefined;
  if (filtered && key !== chosen) return undefined;
  return buckets.find((b) => b.key === key)?.count ?? 0;
}

const withCount = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${formatAmount(count)})`);

/**
 * The search controls (spec §2): the location box restricted to Ghana, the acquisition selector, the
 * category with its count, the type and price popovers, the Filter button with its More Filters dialog,
 * and the search button. Choices in the bar search at once; the location searches when a place is
 * chosen or the form is sent.
 */
export function FilterBar({
  filters,
  facets,
  onSearch,
  onPlace,
  compact = false,
  plainAction,
}: {
  filters: SearchFilters;
  facets?: Facets;
  onSearch: (patch: FilterPatch) => void;
  onPlace: (place: Place) => void;
  compact?: boolean;
  /**
   * The page's address, on a page the server drew: the place box then also works as a plain form (keeping the
   * other filters), for a search sent before the page's code has arrived.
   */
  plainAction?: string;
}) {
  const t = useT();
  const acquisitionNames: Record<Acquisition, string> = { buy: t('search.bar.buy', 'Buy'), rent: t('search.bar.rent', 'Rent'), short_stay: t('search.bar.stay', 'Short stay') };
  const allCategories = t('search.bar.all', 'All categories');
  const [text, setText] = useState(filters.location);
  const [menu, setMenu] = useState<{ name: 'category' | 'type' | 'price'; anchor: HTMLElement } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogRound, setDialogRound] = useState(0);

  // A search from elsewhere (the address, the map) changes what the box shows.
  useEffect(() => setText(filters.location), [filters.location]);

  const open = (name: 'category' | 'type' | 'price') => (event: MouseEvent<HTMLElement>) => setMenu({ name, anchor: event.currentTarget });
  const close = () => setMenu(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A place replaces the map area; an empty box searches the area (or all of Ghana) again.
    const place = text.trim();
    onSearch(place ? { location: place, bounds: undefined } : { location: '' });
  };

  const categoryCount = filters.category ? countFor(facets?.category, filters.category, true, filters.category) : facets ? facets.category.reduce((n, b) => n + b.count, 0) : undefined;
  const categoryText = withCount(filters.category ? optionLabel(t, 'category', filters.category) : allCategories, categoryCount);
  const typeOptions = [
    { value: '', label: t('search.bar.anytype', 'Any type') },
    ...typesFor(filters.category).map((type) => ({ value: type, label: optionLabel(t, 'type', type), count: countFor(facets?.type, type, Boolean(filters.type), filters.type) })),
  ];
  const extra = moreFiltersCount(filters);
  const categoryName = t('search.bar.category', 'Category');
  const typeName = t('search.bar.type', 'Type');

  const chooseCategory = (category: Category | '') =>
    onSearch({
      category,
      type: typesFor(category).includes(filters.type) ? filters.type : '',
      bedrooms: category === 'residential' ? filters.bedrooms : 0,
      bathrooms: category === 'residential' ? filters.bathrooms : 0,
    });

  const moreFilters: MoreFilters = {
    category: filters.category,
    type: filters.type,
    acquisition: filters.acquisition,
    bedrooms: filters.bedrooms,
    bathrooms: filters.bathrooms,
    amenities: filters.amenities,
    rules: filters.rules,
    stayStart: filters.stayStart,
    stayEnd: filters.stayEnd,
    advanceMonthsMax: filters.advanceMonthsMax,
    furnishing: filters.furnishing ?? '',
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.25, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box
        component="form"
        role="search"
        aria-label={t('search.bar.label', 'Search property')}
        onSubmit={submit}
        {...(plainAction ? { method: 'get', action: plainAction, 'data-plain-form': '' } : {})}
        sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
      >
        {plainAction
          ? [...new URLSearchParams(filtersToQuery({ ...filters, location: '', page: 1 }))].map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)
          : null}
        <LocationBox text={text} onTextChange={setText} onPick={onPlace} />
        <Button type="submit" variant="contained" startIcon={<SearchIcon aria-hidden />} sx={{ height: 40, flexShrink: 0 }}>
          {t('search.bar.search', 'Search')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Box role="group" aria-label={t('search.bar.for', 'Looking to')} sx={{ display: 'inline-flex', '& > button': { borderRadius: 0, ml: '-1px' }, '& > button:first-of-type': { borderRadius: '8px 0 0 8px', ml: 0 }, '& > button:last-of-type': { borderRadius: '0 8px 8px 0' } }}>
          {acquisitions.map((acquisition) => {
            const chosen = filters.acquisition === acquisition;
            return (
              <Button
                key={acquisition}
                size="small"
                variant={chosen ? 'contained' : 'outlined'}
                color={chosen ? 'primary' : 'inherit'}
                aria-pressed={chosen}
                // Pressing the chosen one again searches every acquisition.
                onClick={() => onSearch({ acquisition: chosen ? '' : acquisition })}
                sx={{ height: 32, borderColor: chosen ? undefined : 'divider', whiteSpace: 'nowrap' }}
              >
                {withCount(acquisitionNames[acquisition], compact ? undefined : countFor(facets?.acquisition, acquisition, Boolean(filters.acquisition), filters.acquisition))}
              </Button>
            );
          })}
        </Box>
        <BarButton label={categoryText} name={categoryName} onClick={open('category')} onIntent={loadPanels} />
        <BarButton label={filters.type ? optionLabel(t, 'type', filters.type) : typeName} name={typeName} onClick={open('type')} onIntent={loadPanels} active={Boolean(filters.type)} />
        <BarButton
          label={priceLabel(t, filters.minPrice, filters.maxPrice, filters.currency)}
          name={t('search.price.title', 'Price')}
          onClick={open('price')}
          onIntent={loadPanels}
          active={Boolean(filters.minPrice || filters.maxPrice)}
        />
        <Button
          variant={filters.verifiedOnly ? 'contained' : 'outlined'}
          color={filters.verifiedOnly ? 'primary' : 'inherit'}
          size="small"
          startIcon={<Verified aria-hidden />}
          aria-pressed={Boolean(filters.verifiedOnly)}
          onClick={() => onSearch({ verifiedOnly: !filters.verifiedOnly, page: 1 })}
          sx={{ height: 32, borderColor: filters.verifiedOnly ? undefined : 'divider' }}
        >
          {t('search.bar.verified', 'Verified listers only')}
        </Button>
        <Button
          variant={extra ? 'contained' : 'outlined'}
          color={extra ? 'primary' : 'inherit'}
          size="small"
          startIcon={<TuneOutlined aria-hidden />}
          aria-haspopup="dialog"
          onClick={() => {
            setDialogRound((n) => n + 1);
            setDialogOpen(true);
          }}
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
          sx={{ height: 32, borderColor: extra ? undefined : 'divider' }}
        >
          {extra ? t('search.bar.filters', 'Filter ({count})', { count: extra }) : t('search.bar.filter', 'Filter')}
        </Button>
      </Box>
      <Suspense fallback={null}>
        {menu?.name === 'category' ? (
          <OptionMenu
            anchor={menu.anchor}
            label={categoryName}
            value={filters.category}
            options={[
              { value: '', label: allCategories },
              ...(Object.keys(categoryLabels) as Category[]).map((category) => ({
                value: category,
                label: optionLabel(t, 'category', category),
                count: countFor(facets?.category, category, Boolean(filters.category), filters.category),
              })),
            ]}
            onChoose={(value) => chooseCategory(value as Category | '')}
            onClose={close}
          />
        ) : null}
        {menu?.name === 'type' ? (
          <OptionMenu anchor={menu.anchor} label={typeName} value={filters.type} options={typeOptions} onChoose={(type) => onSearch({ type })} onClose={close} />
        ) : null}
        {menu?.name === 'price' ? (
          <PricePopover
            anchor={menu.anchor}
            minPrice={filters.minPrice}
            maxPrice={filters.maxPrice}
            currency={filters.currency}
            range={facets?.price}
            acquisition={filters.acquisition}
            category={filters.category}
            onApply={(price) => onSearch(price)}
            onClose={close}
          />
        ) : null}
        {dialogRound > 0 ? (
          <MoreFiltersDialog
            key={dialogRound}
            open={dialogOpen}
            filters={moreFilters}
            categoryCounts={filters.category ? undefined : facets?.category}
            onClose={() => setDialogOpen(false)}
            onSearch={(more) => onSearch(more)}
          />
        ) : null}
      </Suspense>
    </Box>
  );
}

function BarButton({ label, name, onClick, onIntent, active = false }: { label: string; name: string; onClick: (event: MouseEvent<HTMLElement>) => void; onIntent: () => void; active?: boolean }) {
  return (
    <Button
      variant={active ? 'contained' : 'outlined'}
      color={active ? 'primary' : 'inherit'}
      size="small"
      endIcon={<ArrowDropDown aria-hidden />}
      aria-haspopup="true"
      aria-label={label === name ? name : `${name}: ${label}`}
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      sx={{ height: 32, borderColor: active ? undefined : 'divider', whiteSpace: 'nowrap' }}
    >
      {label}
    </Button>
  );
}
