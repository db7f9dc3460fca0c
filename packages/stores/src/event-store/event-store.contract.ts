import { randomUUID } from 'node:crypto';
import { contractSubject, type MakeSubject } from '../contract-harness';
import { START, WrongExpectedRevisionError, type EventStore, type RecordedEvent } from './port';

/**
 * The one contract every event store adapter passes. `make` returns a fresh, empty store, or is
 * `{ skip: reason }` when the engine is not named here: the suite is then skipped, with the reason in its
 * title (see contract-harness.ts). A named engine that does not answer makes `make` throw, failing the suite.
 */
export function describeEventStoreContract(adapter: string, make: MakeSubject<EventStore>) {
  const harness = contractSubject(make);
  const s = harness.get;
  const stream = () => `test-${randomUUID()}`;

  harness.describe(`event store contract: ${adapter}`, () => {
    it('appends to a new stream with expected revision no_stream and reads it back in order', async () => {
      const id = stream();
      const result = await s().append(id, [{ type: 'A', data: { n: 1 } }, { type: 'B', data: { n: 2 } }], { expectedRevision: 'no_stream' });
      expect(result.nextExpectedRevision).toBe(1);
      const events = await s().readStream(id);
      expect(events.map((e) => [e.type, e.revision, e.data])).toEqual([['A', 0, { n: 1 }], ['B', 1, { n: 2 }]]);
      expect(events[1]!.position).toBe(result.position);
      expect(events[0]!.position).toBeLessThan(events[1]!.position);
      expect(Date.parse(events[0]!.createdAt)).not.toBeNaN();
    });

    it('has an identity of its own, the same at every call', async () => {
      const identity = await s().identity();
      expect(identity).toMatch(/^[0-9a-f-]{36}$/);
      expect(await s().identity()).toBe(identity);
    });

    it('keeps metadata with the event', async () => {
      const id = stream();
      await s().append(id, [{ type: 'A', data: {}, metadata: { correlationId: 'c-1', actor: 'user-1' } }]);
      const [event] = await s().readStream(id);
      expect(event!.metadata).toMatchObject({ correlationId: 'c-1', actor: 'user-1' });
    });

    it('rejects an append whose expected revision does not match, and writes nothing', async () => {
      const id = stream();
      await s().append(id, [{ type: 'A', data: {} }], { expectedRevision: 'no_stream' });
      await expect(s().append(id, [{ type: 'B', data: {} }], { expectedRevision: 5 })).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(s().append(id, [{ type: 'B', data: {} }], { expectedRevision: 'no_stream' })).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      expect((await s().readStream(id)).map((e) => e.type)).toEqual(['A']);
    });

    it('rejects stream_exists on a missing stream and accepts a matching numeric revision', async () => {
      const id = stream();
      await expect(s().append(id, [{ type: 'A', data: {} }], { expectedRevision: 'stream_exists' })).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await s().append(id, [{ type: 'A', data: {} }], { expectedRevision: 'any' });
      const result = await s().append(id, [{ type: 'B', data: {} }], { expectedRevision: 0 });
      expect(result.nextExpectedRevision).toBe(1);
    });

    it('lets only one of two racing appends at the same revision win', async () => {
      const id = stream();
      await s().append(id, [{ type: 'A', data: {} }]);
      const results = await Promise.allSettled([
        s().append(id, [{ type: 'B1', data: {} }], { expectedRevision: 0 }),
        s().append(id, [{ type: 'B2', data: {} }], { expectedRevision: 0 }),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(await s().readStream(id)).toHaveLength(2);
    });

    it('treats a repeated append of the same event ids as a success that writes nothing', async () => {
      const id = stream();
      const events = [{ id: randomUUID(), type: 'A', data: {} }, { id: randomUUID(), type: 'B', data: {} }];
      const first = await s().append(id, events, { expectedRevision: 'no_stream' });
      const again = await s().append(id, events, { expectedRevision: 'no_stream' });
      expect(again.nextExpectedRevision).toBe(first.nextExpectedRevision);
      expect(await s().readStream(id)).toHaveLength(2);
    });

    it('answers an empty list for a stream that does not exist', async () => {
      expect(await s().readStream(stream())).toEqual([]);
    });

    it('reads a stream from a revision with a maximum count', async () => {
      const id = stream();
      await s().append(id, [0, 1, 2, 3].map((n) => ({ type: 'N', data: { n } })));
      const events = await s().readStream(id, { fromRevision: 1, maxCount: 2 });
      expect(events.map((e) => (e.data as { n: number }).n)).toEqual([1, 2]);
    });

    it('reads $all after a position, exclusively, in commit order', async () => {
      const id = stream();
      const before = await s().headPosition();
      await s().append(id, [{ type: 'X', data: { n: 1 } }]);
      await s().append(id, [{ type: 'X', data: { n: 2 } }]);
      const all = (await s().readAll({ after: before })).filter((e) => e.streamId === id);
      expect(all.map((e) => (e.data as { n: number }).n)).toEqual([1, 2]);
      const afterFirst = (await s().readAll({ after: all[0]!.position })).filter((e) => e.streamId === id);
      expect(afterFirst.map((e) => (e.data as { n: number }).n)).toEqual([2]);
      expect(await s().headPosition()).toBeGreaterThanOrEqual(all[1]!.position);
      expect(START).toBeLessThan(all[0]!.position);
    });

    it('catches a subscriber up, then delivers new events live, and stops when asked', async () => {
      const id = stream();
      const from = await s().headPosition();
      await s().append(id, [{ type: 'Old', data: {} }]);
      const seen: RecordedEvent[] = [];
      let caughtUp = false;
      const live = new Promise<void>((resolve) => {
        const sub = s().subscribeToAll({
          after: from,
          onCaughtUp: () => {
            caughtUp = true;
          },
          onEvent: async (event) => {
            if (event.streamId !== id) return;
            seen.push(event);
            if (event.type === 'New') {
              await sub.stop().catch(() => undefined);
              resolve();
            }
          },
        });
      });
      await waitFor(() => caughtUp);
      await s().append(id, [{ type: 'New', data: {} }]);
      await live;
      expect(seen.map((e) => e.type)).toEqual(['Old', 'New']);
    });
  });
}

async function waitFor(condition: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}
