import { Router, type Request } from 'express';
import { draftMessages as m, NotFoundError, UnauthorizedError } from '@fie/domain';
import { draftOf, draftsOf } from '@fie/read-models';
import type { QueryDeps } from '../shared/deps';

/** The session's draft author: a person, or `organization-{id}` (as the command side names it). Never a parameter. */
function author(req: Request): string {
  const p = req.principal;
  if (p?.kind === 'user') return p.id;
  if (p?.kind === 'organization') return `organization-${p.id}`;
  throw new UnauthorizedError();
}

/** A lister's own listing drafts: the list on /add_property, and one draft to resume in the form. */
export function draftQueryRoutes(deps: QueryDeps): Router {
  const router = Router();

  router.get('/listing-drafts', async (req, res) => {
    res.json({ result: { drafts: await draftsOf(deps.documents, author(req)) } });
  });

  router.get('/listing-drafts/:draftId', async (req, res) => {
    const draft = await draftOf(deps.documents, author(req), String(req.params.draftId));
    if (!draft) throw new NotFoundError(m.notFound, 'DraftNotFound');
    res.json({ result: draft });
  });

  return router;
}
