import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ColumnarSearchIndex } from './columnar-search-index';
import type { IndexMapping, SearchIndex, SearchQuery } from './port';
import { SqliteSearchIndex } from './sqlite-search-index';

/**
 * The contract's twelve listings are too few to reach the columnar engine's shortcuts (grid cells wholly
 * inside a view, text narrowed to the grid's candidates, heap selection of a page). Here 4,000 random
 * listings go into both embedded engines, and every query must give the same total, page and facets.
 */
const dir = mkdtempSync(join(tmpdir(), 'fie-engines-'));
const engines: SearchIndex[] = [new ColumnarSearchIndex(join(dir, 'columnar.db')), new SqliteSearchIndex(join(dir, 'fts.db'))];
afterAll(async () => {
  await Promise.all(engines.map((e) => e.close()));
  rmSync(dir, { recursive: true, force: true });
});

const mapping: IndexMapping = {
  category: 'keyword',
  acquisition: 'keyword',
  price: 'number',
  bedrooms: 'number',
  amenities: 'keyword[]',
  location: 'geo_point',
  text: 'text',
  publishedAt: 'date',
};

let seed = 11;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pick = <T,>(list: T[]) => list[Math.floor(random() * list.length)]!;
const TOWNS: [string, number, number][] = [['Osu', 5.556, -0.183], ['East Legon', 5.6353, -0.1617], ['Kumasi', 6.6885, -1.6244], ['Tamale', 9.4008, -0.8393]];
const WORDS = ['gated', 'quiet', 'new', 'newly', 'borehole', 'tiled', 'walled', 'spacious'];

const docs = Array.from({ length: 4_000 }, (_, i) => {
  const [town, lat, lon] = pick(TOWNS);
  const category = pick(['residential', 'residential', 'commercial', 'farmland']);
  return {
    id: `l${String(i).padStart(5, '0')}`,
    category,
    acquisition: pick(['rent', 'buy', 'short_stay']),
    // Whole hundreds, so many listings share a price and the id must break the ties.
    price: 100 * (1 + Math.floor(random() * 200)),
    bedrooms: category === 'residential' ? 1 + Math.floor(random() * 5) : undefined,
    amenities: ['parking', 'security', 'pool'].filter(() => random() < 0.4),
    location: { lat: lat + (random() - 0.5) * 0.16, lon: lon + (random() - 0.5) * 0.16 },
    text: `${pick(WORDS)} ${pick(WORDS)} house in ${town}`,
    publishedAt: new Date(Date.UTC(2026, 0, 1) + Math.floor(random() * 300) * 86_400_000).toISOString(),
  };
});

beforeAll(async () => {
  for (const engine of engines) {
    await engine.ensureIndex('homes', mapping);
    await engine.bulk('homes', docs.map((doc) => ({ op: 'upsert' as const, doc })));
  }
});

const facets = {
  category: { terms: { field: 'category' } },
  bedrooms: { terms: { field: 'bedrooms' } },
  amenities: { terms: { field: 'amenities' } },
  price: { stats: { field: 'price' } },
} as const;

const accra = { north: 5.66, south: 5.52, east: -0.12, west: -0.22 };

const queries: Record<string, SearchQuery> = {
  'a city view with filters, by price': {
    geo: { field: 'location', bbox: accra },
    filter: [{ term: { field: 'category', value: 'residential' } }, { range: { field: 'bedrooms', gte: 2 } }, { range: { field: 'price', lte: 15_000 } }],
    sort: [{ field: 'price', order: 'asc' }],
    size: 15,
  },
  'a second page of the same': {
    geo: { field: 'location', bbox: accra },
    filter: [{ term: { field: 'category', value: 'residential' } }],
    sort: [{ field: 'price', order: 'desc' }],
    from: 15,
    size: 15,
  },
  'within 5 km, nearest first': {
    geo: { field: 'location', distance: { lat: 6.6885, lon: -1.6244, km: 5 } },
    sort: [{ distanceFrom: { field: 'location', lat: 6.6885, lon: -1.6244 }, order: 'asc' }],
    size: 20,
  },
  // Every listing has 'house': the columnar engine starts from the grid's cells and scores only those.
  'a word in every listing, half-typed, in a city view, newest first': {
    text: { query: 'in hous', fields: ['text'] },
    geo: { field: 'location', bbox: accra },
    sort: [{ field: 'publishedAt', order: 'desc' }],
    size: 15,
  },
  // About one in four has 'gated': the columnar engine starts from the word and tests the circle.
  'a rarer word near a point, by price': {
    text: { query: 'gated', fields: ['text'] },
    geo: { field: 'location', distance: { lat: 9.4008, lon: -0.8393, km: 8 } },
    sort: [{ field: 'price', order: 'asc' }],
    size: 10,
  },
  'the whole country, newest first': { sort: [{ field: 'publishedAt', order: 'desc' }], size: 15 },
  'an amenity and no pool, by bedrooms': {
    filter: [{ terms: { field: 'amenities', values: ['parking', 'security'] } }, { not: { term: { field: 'amenities', value: 'pool' } } }],
    sort: [{ field: 'bedrooms', order: 'desc' }],
    size: 25,
  },
};

describe('the columnar engine answers as the SQLite engine does, on 4,000 listings', () => {
  for (const [name, query] of Object.entries(queries)) {
    it(name, async () => {
      const [columnar, sqlite] = await Promise.all(engines.map((e) => e.search('homes', { ...query, aggregations: facets })));
      expect(columnar!.total).toBeGreaterThan(0);
      expect(columnar!.total).toBe(sqlite!.total);
      expect(columnar!.hits.map((h) => h.id)).toEqual(sqlite!.hits.map((h) => h.id));
      expect(columnar!.aggregations).toEqual(sqlite!.aggregations);
      columnar!.hits.forEach((hit, i) => {
        if (hit.distanceKm !== undefined) expect(hit.distanceKm).toBeCloseTo(sqlite!.hits[i]!.distanceKm!, 6);
      });
    });
  }
});
