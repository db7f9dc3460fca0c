import {
  DEFAULT_USD_TO_GHS,
  evolveExchangeRate,
  evolveOffer,
  evolveStay,
  evolveViewing,
  exchangeRateStream,
  offerStream,
  stayStream,
  viewingStream,
  type ExchangeRateEvent,
  type ExchangeRateState,
  type OfferEvent,
  type OfferState,
  type StayEvent,
  type StayState,
  type ViewingEvent,
  type ViewingState,
  evolveListing,
  evolveOrganization,
  evolveOrganizationStanding,
  evolveUser,
  listingStream,
  membershipStream,
  organizationStandingStream,
  organizationStream,
  UnauthorizedError,
  userStream,
  listingMessages,
  type ListingActor,
  type ListingEvent,
  type ListingState,
  type MembershipClaimed,
  type OrganizationEvent,
  type OrganizationStanding,
  type OrganizationStandingEvent,
  type OrganizationState,
  type PartyRef,
  type UserEvent,
  type UserState,
} from '@fie/domain';
import type { Principal } from '@fie/platform';
import type { CommandDeps } from './deps';
import { loadState } from './streams';

/**
 * Another aggregate's state, as every feature reads it: a person, a listing, an organization and its membership,
 * an organization's standing. One place, so that no feature imports another feature's handlers to decide its own
 * command (an effect on another aggregate is a reactor on the event log instead; ARCHITECTURE.md).
 */
export function loadUser(deps: Pick<CommandDeps, 'events' | 'vault'>, userId: string) {
  return loadState<UserState, UserEvent>(deps, userStream(userId), evolveUser);
}

export function loadListing(deps: Pick<CommandDeps, 'events' | 'vault'>, listingId: string) {
  if (!/^[0-9a-f-]{36}$/.test(listingId)) return Promise.resolve({ state: undefined, revision: 'no_stream' as const, events: [] });
  return loadState<ListingState, ListingEvent>(deps, listingStream(listingId), evolveListing);
}

export function loadOrganization(deps: Pick<CommandDeps, 'events' | 'vault'>, orgId: string) {
  return loadState<OrganizationState, OrganizationEvent>(deps, organizationStream(orgId), evolveOrganization);
}

export const loadOrganizationStanding = (deps: Pick<CommandDeps, 'events' | 'vault'>, orgId: string) =>
  loadState<OrganizationStanding, OrganizationStandingEvent>(deps, organizationStandingStream(orgId), evolveOrganizationStanding);

/**
 * A person belongs to at most one organization: membership is claimed in `member-of-{userId}` at the
 * revision we read, before the organization records the member (organizations/membership.ts claims it).
 */
export async function currentMembership(deps: Pick<CommandDeps, 'events'>, userId: string): Promise<{ orgId?: string; revision: number | 'no_stream' }> {
  const events = await deps.events.readStream(membershipStream(userId));
  const last = events[events.length - 1];
  if (!last) return { revision: 'no_stream' };
  return { orgId: last.type === 'MembershipClaimed' ? (last.data as MembershipClaimed['data']).orgId : undefined, revision: last.revision };
}

/** Who lists a listing: its organization, or the person who listed it under their own name. */
export const listerOf = (state: Pick<ListingState, 'ownerId' | 'organizationId'>): PartyRef =>
  state.organizationId ? { kind: 'organization', id: state.organizationId } : { kind: 'user', id: state.ownerId };

/** The signed-in party as the listings domain sees it: an organization, or a person with their membership and its rights. */
export async function listingActor(deps: CommandDeps, principal: Principal | undefined): Promise<ListingActor> {
  if (principal?.kind === 'organization') return { kind: 'organization', orgId: principal.id };
  if (principal?.kind !== 'user') throw new UnauthorizedError(listingMessages.signInToList);
  const { state: user } = await loadUser(deps, principal.id);
  if (!user) throw new UnauthorizedError();
  const membership = await currentMembership(deps, principal.id);
  let member: { orgId: string; permissions: ('list_properties' | 'delete_properties' | 'manage_users')[] } | null = null;
  if (membership.orgId) {
    const { state: org } = await loadOrganization(deps, membership.orgId);
    const permissions = org?.members[principal.id]?.permissions;
    if (permissions) member = { orgId: membership.orgId, permissions };
  }
  return { kind: 'user', userId: principal.id, userType: user.userType, membership: member };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const none = () => Promise.resolve({ state: undefined, revision: 'no_stream' as const });

/** A viewing, an offer and a stay request as another feature reads them (payments: what is paid for, and by whom). */
export const loadViewingState = (deps: Pick<CommandDeps, 'events' | 'vault'>, viewingId: string) =>
  UUID.test(viewingId) ? loadState<ViewingState, ViewingEvent>(deps, viewingStream(viewingId), evolveViewing) : none();
export const loadOfferState = (deps: Pick<CommandDeps, 'events' | 'vault'>, offerId: string) =>
  UUID.test(offerId) ? loadState<OfferState, OfferEvent>(deps, offerStream(offerId), evolveOffer) : none();
export const loadStayState = (deps: Pick<CommandDeps, 'events' | 'vault'>, stayId: string) =>
  UUID.test(stayId) ? loadState<StayState, StayEvent>(deps, stayStream(stayId), evolveStay) : none();

/** The dollar rate staff set, read from its stream (the write side never waits for a read model). */
export async function currentUsdToGhs(deps: Pick<CommandDeps, 'events' | 'vault'>): Promise<number> {
  return (await currentExchangeRate(deps)).usdToGhs;
}

/** The day's rate staff set, and when (none: the default rate, never set). */
export async function currentExchangeRate(deps: Pick<CommandDeps, 'events' | 'vault'>): Promise<{ usdToGhs: number; setAt: string | null }> {
  const { state } = await loadState<ExchangeRateState, ExchangeRateEvent>(deps, exchangeRateStream, evolveExchangeRate);
  return { usdToGhs: state?.usdToGhs ?? DEFAULT_USD_TO_GHS, setAt: state?.setAt ?? null };
}
