import type { AppendResult, ExpectedRevision, NewEvent, RecordedEvent } from '@fie/stores';
import type { CommandDeps } from './deps';
import { foldedState, keepFoldedState } from './folded-states';
import { eventIdsFor } from './idempotency';

/**
 * Reading and writing streams on the command side. Personal data is sealed on the way in and opened on
 * the way out (see PersonalDataVault), so decisions see plain events and the log never holds it in clear.
 */
export async function loadState<S, E extends { type: string; data: unknown }>(
  deps: Pick<CommandDeps, 'events' | 'vault'>,
  streamId: string,
  evolve: (state: S | undefined, event: E) => S | undefined,
): Promise<{ state: S | undefined; revision: ExpectedRevision }> {
  // From where this process last folded the stream (see folded-states.ts): only the events since are read.
  const known = foldedState(deps.events, evolve, streamId);
  const recorded = await deps.vault.openAll(await deps.events.readStream(streamId, known ? { fromRevision: known.revision + 1 } : undefined));
  if (known && recorded.length === 0) return { state: known.state as S | undefined, revision: known.revision };
  const state = recorded.reduce<S | undefined>((s, r) => evolve(s, asEvent<E>(r)), known?.state as S | undefined);
  if (recorded.length === 0) return { state, revision: 'no_stream' };
  const revision = recorded[recorded.length - 1]!.revision;
  keepFoldedState(deps.events, evolve, streamId, { revision, state });
  return { state, revision };
}

export async function appendEvents(
  deps: Pick<CommandDeps, 'events' | 'vault'>,
  streamId: string,
  events: NewEvent[],
  expectedRevision: ExpectedRevision = 'any',
): Promise<AppendResult> {
  // Under an Idempotency-Key the ids repeat with the request, so a retried command appends nothing twice.
  const ids = eventIdsFor(streamId, events.length);
  const identified = events.map((event, i) => (event.id || !ids[i] ? event : { ...event, id: ids[i] }));
  return deps.events.append(streamId, await deps.vault.seal(identified), { expectedRevision });
}

export function asEvent<E extends { type: string; data: unknown }>(recorded: RecordedEvent): E {
  return { type: recorded.type, data: recorded.data } as E;
}
