import type { RecordedEvent, SubscribeOptions } from '@fie/stores';
import { LogFollower } from './log-reactor';

/** A log of `head` events already there, whose subscription the test feeds by hand, and one collection of checkpoints. */
function world(head: number, checkpoint?: number) {
  const saved = new Map<string, { id: string; position: number }>(checkpoint === undefined ? [] : [['r', { id: 'r', position: checkpoint }]]);
  const writes: number[] = [];
  let subscribed: SubscribeOptions | undefined;
  const deps = {
    logger: { error: () => undefined },
    documents: {
      collection: () => ({
        get: async (id: string) => saved.get(id),
        upsert: async (doc: { id: string; position: number }) => {
          saved.set(doc.id, doc);
          writes.push(doc.position);
        },
      }),
    },
    events: {
      headPosition: async () => head,
      subscribeToAll: (options: SubscribeOptions) => {
        subscribed = options;
        return { stop: async () => undefined };
      },
    },
  } as unknown as ConstructorParameters<typeof LogFollower>[0];
  const feed = async (position: number, type = 'Other') => subscribed!.onEvent({ position, type, data: {} } as RecordedEvent);
  return { deps, writes, saved, after: () => subscribed!.after, feed };
}

describe('a reactor’s place on the log', () => {
  test('on its first start it begins at the head of the log and saves that place; after a restart, where it saved', async () => {
    const first = world(40);
    await new LogFollower(first.deps, 'r', 'stopped').start(async () => false);
    expect(first.after()).toBe(40);
    expect(first.writes).toEqual([40]);

    const again = world(90, 55);
    await new LogFollower(again.deps, 'r', 'stopped').start(async () => false);
    expect(again.after()).toBe(55);
    expect(again.writes).toEqual([]);
  });

  test('it saves after each event it acted on, and otherwise only every thousand events', async () => {
    const w = world(0, 0);
    await new LogFollower(w.deps, 'r', 'stopped').start(async (event: RecordedEvent) => event.type === 'Wanted');
    await w.feed(1);
    await w.feed(2, 'Wanted');
    await w.feed(500);
    await w.feed(1002);
    await w.feed(1003);
    await w.feed(1004);
    expect(w.writes).toEqual([2, 1003]);
    expect(w.saved.get('r')).toEqual({ id: 'r', position: 1003 });
  });
});
