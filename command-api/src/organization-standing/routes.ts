import { Router } from 'express';
import { forgetSessions } from '@fie/platform';
import { organizationStandingMessages as sm } from '@fie/domain';
import type { CommandDeps } from '../shared/deps';
import { respond } from '../shared/respond';
import { authorizeStaff } from '../staff/authorize';
import { decideOrganization } from './handlers';

/** POST /api/admin/organizations/{id}/verify | suspend | reinstate: staff with organizations.manage, each with a reason. */
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
  return router;
}
