import { Router } from 'express';
import { moderationDecisions, moderationMessages as m, type ModerationDecision } from '@fie/domain';
import type { CommandDeps } from '../shared/deps';
import { respond } from '../shared/respond';
import { authorizeStaff } from '../staff/authorize';
import { moderateListing, reportListing, requestListingReview, resolveListingReport, resolveMessageReport } from './handlers';

/**
 * Listings moderation: staff decisions (/api/admin/listings/{id}/{decision}) and report outcomes, people's
 * reports of listings, and a lister asking for a hidden listing to be reviewed. Each answers with the position
 * it wrote, after the read models have it, so the console and public search show the change at once.
 */
export function moderationRoutes(deps: CommandDeps): Router {
  const router = Router();

  for (const decision of moderationDecisions) {
    router.post(`/admin/listings/:id/${decision}`, async (req, res) => {
      const { staffId } = await authorizeStaff(deps, req, 'listings.moderate');
      const id = String(req.params.id);
      const { position } = await moderateListing(deps, staffId, id, decision as ModerationDecision, req.body);
      await respond(deps, res, 200, { id, message: m.decided[decision] }, position);
    });
  }

  router.post('/admin/listing-reports/:id/resolve', async (req, res) => {
    const { staffId } = await authorizeStaff(deps, req, 'listings.moderate');
    const id = String(req.params.id);
    const { position } = await resolveListingReport(deps, staffId, id, req.body);
    await respond(deps, res, 200, { id, message: m.resolved }, position);
  });

  router.post('/admin/message-reports/:id/resolve', async (req, res) => {
    const { staffId } = await authorizeStaff(deps, req, 'listings.moderate');
    const id = String(req.params.id);
    const { position } = await resolveMessageReport(deps, staffId, id, req.body);
    await respond(deps, res, 200, { id, message: m.resolved }, position);
  });

  router.post('/properties/:id/report', async (req, res) => {
    const { reportId, position } = await reportListing(deps, req.principal, String(req.params.id), req.body);
    await respond(deps, res, 201, { message: m.reported, reportId }, position);
  });

  router.post('/properties/:id/request-review', async (req, res) => {
    const { position } = await requestListingReview(deps, req.principal, String(req.params.id), req.body);
    await respond(deps, res, 200, { message: m.reviewRequested }, position);
  });

  return router;
}
