import { Router } from 'express';
import { reviewMessages as m } from '@fie/domain';
import { authorizeStaff } from '../staff/authorize';
import type { CommandDeps } from '../shared/deps';
import { respond } from '../shared/respond';
import { removeReview, replyToReview, submitReview } from './handlers';

/** The review calls (issue 33): review a completed dealing, reply once, and staff's removal with a reason. */
export function reviewRoutes(deps: CommandDeps): Router {
  const router = Router();

  router.post('/reviews', async (req, res) => {
    const { events, position, published } = await submitReview(deps, req.principal, req.body);
    const submitted = events[0]!.data as { reviewId: string };
    await respond(deps, res, 201, { message: published ? m.published : m.submitted, result: { id: submitted.reviewId, status: published ? 'published' : 'hidden' } }, position);
  });

  router.post('/reviews/:id/reply', async (req, res) => {
    const { position } = await replyToReview(deps, req.principal, String(req.params.id), req.body);
    await respond(deps, res, 200, { message: m.replied, result: { id: String(req.params.id) } }, position);
  });

  // Judging words against the published policy is content moderation: the staff who moderate listings do it.
  router.post('/admin/reviews/:id/remove', async (req, res) => {
    const { staffId } = await authorizeStaff(deps, req, 'listings.moderate');
    const { position } = await removeReview(deps, staffId, String(req.params.id), req.body);
    await respond(deps, res, 200, { message: m.removedDone, result: { id: String(req.params.id), status: 'removed' } }, position);
  });

  return router;
}
