import { Router } from 'express';
import { loginSchema, parseOrThrow } from '@fie/domain';
import { signToken } from '@fie/platform';
import type { CommandDeps } from '../shared/deps';
import { respond } from '../shared/respond';
import { staffSignIn } from './staff-accounts';

/** POST /api/admin/auth/login: staff sign in to the admin console. */
export function staffRoutes(deps: CommandDeps): Router {
  const router = Router();
  router.post('/admin/auth/login', async (req, res) => {
    const { email, password } = parseOrThrow(loginSchema, req.body);
    const { staff, position } = await staffSignIn(deps, email, password);
    const token = signToken({ kind: 'staff', id: staff.staffId, role: staff.role }, deps.secrets.jwtSecret);
    await respond(deps, res, 200, { token, staff: { id: staff.staffId, email: staff.email, name: staff.name, role: staff.role } }, position);
  });
  return router;
}
