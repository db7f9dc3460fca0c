import { acquisitions, amenities as amenityValues, canonical, categories, furnishings, regions, ruleKeys, typesByCategory, type Acquisition, type Category, type Furnishing, type Translate } from '@fie/domain';
import type { Currency } from '../../../lib/money';

/**
 * The search filter (property-side spec §3 "Search filter"), as the page holds it, and its two other
 * forms: the page address (so a search can be shared) and the body of POST /properties/search.
 * The spec's default category is residential; "all categories" is written `category=all`.
 */
export type Bounds = { north: number; south: number; east: number; west: number };
export type RuleKey = (typeof ruleKeys)[number];
export type SortMode = 'recent' | 'price_low' | 'price_high';
export const sortModes: readonly SortMode[] = ['recent', 'price_low', 'price_high'];
/** The sort menu's words, in the reader's language. */
export const sortOptions = (t: Translate): { value: SortMode; label: string }[] => [
  { value: 'recent', label: t('search.sort.recent', 'Most recent') },
  { value: 'price_low', label: t('search.sort.low', 'Price: low to high') },
  { value: 'price_high', label: t('search.sort.high', 'Price: high to low') },
];

export type SearchFilters = {
  /** A place as people name it ('East Legon', 'Kumasi', 'Ashanti'); the server finds it in the gazetteer. */
  location: string;
  category: Category | '';
  acquisition: Acquisition | '';
  type: string;
  currency: Currency;
  minPrice?: number;
  maxPrice?: number;
  /** 0 means any; counters show only for residential. */
  bedrooms: number;
  bathrooms: number;
  rules: Record<RuleKey, boolean>;
  amenities: string[];
  /** Short stay: the dates asked for (YYYY-MM-DD), both or neither. */
  stayStart: string;
  stayEnd: string;
  sort: SortMode;
  page: number;
  /** The map's viewport, when the search follows the map. */
  bounds?: Bounds;
  /** Only listers with a verified badge (`verified=1` in the address). */
  verifiedOnly?: boolean;
  /** Renting: the most months of advance the seeker can pay (`advance_months_max`); a listing asking more is left out. */
  advanceMonthsMax?: number;
  /** Only listings furnished so (`furnishing`); '' for any. */
  furnishing?: Furnishing | '';
};

/** The most months of advance the filter offers: the Rent Act's six, and the year or two landlords ask in practice. */
export const MAX_ADVANCE_MONTHS = 24;

export const PAGE_SIZE = 15;

export const noRules: Record<RuleKey, boolean> = { smoking: false, pets: false, parties: false, noise: false };

export const defaultFilters: SearchFilters = {
  location: '',
  category: 'residential',
  acquisition: '',
  type: '',
  currency: 'GHS',
  bedrooms: 0,
  bathrooms: 0,
  rules: noRules,
  amenities: [],
  stayStart: '',
  stayEnd: '',
  sort: 'recent',
  page: 1,
};

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined => {
  const c = canonical(value);
  return typeof c === 'string' && (values as readonly string[]).includes(c) ? (c as T) : undefined;
};
const count = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 15 ? n : 0;
};
const money = (value: string | null) => {
  const n = Number((value ?? '').replace(/[,\s]/g, ''));
  return value && Number.isFinite(n) && n > 0 ? n : undefined;
};
const isDate = (value: string | null): value is string => Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value));
const round = (n: number) => Math.round(n * 10_000) / 10_000;

/** The filters a search address asks for; anything unreadable falls back to the default. */
export function filtersFromQuery(search: string): SearchFilters {
  const q = new URLSearchParams(search);
  const categoryParam = q.get('category');
  const asked: Category | '' = categoryParam === 'all' ? '' : (oneOf(categories, categoryParam) ?? defaultFilters.category);
  // A type names its category: the plain form (no JavaScript) sends both, and a shop asked under Residential is a shop.
  const type = oneOf<string>(Object.values(typesByCategory).flat(), q.get('type')) ?? '';
  const category: Category | '' = type && asked && !(typesByCategory[asked] as readonly string[]).includes(type) ? categories.find((c) => (typesByCategory[c] as readonly string[]).includes(type))! : asked;
  // The home page's region links send a region code; the search takes the region by its name.
  const region = regions.find((r) => r.code === q.get('region'));
  const location = (q.get('location') ?? '').trim() || region?.name || '';
  const minPrice = money(q.get('min_price'));
  let maxPrice = money(q.get('max_price'));
  if (minPrice !== undefined && maxPrice !== undefined && maxPrice < minPrice) maxPrice = minPrice;
  const ruleList = (q.get('rules') ?? '').split(',');
  const stayStart = q.get('stay_start');
  const stayEnd = q.get('stay_end');
  const sort = q.get('sort');
  const page = Number(q.get('page'));
  const advanceText = q.get('advance_months_max');
  const advance = advanceText !== null && advanceText.trim() !== '' ? Number(advanceText) : NaN;
  const furnishing = oneOf(furnishings, q.get('furnishing'));
  const box = (q.get('bbox') ?? '').split(',').map(Number);
  const [west, south, east, north] = box;
  const bounds =
    box.length === 4 && box.every(Number.isFinite) && west! < east! && south! < north! && Math.abs(south!) <= 90 && Math.abs(north!) <= 90
      ? { west: west!, south: south!, east: east!, north: north! }
      : undefined;
  return {
    location,
    category,
    acquisition: oneOf(acquisitions, q.get('acquisition')) ?? '',
    type,
    currency: canonical(q.get('currency')) === 'USD' ? 'USD' : 'GHS',
    minPrice,
    maxPrice,
    bedrooms: category === 'residential' ? count(q.get('bedrooms')) : 0,
    bathrooms: category === 'residential' ? count(q.get('bathrooms')) : 0,
    rules: Object.fromEntries(ruleKeys.map((rule) => [rule, ruleList.includes(rule)])) as Record<RuleKey, boolean>,
    amenities: (q.get('amenities') ?? '').split(',').filter((a) => (amenityValues as readonly string[]).includes(a)),
    stayStart: isDate(stayStart) && isDate(stayEnd) && stayEnd >= stayStart ? stayStart : '',
    stayEnd: isDate(stayStart) && isDate(stayEnd) && stayEnd >= stayStart ? stayEnd : '',
    sort: (sortModes as readonly (string | null)[]).includes(sort) ? (sort as SortMode) : 'recent',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    bounds: location ? undefined : bounds,
    ...(q.get('verified') === '1' ? { verifiedOnly: true } : {}),
    ...(Number.isInteger(advance) && advance >= 0 && advance <= MAX_ADVANCE_MONTHS ? { advanceMonthsMax: advance } : {}),
    ...(furnishing ? { furnishing } : {}),
  };
}

/** The address of a search: only what differs from the defaults, so a shared link stays short. */
export function filtersToQuery(filters: SearchFilters): string {
  const q = new URLSearchParams();
  if (filters.location) q.set('location', filters.location);
  if (filters.category !== defaultFilters.category) q.set('category', filters.category || 'all');
  if (filters.acquisition) q.set('acquisition', filters.acquisition);
  if (filters.type) q.set('type', filters.type);
  if (filters.currency !== 'GHS') q.set('currency', filters.currency);
  if (filters.minPrice) q.set('min_price', String(filters.minPrice));
  if (filters.maxPrice) q.set('max_price', String(filters.maxPrice));
  if (filters.category === 'residential' && filters.bedrooms) q.set('bedrooms', String(filters.bedrooms));
  if (filters.category === 'residential' && filters.bathrooms) q.set('bathrooms', String(filters.bathrooms));
  const rules = ruleKeys.filter((rule) => filters.rules[rule]);
  if (rules.length) q.set('rules', rules.join(','));
  if (filters.amenities.length) q.set('amenities', filters.amenities.join(','));
  if (filters.stayStart && filters.stayEnd) {
    q.set('stay_start', filters.stayStart);
    q.set('stay_end', filters.stayEnd);
  }
  if (filters.verifiedOnly) q.set('verified', '1');
  if (filters.advanceMonthsMax !== undefined) q.set('advance_months_max', String(filters.advanceMonthsMax));
  if (filters.furnishing) q.set('furnishing', filters.furnishing);
  if (filters.sort !== 'recent') q.set('sort', filters.sort);
  if (filters.page > 1) q.set('page', String(filters.page));
  if (filters.bounds && !filters.location) {
    const { west, south, east, north } = filters.bounds;
    q.set('bbox', [west, south, east, north].map(round).join(','));
  }
  return q.toString();
}

/** The advance is a question of rent: a search for sales or short stays leaves it aside (its control is hidden there). */
const asksAdvance = (filters: SearchFilters): filters is SearchFilters & { advanceMonthsMax: number } =>
  filters.advanceMonthsMax !== undefined && (filters.acquisition === '' || filters.acquisition === 'rent');

/**
 * The body of POST /properties/search: the spec's whole filter object plus min_price, max_price,
 * bedrooms, bathrooms and location, with empty strings (never 0) where nothing is asked (spec §5).
 */
export function toSearchBody(filters: SearchFilters, pageSize = PAGE_SIZE) {
  const residential = filters.category === 'residential';
  const stay = filters.acquisition === 'short_stay' && filters.stayStart && filters.stayEnd ? { start: filters.stayStart, end: filters.stayEnd } : null;
  const rules = Object.fromEntries(ruleKeys.filter((rule) => filters.rules[rule]).map((rule) => [rule, true]));
  return {
    category: filters.category,
    acquisition: filters.acquisition,
    type: filters.type,
    currency: filters.currency,
    price: { min: filters.minPrice ?? '', max: filters.maxPrice ?? '' },
    min_price: filters.minPrice ?? '',
    max_price: filters.maxPrice ?? '',
    bedrooms: residential && filters.bedrooms ? filters.bedrooms : '',
    bathrooms: residential && filters.bathrooms ? filters.bathrooms : '',
    rules,
    amenities: filters.amenities,
    stay_date: stay,
    location: filters.location,
    ...(filters.bounds && !filters.location ? { bounds: filters.bounds } : {}),
    ...(filters.verifiedOnly ? { verified_only: true } : {}),
    ...(asksAdvance(filters) ? { advance_months_max: filters.advanceMonthsMax } : {}),
    ...(filters.furnishing ? { furnishing: filters.furnishing } : {}),
    sort: filters.sort,
    page: filters.page,
    pageSize,
  };
}

/**
 * How many of the More Filters dialog's own settings are in use (shown on the Filter button); the
 * category is left out, since the filter bar shows it.
 */
export function moreFiltersCount(filters: SearchFilters): number {
  return (
    (filters.bedrooms ? 1 : 0) +
    (filters.bathrooms ? 1 : 0) +
    filters.amenities.length +
    ruleKeys.filter((rule) => filters.rules[rule]).length +
    (filters.stayStart ? 1 : 0) +
    (asksAdvance(filters) ? 1 : 0) +
    (filters.furnishing ? 1 : 0)
  );
}

/** Types offered for a category (every type when the search covers all categories). */
export function typesFor(category: Category | ''): readonly string[] {
  return category ? typesByCategory[category] : Object.values(typesByCategory).flat();
}
