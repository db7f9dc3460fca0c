import {
  evolveUserStanding,
  NotFoundError,
  parseOrThrow,
  reinstateUser,
  suspendUser,
  userStandingMessages as sm,
  userStandingSchema,
  userStandingStream,
  type UserStanding,
  type UserStandingEvent,
} from '@fie/domain';
import { USERS, type UserView } from '@fie/read-models';
import type { CommandDeps } from '../shared/deps';
import { appendEvents, loadState } from '../shared/streams';
import { sendStandingMail } from './mail';

export const loadStanding = (deps: CommandDeps, userId: string) => loadState<UserStanding, UserStandingEvent>(deps, userStandingStream(userId), evolveUserStanding);

async function person(deps: CommandDeps, userId: string): Promise<UserView> {
  const user = await deps.documents.collection<UserView>(USERS).get(userId);
  if (!user) throw new NotFoundError(sm.userNotFound, 'UserNotFound');
  return user;
}

/**
 * Staff suspend or reinstate a person, with the reason they are told by mail (they cannot sign in to read a
 * notice). The mail goes from here, after the append, as for the accounts' own mails.
 */
export async function changeStanding(deps: CommandDeps, staffId: string, userId: string, input: unknown, action: 'suspend' | 'reinstate') {
  const { reason } = parseOrThrow(userStandingSchema, input);
  const user = await person(deps, userId);
  const { state, revision } = await loadStanding(deps, userId);
  const c = { userId, staffId, reason, now: deps.now() };
  const events = action === 'suspend' ? suspendUser(state, c) : reinstateUser(state, c);
  const { position } = await appendEvents(deps, userStandingStream(userId), events, revision);
  try {
    await sendStandingMail(deps, user, action, reason);
  } catch (error) {
    // The decision stands either way; staff see it and can tell the person otherwise.
    deps.logger.error(`could not send the account ${action} mail`, { error: String(error) });
  }
  return { position };
}
