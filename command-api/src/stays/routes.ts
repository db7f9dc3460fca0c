import { Router } from 'express';
import { stayMessages as m, type StayState } from '@fie/domain';
import type { CommandDeps } from '../shared/deps';
import { respond } from '../shared/respond';
import { acceptStay, cancelStay, declineStay, requestStay } from './handlers';

const answer = (s: StayState) => ({ _id: s.stayId, id: s.stayId, property_id: s.listingId, start: s.start, end: s.end, guests: s.guests, status: s.status });

/** Seekers ask to stay at a short-stay listing; its lister accepts (booking the nights) or declines; either side cancels. */
export function stayRoutes(deps: CommandDeps): Router {
  const router = Router();

  router.post('/properties/:id/stay-requests', async (req, res) => {
    const { stay, paymentInstructions, position } = await requestStay(deps, req.principal, String(req.params.id), req.body);
    await respond(deps, res, 201, { message: m.requested, stay: answer(stay), payment_instructions: paymentInstructions }, position);
  });

  router.post('/stay-requests/:id/accept', async (req, res) => {
    const { stay, position } = await acceptStay(deps, req.principal, String(req.params.id));
    await respond(deps, res, 200, { message: m.accepted, stay: answer(stay) }, position);
  });

  router.post('/stay-requests/:id/decline', async (req, res) => {
    const { stay, position } = await declineStay(deps, req.principal, String(req.params.id), req.body);
    await respond(deps, res, 200, { message: m.declined, stay: answer(stay) }, position);
  });

  router.post('/stay-requests/:id/cancel', async (req, res) => {
    const { stay, position } = await cancelStay(deps, req.principal, String(req.params.id), req.body);
    await respond(deps, res, 200, { message: m.cancelled, stay: answer(stay) }, position);
  });

  return router;
}
