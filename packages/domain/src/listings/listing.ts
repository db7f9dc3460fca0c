import { ForbiddenError, NotFoundError, RuleViolation } from '../shared/errors';
import type { MemberPermission } from '../organizations/schemas';
import { listingMessages as m } from './messages';
import type { ListingStatus } from './options';
import type { ListingDraft } from './schemas';
import { evolveModeration, noModeration, type ListingModeration } from '../moderation/listing-moderation';
import type { ModerationEvent } from '../moderation/events';
import { moderationMessages } from '../moderation/messages';
import { addRange, bookedNights, calendarMessages as cal, ghanaToday, nightsBetween, removeRange, type BookedDates, type DateRange } from './calendar';

/**
 * A listing's stream (`listing-{id}`). An owner lists for themselves; an organization member with
 * List Properties lists on behalf of the organization (the listing then belongs to it, and any member with
 * the right permission may manage it).
 */
export type ListingCreated = {
  type: 'ListingCreated';
  data: { listingId: string; ownerId: string; organizationId: string | null; listing: ListingDraft; createdBy: string; createdAt: string };
};
export type ListingUpdated = { type: 'ListingUpdated'; data: { listingId: string; listing: ListingDraft; updatedBy: string; updatedAt: string } };
export type ListingStatusChanged = { type: 'ListingStatusChanged'; data: { listingId: string; status: ListingStatus; changedBy: string; changedAt: string } };
export type ListingDeleted = { type: 'ListingDeleted'; data: { listingId: string; deletedBy: string; deletedAt: string } };
/** A short-stay listing's nights taken (see calendar.ts): marked by its manager, or released again. */
export type ListingDatesBooked = { type: 'ListingDatesBooked'; data: { listingId: string; start: string; end: string; note?: string; bookedBy: string; bookedAt: string } };
export type ListingDatesReleased = { type: 'ListingDatesReleased'; data: { listingId: string; start: string; end: string; releasedBy: string; releasedAt: string } };
/** Freshness (freshness.ts): confirmed still available, prompted at 30 days, archived at 60. */
export type ListingConfirmed = { type: 'ListingConfirmed'; data: { listingId: string; confirmedBy: string; via: 'app' | 'link'; confirmedAt: string } };
/** The 30-day prompt; `lastConfirmedAt` names the stretch it was sent for, so it is sent once per stretch. */
export type ListingConfirmationRequested = { type: 'ListingConfirmationRequested'; data: FreshnessNoticeData & { requestedAt: string } };
/** A week before the archive (issue 32: a listing about to expire), its lister is warned, once per stretch. */
export type ListingArchiveWarned = { type: 'ListingArchiveWarned'; data: FreshnessNoticeData & { warnedAt: string; archivesAt: string } };
/** The 60-day archive: the listing leaves search until its lister confirms it. */
export type ListingArchivedAsStale = { type: 'ListingArchivedAsStale'; data: FreshnessNoticeData & { archivedAt: string } };
/** Who is told and about what: the lister's in-app notice is made from the event alone. */
export type FreshnessNoticeData = { listingId: string; lastConfirmedAt: string; ownerId: string; organizationId: string | null; name: string };
export type FreshnessEvent = ListingConfirmed | ListingConfirmationRequested | ListingArchiveWarned | ListingArchivedAsStale;
/** `warnedFor`: the stretch the week-before warning was sent for (absent until one was). */
export type Freshness = { lastConfirmedAt: string; promptedFor: string | null; warnedFor?: string; archived: boolean };

export type ListingEvent = ListingCreated | ListingUpdated | ListingStatusChanged | ListingDeleted | ListingDatesBooked | ListingDatesReleased | ModerationEvent | FreshnessEvent;

export type ListingState = {
  listingId: string;
  ownerId: string;
  organizationId: string | null;
  status: ListingStatus;
  deleted: boolean;
  listing: ListingDraft;
  booked: DateRange[];
  /** Staff decisions and reports (moderation/moderation.ts). */
  moderation: ListingModeration;
  /** When its lister last said it is still available, and whether the stale archive holds it (freshness.ts). */
  freshness: Freshness;
};

const confirmed = (state: ListingState, at: string): ListingState => ({ ...state, freshness: { ...state.freshness, lastConfirmedAt: at, archived: false } });

export const listingStream = (listingId: string) => `listing-${listingId}`;

export function evolveListing(state: ListingState | undefined, event: ListingEvent): ListingState | undefined {
  switch (event.type) {
    case 'ListingCreated':
      return { listingId: event.data.listingId, ownerId: event.data.ownerId, organizationId: event.data.organizationId, status: 'published', deleted: false, listing: event.data.listing, booked: [], moderation: noModeration, freshness: { lastConfirmedAt: event.data.createdAt, promptedFor: null, archived: false } };
    case 'ListingUpdated':
      return state && confirmed({ ...state, listing: event.data.listing }, event.data.updatedAt);
    case 'ListingStatusChanged':
      return state && confirmed({ ...state, status: event.data.status }, event.data.changedAt);
    case 'ListingConfirmed':
      return state && confirmed(state, event.data.confirmedAt);
    case 'ListingConfirmationRequested':
      return state && { ...state, freshness: { ...state.freshness, promptedFor: event.data.lastConfirmedAt } };
    case 'ListingArchiveWarned':
      return state && { ...state, freshness: { ...state.freshness, warnedFor: event.data.lastConfirmedAt } };
    case 'ListingArchivedAsStale':
      return state && { ...state, freshness: { ...state.freshness, archived: true } };
    case 'ListingDeleted':
      return state && { ...state, deleted: true };
    case 'ListingDatesBooked':
      return state && { ...state, booked: addRange(state.booked, { start: event.data.start, end: event.data.end, ...(event.data.note ? { note: event.data.note } : {}) }) };
    case 'ListingDatesReleased':
      return state && { ...state, booked: removeRange(state.booked, event.data) };
    case 'ListingModerated':
    case 'ListingReported':
    case 'ListingHiddenByReports':
    case 'ListingReportResolved':
    case 'ListingReviewRequested':
      if (!state) return state;
      // Staff removing a listing ends it as a deletion does.
      return { ...state, deleted: state.deleted || (event.type === 'ListingModerated' && event.data.decision === 'remove'), moderation: evolveModeration(state.moderation, event) };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

/** Who is acting, as the edge found out from the streams (user type, organization membership). */
export type ListingActor =
  | { kind: 'user'; userId: string; userType: 'seeker' | 'owner'; membership: { orgId: string; permissions: MemberPermission[] } | null }
  | { kind: 'organization'; orgId: string };

const actorId = (a: ListingActor) => (a.kind === 'user' ? `user-${a.userId}` : `organization-${a.orgId}`);

/**
 * Under whose name a listing goes: a person's `own`, or the `organization` they are a member of. An owner who
 * joins an organization keeps listing under their own name as well; a member who asks for neither lists for
 * the organization, as before the choice existed.
 */
export const listAsChoices = ['own', 'organization'] as const;
export type ListAs = (typeof listAsChoices)[number];
export const isListAs = (value: unknown): value is ListAs => (listAsChoices as readonly unknown[]).includes(value);

export function createListing(actor: ListingActor, listing: ListingDraft, ctx: { now: Date; listingId: string; listAs?: ListAs }): [ListingCreated] {
  let ownerId: string;
  let organizationId: string | null = null;
  if (actor.kind === 'organization') {
    ownerId = `organization-${actor.orgId}`;
    organizationId = actor.orgId;
  } else if (actor.membership && ctx.listAs !== 'own') {
    if (!actor.membership.permissions.includes('list_properties')) throw new ForbiddenError(m.needListPermission, 'MissingPermission');
    ownerId = actor.userId;
    organizationId = actor.membership.orgId;
  } else if (actor.userType === 'owner') {
    ownerId = actor.userId;
  } else {
    throw new ForbiddenError(m.ownersOnly, 'OwnersOnly');
  }
  // A person's own listing shows their number unless they say otherwise; an organization's always shows its own.
  const draft = organizationId ? listing : { ...listing, show_phone: listing.show_phone ?? true };
  return [{ type: 'ListingCreated', data: { listingId: ctx.listingId, ownerId, organizationId, listing: draft, createdBy: actorId(actor), createdAt: ctx.now.toISOString() } }];
}

export function assertMayManage(state: ListingState | undefined, actor: ListingActor, permission: MemberPermission): ListingState {
  if (!state || state.deleted) throw new NotFoundError(m.notFound, 'NotFound');
  if (state.organizationId) {
    if (actor.kind === 'organization' && actor.orgId === state.organizationId) return state;
    if (actor.kind === 'user' && actor.membership?.orgId === state.organizationId && actor.membership.permissions.includes(permission)) return state;
    if (actor.kind === 'user' && actor.membership?.orgId === state.organizationId) {
      throw new ForbiddenError(permission === 'delete_properties' ? m.needDeletePermission : m.needListPermission, 'MissingPermission');
    }
    throw new ForbiddenError(m.notYours);
  }
  if (actor.kind === 'user' && actor.userId === state.ownerId) return state;
  throw new ForbiddenError(m.notYours);
}

export function updateListing(state: ListingState | undefined, actor: ListingActor, listing: ListingDraft, ctx: { now: Date }): [ListingUpdated] {
  const current = assertMayManage(state, actor, 'list_properties');
  if (listing.category !== current.listing.category) throw new RuleViolation('CategoryChange', m.categoryChange, { category: m.categoryKept });
  // An edit that does not mention the phone switch (an older form, another client) keeps what the listing had.
  const show_phone = listing.show_phone ?? current.listing.show_phone;
  const draft = show_phone === undefined ? listing : { ...listing, show_phone };
  return [{ type: 'ListingUpdated', data: { listingId: current.listingId, listing: draft, updatedBy: actorId(actor), updatedAt: ctx.now.toISOString() } }];
}

export function changeStatus(state: ListingState | undefined, actor: ListingActor, status: ListingStatus, ctx: { now: Date }): [ListingStatusChanged] | [] {
  const current = assertMayManage(state, actor, 'list_properties');
  // Only staff show a listing they hid again (after the lister asks for a review).
  if (current.moderation.hidden) throw new RuleViolation('HiddenByModerators', moderationMessages.hiddenByModerators);
  if (current.status === status) return [];
  if (status === 'let' && current.listing.acquisition === 'buy') throw new RuleViolation('InvalidStatus', m.saleMarkedSold);
  if (status === 'sold' && current.listing.acquisition !== 'buy') throw new RuleViolation('InvalidStatus', m.rentMarkedLet);
  return [{ type: 'ListingStatusChanged', data: { listingId: current.listingId, status, changedBy: actorId(actor), changedAt: ctx.now.toISOString() } }];
}

export function deleteListing(state: ListingState | undefined, actor: ListingActor, ctx: { now: Date }): [ListingDeleted] {
  const current = assertMayManage(state, actor, 'delete_properties');
  return [{ type: 'ListingDeleted', data: { listingId: current.listingId, deletedBy: actorId(actor), deletedAt: ctx.now.toISOString() } }];
}

/**
 * Marks nights of a short-stay listing as booked. Nights already booked are fine (nothing new, no event);
 * dates wholly past, or wholly outside the dates the listing is offered, are refused.
 */
export function bookDates(state: ListingState | undefined, actor: ListingActor, dates: BookedDates, ctx: { now: Date }): [ListingDatesBooked] | [] {
  const current = assertMayManage(state, actor, 'list_properties');
  const { listing } = current;
  if (listing.acquisition !== 'short_stay') throw new RuleViolation('NotShortStay', cal.shortStayOnly);
  if (dates.end <= ghanaToday(ctx.now)) throw new RuleViolation('DatesPassed', cal.inThePast, { start: cal.inThePast });
  const offeredFrom = listing.stay_start_date?.slice(0, 10);
  const offeredTo = listing.stay_end_date?.slice(0, 10);
  if ((offeredFrom && dates.end <= offeredFrom) || (offeredTo && dates.start > offeredTo)) {
    throw new RuleViolation('OutsideStay', cal.outsideStayBetween(offeredFrom ?? '…', offeredTo ?? '…'), { start: cal.outsideStay });
  }
  const taken = new Set(bookedNights(current.booked));
  if (nightsBetween(dates.start, dates.end).every((night) => taken.has(night))) return [];
  return [{ type: 'ListingDatesBooked', data: { listingId: current.listingId, start: dates.start, end: dates.end, ...(dates.note ? { note: dates.note } : {}), bookedBy: actorId(actor), bookedAt: ctx.now.toISOString() } }];
}

/** Frees nights again (a cancelled stay, a mistake); nights that were not booked need nothing. */
export function releaseDates(state: ListingState | undefined, actor: ListingActor, dates: BookedDates, ctx: { now: Date }): [ListingDatesReleased] | [] {
  const current = assertMayManage(state, actor, 'list_properties');
  const taken = new Set(bookedNights(current.booked));
  if (!nightsBetween(dates.start, dates.end).some((night) => taken.has(night))) return [];
  return [{ type: 'ListingDatesReleased', data: { listingId: current.listingId, start: dates.start, end: dates.end, releasedBy: actorId(actor), releasedAt: ctx.now.toISOString() } }];
}
