import { Router } from 'express';
import { requirePrincipal } from '@fie/platform';
import { preferencesOf } from '@fie/read-models';
import type { QueryDeps } from '../shared/deps';

/** The signed-in person's notification and contact preferences (the defaults until they change one). */
export function preferenceQueryRoutes(deps: QueryDeps): Router {
  const router = Router();

  router.get('/notifications/preferences', async (req, res) => {
    const { id } = requirePrincipal(req, 'user');
    res.json({ result: await preferencesOf(deps.documents, id) });
  });

  return router;
}
