import { Router } from 'express';
import { ValidationError } from '@fie/domain';
import { searchPlaces, regions } from '@fie/places';

/** GET /api/places?q=: the location autocomplete, from the offline gazetteer of Ghana. */
export function placeRoutes(): Router {
  const router = Router();
  router.get('/places', (req, res) => {
    const q = typeof req.query.q === 'string' ? req.query.q.trim() : '';
    if (q.length > 100) throw new ValidationError({ q: 'Type at most 100 characters' });
    const limit = Math.min(20, Math.max(1, Number(req.query.limit) || 8));
    const region = typeof req.query.region === 'string' ? req.query.region : undefined;
    // The list never changes between releases, so let browsers and proxies keep answers for a day.
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.json({ places: q ? searchPlaces(q, { limit, regionCode: region }) : [] });
  });
  router.get('/places/regions', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.json({ regions });
  });
  return router;
}
