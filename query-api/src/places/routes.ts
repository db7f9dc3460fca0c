import { Router } from 'express';
import { searchMessages, ValidationError } from '@fie/domain';
import { searchPlaces, regions } from '@fie/places';
import type { DocumentStore } from '@fie/stores';
import { learnedPlaces } from './learned-places';

/**
 * GET /api/places?q=: the location autocomplete, from the offline gazetteer of Ghana and the localities learned
 * from listings (learned-places.ts); a name typed with typos finds its place too.
 */
export function placeRoutes(deps: { documents: DocumentStore }): Router {
  const router = Router();
  router.get('/places', async (req, res) => {
    const q = typeof req.query.q === 'string' ? req.query.q.trim() : '';
    if (q.length > 100) throw new ValidationError({ q: searchMessages.placeTooLong });
    const limit = Math.min(20, Math.max(1, Number(req.query.limit) || 8));
    const region = typeof req.query.region === 'string' ? req.query.region : undefined;
    // The gazetteer changes only between releases, but a locality is learned whenever listings teach it: an hour.
    res.setHeader('Cache-Control', 'public, max-age=3600');
    // learned=0: the gazetteer's places only, for a form that keeps a gazetteer id (a request's place).
    const extra = !q || req.query.learned === '0' ? undefined : await learnedPlaces(deps.documents);
    res.json({ places: q ? searchPlaces(q, { limit, regionCode: region, extra }) : [] });
  });
  router.get('/places/regions', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.json({ regions });
  });
  return router;
}
