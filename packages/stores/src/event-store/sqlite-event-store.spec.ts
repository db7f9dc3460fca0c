import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeEventStoreContract } from './event-store.contract';
import { SqliteEventStore } from './sqlite-event-store';

const dir = mkdtempSync(join(tmpdir(), 'fie-events-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describeEventStoreContract('sqlite (embedded)', async () => new SqliteEventStore(join(dir, 'events.db')));

test('two embedded stores have two identities, and a store keeps its own across opening it again', async () => {
  const folder = mkdtempSync(join(dir, 'identity-'));
  const a = new SqliteEventStore(join(folder, 'a.db'));
  const b = new SqliteEventStore(join(folder, 'b.db'));
  const first = await a.identity();
  expect(await b.identity()).not.toBe(first);
  await a.close();
  const again = new SqliteEventStore(join(folder, 'a.db'));
  expect(await again.identity()).toBe(first);
  await Promise.all([again.close(), b.close()]);
});
