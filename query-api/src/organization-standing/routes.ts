import { Router } from 'express';
import { NotFoundError, organizationDocumentOwner, organizationDocumentUrl, organizationStandingMessages } from '@fie/domain';
import {
  DOCUMENTS,
  LISTINGS,
  ORGANIZATION_MEMBERS,
  ORGANIZATION_STANDING,
  ORGANIZATIONS,
  USERS,
  type DocumentView,
  type ListingView,
  type MemberView,
  type OrganizationStandingView,
  type OrganizationView,
  type UserView,
} from '@fie/read-models';
import type { Filter } from '@fie/stores';
import { authorizeStaff } from '../admin/authorize';
import type { QueryDeps } from '../shared/deps';
import { idsFilter, parseListQuery } from '../shared/simple-rest';

const present = (o: OrganizationView, s?: OrganizationStandingView) => ({
  id: o.id,
  name: o.name,
  email: o.email,
  phone: o.phone,
  address: o.address,
  url_name: o.url_name,
  completed: o.completed,
  createdAt: o.createdAt,
  verified: s?.verified ?? false,
  verifiedAt: s?.verifiedAt ?? null,
  suspended: s?.suspended ?? false,
  suspendedReason: s?.suspendedReason ?? null,
  suspendedAt: s?.suspendedAt ?? null,
});

/**
 * GET /api/admin/organizations (ra-data-simple-rest; `q` searches name, email and page name; `verified`,
 * `suspended`) and GET /api/admin/organizations/{id} with its registration, documents, members and listings,
 * and what staff decided. Every role reads; decisions are commands (organizations.manage).
 */
export function organizationStandingQueryRoutes(deps: QueryDeps): Router {
  const router = Router();
  const orgs = deps.documents.collection<OrganizationView>(ORGANIZATIONS);
  const standings = deps.documents.collection<OrganizationStandingView>(ORGANIZATION_STANDING);

  router.get('/admin/organizations', async (req, res) => {
    await authorizeStaff(deps, req, 'console.read');
    const q = parseListQuery(req, ['createdAt', 'name', 'email'], [['createdAt', 'desc']]);
    const filter: Filter = idsFilter(q.filter);
    const text = typeof q.filter.q === 'string' ? q.filter.q.trim() : '';
    if (text) filter.$or = [{ name: { $contains: text } }, { email: { $contains: text } }, { url_name: { $contains: text } }];
    for (const flag of ['verified', 'suspended'] as const) {
      const value = q.filter[flag];
      if (value !== true && value !== false && value !== 'true' && value !== 'false') continue;
      const marked = (await standings.find({ [flag]: true })).map((s) => s.id);
      const wanted = value === true || value === 'true';
      filter.id = wanted ? { $in: marked } : { $nin: marked };
    }
    const [docs, total] = await Promise.all([orgs.find(filter, { sort: q.sort, skip: q.skip, limit: q.limit }), orgs.count(filter)]);
    const byId = new Map((docs.length ? await standings.find({ id: { $in: docs.map((d) => d.id) } }) : []).map((s) => [s.id, s]));
    const end = docs.length ? q.skip + docs.length - 1 : q.skip;
    res.setHeader('Content-Range', `organizations ${q.skip}-${end}/${total}`);
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
    res.json(docs.map((o) => present(o, byId.get(o.id))));
  });

  router.get('/admin/organizations/:id', async (req, res) => {
    await authorizeStaff(deps, req, 'console.read');
    const org = await orgs.get(String(req.params.id));
    if (!org) throw new NotFoundError(organizationStandingMessages.notFound, 'OrganizationNotFound');
    const standing = await standings.get(org.id);
    const documents = deps.documents.collection<DocumentView>(DOCUMENTS);
    const [uploaded, registered, members, listings] = await Promise.all([
      documents.find({ ownerId: organizationDocumentOwner(org.id) }),
      org.documents.length ? documents.find({ filename: { $in: org.documents }, ownerId: null }) : Promise.resolve([]),
      deps.documents.collection<MemberView>(ORGANIZATION_MEMBERS).find({ orgId: org.id }),
      deps.documents.collection<ListingView>(LISTINGS).find({ organizationId: org.id }, { sort: [['createdAt', 'desc']], limit: 200 }),
    ]);
    const people = members.length ? await deps.documents.collection<UserView>(USERS).find({ id: { $in: members.map((m) => m.userId) } }) : [];
    const person = new Map(people.map((p) => [p.id, p]));
    res.json({
      ...present(org, standing ?? undefined),
      documents: [...uploaded, ...registered]
        .sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt))
        .map((d) => ({ name: d.name, filename: d.filename, location: organizationDocumentUrl(org.id, d.filename), uploadedAt: d.uploadedAt, registration: d.ownerId === null })),
      members: members.map((m) => ({ userId: m.userId, name: person.has(m.userId) ? `${person.get(m.userId)!.firstName} ${person.get(m.userId)!.lastName}` : null, email: person.get(m.userId)?.email ?? null, permissions: m.permissions, dateAdded: m.date_added })),
      listings: listings.map((l) => ({ id: l.id, title: l.title, status: l.status, createdAt: l.createdAt })),
      history: standing?.history ?? [],
    });
  });

  return router;
}
