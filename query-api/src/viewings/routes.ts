import { Router, type Request } from 'express';
import { completedStay, ForbiddenError, NotFoundError, parsePartyKey, partyKey, UnauthorizedError, ValidationError, viewingMessages as m } from '@fie/domain';
import { calendarFeedToken, PublicOrigin, readCalendarFeedToken } from '@fie/platform';
import {
  calendarFeedGeneration,
  LISTINGS,
  nameResolver,
  ORGANIZATIONS,
  presentBooking,
  presentStay,
  presentViewing,
  reputationOf,
  reviewStandingOf,
  noShowStandingOf,
  staysOf,
  viewerParties,
  viewingsOf,
  viewingSlotsOn,
  viewingHoursOf,
  type ListingView,
  type OrganizationView,
  type StayView,
  type ViewingView,
} from '@fie/read-models';
import type { Filter } from '@fie/stores';
import type { QueryDeps } from '../shared/deps';
import { statusWords, viewingInWords, wordsFor } from '../shared/status-words';
import { calendarFeed, mayReadBookingsOf } from './feed';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD` (both days included) on `start`. */
function period(req: Request): Filter {
  const range: Record<string, string> = {};
  for (const key of ['from', 'to'] as const) {
    const value = req.query[key];
    if (value === undefined || value === '') continue;
    if (typeof value !== 'string' || !DATE.test(value) || Number.isNaN(Date.parse(value))) throw new ValidationError({ [key]: m.dayInvalid });
    range[key === 'from' ? '$gte' : '$lte'] = key === 'from' ? `${value}T00:00:00.000Z` : `${value}T23:59:59.999Z`;
  }
  return Object.keys(range).length ? { start: range } : {};
}

/** Viewings and stays to read: the spec's search-bookings, a person's calendar, the booking picker, the iCal feed. */
export function viewingQueryRoutes(deps: QueryDeps): Router {
  const router = Router();
  const docs = deps.documents;

  const party = (req: Request) => {
    const p = req.principal;
    if (p?.kind !== 'user' && p?.kind !== 'organization') throw new UnauthorizedError(m.signInToSeeCalendar);
    return p;
  };

  // The spec's call: an owner's bookings, for the owner, their organization's members and staff.
  router.get('/properties/search-bookings', async (req, res) => {
    const p = req.principal;
    if (!p) throw new UnauthorizedError(m.signInToSeeBookings);
    const ownerId = typeof req.query.owner_id === 'string' ? req.query.owner_id.trim() : '';
    if (!ownerId) throw new ValidationError({ owner_id: m.ownerRequired });
    if (!(await mayReadBookingsOf(docs, p, ownerId))) throw new ForbiddenError(m.bookingsNotYours, 'Forbidden');
    const org = await docs.collection<OrganizationView>(ORGANIZATIONS).get(ownerId);
    const lister = partyKey({ kind: org ? 'organization' : 'user', id: ownerId });
    const views = await viewingsOf(docs).find({ lister, ...period(req) }, { sort: [['start', 'asc']], limit: 1000 });
    const words = wordsFor(req);
    const bookings = await Promise.all(views.map((v) => presentBooking(docs, v)));
    res.json({ result: { bookings: words ? bookings.map((b) => ({ ...b, content: statusWords.booking(words.t, b.seeker) })) : bookings } });
  });

  // A person's calendar: the viewings they asked for, and those of the listings they answer for.
  router.get('/viewings', async (req, res) => {
    const p = party(req);
    const listers = await viewerParties(docs, p);
    const range = period(req);
    const [asSeeker, asLister] = await Promise.all([
      p.kind === 'user' ? viewingsOf(docs).find({ seekerId: p.id, ...range }, { sort: [['start', 'asc']], limit: 1000 }) : Promise.resolve([] as ViewingView[]),
      viewingsOf(docs).find({ lister: { $in: listers }, ...range }, { sort: [['start', 'asc']], limit: 1000 }),
    ]);
    const names = nameResolver(docs);
    const now = new Date();
    const presented = await Promise.all([
      ...asSeeker.map((v) => presentViewing(docs, v, 'seeker', names, now)),
      // The lister sees what the seeker's past deals were like (issue 33): their reputation, when they have one.
      ...asLister.map(async (v) => ({ ...(await presentViewing(docs, v, 'lister', names, now)), seekerReputation: await reputationOf(docs, v.seekerId) })),
    ]);
    // Each viewing says where this side stands with its review (issue 33): what the viewing's screen offers.
    // And where it stands with its no-shows (issue 33): "They did not come" after the slot, and the answer to one.
    const viewings = await Promise.all(
      presented.map(async (v) => ({
        ...v,
        review: await reviewStandingOf(docs, 'viewing', v._id, v.role, now),
        noShow: await noShowStandingOf(docs, { id: v._id, status: v.status, start: v.date }, v.role, now),
      })),
    );
    viewings.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    const words = wordsFor(req);
    res.json({ result: { viewings: viewings.map((v) => viewingInWords(words, v)) } });
  });

  router.get('/stay-requests', async (req, res) => {
    const p = party(req);
    const listers = await viewerParties(docs, p);
    const [asSeeker, asLister] = await Promise.all([
      p.kind === 'user' ? staysOf(docs).find({ seekerId: p.id }, { sort: [['start', 'asc']], limit: 500 }) : Promise.resolve([] as StayView[]),
      staysOf(docs).find({ lister: { $in: listers } }, { sort: [['start', 'asc']], limit: 1000 }),
    ]);
    const names = nameResolver(docs);
    const now = new Date();
    // Each stay says where this side stands with its review (issue 33): a stay is completed by its last night.
    const present = async (s: StayView, role: 'seeker' | 'lister') => {
      const completed = completedStay({ stayId: s.id, listingId: s.listingId, seekerId: s.seekerId, lister: parsePartyKey(s.lister), status: s.status, end: s.end }, now);
      return {
        ...(await presentStay(docs, s, role, names, now)),
        review: await reviewStandingOf(docs, 'stay', s.id, role, now, completed?.completedAt),
        // The lister sees what the seeker's past deals were like, as on a viewing.
        ...(role === 'lister' ? { seekerReputation: await reputationOf(docs, s.seekerId) } : {}),
      };
    };
    const stays = await Promise.all([...asSeeker.map((s) => present(s, 'seeker')), ...asLister.map((s) => present(s, 'lister'))]);
    stays.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
    const words = wordsFor(req);
    res.json({ result: { stays: words ? stays.map((s) => ({ ...s, statusText: statusWords.stay(words.t, s.status) })) : stays } });
  });

  // The booking picker: a date's half-hour slots within the lister's hours, free or taken.
  router.get('/properties/:id/viewing-slots', async (req, res) => {
    const date = typeof req.query.date === 'string' ? req.query.date : '';
    if (!DATE.test(date) || Number.isNaN(Date.parse(date))) throw new ValidationError({ date: m.dayInvalid });
    const listing = await docs.collection<ListingView>(LISTINGS).get(String(req.params.id));
    if (!listing || listing.status !== 'published') throw new NotFoundError(m.propertyNotFound, 'PropertyNotFound');
    res.json({ result: await viewingSlotsOn(docs, listing.id, date) });
  });

  // The lister's weekly hours, for their hours form (anyone may read them: the booking picker shows them too).
  router.get('/properties/:id/viewing-hours', async (req, res) => {
    const listing = await docs.collection<ListingView>(LISTINGS).get(String(req.params.id));
    if (!listing) throw new NotFoundError(m.propertyNotFound, 'PropertyNotFound');
    res.json({ result: { hours: await viewingHoursOf(docs, listing.id) } });
  });

  const origin = deps.publicOrigin ?? new PublicOrigin();
  const base = (req: Request) => origin.of(req);

  router.get('/calendar/feed', async (req, res) => {
    const p = party(req);
    const key = partyKey({ kind: p.kind, id: p.id });
    const generation = await calendarFeedGeneration(docs, key);
    res.json({ result: { url: `${base(req)}/api/calendar/${calendarFeedToken(deps.secrets.codeSecret, key, generation)}.ics` } });
  });

  // No session: calendar apps fetch this by its secret address; a reset link answers 404.
  router.get('/calendar/:file', async (req, res) => {
    const file = String(req.params.file);
    const token = file.endsWith('.ics') ? file.slice(0, -4) : '';
    const read = token ? readCalendarFeedToken(deps.secrets.codeSecret, token) : undefined;
    if (!read || (await calendarFeedGeneration(docs, read.party)) !== read.generation) throw new NotFoundError(m.feedGone, 'CalendarFeedNotFound');
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('Cache-Control', 'private, max-age=300');
    res.send(await calendarFeed(docs, read.party));
  });

  return router;
}
