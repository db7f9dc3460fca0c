import type { EventStore } from '@fie/stores';

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
const byStore = new WeakMap<EventStore, WeakMap<Function, Map<string, Folded>>>();

function streamsOf(store: EventStore, evolve: Function): Map<string, Folded> {
  let byFold = byStore.get(store);
  if (!byFold) byStore.set(store, (byFold = new WeakMap()));
  let streams = byFold.get(evolve);
  if (!streams) byFold.set(evolve, (streams = new Map()));
  return streams;
}

export function foldedState(store: EventStore, evolve: Function, streamId: string): Folded | undefined {
  const streams = streamsOf(store, evolve);
  const folded = streams.get(streamId);
  if (folded) {
    // Most recently used last (a Map keeps insertion order).
    streams.delete(streamId);
    streams.set(streamId, folded);
  }
  return folded;
}

export function keepFoldedState(store: EventStore, evolve: Function, streamId: string, folded: Folded): void {
  const streams = streamsOf(store, evolve);
  streams.delete(streamId);
  streams.set(streamId, folded);
  if (streams.size > MAX_STREAMS) streams.delete(streams.keys().next().value!);
}
