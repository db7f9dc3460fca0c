import { Router } from 'express';
import { verificationMessages as vm } from '@fie/domain';
import { requirePrincipal } from '@fie/platform';
import type { CommandDeps } from '../shared/deps';
import { respond } from '../shared/respond';
import { authorizeStaff } from '../staff/authorize';
import { decide, submit } from './handlers';

/**
 * POST /api/verifications: a person submits a Ghana Card or licence number with a document.
 * POST /api/admin/verifications/{id}/approve | reject: staff with verifications.decide, with a reason.
 */
export function verificationRoutes(deps: CommandDeps): Router {
  const router = Router();
  router.post('/verifications', async (req, res) => {
    const { id } = requirePrincipal(req, 'user');
    const { position } = await submit(deps, id, req.body);
    await respond(deps, res, 201, { message: vm.submitted }, position);
  });
  for (const decision of ['approve', 'reject'] as const) {
    router.post(`/admin/verifications/:id/${decision}`, async (req, res) => {
      const { staffId } = await authorizeStaff(deps, req, 'verifications.decide');
      const id = String(req.params.id);
      const { position } = await decide(deps, staffId, id, req.body, decision);
      await respond(deps, res, 200, { id, message: decision === 'approve' ? vm.approved : vm.rejected }, position);
    });
  }
  return router;
}
