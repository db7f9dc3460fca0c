import { z } from 'zod';
import { ConflictError, ForbiddenError } from '../shared/errors';
import { apiText as t } from '../i18n/texts';

/**
 * What staff decide about an organization after reviewing its registration and documents, kept on its own
 * stream (`organization-standing-{orgId}`) beside the organization's: verified or not, suspended or not.
 * Every event names the staff member and the reason.
 */
type ByStaff = { orgId: string; staffId: string; reason: string };
export type OrganizationVerified = { type: 'OrganizationVerified'; data: ByStaff & { verifiedAt: string } };
export type OrganizationSuspended = { type: 'OrganizationSuspended'; data: ByStaff & { suspendedAt: string } };
export type OrganizationReinstated = { type: 'OrganizationReinstated'; data: ByStaff & { reinstatedAt: string } };
export type OrganizationStandingEvent = OrganizationVerified | OrganizationSuspended | OrganizationReinstated;
export const organizationStandingEventTypes: OrganizationStandingEvent['type'][] = ['OrganizationVerified', 'OrganizationSuspended', 'OrganizationReinstated'];

export type OrganizationStanding = { verified: boolean; suspended: { reason: string; at: string } | null };

export const organizationStandingStream = (orgId: string) => `organization-standing-${orgId}`;

export const organizationStandingMessages = {
  reasonRequired: t('api.organization-standing.reason-required', 'Give a reason: it is kept with the decision'),
  reasonTooLong: t('api.organization-standing.reason-too-long', 'Keep the reason under 1,000 characters'),
  alreadyVerified: t('api.organization-standing.already-verified', 'This organization is already verified'),
  alreadySuspended: t('api.organization-standing.already-suspended', 'This organization is already suspended'),
  notSuspended: t('api.organization-standing.not-suspended', 'This organization is not suspended'),
  notFound: t('api.organization-standing.not-found', 'No such organization'),
  decided: {
    verify: t('api.organization-standing.decided.verify', 'Organization verified'),
    suspend: t('api.organization-standing.decided.suspend', 'Organization suspended; it has been told why'),
    reinstate: t('api.organization-standing.decided.reinstate', 'Organization reinstated; it has been told'),
  },
  signInRefused: (reason: string, support: string) => t('api.organization-standing.sign-in-refused', 'This organization has been suspended: {reason}. To ask about it, write to {support}.', { reason, support }),
} as const;
const sm = organizationStandingMessages;

/** POST /api/admin/organizations/{id}/verify | suspend | reinstate. */
export const organizationStandingSchema = z.object({
  reason: z.string({ error: sm.reasonRequired }).trim().min(1, { error: sm.reasonRequired }).max(1000, { error: sm.reasonTooLong }),
});

export function evolveOrganizationStanding(state: OrganizationStanding | undefined, event: OrganizationStandingEvent): OrganizationStanding {
  const current = state ?? { verified: false, suspended: null };
  switch (event.type) {
    case 'OrganizationVerified':
      return { ...current, verified: true };
    case 'OrganizationSuspended':
      return { ...current, suspended: { reason: event.data.reason, at: event.data.suspendedAt } };
    case 'OrganizationReinstated':
      return { ...current, suspended: null };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

export type OrganizationDecision = 'verify' | 'suspend' | 'reinstate';

export function decideOrganizationStanding(state: OrganizationStanding | undefined, decision: OrganizationDecision, c: ByStaff & { now: Date }): [OrganizationStandingEvent] {
  const { orgId, staffId, reason } = c;
  const at = c.now.toISOString();
  if (decision === 'verify') {
    if (state?.verified) throw new ConflictError(sm.alreadyVerified, 'AlreadyVerified');
    return [{ type: 'OrganizationVerified', data: { orgId, staffId, reason, verifiedAt: at } }];
  }
  if (decision === 'suspend') {
    if (state?.suspended) throw new ConflictError(sm.alreadySuspended, 'AlreadySuspended');
    return [{ type: 'OrganizationSuspended', data: { orgId, staffId, reason, suspendedAt: at } }];
  }
  if (!state?.suspended) throw new ConflictError(sm.notSuspended, 'NotSuspended');
  return [{ type: 'OrganizationReinstated', data: { orgId, staffId, reason, reinstatedAt: at } }];
}

/** A suspended organization cannot sign in, and is told why and whom to ask. */
export function assertOrganizationNotSuspended(state: OrganizationStanding | undefined, supportEmail: string): void {
  if (state?.suspended) throw new ForbiddenError(sm.signInRefused(state.suspended.reason, supportEmail), 'OrganizationSuspended');
}
