import type { PageAnswer, PageRequest } from '@fie/domain';
import { api, readAnswer } from '../../../lib/api-client';
import { toProperty, type Property } from '../../../lib/property';

/**
 * The home page's listings (issue 32): the newest near the place this device last searched, or, without one (or
 * with nothing there yet), the newest in Accra and in Kumasi. The same searches the search page makes
 * (POST /properties/search, every category, newest first), named once here so the server answers them with the
 * page's HTML (app/server-pages.ts) and the browser reads them back.
 */
export const NEWEST_NEAR = 6;
export const NEWEST_IN_CITY = 3;
export const CITIES = ['Accra', 'Kumasi'] as const;

export const newestRequest = (location: string, pageSize: number): PageRequest => ({
  method: 'POST',
  path: '/properties/search',
  body: { location, category: '', sort: 'recent', page: 1, pageSize },
});
export const nearRequest = (place: string) => newestRequest(place, NEWEST_NEAR);
export const cityRequests = () => CITIES.map((city) => newestRequest(city, NEWEST_IN_CITY));

/** `withinKm`: nothing at the place itself, so these are the nearest, this far out (the search widened). */
export type Newest = { place: string; properties: Property[]; withinKm?: number };

const cards = (list: unknown) => (Array.isArray(list) ? list.map(toProperty).filter((p): p is Property => p !== null) : []);

/** A search's answer as the home page shows it: the place as understood, and its listings (or the nearest). */
export function readNewest(body: unknown, asked: string): Newest {
  type Answer = { result?: { properties?: unknown; place?: { name?: unknown } | null; nearby?: { withinKm?: unknown; properties?: unknown } | null } };
  const result = body && typeof body === 'object' ? (body as Answer).result : undefined;
  const place = typeof result?.place?.name === 'string' ? result.place.name : asked;
  const properties = cards(result?.properties);
  if (properties.length) return { place, properties };
  const nearby = cards(result?.nearby?.properties);
  return nearby.length && typeof result?.nearby?.withinKm === 'number' ? { place, properties: nearby, withinKm: result.nearby.withinKm } : { place, properties: [] };
}

/**
 * The searches the home page makes, given the answers so far: near the last place first; the two cities only
 * without one, or once that search has come back empty.
 */
export function newestRequests(place: string | undefined, answer: (request: PageRequest) => PageAnswer | undefined): PageRequest[] {
  if (!place) return cityRequests();
  const near = nearRequest(place);
  const found = answer(near);
  if (!found) return [near];
  const read = readAnswer<unknown>(found);
  return read.ok && readNewest(read.body, place).properties.length ? [near] : [near, ...cityRequests()];
}

export async function fetchNewest(request: PageRequest, signal?: AbortSignal): Promise<unknown> {
  // Open to visitors: a stale stored session must not send them to sign in.
  return api.post<unknown>(request.path, request.body, { signal, on401: 'clear' });
}
