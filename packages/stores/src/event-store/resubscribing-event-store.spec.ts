import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventStore, RecordedEvent, SubscribeOptions } from './port';
import { ResubscribingEventStore } from './resubscribing-event-store';
import { SqliteEventStore } from './sqlite-event-store';
import { createSignal, pollingSubscription } from './subscription';

const dir = mkdtempSync(join(tmpdir(), 'fie-resubscribe-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The embedded store, but its subscriptions' reads fail at the reads named (as a dropped connection would). */
function droppingAt(store: SqliteEventStore, failingReads: number[]): EventStore {
  let reads = 0;
  const signal = createSignal();
  const reader = {
    readAll: async (options: { after?: number; maxCount?: number }) => {
      if (failingReads.includes(++reads)) throw new Error('14 UNAVAILABLE: Connection dropped');
      return store.readAll(options);
    },
  };
  return Object.assign(Object.create(store) as EventStore, {
    subscribeToAll: (options: SubscribeOptions) => pollingSubscription(reader, options, signal.listener(), 20),
  });
}

async function until(check: () => boolean | Promise<boolean>) {
  for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setTimeout(r, 10));
}

test('a subscription dropped mid-stream resubscribes from the last event handled: every event once, in order, and health says it while down', async () => {
  const store = new SqliteEventStore(join(dir, 'a.db'));
  for (let i = 0; i < 50; i++) await store.append(`s-${i % 5}`, [{ type: 'Happened', data: { i } }]);
  const healthWhileDown: string[] = [];
  const events: EventStore = new ResubscribingEventStore(droppingAt(store, [2, 4, 5]), {
    sleep: () => new Promise((r) => setTimeout(r, 5)),
    onDropped: () => void events.health().then((h) => healthWhileDown.push(`${h.ok} ${h.detail}`)),
  });
  const seen: number[] = [];
  const errors: unknown[] = [];
  const subscription = events.subscribeToAll({ after: 0, batchSize: 10, onEvent: async (e: RecordedEvent) => void seen.push(e.position), onError: (e) => errors.push(e) });
  await until(() => seen.length >= 50);
  await store.append('s-late', [{ type: 'Happened', data: { late: true } }]);
  await until(() => seen.length >= 51);
  expect(seen).toEqual(Array.from({ length: 51 }, (_, i) => i + 1));
  expect(errors).toEqual([]);
  await until(() => healthWhileDown.length >= 3);
  expect(healthWhileDown[0]).toMatch(/^false 1 subscription\(s\) dropped since .* \(14 UNAVAILABLE: Connection dropped\); resubscribing \(attempt 1\)$/);
  expect((await events.health()).ok).toBe(true);
  await subscription.stop();
  await store.close();
});

test("the subscriber's own error is not a dropped connection: it ends the subscription and reaches onError", async () => {
  const store = new SqliteEventStore(join(dir, 'b.db'));
  for (let i = 0; i < 5; i++) await store.append('s', [{ type: 'Happened', data: { i } }]);
  const events = new ResubscribingEventStore(store);
  const seen: number[] = [];
  const errors: string[] = [];
  events.subscribeToAll({
    after: 0,
    onEvent: async (e) => {
      if (e.position === 3) throw new Error('projection bug');
      seen.push(e.position);
    },
    onError: (e) => errors.push((e as Error).message),
  });
  await until(() => errors.length > 0);
  await new Promise((r) => setTimeout(r, 100));
  expect(seen).toEqual([1, 2]);
  expect(errors).toEqual(['projection bug']);
  expect((await events.health()).ok).toBe(true);
  await store.close();
});
