// Test listings for the benchmarks that need many (search-http.mjs, pages.mjs): a seeded generator of listings
// spread over Ghana's towns as people list them, and the fast way to put them in a fresh embedded event store
// (ListingCreated events appended directly; their photos are not generated, so the names are made up).
import { randomUUID } from 'node:crypto';
import { seeded } from './common.mjs';

/** Towns: name, region, latitude, longitude, and a weight (how many listings it has, relatively). */
export const PLACES = [
  ['East Legon', 'greater_accra', 5.6353, -0.1617, 9], ['Osu', 'greater_accra', 5.556, -0.183, 7], ['Adenta', 'greater_accra', 5.7096, -0.1545, 6],
  ['Madina', 'greater_accra', 5.6681, -0.1664, 5], ['Tema', 'greater_accra', 5.6698, -0.0166, 8], ['Kasoa', 'central', 5.5345, -0.4168, 5],
  ['Kumasi', 'ashanti', 6.6885, -1.6244, 15], ['Takoradi', 'western', 4.8845, -1.7554, 6], ['Cape Coast', 'central', 5.1053, -1.2466, 4],
  ['Tamale', 'northern', 9.4008, -0.8393, 5], ['Ho', 'volta', 6.6008, 0.4713, 3], ['Sunyani', 'bono', 7.3349, -2.3123, 3],
  ['Koforidua', 'eastern', 6.0941, -0.2591, 4], ['Bolgatanga', 'upper_east', 10.7856, -0.8514, 2], ['Wa', 'upper_west', 10.0601, -2.5099, 2],
  ['Techiman', 'bono_east', 7.5862, -1.9382, 2], ['Goaso', 'ahafo', 6.8036, -2.5172, 1], ['Dambai', 'oti', 8.0726, 0.1796, 1],
  ['Damongo', 'savannah', 9.0833, -1.8167, 1], ['Nalerigu', 'north_east', 10.5275, -0.3686, 1], ['Sefwi Wiawso', 'western_north', 6.2058, -2.4894, 1],
];
/** Each town as many times as its weight: `pick(weighted)` draws a town as listings are spread. */
export const weighted = PLACES.flatMap((p) => Array(p[4]).fill(p));
export const TYPES = { residential: ['house', 'apartment', 'townhouse', 'bungalow'], commercial: ['office', 'retail_shop', 'warehouse'], farmland: ['crop_farm', 'fish_farm', 'livestock_farm'], events: ['event_centre', 'church', 'conference_hall'] };
const WORDS = ['spacious', 'tiled', 'gated', 'quiet', 'new', 'furnished', 'borehole', 'boys quarters', 'walled', 'prepaid meter', 'close to the market', 'good road'];

/**
 * A seeded generator (mulberry32): the same seed gives the same listings, run after run. `random`, `pick` and
 * `between` share its state with `listing`, so a benchmark drawing its queries from them stays reproducible too.
 * `places` (weighted as `weighted` is) and `types` narrow what is listed (bench/replay.mjs keeps its own history's).
 */
export function listingGenerator(seed = 7, { places = weighted, types = TYPES } = {}) {
  const { random, pick, between } = seeded(seed);

  /** A listing as the create commands take it. */
  function listing() {
    const [town, region, lat, lon] = pick(places);
    const category = random() < 0.6 ? 'residential' : pick(['commercial', 'farmland', 'events']);
    const acquisition = category === 'events' ? 'rent' : pick(['rent', 'rent', 'buy', ...(category === 'residential' ? ['short_stay'] : [])]);
    const bedrooms = category === 'residential' ? 1 + Math.floor(random() * 6) : undefined;
    const price = Math.round(acquisition === 'buy' ? between(80_000, 3_000_000) : acquisition === 'short_stay' ? between(200, 2500) : between(400, 20_000));
    const type = pick(types[category]);
    return {
      category, type, acquisition, price, currency: random() < 0.1 ? 'USD' : 'GHS', payment_plan: acquisition === 'buy' ? undefined : acquisition === 'short_stay' ? 'DAILY' : 'MONTHLY',
      stay_start_date: acquisition === 'short_stay' ? '2026-12-01' : undefined, stay_end_date: acquisition === 'short_stay' ? '2027-03-31' : undefined,
      title: `${bedrooms ? bedrooms + '-bedroom ' : ''}${type.replace('_', ' ')} in ${town}`,
      description: `${pick(WORDS)} ${type.replace('_', ' ')} in ${town}, ${pick(WORDS)} and ${pick(WORDS)}.`,
      bedrooms, bathrooms: bedrooms ? Math.max(1, bedrooms - 1) : undefined, size: Math.round(between(40, 600)), unit: 'sqm', seating_capacity: category === 'events' ? 300 : undefined,
      amenities: ['security', 'parking', 'garden', 'airconditioning', 'swimming_pool'].filter(() => random() < 0.3), tags: [],
      images: [randomUUID(), randomUUID(), randomUUID()], utilities: { water: 'gwcl', electricity: 'ecg' }, rules: { smoking: false, pets: random() < 0.4, parties: false, noise: false },
      location: { type: 'Point', coordinates: [lon + (random() - 0.5) * 0.08, lat + (random() - 0.5) * 0.08] }, location_details: { town, city: town, region },
    };
  }

  return { random, pick, between, listing };
}

/**
 * Appends `count` listings, one owner's, as ListingCreated events into an open event store (a fresh one: each
 * stream is new), the newest first, a minute apart. `written(listingId, listing)` is told of each.
 */
export async function writeListings(events, count, listing, written = () => {}) {
  const owner = randomUUID();
  for (let i = 0; i < count; i++) {
    const listingId = randomUUID();
    const data = listing();
    await events.append(`listing-${listingId}`, [{ type: 'ListingCreated', data: { listingId, ownerId: owner, organizationId: null, listing: data, createdBy: `user-${owner}`, createdAt: new Date(Date.now() - i * 60_000).toISOString() } }], { expectedRevision: 'no_stream' });
    written(listingId, data);
  }
}
