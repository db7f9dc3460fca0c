import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHECKPOINTS, createLogger, PersonalDataVault } from '@fie/platform';
import { DAILY_COUNTS } from '@fie/read-models';
import { SqliteDocumentStore, SqliteEventStore, SqliteSearchIndex, type DocumentStore, type WriteOp } from '@fie/stores';
import { allProjections } from './all-projections';
import { replay } from './replay';
import { ProjectionRunner } from './runtime';

const logger = createLogger('silent');
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'fie-projectors-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A realistic history: sign-ups, wrong codes, confirmations, sign-ins, staff, contact messages. */
async function writeHistory(events: SqliteEventStore, people: number) {
  for (let i = 0; i < people; i++) {
    const userId = `u${i}`;
    const stream = `user-${userId}`;
    const at = new Date(Date.UTC(2026, 10, 1, 8, i)).toISOString();
    await events.append(stream, [
      { type: 'UserSignedUp', data: { userId, firstName: `Ama${i}`, lastName: 'Mensah', email: `ama${i}@example.com`, phone: '+233244123456', userType: 'seeker', passwordHash: 'h', signedUpAt: at } },
      { type: 'ConfirmationCodeIssued', data: { userId, codeHash: 'c', destination: `ama${i}@example.com`, issuedAt: at, expiresAt: at } },
    ]);
    if (i % 3 === 0) await events.append(stream, [{ type: 'ConfirmationCodeRejected', data: { userId, rejectedAt: at, reason: 'mismatch' } }]);
    if (i % 2 === 0) await events.append(stream, [{ type: 'UserConfirmed', data: { userId, confirmedAt: at } }, { type: 'UserSignedIn', data: { userId, signedInAt: at } }]);
  }
  await events.append('staff-s1', [{ type: 'StaffMemberAdded', data: { staffId: 's1', email: 'admin@fie.local', name: 'Administrator', role: 'administrator', passwordHash: 'h', addedAt: 'x', addedBy: 'first-start' } }]);
  await events.append('contact-m1', [{ type: 'ContactMessageReceived', data: { messageId: 'm1', name: 'Kofi', email: 'k@example.com', subject: '', message: 'Hello there, team', receivedAt: 'x' } }]);
  await events.append('settings-exchange-rate', [{ type: 'ExchangeRateSet', data: { usdToGhs: 16, setBy: 's1', setAt: 'x' } }]);
}

async function untilCaughtUp(docs: DocumentStore, head: number) {
  for (let i = 0; i < 500; i++) {
    const cps = await docs.collection<{ id: string; position: number }>(CHECKPOINTS).find({});
    if (cps.length === allProjections.length && cps.every((c) => c.position >= head)) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('projections did not catch up');
}

/** Every read model the projections own, without the runtime's bookkeeping. */
async function snapshot(docs: DocumentStore) {
  const out: Record<string, unknown[]> = {};
  for (const p of allProjections) {
    for (const c of p.collections) out[c] = await docs.collection(c).find({}, { sort: [['id', 'asc']] });
  }
  return out;
}

describe('the projector runtime', () => {
  test('tells a waiting command when every projection has committed its write, without polling; a position never reached times out', async () => {
    const events = new SqliteEventStore(join(dir, 'events.db'));
    const docs = new SqliteDocumentStore(join(dir, 'docs.db'));
    const runner = new ProjectionRunner(events, docs, allProjections, logger, new PersonalDataVault(docs), new SqliteSearchIndex(join(dir, 'search.db')));
    await runner.start();
    const { position } = await events.append('contact-m2', [{ type: 'ContactMessageReceived', data: { messageId: 'm2', name: 'Efua', email: 'e@example.com', subject: '', message: 'Is the shop still free?', receivedAt: 'x' } }]);
    expect(await runner.reached(position, 3000)).toBe(true);
    // Every checkpoint is there once it answers.
    const checkpoints = await docs.collection<{ id: string; position: number }>(CHECKPOINTS).find({});
    expect(checkpoints.length).toBe(allProjections.length);
    expect(checkpoints.every((c) => c.position >= position)).toBe(true);
    expect(await runner.reached(position + 1000, 50)).toBe(false);
    await runner.stop();
    await events.close();
    await docs.close();
  });

  test('builds read models live that are identical to a rebuild from position 0', async () => {
    const events = new SqliteEventStore(join(dir, 'events.db'));
    const live = new SqliteDocumentStore(join(dir, 'live.db'));
    const runner = new ProjectionRunner(events, live, allProjections, logger, new PersonalDataVault(live), new SqliteSearchIndex(join(dir, 'search-live.db')));
    await runner.start();
    await writeHistory(events, 30); // written while the projections follow live
    await untilCaughtUp(live, await events.headPosition());
    await runner.stop();

    const rebuilt = new SqliteDocumentStore(join(dir, 'rebuilt.db'));
    await replay(events, rebuilt, allProjections, logger, undefined, new SqliteSearchIndex(join(dir, 'search-rebuilt.db')));

    const a = await snapshot(live);
    expect(a.users).toHaveLength(30);
    // The event store is the event log's read model: read in place, counted with every append, never copied.
    expect((await events.table.typeCounts()).find((t) => t.type === 'UserSignedUp')!.count).toBe(30);
    expect(a.event_log).toEqual([]);
    // Two projections keep the rate, each its own copy: neither reads the other's collection.
    expect(a.settings).toEqual([expect.objectContaining({ id: 'exchange-rate', usdToGhs: 16 })]);
    expect(a.listing_rates).toEqual([expect.objectContaining({ usdToGhs: 16 })]);
    expect(await snapshot(rebuilt)).toEqual(a);
    await Promise.all([events.close(), live.close(), rebuilt.close()]);
  });

  test('a crash between an event\'s writes and its checkpoint neither loses nor doubles the effect', async () => {
    const events = new SqliteEventStore(join(dir, 'events.db'));
    await writeHistory(events, 16);
    const docs = new SqliteDocumentStore(join(dir, 'docs.db'));

    // The store "crashes" on the daily counts' 10th bulk of counter increments (3 events a batch, so in the
    // middle of the history): the increments land, the checkpoint does not. Replaying those events must not
    // count them twice.
    let increments = 0;
    const crashing: DocumentStore = Object.assign(Object.create(docs) as DocumentStore, {
      bulkWrite: async (ops: WriteOp[]) => {
        if (ops.some((op) => op.collection === DAILY_COUNTS && op.op === 'update')) increments += 1;
        if (increments === 10) {
          increments += 1;
          await docs.bulkWrite(ops.filter((op) => op.collection !== CHECKPOINTS));
          throw new Error('simulated crash before the checkpoint');
        }
        return docs.bulkWrite(ops);
      },
    });
    const first = new ProjectionRunner(events, crashing, allProjections, logger, new PersonalDataVault(crashing), new SqliteSearchIndex(join(dir, 'search-crashing.db')), { batchSize: 3 });
    await first.start();
    await new Promise((r) => setTimeout(r, 300));
    await first.stop();
    // The crash happened. The runner then committed each projection alone (a refused shared bulk does not stop
    // them all), so the daily counts' increments of that batch were offered twice; the position guard kept one.
    expect(increments).toBeGreaterThan(10);

    // Start again on the real store: the projection resumes from its checkpoint and replays that event.
    const second = new ProjectionRunner(events, docs, allProjections, logger, new PersonalDataVault(docs), new SqliteSearchIndex(join(dir, 'search-docs.db')));
    await second.start();
    await untilCaughtUp(docs, await events.headPosition());
    await second.stop();

    const rebuilt = new SqliteDocumentStore(join(dir, 'rebuilt.db'));
    await replay(events, rebuilt, allProjections, logger, undefined, new SqliteSearchIndex(join(dir, 'search-rebuilt.db')));
    expect(await snapshot(docs)).toEqual(await snapshot(rebuilt));
    await Promise.all([events.close(), docs.close(), rebuilt.close()]);
  });

  test('rebuilds a projection whose version changed', async () => {
    const events = new SqliteEventStore(join(dir, 'events.db'));
    await writeHistory(events, 3);
    const docs = new SqliteDocumentStore(join(dir, 'docs.db'));
    const runner = new ProjectionRunner(events, docs, allProjections, logger, new PersonalDataVault(docs), new SqliteSearchIndex(join(dir, 'search-docs.db')));
    await runner.start();
    await untilCaughtUp(docs, await events.headPosition());
    await runner.stop();
    await docs.collection('users').upsert({ id: 'stale', note: 'left by an older version' });

    const bumped = allProjections.map((p) => (p.name === 'users' ? { ...p, version: p.version + 1 } : p));
    const again = new ProjectionRunner(events, docs, bumped, logger, new PersonalDataVault(docs), new SqliteSearchIndex(join(dir, 'search-docs.db')));
    await again.start();
    // Rebuilt beside the live read model, which serves meanwhile; then switched to.
    for (let i = 0; i < 200 && (await docs.collection('users').get('stale')); i++) await new Promise((r) => setTimeout(r, 25));
    await untilCaughtUp(docs, await events.headPosition());
    await again.stop();
    expect(await docs.collection('users').get('stale')).toBeNull();
    expect(await docs.collection('users').count()).toBe(3);
    await Promise.all([events.close(), docs.close()]);
  });
});
