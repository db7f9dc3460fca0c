import { partyKey, type PartyRef } from '../conversations/parties';
import { ForbiddenError, NotFoundError, RuleViolation } from '../shared/errors';
import { ConflictError } from '../shared/errors';
import { parseOrThrow } from '../shared/validation';
import { answerNoShowSchema } from './schemas';
import type { ViewingCancelled, ViewingConfirmed, ViewingDeclined, ViewingEvent, ViewingNoShowAnswered, ViewingNoShowRecorded, ViewingReminderDue, ViewingRequested, ViewingTimeProposed } from './events';
import { reminderTime } from './hours';
import { viewingMessages as m } from './messages';

export type ViewingStatus = 'pending' | 'proposed' | 'confirmed' | 'declined' | 'cancelled';
/** Statuses that still hold the slot. */
export const openViewingStatuses: ViewingStatus[] = ['pending', 'proposed', 'confirmed'];
/** Waiting for an answer: a seeker has at most one of these per property. */
export const awaitingStatuses: ViewingStatus[] = ['pending', 'proposed'];

export type ViewingState = {
  viewingId: string;
  listingId: string;
  lister: PartyRef;
  seekerId: string;
  start: string;
  status: ViewingStatus;
  /** The start the last reminder was for: a viewing moved after its reminder gets a new one. */
  remindedFor?: string;
  /** The no-shows recorded, by the side that recorded them (issue 33), and whether the person named answered. */
  noShows?: Partial<Record<'seeker' | 'lister', { answered: boolean }>>;
};

export function evolveViewing(state: ViewingState | undefined, event: ViewingEvent): ViewingState | undefined {
  const { viewingId, listingId, lister, seekerId, start } = event.data;
  const facts = { ...state, viewingId, listingId, lister, seekerId, start };
  switch (event.type) {
    case 'ViewingRequested':
      return { ...facts, status: 'pending' };
    case 'ViewingConfirmed':
      return { ...facts, status: 'confirmed' };
    case 'ViewingDeclined':
      return { ...facts, status: 'declined' };
    case 'ViewingTimeProposed':
      return { ...facts, status: 'proposed' };
    case 'ViewingCancelled':
      return { ...facts, status: 'cancelled' };
    case 'ViewingReminderDue':
      return state && { ...state, remindedFor: start };
    case 'ViewingNoShowRecorded':
      return state && { ...state, noShows: { ...state.noShows, [event.data.side]: { answered: false } } };
    case 'ViewingNoShowAnswered': {
      // The answer is to the record the other side made.
      const recorder = event.data.side === 'seeker' ? 'lister' : 'seeker';
      return state && { ...state, noShows: { ...state.noShows, [recorder]: { answered: true } } };
    }
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

/** The listing as a viewing needs it, from its stream. */
export type ViewingListing = { listingId: string; lister: PartyRef; published: boolean };

export type RequestViewing = {
  viewingId: string;
  /** The spec's owner_id: the lister's id (an organization's for its listings). */
  ownerId: string;
  seekerId: string;
  /** The parties the seeker acts for (themselves, and organizations they list for): none may be the lister. */
  seekerParties: string[];
  start: string;
};

/**
 * A seeker asks to view a listed property. The slot itself is held on the listing's ledger (see slots.ts);
 * this checks the listing and who is asking.
 */
export function requestViewing(listing: ViewingListing | undefined, command: RequestViewing, ctx: { now: Date }): [ViewingRequested] {
  if (!listing) throw new NotFoundError(m.propertyNotFound, 'PropertyNotFound', { property_id: m.propertyNotFound });
  if (!listing.published) throw new RuleViolation('NotOpenForViewings', m.notOpen, { property_id: m.notOpen });
  if (command.ownerId !== listing.lister.id) throw new RuleViolation('NotTheLister', m.notTheLister, { owner_id: m.notTheLister });
  if (command.seekerParties.includes(partyKey(listing.lister))) throw new RuleViolation('OwnProperty', m.ownProperty, { property_id: m.ownProperty });
  if (Date.parse(command.start) <= ctx.now.getTime()) throw new RuleViolation('DateInThePast', m.inThePast, { date: m.inThePast });
  const { viewingId, seekerId, start } = command;
  return [{ type: 'ViewingRequested', data: { viewingId, listingId: listing.listingId, lister: listing.lister, seekerId, start, requestedAt: ctx.now.toISOString() } }];
}

/** Who acts on a viewing: its seeker, or someone acting for its lister (the edge finds out which). */
export type ViewingActor = { side: 'seeker' | 'lister'; by: string };

const facts = (s: ViewingState) => ({ viewingId: s.viewingId, listingId: s.listingId, lister: s.lister, seekerId: s.seekerId, start: s.start });

function current(state: ViewingState | undefined): ViewingState {
  if (!state) throw new NotFoundError(m.notFound, 'ViewingNotFound');
  return state;
}
function only(actor: ViewingActor, side: ViewingActor['side']) {
  if (actor.side !== side) throw new ForbiddenError(side === 'lister' ? m.listerOnly : m.seekerOnly, side === 'lister' ? 'ListerOnly' : 'SeekerOnly');
}
function notBegun(state: ViewingState, now: Date) {
  if (Date.parse(state.start) <= now.getTime()) throw new RuleViolation('ViewingPast', m.alreadyPast);
}

/** The lister confirms a request; confirming again changes nothing. */
export function confirmViewing(state: ViewingState | undefined, actor: ViewingActor, ctx: { now: Date }): [ViewingConfirmed] | [] {
  const s = current(state);
  only(actor, 'lister');
  if (s.status === 'confirmed') return [];
  if (s.status !== 'pending') throw new RuleViolation('NotPending', m.notPending(s.status));
  notBegun(s, ctx.now);
  return [{ type: 'ViewingConfirmed', data: { ...facts(s), side: 'lister', by: actor.by, confirmedAt: ctx.now.toISOString() } }];
}

/** The seeker accepts the time the lister proposed: the viewing is confirmed at it. */
export function acceptProposedTime(state: ViewingState | undefined, actor: ViewingActor, ctx: { now: Date }): [ViewingConfirmed] | [] {
  const s = current(state);
  only(actor, 'seeker');
  if (s.status === 'confirmed') return [];
  if (s.status !== 'proposed') throw new RuleViolation('NoProposal', m.noProposal);
  notBegun(s, ctx.now);
  return [{ type: 'ViewingConfirmed', data: { ...facts(s), side: 'seeker', by: actor.by, confirmedAt: ctx.now.toISOString() } }];
}

/** The lister says no to a request (or to their own proposal still unanswered); declining again changes nothing. */
export function declineViewing(state: ViewingState | undefined, actor: ViewingActor, command: { reason?: string }, ctx: { now: Date }): [ViewingDeclined] | [] {
  const s = current(state);
  only(actor, 'lister');
  if (s.status === 'declined') return [];
  if (s.status !== 'pending' && s.status !== 'proposed') throw new RuleViolation('NotPending', m.notPending(s.status));
  return [{ type: 'ViewingDeclined', data: { ...facts(s), by: actor.by, ...(command.reason ? { reason: command.reason } : {}), declinedAt: ctx.now.toISOString() } }];
}

/**
 * The lister offers another time, for a request or a confirmed viewing; the seeker then accepts or cancels.
 * The new slot must be free on the ledger (the caller holds it there first).
 */
export function proposeTime(state: ViewingState | undefined, actor: ViewingActor, command: { start: string }, ctx: { now: Date }): [ViewingTimeProposed] {
  const s = current(state);
  only(actor, 'lister');
  if (s.status === 'declined' || s.status === 'cancelled') throw new RuleViolation('ViewingClosed', m.closedAlready(s.status));
  notBegun(s, ctx.now);
  if (command.start === s.start) throw new RuleViolation('SameTime', m.sameTime, { date: m.sameTime });
  if (Date.parse(command.start) <= ctx.now.getTime()) throw new RuleViolation('DateInThePast', m.inThePast, { date: m.inThePast });
  return [{ type: 'ViewingTimeProposed', data: { ...facts(s), start: command.start, previousStart: s.start, by: actor.by, proposedAt: ctx.now.toISOString() } }];
}

/** Either side calls it off before it takes place; cancelling again changes nothing. */
export function cancelViewing(state: ViewingState | undefined, actor: ViewingActor, command: { reason?: string }, ctx: { now: Date }): [ViewingCancelled] | [] {
  const s = current(state);
  if (s.status === 'cancelled') return [];
  if (s.status === 'declined') throw new RuleViolation('ViewingClosed', m.closedAlready(s.status));
  notBegun(s, ctx.now);
  return [{ type: 'ViewingCancelled', data: { ...facts(s), side: actor.side, by: actor.by, ...(command.reason ? { reason: command.reason } : {}), cancelledAt: ctx.now.toISOString() } }];
}

/**
 * The evening-before reminder of a confirmed viewing: due from 18:00 Accra the day before until the viewing
 * starts, once per start time (a viewing moved after its reminder is reminded again for the new time).
 */
export function remindViewing(state: ViewingState | undefined, ctx: { now: Date }): [ViewingReminderDue] | [] {
  if (!state || state.status !== 'confirmed' || state.remindedFor === state.start) return [];
  const now = ctx.now.getTime();
  if (now < Date.parse(reminderTime(state.start)) || now >= Date.parse(state.start)) return [];
  return [{ type: 'ViewingReminderDue', data: { ...facts(state), dueAt: ctx.now.toISOString() } }];
}

// ---- no-shows (issue 33) ------------------------------------------------------------------------------------------

/** How long after the slot a side may still record that the other did not come: as long as reviews are written. */
export const NO_SHOW_WINDOW_MS = 14 * 24 * 60 * 60 * 1000;
const otherSide = (side: ViewingActor['side']) => (side === 'seeker' ? 'lister' : 'seeker');

/**
 * A side records that the other did not come: a fact about the dealing, not a review. Only on a confirmed viewing,
 * once its slot has begun and within 14 days of it, once per side; and not once a side said it took place
 * (`tookPlaceSaidBy`: the seeker who confirmed the viewing fee's "the viewing took place"), since then it did.
 * `cause`: reported on the viewing, or the seeker's dispute of the fee saying the lister did not come.
 */
export function recordNoShow(
  state: ViewingState | undefined,
  actor: ViewingActor,
  facts_: { tookPlaceSaidBy: ViewingActor['side'][]; cause?: ViewingNoShowRecorded['data']['cause'] },
  ctx: { now: Date },
): [ViewingNoShowRecorded] {
  const s = current(state);
  if (s.status !== 'confirmed') throw new RuleViolation('ViewingNotConfirmed', m.noShowNotConfirmed);
  const start = Date.parse(s.start);
  if (ctx.now.getTime() < start) throw new RuleViolation('ViewingNotYetPast', m.noShowTooEarly);
  if (ctx.now.getTime() > start + NO_SHOW_WINDOW_MS) throw new RuleViolation('NoShowWindowClosed', m.noShowTooLate);
  if (s.noShows?.[actor.side]) throw new ConflictError(m.noShowAlreadyRecorded, 'NoShowAlreadyRecorded');
  if (facts_.tookPlaceSaidBy.length) throw new RuleViolation('ViewingTookPlace', m.noShowTookPlace);
  const about: PartyRef = actor.side === 'seeker' ? s.lister : { kind: 'user', id: s.seekerId };
  return [{ type: 'ViewingNoShowRecorded', data: { ...facts(s), side: actor.side, by: actor.by, about, cause: facts_.cause ?? 'reported', recordedAt: ctx.now.toISOString() } }];
}

/** The person a no-show names answers it, once; `authorId` is the bare id whose key seals the words. */
export function answerNoShow(state: ViewingState | undefined, actor: ViewingActor & { authorId: string }, input: unknown, ctx: { now: Date }): [ViewingNoShowAnswered] {
  const s = current(state);
  const record = s.noShows?.[otherSide(actor.side)];
  if (!record) throw new NotFoundError(m.noShowNotFound, 'NoShowNotFound');
  if (record.answered) throw new ConflictError(m.noShowAlreadyAnswered, 'NoShowAlreadyAnswered');
  const { text } = parseOrThrow(answerNoShowSchema, input);
  const about: PartyRef = actor.side === 'seeker' ? { kind: 'user', id: s.seekerId } : s.lister;
  return [{ type: 'ViewingNoShowAnswered', data: { ...facts(s), side: actor.side, by: actor.by, authorId: actor.authorId, about, text, answeredAt: ctx.now.toISOString() } }];
}
