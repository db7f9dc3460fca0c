import { UnauthorizedError, errorMessages } from '@fie/domain';
import { requirePrincipal } from '@fie/platform';
import { WrongExpectedRevisionError } from '@fie/stores';
import type { Request } from 'express';
import { loadUser } from './aggregates';
import type { CommandDeps } from './deps';
import { appendEvents, loadState } from './streams';

/**
 * The signed-in person, who must still have an account: a session outlives a deleted account by up to a
 * day, and nothing may be written for someone whose data was erased.
 */
export async function signedInUser(deps: CommandDeps, req: Request) {
  const { id } = requirePrincipal(req, 'user');
  const { state, revision } = await loadUser(deps, id);
  if (!state) throw new UnauthorizedError(errorMessages.sessionEnded, 'NotAuthorizedException');
  return { id, user: state, revision };
}

/**
 * Load a stream, decide, append at the revision read. A person's own stream (notes, saves) is changed by
 * that person alone, so a conflict means two taps at once (a double tap on the heart): decide again on
 * the newer state rather than answer 409.
 */
export async function decideOnStream<S, E extends { type: string; data: unknown }>(
  deps: CommandDeps,
  streamId: string,
  evolve: (state: S | undefined, event: E) => S | undefined,
  decide: (state: S | undefined) => E[],
  attempts = 3,
): Promise<{ state: S | undefined; events: E[]; position?: number }> {
  for (let attempt = 1; ; attempt++) {
    const { state, revision } = await loadState<S, E>(deps, streamId, evolve);
    const events = decide(state);
    if (events.length === 0) return { state, events };
    try {
      const { position } = await appendEvents(deps, streamId, events, revision);
      return { state, events, position };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= attempts) throw error;
    }
  }
}
