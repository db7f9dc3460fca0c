import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteDocumentStore } from '@fie/stores';
import { FoldCollection } from './fold-collection';
import { SpillDir } from './spill-file';

/**
 * At the memory bound a fold writes out its least recently used documents and keeps the ones it is working on
 * (issue 34): what leaves memory is in the generation's table, what stays is read without going there, and
 * queries answer over both as the store would.
 */
let dir: string;
let store: SqliteDocumentStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'fie-fold-'));
  store = new SqliteDocumentStore(join(dir, 'docs.db'));
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

function foldOf(): FoldCollection {
  const fold = new FoldCollection('things', store.collection('things'), true);
  fold.onSettle = async (c) => {
    const rows = c.take();
    c.spilled = true;
    await store.load('things', rows);
  };
  return fold;
}

test('an eviction writes out the least recently used half and keeps the documents read or written since', async () => {
  const fold = foldOf();
  for (const id of ['a', 'b', 'c', 'd']) fold.apply({ op: 'upsert', collection: 'things', doc: { id, kind: 'x', n: 0 }, position: 1 });
  // a is read and b written after c and d: c and d are now the least recently used.
  await fold.get('a');
  fold.apply({ op: 'update', collection: 'things', id: 'b', patch: { inc: { n: 1 } }, position: 2 });
  const rows = fold.evict(0.5);
  expect(rows.map((r) => r.id)).toEqual(['c', 'd']);
  await store.load('things', rows, { fresh: true });
  fold.spilled = true;
  expect(fold.size).toBe(2);
  expect(fold.pending).toBe(2);
  // What stayed is answered from memory; what left, from the table (and held again from then on).
  expect(await fold.get('b')).toMatchObject({ n: 1 });
  expect(await fold.get('c')).toMatchObject({ id: 'c', n: 0 });
  expect(fold.size).toBe(3);
  // Queries count each document once, as it is now, wherever it is.
  await fold.apply({ op: 'update', collection: 'things', id: 'd', patch: { set: { kind: 'y' } }, position: 3 });
  expect(await fold.count({ kind: 'x' })).toBe(3);
  expect((await fold.find({ kind: 'x' }, { sort: [['id', 'asc']] })).map((d) => d.id)).toEqual(['a', 'b', 'c']);
  // The rest, at the finish: only what changed since it left, or never left.
  expect(fold.take().map((r) => r.id)).toEqual(['a', 'b', 'd']);
});

test('while the table is empty, what leaves memory is set aside in a file: nothing is written early, and reads, queries and the finish see it as held', async () => {
  const spill = new SpillDir(dir);
  const fold = new FoldCollection('things', store.collection('things'), true, () => spill.file());
  for (const id of ['a', 'b', 'c', 'd', 'e']) fold.apply({ op: 'upsert', collection: 'things', doc: { id, kind: id < 'c' ? 'x' : 'y', n: 0 }, position: 1 });
  fold.apply({ op: 'delete', collection: 'things', id: 'e' });
  expect(await fold.count({ kind: 'y' })).toBe(2);
  await fold.get('a');
  expect(fold.evict(0.6)).toEqual([]);
  expect(await store.collection('things').count()).toBe(0);
  expect(fold.size).toBe(2);
  expect(fold.pending).toBe(5);
  // b, c and d are in the file; the index made by the count above still finds them.
  expect((await fold.find({ kind: 'y' }, { sort: [['id', 'asc']] })).map((d) => d.id)).toEqual(['c', 'd']);
  fold.apply({ op: 'update', collection: 'things', id: 'b', patch: { inc: { n: 2 } }, position: 2 });
  fold.cool();
  expect(fold.size).toBe(0);
  expect(await fold.get('b')).toMatchObject({ n: 2 });
  expect(await fold.get('e')).toBeNull();
  expect(await fold.count({ id: { $in: ['a', 'd', 'e'] } })).toBe(2);
  expect(await fold.count()).toBe(4);
  const steps = [...fold.drain(3)];
  expect(steps.map((rows) => rows.map((r) => r.id))).toEqual([['a', 'b', 'c'], ['d']]);
  expect(JSON.parse(JSON.stringify(steps[0]![1]))).toMatchObject({ id: 'b', n: 2 });
  expect(fold.pending).toBe(0);
  spill.remove();
});

test('once the table holds documents, an eviction writes to it only those it may have: the new ones are set aside in the file, and queries and the finish see each document once', async () => {
  const spill = new SpillDir(dir);
  const fold = new FoldCollection('things', store.collection('things'), true, () => spill.file());
  for (const id of ['a', 'b']) fold.apply({ op: 'upsert', collection: 'things', doc: { id, kind: 'x', n: 0 }, position: 1 });
  // Everything written to the table, as a flush (a query memory cannot be sure of) or a settle does.
  await store.load('things', fold.take(), { fresh: true });
  fold.spilled = true;
  expect(await store.collection('things').count()).toBe(2);
  // b is changed, c and d are new, e is new and deleted; then the least recently used four leave memory.
  // (Read back from the table first: then the write waits for it.)
  await fold.apply({ op: 'update', collection: 'things', id: 'b', patch: { inc: { n: 1 } }, position: 2 });
  for (const id of ['c', 'd', 'e']) fold.apply({ op: 'upsert', collection: 'things', doc: { id, kind: id === 'd' ? 'y' : 'x', n: 0 }, position: 3 });
  fold.apply({ op: 'delete', collection: 'things', id: 'e' });
  await fold.get('a');
  const rows = fold.evict(0.8);
  // Only b goes to the table now; c and d wait in the file, and e, never in the table, is nothing to write.
  expect(rows.map((r) => r.id)).toEqual(['b']);
  await store.load('things', rows);
  expect((await store.collection('things').find({}, { sort: [['id', 'asc']] })).map((d) => d.id)).toEqual(['a', 'b']);
  expect(fold.size).toBe(1);
  // Each document once, as it is now: a held, b in the table, c and d in the file.
  expect(await fold.count({ kind: 'x' })).toBe(3);
  expect(await fold.count()).toBe(4);
  expect((await fold.find({ kind: 'x' }, { sort: [['id', 'asc']] })).map((d) => d.id)).toEqual(['a', 'b', 'c']);
  expect(await fold.get('d')).toMatchObject({ kind: 'y' });
  expect(await fold.get('e')).toBeNull();
  // The finish writes what the table lacks or has older, in key order, from memory and the file alike.
  expect([...fold.drain(10)].flat().map((r) => r.id)).toEqual(['c', 'd']);
  spill.remove();
});
