import type { RecordedEvent } from './port';
import { createSignal, pollingSubscription } from './subscription';

const event = (position: number): RecordedEvent => ({ id: `e${position}`, streamId: 's', revision: position - 1, position, type: 'T', data: {}, metadata: {}, createdAt: '2026-11-25T00:00:00.000Z' });
const log = [event(1), event(2), event(3)];
const full = () => Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });

async function until(check: () => boolean) {
  for (let i = 0; i < 300 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
}

describe('a polling subscription while its storage refuses', () => {
  test('tries a refused read again and goes on once the storage answers', async () => {
    let refusals = 2;
    const store = { readAll: async ({ after = 0 }) => (refusals-- > 0 ? Promise.reject(full()) : log.filter((e) => e.position > after)) };
    const seen: number[] = [];
    const errors: unknown[] = [];
    const sub = pollingSubscription(store, { after: 0, onEvent: async (e) => void seen.push(e.position), onError: (e) => errors.push(e) }, createSignal().listener(), 20);
    await until(() => seen.length === 3);
    await sub.stop();
    expect(seen).toEqual([1, 2, 3]);
    expect(errors).toEqual([]);
  });

  test('hands a refused event over again, and only then the next one', async () => {
    const store = { readAll: async ({ after = 0 }) => log.filter((e) => e.position > after) };
    const attempts: number[] = [];
    let refusals = 2;
    const sub = pollingSubscription(
      store,
      {
        after: 0,
        onEvent: async (e) => {
          attempts.push(e.position);
          if (e.position === 2 && refusals-- > 0) throw Object.assign(new Error('attempt to write a readonly database'), { code: 'SQLITE_READONLY' });
        },
      },
      createSignal().listener(),
      20,
    );
    await until(() => attempts.includes(3));
    await sub.stop();
    expect(attempts).toEqual([1, 2, 2, 2, 3]);
  });

  test('stops for good on any other error, and says so', async () => {
    const store = { readAll: async ({ after = 0 }) => log.filter((e) => e.position > after) };
    const errors: unknown[] = [];
    const seen: number[] = [];
    const sub = pollingSubscription(
      store,
      {
        after: 0,
        onEvent: async (e) => {
          seen.push(e.position);
          if (e.position === 2) throw new TypeError('a bug');
        },
        onError: (e) => errors.push(e),
      },
      createSignal().listener(),
      20,
    );
    await until(() => errors.length > 0);
    await new Promise((r) => setTimeout(r, 60));
    await sub.stop();
    expect(seen).toEqual([1, 2]);
    expect(errors).toEqual([expect.any(TypeError)]);
  });
});

describe('a polling subscription catching up', () => {
  test('lets the process answer between batches, though neither the reads nor the handler wait on I/O', async () => {
    const history = Array.from({ length: 30 }, (_, i) => event(i + 1));
    const store = { readAll: async ({ after = 0, maxCount = 500 }) => history.filter((e) => e.position > after).slice(0, maxCount) };
    const seen: number[] = [];
    let handledAtFirstTurn = -1;
    // Queued before the subscription starts: it runs at the event loop's first turn, as an HTTP request would.
    setImmediate(() => (handledAtFirstTurn = seen.length));
    const sub = pollingSubscription(store, { after: 0, batchSize: 10, onEvent: async (e) => void seen.push(e.position) }, createSignal().listener(), 20);
    await until(() => seen.length === 30);
    await sub.stop();
    // It ran after the first batch, not after the whole catch-up.
    expect(handledAtFirstTurn).toBe(10);
  });
});
