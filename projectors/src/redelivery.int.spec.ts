import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHECKPOINTS, createLogger, PersonalDataVault } from '@fie/platform';
import { SqliteDocumentStore, SqliteEventStore, SqliteSearchIndex, type DocumentStore, type WriteOp } from '@fie/stores';
import { allProjections } from './all-projections';
import type { Projection } from './projection';
import { replay } from './replay';
import { ProjectionRunner } from './runtime';

const logger = createLogger('silent');
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'fie-redelivery-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Sign-ups, confirmations and contact messages: counters (event types, daily counts) double if an event is applied twice. */
async function writeHistory(events: SqliteEventStore, people: number) {
  for (let i = 0; i < people; i++) {
    const userId = `u${i}`;
    const at = new Date(Date.UTC(2026, 10, 1, 8, i)).toISOString();
    await events.append(`user-${userId}`, [
      { type: 'UserSignedUp', data: { userId, firstName: `Ama${i}`, lastName: 'Mensah', email: `ama${i}@example.com`, phone: '+233244123456', userType: 'seeker', passwordHash: 'h', signedUpAt: at } },
      { type: 'ConfirmationCodeIssued', data: { userId, codeHash: 'c', destination: `ama${i}@example.com`, issuedAt: at, expiresAt: at } },
    ]);
    if (i % 2 === 0) await events.append(`user-${userId}`, [{ type: 'UserConfirmed', data: { userId, confirmedAt: at } }]);
    await events.append(`contact-m${i}`, [{ type: 'ContactMessageReceived', data: { messageId: `m${i}`, name: 'Kofi', email: 'k@example.com', subject: '', message: 'Hello there, team', receivedAt: at } }]);
  }
}

/**
 * A projection with no guard of its own (its writes carry no position): it counts every event it is handed,
 * so only the runtime's checkpoint guard keeps a repeat from counting twice.
 */
const counting: Projection = {
  name: 'counting',
  version: 1,
  collections: ['counted'],
  async project(_event, docs) {
    const counted = await docs.collection<{ id: string; events: number }>('counted').get('all');
    return [{ op: 'upsert', collection: 'counted', doc: { id: 'all', events: (counted?.events ?? 0) + 1 } }];
  },
};

async function untilCaughtUp(docs: DocumentStore, head: number, projections = allProjections) {
  for (let i = 0; i < 1000; i++) {
    const cps = await docs.collection<{ id: string; position: number }>(CHECKPOINTS).find({});
    if (cps.length === projections.length && cps.every((c) => c.position >= head)) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('projections did not catch up');
}

async function snapshot(docs: DocumentStore) {
  const out: Record<string, unknown[]> = {};
  for (const p of allProjections) for (const c of p.collections) out[c] = await docs.collection(c).find({}, { sort: [['id', 'asc']] });
  return out;
}

async function rebuild(events: SqliteEventStore, keys: DocumentStore) {
  const rebuilt = new SqliteDocumentStore(join(dir, 'rebuilt.db'));
  await replay(events, rebuilt, allProjections, logger, keys, new SqliteSearchIndex(join(dir, 'search-rebuilt.db')));
  const models = await snapshot(rebuilt);
  await rebuilt.close();
  return models;
}

/** A document store whose writes fail as SQLite's do on a full disk, while `full` is set. */
function fillable(store: SqliteDocumentStore) {
  const state = { full: false, refused: 0 };
  const refuse = () => {
    state.refused++;
    throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
  };
  // Everything else goes to the store as it is (a proxy, so the port can grow without this test knowing).
  const wrapped = new Proxy(store, {
    get(target, key) {
      if (key === 'bulkWrite') return async (ops: WriteOp[]) => (state.full ? refuse() : target.bulkWrite(ops));
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  }) as DocumentStore;
  return { store: wrapped, state };
}

// Each test projects the generated history twice (with the fault and cleanly) and compares every document: about
// a second alone, several when the machine's two cores are shared with CI's other suites.
jest.setTimeout(30_000);

describe('the projector runtime under faults', () => {
  test('events handed over twice (a tenth of them, live) leave the read models equal to a clean rebuild', async () => {
    const events = new SqliteEventStore(join(dir, 'events.db'));
    const live = new SqliteDocumentStore(join(dir, 'live.db'));
    const projections = [...allProjections, counting];
    const runner = new ProjectionRunner(events, live, projections, logger, new PersonalDataVault(live), new SqliteSearchIndex(join(dir, 'search-live.db')), { redeliver: { share: 0.1, seed: 7 } });
    await runner.start();
    await writeHistory(events, 40);
    const head = await events.headPosition();
    await untilCaughtUp(live, head, projections);
    await runner.stop();

    expect(await live.collection('counted').get('all')).toEqual({ id: 'all', events: head });
    const models = await snapshot(live);
    expect(models.users).toHaveLength(40);
    expect((models.daily_counts as { signups: number }[]).reduce((n, day) => n + day.signups, 0)).toBe(40);
    expect(await rebuild(events, live)).toEqual(models);
    await Promise.all([events.close(), live.close()]);
  });

  test('a full disk stalls the projections at their checkpoints; they catch up by themselves once it has room', async () => {
    const events = new SqliteEventStore(join(dir, 'events.db'));
    const docs = new SqliteDocumentStore(join(dir, 'live.db'));
    const disk = fillable(docs);
    const runner = new ProjectionRunner(events, disk.store, allProjections, logger, new PersonalDataVault(docs), new SqliteSearchIndex(join(dir, 'search-live.db')));
    await runner.start();
    await writeHistory(events, 5);
    await untilCaughtUp(docs, await events.headPosition());

    disk.state.full = true;
    await writeHistory(events, 10);
    for (let i = 0; i < 200 && disk.state.refused < 3; i++) await new Promise((r) => setTimeout(r, 20));
    expect(disk.state.refused).toBeGreaterThanOrEqual(3); // refused, then tried again
    expect(runner.status().filter((s) => s.error)).toEqual(allProjections.map(() => expect.objectContaining({ error: expect.stringMatching(/^waiting for storage: database or disk is full/) })));

    disk.state.full = false;
    await untilCaughtUp(docs, await events.headPosition());
    expect(runner.status().filter((s) => s.error)).toEqual([]);
    await runner.stop();
    expect(await rebuild(events, docs)).toEqual(await snapshot(docs));
    await Promise.all([events.close(), docs.close()]);
  });
});
