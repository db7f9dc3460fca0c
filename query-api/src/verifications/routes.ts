import { Router } from 'express';
import { isVerifiedUntil, NotFoundError, verificationKindLabels, verificationMessages } from '@fie/domain';
import { requirePrincipal } from '@fie/platform';
import { USERS, VERIFICATIONS, type UserView, type VerificationView } from '@fie/read-models';
import type { Filter } from '@fie/stores';
import { authorizeStaff } from '../admin/authorize';
import type { QueryDeps } from '../shared/deps';
import { idsFilter, parseListQuery } from '../shared/simple-rest';

const present = (v: VerificationView, now: Date, user?: UserView | null) => ({
  ...v,
  kindLabel: verificationKindLabels[v.kind],
  documentLocation: `/api/auth/documents/${v.document}`,
  // A verified badge lapses by itself: 'lapsed' once its expiry has passed.
  state: v.status === 'verified' && !isVerifiedUntil(v.expiresAt, now) ? 'lapsed' : v.status,
  ...(user !== undefined ? { userName: user ? `${user.firstName} ${user.lastName}` : null, userEmail: user?.email ?? null, userPhone: user?.phone ?? null } : {}),
});

/**
 * GET /api/verifications: the signed-in person's own verifications.
 * GET /api/admin/verifications (ra-data-simple-rest; `status`, `kind`) and /{id}: the console's queue, oldest first.
 */
export function verificationQueryRoutes(deps: QueryDeps): Router {
  const router = Router();
  const verifications = deps.documents.collection<VerificationView>(VERIFICATIONS);
  const users = deps.documents.collection<UserView>(USERS);

  router.get('/verifications', async (req, res) => {
    const { id } = requirePrincipal(req, 'user');
    const mine = await verifications.find({ userId: id }, { sort: [['submittedAt', 'desc']] });
    const now = new Date();
    res.json({ verifications: mine.map((v) => present(v, now)) });
  });

  router.get('/admin/verifications', async (req, res) => {
    await authorizeStaff(deps, req, 'console.read');
    const q = parseListQuery(req, ['submittedAt', 'decidedAt', 'kind', 'status'], [['submittedAt', 'asc']]);
    const filter: Filter = idsFilter(q.filter);
    for (const field of ['status', 'kind'] as const) if (typeof q.filter[field] === 'string' && q.filter[field]) filter[field] = q.filter[field] as string;
    const [docs, total] = await Promise.all([verifications.find(filter, { sort: q.sort, skip: q.skip, limit: q.limit }), verifications.count(filter)]);
    const people = new Map((docs.length ? await users.find({ id: { $in: docs.map((d) => d.userId) } }) : []).map((u) => [u.id, u]));
    const end = docs.length ? q.skip + docs.length - 1 : q.skip;
    res.setHeader('Content-Range', `verifications ${q.skip}-${end}/${total}`);
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
    const now = new Date();
    res.json(docs.map((v) => present(v, now, people.get(v.userId) ?? null)));
  });

  router.get('/admin/verifications/:id', async (req, res) => {
    await authorizeStaff(deps, req, 'console.read');
    const v = await verifications.get(String(req.params.id));
    if (!v) throw new NotFoundError(verificationMessages.notFound, 'VerificationNotFound');
    res.json(present(v, new Date(), await users.get(v.userId)));
  });

  return router;
}
