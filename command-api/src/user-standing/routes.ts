import { Router } from 'express';
import { forgetSessions } from '@fie/platform';
import { userStandingMessages as sm } from '@fie/domain';
import { origin } from '../accounts/routes';
import type { CommandDeps } from '../shared/deps';
import { respond } from '../shared/respond';
import { authorizeStaff } from '../staff/authorize';
import { changeStanding, resendCodeForUser } from './handlers';

/** POST /api/admin/users/{id}/suspend | reinstate | resend-code: staff act on a person's account, with a reason. */
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
  router.post('/admin/users/:id/resend-code', async (req, res) => {
    const { staffId } = await authorizeStaff(deps, req, 'users.manage');
    const id = String(req.params.id);
    const { position } = await resendCodeForUser(deps, staffId, id, req.body, origin(req));
    await respond(deps, res, 200, { id, message: sm.codeResent }, position);
  });
  return router;
}
