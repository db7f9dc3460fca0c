import { z } from 'zod';
import { ConflictError, ForbiddenError } from '../shared/errors';
import { apiText as t } from '../i18n/texts';

/**
 * A person's standing with the marketplace, kept by staff on its own stream (`user-standing-{userId}`) beside
 * the account's: suspending someone decides nothing about their password or profile, and their account's
 * decisions stay the accounts feature's. Every event names the staff member and the reason.
 */
export type UserSuspended = { type: 'UserSuspended'; data: { userId: string; staffId: string; reason: string; suspendedAt: string } };
export type UserReinstated = { type: 'UserReinstated'; data: { userId: string; staffId: string; reason: string; reinstatedAt: string } };
/** Staff sent a new confirmation code for someone who did not receive theirs (the code itself is on the account's stream). */
export type ConfirmationCodeResentByStaff = { type: 'ConfirmationCodeResentByStaff'; data: { userId: string; staffId: string; reason: string; resentAt: string } };
export type UserStandingEvent = UserSuspended | UserReinstated | ConfirmationCodeResentByStaff;
export const userStandingEventTypes: UserStandingEvent['type'][] = ['UserSuspended', 'UserReinstated', 'ConfirmationCodeResentByStaff'];

export type UserStanding = { suspended: { reason: string; at: string } | null };

export const userStandingStream = (userId: string) => `user-standing-${userId}`;

export const userStandingMessages = {
  reasonRequired: t('api.user-standing.reason-required', 'Give a reason: the person is told it'),
  reasonTooLong: t('api.user-standing.reason-too-long', 'Keep the reason under 1,000 characters'),
  alreadySuspended: t('api.user-standing.already-suspended', 'This account is already suspended'),
  notSuspended: t('api.user-standing.not-suspended', 'This account is not suspended'),
  userNotFound: t('api.user-standing.user-not-found', 'No such user'),
  suspended: t('api.user-standing.suspended', 'Account suspended; the person has been told why'),
  reinstated: t('api.user-standing.reinstated', 'Account reinstated; the person has been told'),
  codeResent: t('api.user-standing.code-resent', 'A new confirmation code has been sent'),
  signInRefused: (reason: string, support: string) => t('api.user-standing.sign-in-refused', 'Your account has been suspended: {reason}. To ask about it, write to {support}.', { reason, support }),
} as const;
const sm = userStandingMessages;

/** POST /api/admin/users/{id}/suspend, /reinstate and /resend-code: each with the reason. */
export const userStandingSchema = z.object({
  reason: z.string({ error: sm.reasonRequired }).trim().min(1, { error: sm.reasonRequired }).max(1000, { error: sm.reasonTooLong }),
});

export function evolveUserStanding(state: UserStanding | undefined, event: UserStandingEvent): UserStanding {
  const current = state ?? { suspended: null };
  switch (event.type) {
    case 'UserSuspended':
      return { suspended: { reason: event.data.reason, at: event.data.suspendedAt } };
    case 'UserReinstated':
      return { suspended: null };
    case 'ConfirmationCodeResentByStaff':
      return current;
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

type ByStaff = { userId: string; staffId: string; reason: string; now: Date };

export function suspendUser(state: UserStanding | undefined, c: ByStaff): [UserSuspended] {
  if (state?.suspended) throw new ConflictError(sm.alreadySuspended, 'AlreadySuspended');
  return [{ type: 'UserSuspended', data: { userId: c.userId, staffId: c.staffId, reason: c.reason, suspendedAt: c.now.toISOString() } }];
}

export function reinstateUser(state: UserStanding | undefined, c: ByStaff): [UserReinstated] {
  if (!state?.suspended) throw new ConflictError(sm.notSuspended, 'NotSuspended');
  return [{ type: 'UserReinstated', data: { userId: c.userId, staffId: c.staffId, reason: c.reason, reinstatedAt: c.now.toISOString() } }];
}

/** A suspended person cannot sign in (or renew a session), and is told why and whom to ask. */
export function assertNotSuspended(state: UserStanding | undefined, supportEmail: string): void {
  if (state?.suspended) throw new ForbiddenError(sm.signInRefused(state.suspended.reason, supportEmail), 'UserSuspended');
}
