import { placeRadiusKm } from '../requests/matching';

/**
 * A search that finds nothing at its place widens step by step (issue 32, "No dead ends"): instead of "Try a wider
 * area", the nearest matches and how far they are ("No chamber and hall in Kasoa yet; 6 within 12 km"). The search
 * page, the SMS and the USSD search all widen by these steps, so each says the same distance.
 */

/** The distances, in km from the place searched, a search with no match widens to, nearest first. */
export const WIDER_STEPS_KM = [5, 12, 25, 50, 100, 200] as const;

/**
 * How far around a named place a search looks, by kind of place (a neighbourhood 3 km, a town 8 km, a city 15 km, a
 * district 25 km; anything else 10 km). A region is searched by its boundary, not a distance: it widens from here.
 */
export const REGION_RADIUS_KM = 50;
export function searchRadiusKm(kind: string): number {
  if (kind === 'region') return REGION_RADIUS_KM;
  return (placeRadiusKm as Record<string, number>)[kind] ?? 10;
}

/** The steps beyond the distance already searched: 8 km (a town) widens to 12, 25, 50, 100 and 200 km. */
export function widerRadii(searchedKm: number): number[] {
  return WIDER_STEPS_KM.filter((km) => km > searchedKm);
}

/** Where a search widens from: the point it searched around, or its place (a region from its centre). */
export type WideningCentre = { lat: number; lon: number; searchedKm: number };
export function wideningCentre(search: { point?: { lat: number; lon: number; radiusKm: number }; place?: { lat: number; lon: number; kind: string } | null }): WideningCentre | undefined {
  if (search.point) return { lat: search.point.lat, lon: search.point.lon, searchedKm: search.point.radiusKm };
  if (search.place) return { lat: search.place.lat, lon: search.place.lon, searchedKm: searchRadiusKm(search.place.kind) };
  return undefined;
}

/**
 * Widens a search until something is found: `searchWithin` runs it within a distance and answers how many it found.
 * Answers the first step that found any (its distance and what it found), or undefined when none did.
 */
export async function widenUntilFound<T extends { total: number }>(centre: WideningCentre, searchWithin: (km: number) => Promise<T>): Promise<{ withinKm: number; found: T } | undefined> {
  for (const km of widerRadii(centre.searchedKm)) {
    const found = await searchWithin(km);
    if (found.total > 0) return { withinKm: km, found };
  }
  return undefined;
}
