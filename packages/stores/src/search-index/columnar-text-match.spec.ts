import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ColumnarSearchIndex } from './columnar-search-index';
import { rangesOf, seek } from './columnar/text-match';
import { Posting } from './columnar/text-column';
import type { IndexMapping, SearchQuery } from './port';

/**
 * A text search keeps each word's document count until the index changes, and then reads only the postings
 * among a place's slots (columnar/text-match.ts). Every answer must be the one a first search gives (which
 * counts by walking every posting): the same hits in the same order, the same scores to the last bit, the
 * same totals and facet counts. The index here has updated and deleted listings, so its slots are no longer
 * all in map order, as in a running site.
 */
const dir = mkdtempSync(join(tmpdir(), 'fie-text-match-'));
const file = join(dir, 'search.db');
const index = new ColumnarSearchIndex(file);
afterAll(async () => {
  await index.close();
  rmSync(dir, { recursive: true, force: true });
});

const mapping: IndexMapping = { title: 'text', text: 'text', category: 'keyword', location: 'geo_point', price: 'number' };
let seed = 5;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pick = <T,>(list: T[]) => list[Math.floor(random() * list.length)]!;
const TOWNS: [string, number, number][] = [['Osu', 5.556, -0.183], ['East Legon', 5.6353, -0.1617], ['Kumasi', 6.6885, -1.6244], ['Tamale', 9.4008, -0.8393]];
const WORDS = ['gated', 'gate', 'quiet', 'new', 'newly', 'borehole', 'tiled', 'walled', 'spacious'];
const listing = (i: number, round = 0) => {
  const [town, lat, lon] = pick(TOWNS);
  return {
    id: `l${String(i).padStart(5, '0')}`,
    title: `${pick(WORDS)} house in ${town}`,
    text: Array.from({ length: 3 + Math.floor(random() * 8) }, () => pick(WORDS)).join(' ') + (round ? ` round${round}` : ''),
    category: pick(['residential', 'commercial', 'farmland']),
    location: { lat: lat + (random() - 0.5) * 0.2, lon: lon + (random() - 0.5) * 0.2 },
    price: 100 * (1 + Math.floor(random() * 100)),
  };
};

beforeAll(async () => {
  await index.ensureIndex('homes', mapping);
  await index.bulk('homes', Array.from({ length: 4_000 }, (_, i) => ({ op: 'upsert' as const, doc: listing(i) })));
  await index.count('homes');
  // Loaded in map order; then some change (new slots at the end) and some go.
  await index.bulk('homes', Array.from({ length: 600 }, (_, i) => ({ op: 'upsert' as const, doc: listing(i * 6, 1) })));
  await index.bulk('homes', Array.from({ length: 200 }, (_, i) => ({ op: 'delete' as const, id: `l${String(i * 17 + 3).padStart(5, '0')}` })));
});

const around = (lat: number, lon: number, km: number) => ({ field: 'location', distance: { lat, lon, km } });
const facets = { category: { terms: { field: 'category' } }, price: { stats: { field: 'price' } } } as const;
const queries: Record<string, SearchQuery> = {
  'a common word near a place': { text: { query: 'gated', fields: ['text'] }, geo: around(5.6, -0.17, 8) },
  'a common word in two fields in a map view': { text: { query: 'quiet', fields: ['title', 'text'] }, geo: { field: 'location', bbox: { north: 6.8, south: 6.55, east: -1.5, west: -1.75 } } },
  'two words, the last half-typed, near a place': { text: { query: 'borehole gat', fields: ['title', 'text'] }, geo: around(6.6885, -1.6244, 12) },
  'a word in every new version, near a place': { text: { query: 'tiled round1', fields: ['text'] }, geo: around(9.4, -0.84, 15) },
  'two common words, no place': { text: { query: 'new walled', fields: ['text'] } },
  'a rare word, then a common one, no place': { text: { query: 'round1 spacious', fields: ['text'] } },
};

/** The whole answer; a new instance on the file counts every word afresh, so it is the reference. */
const answer = async (on: ColumnarSearchIndex, query: SearchQuery) => on.search('homes', { ...query, size: 30, aggregations: facets });

describe('text search with kept word counts', () => {
  for (const [name, query] of Object.entries(queries)) {
    it(`${name}: answers the same the first time, the next time, and after the index changes`, async () => {
      const reference = new ColumnarSearchIndex(file);
      const expected = await answer(reference, query);
      await reference.close();
      expect(expected.total).toBeGreaterThan(0);
      expect(await answer(index, query)).toEqual(expected);
      expect(await answer(index, query)).toEqual(expected);

      await index.bulk('homes', [{ op: 'upsert', doc: listing(7, 2) }, { op: 'delete', id: 'l00100' }]);
      const changed = new ColumnarSearchIndex(file);
      const after = await answer(changed, query);
      await changed.close();
      expect(await answer(index, query)).toEqual(after);
      expect(await answer(index, query)).toEqual(after);
    });
  }
});

describe('reading a posting list among ranges of slots', () => {
  it('finds every entry whose slot lies in a range covering the given slots, in slot order, and none far from them', () => {
    for (let trial = 0; trial < 50; trial++) {
      const posting = new Posting();
      for (let slot = 0; slot < 20_000; slot++) if (random() < 0.3) posting.push(slot, 1 + (slot % 3));
      // Slots as the grid gives them: runs cell by cell, some cells out of order, some lone slots.
      const given: number[] = [];
      for (let cell = 0; cell < 1 + Math.floor(random() * 30); cell++) {
        const start = Math.floor(random() * 20_000);
        for (let s = start; s < Math.min(20_000, start + random() * 400); s += 1 + Math.floor(random() * 3)) given.push(s);
      }
      const ranges = rangesOf(given, given.length);
      const inRange = (slot: number) => ranges.starts.some((from, r) => slot >= from && slot <= ranges.ends[r]!);
      // As textCandidates reads them: one cursor, sought forward to each range's start.
      const visited: [number, number][] = [];
      for (let r = 0, i = 0; r < ranges.count && i < posting.n; r++) {
        for (i = seek(posting, i, ranges.starts[r]!); i < posting.n && posting.slots[i]! <= ranges.ends[r]!; i++) visited.push([posting.slots[i]!, posting.counts[i]!]);
      }
      const expected: [number, number][] = [];
      for (let i = 0; i < posting.n; i++) if (inRange(posting.slots[i]!)) expected.push([posting.slots[i]!, posting.counts[i]!]);
      expect(visited).toEqual(expected);
      expect(given.every(inRange)).toBe(true);
      // Ranges are sorted and apart.
      for (let r = 1; r < ranges.count; r++) expect(ranges.starts[r]!).toBeGreaterThan(ranges.ends[r - 1]!);
    }
  });
});
