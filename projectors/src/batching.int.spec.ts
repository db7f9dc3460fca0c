import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHECKPOINTS, createLogger, PersonalDataVault } from '@fie/platform';
import { SqliteDocumentStore, SqliteEventStore, type DocumentStore, type EventStore, type WriteOp } from '@fie/stores';
import type { Projection } from './projection';
import { replay } from './replay';
import { ProjectionRunner } from './runtime';

const logger = createLogger('silent');
let dir: string;
let events: SqliteEventStore;
let docs: SqliteDocumentStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'fie-batching-'));
  events = new SqliteEventStore(join(dir, 'events.db'));
  docs = new SqliteDocumentStore(join(dir, 'docs.db'));
});
afterEach(async () => {
  await Promise.all([events.close(), docs.close()]);
  rmSync(dir, { recursive: true, force: true });
});

/** A running total that reads its own document on every event. */
const tallyOf = (name: string, collection: string, failOn?: number): Projection => ({
  name,
  version: 1,
  collections: [collection],
  async project(event, store) {
    if (event.type !== 'Tick') return [];
    const { n } = event.data as { n: number };
    if (n === failOn) throw new Error(`cannot project tick ${n}`);
    const current = await store.collection<{ id: string; count: number; last: number }>(collection).get('total');
    return [{ op: 'upsert', collection, doc: { id: 'total', count: (current?.count ?? 0) + 1, last: n }, position: event.position }];
  },
});
const tally = tallyOf('tally', 'tallies');

/** One document per tick, and on each Census a summary made by queries over them. */
const census: Projection = {
  name: 'census',
  version: 1,
  collections: ['ticks', 'censuses'],
  indexes: [{ collection: 'ticks', fields: ['even'] }],
  async project(event, store) {
    const ticks = store.collection<{ id: string; n: number; even: boolean; group: string }>('ticks');
    if (event.type === 'Tick') {
      const { n } = event.data as { n: number };
      const ops: WriteOp[] = [{ op: 'upsert', collection: 'ticks', doc: { id: `t${n}`, n, even: n % 2 === 0, group: n % 3 === 0 ? 'fizz' : 'plain' }, position: event.position }];
      // Every fifth tick takes back the one before it, every fourth moves the one two before it to another
      // group: a document deleted or changed must leave the answers it no longer belongs to.
      if (n % 5 === 0) ops.push({ op: 'delete', collection: 'ticks', id: `t${n - 1}` });
      if (n % 4 === 0) ops.push({ op: 'update', collection: 'ticks', id: `t${n - 2}`, patch: { set: { group: 'moved' } }, position: event.position });
      return ops;
    }
    if (event.type !== 'Census') return [];
    const summary = {
      id: `c${event.position}`,
      evens: await ticks.count({ even: true }),
      odds: await ticks.count({ even: false }),
      top: (await ticks.find({ even: true }, { sort: [['n', 'desc']], limit: 3 })).map((t) => t.n),
      lowest: (await ticks.findOne({ n: { $gte: 0 } }))?.id ?? null,
      fizz: await ticks.count({ group: 'fizz' }),
      moved: await ticks.count({ group: 'moved', even: true }),
      firstMoved: (await ticks.find({ group: { $in: ['moved', 'fizz'] } }, { sort: [['n', 'asc']], limit: 4 })).map((t) => t.n),
    };
    return [{ op: 'upsert', collection: 'censuses', doc: summary, position: event.position }];
  },
};

/** Handles nothing at all. */
const idle: Projection = { name: 'idle', version: 1, collections: ['idle'], project: () => [] };

async function history(store: EventStore, ticks: number) {
  for (let n = 1; n <= ticks; n++) {
    await store.append(`tick-${n}`, [{ type: 'Tick', data: { n } }]);
    if (n % 7 === 0) await store.append('census', [{ type: 'Census', data: {} }]);
  }
}

async function contents(store: DocumentStore, projections: Projection[]) {
  const out: Record<string, unknown[]> = {};
  for (const p of projections) for (const c of p.collections) out[c] = await store.collection(c).find({}, { sort: [['id', 'asc']] });
  return out;
}

async function checkpoint(store: DocumentStore, name: string) {
  return (await store.collection<{ id: string; position: number }>(CHECKPOINTS).get(name))?.position;
}

describe('the projector runtime, in batches', () => {
  test('a handler reads the writes of the earlier events of its batch, so one batch projects as event after event does', async () => {
    await history(events, 60);
    const oneByOne = new SqliteDocumentStore(join(dir, 'one-by-one.db'));
    await replay(events, oneByOne, [tally, census], logger, undefined, undefined, { batchSize: 1 });
    await replay(events, docs, [tally, census], logger, undefined, undefined, { batchSize: 1000 });

    // Batches of 10: documents written by earlier batches are changed in later ones.
    const inTens = new SqliteDocumentStore(join(dir, 'in-tens.db'));
    await replay(events, inTens, [tally, census], logger, undefined, undefined, { batchSize: 10 });

    const together = await contents(docs, [tally, census]);
    expect(together.tallies).toEqual([expect.objectContaining({ id: 'total', count: 60, last: 60 })]);
    expect(together.censuses).toContainEqual(expect.objectContaining({ evens: 22, odds: 23, top: [56, 52, 50], lowest: 't1' }));
    expect(together).toEqual(await contents(oneByOne, [tally, census]));
    expect(await contents(inTens, [tally, census])).toEqual(together);
    await Promise.all([oneByOne.close(), inTens.close()]);
  });

  test('a query counts a document the batch moved out of what it asks for, though an earlier batch wrote it', async () => {
    const groups: Projection = {
      name: 'groups',
      version: 1,
      collections: ['members', 'counts'],
      async project(event, store) {
        const d = event.data as { id: string; group: string };
        if (event.type === 'Put') return [{ op: 'upsert', collection: 'members', doc: { id: d.id, group: d.group }, position: event.position }];
        if (event.type === 'Move') return [{ op: 'update', collection: 'members', id: d.id, patch: { set: { group: d.group } }, position: event.position }];
        const members = store.collection('members');
        const doc = { id: `c${event.position}`, fizz: await members.count({ group: 'fizz' }), ids: (await members.find({ group: { $in: ['fizz'] } })).map((m) => m.id) };
        return [{ op: 'upsert', collection: 'counts', doc, position: event.position }];
      },
    };
    const put = (id: string, group: string) => events.append(`member-${id}`, [{ type: 'Put', data: { id, group } }]);
    const census = () => events.append('census', [{ type: 'Census', data: {} }]);
    // Four events a batch: the first writes a, b and c; the second asks (so its index of the batch's writes
    // exists), moves a, then asks again; the third writes d.
    await put('a', 'fizz');
    await put('b', 'fizz');
    await put('c', 'plain');
    await census();
    await put('e', 'plain');
    await census();
    await events.append('member-a', [{ type: 'Move', data: { id: 'a', group: 'plain' } }]);
    await census();
    await put('d', 'fizz');
    await census();
    await replay(events, docs, [groups], logger, undefined, undefined, { batchSize: 4 });
    expect(await docs.collection('counts').find({}, { sort: [['_position', 'asc']] })).toEqual([
      { id: 'c4', fizz: 2, ids: ['a', 'b'], _position: 4 },
      { id: 'c6', fizz: 2, ids: ['a', 'b'], _position: 6 },
      { id: 'c8', fizz: 1, ids: ['b'], _position: 8 },
      { id: 'c10', fizz: 2, ids: ['b', 'd'], _position: 10 },
    ]);
  });

  test('queries over writes not yet committed are answered without committing them', async () => {
    await history(events, 60);
    // Transactions that write the projection's documents, wherever the rebuild puts them (its new generation).
    let bulks = 0;
    const counted = (store: DocumentStore): DocumentStore =>
      Object.assign(Object.create(store) as DocumentStore, {
        bulkWrite: (ops: WriteOp[]) => {
          // The generation's collection, by its own name or (in a bulk shared with other projections) as `censuses@{generation}`.
          if (ops.some((op) => op.collection === 'censuses' || op.collection.startsWith('censuses@'))) bulks += 1;
          return store.bulkWrite(ops);
        },
        pinned: (collections: string[], generation: string) => counted(store.pinned(collections, generation)),
      });
    // Projected batch by batch (a catch-up, as live projection does; a replay is a bulk load instead).
    const runner = new ProjectionRunner(events, counted(docs), [census], logger, new PersonalDataVault(docs), undefined, { batchSize: 1000 });
    await runner.runUntil(await events.headPosition());
    // The whole history in one transaction, though it asked 8 censuses.
    expect(bulks).toBe(1);
    expect(await docs.collection('censuses').count()).toBe(8);
  });

  test('a projection that throws stops just before that event with the events before it kept, while the others reach the head', async () => {
    await history(events, 30);
    const fragile = tallyOf('fragile', 'fragile', 20);
    const runner = new ProjectionRunner(events, docs, [fragile, tally], logger, new PersonalDataVault(docs), undefined, { batchSize: 500 });
    await runner.runUntil(await events.headPosition());

    const tick20 = (await events.readAll()).find((e) => e.type === 'Tick' && (e.data as { n: number }).n === 20)!;
    expect(runner.status()).toEqual([
      { name: 'fragile', running: false, error: 'cannot project tick 20' },
      { name: 'tally', running: false, error: undefined },
    ]);
    expect(await checkpoint(docs, 'fragile')).toBe(tick20.position - 1);
    expect(await docs.collection('fragile').get('total')).toMatchObject({ count: 19, last: 19 });
    expect(await checkpoint(docs, 'tally')).toBe(await events.headPosition());
    expect(await docs.collection('tallies').get('total')).toMatchObject({ count: 30 });
  });

  test('a projection with nothing to write still moves its checkpoint, and writes nothing else', async () => {
    await history(events, 10);
    await replay(events, docs, [idle, tally], logger, undefined, undefined, { batchSize: 4 });
    expect(await checkpoint(docs, 'idle')).toBe(await events.headPosition());
    expect(await docs.collection('idle').count()).toBe(0);
  });

  test('every batch of the log is read once for all projections', async () => {
    await history(events, 100); // 114 events
    let reads = 0;
    const counting: EventStore = Object.assign(Object.create(events) as EventStore, {
      readAll: (options: { after?: number; maxCount?: number }) => {
        reads += 1;
        return events.readAll(options);
      },
    });
    const runner = new ProjectionRunner(counting, docs, [tally, census, idle], logger, new PersonalDataVault(docs), undefined, { batchSize: 50 });
    await runner.runUntil(await events.headPosition());
    expect(reads).toBe(3);
    // A replay (a bulk load) reads it once too, in steps of its own size.
    reads = 0;
    await replay(counting, new SqliteDocumentStore(join(dir, 'replayed.db')), [tally, census, idle], logger, docs, undefined, { rebuild: { batchSize: 50 } });
    expect(reads).toBe(3);
  });

  test('a live event is projected at once, alone, without waiting for a batch to fill', async () => {
    await history(events, 5);
    const runner = new ProjectionRunner(events, docs, [tally, idle], logger, new PersonalDataVault(docs), undefined, { batchSize: 1000 });
    await runner.start();
    const { position } = await events.append('tick-6', [{ type: 'Tick', data: { n: 6 } }]);
    for (let i = 0; i < 200 && ((await checkpoint(docs, 'tally')) ?? 0) < position; i++) await new Promise((r) => setTimeout(r, 10));
    await runner.stop();
    expect(await checkpoint(docs, 'tally')).toBe(position);
    expect(await checkpoint(docs, 'idle')).toBe(position);
    expect(await docs.collection('tallies').get('total')).toMatchObject({ count: 6, last: 6 });
  });

  test("a live event's writes of every projection and all their checkpoints are one transaction", async () => {
    await history(events, 5);
    let bulks = 0;
    const counting: DocumentStore = Object.assign(Object.create(docs) as DocumentStore, {
      bulkWrite: (ops: WriteOp[]) => {
        bulks += 1;
        return docs.bulkWrite(ops);
      },
    });
    const runner = new ProjectionRunner(events, counting, [tally, tallyOf('second', 'seconds'), idle], logger, new PersonalDataVault(docs), undefined, { batchSize: 1000 });
    await runner.start();
    await runner.reached(await events.headPosition(), 5000);
    bulks = 0;
    const { position } = await events.append('tick-6', [{ type: 'Tick', data: { n: 6 } }]);
    await runner.reached(position, 5000);
    const committed = bulks;
    await runner.stop();
    expect(committed).toBe(1);
    expect(await docs.collection('seconds').get('total')).toMatchObject({ count: 6, last: 6 });
    expect(await checkpoint(docs, 'idle')).toBe(position);
  });

  test('a write the store refuses stops only the projection that made it, though the others shared its transaction', async () => {
    await history(events, 10);
    const refusing: DocumentStore = Object.assign(Object.create(docs) as DocumentStore, {
      bulkWrite: (ops: WriteOp[]) => (ops.some((op) => op.collection === 'fragile') ? Promise.reject(new Error('refused by the store')) : docs.bulkWrite(ops)),
    });
    const runner = new ProjectionRunner(events, refusing, [tally, tallyOf('fragile', 'fragile'), idle], logger, new PersonalDataVault(docs), undefined, { batchSize: 4 });
    await runner.runUntil(await events.headPosition());
    expect(runner.status().map((s) => [s.name, s.error])).toEqual([
      ['tally', undefined],
      ['fragile', 'refused by the store'],
      ['idle', undefined],
    ]);
    expect(await docs.collection('tallies').get('total')).toMatchObject({ count: 10 });
    expect(await checkpoint(docs, 'idle')).toBe(await events.headPosition());
    expect(await docs.collection('fragile').count()).toBe(0);
  });

  test('projections that start from different checkpoints each go on from their own', async () => {
    await history(events, 20);
    await replay(events, docs, [tally], logger);
    await history(events, 3); // ticks 1 to 3 again: the tally counts 23
    // The census is new: it starts from the beginning while the tally resumes where it was.
    const runner = new ProjectionRunner(events, docs, [tally, census], logger, new PersonalDataVault(docs), undefined, { batchSize: 7 });
    await runner.runUntil(await events.headPosition());
    expect(await docs.collection('tallies').get('total')).toMatchObject({ count: 23, last: 3 });
    expect(await docs.collection('censuses').count()).toBe(2);
    expect(await checkpoint(docs, 'census')).toBe(await events.headPosition());
  });
});
