import { ConflictError, ForbiddenError, NotFoundError, RuleViolation } from '../shared/errors';
import { organizationMessages as m, type MemberPermission } from './schemas';
import type { OrganizationPageEvent } from './page-events';
import { assertMayIssueCode, codeExpiresAt, judgeResetCode, type PendingCode } from '../accounts/codes';
import { accountMessages } from '../accounts/messages';

/**
 * An organization's stream (`organization-{orgId}`): registration, completion, invitations and members.
 * A person's membership is also claimed in `member-of-{userId}` so nobody belongs to two at once.
 */
export type OrganizationRegistered = {
  type: 'OrganizationRegistered';
  data: { orgId: string; name: string; email: string; phone: string; address: string; urlName: string; documents: string[]; registeredAt: string; completionKeyHash: string; keyExpiresAt: string };
};
export type OrganizationRegistrationCompleted = { type: 'OrganizationRegistrationCompleted'; data: { orgId: string; passwordHash: string; completedAt: string } };
export type OrganizationSignedIn = { type: 'OrganizationSignedIn'; data: { orgId: string; signedInAt: string } };
/**
 * A fresh completion link for an organization that has not set its password yet (the first was lost or ran out):
 * asked for by registering again with the same email, or sent by staff (named, with their reason). The new key
 * replaces the old one, which stops working.
 */
export type OrganizationCompletionLinkReissued = {
  type: 'OrganizationCompletionLinkReissued';
  data: { orgId: string; completionKeyHash: string; keyExpiresAt: string; reissuedAt: string; by: 'registration' | 'staff'; staffId?: string; reason?: string };
};
/** Password recovery and change, the same rules as a person's (accounts/codes.ts): a 6-digit code mailed to the organization's email. */
export type OrganizationPasswordResetRequested = { type: 'OrganizationPasswordResetRequested'; data: { orgId: string; codeHash: string; issuedAt: string; expiresAt: string } };
export type OrganizationPasswordResetCodeRejected = { type: 'OrganizationPasswordResetCodeRejected'; data: { orgId: string; rejectedAt: string; reason: 'mismatch' | 'expired' } };
/** Ends every session opened before it; it also completes a registration that was never finished, since the code proved the mailbox. */
export type OrganizationPasswordReset = { type: 'OrganizationPasswordReset'; data: { orgId: string; passwordHash: string; resetAt: string } };
/** Ends every session opened before it. */
export type OrganizationPasswordChanged = { type: 'OrganizationPasswordChanged'; data: { orgId: string; passwordHash: string; changedAt: string } };
export type MemberInvited = {
  type: 'MemberInvited';
  data: { orgId: string; userId: string; permissions: MemberPermission[]; keyHash: string; expiresAt: string; invitedBy: string; invitedAt: string };
};
export type MemberJoined = {
  type: 'MemberJoined';
  data: { orgId: string; userId: string; permissions: MemberPermission[]; organizationName: string; urlName: string; joinedAt: string };
};
export type MemberPermissionsChanged = { type: 'MemberPermissionsChanged'; data: { orgId: string; userId: string; permissions: MemberPermission[]; changedBy: string; changedAt: string } };
export type MemberRemoved = { type: 'MemberRemoved'; data: { orgId: string; userId: string; removedBy: string; removedAt: string } };
export type MemberLeft = { type: 'MemberLeft'; data: { orgId: string; userId: string; leftAt: string } };

export type OrganizationEvent =
  | OrganizationRegistered
  | OrganizationRegistrationCompleted
  | OrganizationSignedIn
  | OrganizationCompletionLinkReissued
  | OrganizationPasswordResetRequested
  | OrganizationPasswordResetCodeRejected
  | OrganizationPasswordReset
  | OrganizationPasswordChanged
  | MemberInvited
  | MemberJoined
  | MemberPermissionsChanged
  | MemberRemoved
  | MemberLeft
  | OrganizationPageEvent;

/** The membership claim stream's events. */
export type MembershipClaimed = { type: 'MembershipClaimed'; data: { userId: string; orgId: string; at: string } };
export type MembershipReleased = { type: 'MembershipReleased'; data: { userId: string; orgId: string; at: string } };

export type OrganizationState = {
  orgId: string;
  name: string;
  email: string;
  urlName: string;
  completed: boolean;
  passwordHash?: string;
  completionKeyHash?: string;
  keyExpiresAt?: string;
  /** A password reset code waiting to be used. */
  pendingReset?: PendingCode;
  invitations: Record<string, { userId: string; permissions: MemberPermission[]; expiresAt: string }>;
  members: Record<string, { permissions: MemberPermission[]; joinedAt: string }>;
  /** Its logo's id (profile.ts), and the listings its page features, in order. */
  logoId?: string | null;
  featured: string[];
};

export const organizationStream = (orgId: string) => `organization-${orgId}`;
export const organizationUrlClaimStream = (urlName: string) => `organization-url-${urlName}`;
export const organizationEmailClaimStream = (digest: string) => `organization-email-${digest}`;
export const membershipStream = (userId: string) => `member-of-${userId}`;

export const COMPLETION_KEY_DAYS = 7;
export const INVITATION_DAYS = 14;

export function evolveOrganization(state: OrganizationState | undefined, event: OrganizationEvent): OrganizationState | undefined {
  switch (event.type) {
    case 'OrganizationRegistered': {
      const d = event.data;
      return { orgId: d.orgId, name: d.name, email: d.email, urlName: d.urlName, completed: false, completionKeyHash: d.completionKeyHash, keyExpiresAt: d.keyExpiresAt, invitations: {}, members: {}, featured: [] };
    }
    case 'OrganizationRegistrationCompleted':
      return state && { ...state, completed: true, passwordHash: event.data.passwordHash, completionKeyHash: undefined, keyExpiresAt: undefined };
    case 'OrganizationSignedIn':
      return state;
    case 'OrganizationCompletionLinkReissued':
      return state && { ...state, completionKeyHash: event.data.completionKeyHash, keyExpiresAt: event.data.keyExpiresAt };
    case 'OrganizationPasswordResetRequested':
      return state && { ...state, pendingReset: { codeHash: event.data.codeHash, issuedAt: event.data.issuedAt, expiresAt: event.data.expiresAt, failedAttempts: 0 } };
    case 'OrganizationPasswordResetCodeRejected':
      return state && state.pendingReset ? { ...state, pendingReset: { ...state.pendingReset, failedAttempts: state.pendingReset.failedAttempts + 1 } } : state;
    case 'OrganizationPasswordReset':
      // The code proved the mailbox, as the completion link would have: an unfinished registration is finished.
      return state && { ...state, passwordHash: event.data.passwordHash, pendingReset: undefined, completed: true, completionKeyHash: undefined, keyExpiresAt: undefined };
    case 'OrganizationPasswordChanged':
      return state && { ...state, passwordHash: event.data.passwordHash };
    case 'MemberInvited':
      return state && { ...state, invitations: { ...state.invitations, [event.data.keyHash]: { userId: event.data.userId, permissions: event.data.permissions, expiresAt: event.data.expiresAt } } };
    case 'MemberJoined': {
      if (!state) return state;
      const invitations = Object.fromEntries(Object.entries(state.invitations).filter(([, i]) => i.userId !== event.data.userId));
      return { ...state, invitations, members: { ...state.members, [event.data.userId]: { permissions: event.data.permissions, joinedAt: event.data.joinedAt } } };
    }
    case 'MemberPermissionsChanged': {
      const member = state?.members[event.data.userId];
      return state && member ? { ...state, members: { ...state.members, [event.data.userId]: { ...member, permissions: event.data.permissions } } } : state;
    }
    case 'MemberRemoved':
    case 'MemberLeft': {
      if (!state) return state;
      const { [event.data.userId]: _gone, ...members } = state.members;
      return { ...state, members };
    }
    case 'OrganizationProfileUpdated':
      return state && { ...state, name: event.data.name };
    case 'OrganizationLogoChanged':
      return state && { ...state, logoId: event.data.logoId };
    case 'OrganizationListingsFeatured':
      return state && { ...state, featured: event.data.listingIds };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

type Clock = { now: Date };
const days = (now: Date, n: number) => new Date(now.getTime() + n * 86_400_000).toISOString();

/** Who is acting for an organization: the organization itself, or a member (whose permissions are checked). */
export type OrganizationActor = { kind: 'organization'; orgId: string } | { kind: 'member'; userId: string };

export function registerOrganization(
  state: OrganizationState | undefined,
  command: { name: string; email: string; phone: string; address: string; urlName: string; documents: string[] },
  ctx: Clock & { orgId: string; completionKeyHash: string },
): [OrganizationRegistered] {
  if (state) throw new ConflictError(m.emailTaken, 'OrganizationExists');
  return [{ type: 'OrganizationRegistered', data: { orgId: ctx.orgId, ...command, registeredAt: ctx.now.toISOString(), completionKeyHash: ctx.completionKeyHash, keyExpiresAt: days(ctx.now, COMPLETION_KEY_DAYS) } }];
}

export function completeRegistration(state: OrganizationState | undefined, ctx: Clock & { keyHash: string; passwordHash: string }): [OrganizationRegistrationCompleted] {
  if (!state || state.completed || state.completionKeyHash !== ctx.keyHash || !state.keyExpiresAt || ctx.now.toISOString() > state.keyExpiresAt) {
    throw new RuleViolation('InvalidKey', m.invalidKey, { key: m.invalidKey });
  }
  return [{ type: 'OrganizationRegistrationCompleted', data: { orgId: state.orgId, passwordHash: ctx.passwordHash, completedAt: ctx.now.toISOString() } }];
}

/**
 * A fresh completion link for an organization that has not finished registering. Registering again with the
 * email of a finished organization is still a conflict; staff are told it has already finished.
 */
export function reissueCompletionLink(
  state: OrganizationState | undefined,
  ctx: Clock & { completionKeyHash: string; by: { kind: 'registration' } | { kind: 'staff'; staffId: string; reason: string } },
): [OrganizationCompletionLinkReissued] {
  if (!state) throw new NotFoundError(m.organizationNotFound, 'OrganizationNotFound');
  if (state.completed) {
    if (ctx.by.kind === 'registration') throw new ConflictError(m.emailTaken, 'OrganizationExists', { email: m.emailTaken });
    throw new ConflictError(m.alreadyCompleted, 'AlreadyCompleted');
  }
  const who = ctx.by.kind === 'staff' ? { by: 'staff' as const, staffId: ctx.by.staffId, reason: ctx.by.reason } : { by: 'registration' as const };
  return [{ type: 'OrganizationCompletionLinkReissued', data: { orgId: state.orgId, completionKeyHash: ctx.completionKeyHash, keyExpiresAt: days(ctx.now, COMPLETION_KEY_DAYS), reissuedAt: ctx.now.toISOString(), ...who } }];
}

function existingOrganization(state: OrganizationState | undefined): OrganizationState {
  // Said as for people (the forgot-password call is the same), so nobody learns which kind of account an email has.
  if (!state) throw new NotFoundError(accountMessages.noAccountForEmail, 'UserNotFoundException', { email: accountMessages.noAccountForEmail });
  return state;
}

/** A password reset code for the organization's email: at most one every 30 seconds, valid for 30 minutes. */
export function requestPasswordReset(state: OrganizationState | undefined, ctx: Clock & { codeHash: string }): [OrganizationPasswordResetRequested] {
  const org = existingOrganization(state);
  assertMayIssueCode(org.pendingReset, ctx.now);
  return [{ type: 'OrganizationPasswordResetRequested', data: { orgId: org.orgId, codeHash: ctx.codeHash, issuedAt: ctx.now.toISOString(), expiresAt: codeExpiresAt(ctx.now) } }];
}

/** A wrong or expired code is recorded (five end the code) and then refused, with the message people get. */
export function resetPassword(
  state: OrganizationState | undefined,
  ctx: Clock & { codeHash: string; passwordHash: string },
): [OrganizationPasswordReset] | [OrganizationPasswordResetCodeRejected] {
  const org = existingOrganization(state);
  const verdict = judgeResetCode(org.pendingReset, ctx.now, ctx.codeHash);
  const at = ctx.now.toISOString();
  if (verdict !== 'accepted') return [{ type: 'OrganizationPasswordResetCodeRejected', data: { orgId: org.orgId, rejectedAt: at, reason: verdict } }];
  return [{ type: 'OrganizationPasswordReset', data: { orgId: org.orgId, passwordHash: ctx.passwordHash, resetAt: at } }];
}

/** The current password is required, as for people. */
export function changePassword(state: OrganizationState | undefined, ctx: Clock & { oldPasswordMatches: boolean; passwordHash: string }): [OrganizationPasswordChanged] {
  const org = existingOrganization(state);
  if (!ctx.oldPasswordMatches) throw new RuleViolation('NotAuthorizedException', accountMessages.oldPasswordIncorrect, { oldPassword: accountMessages.oldPasswordIncorrect });
  return [{ type: 'OrganizationPasswordChanged', data: { orgId: org.orgId, passwordHash: ctx.passwordHash, changedAt: ctx.now.toISOString() } }];
}

export function assertCanManageUsers(state: OrganizationState | undefined, actor: OrganizationActor): OrganizationState {
  if (!state) throw new NotFoundError(m.organizationNotFound, 'OrganizationNotFound');
  if (actor.kind === 'organization') {
    if (actor.orgId !== state.orgId) throw new ForbiddenError(m.notYourOrganization);
    return state;
  }
  if (!state.members[actor.userId]?.permissions.includes('manage_users')) throw new ForbiddenError(m.needManageUsers, 'MissingPermission');
  return state;
}

export function inviteMember(
  state: OrganizationState | undefined,
  actor: OrganizationActor,
  command: { userId: string; permissions: MemberPermission[]; userIsInAnotherOrganization: boolean },
  ctx: Clock & { keyHash: string },
): [MemberInvited] {
  const org = assertCanManageUsers(state, actor);
  if (org.members[command.userId]) throw new ConflictError(m.alreadyMember, 'AlreadyMember');
  if (command.userIsInAnotherOrganization) throw new ConflictError(m.inOtherOrganization, 'InAnotherOrganization');
  const invitedBy = actor.kind === 'organization' ? `organization-${actor.orgId}` : `user-${actor.userId}`;
  return [{ type: 'MemberInvited', data: { orgId: org.orgId, userId: command.userId, permissions: command.permissions, keyHash: ctx.keyHash, expiresAt: days(ctx.now, INVITATION_DAYS), invitedBy, invitedAt: ctx.now.toISOString() } }];
}

export function acceptInvitation(state: OrganizationState | undefined, ctx: Clock & { userId: string; keyHash: string }): [MemberJoined] {
  const invitation = state?.invitations[ctx.keyHash];
  if (!state || !invitation || ctx.now.toISOString() > invitation.expiresAt) throw new RuleViolation('InvalidKey', m.invalidKey, { key: m.invalidKey });
  if (invitation.userId !== ctx.userId) throw new ForbiddenError(m.inviteNotForYou, 'InviteNotForYou');
  return [{ type: 'MemberJoined', data: { orgId: state.orgId, userId: ctx.userId, permissions: invitation.permissions, organizationName: state.name, urlName: state.urlName, joinedAt: ctx.now.toISOString() } }];
}

export function changeMemberPermissions(state: OrganizationState | undefined, actor: OrganizationActor, userId: string, permissions: MemberPermission[], ctx: Clock): [MemberPermissionsChanged] {
  const org = assertCanManageUsers(state, actor);
  if (!org.members[userId]) throw new NotFoundError(m.notAMember, 'NotAMember');
  return [{ type: 'MemberPermissionsChanged', data: { orgId: org.orgId, userId, permissions, changedBy: actorId(actor), changedAt: ctx.now.toISOString() } }];
}

export function removeMember(state: OrganizationState | undefined, actor: OrganizationActor, userId: string, ctx: Clock): [MemberRemoved] {
  const org = assertCanManageUsers(state, actor);
  if (!org.members[userId]) throw new NotFoundError(m.notAMember, 'NotAMember');
  return [{ type: 'MemberRemoved', data: { orgId: org.orgId, userId, removedBy: actorId(actor), removedAt: ctx.now.toISOString() } }];
}

export function leaveOrganization(state: OrganizationState | undefined, userId: string, ctx: Clock): [MemberLeft] {
  if (!state || !state.members[userId]) throw new RuleViolation('NotAMember', m.notMember);
  return [{ type: 'MemberLeft', data: { orgId: state.orgId, userId, leftAt: ctx.now.toISOString() } }];
}

/** Does this member hold a permission? The listings feature asks this before listing or deleting. */
export function memberHas(state: OrganizationState | undefined, userId: string, permission: MemberPermission): boolean {
  return !!state?.members[userId]?.permissions.includes(permission);
}

function actorId(actor: OrganizationActor) {
  return actor.kind === 'organization' ? `organization-${actor.orgId}` : `user-${actor.userId}`;
}
