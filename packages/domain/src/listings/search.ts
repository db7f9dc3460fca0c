import { z } from 'zod';
import { apiText as t } from '../i18n/texts';
import { nightsBetween } from './calendar';
import { MAX_SEARCH_RESULTS } from './search-window';
import { acquisitions, amenities, canonical, categories, currencies, furnishings, ruleKeys } from './options';

/**
 * The search request: the spec's whole filter object (property-side.md §3 "Search filter", §7) plus the
 * map viewport, a place or a point with a radius, sort and paging. Empty strings mean "no filter", as the
 * spec's search sends them.
 */
/** What a search that cannot be read says, field by field. */
export const searchMessages = {
  numberInvalid: t('api.search.number-invalid', 'Enter a number'),
  advanceMonthsInvalid: t('api.search.advance-months-invalid', 'advance_months_max must be a whole number of months, like 6'),
  advanceMonthsNegative: t('api.search.advance-months-negative', 'advance_months_max cannot be below 0'),
  advanceMonthsMax: t('api.search.advance-months-max', 'advance_months_max can be at most 60 months'),
  furnishingInvalid: (choices: string) => t('api.search.furnishing-invalid', 'furnishing must be one of {choices}', { choices }),
  tooDeep: t('api.search.too-deep', 'Search results go no further than the first 10,000 properties: narrow the search to see others'),
  stayEndBeforeStart: t('api.search.stay-end-before-start', 'The end date must be after the start date'),
  stayTooLong: t('api.search.stay-too-long', 'Search for a stay of at most 366 nights'),
  placeTooLong: t('api.search.place-too-long', 'Type at most 100 characters'),
} as const;
const sm = searchMessages;

const blankToUndefined = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : v);
const num = z.preprocess((v) => {
  const b = blankToUndefined(v);
  return typeof b === 'string' ? Number(b.replace(/[,\s]/g, '')) : b;
}, z.number({ error: sm.numberInvalid }).min(0).optional());

/** The most months of rent in advance a seeker can pay: a whole number of months, as listings ask it. */
const advanceMonths = z.preprocess(
  (v) => {
    const b = blankToUndefined(v);
    return typeof b === 'string' ? Number(b.trim()) : b;
  },
  z
    .number({ error: sm.advanceMonthsInvalid })
    .int({ error: sm.advanceMonthsInvalid })
    .min(0, { error: sm.advanceMonthsNegative })
    .max(60, { error: sm.advanceMonthsMax })
    .optional(),
);
/** How furnished: the listing form's codes (not_furnished, partly_furnished, furnished); the older wizard's upper-case ones too. */
const furnishing = z.preprocess((v) => canonical(blankToUndefined(v)), z.enum(furnishings, { error: () => sm.furnishingInvalid(furnishings.join(', ')) }).optional());

export const sortModes = ['recent', 'price_low', 'price_high', 'nearest'] as const;
export type SortMode = (typeof sortModes)[number];

export const searchSchema = z
  .object({
    currency: z.preprocess((v) => canonical(blankToUndefined(v)), z.enum(currencies).optional()),
    price: z.object({ min: num, max: num }).partial().optional(),
    min_price: num,
    max_price: num,
    acquisition: z.preprocess((v) => canonical(blankToUndefined(v)), z.enum(acquisitions).optional()),
    category: z.preprocess((v) => canonical(blankToUndefined(v)), z.enum(categories).optional()),
    type: z.preprocess((v) => canonical(blankToUndefined(v)), z.string().optional()),
    bedrooms: num,
    bathrooms: num,
    rules: z.object(Object.fromEntries(ruleKeys.map((k) => [k, z.boolean().optional()]))).partial().optional(),
    amenities: z.array(z.preprocess(canonical, z.enum(amenities))).optional(),
    /** Rentals: leaves out a listing that asks more months of advance (one that names none stays). */
    advance_months_max: advanceMonths,
    /** Only listings furnished so (one that does not say is left out). */
    furnishing,
    stay_date: z.object({ start: z.string().regex(/^\d{4}-\d{2}-\d{2}/), end: z.string().regex(/^\d{4}-\d{2}-\d{2}/) }).nullable().optional(),
    location: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
    q: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
    /** Only listings whose lister holds a verified badge that has not lapsed. */
    verified_only: z.preprocess((v) => (v === 'true' ? true : v === 'false' || v === '' ? undefined : v), z.boolean().optional()),
    bounds: z.object({ north: z.number().min(-90).max(90), south: z.number().min(-90).max(90), east: z.number().min(-180).max(180), west: z.number().min(-180).max(180) }).optional(),
    point: z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180), radiusKm: z.number().min(0.1).max(500).default(10) }).optional(),
    sort: z.preprocess(blankToUndefined, z.enum(sortModes).default('recent')),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(15),
  })
  // A search index pages through its first 10,000 matches at most (Elasticsearch's window, kept by every engine).
  .refine((v) => v.page * v.pageSize <= MAX_SEARCH_RESULTS, { path: ['page'], error: sm.tooDeep })
  .refine((v) => !v.stay_date || v.stay_date.end >= v.stay_date.start, { path: ['stay_date'], error: sm.stayEndBeforeStart })
  .refine((v) => !v.stay_date || nightsBetween(v.stay_date.start.slice(0, 10), v.stay_date.end.slice(0, 10)).length <= 366, { path: ['stay_date'], error: sm.stayTooLong });

export type SearchInput = z.input<typeof searchSchema>;
export type SearchRequest = z.output<typeof searchSchema>;
