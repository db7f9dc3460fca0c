import {
  evolveOrganization,
  membershipStream,
  organizations,
  organizationStream,
  type MembershipClaimed,
  type MembershipReleased,
  type OrganizationEvent,
  type OrganizationState,
} from '@fie/domain';
import type { CommandDeps } from '../shared/deps';
import { appendEvents, loadState } from '../shared/streams';

/**
 * A person belongs to at most one organization: membership is claimed in `member-of-{userId}` at the
 * revision we read, before the organization records the member.
 */
export async function currentMembership(deps: CommandDeps, userId: string): Promise<{ orgId?: string; revision: number | 'no_stream' }> {
  const events = await deps.events.readStream(membershipStream(userId));
  const last = events[events.length - 1];
  if (!last) return { revision: 'no_stream' };
  return { orgId: last.type === 'MembershipClaimed' ? (last.data as MembershipClaimed['data']).orgId : undefined, revision: last.revision };
}

export function loadOrganization(deps: CommandDeps, orgId: string) {
  return loadState<OrganizationState, OrganizationEvent>(deps, organizationStream(orgId), evolveOrganization);
}

export async function claimMembership(deps: CommandDeps, userId: string, orgId: string, revision: number | 'no_stream') {
  const event: MembershipClaimed = { type: 'MembershipClaimed', data: { userId, orgId, at: deps.now().toISOString() } };
  await deps.events.append(membershipStream(userId), [event], { expectedRevision: revision });
}

export async function releaseMembership(deps: CommandDeps, userId: string, orgId: string) {
  const event: MembershipReleased = { type: 'MembershipReleased', data: { userId, orgId, at: deps.now().toISOString() } };
  await deps.events.append(membershipStream(userId), [event]);
}

export async function leaveOrganization(deps: CommandDeps, userId: string) {
  const membership = await currentMembership(deps, userId);
  const { state, revision } = membership.orgId ? await loadOrganization(deps, membership.orgId) : { state: undefined, revision: 'no_stream' as const };
  const events = organizations.leaveOrganization(state, userId, { now: deps.now() });
  const result = await appendEvents(deps, organizationStream(state!.orgId), events, revision);
  await releaseMembership(deps, userId, state!.orgId);
  return result;
}

export async function leaveAnyOrganization(deps: CommandDeps, userId: string) {
  const membership = await currentMembership(deps, userId);
  if (membership.orgId) await leaveOrganization(deps, userId);
}
