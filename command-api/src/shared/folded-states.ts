import { BoundedMap, type EventStore } from '@fie/stores';

/** How many streams' folded states one process keeps; the least recently used go first. */
const MAX_STREAMS = 20_000;

type Folded = { revision: number; state: unknown };

/**
 * The states this process last folded, per event store, per fold (evolve function), per stream, at the
 * revision they were folded to. A command then reads only the events appended since, by anyone, so deciding
 * on a stream costs the same at its thousandth event as at its first (a person's stream grows with every
 * sign-in, a conversation's with every message). Nothing is trusted beyond the revision: a newer event from
 * another instance is read and folded like any other. Evolve functions are pure and their states are never
 * changed in place, so a state may be shared.
 */
const byStore = new WeakMap<EventStore, WeakMap<Function, BoundedMap<string, Folded>>>();

function streamsOf(store: EventStore, evolve: Function): BoundedMap<string, Folded> {
  let byFold = byStore.get(store);
  if (!byFold) byStore.set(store, (byFold = new WeakMap()));
  let streams = byFold.get(evolve);
  if (!streams) byFold.set(evolve, (streams = new BoundedMap(MAX_STREAMS)));
  return streams;
}

export function foldedState(store: EventStore, evolve: Function, streamId: string): Folded | undefined {
  return streamsOf(store, evolve).get(streamId);
}

export function keepFoldedState(store: EventStore, evolve: Function, streamId: string, folded: Folded): void {
  streamsOf(store, evolve).set(streamId, folded);
}
