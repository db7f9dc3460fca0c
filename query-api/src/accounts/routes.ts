import { Router } from 'express';
import { accountMessages as m, ForbiddenError, NotFoundError, UnauthorizedError } from '@fie/domain';
import { requirePrincipal } from '@fie/platform';
import { DOCUMENTS, presentUser, type DocumentView } from '@fie/read-models';
import type { QueryDeps } from '../shared/deps';
import { sendPrivateDocument } from '../shared/private-document';

/** GET /api/auth/user and the person's private documents. */
export function accountQueryRoutes(deps: QueryDeps): Router {
  const router = Router();

  router.get('/auth/user', async (req, res) => {
    const { id } = requirePrincipal(req, 'user');
    const user = await presentUser(deps.documents, id);
    if (!user) throw new NotFoundError(m.userNotFound, 'UserNotFoundException');
    res.json(user);
  });

  // Documents are private: their owner and staff only. Never cached by shared caches.
  router.get('/auth/documents/:filename', async (req, res) => {
    const principal = req.principal;
    if (!principal) throw new UnauthorizedError();
    const doc = await deps.documents.collection<DocumentView>(DOCUMENTS).findOne({ filename: String(req.params.filename) });
    if (!doc) throw new NotFoundError('No such file');
    const allowed = principal.kind === 'staff' || (principal.kind === 'user' && doc.ownerId === principal.id);
    if (!allowed) throw new ForbiddenError('Only the owner of this document can open it');
    const blob = await deps.blobs.get(doc.blobKey);
    if (!blob) throw new NotFoundError('No such file');
    sendPrivateDocument(res, doc, blob);
  });

  return router;
}
