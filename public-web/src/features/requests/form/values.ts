import { furnishings, requestMessages, requestSchema, type Category, type FieldErrors, type Furnishing, type RequestInput } from '@fie/domain';
import { priceValue, type Currency } from '../../../lib/money';
import type { PropertyRequest } from '../api/requests';

/** A place from the gazetteer, as the location box chose it. */
export type PlaceChoice = { id: string; name: string; kind: string; label: string; region: string; lat: number; lon: number };

/** The request form as it is held while typed: prices as the digits typed, counters possibly 'Any'. */
export type RequestValues = {
  category: Category | '';
  acquisition: 'buy' | 'rent' | '';
  type: string;
  additional_info: string;
  min_price: string;
  max_price: string;
  currency: Currency;
  matchType: 'exact' | 'similar' | 'broad';
  bedrooms?: number;
  bathrooms?: number;
  /** '' for any. */
  furnishing: Furnishing | '';
  /** Renting: the most months of advance the seeker can pay, as the select holds it ('' for any). */
  advance_months_max: string;
  place: PlaceChoice | null;
};

export const emptyRequest: RequestValues = { category: '', acquisition: '', type: '', additional_info: '', min_price: '', max_price: '', currency: 'GHS', matchType: 'similar', furnishing: '', advance_months_max: '', place: null };

/** The body of create-request and of an edit: the spec's fields, the place by its gazetteer id. */
export function toRequestBody(v: RequestValues): RequestInput {
  const residential = v.category === 'residential';
  return {
    category: v.category,
    acquisition: v.acquisition,
    ...(v.type ? { type: v.type } : {}),
    ...(v.additional_info.trim() ? { additional_info: v.additional_info } : {}),
    ...(priceValue(v.min_price) !== undefined ? { min_price: priceValue(v.min_price) } : {}),
    ...(priceValue(v.max_price) !== undefined ? { max_price: priceValue(v.max_price) } : {}),
    currency: v.currency,
    matchType: v.matchType,
    ...(residential && v.bedrooms !== undefined ? { bedrooms: v.bedrooms } : {}),
    ...(residential && v.bathrooms !== undefined ? { bathrooms: v.bathrooms } : {}),
    ...(v.furnishing ? { furnishing: v.furnishing } : {}),
    ...(v.acquisition === 'rent' && v.advance_months_max !== '' ? { advance_months_max: Number(v.advance_months_max) } : {}),
    ...(v.place
      ? { location_details: { place_id: v.place.id, town: v.place.kind === 'region' ? undefined : v.place.name, region: v.place.region, latitude: v.place.lat, longitude: v.place.lon }, location: { type: 'Point' as const, coordinates: [v.place.lon, v.place.lat] as [number, number] } }
      : {}),
  };
}

/** The same rules as the server, with the same messages, before anything is sent. */
export function checkRequest(v: RequestValues): FieldErrors {
  const errors: FieldErrors = {};
  const result = requestSchema.safeParse(toRequestBody(v));
  if (!result.success) for (const issue of result.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  if (!v.place) errors.location = requestMessages.locationRequired;
  return errors;
}

/** A request as the form edits it. */
export function fromRequest(r: PropertyRequest): RequestValues {
  const d = r.location_details;
  return {
    category: (r.category as Category | null) ?? '',
    acquisition: r.acquisition === 'buy' || r.acquisition === 'rent' ? r.acquisition : '',
    type: r.type ?? '',
    additional_info: r.additional_info,
    min_price: r.min_price === null ? '' : String(r.min_price),
    max_price: r.max_price === null ? '' : String(r.max_price),
    currency: r.currency,
    matchType: r.matchType === 'exact' || r.matchType === 'broad' ? r.matchType : 'similar',
    ...(r.bedrooms !== null ? { bedrooms: r.bedrooms } : {}),
    ...(r.bathrooms !== null ? { bathrooms: r.bathrooms } : {}),
    furnishing: furnishings.find((f) => f === r.furnishing) ?? '',
    advance_months_max: r.advance_months_max === null ? '' : String(r.advance_months_max),
    place: d ? { id: d.place_id, name: d.town || d.region_name, kind: d.kind, label: d.label, region: d.region, lat: d.latitude, lon: d.longitude } : null,
  };
}
