import {
  accraDate,
  defaultViewingHours,
  formatWhen,
  parsePartyKey,
  slotInstant,
  slotTimes,
  weekdayOf,
  type DayHours,
  type ViewingStatus,
  type WeeklyHours,
} from '@fie/domain';
import type { DocumentStore } from '@fie/stores';
import { USERS, type UserView } from '../accounts/users';
import { propertyRef } from '../conversations/present-conversation';
import type { NameResolver } from '../conversations/parties';

/**
 * Viewings: one document per viewing (its time and status as they stand), the listings' weekly viewing
 * hours, and each party's calendar-feed generation. Names are not copied here: they are read when presented,
 * so a deleted account shows as such.
 */
export const VIEWINGS = 'viewings';
export const VIEWING_HOURS = 'viewing_hours';
export const CALENDAR_FEEDS = 'calendar_feeds';

export type ViewingView = {
  id: string;
  listingId: string;
  /** The lister's party key (`user:{id}` or `organization:{id}`). */
  lister: string;
  seekerId: string;
  start: string;
  status: ViewingStatus;
  /** The time asked for, when the lister proposed another. */
  previousStart?: string;
  /** Why it was declined or cancelled, in the words of whoever did it. */
  reason?: string;
  cancelledBy?: 'seeker' | 'lister';
  requestedAt: string;
  updatedAt: string;
  /** 18:00 Accra the evening before: when the reminder falls due. */
  remindAt: string;
  remindedFor?: string;
  /** The viewing stream's revision: the SEQUENCE of its calendar invitations. */
  sequence: number;
};
export type ViewingHoursView = { id: string; hours: WeeklyHours; updatedAt: string };
export type CalendarFeedView = { id: string; generation: number };

export const viewingStatusTexts: Record<ViewingStatus, string> = {
  pending: 'Waiting for the lister',
  proposed: 'New time proposed',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

export type ViewingAction = 'confirm' | 'decline' | 'propose' | 'accept' | 'cancel';

/** What each side may do now (nothing once the viewing has begun). */
export function viewingActions(view: Pick<ViewingView, 'status' | 'start'>, role: 'seeker' | 'lister', now: Date): ViewingAction[] {
  if (Date.parse(view.start) <= now.getTime()) return [];
  if (role === 'lister') return ({ pending: ['confirm', 'decline', 'propose'], proposed: ['propose', 'decline'], confirmed: ['propose', 'cancel'], declined: [], cancelled: [] } as const)[view.status].slice();
  return ({ pending: ['cancel'], proposed: ['accept', 'cancel'], confirmed: ['cancel'], declined: [], cancelled: [] } as const)[view.status].slice();
}

async function seekerOf(docs: DocumentStore, seekerId: string) {
  const user = await docs.collection<UserView>(USERS).get(seekerId);
  return user ? { first_name: user.firstName, last_name: user.lastName } : { first_name: 'Deleted', last_name: 'account' };
}

/** The spec's booking (GET /properties/search-bookings): date, content, status, the property and the seeker. */
export async function presentBooking(docs: DocumentStore, view: ViewingView) {
  const [property, seeker] = await Promise.all([propertyRef(docs, view.listingId), seekerOf(docs, view.seekerId)]);
  return {
    _id: view.id,
    date: view.start,
    content: `Viewing for ${seeker.first_name} ${seeker.last_name}`,
    status: view.status,
    property: { _id: view.listingId, title: property?.title ?? 'A property that was removed' },
    seeker,
  };
}

/** A viewing in a person's calendar: the booking, plus their side of it and what they may do. */
export async function presentViewing(docs: DocumentStore, view: ViewingView, role: 'seeker' | 'lister', names: NameResolver, now = new Date()) {
  const [booking, lister, property] = await Promise.all([presentBooking(docs, view), names(view.lister), propertyRef(docs, view.listingId)]);
  return {
    ...booking,
    // What became of a listing no longer advertised (issue 32), beside the spec's booking shape.
    property: { ...booking.property, fate: property?.fate ?? null },
    id: view.id,
    role,
    statusText: viewingStatusTexts[view.status],
    when: formatWhen(view.start),
    ...(view.previousStart ? { previousDate: view.previousStart } : {}),
    ...(view.reason ? { reason: view.reason } : {}),
    lister: { id: parsePartyKey(view.lister).id, kind: parsePartyKey(view.lister).kind, name: lister.name },
    actions: viewingActions(view, role, now),
  };
}
export type PresentedViewing = Awaited<ReturnType<typeof presentViewing>>;

export const viewingsOf = (docs: DocumentStore) => docs.collection<ViewingView>(VIEWINGS);

export async function viewingHoursOf(docs: DocumentStore, listingId: string): Promise<WeeklyHours> {
  return (await docs.collection<ViewingHoursView>(VIEWING_HOURS).get(listingId))?.hours ?? defaultViewingHours;
}

/**
 * A date's slots for the booking picker: each half hour inside the lister's hours, free unless a viewing
 * holds it or it has begun. The command side decides on its own ledger; this is what the picker shows.
 */
export async function viewingSlotsOn(docs: DocumentStore, listingId: string, date: string, now = new Date()): Promise<{ date: string; hours: DayHours; slots: { start: string; time: string; free: boolean }[] }> {
  const hours = (await viewingHoursOf(docs, listingId))[weekdayOf(date)];
  const held = await viewingsOf(docs).find({ listingId, status: { $in: ['pending', 'proposed', 'confirmed'] }, start: { $gte: `${date}T00:00:00.000Z`, $lt: `${date}T23:59:59.999Z` } });
  const taken = new Set(held.map((v) => v.start));
  const slots = slotTimes(hours).map((time) => {
    const start = slotInstant(date, time);
    return { start, time, free: !taken.has(start) && Date.parse(start) > now.getTime() };
  });
  return { date: accraDate(`${date}T00:00:00.000Z`), hours, slots };
}

export async function calendarFeedGeneration(docs: DocumentStore, party: string): Promise<number> {
  return (await docs.collection<CalendarFeedView>(CALENDAR_FEEDS).get(party))?.generation ?? 0;
}
