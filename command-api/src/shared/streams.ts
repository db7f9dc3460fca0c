import type { EventStore, ExpectedRevision, RecordedEvent } from '@fie/stores';

/** Load a stream and fold it into state; the revision is what the next append expects. */
export async function loadState<S, E extends { type: string; data: unknown }>(
  events: EventStore,
  streamId: string,
  evolve: (state: S | undefined, event: E) => S | undefined,
): Promise<{ state: S | undefined; revision: ExpectedRevision }> {
  const recorded = await events.readStream(streamId);
  const state = recorded.reduce<S | undefined>((s, r) => evolve(s, asEvent<E>(r)), undefined);
  return { state, revision: recorded.length === 0 ? 'no_stream' : recorded[recorded.length - 1]!.revision };
}

export function asEvent<E extends { type: string; data: unknown }>(recorded: RecordedEvent): E {
  return { type: recorded.type, data: recorded.data } as E;
}
