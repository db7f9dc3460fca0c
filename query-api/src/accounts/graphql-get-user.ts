import { Router } from 'express';
import { USERS, type UserView } from '@fie/read-models';
import type { QueryDeps } from '../shared/deps';

/**
 * The spec's one GraphQL call that the site made: `getUser(id)` → id, firstName, lastName, mobile, email,
 * createdAt. Our API is REST; this answers that single query (in GraphQL's response shape) for callers that
 * still send it, without a GraphQL engine. A person may read only themselves; staff may read anyone.
 */
const FIELDS = ['id', 'firstName', 'lastName', 'mobile', 'email', 'createdAt'] as const;

export function graphqlGetUserRoute(deps: QueryDeps): Router {
  const router = Router();
  router.post('/graphql', async (req, res) => {
    const query = typeof req.body?.query === 'string' ? req.body.query : '';
    const selection = /getUser\s*\(\s*id\s*:\s*(?:"([^"]+)"|\$(\w+))\s*\)\s*\{([^}]*)\}/.exec(query);
    if (!selection) {
      res.status(400).json({ errors: [{ message: 'Only the getUser(id) query is served here; use the REST API for everything else.' }] });
      return;
    }
    const id = selection[1] ?? String(req.body?.variables?.[selection[2]!] ?? '');
    const wanted = selection[3]!.split(/[\s,]+/).filter(Boolean);
    const unknown = wanted.filter((f) => !(FIELDS as readonly string[]).includes(f));
    if (unknown.length) {
      res.status(400).json({ errors: [{ message: `Cannot query field ${unknown.map((f) => `"${f}"`).join(', ')} on type "User".` }] });
      return;
    }
    const p = req.principal;
    const allowed = p?.kind === 'staff' || (p?.kind === 'user' && p.id === id);
    if (!allowed) {
      res.status(p ? 403 : 401).json({ data: { getUser: null }, errors: [{ message: p ? 'You can only read your own profile' : 'Please sign in to continue' }] });
      return;
    }
    const user = await deps.documents.collection<UserView>(USERS).get(id);
    const full = user && { id: user.id, firstName: user.firstName, lastName: user.lastName, mobile: user.phone, email: user.email, createdAt: user.createdAt };
    res.json({ data: { getUser: full ? Object.fromEntries(wanted.map((f) => [f, full[f as keyof typeof full]])) : null } });
  });
  return router;
}
