import { z } from 'zod';
import { canonical, categories, currencies, furnishings, residentialTypes, typesByCategory, type Category } from '../listings/options';
import { fieldErrors } from '../shared/validation';
import { ValidationError, type FieldErrors } from '../shared/errors';
import type { SearchRequest } from '../listings/search';
import { matchTypes, type Criteria, type RequestPlace } from './matching';
import { requestMessages as m } from './messages';

/**
 * The request form (property-side.md §3 Request, §5 Request form), shared by POST /api/requests/create-request,
 * the edit call and the form. The spec's spellings are accepted (agricultural, event, sell, shop, livestock)
 * and kept in the listings' canonical form, so a request and a listing compare value for value.
 */
export const requestAcquisitions = ['buy', 'rent'] as const;
/** The spec shows acquisition sell as Buy. */
export const requestAcquisitionLabels: Record<(typeof requestAcquisitions)[number], string> = { buy: 'Buy', rent: 'Rent' };
/** The card tag (spec §2 Listed Requests). */
export const requestTags: Record<(typeof requestAcquisitions)[number], string> = { buy: 'Purchase', rent: 'Renting' };
/**
 * The request form's types per category (spec §3 Request), in the listings' spelling. Residential offers every
 * residential type a listing may have (issue 20: single room, chamber and hall, self-contained, compound house).
 */
export const requestTypesByCategory: Record<Category, readonly string[]> = {
  residential: residentialTypes,
  commercial: ['office', 'retail_shop', 'shipping_container'],
  farmland: ['fish_farm', 'crop_farm', 'livestock_farm'],
  events: ['church', 'theatre'],
};
export const COUNTER_MIN = 1;
export const COUNTER_MAX = 9;

const blank = (v: unknown) => v === '' || v === null || v === undefined;
const lower = (v: unknown) => (typeof v === 'string' ? canonical(v.trim().toLowerCase()) : v);
/** Digits with thousands separators, as the price inputs send them ('1,500'). */
const price = z.preprocess(
  (v) => (blank(v) ? undefined : typeof v === 'string' ? Number(v.replace(/[,\s]/g, '')) : v),
  z.number({ error: m.priceInvalid }).min(0, { error: m.priceInvalid }).max(1e11, { error: m.priceTooHigh }).optional(),
);
const counter = (message: string) =>
  z.preprocess((v) => (blank(v) ? undefined : typeof v === 'string' ? Number(v) : v), z.number({ error: message }).int({ error: message }).min(COUNTER_MIN, { error: message }).max(COUNTER_MAX, { error: message }).optional());

export const requestFields = z.object({
  category: z.preprocess(lower, z.enum(categories, { error: m.categoryRequired })),
  acquisition: z.preprocess(lower, z.enum(requestAcquisitions, { error: (issue) => (issue.input === undefined || issue.input === '' ? m.acquisitionRequired : m.acquisitionInvalid) })),
  type: z.preprocess((v) => (blank(v) ? undefined : lower(v)), z.string().max(40).optional()),
  additional_info: z.preprocess((v) => (typeof v === 'string' && !v.trim() ? undefined : v), z.string().trim().max(1000, { error: m.additionalInfoTooLong }).optional()),
  min_price: price,
  max_price: price,
  currency: z.preprocess((v) => (blank(v) ? 'GHS' : canonical(v)), z.enum(currencies, { error: m.currencyInvalid })),
  matchType: z.preprocess((v) => (blank(v) ? 'similar' : lower(v)), z.enum(matchTypes, { error: m.matchTypeInvalid })),
  bedrooms: counter(m.bedrooms),
  bathrooms: counter(m.bathrooms),
  /** Renting: the most months of rent in advance the seeker can pay (listings asking more do not match). */
  advance_months_max: z.preprocess(
    (v) => (blank(v) ? undefined : typeof v === 'string' ? Number(v.trim()) : v),
    z.number({ error: m.advanceMonthsInvalid }).int({ error: m.advanceMonthsInvalid }).min(0, { error: m.advanceMonthsInvalid }).max(60, { error: m.advanceMonthsInvalid }).optional(),
  ),
  furnishing: z.preprocess((v) => (blank(v) ? undefined : canonical(typeof v === 'string' ? v.trim() : v)), z.enum(furnishings, { error: m.furnishingInvalid }).optional()),
  /** The place chosen from the gazetteer: its id (`place_id`) is enough; the edge looks it up. */
  location_details: z
    .object({
      place_id: z.string().trim().max(120).optional(),
      town: z.string().trim().max(120).optional(),
      region: z.string().trim().max(60).optional(),
      latitude: z.number().optional(),
      longitude: z.number().optional(),
    })
    .optional(),
  location: z.object({ type: z.literal('Point').optional(), coordinates: z.tuple([z.number(), z.number()]) }).optional(),
});
export type RequestInput = z.input<typeof requestFields>;
export type RequestFields = z.output<typeof requestFields>;

/** The rules between fields: a type of the category, a minimum not above the maximum. */
export function requestIssues(v: Pick<RequestFields, 'category' | 'type' | 'min_price' | 'max_price'>): FieldErrors {
  const errors: FieldErrors = {};
  if (v.type && !(typesByCategory[v.category] as readonly string[]).includes(v.type)) errors.type = m.typeInvalid;
  if (v.min_price !== undefined && v.max_price !== undefined && v.min_price > v.max_price) errors.max_price = m.priceOrder;
  return errors;
}

export const requestSchema = requestFields.superRefine((v, ctx) => {
  for (const [path, message] of Object.entries(requestIssues(v))) ctx.addIssue({ code: 'custom', path: [path], message });
});

/** What a posted request holds once its place is found in the gazetteer. */
export type RequestCommand = { criteria: Criteria & { matchType: (typeof matchTypes)[number] }; additional_info?: string };

/**
 * Checks a request and finds its place (`findPlace`, the gazetteer, is the edge's); reports every problem
 * at once, as a form wants them. Counters and prices that are not for this category are dropped: bedrooms
 * mean nothing for a farm.
 */
export function validateRequest(input: unknown, findPlace: (details: NonNullable<RequestFields['location_details']>, point?: [number, number]) => RequestPlace | undefined): RequestCommand {
  const parsed = requestSchema.safeParse(input ?? {});
  const errors: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error);
  const raw = (input ?? {}) as Record<string, unknown>;
  if (!parsed.success) {
    // Zod skips the rules between fields while one is invalid: run them over the fields that did parse.
    const field = <K extends keyof typeof requestFields.shape>(key: K) => requestFields.shape[key].safeParse(raw[key]).data as RequestFields[K] | undefined;
    const category = field('category');
    if (category) for (const [path, message] of Object.entries(requestIssues({ category, type: field('type'), min_price: field('min_price'), max_price: field('max_price') }))) errors[path] ??= message;
  }
  const details = parsed.success ? parsed.data.location_details : requestFields.shape.location_details.safeParse(raw.location_details).data;
  const point = parsed.success ? parsed.data.location?.coordinates : requestFields.shape.location.safeParse(raw.location).data?.coordinates;
  let place: RequestPlace | undefined;
  if (!details || (!details.place_id && !details.town && !details.region)) errors.location ??= m.locationRequired;
  else if (!(place = findPlace(details, point))) errors.location ??= m.locationUnknown;
  if (!parsed.success || Object.keys(errors).length) throw new ValidationError(errors);
  const v = parsed.data;
  const residential = v.category === 'residential';
  return {
    criteria: {
      category: v.category,
      acquisition: v.acquisition,
      ...(v.type ? { type: v.type } : {}),
      ...(v.min_price !== undefined ? { min_price: v.min_price } : {}),
      ...(v.max_price !== undefined ? { max_price: v.max_price } : {}),
      currency: v.currency,
      ...(residential && v.bedrooms !== undefined ? { bedrooms: v.bedrooms } : {}),
      ...(residential && v.bathrooms !== undefined ? { bathrooms: v.bathrooms } : {}),
      // Advance is a question of rent; furnishing is asked of homes and offices alike.
      ...(v.acquisition === 'rent' && v.advance_months_max !== undefined ? { advance_months_max: v.advance_months_max } : {}),
      ...(v.furnishing ? { furnishing: v.furnishing } : {}),
      place: place!,
      matchType: v.matchType,
    },
    ...(v.additional_info ? { additional_info: v.additional_info } : {}),
  };
}

/** GET /api/requests/fetch-requests: the spec's page, pageSize and category (any spelling of it). */
export const fetchRequestsQuery = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).catch(15).default(15),
  category: z.preprocess((v) => (blank(v) || v === 'all' ? undefined : lower(v)), z.enum(categories).optional().catch(undefined)),
  /** 'mine': the caller's own requests and saved searches; 'matching': the open requests a lister may answer. */
  view: z.enum(['mine', 'matching']).optional().catch(undefined),
  /** Only the requests for this organization's listings (the organization, or one of its members). */
  organization: z.string().trim().max(80).optional(),
});
export type FetchRequestsQuery = z.output<typeof fetchRequestsQuery>;

/**
 * A saved search ("Alert me" on the search page): the search page's own request (the body of
 * POST /properties/search) and the place its `location` names, as criteria that match what that search
 * would find. It needs an area (a place, the map's view or a point), or it would match the whole country.
 */
export function savedSearchCriteria(search: SearchRequest, place: RequestPlace | undefined): Criteria {
  if (search.location && !place && !search.point && !search.bounds) throw new ValidationError({ location: m.locationUnknown });
  if (!place && !search.point && !search.bounds) throw new ValidationError({ location: m.searchAreaRequired });
  const min = search.price?.min ?? search.min_price;
  const max = search.price?.max ?? search.max_price;
  const rules = Object.entries(search.rules ?? {}).filter(([, wanted]) => wanted).map(([rule]) => rule);
  return {
    ...(search.category ? { category: search.category } : {}),
    ...(search.acquisition ? { acquisition: search.acquisition } : {}),
    ...(search.type ? { type: search.type } : {}),
    ...(min ? { min_price: min } : {}),
    ...(max ? { max_price: max } : {}),
    currency: search.currency ?? 'GHS',
    ...(search.bedrooms ? { bedrooms: search.bedrooms } : {}),
    ...(search.bathrooms ? { bathrooms: search.bathrooms } : {}),
    ...(search.amenities?.length ? { amenities: search.amenities } : {}),
    ...(rules.length ? { rules } : {}),
    ...(search.advance_months_max !== undefined ? { advance_months_max: search.advance_months_max } : {}),
    ...(search.furnishing ? { furnishing: search.furnishing } : {}),
    ...(search.point ? { point: search.point } : search.bounds ? { bounds: search.bounds } : place ? { place } : {}),
    matchType: 'search',
  };
}
