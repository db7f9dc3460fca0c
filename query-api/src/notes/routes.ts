import { Router } from 'express';
import { requirePrincipal } from '@fie/platform';
import { notesOf } from '@fie/read-models';
import type { QueryDeps } from '../shared/deps';

/** A person's own notes on one property, newest first. The author is the session's, never a parameter. */
export function noteQueryRoutes(deps: QueryDeps): Router {
  const router = Router();

  router.get('/notes/fetch-property-notes/:propertyId', async (req, res) => {
    const { id } = requirePrincipal(req, 'user');
    res.json({ result: { notes: await notesOf(deps.documents, id, String(req.params.propertyId)) } });
  });

  return router;
}
