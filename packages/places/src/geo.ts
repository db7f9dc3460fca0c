import { districtById, places, regionOfPlace } from './gazetteer';
import type { District, LatLon, Place, Region } from './types';

/**
 * Ghana's border as one simplified ring of 68 [longitude, latitude] vertices, counter-clockwise.
 *
 * How it was made: Natural Earth's 1:10m admin-0 outline of Ghana (public domain; the `world-atlas` package's
 * countries-10m) simplified with Douglas–Peucker at 5 km, each simplified edge then pushed outward until it covered
 * the original line, and rounded to 0.001°. So the ring contains all of Natural Earth's Ghana, and its edges lie at
 * most 9 km outside it (half of them within 4 km, nine in ten within 7 km): a point a few kilometres across a land
 * border, or off the coast, may be counted as in Ghana. That is the side we err on, since this check refuses listings: it must never refuse a real
 * Ghanaian address.
 * One correction: at Aflao/Lomé Natural Earth draws the border 1.5 km west of where the border posts stand, which
 * would leave Aflao outside; there the ring follows the border at 1.200°E up from the shore, so Lomé (1.212°E) is out.
 * Natural Earth's own line is good to about a kilometre at this scale; it is not a legal boundary.
 */
export const GHANA_BORDER: readonly (readonly [number, number])[] = [
  [-3.275, 6.616], [-3.232, 6.868], [-2.994, 7.212], [-2.97, 7.517], [-2.788, 7.957], [-2.623, 8.046],
  [-2.623, 8.164], [-2.526, 8.205], [-2.637, 8.929], [-2.795, 9.069], [-2.698, 9.252], [-2.829, 9.681],
  [-2.751, 9.812], [-2.815, 10.155], [-2.771, 10.248], [-2.867, 10.34], [-2.791, 10.418], [-2.863, 10.453],
  [-2.943, 10.638], [-2.844, 11.023], [-0.939, 11.029], [-0.676, 10.991], [-0.649, 10.94], [-0.336, 11.178],
  [0.036, 11.083], [-0.063, 10.657], [0.418, 10.299], [0.365, 9.652], [0.304, 9.648], [0.424, 9.578],
  [0.249, 9.562], [0.306, 9.507], [0.258, 9.456], [0.43, 9.512], [0.566, 9.408], [0.454, 8.995],
  [0.531, 8.83], [0.421, 8.759], [0.746, 8.312], [0.589, 8.204], [0.627, 7.717], [0.519, 7.54],
  [0.656, 7.357], [0.595, 7.005], [0.536, 6.972], [0.563, 6.806], [0.721, 6.606], [0.75, 6.482],
  [0.995, 6.33], [1.2, 6.15], [1.2, 6.085], [0.963, 5.767], [0.289, 5.735], [-0.382, 5.448],
  [-0.766, 5.198], [-0.922, 5.198], [-1.634, 4.974], [-1.745, 4.849], [-2.066, 4.718], [-2.34, 4.905],
  [-3.187, 5.096], [-2.783, 5.175], [-2.802, 5.34], [-2.741, 5.369], [-2.803, 5.608], [-2.969, 5.608],
  [-2.986, 5.708], [-3.041, 5.704],
];

const bbox = GHANA_BORDER.reduce(
  (b, [lon, lat]) => ({ minLon: Math.min(b.minLon, lon), maxLon: Math.max(b.maxLon, lon), minLat: Math.min(b.minLat, lat), maxLat: Math.max(b.maxLat, lat) }),
  { minLon: Infinity, maxLon: -Infinity, minLat: Infinity, maxLat: -Infinity },
);

/** Whether a point lies in Ghana, as far as the simplified border above can tell (see its accuracy there). */
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
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function distanceKm(a: LatLon, b: LatLon): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
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
