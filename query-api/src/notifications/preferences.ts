import { Router } from 'express';
import { requirePrincipal } from '@fie/platform';
import { preferencesOf, reachOf, USERS, type UserView } from '@fie/read-models';
import type { QueryDeps } from '../shared/deps';

/**
 * The signed-in person's notification and contact preferences: what they chose, or the defaults of how they can be
 * reached (issue 32: texts for someone who proved a phone and no email). `textChannels` says how Fie can text them
 * (WhatsApp only where it is configured), for the form.
 */
export function preferenceQueryRoutes(deps: QueryDeps): Router {
  const router = Router();

  router.get('/notifications/preferences', async (req, res) => {
    const { id } = requirePrincipal(req, 'user');
    const user = await deps.documents.collection<UserView>(USERS).get(id);
    res.json({ result: await preferencesOf(deps.documents, id, user ? reachOf(user) : undefined), textChannels: deps.whatsapp ? ['sms', 'whatsapp'] : ['sms'] });
  });

  return router;
}
