import { randomUUID } from 'node:crypto';
import { contractSubject, type MakeSubject } from '../contract-harness';
import { ACCRA_MALL, LISTINGS, LISTINGS_MAPPING, type Listing } from './ghana-listings.fixture';
import { haversineKm, type Clause, type SearchIndex, type SearchQuery } from './port';

const byId = (ids: string[]) => [...ids].sort();
const idsWhere = (test: (l: Listing) => boolean) => byId(LISTINGS.filter(test).map((l) => l.id));

/**
 * The one contract every search index adapter passes (see event-store.contract.ts for `make`), on twelve
 * listings across Ghana. Tests that only read share one seeded index; tests that write get their own.
 * `another` opens a second connection to the same data, as another process would, to test what it sees.
 */
export function describeSearchIndexContract(adapter: string, make: MakeSubject<SearchIndex>, another?: (first: SearchIndex) => Promise<SearchIndex>) {
  const harness = contractSubject(make);
  const s = harness.get;
  const fresh = async (docs: Listing[] = LISTINGS) => {
    const index = `listings-${randomUUID().slice(0, 8)}`;
    await s().ensureIndex(index, LISTINGS_MAPPING);
    if (docs.length) await s().bulk(index, docs.map((doc) => ({ op: 'upsert' as const, doc })));
    return index;
  };
  let shared: Promise<string> | undefined;
  const seeded = () => (shared ??= fresh());
  const search = async (query: SearchQuery) => s().search<Listing>(await seeded(), query);
  /** The ids that match, in id order (the page is big enough for all twelve). */
  const ids = async (query: SearchQuery) => (await search({ size: 100, sort: [{ field: 'id', order: 'asc' }], ...query })).hits.map((h) => h.id);
  const matching = (...filter: Clause[]) => ids({ filter });

  harness.describe(`search index contract: ${adapter}`, () => {
    it('bulk loads a new index in key order, each document with its position, and searches it whole afterwards', async () => {
      const index = await fresh([]);
      const sorted = [...LISTINGS].sort((a, b) => (a.id < b.id ? -1 : 1));
      await s().load(index, sorted.map((doc, i) => ({ op: 'upsert' as const, doc, position: 100 + i })));
      expect(await s().count(index)).toBe(LISTINGS.length);
      expect((await s().search<Listing>(index, { size: 100, sort: [{ field: 'id', order: 'asc' }] })).hits.map((h) => h.id)).toEqual(sorted.map((l) => l.id));
      // Each keeps its position: an older write after the load is refused, as after a bulk.
      await s().bulk(index, [{ op: 'delete', id: sorted[0]!.id, position: 50 }]);
      expect(await s().get(index, sorted[0]!.id)).toMatchObject({ id: sorted[0]!.id });
    });

    it('term matches a keyword, a keyword[] value, a boolean and a number exactly', async () => {
      expect(await matching({ term: { field: 'category', value: 'farmland' } })).toEqual(['kumasi-farm', 'tamale-farm']);
      expect(await matching({ term: { field: 'amenities', value: 'pool' } })).toEqual(['cantonments-house', 'el-villa']);
      expect(await matching({ term: { field: 'verified', value: false } })).toEqual(['osu-studio', 'takoradi-house', 'tema-warehouse']);
      expect(await matching({ term: { field: 'bedrooms', value: 3 } })).toEqual(['takoradi-house', 'tema-apartment']);
      expect(await matching({ term: { field: 'id', value: 'osu-shop' } })).toEqual(['osu-shop']);
      expect(await matching({ term: { field: 'category', value: 'Farmland' } })).toEqual([]);
    });

    it('terms matches any of its values, and nothing when it has none', async () => {
      expect(await matching({ terms: { field: 'acquisition', values: ['buy', 'short_stay'] } })).toEqual(
        idsWhere((l) => l.acquisition === 'buy' || l.acquisition === 'short_stay'),
      );
      expect(await matching({ terms: { field: 'amenities', values: ['pool', 'garden'] } })).toEqual(['cantonments-house', 'el-villa', 'ho-guesthouse']);
      expect(await matching({ terms: { field: 'amenities', values: [] } })).toEqual([]);
    });

    it('range includes gte/lte and excludes gt/lt, on numbers, dates and keywords', async () => {
      expect(await matching({ range: { field: 'price', gte: 3200, lt: 7000 } })).toEqual(['el-apartment', 'kumasi-hall', 'takoradi-house']);
      expect(await matching({ range: { field: 'price', gt: 3200, lte: 7000 } })).toEqual(['el-apartment', 'osu-shop']);
      expect(await matching({ range: { field: 'publishedAt', gte: '2025-05-01', lt: '2025-06-01T00:00:00Z' } })).toEqual(['ho-guesthouse', 'osu-studio']);
      expect(await matching({ range: { field: 'town', gte: 'T' } })).toEqual(['takoradi-house', 'tamale-farm', 'tema-apartment', 'tema-warehouse']);
      // A range on a missing value never matches.
      expect(await matching({ range: { field: 'bedrooms', lt: 2 } })).toEqual(['osu-studio']);
    });

    it('exists finds documents that have a value; an empty keyword[] has none', async () => {
      expect(await matching({ exists: { field: 'bedrooms' } })).toEqual(idsWhere((l) => l.bedrooms !== undefined));
      expect(await matching({ not: { exists: { field: 'amenities' } } })).toEqual(['tamale-farm']);
      expect((await matching({ exists: { field: 'location' } })).length).toBe(12);
      expect((await matching({ exists: { field: 'title' } })).length).toBe(12);
    });

    it('not excludes its matches and keeps documents that lack the field', async () => {
      expect(await matching({ not: { range: { field: 'bedrooms', gte: 3 } } })).toEqual(idsWhere((l) => !(l.bedrooms !== undefined && l.bedrooms >= 3)));
      expect(await matching({ not: { term: { field: 'category', value: 'residential' } } }, { term: { field: 'region', value: 'greater_accra' } })).toEqual([
        'osu-shop',
        'tema-warehouse',
      ]);
    });

    it('any matches when one of its clauses does, and nothing when it is empty', async () => {
      expect(await matching({ any: [{ term: { field: 'town', value: 'Ho' } }, { range: { field: 'price', gt: 1_000_000 } }] })).toEqual(['el-villa', 'ho-guesthouse']);
      expect(await matching({ any: [] })).toEqual([]);
      expect(
        await matching({ term: { field: 'region', value: 'ashanti' } }, { any: [{ term: { field: 'category', value: 'events' } }, { not: { exists: { field: 'bedrooms' } } }] }),
      ).toEqual(['kumasi-farm', 'kumasi-hall']);
      // A bound a document without the value passes (search's advance_months_max: a listing naming no advance stays).
      expect(await matching({ any: [{ not: { exists: { field: 'bedrooms' } } }, { range: { field: 'bedrooms', lte: 2 } }] })).toEqual(
        idsWhere((l) => l.bedrooms === undefined || l.bedrooms <= 2),
      );
    });

    it('a stay search leaves out the short stays with any of its nights booked', async () => {
      const free = (...nights: string[]) => matching({ term: { field: 'acquisition', value: 'short_stay' } }, { not: { terms: { field: 'bookedNights', values: nights } } });
      expect(await free('2025-12-25', '2025-12-26')).toEqual(['ho-guesthouse', 'kumasi-hall']);
      expect(await free('2025-12-30', '2025-12-31')).toEqual(['kumasi-hall', 'osu-studio']);
      expect(await free('2026-01-05')).toEqual(['ho-guesthouse', 'kumasi-hall', 'osu-studio']);
    });

    it('a bounding box finds the points inside it: central Accra, exactly the two in Osu, none at sea, across the Greenwich meridian', async () => {
      const box = (north: number, south: number, east: number, west: number) => ids({ geo: { field: 'location', bbox: { north, south, east, west } } });
      expect(await box(5.65, 5.55, -0.15, -0.19)).toEqual(['cantonments-house', 'el-apartment', 'el-villa', 'osu-shop', 'osu-studio']);
      expect(await box(5.558, 5.555, -0.18, -0.184)).toEqual(['osu-shop', 'osu-studio']);
      expect(await box(4.0, 3.0, 1.0, -1.0)).toEqual([]);
      expect(await box(6.7, 5.6, 0.5, -0.05)).toEqual(['ho-guesthouse', 'tema-apartment', 'tema-warehouse']);
    });

    it('a distance query finds the points within it, nearest first, with distanceKm on each hit', async () => {
      const result = await search({
        geo: { field: 'location', distance: { ...ACCRA_MALL, km: 8 } },
        sort: [{ distanceFrom: { field: 'location', ...ACCRA_MALL }, order: 'asc' }],
      });
      expect(result.hits.map((h) => h.id)).toEqual(['el-villa', 'el-apartment', 'cantonments-house', 'osu-shop', 'osu-studio']);
      expect(result.total).toBe(5);
      for (const hit of result.hits) expect(hit.distanceKm).toBeCloseTo(haversineKm(ACCRA_MALL, hit.doc.location), 2);
      expect(result.hits[0]!.distanceKm).toBeCloseTo(1.94, 1);
      // Tema's warehouse is about 18.2 km away, the apartment about 19.9 km.
      expect(await ids({ geo: { field: 'location', distance: { ...ACCRA_MALL, km: 19 } }, filter: [{ term: { field: 'town', value: 'Tema' } }] })).toEqual(['tema-warehouse']);
    });

    it('sorts by distance without a distance filter, farthest first when descending', async () => {
      const result = await search({ sort: [{ distanceFrom: { field: 'location', ...ACCRA_MALL }, order: 'desc' }], size: 12 });
      expect(result.hits[0]!.id).toBe('tamale-farm');
      const distances = result.hits.map((h) => h.distanceKm!);
      expect(distances).toEqual([...distances].sort((a, b) => b - a));
      expect(distances[0]).toBeCloseTo(haversineKm(ACCRA_MALL, { lat: 9.4008, lon: -0.8393 }), 2);
    });

    it('sinkBefore puts documents whose date (or number) is before the value after the rest, each part in the next sort\'s order', async () => {
      const byPrice = (ls: Listing[]) => [...ls].sort((a, b) => a.price - b.price || a.id.localeCompare(b.id)).map((l) => l.id);
      const cut = '2025-03-01T00:00:00.000Z';
      const older = LISTINGS.filter((l) => l.publishedAt < cut);
      expect(older.length).toBeGreaterThan(0);
      const sorted = await search({ sort: [{ sinkBefore: { field: 'publishedAt', value: cut } }, { field: 'price', order: 'asc' }], size: 100 });
      expect(sorted.hits.map((h) => h.id)).toEqual([...byPrice(LISTINGS.filter((l) => l.publishedAt >= cut)), ...byPrice(older)]);
      const cheapLast = await search({ sort: [{ sinkBefore: { field: 'price', value: 5_000 } }, { field: 'price', order: 'asc' }], size: 100 });
      expect(cheapLast.hits.map((h) => h.id)).toEqual([...byPrice(LISTINGS.filter((l) => l.price >= 5_000)), ...byPrice(LISTINGS.filter((l) => l.price < 5_000))]);
      await expect(search({ sort: [{ sinkBefore: { field: 'town', value: 'Osu' } }] })).rejects.toThrow(/number or date/);
    });

    it('text matches when every word appears in one of the fields', async () => {
      const text = (query: string, fields = ['title', 'description']) => ids({ text: { query, fields } });
      expect(await text('villa pool')).toEqual(['el-villa']);
      // "bedroom" in a title and "house" in a description is enough: the villa is "near the American House".
      expect(await text('bedroom house')).toEqual(['cantonments-house', 'el-villa', 'takoradi-house']);
      expect(await text('embassies', ['title'])).toEqual([]);
      expect(await text('embassies', ['description'])).toEqual(['cantonments-house']);
      expect(await text('villa castle')).toEqual([]);
    });

    it('text takes the last word as a prefix, as people type, and only the last', async () => {
      const text = (query: string) => ids({ text: { query, fields: ['title', 'description'] } });
      expect(await text('warehou')).toEqual(['tema-warehouse']);
      expect(await text('three bed')).toEqual(['takoradi-house', 'tema-apartment']);
      expect(await text('farm')).toEqual(['kumasi-farm', 'tamale-farm']);
      expect(await text('bed house')).toEqual([]);
    });

    it('text ignores case and diacritics, in the documents and in the query', async () => {
      const text = (query: string) => ids({ text: { query, fields: ['title', 'description'] } });
      expect(await text('cafe')).toEqual(['ho-guesthouse']);
      expect(await text('CAFÉ mawu')).toEqual(['ho-guesthouse']);
      expect(await text('Tamalé')).toEqual(['tamale-farm']);
    });

    it('text ranks by relevance, best first, with a score on each hit; a blank query matches everything', async () => {
      const result = await search({ text: { query: 'pool', fields: ['title', 'description'] } });
      expect(result.hits.map((h) => h.id)).toEqual(['el-villa', 'cantonments-house']);
      expect(result.hits[0]!.score).toBeGreaterThan(result.hits[1]!.score!);
      expect(await ids({ text: { query: 'bedroom', fields: ['title'] }, filter: [{ term: { field: 'region', value: 'greater_accra' } }] })).toEqual([
        'cantonments-house',
        'el-apartment',
        'el-villa',
        'tema-apartment',
      ]);
      expect((await search({ text: { query: '  ', fields: ['title'] } })).total).toBe(12);
    });

    it('sorts by price ascending and descending, and by date', async () => {
      const residential: Clause[] = [{ term: { field: 'category', value: 'residential' } }];
      const ascending = ['ho-guesthouse', 'osu-studio', 'takoradi-house', 'el-apartment', 'cantonments-house', 'tema-apartment', 'el-villa'];
      expect(await ids({ filter: residential, sort: [{ field: 'price', order: 'asc' }] })).toEqual(ascending);
      expect(await ids({ filter: residential, sort: [{ field: 'price', order: 'desc' }] })).toEqual([...ascending].reverse());
      const newest = await ids({ sort: [{ field: 'publishedAt', order: 'desc' }], size: 4 });
      expect(newest).toEqual(['kumasi-hall', 'ho-guesthouse', 'osu-studio', 'el-apartment']);
    });

    it('sorts documents without the field last, in either direction, ties by id', async () => {
      const missing = ['kumasi-farm', 'kumasi-hall', 'osu-shop', 'tamale-farm', 'tema-warehouse'];
      expect(await ids({ sort: [{ field: 'bedrooms', order: 'desc' }] })).toEqual([
        'el-villa',
        'cantonments-house',
        'takoradi-house',
        'tema-apartment',
        'el-apartment',
        'ho-guesthouse',
        'osu-studio',
        ...missing,
      ]);
      expect((await ids({ sort: [{ field: 'bedrooms', order: 'asc' }] })).slice(-5)).toEqual(missing);
    });

    it('pages with from and size in a stable order, with the total of all matches', async () => {
      const sort = [{ field: 'price', order: 'asc' as const }];
      const pages = await Promise.all([0, 5, 10].map((from) => search({ sort, from, size: 5 })));
      expect(pages.map((p) => p.total)).toEqual([12, 12, 12]);
      expect(pages.map((p) => p.hits.length)).toEqual([5, 5, 2]);
      // Kumasi's hall and the Takoradi house both cost 3,200: the id decides, on every page.
      expect(pages.flatMap((p) => p.hits.map((h) => h.id))).toEqual([
        'ho-guesthouse',
        'osu-studio',
        'tamale-farm',
        'kumasi-hall',
        'takoradi-house',
        'el-apartment',
        'osu-shop',
        'cantonments-house',
        'tema-warehouse',
        'kumasi-farm',
        'tema-apartment',
        'el-villa',
      ]);
      expect((await search({ from: 12, size: 5 })).hits).toEqual([]);
    });

    it('terms aggregations count every match, not the page, most first then by key', async () => {
      const result = await search({
        size: 2,
        aggregations: {
          category: { terms: { field: 'category' } },
          amenities: { terms: { field: 'amenities', size: 3 } },
          verified: { terms: { field: 'verified' } },
          bedrooms: { terms: { field: 'bedrooms' } },
        },
      });
      expect(result.hits).toHaveLength(2);
      expect(result.aggregations.category).toEqual({
        buckets: [
          { key: 'residential', count: 7 },
          { key: 'commercial', count: 2 },
          { key: 'farmland', count: 2 },
          { key: 'events', count: 1 },
        ],
      });
      expect(result.aggregations.amenities).toEqual({
        buckets: [
          { key: 'parking', count: 6 },
          { key: 'security', count: 6 },
          { key: 'borehole', count: 3 },
        ],
      });
      expect(result.aggregations.verified).toEqual({ buckets: [{ key: 'true', count: 9 }, { key: 'false', count: 3 }] });
      expect(result.aggregations.bedrooms).toEqual({
        buckets: [
          { key: '2', count: 2 },
          { key: '3', count: 2 },
          { key: '1', count: 1 },
          { key: '4', count: 1 },
          { key: '5', count: 1 },
        ],
      });
    });

    it('aggregates over the matches of the filters, the box and the text', async () => {
      const inAccra = await search({
        size: 0,
        geo: { field: 'location', bbox: { north: 5.7, south: 5.5, east: 0, west: -0.3 } },
        aggregations: { category: { terms: { field: 'category' } }, amenities: { terms: { field: 'amenities', size: 4 } } },
      });
      expect(inAccra.total).toBe(7);
      expect(inAccra.hits).toEqual([]);
      expect(inAccra.aggregations.category).toEqual({ buckets: [{ key: 'residential', count: 5 }, { key: 'commercial', count: 2 }] });
      expect(inAccra.aggregations.amenities).toEqual({
        buckets: [
          { key: 'parking', count: 5 },
          { key: 'security', count: 5 },
          { key: 'pool', count: 2 },
          { key: 'wifi', count: 2 },
        ],
      });
      const text = await search({ text: { query: 'bedroom', fields: ['title'] }, aggregations: { region: { terms: { field: 'region' } } } });
      expect(text.aggregations.region).toEqual({ buckets: [{ key: 'greater_accra', count: 4 }, { key: 'western', count: 1 }] });
      const none = await search({ filter: [{ term: { field: 'town', value: 'Wa' } }], aggregations: { category: { terms: { field: 'category' } } } });
      expect(none.aggregations.category).toEqual({ buckets: [] });
    });

    it('range aggregations count each bucket, from included and to excluded', async () => {
      const result = await search({
        size: 0,
        aggregations: {
          price: {
            range: {
              field: 'price',
              ranges: [{ key: 'under 5k', to: 5_000 }, { key: '5k to 50k', from: 5_000, to: 50_000 }, { key: '50k and more', from: 50_000 }, { key: 'edges', from: 4_500, to: 7_000 }],
            },
          },
        },
      });
      expect(result.aggregations.price).toEqual({
        buckets: [
          { key: 'under 5k', count: 6 },
          { key: '5k to 50k', count: 3 },
          { key: '50k and more', count: 3 },
          { key: 'edges', count: 1 },
        ],
      });
    });

    it('stats give min, max, average and count over the matches, nulls when there are none', async () => {
      const farmland: Clause[] = [{ term: { field: 'category', value: 'farmland' } }];
      const result = await search({ filter: farmland, aggregations: { price: { stats: { field: 'price' } }, published: { stats: { field: 'publishedAt' } } } });
      expect(result.aggregations.price).toEqual({ min: 1_500, max: 180_000, avg: 90_750, count: 2 });
      expect(result.aggregations.published).toMatchObject({ min: Date.parse('2024-08-30T00:00:00Z'), max: Date.parse('2024-12-12T00:00:00Z'), count: 2 });
      const bedrooms = await search({ filter: farmland, aggregations: { bedrooms: { stats: { field: 'bedrooms' } } } });
      expect(bedrooms.aggregations.bedrooms).toEqual({ min: null, max: null, avg: null, count: 0 });
    });

    it('gets a document as it was indexed, unmapped fields included, or null', async () => {
      const index = await seeded();
      expect(await s().get(index, 'ho-guesthouse')).toEqual(LISTINGS.find((l) => l.id === 'ho-guesthouse'));
      expect(await s().get(index, 'nowhere')).toBeNull();
      expect((await search({ filter: [{ term: { field: 'id', value: 'el-villa' } }] })).hits[0]!.doc.photos).toEqual(['listings/el-villa/1.jpg']);
    });

    it('counts all documents or those matching a filter', async () => {
      const index = await seeded();
      expect(await s().count(index)).toBe(12);
      expect(await s().count(index, [{ term: { field: 'region', value: 'greater_accra' } }, { range: { field: 'price', lt: 10_000 } }])).toBe(3);
    });

    it('an upsert replaces the whole document, everywhere it is searched', async () => {
      const index = await fresh();
      const before = LISTINGS.find((l) => l.id === 'el-apartment')!;
      const after: Listing = { ...before, price: 5_000, amenities: ['parking'], description: 'Unfurnished apartment, bring your own router.' };
      await s().bulk(index, [{ op: 'upsert', doc: after }]);
      expect(await s().get(index, 'el-apartment')).toEqual(after);
      expect(await s().count(index)).toBe(12);
      const search2 = (query: SearchQuery) => s().search(index, { size: 20, ...query });
      expect((await search2({ filter: [{ term: { field: 'amenities', value: 'wifi' } }] })).hits.map((h) => h.id)).not.toContain('el-apartment');
      expect((await search2({ text: { query: 'serviced', fields: ['description'] } })).total).toBe(0);
      expect((await search2({ text: { query: 'router', fields: ['description'] } })).hits.map((h) => h.id)).toEqual(['el-apartment']);
      expect((await search2({ filter: [{ term: { field: 'price', value: 5_000 } }] })).hits.map((h) => h.id)).toEqual(['el-apartment']);
      const legon = await search2({ filter: [{ term: { field: 'town', value: 'East Legon' } }], aggregations: { amenities: { terms: { field: 'amenities' } } } });
      expect(legon.aggregations.amenities).toEqual({
        buckets: [
          { key: 'parking', count: 2 },
          { key: 'generator', count: 1 },
          { key: 'pool', count: 1 },
          { key: 'security', count: 1 },
        ],
      });
    });

    it('a delete removes the document from get, filters, text, boxes and aggregations; deleting a missing id is fine', async () => {
      const index = await fresh();
      await s().bulk(index, [{ op: 'delete', id: 'osu-shop' }, { op: 'delete', id: 'never-there' }]);
      expect(await s().get(index, 'osu-shop')).toBeNull();
      expect(await s().count(index)).toBe(11);
      const result = await s().search(index, {
        geo: { field: 'location', bbox: { north: 5.558, south: 5.555, east: -0.18, west: -0.184 } },
        aggregations: { category: { terms: { field: 'category' } } },
      });
      expect(result.hits.map((h) => h.id)).toEqual(['osu-studio']);
      expect(result.aggregations.category).toEqual({ buckets: [{ key: 'residential', count: 1 }] });
      expect((await s().search(index, { text: { query: 'retail', fields: ['description'] } })).total).toBe(0);
    });

    it('a bulk applies its operations in order', async () => {
      const index = await fresh([]);
      const [a, b] = [LISTINGS[0]!, LISTINGS[1]!];
      await s().bulk(index, [{ op: 'upsert', doc: a }, { op: 'delete', id: a.id }, { op: 'delete', id: b.id }, { op: 'upsert', doc: b }, { op: 'upsert', doc: { ...b, price: 1 } }]);
      expect(await s().get(index, a.id)).toBeNull();
      expect(await s().get(index, b.id)).toMatchObject({ price: 1 });
      expect(await s().count(index)).toBe(1);
    });

    it('a write older than the document\'s last position changes nothing (a stale projector\'s late batch); an equal or later one applies', async () => {
      const index = await fresh([]);
      const [a, b] = [LISTINGS[0]!, LISTINGS[1]!];
      await s().bulk(index, [{ op: 'upsert', doc: { ...a, price: 200 }, position: 20 }, { op: 'upsert', doc: b, position: 20 }]);
      // The old holder's batch arrives late: an upsert and a delete, both older than what is there.
      await s().bulk(index, [{ op: 'upsert', doc: { ...a, price: 100 }, position: 10 }, { op: 'delete', id: b.id, position: 10 }]);
      expect(await s().get(index, a.id)).toMatchObject({ price: 200 });
      expect(await s().get(index, b.id)).not.toBeNull();
      expect((await s().search(index, { filter: [{ range: { field: 'price', lte: 150 } }] })).total).toBe(0);
      // A replay of the same event applies again; a later one applies; after a delete, an older upsert stays out.
      await s().bulk(index, [{ op: 'upsert', doc: { ...a, price: 250 }, position: 20 }]);
      expect(await s().get(index, a.id)).toMatchObject({ price: 250 });
      await s().bulk(index, [{ op: 'delete', id: a.id, position: 30 }]);
      await s().bulk(index, [{ op: 'upsert', doc: a, position: 25 }]);
      expect(await s().get(index, a.id)).toBeNull();
      expect(await s().count(index)).toBe(1);
    });

    it('refuses a bulk with an invalid document and writes none of it', async () => {
      const index = await fresh([]);
      const bad = { ...LISTINGS[1]!, id: 'bad', price: 'cheap' } as unknown as Listing;
      await expect(s().bulk(index, [{ op: 'upsert', doc: LISTINGS[0]! }, { op: 'upsert', doc: bad }])).rejects.toMatchObject({ code: 'InvalidSearch' });
      expect(await s().count(index)).toBe(0);
      await expect(s().bulk(index, [{ op: 'upsert', doc: { ...LISTINGS[0]!, location: { lat: 95, lon: 0 } } }])).rejects.toMatchObject({ code: 'InvalidSearch' });
    });

    it('clear empties the index and keeps its mapping', async () => {
      const index = await fresh();
      await s().clear(index);
      expect(await s().count(index)).toBe(0);
      expect(await s().get(index, 'el-villa')).toBeNull();
      expect((await s().search(index, { text: { query: 'villa', fields: ['title'] } })).total).toBe(0);
      await s().bulk(index, [{ op: 'upsert', doc: LISTINGS[0]! }]);
      expect((await s().search(index, { text: { query: 'villa', fields: ['title'] } })).hits.map((h) => h.id)).toEqual(['el-villa']);
    });

    it('ensureIndex creates a new index, keeps the documents for the same mapping and rebuilds the index empty for a changed one', async () => {
      expect(await s().ensureIndex(`new-${randomUUID().slice(0, 8)}`, LISTINGS_MAPPING)).toBe('created');
      const index = await fresh();
      const reordered = Object.fromEntries(Object.entries(LISTINGS_MAPPING).reverse());
      expect(await s().ensureIndex(index, reordered)).toBe('kept');
      expect(await s().count(index)).toBe(12);
      expect(await s().ensureIndex(index, { ...LISTINGS_MAPPING, floorArea: 'number' })).toBe('created');
      expect(await s().count(index)).toBe(0);
      await s().bulk(index, [{ op: 'upsert', doc: { ...LISTINGS[0]!, floorArea: 420 } }, { op: 'upsert', doc: LISTINGS[1]! }]);
      expect((await s().search(index, { filter: [{ range: { field: 'floorArea', gte: 400 } }] })).hits.map((h) => h.id)).toEqual(['el-villa']);
    });

    it('refuses a field the mapping does not have, wherever it is used', async () => {
      const unknown = { code: 'UnknownField', field: 'colour' };
      await expect(search({ filter: [{ term: { field: 'colour', value: 'blue' } }] })).rejects.toMatchObject(unknown);
      await expect(search({ filter: [{ not: { exists: { field: 'colour' } } }] })).rejects.toMatchObject(unknown);
      await expect(search({ sort: [{ field: 'colour', order: 'asc' }] })).rejects.toMatchObject(unknown);
      await expect(search({ text: { query: 'villa', fields: ['colour'] } })).rejects.toMatchObject(unknown);
      await expect(search({ geo: { field: 'colour', bbox: { north: 1, south: 0, east: 1, west: 0 } } })).rejects.toMatchObject(unknown);
      await expect(search({ aggregations: { c: { terms: { field: 'colour' } } } })).rejects.toMatchObject(unknown);
      await expect(s().count(await seeded(), [{ range: { field: 'colour', gte: 1 } }])).rejects.toMatchObject(unknown);
      // Kept in the document, never searchable.
      await expect(search({ filter: [{ exists: { field: 'photos' } }] })).rejects.toMatchObject({ code: 'UnknownField', field: 'photos' });
    });

    it('refuses a field used against its type, a page beyond 10,000 and an index never created', async () => {
      const invalid = { code: 'InvalidSearch' };
      await expect(search({ filter: [{ term: { field: 'title', value: 'villa' } }] })).rejects.toMatchObject(invalid);
      await expect(search({ text: { query: 'osu', fields: ['town'] } })).rejects.toMatchObject(invalid);
      await expect(search({ geo: { field: 'town', bbox: { north: 1, south: 0, east: 1, west: 0 } } })).rejects.toMatchObject(invalid);
      await expect(search({ sort: [{ field: 'amenities', order: 'asc' }] })).rejects.toMatchObject(invalid);
      await expect(search({ aggregations: { s: { stats: { field: 'town' } } } })).rejects.toMatchObject(invalid);
      await expect(search({ filter: [{ term: { field: 'price', value: 'cheap' } }] })).rejects.toMatchObject(invalid);
      await expect(search({ geo: { field: 'location', bbox: { north: 4, south: 5, east: 1, west: 0 } } })).rejects.toMatchObject(invalid);
      await expect(search({ from: 9_995, size: 10 })).rejects.toMatchObject(invalid);
      await expect(s().search(`missing-${randomUUID().slice(0, 8)}`, {})).rejects.toMatchObject({ code: 'UnknownIndex' });
      await expect(s().ensureIndex('Listings', LISTINGS_MAPPING)).rejects.toMatchObject(invalid);
    });

    it('an alias names an index: searches, gets, counts and writes reach it, and moving it switches them all in one step', async () => {
      const name = await fresh(LISTINGS.slice(0, 3)); // an index from before aliases, by the name the alias takes
      const next = `${name}@v2g1`;
      await s().ensureIndex(next, LISTINGS_MAPPING);
      await s().bulk(next, LISTINGS.map((doc) => ({ op: 'upsert' as const, doc })));
      expect(await s().count(name)).toBe(3); // the live one answers while the next is filled
      expect(await s().resolveAlias(name)).toBe(name);

      await s().setAlias(name, next);
      expect(await s().resolveAlias(name)).toBe(next);
      expect(await s().count(name)).toBe(12);
      expect((await s().search(name, { filter: [{ term: { field: 'category', value: 'farmland' } }] })).total).toBe(2);
      expect(await s().get(name, 'osu-shop')).toMatchObject({ id: 'osu-shop' });
      await s().bulk(name, [{ op: 'delete', id: 'osu-shop' }]);
      expect(await s().get(next, 'osu-shop')).toBeNull();
      expect(await s().ensureIndex(name, LISTINGS_MAPPING)).toBe('kept'); // the index it names

      // A third generation: the alias moves on; the one it names cannot be dropped, the one it left can.
      const third = `${name}@v2g2`;
      await s().ensureIndex(third, LISTINGS_MAPPING);
      await s().bulk(third, [{ op: 'upsert', doc: LISTINGS[0]! }]);
      await expect(s().dropIndex(next)).rejects.toMatchObject({ code: 'InvalidSearch' });
      await s().setAlias(name, third);
      expect(await s().count(name)).toBe(1);
      await s().dropIndex(next);
      await s().dropIndex(next); // quiet when it has gone
      await expect(s().search(next, {})).rejects.toMatchObject({ code: 'UnknownIndex' });
      await expect(s().setAlias(name, `${name}@v9g9`)).rejects.toMatchObject({ code: 'UnknownIndex' });
      expect(await s().count(name)).toBe(1);
    });

    if (another) {
      it('another connection follows an alias as soon as it moves', async () => {
        const name = await fresh(LISTINGS.slice(0, 2));
        const other = await another(s());
        try {
          expect(await other.count(name)).toBe(2);
          const next = `${name}@v1g1`;
          await s().ensureIndex(next, LISTINGS_MAPPING);
          await s().bulk(next, LISTINGS.map((doc) => ({ op: 'upsert' as const, doc })));
          await s().setAlias(name, next);
          expect(await other.count(name)).toBe(12);
          expect((await other.search(name, { size: 0, aggregations: { c: { terms: { field: 'category' } } } })).total).toBe(12);
        } finally {
          await other.close();
        }
      });
    }

    it('reports itself healthy', async () => {
      expect(await s().health()).toMatchObject({ ok: true });
    });
  });
}
