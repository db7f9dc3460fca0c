import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteDocumentStore, SqliteEventStore } from '@fie/stores';
import { MigrationInterrupted, MigrationMismatch, migrateEvents } from './migrate';

/**
 * The migration through the event-store port, embedded to embedded (no KurrentDB runs here; the target is only
 * ever used through the same port, and the KurrentDB adapter passes the same contract suite where an engine runs).
 */
const dir = mkdtempSync(join(tmpdir(), 'fie-migrate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function sourceLog(file: string) {
  const events = new SqliteEventStore(file);
  // Interleaved streams, so runs of one stream are short and the $all order matters.
  for (let i = 0; i < 120; i++) {
    await events.append(`listing-${i % 7}`, [{ type: 'ListingUpdated', data: { n: i, title: `House ${i}` }, metadata: { by: `user-${i % 3}` } }]);
    if (i % 10 === 0) await events.append(`user-${i}`, [{ type: 'UserSignedUp', data: { i } }, { type: 'UserConfirmed', data: { i } }]);
  }
  return events;
}

test('an interrupted migration resumes where it stopped, and the target then holds every stream with the same ids, order and content', async () => {
  const from = await sourceLog(join(dir, 'source.db'));
  const to = new SqliteEventStore(join(dir, 'target.db'));
  const progressFile = join(dir, 'progress.json');
  await expect(migrateEvents(from, to, { progressFile, batchSize: 25, stopAfterBatches: 2 })).rejects.toThrow(MigrationInterrupted);
  expect(await to.headPosition()).toBe(50);

  const keysFrom = new SqliteDocumentStore(join(dir, 'source-docs.db'));
  const keysTo = new SqliteDocumentStore(join(dir, 'target-docs.db'));
  await keysFrom.bulkWrite([{ op: 'upsert', collection: '_vault', doc: { id: 'user-1', key: 'a2V5', createdAt: '2026-01-01' } }]);
  const report = await migrateEvents(from, to, { progressFile, batchSize: 25, vault: { from: keysFrom, to: keysTo } });
  expect(report).toMatchObject({ resumedFrom: 50, head: 144, copied: 144, streams: 19, events: 144, vaultKeys: 1 });
  expect(await to.headPosition()).toBe(144);
  const [a, b] = [await from.readAll({ maxCount: 1000 }), await to.readAll({ maxCount: 1000 })];
  expect(b.map((e) => [e.id, e.streamId, e.revision, e.type, e.data])).toEqual(a.map((e) => [e.id, e.streamId, e.revision, e.type, e.data]));
  expect(b[0]!.metadata).toEqual({ ...a[0]!.metadata, migratedCreatedAt: a[0]!.createdAt });
  expect(await keysTo.collection('_vault').get('user-1')).toMatchObject({ key: 'a2V5' });
  await Promise.all([from.close(), to.close(), keysFrom.close(), keysTo.close()]);
});

test('a batch that reached the target before the interruption is appended again without duplicates', async () => {
  const from = await sourceLog(join(dir, 'source2.db'));
  const to = new SqliteEventStore(join(dir, 'target2.db'));
  const progressFile = join(dir, 'progress2.json');
  await migrateEvents(from, to, { progressFile, batchSize: 40, stopAfterBatches: 1 }).catch(() => undefined);
  // As if the process died after appending the next batch but before writing its progress.
  const early = await from.readAll({ after: 40, maxCount: 40 });
  for (const e of early) await to.append(e.streamId, [{ id: e.id, type: e.type, data: e.data, metadata: { ...e.metadata, migratedCreatedAt: e.createdAt } }], { expectedRevision: e.revision === 0 ? 'no_stream' : e.revision - 1 });
  const report = await migrateEvents(from, to, { progressFile, batchSize: 40 });
  expect(report.events).toBe(144);
  expect(await to.headPosition()).toBe(144);
  await Promise.all([from.close(), to.close()]);
});

test('a target that already holds other events is refused, and one that gained events the source lacks fails the verification, naming the stream', async () => {
  const from = await sourceLog(join(dir, 'source3.db'));
  const occupied = new SqliteEventStore(join(dir, 'target3.db'));
  await occupied.append('listing-0', [{ type: 'ListingUpdated', data: { n: -1 } }]);
  await expect(migrateEvents(from, occupied, { progressFile: join(dir, 'progress3.json') })).rejects.toThrow('Stream listing-0 is at 0, not at the expected no_stream');

  const to = new SqliteEventStore(join(dir, 'target4.db'));
  await migrateEvents(from, to, { progressFile: join(dir, 'progress4.json') });
  // An event appended to the source after a run is copied by the next one.
  await from.append('listing-3', [{ type: 'ListingUpdated', data: { late: true } }]);
  expect((await migrateEvents(from, to, { progressFile: join(dir, 'progress4.json') })).events).toBe(145);
  await to.append('listing-3', [{ type: 'ListingUpdated', data: { written: 'to the target directly' } }]);
  const verified = migrateEvents(from, to, { progressFile: join(dir, 'progress4.json') });
  await expect(verified).rejects.toThrow(MigrationMismatch);
  await expect(migrateEvents(from, to, { progressFile: join(dir, 'progress4.json') })).rejects.toThrow('stream listing-3: 18 events in the source, 19 in the target');
  await Promise.all([from.close(), occupied.close(), to.close()]);
});
