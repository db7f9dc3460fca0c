import { Router } from 'express';
import { forgetSessions } from '@fie/platform';
import { userStandingMessages as sm } from '@fie/domain';
import type { CommandDeps } from '../shared/deps';
import { respond } from '../shared/respond';
import { authorizeStaff } from '../staff/authorize';
import { changeStanding } from './handlers';

/** POST /api/admin/users/{id}/suspend | reinstate: staff act on a person's standing, with a reason (resend-code is the accounts feature's). */
export function userStandingRoutes(deps: CommandDeps): Router {
  const router = Router();
  for (const action of ['suspend', 'reinstate'] as const) {
    router.post(`/admin/users/:id/${action}`, async (req, res) => {
      const { staffId } = await authorizeStaff(deps, req, 'users.manage');
      const id = String(req.params.id);
      const { position } = await changeStanding(deps, staffId, id, req.body, action);
      await respond(deps, res, 200, { id, message: action === 'suspend' ? sm.suspended : sm.reinstated }, position);
      forgetSessions(id);
    });
  }
  return router;
}
