#!/usr/bin/env node
// The request matcher's memory per listing it follows (issue 21, memory that grows with writes only by what it must):
// feeds the built matcher (command-api/dist/requests/matcher.js) N ListingCreated events with drafts the size of real
// ones (a title, a 1,200-character description, eight photos, an address), then reports the heap it holds after a
// full garbage collection. Run with --expose-gc (`npm run bench:matcher-memory` does).
//
//   node --expose-gc bench/matcher-memory.mjs [--listings 100000]
import { loadBuilt, parseArgs, seeded } from './lib/common.mjs';

const { RequestMatcher } = loadBuilt('command-api/dist/requests/matcher.js', 'the built matcher');
const args = parseArgs();
const LISTINGS = Number(args.listings ?? 100_000);
const { random, pick } = seeded(11);
if (typeof globalThis.gc !== 'function') throw new Error('run with node --expose-gc');

const words = 'spacious airy tiled compound borehole quiet neighbourhood close to the main road walled gated kitchen cabinet wardrobe porch veranda'.split(' ');
const text = (n) => Array.from({ length: n }, () => pick(words)).join(' ');
const draft = (i) => ({
  category: 'residential', type: pick(['house', 'apartment', 'chamber_and_hall', 'self_contained']), acquisition: 'rent', price: 800 + Math.round(random() * 6000),
  currency: 'GHS', payment_plan: 'MONTHLY', rent_advance_months: 6, bedrooms: 1 + Math.floor(random() * 4), bathrooms: 1 + Math.floor(random() * 2),
  title: `${text(6)} ${i}`, description: text(170), short_description: text(20), amenities: ['borehole', 'security'], tags: [],
  images: Array.from({ length: 8 }, (_, k) => `listing-${i}-photo-${k}-${Math.floor(random() * 1e9).toString(36)}.jpg`),
  utilities: { water: 'gwcl', water_storage: 'tank', electricity: 'ecg', electricity_backups: 'solar', garage: false, parking_space: 1 },
  rules: { smoking: false, pets: random() < 0.3, parties: false, noise: false },
  location: { type: 'Point', coordinates: [-0.16 + random() * 0.1, 5.6 + random() * 0.1] },
  location_details: { town: 'East Legon', city: 'Accra', region: 'greater_accra', district: 'La Nkwantanang Madina', digital_address: `GA-${100 + (i % 900)}-${1000 + (i % 9000)}`, address: text(8) },
});

const noStore = { append: async () => ({ nextExpectedRevision: 0, position: 0 }), subscribeToAll: () => ({ stop: async () => {} }) };
const documents = { collection: () => ({ get: async () => null, upsert: async () => {} }) };
const logger = { info() {}, warn() {}, error() {}, debug() {} };
const matcher = new RequestMatcher({ events: noStore, documents, logger, now: () => new Date('2026-11-27T10:00:00Z') });

globalThis.gc();
const before = process.memoryUsage().heapUsed;
for (let i = 0; i < LISTINGS; i++) {
  const data = { listingId: `l${i}`, ownerId: `owner${i % 5000}`, organizationId: null, listing: draft(i), createdBy: 'x', createdAt: '2026-11-27T10:00:00Z' };
  await matcher.handle({ id: `e${i}`, streamId: 's', revision: 0, position: i + 1, type: 'ListingCreated', data, metadata: {}, createdAt: '' }, false);
}
globalThis.gc();
const held = process.memoryUsage().heapUsed - before;
// The matcher is read after the measurement, so it is still alive when the heap is measured.
const indexed = matcher.listings.facts.size;
console.log(`${LISTINGS.toLocaleString('en')} listings followed (${indexed.toLocaleString('en')} indexed): ${(held / 1048576).toFixed(1)} MB of heap, ${Math.round(held / LISTINGS)} bytes a listing`);
