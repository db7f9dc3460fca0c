import { Router } from 'express';
import { offerMessages as m, type OfferState } from '@fie/domain';
import type { CommandDeps } from '../shared/deps';
import { respond } from '../shared/respond';
import { answerOffer, makeOffer, type OfferAnswer } from './handlers';

/** The offer as a command answers it: where it stands now. The whole offer, with its history, is GET /offers/{id}. */
const summary = (s: OfferState) => ({
  _id: s.offerId,
  id: s.offerId,
  property_id: s.listingId,
  status: s.status,
  awaiting: s.status === 'open' ? s.awaiting : null,
  amount: s.terms.amount,
  currency: s.terms.currency,
  advance_months: s.terms.advanceMonths ?? null,
  move_in_date: s.terms.moveInDate ?? null,
});

const answers: Record<OfferAnswer, string> = { accept: m.accepted, decline: m.declined, counter: m.countered, withdraw: m.withdrawn };

/** The spec's "Make offer", and the answers each side gives: /api/properties/{id}/offers and /api/offers/{id}/*. */
export function offerRoutes(deps: CommandDeps): Router {
  const router = Router();

  router.post('/properties/:id/offers', async (req, res) => {
    const { state, position } = await makeOffer(deps, req.principal, String(req.params.id), req.body);
    await respond(deps, res, 201, { message: m.sent, result: summary(state) }, position);
  });

  for (const answer of Object.keys(answers) as OfferAnswer[]) {
    router.post(`/offers/:id/${answer}`, async (req, res) => {
      const { state, position } = await answerOffer(deps, req.principal, String(req.params.id), answer, req.body);
      await respond(deps, res, 200, { message: answers[answer], result: summary(state) }, position);
    });
  }

  return router;
}
