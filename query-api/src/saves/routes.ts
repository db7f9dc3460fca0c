import { Router } from 'express';
import { requirePrincipal } from '@fie/platform';
import { presentSavedProperties, savedListingIds } from '@fie/read-models';
import type { QueryDeps } from '../shared/deps';
import { statusWords, wordsFor } from '../shared/status-words';

/** A person's saved properties, most recently saved first, and just their ids for the hearts on cards. */
export function saveQueryRoutes(deps: QueryDeps): Router {
  const router = Router();

  router.get('/saved-properties', async (req, res) => {
    const { id } = requirePrincipal(req, 'user');
    const properties = await presentSavedProperties(deps.documents, id);
    const words = wordsFor(req);
    res.json({ result: { properties: words ? properties.map((p) => ({ ...p, statusText: statusWords.saved(words.t, p.status) })) : properties } });
  });

  router.get('/saved-properties/ids', async (req, res) => {
    const { id } = requirePrincipal(req, 'user');
    res.json({ result: { ids: await savedListingIds(deps.documents, id) } });
  });

  return router;
}
