import { Router, type Request } from 'express';
import { ForbiddenError, NotFoundError, offerListQuerySchema, offerMessages as m, parseOrThrow, parsePartyKey, UnauthorizedError, type OfferSide } from '@fie/domain';
import { currentUsdToGhs, nameResolver, offersOf, offerStepsOf, presentOffer, reputationOf, reviewStandingOf, viewerParties, type OfferStepView, type OfferView } from '@fie/read-models';
import type { Filter } from '@fie/stores';
import type { QueryDeps } from '../shared/deps';
import { statusWords, wordsFor } from '../shared/status-words';

const LIMIT = 200;

/**
 * The offers a person made, and the offers received on the listings they answer for (their own, or, for a
 * member with List Properties or the organization's login, the organization's), each with its whole history.
 */
export function offerQueryRoutes(deps: QueryDeps): Router {
  const router = Router();
  const docs = deps.documents;

  const viewer = async (req: Request) => {
    const p = req.principal;
    if (p?.kind !== 'user' && p?.kind !== 'organization') throw new UnauthorizedError(m.signInToSee);
    return { principal: p, parties: await viewerParties(docs, p) };
  };

  /** Presents offers with their histories: one read of the steps for the whole page. */
  async function present(req: Request, found: { view: OfferView; side: OfferSide }[]) {
    const ids = found.map((f) => f.view.id);
    const [steps, usdToGhs] = await Promise.all([ids.length ? offerStepsOf(docs).find({ offerId: { $in: ids } }, { sort: [['seq', 'asc']] }) : [], currentUsdToGhs(docs)]);
    const byOffer = new Map<string, OfferStepView[]>();
    for (const step of steps) byOffer.set(step.offerId, [...(byOffer.get(step.offerId) ?? []), step]);
    const names = nameResolver(docs);
    // The lister sees what each seeker's past deals were like (issue 33): one read per seeker, not per offer.
    const reputations = new Map<string, ReturnType<typeof reputationOf>>();
    const reputation = (seekerId: string) => reputations.get(seekerId) ?? reputations.set(seekerId, reputationOf(docs, seekerId)).get(seekerId)!;
    const now = new Date();
    const offers = await Promise.all(
      found.map(async ({ view, side }) => ({
        ...(await presentOffer(view, byOffer.get(view.id) ?? [], side, { docs, names, usdToGhs })),
        ...(side === 'lister' ? { seekerReputation: await reputation(view.seekerId) } : {}),
        // An accepted rental is a tenancy once its deposit is released on the keys (issue 33): where this side stands with its review.
        review: view.status === 'accepted' && view.acquisition === 'rent' ? await reviewStandingOf(docs, 'tenancy', view.id, side, now) : null,
      })),
    );
    const words = wordsFor(req);
    return words ? offers.map((offer) => ({ ...offer, statusText: statusWords.offer(words.t, offer) })) : offers;
  }

  router.get('/offers', async (req, res) => {
    const { principal, parties } = await viewer(req);
    const query = parseOrThrow(offerListQuerySchema, req.query);
    const listers = query.as ? parties.filter((p) => parsePartyKey(p).id === query.as) : parties;
    if (query.as && !listers.length) throw new ForbiddenError(m.needListPermissionToSee, 'MissingPermission', { as: m.notAnsweringFor });
    const narrow: Filter = {
      ...(query.status === 'open' ? { status: 'open' } : query.status === 'closed' ? { status: { $ne: 'open' } } : {}),
      ...(query.property ? { listingId: query.property } : {}),
    };
    const options = { sort: [['updatedAt', 'desc']] as [string, 'desc'][], limit: LIMIT };
    const [made, received] = await Promise.all([
      query.role !== 'received' && principal.kind === 'user' && !query.as ? offersOf(docs).find({ seekerId: principal.id, ...narrow }, options) : [],
      query.role !== 'made' ? offersOf(docs).find({ lister: { $in: listers }, ...narrow }, options) : [],
    ]);
    const found = [...made.map((view) => ({ view, side: 'seeker' as const })), ...received.map((view) => ({ view, side: 'lister' as const }))].sort((a, b) => b.view.updatedAt.localeCompare(a.view.updatedAt));
    res.json({ result: { offers: await present(req, found.slice(0, LIMIT)) } });
  });

  router.get('/offers/:id', async (req, res) => {
    const { principal, parties } = await viewer(req);
    const view = await offersOf(docs).get(String(req.params.id));
    const side: OfferSide | undefined = !view ? undefined : principal.kind === 'user' && view.seekerId === principal.id ? 'seeker' : parties.includes(view.lister) ? 'lister' : undefined;
    // Someone else's offer is, to the caller, one that does not exist.
    if (!view || !side) throw new NotFoundError(m.notFound, 'OfferNotFound');
    const [offer] = await present(req, [{ view, side }]);
    res.json({ result: offer });
  });

  return router;
}
