import { randomUUID } from 'node:crypto';
import {
  evolveStay,
  listingStream,
  NotFoundError,
  parseOrThrow,
  stayMessages as m,
  stayReasonSchema,
  stayRequestSchema,
  stays,
  stayStream,
  type ListingDatesReleased,
  type ListingState,
  type StayEvent,
  type StayListingFacts,
  type StayState,
} from '@fie/domain';
import type { Principal } from '@fie/platform';
import { loadListing } from '../shared/aggregates';
import type { CommandDeps } from '../shared/deps';
import { appendEvents, loadState } from '../shared/streams';
import { listerOf } from '../shared/aggregates';
import { askingPerson, sideOf } from '../viewings/sides';
import { newId } from '../shared/idempotency';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function loadStay(deps: CommandDeps, stayId: string) {
  if (!UUID.test(stayId)) return Promise.resolve({ state: undefined, revision: 'no_stream' as const, events: [] });
  return loadState<StayState, StayEvent>(deps, stayStream(stayId), evolveStay);
}

function stayFacts(state: ListingState | undefined): StayListingFacts | undefined {
  if (!state || state.deleted) return undefined;
  const { listing } = state;
  return {
    listingId: state.listingId,
    lister: listerOf(state),
    published: state.status === 'published',
    shortStay: listing.acquisition === 'short_stay',
    offeredFrom: listing.stay_start_date,
    offeredTo: listing.stay_end_date,
    booked: state.booked,
  };
}

/** POST /properties/{id}/stay-requests: a seeker asks for nights; the listing's payment instructions come back with the answer. */
export async function requestStay(deps: CommandDeps, principal: Principal | undefined, listingId: string, input: unknown) {
  const person = await askingPerson(deps, principal, m.peopleOnly);
  const body = parseOrThrow(stayRequestSchema, input);
  const { state: listing } = await loadListing(deps, listingId);
  const stayId = newId();
  const events = stays.requestStay(stayFacts(listing), { ...body, stayId, seekerId: person.userId, seekerParties: person.parties }, { now: deps.now() });
  const { position } = await appendEvents(deps, stayStream(stayId), events, 'no_stream');
  return { stay: evolveStay(undefined, events[0]), paymentInstructions: listing?.listing.stay_payment_instructions ?? null, position };
}

const notFound = () => new NotFoundError(m.notFound, 'StayNotFound');

async function onStay(deps: CommandDeps, principal: Principal | undefined, stayId: string) {
  const loaded = await loadStay(deps, stayId);
  const actor = await sideOf(deps, principal, loaded.state, notFound());
  return { ...loaded, state: loaded.state!, actor };
}

/**
 * The lister accepts: the nights are booked on the listing first, at its revision (so two stays accepted at
 * once cannot share a night, and search hides the listing for them at once); if the request changed meanwhile
 * (the seeker cancelled), the nights are freed again.
 */
export async function acceptStay(deps: CommandDeps, principal: Principal | undefined, stayId: string) {
  const { state, revision, actor } = await onStay(deps, principal, stayId);
  const { state: listing, revision: listingRevision } = await loadListing(deps, state.listingId);
  const decided = stays.acceptStay(state, actor, { booked: listing?.booked ?? [] }, { now: deps.now() });
  if (!decided) return { stay: state, position: undefined };
  await appendEvents(deps, listingStream(state.listingId), decided.listing, listingRevision);
  try {
    const { position } = await appendEvents(deps, stayStream(stayId), decided.stay, revision);
    return { stay: evolveStay(state, decided.stay[0]), position };
  } catch (error) {
    const undo: ListingDatesReleased = { type: 'ListingDatesReleased', data: { listingId: state.listingId, start: state.start, end: state.end, releasedBy: actor.by, releasedAt: deps.now().toISOString() } };
    await appendEvents(deps, listingStream(state.listingId), [undo]);
    throw error;
  }
}

export async function declineStay(deps: CommandDeps, principal: Principal | undefined, stayId: string, input: unknown) {
  const { state, revision, actor } = await onStay(deps, principal, stayId);
  const { reason } = parseOrThrow(stayReasonSchema, input ?? {});
  const events = stays.declineStay(state, actor, { reason }, { now: deps.now() });
  if (!events.length) return { stay: state, position: undefined };
  const { position } = await appendEvents(deps, stayStream(stayId), events, revision);
  return { stay: evolveStay(state, events[0]), position };
}

/** Either side calls the stay off; an accepted stay's nights are released on the listing after. */
export async function cancelStay(deps: CommandDeps, principal: Principal | undefined, stayId: string, input: unknown) {
  const { state, revision, actor } = await onStay(deps, principal, stayId);
  const { reason } = parseOrThrow(stayReasonSchema, input ?? {});
  const decided = stays.cancelStay(state, actor, { reason }, { now: deps.now() });
  if (!decided.stay.length) return { stay: state, position: undefined };
  let { position } = await appendEvents(deps, stayStream(stayId), decided.stay, revision);
  if (decided.listing.length) ({ position } = await appendEvents(deps, listingStream(state.listingId), decided.listing));
  return { stay: evolveStay(state, decided.stay[0]), position };
}
