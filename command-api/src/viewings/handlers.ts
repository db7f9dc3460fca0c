import { randomUUID } from 'node:crypto';
import {
  awaitingStatuses,
  bookViewingSchema,
  CLAIM_GRACE_MS,
  ConflictError,
  evolveSlotLedger,
  evolveViewing,
  ForbiddenError,
  NotFoundError,
  parseOrThrow,
  partyKey,
  proposeViewingSchema,
  viewingHoursSchema,
  viewingMessages as m,
  viewingReasonSchema,
  viewings,
  viewingSlots,
  viewingSlotsStream,
  viewingStream,
  type ViewingListing,
  type ListingState,
  type SlotClaim,
  type SlotLedgerEvent,
  type SlotLedgerState,
  type ViewingEvent,
  type ViewingState,
  UnauthorizedError,
} from '@fie/domain';
import type { Principal } from '@fie/platform';
import { viewingsOf } from '@fie/read-models';
import { WrongExpectedRevisionError, type ExpectedRevision } from '@fie/stores';
import { listerOf, loadListing } from '../shared/aggregates';
import type { CommandDeps } from '../shared/deps';
import { appendEvents, loadState } from '../shared/streams';
import { actorId, actsFor, askingPerson, sideOf } from './sides';
import { newId } from '../shared/idempotency';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function loadViewing(deps: CommandDeps, viewingId: string) {
  if (!UUID.test(viewingId)) return Promise.resolve({ state: undefined, revision: 'no_stream' as const, events: [] });
  return loadState<ViewingState, ViewingEvent>(deps, viewingStream(viewingId), evolveViewing);
}
const loadLedger = (deps: CommandDeps, listingId: string) => loadState<SlotLedgerState, SlotLedgerEvent>(deps, viewingSlotsStream(listingId), evolveSlotLedger);

/** The listing's lister as a party: its organization for an organization's listing, else the person. */
function listingFacts(state: ListingState | undefined): ViewingListing | undefined {
  if (!state || state.deleted) return undefined;
  return { listingId: state.listingId, lister: listerOf(state), published: state.status === 'published' };
}

/** Appending to a listing's ledger while many book it: each conflict means someone else went first; decide again. */
const LEDGER_ATTEMPTS = 30;

/**
 * Holds a slot on the listing's ledger at the revision read. Claims the ledger shows at that time, or for this
 * seeker, are checked against their viewings: a claim past its grace whose viewing is missing, closed or at
 * another time (a crash between the two writes; a move) no longer holds anything.
 */
async function holdSlot(deps: CommandDeps, claim: { listingId: string; viewingId: string; seekerId: string; start: string }, checkSeeker: boolean) {
  for (let attempt = 1; attempt <= LEDGER_ATTEMPTS; attempt++) {
    const now = deps.now();
    const { state: ledger, revision } = await loadLedger(deps, claim.listingId);
    const relevant = (ledger?.claims ?? []).filter((c) => c.viewingId !== claim.viewingId && (c.start === claim.start || (checkSeeker && c.seekerId === claim.seekerId)));
    const ignore = new Set<string>();
    let seekerHasOpenRequest = false;
    for (const c of relevant) {
      const viewing = (await loadViewing(deps, c.viewingId)).state;
      if (abandoned(c, viewing, now)) ignore.add(c.viewingId);
      else if (checkSeeker && c.seekerId === claim.seekerId && (!viewing || awaitingStatuses.includes(viewing.status))) seekerHasOpenRequest = true;
    }
    const events = viewingSlots.claimSlot(ledger, claim, { now, ignore, seekerHasOpenRequest });
    try {
      await appendEvents(deps, viewingSlotsStream(claim.listingId), events, revision);
      return;
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
  }
  throw new ConflictError(m.busy, 'LedgerBusy');
}

function abandoned(claim: SlotClaim, viewing: ViewingState | undefined, now: Date): boolean {
  if (now.getTime() - Date.parse(claim.claimedAt) < CLAIM_GRACE_MS) return false;
  return !viewing || viewing.status === 'declined' || viewing.status === 'cancelled' || viewing.start !== claim.start;
}

async function freeSlot(deps: CommandDeps, viewing: { listingId: string; viewingId: string; start: string }) {
  const { state: ledger } = await loadLedger(deps, viewing.listingId);
  const events = viewingSlots.releaseSlot(ledger, viewing, { now: deps.now() });
  // A release removes only this viewing's own claim, so it needs no revision: nothing another writer does can make it wrong.
  if (events.length) await appendEvents(deps, viewingSlotsStream(viewing.listingId), events);
}

/** POST /properties/book-viewing: the spec's {owner_id, property_id, date}. */
export async function bookViewing(deps: CommandDeps, principal: Principal | undefined, input: unknown) {
  const person = await askingPerson(deps, principal, m.peopleOnly);
  const body = parseOrThrow(bookViewingSchema, input);
  const { state: listing } = await loadListing(deps, body.property_id);
  const viewingId = newId();
  const events = viewings.requestViewing(listingFacts(listing), { viewingId, ownerId: body.owner_id, seekerId: person.userId, seekerParties: person.parties, start: body.date }, { now: deps.now() });
  await holdSlot(deps, { listingId: body.property_id, viewingId, seekerId: person.userId, start: body.date }, true);
  const { position } = await appendEvents(deps, viewingStream(viewingId), events, 'no_stream');
  return { viewing: viewings.evolveViewing(undefined, events[0])!, position };
}

const notFound = () => new NotFoundError(m.notFound, 'ViewingNotFound');

async function onViewing(deps: CommandDeps, principal: Principal | undefined, viewingId: string) {
  const loaded = await loadViewing(deps, viewingId);
  const actor = await sideOf(deps, principal, loaded.state, notFound());
  return { ...loaded, state: loaded.state!, actor };
}

async function append(deps: CommandDeps, state: ViewingState, revision: ExpectedRevision, events: ViewingEvent[]) {
  if (events.length === 0) return { viewing: state, position: undefined };
  const { position } = await appendEvents(deps, viewingStream(state.viewingId), events, revision);
  return { viewing: events.reduce<ViewingState | undefined>(evolveViewing, state)!, position };
}

export async function confirmViewing(deps: CommandDeps, principal: Principal | undefined, viewingId: string) {
  const { state, revision, actor } = await onViewing(deps, principal, viewingId);
  return append(deps, state, revision, viewings.confirmViewing(state, actor, { now: deps.now() }));
}

export async function acceptProposedTime(deps: CommandDeps, principal: Principal | undefined, viewingId: string) {
  const { state, revision, actor } = await onViewing(deps, principal, viewingId);
  return append(deps, state, revision, viewings.acceptProposedTime(state, actor, { now: deps.now() }));
}

export async function declineViewing(deps: CommandDeps, principal: Principal | undefined, viewingId: string, input: unknown) {
  const { state, revision, actor } = await onViewing(deps, principal, viewingId);
  const { reason } = parseOrThrow(viewingReasonSchema, input ?? {});
  const result = await append(deps, state, revision, viewings.declineViewing(state, actor, { reason }, { now: deps.now() }));
  await freeSlot(deps, { listingId: state.listingId, viewingId, start: state.start });
  return result;
}

export async function cancelViewing(deps: CommandDeps, principal: Principal | undefined, viewingId: string, input: unknown) {
  const { state, revision, actor } = await onViewing(deps, principal, viewingId);
  const { reason } = parseOrThrow(viewingReasonSchema, input ?? {});
  const result = await append(deps, state, revision, viewings.cancelViewing(state, actor, { reason }, { now: deps.now() }));
  await freeSlot(deps, { listingId: state.listingId, viewingId, start: state.start });
  return result;
}

/**
 * The lister offers another time: the new slot is held first, then the viewing moves; if the viewing changed
 * meanwhile (the seeker cancelled), the new slot is freed again. The old slot is freed once the move is written.
 */
export async function proposeTime(deps: CommandDeps, principal: Principal | undefined, viewingId: string, input: unknown) {
  const { state, revision, actor } = await onViewing(deps, principal, viewingId);
  const { date } = parseOrThrow(proposeViewingSchema, input);
  const events = viewings.proposeTime(state, actor, { start: date }, { now: deps.now() });
  const { listingId, seekerId } = state;
  await holdSlot(deps, { listingId, viewingId, seekerId, start: date }, false);
  try {
    const result = await append(deps, state, revision, events);
    await freeSlot(deps, { listingId, viewingId, start: state.start });
    return result;
  } catch (error) {
    await freeSlot(deps, { listingId, viewingId, start: date });
    throw error;
  }
}

/** PUT /properties/{id}/viewing-hours: the lister's weekly hours for one listing. */
export async function setViewingHours(deps: CommandDeps, principal: Principal | undefined, listingId: string, input: unknown) {
  if (!principal) throw new UnauthorizedError();
  if (principal.kind === 'staff') throw new ForbiddenError(m.listerOnly, 'ListerOnly');
  const { state: listing } = await loadListing(deps, listingId);
  const facts = listingFacts(listing);
  if (!facts) throw new NotFoundError(m.propertyNotFound, 'PropertyNotFound');
  if (!(await actsFor(deps, principal, facts.lister))) throw new ForbiddenError(m.listerOnly, 'ListerOnly');
  const { hours } = parseOrThrow(viewingHoursSchema, input);
  const { state: ledger, revision } = await loadLedger(deps, listingId);
  const events = viewingSlots.setViewingHours(ledger, { listingId, hours, setBy: actorId(principal) }, { now: deps.now() });
  if (!events.length) return { hours, position: undefined };
  const { position } = await appendEvents(deps, viewingSlotsStream(listingId), events, revision);
  return { hours, position };
}

/**
 * A person closing their account cancels their viewings still to come, as a seeker and for their own listings,
 * so the other side is told, the slots are free again and no reminder goes to a viewing nobody will attend.
 * Run by the AccountClosures reactor on UserDeleted (account-closures.ts). The read model finds the candidates;
 * each viewing's stream decides.
 */
export async function cancelViewingsOfClosingAccount(deps: CommandDeps, userId: string) {
  const now = deps.now();
  const open = { status: { $in: ['pending', 'proposed', 'confirmed'] }, start: { $gt: now.toISOString() } };
  const read = viewingsOf(deps.documents);
  const [asSeeker, asLister] = await Promise.all([read.find({ seekerId: userId, ...open }), read.find({ lister: partyKey({ kind: 'user', id: userId }), ...open })]);
  const by = actorId({ kind: 'user', id: userId } as Principal);
  for (const [found, side] of [[asSeeker, 'seeker'], [asLister, 'lister']] as const) {
    for (const { id } of found) {
      const { state, revision } = await loadViewing(deps, id);
      if (!state || state.status === 'cancelled' || state.status === 'declined' || Date.parse(state.start) <= now.getTime()) continue;
      try {
        await append(deps, state, revision, viewings.cancelViewing(state, { side, by }, { reason: m.accountClosed }, { now }));
        await freeSlot(deps, { listingId: state.listingId, viewingId: id, start: state.start });
      } catch (error) {
        // The other side moved it at this very moment: the account still closes; the viewing stays theirs to settle.
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
      }
    }
  }
}
