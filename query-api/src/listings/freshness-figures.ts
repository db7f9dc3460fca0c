import { Router } from 'express';
import { PROMPT_AFTER_DAYS_MS, RANK_DOWN_AFTER_DAYS_MS } from '@fie/domain';
import { LISTINGS, type ListingView } from '@fie/read-models';
import { authorizeStaff } from '../admin/authorize';
import type { QueryDeps } from '../shared/deps';

/**
 * GET /api/admin/listing-freshness-figures/current (every staff role): of the listings on the market, how many
 * are fresh (confirmed within 30 days), prompted (30 days or more: asked "still available?"), ranked down
 * (45 or more) and archived (60 or more, out of search until confirmed). Counted at the time of the call.
 */
export function freshnessFigureRoutes(deps: QueryDeps): Router {
  const router = Router();
  router.get('/admin/listing-freshness-figures/current', async (req, res) => {
    await authorizeStaff(deps, req, 'console.read');
    const listings = deps.documents.collection<ListingView>(LISTINGS);
    const now = Date.now();
    const ago = (ms: number) => new Date(now - ms).toISOString();
    const [fresh, prompted, olderThan45, archived] = await Promise.all([
      listings.count({ status: 'published', lastConfirmedAt: { $gt: ago(PROMPT_AFTER_DAYS_MS) } }),
      listings.count({ status: 'published', lastConfirmedAt: { $lte: ago(PROMPT_AFTER_DAYS_MS), $gt: ago(RANK_DOWN_AFTER_DAYS_MS) } }),
      listings.count({ status: 'published', lastConfirmedAt: { $lte: ago(RANK_DOWN_AFTER_DAYS_MS) } }),
      // An archived listing went 60 days unconfirmed, so it is among those older than 45: counted apart.
      listings.count({ status: 'published', staleArchivedAt: { $gt: '1970' } }),
    ]);
    res.json({ id: 'current', fresh, prompted, rankedDown: Math.max(0, olderThan45 - archived), archived });
  });
  return router;
}
