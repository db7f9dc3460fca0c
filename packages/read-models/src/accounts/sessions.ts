import type { DocumentStore } from '@fie/stores';
import { USER_STANDING, type UserStandingView } from '../user-standing/standing';
import { USERS, type UserView } from './users';

/** What ends a person's sessions: the account gone (null), sessions ended at a time, or a suspension. */
export type SessionStanding = { endedAt?: string; suspended: boolean } | null;

export async function sessionStandingOf(documents: DocumentStore, userId: string): Promise<SessionStanding> {
  const [user, standing] = await Promise.all([documents.collection<UserView>(USERS).get(userId), documents.collection<UserStandingView>(USER_STANDING).get(userId)]);
  if (!user) return null;
  return { endedAt: user.sessionsEndedAt, suspended: standing?.suspended === true };
}
