import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, PersonalDataVault } from '@fie/platform';
import { PROJECTIONS, type ProjectionStatusView } from '@fie/read-models';
import { GENERATION_TTL_MS, SqliteDocumentStore, SqliteEventStore, SqliteSearchIndex, type DocumentStore } from '@fie/stores';
import { allProjections } from './all-projections';
import { replay } from './replay';
import { ProjectionRunner } from './runtime';

/**
 * Blue/green rebuilds: a projection rebuilt while the marketplace runs is built as a new generation beside the
 * live one, which keeps serving (and following the log) until the new one has caught up and is switched to.
 */
const logger = createLogger('silent');
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'fie-rebuild-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const contact = (i: number) => ({ type: 'ContactMessageReceived', data: { messageId: `m${i}`, name: 'Kofi', email: 'kofi@example.com', subject: '', message: `Message number ${i}`, receivedAt: 'x' } });
async function messages(events: SqliteEventStore, from: number, to: number) {
  for (let i = from; i < to; i++) await events.append(`contact-m${i}`, [contact(i)]);
}
const until = async (check: () => Promise<boolean>, what: string) => {
  for (let i = 0; i < 1000; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`gave up waiting for ${what}`);
};
async function snapshot(docs: DocumentStore) {
  const out: Record<string, unknown[]> = {};
  for (const p of allProjections) for (const c of p.collections) out[c] = await docs.collection(c).find({}, { sort: [['id', 'asc']] });
  return out;
}

test('a rebuild serves the old read model until the switch, loses no event appended meanwhile, and ends equal to a clean replay', async () => {
  const events = new SqliteEventStore(join(dir, 'events.db'));
  const docs = new SqliteDocumentStore(join(dir, 'docs.db'));
  await messages(events, 0, 600);
  // Small batches, so the rebuild takes many steps and the test sees it under way.
  const runner = new ProjectionRunner(events, docs, allProjections, logger, new PersonalDataVault(docs), new SqliteSearchIndex(join(dir, 'search.db')), { batchSize: 20, retireAfterMs: 0 });
  await runner.start();
  const contacts = docs.collection('contact_messages');
  await until(async () => (await contacts.count()) === 600, 'the first catch-up');

  const rebuilt = runner.rebuild('contact-messages', { requestedBy: 'test', reason: 'a test of blue/green' });
  let sawItUnderWay = false;
  // While it rebuilds, the live read model is whole, and new messages still reach it.
  for (let i = 600; !sawItUnderWay || i < 650; i++) {
    const status = runner.status().find((s) => s.name === 'contact-messages')!;
    if (status.rebuilding) {
      sawItUnderWay = true;
      expect(await contacts.count()).toBeGreaterThanOrEqual(600);
    }
    await events.append(`contact-m${i}`, [contact(i)]);
    if (i > 2000) break;
  }
  expect(sawItUnderWay).toBe(true);
  await rebuilt;
  const head = await events.headPosition();
  await until(async () => (await contacts.count()) === head - 0, 'the switched read model to have every message');
  const pointer = (await docs.generations()).find((p) => p.id === 'contact-messages');
  expect(pointer?.generation).toMatch(/^v\d+g1$/);
  const monitor = await docs.collection<ProjectionStatusView>(PROJECTIONS).get('contact-messages');
  expect(monitor?.lastRebuild).toMatchObject({ outcome: 'switched', requestedBy: 'test', reason: 'a test of blue/green' });
  await runner.stop();

  const clean = new SqliteDocumentStore(join(dir, 'clean.db'));
  await replay(events, clean, allProjections, logger, docs, new SqliteSearchIndex(join(dir, 'clean-search.db')));
  expect(await snapshot(docs)).toEqual(await snapshot(clean));
  await Promise.all([events.close(), docs.close(), clean.close()]);
}, 60_000);

/** A projection that takes a while per event, so a test sees its rebuild under way. */
const slowed = (name: string, version?: number) =>
  allProjections.map((p) =>
    p.name === name
      ? {
          ...p,
          version: version ?? p.version,
          project: async (event: Parameters<typeof p.project>[0], docs: Parameters<typeof p.project>[1]) => {
            await new Promise((r) => setTimeout(r, 2));
            return p.project(event, docs);
          },
        }
      : p,
  );

test('a rebuild stopped during its bulk load starts again cleanly at the next start, and the live read model served throughout', async () => {
  const events = new SqliteEventStore(join(dir, 'events.db'));
  const docs = new SqliteDocumentStore(join(dir, 'docs.db'));
  await messages(events, 0, 800);
  const first = new ProjectionRunner(events, docs, slowed('contact-messages'), logger, new PersonalDataVault(docs), new SqliteSearchIndex(join(dir, 'search.db')), { batchSize: 10, retireAfterMs: 0, rebuild: { batchSize: 20 } });
  await first.start();
  await until(async () => (await docs.collection('contact_messages').count()) === 800, 'the first catch-up');
  void first.rebuild('contact-messages', { requestedBy: 'test', reason: 'stopped half-way' }).catch(() => undefined);
  await until(async () => (first.status().find((s) => s.name === 'contact-messages')?.rebuilding?.position ?? 0) > 100, 'the rebuild to be under way');
  await first.stop();
  const monitor = await docs.collection<ProjectionStatusView>(PROJECTIONS).get('contact-messages');
  expect(monitor?.rebuild).toMatchObject({ phase: 'folding' });
  expect(monitor?.rebuild?.position).toBeGreaterThan(100);
  // Nothing of the half-done fold was written, and the live read model is whole.
  expect(await docs.collection(`contact_messages@${monitor!.rebuild!.generation}`).count()).toBe(0);
  expect(await docs.collection('contact_messages').count()).toBe(800);

  const second = new ProjectionRunner(events, docs, allProjections, logger, new PersonalDataVault(docs), new SqliteSearchIndex(join(dir, 'search.db')), { batchSize: 50, retireAfterMs: 0 });
  await second.start();
  await until(async () => !!(await docs.generations()).find((p) => p.id === 'contact-messages'), 'the rebuild, started again, to switch');
  expect(await docs.collection('contact_messages').count()).toBe(800);
  const after = await docs.collection<ProjectionStatusView>(PROJECTIONS).get('contact-messages');
  expect(after?.lastRebuild).toMatchObject({ outcome: 'switched', requestedBy: 'test', reason: 'stopped half-way' });
  await second.stop();
  await Promise.all([events.close(), docs.close()]);
}, 60_000);

test("a projection whose version changed is rebuilt at start beside the live read model, which keeps serving until the switch", async () => {
  const events = new SqliteEventStore(join(dir, 'events.db'));
  const docs = new SqliteDocumentStore(join(dir, 'docs.db'));
  await messages(events, 0, 1500);
  const first = new ProjectionRunner(events, docs, allProjections, logger, new PersonalDataVault(docs), new SqliteSearchIndex(join(dir, 'search.db')), { retireAfterMs: 0 });
  await first.start();
  const contacts = docs.collection('contact_messages');
  await until(async () => (await contacts.count()) === 1500, 'the first catch-up');
  await first.stop();

  const old = allProjections.find((p) => p.name === 'contact-messages')!;
  // Slowed, in small steps, so the test sees the rebuild under way.
  const second = new ProjectionRunner(events, docs, slowed('contact-messages', old.version + 1), logger, new PersonalDataVault(docs), new SqliteSearchIndex(join(dir, 'search.db')), { batchSize: 5, retireAfterMs: 0, rebuild: { batchSize: 25 } });
  await second.start();
  const status = () => second.status().find((s) => s.name === 'contact-messages')!;
  await until(async () => (status().rebuilding?.position ?? 0) > 50, 'the rebuild to be under way');
  // The live read model is whole while the new version is built, and still follows the log.
  expect(await contacts.count()).toBe(1500);
  await messages(events, 1500, 1510);
  await until(async () => !!(await docs.generations()).find((p) => p.id === 'contact-messages'), 'the switch');
  expect((await docs.generations()).find((p) => p.id === 'contact-messages')?.generation).toMatch(new RegExp(`^v${old.version + 1}g`));
  await until(async () => (await contacts.count()) === 1510, 'the new generation to have every message');
  const monitor = await docs.collection<ProjectionStatusView>(PROJECTIONS).get('contact-messages');
  expect(monitor?.lastRebuild).toMatchObject({ outcome: 'switched', requestedBy: 'version-change' });
  await second.stop();
  await Promise.all([events.close(), docs.close()]);
}, 60_000);

test('checkpoints name their event store: on another store (after a migration) every projection is rebuilt from it, and a checkpoint never moves backwards', async () => {
  const first = new SqliteEventStore(join(dir, 'first.db'));
  const docs = new SqliteDocumentStore(join(dir, 'docs.db'));
  await messages(first, 0, 40);
  const a = new ProjectionRunner(first, docs, allProjections, logger, new PersonalDataVault(docs), new SqliteSearchIndex(join(dir, 'search.db')), { retireAfterMs: 0 });
  await a.start();
  await until(async () => (await docs.collection('contact_messages').count()) === 40, 'the first catch-up');
  await a.stop();
  const checkpoints = docs.collection<{ id: string; position: number; store?: string }>('_checkpoints');
  expect((await checkpoints.get('contact-messages'))?.store).toBe(await first.identity());
  // A late write of an older position (a process that lost its lease) changes nothing.
  await docs.bulkWrite([{ op: 'upsert', collection: '_checkpoints', doc: { id: 'contact-messages', position: 3, version: 1, updatedAt: 'x' }, position: 3 }]);
  expect((await checkpoints.get('contact-messages'))?.position).toBe(40);

  // The same log in another store, at other positions: an unrelated stream first, then the messages.
  const second = new SqliteEventStore(join(dir, 'second.db'));
  for (let i = 0; i < 5; i++) await second.append(`other-${i}`, [{ type: 'SomethingElse', data: {} }]);
  await messages(second, 0, 40);
  const b = new ProjectionRunner(second, docs, allProjections, logger, new PersonalDataVault(docs), new SqliteSearchIndex(join(dir, 'search.db')), { retireAfterMs: 0 });
  await b.start();
  const secondStore = await second.identity();
  await until(async () => (await checkpoints.find({})).filter((c) => allProjections.some((p) => p.name === c.id)).every((c) => c.store === secondStore && c.position === 45), 'every projection to switch to the new store');
  const monitor = await docs.collection<ProjectionStatusView>(PROJECTIONS).get('contact-messages');
  expect(monitor?.lastRebuild).toMatchObject({ outcome: 'switched', requestedBy: 'store-change' });
  expect((await checkpoints.get('contact-messages'))?.store).toBe(await second.identity());
  expect(await docs.collection('contact_messages').count()).toBe(40);
  await second.append('contact-late', [contact(99)]);
  await until(async () => (await docs.collection('contact_messages').count()) === 41, 'the new store to be followed');
  await b.stop();
  await Promise.all([first.close(), second.close(), docs.close()]);
}, 60_000);

test('a replay beside a running marketplace keeps the old generation until the marketplace has stopped reading it, and ends once it is dropped', async () => {
  const events = new SqliteEventStore(join(dir, 'events.db'));
  await messages(events, 0, 40);
  const docs = new SqliteDocumentStore(join(dir, 'docs.db'));
  const contactMessages = allProjections.filter((p) => p.name === 'contact-messages');
  await replay(events, docs, contactMessages, logger);
  // The marketplace: its own connection, which trusts the generation pointers it read for GENERATION_TTL_MS.
  const marketplace = new SqliteDocumentStore(join(dir, 'docs.db'));
  const served = marketplace.collection('contact_messages');
  let failures = 0;
  let replaying = true;
  const reader = (async () => {
    while (replaying) {
      // Nothing it reads may fail: not before the switch, nor in the second its pointers are older than the switch.
      await served.count().catch(() => (failures += 1));
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  const retireAfterMs = 2 * GENERATION_TTL_MS;
  const started = Date.now();
  await replay(events, docs, contactMessages, logger, undefined, undefined, { retireAfterMs });
  replaying = false;
  await reader;
  expect(failures).toBe(0);
  expect(Date.now() - started).toBeGreaterThanOrEqual(retireAfterMs);
  // Ended once the old generation was dropped: the file holds one generation of the projection's table.
  const tables = (docs.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'c_contact_messages%'").all() as { name: string }[]).map((t) => t.name);
  expect(tables).toHaveLength(1);
  expect(await served.count()).toBe(40);
  await Promise.all([events.close(), docs.close(), marketplace.close()]);
});
