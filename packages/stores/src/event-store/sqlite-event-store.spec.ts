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

describe('the live tail is read once for every reader of this process', () => {
  test('readers asking for the same new events get the same frozen events, and a later append is seen at once', async () => {
    const store = new SqliteEventStore(join(mkdtempSync(join(dir, 'tail-')), 'events.db'));
    const { position } = await store.append('listing-1', [{ type: 'ListingCreated', data: { title: 'Chamber and hall', rooms: [1, 2] } }]);
    const [first] = await store.readAll({ after: position - 1, maxCount: 500 });
    const [second] = await store.readAll({ after: position - 1, maxCount: 2000 });
    expect(second).toBe(first);
    expect(await store.readAll({ after: position - 1, maxCount: 0 })).toEqual([]);
    expect(Object.isFrozen((first!.data as { rooms: number[] }).rooms)).toBe(true);

    await store.append('listing-1', [{ type: 'ListingUpdated', data: {} }]);
    expect((await store.readAll({ after: position - 1, maxCount: 500 })).map((e) => e.type)).toEqual(['ListingCreated', 'ListingUpdated']);
    await store.close();
  });

  test("another connection's append to the same file is seen by the next read", async () => {
    const file = join(mkdtempSync(join(dir, 'tail-')), 'events.db');
    const here = new SqliteEventStore(file);
    const there = new SqliteEventStore(file);
    await here.append('a', [{ type: 'Happened', data: {} }]);
    expect(await here.readAll()).toHaveLength(1);
    await there.append('b', [{ type: 'Happened', data: {} }]);
    expect(await here.readAll()).toHaveLength(2);
    await Promise.all([here.close(), there.close()]);
  });
});
