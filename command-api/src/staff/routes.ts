import { Router } from 'express';
import { accountMessages as m, loginSchema, parseOrThrow, staffMessages as sm, UnauthorizedError, wrongCurrentPassword } from '@fie/domain';
import { requirePrincipal, signToken } from '@fie/platform';
import type { CommandDeps } from '../shared/deps';
import { respond } from '../shared/respond';
import { AddressThrottle } from '../shared/throttle';
import { changeOwnStaffPassword, staffSignIn } from './staff-accounts';

/**
 * POST /api/admin/auth/login: staff sign in to the admin console.
 * POST /api/admin/staff/change-password: the signed-in staff member replaces their own password.
 */
export function staffRoutes(deps: CommandDeps): Router {
  const router = Router();
  // Wrong passwords from one address, at sign-in or as the current password, across staff accounts, as for
  // users' sign-ins (per process; a password change is also throttled per account in its stream).
  const guessers = new AddressThrottle(20, 15 * 60_000);

  router.post('/admin/auth/login', async (req, res) => {
    const { email, password } = parseOrThrow(loginSchema, req.body);
    // A staff password opens the console: wrong ones from an address count towards the same limit.
    const address = req.ip ?? 'unknown';
    guessers.assertAllowed(address, sm.tooManyWrongPasswords);
    const signedIn = await staffSignIn(deps, email, password).catch((error: unknown) => {
      if (error instanceof UnauthorizedError) guessers.record(address);
      throw error;
    });
    const { staff, position } = signedIn;
    const token = signToken({ kind: 'staff', id: staff.staffId, role: staff.role }, deps.secrets.jwtSecret);
    const body = { id: staff.staffId, email: staff.email, name: staff.name, role: staff.role, mustChangePassword: staff.mustChangePassword };
    await respond(deps, res, 200, { token, staff: body }, position);
  });

  router.post('/admin/staff/change-password', async (req, res) => {
    const { id } = requirePrincipal(req, 'staff');
    const address = req.ip ?? 'unknown';
    guessers.assertAllowed(address, sm.tooManyWrongPasswords);
    const { failed, position } = await changeOwnStaffPassword(deps, id, req.body);
    if (failed) {
      guessers.record(address);
      throw wrongCurrentPassword();
    }
    await respond(deps, res, 200, { message: m.passwordChanged }, position);
  });

  return router;
}
