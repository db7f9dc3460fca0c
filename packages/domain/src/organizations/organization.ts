import { ConflictError, ForbiddenError, NotFoundError, RuleViolation } from '../shared/errors';
import { organizationMessages as m, type MemberPermission } from './schemas';
import type { OrganizationPageEvent } from './profile';

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

export function assertCanManageUsers(state: OrganizationState | undefined, actor: OrganizationActor): OrganizationState {
  if (!state) throw new NotFoundError(m.organizationNotFound, 'OrganizationNotFound');
  if (actor.kind === 'organization') {
    if (actor.orgId !== state.orgId) throw new ForbiddenError('You can only manage your own organization');
    return state;
  }
  if (!state.members[actor.userId]?.permissions.includes('manage_users')) throw new ForbiddenError('You need the Manage Users permission for this', 'MissingPermission');
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
  if (!org.members[userId]) throw new NotFoundError('This person is not a member of your organization', 'NotAMember');
  return [{ type: 'MemberPermissionsChanged', data: { orgId: org.orgId, userId, permissions, changedBy: actorId(actor), changedAt: ctx.now.toISOString() } }];
}

export function removeMember(state: OrganizationState | undefined, actor: OrganizationActor, userId: string, ctx: Clock): [MemberRemoved] {
  const org = assertCanManageUsers(state, actor);
  if (!org.members[userId]) throw new NotFoundError('This person is not a member of your organization', 'NotAMember');
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
