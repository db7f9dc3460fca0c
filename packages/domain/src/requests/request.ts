import { NotFoundError, RuleViolation } from '../shared/errors';
import type { Criteria, MatchType } from './matching';
import { requestMessages as m } from './messages';
import type { RequestCommand } from './schemas';

/**
 * A request (a property preference: what someone wants, where, for how much) or a saved search (the search
 * page's filters and area, kept by "Alert me"). Each has its own stream, `request-{id}`, written by its
 * requester (edit, pause, resume, close, renew) and by the expiry scheduler (a reminder, then the expiry),
 * which appends at the revision it read, so each of those happens once even with two schedulers running.
 *
 * Matches are events too, one stream per pair (`request-match-{requestId}-{listingId}`, appended only if
 * the stream does not exist yet): see the matcher (command-api/src/requests/matcher.ts) for why.
 */
export const REQUEST_LIFETIME_DAYS = 90;
/** The reminder goes this many days before a request expires. */
export const REMINDER_DAYS_BEFORE = 7;
const DAY_MS = 86_400_000;

export type RequestKind = 'request' | 'search';
export const requestStatuses = ['open', 'paused', 'closed', 'expired'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

type Ids = { requestId: string; requesterId: string };
export type RequestPosted = { type: 'RequestPosted'; data: Ids & { kind: RequestKind; criteria: Criteria; additional_info?: string; postedAt: string; expiresAt: string } };
export type RequestEdited = { type: 'RequestEdited'; data: Ids & { criteria: Criteria; additional_info?: string; editedAt: string } };
export type RequestPaused = { type: 'RequestPaused'; data: Ids & { pausedAt: string } };
export type RequestResumed = { type: 'RequestResumed'; data: Ids & { resumedAt: string } };
export type RequestClosed = { type: 'RequestClosed'; data: Ids & { closedAt: string } };
export type RequestRenewed = { type: 'RequestRenewed'; data: Ids & { expiresAt: string; renewedAt: string } };
export type RequestExpiryReminded = { type: 'RequestExpiryReminded'; data: Ids & { kind: RequestKind; expiresAt: string; remindedAt: string } };
export type RequestExpired = { type: 'RequestExpired'; data: Ids & { kind: RequestKind; expiredAt: string } };
export type RequestEvent = RequestPosted | RequestEdited | RequestPaused | RequestResumed | RequestClosed | RequestRenewed | RequestExpiryReminded | RequestExpired;

/**
 * A listing found to match an open request: recorded once per pair, by the matcher. `announce`: a listing that
 * arrived (or changed) for a request already open is news, told on its own; the listings a request matches
 * the moment it is posted (or edited, resumed, renewed) are told together, in one RequestMatchesFound.
 */
export type RequestMatched = {
  type: 'RequestMatched';
  data: Ids & { listingId: string; kind: RequestKind; matchType: MatchType | 'search'; /** who lists it (a party key) */ lister: string; announce: boolean; matchedAt: string };
};
/**
 * The listings a request matched as it was posted (or edited, resumed, renewed), told in one notice. Of very many
 * (a broad request in a busy region), the newest FOUND_AT_ONCE are recorded (`more`: there were others): a person
 * reads a few hundred at most, and a narrower request finds them better than a list of thousands.
 */
export type RequestMatchesFound = {
  type: 'RequestMatchesFound';
  data: Ids & { kind: RequestKind; count: number; more: boolean; /** the first few, for the notice */ listingIds: string[]; foundAt: string };
};
export const FOUND_AT_ONCE = 200;

export const requestEventTypes: readonly string[] = ['RequestPosted', 'RequestEdited', 'RequestPaused', 'RequestResumed', 'RequestClosed', 'RequestRenewed', 'RequestExpiryReminded', 'RequestExpired'];

export type RequestState = {
  requestId: string;
  requesterId: string;
  kind: RequestKind;
  criteria: Criteria;
  additional_info?: string;
  status: RequestStatus;
  postedAt: string;
  expiresAt: string;
  /** The expiry the last reminder was about: a renewal sets a new one, which gets its own reminder. */
  remindedFor?: string;
};

export const requestStream = (requestId: string) => `request-${requestId}`;
export const requestMatchStream = (requestId: string, listingId: string) => `request-match-${requestId}-${listingId}`;
/** One per decision: `cause` is the position of the event that made the matcher look (a request posted, edited…). */
export const requestFoundStream = (requestId: string, cause: number) => `request-found-${requestId}-${cause}`;

export function evolveRequest(state: RequestState | undefined, event: RequestEvent): RequestState | undefined {
  switch (event.type) {
    case 'RequestPosted': {
      const { requestId, requesterId, kind, criteria, additional_info, postedAt, expiresAt } = event.data;
      return { requestId, requesterId, kind, criteria, ...(additional_info ? { additional_info } : {}), status: 'open', postedAt, expiresAt };
    }
    case 'RequestEdited': {
      if (!state) return state;
      const { additional_info: _old, ...rest } = state;
      return { ...rest, criteria: event.data.criteria, ...(event.data.additional_info ? { additional_info: event.data.additional_info } : {}) };
    }
    case 'RequestPaused':
      return state && { ...state, status: 'paused' };
    case 'RequestResumed':
      return state && { ...state, status: 'open' };
    case 'RequestClosed':
      return state && { ...state, status: 'closed' };
    case 'RequestRenewed':
      return state && { ...state, status: state.status === 'expired' ? 'open' : state.status, expiresAt: event.data.expiresAt };
    case 'RequestExpiryReminded':
      return state && { ...state, remindedFor: event.data.expiresAt };
    case 'RequestExpired':
      return state && { ...state, status: 'expired' };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

const days = (now: Date, n: number) => new Date(now.getTime() + n * DAY_MS).toISOString();

/** Posts a request (from the form) or a saved search (from the search page): open for 90 days. */
export function postRequest(state: RequestState | undefined, command: RequestCommand | { criteria: Criteria }, ctx: Ids & { kind: RequestKind; now: Date }): [RequestPosted] {
  if (state) throw new RuleViolation('RequestExists', m.alreadyPosted);
  const additional = 'additional_info' in command && command.additional_info ? { additional_info: command.additional_info } : {};
  return [
    {
      type: 'RequestPosted',
      data: { requestId: ctx.requestId, requesterId: ctx.requesterId, kind: ctx.kind, criteria: command.criteria, ...additional, postedAt: ctx.now.toISOString(), expiresAt: days(ctx.now, REQUEST_LIFETIME_DAYS) },
    },
  ];
}

/** The requester's own request, or (to anyone else) no request at all. */
function own(state: RequestState | undefined, requesterId: string): RequestState {
  if (!state || state.requesterId !== requesterId) throw new NotFoundError(m.notFound, 'RequestNotFound');
  return state;
}

function stillLive(state: RequestState): RequestState {
  if (state.status === 'closed') throw new RuleViolation('RequestClosed', m.isClosed);
  if (state.status === 'expired') throw new RuleViolation('RequestExpired', m.isExpired);
  return state;
}

const ids = (s: RequestState): Ids => ({ requestId: s.requestId, requesterId: s.requesterId });
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Changes what an open or paused request asks for; the same again changes nothing. */
export function editRequest(state: RequestState | undefined, requesterId: string, command: RequestCommand, ctx: { now: Date }): [RequestEdited] | [] {
  const current = stillLive(own(state, requesterId));
  if (current.kind === 'search') throw new RuleViolation('SavedSearch', m.savedSearchEdit);
  if (same(current.criteria, command.criteria) && (current.additional_info ?? '') === (command.additional_info ?? '')) return [];
  return [{ type: 'RequestEdited', data: { ...ids(current), criteria: command.criteria, ...(command.additional_info ? { additional_info: command.additional_info } : {}), editedAt: ctx.now.toISOString() } }];
}

/** Paused: owners no longer see it and it matches nothing, until it is resumed. */
export function pauseRequest(state: RequestState | undefined, requesterId: string, ctx: { now: Date }): [RequestPaused] | [] {
  const current = stillLive(own(state, requesterId));
  if (current.status === 'paused') return [];
  return [{ type: 'RequestPaused', data: { ...ids(current), pausedAt: ctx.now.toISOString() } }];
}

export function resumeRequest(state: RequestState | undefined, requesterId: string, ctx: { now: Date }): [RequestResumed] | [] {
  const current = stillLive(own(state, requesterId));
  if (current.status === 'open') return [];
  return [{ type: 'RequestResumed', data: { ...ids(current), resumedAt: ctx.now.toISOString() } }];
}

/** Closed for good (found a place, changed plans); closing twice changes nothing. */
export function closeRequest(state: RequestState | undefined, requesterId: string, ctx: { now: Date }): [RequestClosed] | [] {
  const current = own(state, requesterId);
  if (current.status === 'closed') return [];
  return [{ type: 'RequestClosed', data: { ...ids(current), closedAt: ctx.now.toISOString() } }];
}

/** Another 90 days from now, for a request still open, paused, or expired (which opens again). */
export function renewRequest(state: RequestState | undefined, requesterId: string, ctx: { now: Date }): [RequestRenewed] {
  const current = own(state, requesterId);
  if (current.status === 'closed') throw new RuleViolation('RequestClosed', m.isClosed);
  return [{ type: 'RequestRenewed', data: { ...ids(current), expiresAt: days(ctx.now, REQUEST_LIFETIME_DAYS), renewedAt: ctx.now.toISOString() } }];
}

const live = (s: RequestState | undefined): s is RequestState => Boolean(s && (s.status === 'open' || s.status === 'paused'));

/** The scheduler's reminder, once per expiry date, in the week before it. */
export function remindOfExpiry(state: RequestState | undefined, ctx: { now: Date }): [RequestExpiryReminded] | [] {
  if (!live(state) || state.remindedFor === state.expiresAt) return [];
  const expires = Date.parse(state.expiresAt);
  const now = ctx.now.getTime();
  if (now >= expires || now < expires - REMINDER_DAYS_BEFORE * DAY_MS) return [];
  return [{ type: 'RequestExpiryReminded', data: { ...ids(state), kind: state.kind, expiresAt: state.expiresAt, remindedAt: ctx.now.toISOString() } }];
}

/** The scheduler's expiry, once the 90 days are up. */
export function expireRequest(state: RequestState | undefined, ctx: { now: Date }): [RequestExpired] | [] {
  if (!live(state) || ctx.now.getTime() < Date.parse(state.expiresAt)) return [];
  return [{ type: 'RequestExpired', data: { ...ids(state), kind: state.kind, expiredAt: ctx.now.toISOString() } }];
}
