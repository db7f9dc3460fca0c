import { Router } from 'express';
import { NotFoundError, userStandingMessages } from '@fie/domain';
import { DOCUMENTS, hasConfirmedEmail, hasConfirmedPhone, LISTING_REPORTS, LISTINGS, USER_STANDING, USERS, type DocumentView, type ListingReportView, type ListingView, type UserStandingView, type UserView } from '@fie/read-models';
import type { Filter } from '@fie/stores';
import { authorizeStaff } from '../admin/authorize';
import type { QueryDeps } from '../shared/deps';
import { idsFilter, parseListQuery } from '../shared/simple-rest';

type Standing = Pick<UserStandingView, 'suspended' | 'reason' | 'suspendedAt' | 'suspendedBy'>;
const inGoodStanding: Standing = { suspended: false };

/** A person as the console lists them: never a password or a code (the users view holds none). */
const presentUser = (u: UserView, s: Standing = inGoodStanding) => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  name: `${u.firstName} ${u.lastName}`.trim(),
  // A person who signed up with a phone number alone has no email (issue 32): null, and the phone names them.
  email: u.email ?? null,
  phone: u.phone,
  userType: u.userType,
  confirmed: u.confirmed,
  emailConfirmed: hasConfirmedEmail(u),
  phoneConfirmed: hasConfirmedPhone(u),
  createdAt: u.createdAt,
  suspended: s.suspended,
  suspendedReason: s.reason ?? null,
  suspendedAt: s.suspendedAt ?? null,
  suspendedBy: s.suspendedBy ?? null,
});

/**
 * GET /api/admin/users (ra-data-simple-rest; `q` searches name, email and phone; `suspended` true or false) and
 * GET /api/admin/users/{id} with the person's listings, documents, the reports on their listings and those they
 * made, and what staff did about them. Every role reads; suspending is a command (users.manage).
 */
export function userStandingQueryRoutes(deps: QueryDeps): Router {
  const router = Router();
  const users = deps.documents.collection<UserView>(USERS);
  const standings = deps.documents.collection<UserStandingView>(USER_STANDING);

  router.get('/admin/users', async (req, res) => {
    await authorizeStaff(deps, req, 'console.read');
    const q = parseListQuery(req, ['createdAt', 'firstName', 'lastName', 'email'], [['createdAt', 'desc']]);
    const filter: Filter = idsFilter(q.filter);
    const text = typeof q.filter.q === 'string' ? q.filter.q.trim() : '';
    if (text) {
      // A phone is searched by its digits, so 024 412 3456 finds +233244123456's local form too.
      const digits = text.replace(/\D/g, '').replace(/^0/, '');
      filter.$or = [{ firstName: { $contains: text } }, { lastName: { $contains: text } }, { email: { $contains: text } }, ...(digits.length >= 4 ? [{ phone: { $contains: digits } }] : [])];
    }
    if (q.filter.suspended === true || q.filter.suspended === 'true') {
      const suspended = await standings.find({ suspended: true });
      filter.id = { $in: suspended.map((s) => s.id) };
    }
    const [docs, total] = await Promise.all([users.find(filter, { sort: q.sort, skip: q.skip, limit: q.limit }), users.count(filter)]);
    const byId = new Map((docs.length ? await standings.find({ id: { $in: docs.map((d) => d.id) } }) : []).map((s) => [s.id, s]));
    const end = docs.length ? q.skip + docs.length - 1 : q.skip;
    res.setHeader('Content-Range', `users ${q.skip}-${end}/${total}`);
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
    res.json(docs.map((u) => presentUser(u, byId.get(u.id))));
  });

  router.get('/admin/users/:id', async (req, res) => {
    await authorizeStaff(deps, req, 'console.read');
    const id = String(req.params.id);
    const user = await users.get(id);
    if (!user) throw new NotFoundError(userStandingMessages.userNotFound, 'UserNotFound');
    const standing = await standings.get(id);
    const listings = await deps.documents.collection<ListingView>(LISTINGS).find({ ownerId: id }, { sort: [['createdAt', 'desc']], limit: 200 });
    const documents = await deps.documents.collection<DocumentView>(DOCUMENTS).find({ ownerId: id }, { sort: [['uploadedAt', 'desc']] });
    const reports = deps.documents.collection<ListingReportView>(LISTING_REPORTS);
    const reportsOnListings = listings.length ? await reports.find({ listingId: { $in: listings.map((l) => l.id) } }, { sort: [['reportedAt', 'desc']], limit: 200 }) : [];
    const reportsMade = await reports.find({ reporterId: id }, { sort: [['reportedAt', 'desc']], limit: 200 });
    res.json({
      ...presentUser(user, standing ?? undefined),
      listings: listings.map((l) => ({ id: l.id, title: l.title, status: l.status, price: l.price, currency: l.currency, town: l.location_details.town, createdAt: l.createdAt, hiddenReason: l.moderation?.reason ?? null })),
      documents: documents.map((d) => ({ name: d.name, filename: d.filename, location: `/api/auth/documents/${d.filename}`, size: d.size, uploadedAt: d.uploadedAt })),
      reportsOnListings: reportsOnListings.map(({ id: reportId, listingId, listingTitle, reason, status, reportedAt }) => ({ id: reportId, listingId, listingTitle, reason, status, reportedAt })),
      reportsMade: reportsMade.map(({ id: reportId, listingId, listingTitle, reason, status, reportedAt }) => ({ id: reportId, listingId, listingTitle, reason, status, reportedAt })),
      history: standing?.history ?? [],
    });
  });

  return router;
}
