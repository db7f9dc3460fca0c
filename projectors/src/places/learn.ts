import { distanceKm } from '@fie/places';
import { LEARNED_MIN_LISTINGS, LEARNED_RADIUS_KM, type LearnedPlaceView, type ListingLocalityView } from '@fie/read-models';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** The value most of them have; among equals the first in alphabetical order, so a rebuild chooses the same. */
function commonest(values: string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'en'))[0]![0];
}

const round = (n: number) => Math.round(n * 1e5) / 1e5;
/** The least a degree of latitude spans along a meridian, on the sphere distanceKm uses (6,371 km). */
const KM_PER_DEGREE_OF_LATITUDE = (Math.PI / 180) * 6371;

/**
 * The listings tried as a group's seed: all of them up to MAX_SEEDS, else MAX_SEEDS spread evenly through them in
 * id order. Trying every one costs n² distances: at a million events a town's name has ten thousand listings, and a
 * replay spent two thirds of its time here (BENCHMARKS.md, Replay). Among that many, evenly spread seeds find the
 * same dense group; the answer still depends only on the listings, not on their order.
 */
const MAX_SEEDS = 64;
function seedsOf(left: ListingLocalityView[]): ListingLocalityView[] {
  if (left.length <= MAX_SEEDS) return left;
  return Array.from({ length: MAX_SEEDS }, (_, i) => left[Math.floor((i * left.length) / MAX_SEEDS)]!);
}

/**
 * The places that the listings of one locality key teach: groups of LEARNED_MIN_LISTINGS or more within
 * LEARNED_RADIUS_KM of a seed, the seed being the listing with the most others that near (ties by listing id, so the
 * answer does not depend on the order the listings came in). Each group is removed before the next is looked for:
 * two towns of one name far apart make two places. Ids are `${key}#${n}`, the largest group first.
 */
export function learnPlaces(key: string, localities: readonly ListingLocalityView[]): LearnedPlaceView[] {
  let left = [...localities].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const learned: LearnedPlaceView[] = [];
  while (left.length >= LEARNED_MIN_LISTINGS) {
    let seedNear: ListingLocalityView[] = [];
    for (const seed of seedsOf(left)) {
      // A listing further north or south than the radius is further than it whatever its longitude (the
      // great-circle distance is at least the difference of latitude): only the others need the whole formula.
      const near = left.filter((o) => Math.abs(o.lat - seed.lat) * KM_PER_DEGREE_OF_LATITUDE <= LEARNED_RADIUS_KM * 1.01 && distanceKm(seed, o) <= LEARNED_RADIUS_KM);
      if (near.length > seedNear.length) seedNear = near;
      // Near all that are left: no later seed can have more (a tie keeps the earlier id), so the rest need not be tried.
      if (seedNear.length === left.length) break;
    }
    if (seedNear.length < LEARNED_MIN_LISTINGS) break;
    const ids = new Set(seedNear.map((l) => l.id));
    learned.push({
      id: `${key}#${learned.length}`,
      key,
      name: commonest(seedNear.map((l) => l.name)),
      regionCode: commonest(seedNear.map((l) => l.regionCode)),
      lat: round(median(seedNear.map((l) => l.lat))),
      lon: round(median(seedNear.map((l) => l.lon))),
      listings: seedNear.length,
    });
    left = left.filter((l) => !ids.has(l.id));
  }
  return learned;
}
