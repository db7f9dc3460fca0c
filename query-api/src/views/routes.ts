import { Router } from 'express';
import type { Principal } from '@fie/platform';
import { listingMessages as m, NotFoundError } from '@fie/domain';
import { LISTINGS, ORGANIZATION_MEMBERS, type ListingView, type MemberView } from '@fie/read-models';
import type { QueryDeps } from '../shared/deps';
import { ViewCounter } from './view-counter';

/**
 * POST /api/properties/{id}/view: the property page says it was seen (204). It is counted here, on the query
 * side, as a daily counter in the document store, never as an event: a view is analytics, not a business fact,
 * and one event per view would grow the log with nothing anyone decides on. It is a POST the page sends
 * once it has shown the property, not a side effect of GET /properties/search/{id}, which the edit dialog,
 * link previews and crawlers also read. Its managers looking at their own listing are not counted.
 * Only published listings count; the answer never says whether this view was new.
 */
export function viewRoutes(deps: QueryDeps & { now?: () => Date }): Router {
  const router = Router();
  const counter = new ViewCounter(deps.documents, deps.now);

  router.post('/properties/:id/view', async (req, res) => {
    const listing = await deps.documents.collection<ListingView>(LISTINGS).get(String(req.params.id));
    if (!listing || listing.status !== 'published') throw new NotFoundError(m.notFound, 'NotFound');
    if (!(await isManager(deps, req.principal, listing))) {
      await counter.count(listing.id, { address: req.ip ?? req.socket.remoteAddress ?? '', browser: req.get('user-agent') ?? '' });
    }
    res.status(204).end();
  });

  return router;
}

async function isManager(deps: QueryDeps, principal: Principal | undefined, listing: ListingView): Promise<boolean> {
  if (!principal) return false;
  if (principal.kind === 'organization') return principal.id === listing.organizationId;
  if (principal.kind !== 'user') return false;
  if (listing.ownerId === principal.id) return true;
  if (!listing.organizationId) return false;
  return Boolean(await deps.documents.collection<MemberView>(ORGANIZATION_MEMBERS).findOne({ orgId: listing.organizationId, userId: principal.id }));
}
