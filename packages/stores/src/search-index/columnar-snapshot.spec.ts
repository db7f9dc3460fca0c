import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ColumnarSearchIndex } from './columnar-search-index';
import type { IndexMapping, SearchQuery } from './port';
import { describeSearchIndexContract } from './search-index.contract';

/**
 * Snapshots (see columnar-search-index.ts): a start reads the columns back from a binary file and applies
 * only the rows written after it. These tests take a snapshot after every load and write (snapshotEvery 1,
 * no gap), so each restart below reads one, and check that it answers as a load from the rows does.
 */
const dir = mkdtempSync(join(tmpdir(), 'fie-snapshot-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const eager = { snapshotEvery: 1, snapshotGapMs: 0 };
const rowsOnly = { snapshotEvery: Number.POSITIVE_INFINITY };

describeSearchIndexContract('columnar (embedded), restarting from snapshots', async () => new ColumnarSearchIndex(join(dir, 'contract.db'), eager), async () => new ColumnarSearchIndex(join(dir, 'contract.db'), eager));

const mapping: IndexMapping = { title: 'text', town: 'keyword', price: 'number', amenities: 'keyword[]', location: 'geo_point', publishedAt: 'date', verified: 'boolean' };
const TOWNS: [string, number, number][] = [['Osu', 5.556, -0.183], ['Kumasi', 6.6885, -1.6244], ['Tamale', 9.4008, -0.8393]];
const WORDS = ['gated', 'quiet', 'new', 'newly', 'borehole', 'tiled', 'café'];

function listings(count: number, round = 0) {
  let seed = 7 + round;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const pick = <T,>(list: T[]) => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const [town, lat, lon] = pick(TOWNS);
    return {
      id: `l${String(i).padStart(4, '0')}`,
      title: `${pick(WORDS)} ${pick(WORDS)} house in ${town} round${round}`,
      town,
      price: 100 * (1 + Math.floor(random() * 50)),
      amenities: ['parking', 'pool', 'wifi'].filter(() => random() < 0.4),
      ...(random() < 0.9 ? { location: { lat: lat + (random() - 0.5) * 0.1, lon: lon + (random() - 0.5) * 0.1 } } : {}),
      publishedAt: new Date(Date.UTC(2026, 0, 1) + i * 86_400_000).toISOString(),
      verified: random() < 0.5,
    };
  });
}

const queries: SearchQuery[] = ([
  { text: { query: 'gated hou', fields: ['title'] }, size: 20 },
  { text: { query: 'cafe', fields: ['title'] }, geo: { field: 'location', bbox: { north: 7, south: 6.4, east: -1.4, west: -1.9 } }, size: 20 },
  { geo: { field: 'location', distance: { lat: 5.556, lon: -0.183, km: 4 } }, sort: [{ distanceFrom: { field: 'location', lat: 5.556, lon: -0.183 }, order: 'asc' }], size: 20 },
  { filter: [{ term: { field: 'amenities', value: 'pool' } }, { range: { field: 'price', lte: 3000 } }], sort: [{ field: 'price', order: 'desc' }], size: 30 },
  { filter: [{ not: { exists: { field: 'amenities' } } }, { term: { field: 'verified', value: true } }], sort: [{ field: 'publishedAt', order: 'desc' }], size: 30 },
] satisfies SearchQuery[]).map((q) => ({ ...q, aggregations: { towns: { terms: { field: 'town' } }, amenities: { terms: { field: 'amenities' } }, price: { stats: { field: 'price' } } } }));

/** Everything a search answers, documents included, for every query. */
async function answers(index: ColumnarSearchIndex, name: string) {
  return Promise.all(queries.map((q) => index.search(name, q)));
}

/** An index with old versions and deletions behind it, so its snapshot has dead slots to leave out. */
async function seed(file: string) {
  const writer = new ColumnarSearchIndex(file, eager);
  await writer.ensureIndex('homes', mapping);
  await writer.bulk('homes', listings(300).map((doc) => ({ op: 'upsert' as const, doc })));
  await writer.search('homes', {});
  await writer.bulk('homes', listings(100, 1).map((doc) => ({ op: 'upsert' as const, doc })));
  await writer.bulk('homes', [{ op: 'delete', id: 'l0150' }, { op: 'delete', id: 'l0007' }]);
  await writer.close();
  // A start from that snapshot and the rows after it, which then writes a snapshot of everything.
  const reader = new ColumnarSearchIndex(file, eager);
  await reader.count('homes');
  await reader.close();
}

describe('columnar snapshots', () => {
  it('a restart loads from its snapshot, then applies only the rows written after it', async () => {
    const file = join(dir, 'restart.db');
    await seed(file);
    expect(existsSync(`${file}.snapshot-homes`)).toBe(true);
    const later = new ColumnarSearchIndex(file, rowsOnly);
    await later.bulk('homes', [{ op: 'upsert', doc: { ...listings(1, 5)[0]!, id: 'l9999', title: 'a brand new villa' } }, { op: 'delete', id: 'l0200' }]);
    await later.close();
    // A row the snapshot already holds, changed behind its back (its seq kept): only a load from the rows would see it.
    const db = new ColumnarSearchIndex(file, rowsOnly).db;
    db.prepare("UPDATE ci_docs SET doc = json_set(doc, '$.title', 'hidden') WHERE id = 'l0001'").run();
    db.close();

    const restarted = new ColumnarSearchIndex(file, rowsOnly);
    expect((await restarted.search('homes', { text: { query: 'villa', fields: ['title'] } })).hits.map((h) => h.id)).toEqual(['l9999']);
    expect(await restarted.get('homes', 'l0200')).toBeNull();
    expect(await restarted.get('homes', 'l0150')).toBeNull();
    expect((await restarted.get<{ id: string; title: string }>('homes', 'l0001'))!.title).not.toBe('hidden');
    expect(await restarted.count('homes')).toBe(298);
    await restarted.close();
  });

  it('answers every query as a load from the rows does: hits, order, scores, distances, facets and documents', async () => {
    const file = join(dir, 'equal.db');
    await seed(file);
    // A copy of the file has no snapshot beside it: it loads from the rows.
    copyFileSync(file, join(dir, 'equal-rows.db'));
    const fromSnapshot = new ColumnarSearchIndex(file, eager);
    const fromRows = new ColumnarSearchIndex(join(dir, 'equal-rows.db'), rowsOnly);
    expect(await answers(fromSnapshot, 'homes')).toEqual(await answers(fromRows, 'homes'));
    const doc = await fromSnapshot.get<{ id: string; amenities: string[] }>('homes', 'l0042');
    expect(doc).toEqual(await fromRows.get('homes', 'l0042'));
    expect(Object.isFrozen(doc) && Object.isFrozen(doc!.amenities)).toBe(true);
    // And both keep answering alike as documents change.
    for (const index of [fromSnapshot, fromRows]) await index.bulk('homes', listings(50, 2).map((d) => ({ op: 'upsert' as const, doc: d })));
    expect(await answers(fromSnapshot, 'homes')).toEqual(await answers(fromRows, 'homes'));
    await Promise.all([fromSnapshot.close(), fromRows.close()]);
  });

  it('ignores a snapshot of an earlier generation, cleared, rebuilt, or dropped and made again', async () => {
    const file = join(dir, 'generations.db');
    await seed(file);
    const old = join(dir, 'old-snapshot');
    for (const change of ['clear', 'rebuild', 'drop'] as const) {
      copyFileSync(`${file}.snapshot-homes`, old);
      const writer = new ColumnarSearchIndex(file, rowsOnly);
      if (change === 'clear') await writer.clear('homes');
      if (change === 'rebuild') await writer.ensureIndex('homes', { ...mapping, bedrooms: 'number' });
      if (change === 'drop') {
        await writer.dropIndex('homes');
        await writer.ensureIndex('homes', mapping);
      }
      await writer.bulk('homes', [{ op: 'upsert', doc: { id: `after-${change}`, title: 'x', town: 'Osu', price: 1 } }]);
      await writer.close();
      // The old file put back in place, as a write racing the change could leave it.
      copyFileSync(old, `${file}.snapshot-homes`);
      const restarted = new ColumnarSearchIndex(file, eager);
      expect((await restarted.search('homes', { size: 50 })).hits.map((h) => h.id)).toEqual([`after-${change}`]);
      await restarted.close();
      await seed(file);
    }
  });

  it('stamps a file made before snapshots, and snapshots it from then on', async () => {
    const file = join(dir, 'old.db');
    await seed(file);
    const db = new ColumnarSearchIndex(file, rowsOnly).db;
    db.exec('ALTER TABLE ci_meta DROP COLUMN stamp; ALTER TABLE ci_meta DROP COLUMN snapshot');
    db.close();
    const first = new ColumnarSearchIndex(file, eager);
    const truth = await answers(first, 'homes');
    await first.close();
    const next = new ColumnarSearchIndex(file, rowsOnly);
    expect(next.db.prepare("SELECT snapshot IS NOT NULL FROM ci_meta WHERE name = 'homes'").pluck().get()).toBe(1);
    expect(await answers(next, 'homes')).toEqual(truth);
    await next.close();
  });

  it('falls back to the rows when the snapshot is truncated, its columns or one of its documents corrupt, and writes a good one again', async () => {
    const file = join(dir, 'corrupt.db');
    await seed(file);
    const snapshot = `${file}.snapshot-homes`;
    copyFileSync(file, join(dir, 'corrupt-rows.db'));
    const reference = new ColumnarSearchIndex(join(dir, 'corrupt-rows.db'), rowsOnly);
    const truth = await answers(reference, 'homes');
    const doc = await reference.get('homes', 'l0042');
    await reference.close();
    const truncate = (f: string) => truncateSync(f, 1000);
    const flip = (f: string, at: (bytes: Buffer) => number) => {
      const bytes = readFileSync(f);
      bytes[at(bytes)] = bytes[at(bytes)]! ^ 0x01;
      writeFileSync(f, bytes);
    };
    // The first byte of the sections, after the header (16 bytes, then the header's length, to 8 bytes).
    const inTheColumns = (f: string) => flip(f, (bytes) => Math.ceil((16 + bytes.readUInt32LE(8)) / 8) * 8);
    // A digit of a document's price: still JSON, but not what was written. Only reading it can tell.
    const inADocument = (f: string) => flip(f, (bytes) => bytes.indexOf('"price":', bytes.lastIndexOf('"id":"l0042"')) + 9);
    for (const damage of [truncate, inTheColumns, inADocument]) {
      await seed(file);
      damage(snapshot);
      const restarted = new ColumnarSearchIndex(file, eager);
      expect(await restarted.get('homes', 'l0042')).toEqual(doc);
      expect(await answers(restarted, 'homes')).toEqual(truth);
      await restarted.close();
      // The load from the rows wrote a new snapshot, which the next start trusts.
      const next = new ColumnarSearchIndex(file, rowsOnly);
      expect(await answers(next, 'homes')).toEqual(truth);
      await next.close();
    }
  });
});
