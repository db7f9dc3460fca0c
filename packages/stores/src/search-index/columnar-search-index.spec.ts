import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ColumnarSearchIndex } from './columnar-search-index';
import { describeSearchIndexContract } from './search-index.contract';

const dir = mkdtempSync(join(tmpdir(), 'fie-columnar-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describeSearchIndexContract('columnar (embedded)', async () => new ColumnarSearchIndex(join(dir, 'search.db')), async () => new ColumnarSearchIndex(join(dir, 'search.db')));

// Each test writes and reopens a real index file with thousands of documents: seconds when CI shares the machine.
jest.setTimeout(30_000);

describe('columnar search index on disk', () => {
  const listing = (id: string, price: number, title = 'House') => ({ id, title, price, category: 'residential' });
  const mapping = { title: 'text', price: 'number', category: 'keyword' } as const;
  const ids = async (index: ColumnarSearchIndex, name: string) => (await index.search(name, { size: 50, sort: [{ field: 'price', order: 'asc' }] })).hits.map((h) => h.id);

  it('reloads every index from its file after a restart', async () => {
    const file = join(dir, 'restart.db');
    const first = new ColumnarSearchIndex(file);
    await first.ensureIndex('homes', mapping);
    await first.bulk('homes', [{ op: 'upsert', doc: listing('a', 300) }, { op: 'upsert', doc: listing('b', 100) }, { op: 'upsert', doc: listing('c', 200) }]);
    await first.bulk('homes', [{ op: 'delete', id: 'c' }, { op: 'upsert', doc: listing('a', 50, 'Villa') }]);
    await first.close();
    const second = new ColumnarSearchIndex(file);
    expect(await second.ensureIndex('homes', mapping)).toBe('kept');
    expect(await ids(second, 'homes')).toEqual(['a', 'b']);
    expect((await second.search('homes', { text: { query: 'villa', fields: ['title'] } })).hits.map((h) => h.id)).toEqual(['a']);
    await second.close();
  });

  it('a reader on the same file sees another process’s upserts, deletes, clears and rebuilds', async () => {
    const file = join(dir, 'shared.db');
    const writer = new ColumnarSearchIndex(file);
    const reader = new ColumnarSearchIndex(file);
    await writer.ensureIndex('homes', mapping);
    await writer.bulk('homes', [{ op: 'upsert', doc: listing('a', 300) }, { op: 'upsert', doc: listing('b', 100) }]);
    expect(await ids(reader, 'homes')).toEqual(['b', 'a']);
    await writer.bulk('homes', [{ op: 'delete', id: 'b' }, { op: 'upsert', doc: listing('c', 10) }]);
    expect(await ids(reader, 'homes')).toEqual(['c', 'a']);
    expect(await reader.get('homes', 'b')).toBeNull();
    await writer.clear('homes');
    expect(await reader.count('homes')).toBe(0);
    await writer.bulk('homes', [{ op: 'upsert', doc: listing('d', 1) }]);
    expect(await ids(reader, 'homes')).toEqual(['d']);
    await writer.ensureIndex('homes', { ...mapping, bedrooms: 'number' });
    expect(await reader.count('homes')).toBe(0);
    // Both write in turn: each catches up with the other before it takes the next seq.
    await reader.bulk('homes', [{ op: 'upsert', doc: listing('e', 5) }]);
    await writer.bulk('homes', [{ op: 'upsert', doc: listing('f', 6) }]);
    expect(await ids(reader, 'homes')).toEqual(['e', 'f']);
    expect(await ids(writer, 'homes')).toEqual(['e', 'f']);
    await Promise.all([writer.close(), reader.close()]);
  });

  it('rebuilds its columns when old versions pile up, and answers the same', async () => {
    const index = new ColumnarSearchIndex(join(dir, 'compact.db'));
    await index.ensureIndex('homes', mapping);
    await index.bulk('homes', Array.from({ length: 50 }, (_, i) => ({ op: 'upsert' as const, doc: listing(`h${i}`, i, `House number${i}`) })));
    // 5,000 updates leave 5,000 dead slots behind, more than the 1,024 that trigger a rebuild.
    for (let round = 0; round < 100; round++) {
      await index.bulk('homes', Array.from({ length: 50 }, (_, i) => ({ op: 'upsert' as const, doc: listing(`h${i}`, 1000 * round + i, `Home number${i} round${round}`) })));
    }
    expect(await index.count('homes')).toBe(50);
    const found = await index.search('homes', { text: { query: 'number7 round99', fields: ['title'] } });
    expect(found.hits.map((h) => [h.id, h.doc.price])).toEqual([['h7', 99_007]]);
    expect((await index.search('homes', { text: { query: 'round5', fields: ['title'] } })).total).toBe(0);
    await index.close();
  });
});

describe('columnar keyword columns', () => {
  it('widen as their dictionaries grow past a byte and past two bytes, and still filter, count and sort', async () => {
    const index = new ColumnarSearchIndex(join(dir, 'wide.db'));
    await index.ensureIndex('many', { town: 'keyword', n: 'number' });
    // 300 towns need two bytes a code; 70,000 ids need four.
    const docs = Array.from({ length: 70_000 }, (_, i) => ({ id: `d${String(i).padStart(5, '0')}`, town: `t${i % 300}`, n: i }));
    for (let i = 0; i < docs.length; i += 10_000) await index.bulk('many', docs.slice(i, i + 10_000).map((doc) => ({ op: 'upsert' as const, doc })));
    expect(await index.count('many', [{ term: { field: 'town', value: 't299' } }])).toBe(233);
    const result = await index.search('many', {
      filter: [{ terms: { field: 'id', values: ['d69999', 'd00001', 'nobody'] } }],
      sort: [{ field: 'id', order: 'desc' }],
      aggregations: { towns: { terms: { field: 'town', size: 2 } } },
    });
    expect(result.hits.map((h) => h.id)).toEqual(['d69999', 'd00001']);
    expect(result.aggregations.towns).toEqual({ buckets: [{ key: 't1', count: 1 }, { key: 't99', count: 1 }] });
    // Keyword ranges compare text: 't3' comes after 't298'.
    expect((await index.search('many', { filter: [{ range: { field: 'town', gte: 't298' } }], size: 0 })).total).toBe(docs.filter((d) => d.town >= 't298').length);
    await index.close();
  });
});
