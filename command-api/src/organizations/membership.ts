import {
  membershipStream,
  organizations,
  organizationStream,
  type MembershipClaimed,
  type MembershipReleased,
} from '@fie/domain';
import { currentMembership, loadOrganization } from '../shared/aggregates';
import type { CommandDeps } from '../shared/deps';
import { appendEvents } from '../shared/streams';

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
