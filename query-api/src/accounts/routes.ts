import { Router } from 'express';
import { accountMessages as m, NotFoundError, toUserResponse } from '@fie/domain';
import { requirePrincipal } from '@fie/platform';
import { USERS, type UserView } from '@fie/projectors';
import type { QueryDeps } from '../shared/deps';

/** GET /api/auth/user: the signed-in person's profile, from the users read model. */
export function accountQueryRoutes(deps: QueryDeps): Router {
  const router = Router();
  router.get('/auth/user', async (req, res) => {
    const { id } = requirePrincipal(req, 'user');
    const user = await deps.documents.collection<UserView>(USERS).get(id);
    if (!user) throw new NotFoundError(m.userNotFound, 'UserNotFoundException');
    res.json(toUserResponse(user));
  });
  return router;
}
