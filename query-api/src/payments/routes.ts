import { Router, type Request } from 'express';
import { NotFoundError, paymentMessages as m, UnauthorizedError } from '@fie/domain';
import { paymentsOf, payoutAccountOf, presentPayment, viewerParties, type PaymentView } from '@fie/read-models';
import type { Filter } from '@fie/stores';
import { authorizeStaff } from '../admin/authorize';
import type { QueryDeps } from '../shared/deps';
import { idsFilter, parseListQuery, sendList } from '../shared/simple-rest';
import { photoLinks, withSignedPhotos } from '../shared/photo-links';

const LIMIT = 200;

/**
 * GET /api/payments/{id}: a payment's state, what happens next and its history, to its payer and its lister only
 * (to anyone else it does not exist). GET /api/payments: the caller's, paid and received. GET /api/admin/payments
 * (ra-data-simple-rest; `status`, `kind`, `mismatch`, `disputed`) and /{id}: staff's list, the disputes queue among it.
 */
export function paymentQueryRoutes(deps: QueryDeps): Router {
  const router = Router();
  const payments = paymentsOf(deps.documents);
  const links = photoLinks(deps.secrets.codeSecret);
  // Its sides and staff are shown a dispute's photos on signed links: the photos are not public.
  const present = (view: PaymentView, side?: 'payer' | 'lister') => withSignedPhotos(presentPayment(view, side), links);

  const viewer = async (req: Request) => {
    const p = req.principal;
    if (p?.kind !== 'user' && p?.kind !== 'organization') throw new UnauthorizedError(m.signInToPay);
    return { principal: p, parties: await viewerParties(deps.documents, p) };
  };
  const sideOf = (view: PaymentView, principal: { kind: string; id: string }, parties: string[]) =>
    principal.kind === 'user' && view.payerId === principal.id ? ('payer' as const) : parties.includes(view.lister) ? ('lister' as const) : undefined;

  router.get('/payments', async (req, res) => {
    const { principal, parties } = await viewer(req);
    const options = { sort: [['requestedAt', 'desc']] as [string, 'desc'][], limit: LIMIT };
    const [paid, received] = await Promise.all([principal.kind === 'user' ? payments.find({ payerId: principal.id }, options) : [], parties.length ? payments.find({ lister: { $in: parties } }, options) : []]);
    const all = [...paid, ...received.filter((r) => !paid.some((p) => p.id === r.id))].sort((a, b) => b.requestedAt.localeCompare(a.requestedAt)).slice(0, LIMIT);
    res.json({ result: { payments: all.map((view) => present(view, sideOf(view, principal, parties))) } });
  });

  /**
   * Where the caller is paid, for each lister they answer for (themselves, an organization): the mobile-money number
   * on their profile and, once the provider has been asked (before the first payout, or by Check), the name the
   * network has registered to it. `state`: ready (a wallet in that name), no_wallet (none on the number: payouts
   * wait), unchecked (checked at the first payout, or now), no_number (nothing to pay to yet).
   */
  router.get('/payments/payout-account', async (req, res) => {
    const { parties } = await viewer(req);
    const accounts = await Promise.all(parties.map((party) => payoutAccountOf(deps.documents, party)));
    res.json({ result: { accounts } });
  });

  router.get('/payments/:id', async (req, res) => {
    const { principal, parties } = await viewer(req);
    const view = await payments.get(String(req.params.id));
    const side = view && sideOf(view, principal, parties);
    if (!view || !side) throw new NotFoundError(m.notFound, 'PaymentNotFound');
    res.json({ result: present(view, side) });
  });

  router.get('/admin/payments', async (req, res) => {
    await authorizeStaff(deps, req, 'console.read');
    const q = parseListQuery(req, ['requestedAt', 'updatedAt', 'amount', 'status', 'kind'], [['updatedAt', 'desc']]);
    const filter: Filter = idsFilter(q.filter);
    for (const field of ['status', 'kind', 'payerId', 'listingId'] as const) if (typeof q.filter[field] === 'string' && q.filter[field]) filter[field] = q.filter[field] as string;
    if (typeof q.filter.mismatch === 'boolean') filter.mismatch = q.filter.mismatch;
    // Ever disputed (decided or not): the console's history of disputes; `status: 'disputed'` is the open queue.
    if (typeof q.filter.disputed === 'boolean') filter.disputedBy = q.filter.disputed ? { $ne: null } : null;
    await sendList(res, 'payments', payments, filter, q, (view) => present(view));
  });

  router.get('/admin/payments/:id', async (req, res) => {
    await authorizeStaff(deps, req, 'console.read');
    const view = await payments.get(String(req.params.id));
    if (!view) throw new NotFoundError(m.notFound, 'PaymentNotFound');
    res.json(present(view));
  });

  return router;
}
