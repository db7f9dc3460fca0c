import { randomUUID } from 'node:crypto';
import {
  DEFAULT_USD_TO_GHS,
  evolveExchangeRate,
  evolveOffer,
  exchangeRateStream,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  offerClaimStream,
  offerMessages as m,
  offers,
  offerStream,
  UnauthorizedError,
  errorMessages,
  type ExchangeRateEvent,
  type ExchangeRateState,
  type OfferActor,
  type OfferClaimed,
  type OfferEvent,
  type OfferState,
} from '@fie/domain';
import type { Principal } from '@fie/platform';
import { WrongExpectedRevisionError } from '@fie/stores';
import { loadUser } from '../shared/aggregates';
import { loadListing } from '../shared/aggregates';
import { currentMembership, loadOrganization } from '../shared/aggregates';
import type { CommandDeps } from '../shared/deps';
import { appendEvents, loadState } from '../shared/streams';
import { newId } from '../shared/idempotency';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function loadOffer(deps: CommandDeps, offerId: string) {
  if (!UUID.test(offerId)) return Promise.resolve({ state: undefined, revision: 'no_stream' as const, events: [] });
  return loadState<OfferState, OfferEvent>(deps, offerStream(offerId), evolveOffer);
}

/** The rate staff set, read from its stream (the write side never waits for a read model). */
async function usdToGhs(deps: CommandDeps) {
  const { state } = await loadState<ExchangeRateState, ExchangeRateEvent>(deps, exchangeRateStream, evolveExchangeRate);
  return state?.usdToGhs ?? DEFAULT_USD_TO_GHS;
}

/** Offers are a person's: organizations and staff are refused, a visitor is asked to sign in. */
async function seekerOf(deps: CommandDeps, principal: Principal | undefined): Promise<string> {
  if (principal?.kind === 'organization' || principal?.kind === 'staff') throw new ForbiddenError(m.peopleOnly, 'PeopleOnly');
  if (principal?.kind !== 'user') throw new UnauthorizedError(m.signInToOffer);
  if (!(await loadUser(deps, principal.id)).state) throw new UnauthorizedError(errorMessages.sessionEnded);
  return principal.id;
}

/** The seeker's last offer on this listing, as claimed, and whether it is still open. */
async function lastClaim(deps: CommandDeps, listingId: string, seekerId: string) {
  const claims = await deps.events.readStream(offerClaimStream(listingId, seekerId));
  const last = claims[claims.length - 1];
  if (!last) return { revision: 'no_stream' as const, open: false };
  const { state } = await loadOffer(deps, (last.data as OfferClaimed['data']).offerId);
  return { revision: last.revision, open: state?.status === 'open' };
}

/**
 * POST /properties/{id}/offers. The claim is appended first, at the revision read, so of two offers sent at
 * once only one passes; the offer's own stream is then new. A crash between the two leaves a claim whose offer
 * does not exist, which holds nothing (lastClaim reads it as not open).
 */
export async function makeOffer(deps: CommandDeps, principal: Principal | undefined, listingId: string, input: unknown) {
  const seekerId = await seekerOf(deps, principal);
  const [{ state: listing }, membership, claim] = await Promise.all([loadListing(deps, listingId), currentMembership(deps, seekerId), lastClaim(deps, listingId, seekerId)]);
  const offerId = newId();
  const now = deps.now();
  const [made] = offers.makeOffer(input, { offerId, seekerId, seekerOrganizationId: membership.orgId ?? null, listing, openOffer: claim.open, now });
  const claimed: OfferClaimed = { type: 'OfferClaimed', data: { offerId, listingId: made.data.listingId, seekerId, claimedAt: now.toISOString() } };
  try {
    await deps.events.append(offerClaimStream(made.data.listingId, seekerId), [claimed], { expectedRevision: claim.revision });
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) throw new ConflictError(m.alreadyOpen, 'OfferOpen');
    throw error;
  }
  const { position } = await appendEvents(deps, offerStream(offerId), [made], 'no_stream');
  return { state: evolveOffer(undefined, made)!, position };
}

/**
 * Who acts on an offer: its seeker, or its lister (the owner; for an organization's listing, the organization's
 * login or a member with List Properties, who answers for it). Anyone else learns nothing: the offer is not found.
 */
async function actorOn(deps: CommandDeps, principal: Principal | undefined, state: OfferState | undefined): Promise<OfferActor> {
  if (principal?.kind !== 'user' && principal?.kind !== 'organization') throw new UnauthorizedError(m.signInToAnswer);
  if (principal.kind === 'user' && !(await loadUser(deps, principal.id)).state) throw new UnauthorizedError(errorMessages.sessionEnded);
  const notFound = new NotFoundError(m.notFound, 'OfferNotFound');
  if (!state) throw notFound;
  if (principal.kind === 'user' && principal.id === state.seekerId) return { side: 'seeker', authorId: principal.id };
  const { lister } = state;
  if (lister.kind === 'user') {
    if (principal.kind === 'user' && principal.id === lister.id) return { side: 'lister', authorId: principal.id };
    throw notFound;
  }
  if (principal.kind === 'organization') {
    if (principal.id === lister.id) return { side: 'lister', authorId: principal.id };
    throw notFound;
  }
  const { state: org } = await loadOrganization(deps, lister.id);
  const permissions = org?.members[principal.id]?.permissions;
  if (permissions?.includes('list_properties')) return { side: 'lister', authorId: principal.id, sentBy: principal.id };
  // A member without List Properties is told why, not that the offer is missing.
  if (permissions) throw new ForbiddenError(m.needListPermissionToAnswer, 'MissingPermission');
  throw notFound;
}

export type OfferAnswer = 'accept' | 'decline' | 'counter' | 'withdraw';

/** One step on an open offer, decided on the offer's stream and appended at the revision read (409 if it moved). */
export async function answerOffer(deps: CommandDeps, principal: Principal | undefined, offerId: string, answer: OfferAnswer, input: unknown) {
  const { state, revision } = await loadOffer(deps, offerId);
  const actor = await actorOn(deps, principal, state);
  const now = deps.now();
  const agreeing = answer === 'accept' || answer === 'counter';
  const [listing, seekerGone, rate] = agreeing
    ? await Promise.all([
        loadListing(deps, state!.listingId).then((l) => l.state),
        actor.side === 'lister' ? loadUser(deps, state!.seekerId).then((u) => !u.state) : false,
        answer === 'counter' ? usdToGhs(deps) : DEFAULT_USD_TO_GHS,
      ])
    : [undefined, false, DEFAULT_USD_TO_GHS];
  const events: OfferEvent[] =
    answer === 'accept'
      ? offers.acceptOffer(state, actor, input, { now, listing, seekerGone })
      : answer === 'counter'
        ? offers.counterOffer(state, actor, input, { now, listing, seekerGone, usdToGhs: rate })
        : answer === 'decline'
          ? offers.declineOffer(state, actor, input, { now })
          : offers.withdrawOffer(state, actor, input, { now });
  const { position } = await appendEvents(deps, offerStream(offerId), events, revision);
  return { state: events.reduce<OfferState | undefined>(evolveOffer, state)!, position };
}
