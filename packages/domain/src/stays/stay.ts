import { partyKey, type PartyRef } from '../conversations/parties';
import { calendarMessages, ghanaToday, type DateRange } from '../listings/calendar';
import type { ListingDatesBooked, ListingDatesReleased } from '../listings/listing';
import { ConflictError, ForbiddenError, NotFoundError, RuleViolation } from '../shared/errors';
import { stayMessages as m } from './messages';
import type { StayRequestBody } from './schemas';

/**
 * A seeker's request to stay at a short-stay listing (`stay-request-{id}`). Accepting books the nights on the
 * listing's own stream (ListingDatesBooked, the event the lister's calendar already uses), so search hides the
 * listing for those nights at once; no payment is taken here: the listing says how the stay is paid.
 */
type Facts = { stayId: string; listingId: string; lister: PartyRef; seekerId: string; start: string; end: string; guests: number };

/** `message` is the seeker's words, sealed with their key (personalDataFields). */
export type StayRequested = { type: 'StayRequested'; data: Facts & { message?: string; requestedAt: string } };
export type StayAccepted = { type: 'StayAccepted'; data: Facts & { by: string; acceptedAt: string } };
export type StayDeclined = { type: 'StayDeclined'; data: Facts & { by: string; reason?: string; declinedAt: string } };
/** Either side calls a stay off; an accepted one frees its nights again (`released`). */
export type StayCancelled = { type: 'StayCancelled'; data: Facts & { side: 'seeker' | 'lister'; by: string; reason?: string; released: boolean; cancelledAt: string } };
/** The lister did not answer in time (`stayAnswerBy`): the request lapses, and anything paid for it goes back. */
export type StayExpired = { type: 'StayExpired'; data: Facts & { expiredAt: string } };
export type StayEvent = StayRequested | StayAccepted | StayDeclined | StayCancelled | StayExpired;

export type StayStatus = 'pending' | 'accepted' | 'declined' | 'cancelled' | 'expired';
export type StayState = Facts & { status: StayStatus; requestedAt?: string };

export const stayStream = (stayId: string) => `stay-request-${stayId}`;

export function evolveStay(_state: StayState | undefined, event: StayEvent): StayState {
  const { stayId, listingId, lister, seekerId, start, end, guests } = event.data;
  const facts = { stayId, listingId, lister, seekerId, start, end, guests };
  switch (event.type) {
    case 'StayRequested':
      return { ...facts, status: 'pending', requestedAt: event.data.requestedAt };
    case 'StayAccepted':
      return { ...facts, status: 'accepted' };
    case 'StayDeclined':
      return { ...facts, status: 'declined' };
    case 'StayCancelled':
      return { ...facts, status: 'cancelled' };
    case 'StayExpired':
      return { ...facts, status: 'expired' };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

/** The listing as a stay needs it, from its stream. */
export type StayListingFacts = { listingId: string; lister: PartyRef; published: boolean; shortStay: boolean; offeredFrom?: string; offeredTo?: string; booked: DateRange[] };

/** Booked ranges that share a night with start..end, as '2026-12-01 to 2026-12-03'. */
function clashes(booked: DateRange[], start: string, end: string): string | undefined {
  const hit = booked.filter((r) => r.start < end && start < r.end);
  return hit.length ? hit.map((r) => `${r.start} to ${r.end}`).join(', ') : undefined;
}

export function requestStay(
  listing: StayListingFacts | undefined,
  command: StayRequestBody & { stayId: string; seekerId: string; seekerParties: string[] },
  ctx: { now: Date },
): [StayRequested] {
  if (!listing) throw new NotFoundError(m.propertyNotFound, 'PropertyNotFound');
  if (!listing.published) throw new RuleViolation('NotOpenForStays', m.notOpen);
  if (!listing.shortStay) throw new RuleViolation('NotShortStay', m.shortStayOnly);
  if (command.seekerParties.includes(partyKey(listing.lister))) throw new RuleViolation('OwnProperty', m.ownProperty);
  if (command.start < ghanaToday(ctx.now)) throw new RuleViolation('DatesPassed', m.checkInPast, { start: m.checkInPast });
  const from = listing.offeredFrom?.slice(0, 10);
  const to = listing.offeredTo?.slice(0, 10);
  if ((from && command.start < from) || (to && command.end > to)) {
    const message = calendarMessages.outsideStayBetween(from ?? '…', to ?? '…');
    throw new RuleViolation('OutsideStay', message, { start: message });
  }
  const booked = clashes(listing.booked, command.start, command.end);
  if (booked) throw new ConflictError(m.nightsBooked(booked), 'NightsBooked', { start: m.nightsBooked(booked) });
  const { stayId, seekerId, start, end, guests, message } = command;
  return [{ type: 'StayRequested', data: { stayId, listingId: listing.listingId, lister: listing.lister, seekerId, start, end, guests, ...(message ? { message } : {}), requestedAt: ctx.now.toISOString() } }];
}

export type StayActor = { side: 'seeker' | 'lister'; by: string };
const facts = (s: StayState): Facts => ({ stayId: s.stayId, listingId: s.listingId, lister: s.lister, seekerId: s.seekerId, start: s.start, end: s.end, guests: s.guests });
const current = (state: StayState | undefined) => {
  if (!state) throw new NotFoundError(m.notFound, 'StayNotFound');
  return state;
};

/**
 * The lister accepts: the stay, and its nights booked on the listing (appended first, at the listing's
 * revision, so two stays accepted at once cannot both take a night). Nights booked since the request refuse it.
 */
export function acceptStay(state: StayState | undefined, actor: StayActor, listing: { booked: DateRange[] }, ctx: { now: Date }): { stay: [StayAccepted]; listing: [ListingDatesBooked] } | undefined {
  const s = current(state);
  if (actor.side !== 'lister') throw new ForbiddenError(m.listerOnly, 'ListerOnly');
  if (s.status === 'accepted') return undefined;
  if (s.status !== 'pending') throw new RuleViolation('NotPending', m.notPending(s.status));
  if (s.start < ghanaToday(ctx.now)) throw new RuleViolation('StayPast', m.stayPast);
  // Past its answer-by time the request has lapsed, whether or not the clock's round has recorded it yet.
  if (s.requestedAt && ctx.now.getTime() >= Date.parse(stayAnswerBy({ requestedAt: s.requestedAt, start: s.start }))) throw new RuleViolation('NotPending', m.notPending('expired'));
  const booked = clashes(listing.booked, s.start, s.end);
  if (booked) throw new ConflictError(m.nightsBooked(booked), 'NightsBooked');
  const at = ctx.now.toISOString();
  return {
    stay: [{ type: 'StayAccepted', data: { ...facts(s), by: actor.by, acceptedAt: at } }],
    listing: [{ type: 'ListingDatesBooked', data: { listingId: s.listingId, start: s.start, end: s.end, note: m.bookedNote, bookedBy: actor.by, bookedAt: at } }],
  };
}

export function declineStay(state: StayState | undefined, actor: StayActor, command: { reason?: string }, ctx: { now: Date }): [StayDeclined] | [] {
  const s = current(state);
  if (actor.side !== 'lister') throw new ForbiddenError(m.listerOnly, 'ListerOnly');
  if (s.status === 'declined') return [];
  if (s.status !== 'pending') throw new RuleViolation('NotPending', m.notPending(s.status));
  return [{ type: 'StayDeclined', data: { ...facts(s), by: actor.by, ...(command.reason ? { reason: command.reason } : {}), declinedAt: ctx.now.toISOString() } }];
}

/** Either side, before the stay begins; an accepted stay's nights are released on the listing. */
export function cancelStay(state: StayState | undefined, actor: StayActor, command: { reason?: string }, ctx: { now: Date }): { stay: [StayCancelled] | []; listing: [ListingDatesReleased] | [] } {
  const s = current(state);
  if (s.status === 'cancelled') return { stay: [], listing: [] };
  if (s.status === 'declined' || s.status === 'expired') throw new RuleViolation('StayClosed', m.closedAlready(s.status));
  if (s.start <= ghanaToday(ctx.now)) throw new RuleViolation('StayPast', m.stayPast);
  const at = ctx.now.toISOString();
  const released = s.status === 'accepted';
  return {
    stay: [{ type: 'StayCancelled', data: { ...facts(s), side: actor.side, by: actor.by, ...(command.reason ? { reason: command.reason } : {}), released, cancelledAt: at } }],
    listing: released ? [{ type: 'ListingDatesReleased', data: { listingId: s.listingId, start: s.start, end: s.end, releasedBy: actor.by, releasedAt: at } }] : [],
  };
}

/** How long a lister has to answer a stay request: two days, and never past the check-in time (noon in Accra). */
export const STAY_ANSWER_MS = 48 * 60 * 60 * 1000;
export function stayAnswerBy(s: { requestedAt: string; start: string }): string {
  return new Date(Math.min(Date.parse(s.requestedAt) + STAY_ANSWER_MS, Date.parse(`${s.start}T12:00:00Z`))).toISOString();
}

/** A request still waiting for the lister at its answer-by time lapses; anything else is left as it is. */
export function expireStay(state: StayState | undefined, ctx: { now: Date }): [StayExpired] | [] {
  if (!state || state.status !== 'pending' || !state.requestedAt) return [];
  if (ctx.now.getTime() < Date.parse(stayAnswerBy({ requestedAt: state.requestedAt, start: state.start }))) return [];
  return [{ type: 'StayExpired', data: { ...facts(state), expiredAt: ctx.now.toISOString() } }];
}
