import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore, type EventStore, type RecordedEvent } from '@fie/stores';
import type { CommandDeps } from './deps';
import { loadState } from './streams';

type Counted = { count: number; last: string };
type Tick = { type: 'Ticked'; data: { label: string } };
const evolve = (state: Counted | undefined, event: Tick): Counted => ({ count: (state?.count ?? 0) + 1, last: event.data.label });

const dir = mkdtempSync(join(tmpdir(), 'fie-streams-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A store that counts the events it hands out, and a vault that opens nothing (no personal data here). */
function counting(store: EventStore) {
  const read = { events: 0 };
  const events = new Proxy(store, {
    get: (target, name) =>
      name === 'readStream'
        ? async (...args: Parameters<EventStore['readStream']>) => {
            const found = await target.readStream(...args);
            read.events += found.length;
            return found;
          }
        : Reflect.get(target, name),
  });
  const deps = { events, vault: { openAll: async (e: RecordedEvent[]) => e } } as unknown as Pick<CommandDeps, 'events' | 'vault'>;
  return { deps, read };
}
const tick = (label: string) => [{ type: 'Ticked', data: { label } }];

test('a stream folded once is read again only from the events appended since, whoever appended them', async () => {
  const store = new SqliteEventStore(join(dir, 'a.db'));
  const { deps, read } = counting(store);
  for (let i = 0; i < 50; i++) await store.append('ticks-1', tick(`t${i}`));
  expect(await loadState(deps, 'ticks-1', evolve)).toEqual({ state: { count: 50, last: 't49' }, revision: 49 });
  expect(read.events).toBe(50);
  // Another instance appends: this one reads those two events only, and folds them onto what it knew.
  await store.append('ticks-1', tick('t50'));
  await store.append('ticks-1', tick('t51'));
  expect(await loadState(deps, 'ticks-1', evolve)).toEqual({ state: { count: 52, last: 't51' }, revision: 51 });
  expect(read.events).toBe(52);
  expect(await loadState(deps, 'ticks-1', evolve)).toEqual({ state: { count: 52, last: 't51' }, revision: 51 });
  expect(read.events).toBe(52);
  expect(await loadState(deps, 'no-such-stream', evolve)).toEqual({ state: undefined, revision: 'no_stream' });
  await store.close();
});

test('two stores holding streams of the same name never share what was folded (two marketplaces in one process)', async () => {
  const first = new SqliteEventStore(join(dir, 'b.db'));
  const second = new SqliteEventStore(join(dir, 'c.db'));
  await first.append('settings', tick('first'));
  await second.append('settings', tick('second'));
  const plain = (events: EventStore) => ({ events, vault: { openAll: async (e: RecordedEvent[]) => e } }) as unknown as Pick<CommandDeps, 'events' | 'vault'>;
  expect((await loadState(plain(first), 'settings', evolve)).state).toEqual({ count: 1, last: 'first' });
  expect((await loadState(plain(second), 'settings', evolve)).state).toEqual({ count: 1, last: 'second' });
  await first.close();
  await second.close();
});
