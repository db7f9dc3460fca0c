import type { DocumentStore } from '@fie/stores';
import { ORGANIZATION_STANDING, type OrganizationStandingView } from '../organization-standing/standing';
import { ORGANIZATIONS, type OrganizationView } from '../organizations/organizations';
import { USER_STANDING, type UserStandingView } from '../user-standing/standing';
import { USERS, type UserView } from './users';

/** What ends a person's sessions: the account gone (null), sessions ended at a time, or a suspension. */
export type SessionStanding = { endedAt?: string; suspended: boolean } | null;

/**
 * The projections `sessionStandingOf` reads: a reader that has not seen a new account yet waits for these (and only
 * these) to pass the log's head before it says the account is gone.
 */
export const sessionProjections: readonly string[] = ['users', 'user-standing', 'organizations', 'organization-standing'];

/** A person's, or an organization's (its own login): a password change or reset ends the sessions opened before it, a suspension all of them. */
export async function sessionStandingOf(documents: DocumentStore, principal: { kind: 'user' | 'organization'; id: string }): Promise<SessionStanding> {
  if (principal.kind === 'organization') {
    const [org, standing] = await Promise.all([documents.collection<OrganizationView>(ORGANIZATIONS).get(principal.id), documents.collection<OrganizationStandingView>(ORGANIZATION_STANDING).get(principal.id)]);
    return org ? { endedAt: org.sessionsEndedAt, suspended: standing?.suspended === true } : null;
  }
  const [user, standing] = await Promise.all([documents.collection<UserView>(USERS).get(principal.id), documents.collection<UserStandingView>(USER_STANDING).get(principal.id)]);
  if (!user) return null;
  return { endedAt: user.sessionsEndedAt, suspended: standing?.suspended === true };
}
