import { Router } from 'express';
import { forgetSessions } from '@fie/platform';
import { organizationMessages as om, organizationStandingMessages as sm } from '@fie/domain';
import { linkOrigin } from '../shared/links';
import type { CommandDeps } from '../shared/deps';
import { respond } from '../shared/respond';
import { authorizeStaff } from '../staff/authorize';
import { decideOrganization, resendCompletionLink } from './handlers';

/** POST /api/admin/organizations/{id}/verify | suspend | reinstate | resend-completion-link: staff with organizations.manage, each with a reason. */
export function organizationStandingRoutes(deps: CommandDeps): Router {
  const router = Router();
  for (const decision of ['verify', 'suspend', 'reinstate'] as const) {
    router.post(`/admin/organizations/:id/${decision}`, async (req, res) => {
      const { staffId } = await authorizeStaff(deps, req, 'organizations.manage');
      const id = String(req.params.id);
      const { position } = await decideOrganization(deps, staffId, id, req.body, decision);
      forgetSessions(id, 'organization');
      await respond(deps, res, 200, { id, message: sm.decided[decision] }, position);
    });
  }
  // A registration never finished (the link lost or out of date): a fresh completion link, recorded with the staff member and reason.
  router.post('/admin/organizations/:id/resend-completion-link', async (req, res) => {
    const { staffId } = await authorizeStaff(deps, req, 'organizations.manage');
    const id = String(req.params.id);
    const { position } = await resendCompletionLink(deps, staffId, id, req.body, linkOrigin(deps, req));
    await respond(deps, res, 200, { id, message: om.linkResentByStaff }, position);
  });
  return router;
}
