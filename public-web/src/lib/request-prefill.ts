import { acquisitions, categories, typesByCategory, type Category } from '@fie/domain';
import { paths } from './paths';

/**
 * "Post what you want" (issue 32): a search that found nothing opens the request form filled with what was searched,
 * through the form's address, so the link works from anywhere (the search page, a shared link) and the search feature
 * never reaches into the requests feature. The form reads it when it has no draft of its own (requests/form/draft.ts).
 */
export type PrefillPlace = { id: string; name: string; kind: string; label: string; region: string; lat: number; lon: number };
export type RequestPrefill = {
  category?: Category;
  /** Requests are for renting or buying (a short stay is booked, not asked for). */
  acquisition?: 'rent' | 'buy';
  type?: string;
  bedrooms?: number;
  min_price?: number;
  max_price?: number;
  place?: PrefillPlace;
};

/** /add_request with what to fill in; anything empty is left out. */
export function requestPrefillPath(prefill: RequestPrefill): string {
  const q = new URLSearchParams();
  if (prefill.category) q.set('category', prefill.category);
  if (prefill.acquisition) q.set('acquisition', prefill.acquisition);
  if (prefill.type) q.set('type', prefill.type);
  if (prefill.bedrooms) q.set('bedrooms', String(prefill.bedrooms));
  if (prefill.min_price) q.set('min_price', String(prefill.min_price));
  if (prefill.max_price) q.set('max_price', String(prefill.max_price));
  if (prefill.place) q.set('place', JSON.stringify(prefill.place));
  const query = q.toString();
  return query ? `${paths.addRequest}?${query}` : paths.addRequest;
}

const positive = (value: string | null) => {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : undefined;
};

function placeOf(text: string | null): PrefillPlace | undefined {
  if (!text) return undefined;
  try {
    const p = JSON.parse(text) as Record<string, unknown>;
    const strings = ['id', 'name', 'kind', 'label', 'region'].every((key) => typeof p[key] === 'string' && (p[key] as string).length <= 200);
    return strings && typeof p.lat === 'number' && typeof p.lon === 'number' ? (p as PrefillPlace) : undefined;
  } catch {
    return undefined;
  }
}

/** What an address asks the form to fill in; anything unreadable is left out. */
export function readRequestPrefill(search: string): RequestPrefill | null {
  const q = new URLSearchParams(search);
  const category = categories.find((c) => c === q.get('category'));
  const acquisition = acquisitions.find((a) => a === q.get('acquisition') && a !== 'short_stay') as 'rent' | 'buy' | undefined;
  const type = category ? (typesByCategory[category] as readonly string[]).find((t) => t === q.get('type')) : undefined;
  const bedrooms = positive(q.get('bedrooms'));
  const prefill: RequestPrefill = {
    ...(category ? { category } : {}),
    ...(acquisition ? { acquisition } : {}),
    ...(type ? { type } : {}),
    ...(bedrooms && Number.isInteger(bedrooms) && bedrooms <= 15 ? { bedrooms } : {}),
    ...(positive(q.get('min_price')) ? { min_price: positive(q.get('min_price')) } : {}),
    ...(positive(q.get('max_price')) ? { max_price: positive(q.get('max_price')) } : {}),
    ...(placeOf(q.get('place')) ? { place: placeOf(q.get('place')) } : {}),
  };
  return Object.keys(prefill).length ? prefill : null;
}
