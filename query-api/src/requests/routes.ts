import { Router } from 'express';
import { ForbiddenError, imageUrl, paymentPlanLabels, parseOrThrow, regionCodeOf, toGhs, UnauthorizedError, fetchRequestsQuery, requestMessages, type FetchRequestsQuery } from '@fie/domain';
import {
  currentUsdToGhs,
  LISTINGS,
  listingTitle,
  nameResolver,
  ORGANIZATION_MEMBERS,
  presentRequest,
  REQUEST_MATCHES,
  REQUESTS,
  USERS,
  type ListingView,
  type MatchedListing,
  type MemberView,
  type RequestMatchView,
  type RequestView,
  type UserView,
} from '@fie/read-models';
import type { Filter } from '@fie/stores';
import type { QueryDeps } from '../shared/deps';

/** Who lists, as the listers' view needs them: their party keys and the filter of their listings. */
type Listers = { parties: string[]; listings: Filter[]; exceptRequester?: string };

/**
 * GET /api/requests/fetch-requests (spec §7: page, pageSize, category → result.requests, result.total).
 * 'mine': the person's own requests and saved searches, newest first, each with its matches. 'matching':
 * the open requests a lister may answer: those that match one of their listings, or that lie in a region
 * where they list; never saved searches (those are private alerts), never the lister's own.
 */
export function requestQueryRoutes(deps: QueryDeps): Router {
  const router = Router();
  const docs = deps.documents;

  router.get('/requests/fetch-requests', async (req, res) => {
    const principal = req.principal;
    if (!principal || (principal.kind !== 'user' && principal.kind !== 'organization')) throw new UnauthorizedError(requestMessages.signInToSee);
    const query = parseOrThrow(fetchRequestsQuery, req.query);
    if (principal.kind === 'organization') {
      res.json(await matching({ parties: [`organization:${principal.id}`], listings: [{ organizationId: principal.id }] }, query));
      return;
    }
    const user = await docs.collection<UserView>(USERS).get(principal.id);
    if (!user) throw new UnauthorizedError();
    const memberships = await docs.collection<MemberView>(ORGANIZATION_MEMBERS).find({ userId: principal.id });
    if (query.organization) {
      // An organization's dashboard: its requests, for its members only.
      if (!memberships.some((m) => m.orgId === query.organization)) throw new ForbiddenError(requestMessages.organizationOnly, 'NotAMember');
      res.json(await matching({ parties: [`organization:${query.organization}`], listings: [{ organizationId: query.organization }], exceptRequester: principal.id }, query));
      return;
    }
    const lists = user.userType === 'owner' || memberships.length > 0;
    if ((query.view ?? (lists ? 'matching' : 'mine')) === 'mine') {
      res.json(await mine(principal.id, query));
      return;
    }
    // A person's own listings, and those of the organizations they list for.
    const orgs = memberships.filter((m) => m.permissions.includes('list_properties')).map((m) => m.orgId);
    res.json(await matching({
      parties: [`user:${principal.id}`, ...orgs.map((id) => `organization:${id}`)],
      listings: [{ ownerId: principal.id, organizationId: null }, ...orgs.map((id) => ({ organizationId: id }))],
      exceptRequester: principal.id,
    }, query));
  });

  const paging = (query: FetchRequestsQuery) => ({ skip: (query.page - 1) * query.pageSize, limit: query.pageSize });

  async function mine(userId: string, query: FetchRequestsQuery) {
    const filter: Filter = { requesterId: userId, ...(query.category ? { category: query.category } : {}) };
    const requests = docs.collection<RequestView>(REQUESTS);
    const [views, total, usdToGhs] = await Promise.all([requests.find(filter, { sort: [['postedAt', 'desc']], ...paging(query) }), requests.count(filter), currentUsdToGhs(docs)]);
    const names = nameResolver(docs);
    const presented = await Promise.all(views.map(async (view) => presentRequest(view, names, { recentMatches: await recentMatches(view.id, usdToGhs) })));
    return { result: { requests: presented, total, page: query.page, pageSize: query.pageSize, view: 'mine' } };
  }

  /** The latest listings a request matched, as the requester's card lists them. */
  async function recentMatches(requestId: string, usdToGhs: number): Promise<MatchedListing[]> {
    const matches = await docs.collection<RequestMatchView>(REQUEST_MATCHES).find({ requestId }, { sort: [['matchedAt', 'desc']], limit: 5 });
    return Promise.all(
      matches.map(async (m) => {
        const view = await docs.collection<ListingView>(LISTINGS).get(m.listingId);
        return {
          _id: m.listingId,
          title: view ? listingTitle(view) : 'A property that was removed',
          thumbnail: view?.images[0] ? imageUrl(view.images[0], 'thumb') : null,
          price: view?.price ?? null,
          currency: view?.currency ?? null,
          priceGhs: view ? toGhs(view.price, view.currency, usdToGhs) : null,
          ...(view?.payment_plan ? { paymentPlanLabel: paymentPlanLabels[view.payment_plan] } : {}),
          town: view?.location_details.town ?? null,
          available: view?.status === 'published',
          matchType: m.matchType,
          matchedAt: m.matchedAt,
        };
      }),
    );
  }

  async function matching(listers: Listers, query: FetchRequestsQuery) {
    const [own, matches] = await Promise.all([
      docs.collection<ListingView>(LISTINGS).find({ $or: listers.listings, status: 'published' }),
      docs.collection<RequestMatchView>(REQUEST_MATCHES).find({ lister: { $in: listers.parties }, open: true, kind: 'request' }),
    ]);
    const regions = [...new Set(own.map((l) => regionCodeOf(l.location_details.region)).filter(Boolean))];
    const filter: Filter = {
      status: 'open',
      kind: 'request',
      $or: [{ id: { $in: [...new Set(matches.map((m) => m.requestId))] } }, { region: { $in: regions } }],
      ...(query.category ? { category: query.category } : {}),
      ...(listers.exceptRequester ? { requesterId: { $ne: listers.exceptRequester } } : {}),
    };
    const requests = docs.collection<RequestView>(REQUESTS);
    const [views, total] = await Promise.all([requests.find(filter, { sort: [['postedAt', 'desc']], ...paging(query) }), requests.count(filter)]);
    const titles = new Map(own.map((l) => [l.id, listingTitle(l)]));
    const names = nameResolver(docs);
    const presented = await Promise.all(
      views.map((view) => {
        const yourListings = matches.filter((m) => m.requestId === view.id && titles.has(m.listingId)).map((m) => ({ _id: m.listingId, title: titles.get(m.listingId)! }));
        return presentRequest(view, names, { yourListings });
      }),
    );
    return { result: { requests: presented, total, page: query.page, pageSize: query.pageSize, view: 'matching' } };
  }

  return router;
}
