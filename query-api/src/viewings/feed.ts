import { icsCalendar, parsePartyKey, partyKey, productName, viewingEnd, type IcsEvent } from '@fie/domain';
import {
  LISTINGS,
  nameResolver,
  ORGANIZATION_MEMBERS,
  presentBooking,
  propertyRef,
  staysOf,
  viewerParties,
  viewingsOf,
  type ListingView,
  type MemberView,
} from '@fie/read-models';
import type { DocumentStore } from '@fie/stores';

/** How far back a feed reaches: calendar apps keep what they saw, and a feed of years would be heavy. */
const PAST_DAYS = 90;

/**
 * A party's calendar (`/api/calendar/{token}.ics`): the viewings they asked for or answer for, the stays they
 * booked, and, for listers, the booked nights of the short stays they manage (those booked through Fie
 * included), so a phone's calendar or Google Calendar follows it.
 */
export async function calendarFeed(docs: DocumentStore, party: string, now = new Date()): Promise<string> {
  const { kind, id } = parsePartyKey(party);
  const listerParties = kind === 'organization' ? [party] : await viewerParties(docs, { kind, id });
  const since = new Date(now.getTime() - PAST_DAYS * 86_400_000).toISOString();
  const open = { $in: ['pending', 'proposed', 'confirmed'] };
  const [asSeeker, asLister, stays, listings, names] = await Promise.all([
    kind === 'user' ? viewingsOf(docs).find({ seekerId: id, status: open, start: { $gte: since } }, { sort: [['start', 'asc']], limit: 500 }) : [],
    viewingsOf(docs).find({ lister: { $in: listerParties }, status: open, start: { $gte: since } }, { sort: [['start', 'asc']], limit: 1000 }),
    kind === 'user' ? staysOf(docs).find({ seekerId: id, status: 'accepted', end: { $gte: since.slice(0, 10) } }, { limit: 500 }) : [],
    managedShortStays(docs, kind, id, listerParties),
    Promise.resolve(nameResolver(docs)),
  ]);
  const stamp = now.toISOString();
  const events: IcsEvent[] = [];
  for (const [view, mine] of [...asSeeker.map((v) => [v, true] as const), ...asLister.map((v) => [v, false] as const)]) {
    const booking = await presentBooking(docs, view);
    const lister = await names(view.lister);
    events.push({
      uid: `viewing-${view.id}@fie.com.gh`,
      sequence: view.sequence,
      status: view.status === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE',
      start: view.start,
      end: viewingEnd(view.start),
      summary: mine ? `Viewing: ${booking.property.title}` : `${booking.content}: ${booking.property.title}`,
      description: mine ? `With ${lister.name}. ${view.status === 'confirmed' ? 'Confirmed.' : 'Waiting for an answer.'}` : view.status === 'confirmed' ? 'Confirmed.' : 'Waiting for your answer.',
      stamp,
    });
  }
  for (const stay of stays) {
    const property = await propertyRef(docs, stay.listingId);
    events.push({ uid: `stay-${stay.id}@fie.com.gh`, sequence: 0, status: 'CONFIRMED', startDate: stay.start, endDate: stay.end, summary: `Stay: ${property?.title ?? 'a property'}`, description: `${stay.guests} guest${stay.guests === 1 ? '' : 's'}`, stamp });
  }
  for (const listing of listings) {
    for (const range of listing.booked_dates ?? []) {
      if (range.end < since.slice(0, 10)) continue;
      events.push({
        uid: `booked-${listing.id}-${range.start}@fie.com.gh`,
        sequence: 0,
        status: 'CONFIRMED',
        startDate: range.start,
        endDate: range.end,
        summary: `Booked: ${listing.title || listing.location_details.town}`,
        ...(range.note ? { description: range.note } : {}),
        stamp,
      });
    }
  }
  const name = kind === 'organization' ? (await names(party)).name : (await names(partyKey({ kind, id }))).name;
  return icsCalendar({ name: `${productName}: ${name}`, events });
}

/** The short-stay listings a party manages: a person's own, and their organization's when they list for it. */
async function managedShortStays(docs: DocumentStore, kind: string, id: string, listerParties: string[]): Promise<ListingView[]> {
  const orgs = listerParties.filter((p) => p.startsWith('organization:')).map((p) => parsePartyKey(p).id);
  const own = kind === 'user' ? await docs.collection<ListingView>(LISTINGS).find({ ownerId: id, organizationId: null, acquisition: 'short_stay' }, { limit: 500 }) : [];
  const theirs = orgs.length ? await docs.collection<ListingView>(LISTINGS).find({ organizationId: { $in: orgs }, acquisition: 'short_stay' }, { limit: 1000 }) : [];
  return [...own, ...theirs];
}

/** Whether a person may read an owner's bookings: the owner, or a member of the owner's organization. */
export async function mayReadBookingsOf(docs: DocumentStore, principal: { kind: string; id: string }, ownerId: string): Promise<boolean> {
  if (principal.kind === 'staff') return true;
  if (principal.id === ownerId) return true;
  if (principal.kind !== 'user') return false;
  return Boolean(await docs.collection<MemberView>(ORGANIZATION_MEMBERS).findOne({ userId: principal.id, orgId: ownerId }));
}
