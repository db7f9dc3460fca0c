import { GHANA_BORDER } from './border';
import { districtById, places, regionOfPlace } from './gazetteer';
import type { District, LatLon, Place, Region } from './types';

export { GHANA_BORDER } from './border';

const bbox = GHANA_BORDER.reduce(
  (b, [lon, lat]) => ({ minLon: Math.min(b.minLon, lon), maxLon: Math.max(b.maxLon, lon), minLat: Math.min(b.minLat, lat), maxLat: Math.max(b.maxLat, lat) }),
  { minLon: Infinity, maxLon: -Infinity, minLat: Infinity, maxLat: -Infinity },
);

/** Whether a point lies in Ghana, as far as the simplified border can tell (see its accuracy in border.ts). */
export function isInGhana({ lat, lon }: LatLon): boolean {
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return false;
  if (lon < bbox.minLon || lon > bbox.maxLon || lat < bbox.minLat || lat > bbox.maxLat) return false;
  // Ray casting: count the edges a ray running east from the point crosses.
  let inside = false;
  for (let i = 0, j = GHANA_BORDER.length - 1; i < GHANA_BORDER.length; j = i++) {
    const [xi, yi] = GHANA_BORDER[i]!;
    const [xj, yj] = GHANA_BORDER[j]!;
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const EARTH_RADIUS_KM = 6371;
// Math's functions taken once: nearestPlace runs distanceKm over every place, and where globals are slow to look up
// (a Node vm context, as under Jest: about 0.2 µs for each `Math.` read) those reads, not the arithmetic, were the
// time, 23 s of a test that checks every place of the gazetteer against clearlyInAnotherRegion.
const { asin, cos, min, PI, sin, sqrt } = Math;
const rad = (deg: number) => (deg * PI) / 180;

/** Great-circle distance in kilometres. */
export function distanceKm(a: LatLon, b: LatLon): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = sin(dLat / 2) ** 2 + cos(rad(a.lat)) * cos(rad(b.lat)) * sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * asin(min(1, sqrt(h)));
}

export interface NearestPlace {
  place: Place;
  region: Region;
  district?: District;
  /** 'Osu, Accra, Greater Accra': how to name a dropped pin ('near …' when distanceKm is large is the caller's call). */
  label: string;
  distanceKm: number;
}

/**
 * The gazetteer place nearest a point, to label a dropped pin. The region (and district) is the place's: near a
 * regional boundary it can differ from the pin's own, since the gazetteer holds no regional outlines.
 */
export function nearestPlace(point: LatLon): NearestPlace {
  let best = places[0]!;
  let bestKm = Infinity;
  for (const p of places) {
    const km = distanceKm(point, p);
    if (km < bestKm) {
      best = p;
      bestKm = km;
    }
  }
  const region = regionOfPlace(best);
  const district = best.districtId ? districtById(best.districtId) : undefined;
  const label = [best.name, best.city, region.name].filter((x): x is string => Boolean(x)).join(', ');
  return { place: best, region, ...(district ? { district } : {}), label, distanceKm: bestKm };
}

/**
 * The region a pin is clearly in when that is not `regionCode`, else undefined. The gazetteer holds points, not
 * regional outlines, so "clearly" is cautious: the nearest place lies within 10 km and belongs to another region,
 * and no place of the named region lies within 40 km. A pin near a regional boundary, or far from every place,
 * is taken at the lister's word.
 */
export function clearlyInAnotherRegion(point: LatLon, regionCode: string): Region | undefined {
  const nearest = nearestPlace(point);
  if (nearest.region.code === regionCode || nearest.distanceKm > 10) return undefined;
  const namedNearby = places.some((p) => p.regionCode === regionCode && distanceKm(point, p) <= 40);
  return namedNearby ? undefined : nearest.region;
}
