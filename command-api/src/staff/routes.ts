import { Router } from 'express';
import { accountMessages as m, loginSchema, parseOrThrow, STAFF_SESSION_SECONDS, staffMessages as sm, UnauthorizedError, wrongCurrentPassword, type StaffState } from '@fie/domain';
import { signToken } from '@fie/platform';
import { linkOrigin } from '../shared/links';
import type { CommandDeps } from '../shared/deps';
import { respond } from '../shared/respond';
import { AddressThrottle } from '../shared/throttle';
import { authorizeStaff } from './authorize';
import { changeOwnStaffPassword, staffSignIn } from './staff-accounts';
import { changeRole, disableOrEnable, inviteStaffMember, setInvitedPassword } from './staff-management';

/**
 * POST /api/admin/auth/login: staff sign in to the admin console.
 * POST /api/admin/auth/refresh: a fresh 8-hour token while the console is in use (sessions end after 8 idle hours).
 * POST /api/admin/auth/set-password: an invited person sets their password with the mailed link.
 * POST /api/admin/staff/change-password: the signed-in staff member replaces their own password.
 * POST /api/admin/staff, /api/admin/staff/{id}/role|disable|enable: administrators manage staff, each with a reason.
 */
export function staffRoutes(deps: CommandDeps): Router {
  const router = Router();
  // Wrong passwords from one address, at sign-in or as the current password, across staff accounts, as for
  // users' sign-ins (shared by every instance; a password change is also throttled per account in its stream).
  const guessers = new AddressThrottle(deps.documents, 'staff-passwords', 20, 15 * 60_000);
  const session = (staff: StaffState) => signToken({ kind: 'staff', id: staff.staffId, role: staff.role }, deps.secrets.jwtSecret, STAFF_SESSION_SECONDS);
  const identity = (staff: StaffState) => ({ id: staff.staffId, email: staff.email, name: staff.name, role: staff.role, mustChangePassword: staff.mustChangePassword });

  router.post('/admin/auth/login', async (req, res) => {
    const { email, password } = parseOrThrow(loginSchema, req.body);
    // A staff password opens the console: wrong ones from an address count towards the same limit.
    const address = req.ip ?? 'unknown';
    await guessers.assertAllowed(address, sm.tooManyWrongPasswords);
    const signedIn = await staffSignIn(deps, email, password).catch(async (error: unknown) => {
      if (error instanceof UnauthorizedError) await guessers.record(address);
      throw error;
    });
    const { staff, position } = signedIn;
    await respond(deps, res, 200, { token: session(staff), staff: identity(staff) }, position);
  });

  router.post('/admin/auth/refresh', async (req, res) => {
    const staff = await authorizeStaff(deps, req, 'console.read');
    res.json({ token: session(staff), staff: identity(staff) });
  });

  router.post('/admin/auth/set-password', async (req, res) => {
    const { position } = await setInvitedPassword(deps, req.body);
    await respond(deps, res, 200, { message: sm.passwordSet }, position);
  });

  router.post('/admin/staff/change-password', async (req, res) => {
    const { staffId: id } = await authorizeStaff(deps, req, 'console.read');
    const address = req.ip ?? 'unknown';
    await guessers.assertAllowed(address, sm.tooManyWrongPasswords);
    const { failed, position } = await changeOwnStaffPassword(deps, id, req.body);
    if (failed) {
      await guessers.record(address);
      throw wrongCurrentPassword();
    }
    await respond(deps, res, 200, { message: m.passwordChanged }, position);
  });

  router.post('/admin/staff', async (req, res) => {
    const admin = await authorizeStaff(deps, req, 'staff.manage');
    const { staffId, command, position } = await inviteStaffMember(deps, admin.staffId, req.body, linkOrigin(deps, req));
    const { email, name, role } = command;
    await respond(deps, res, 201, { id: staffId, email, name, role, status: 'invited', message: sm.invited(email) }, position);
  });

  router.post('/admin/staff/:id/role', async (req, res) => {
    const admin = await authorizeStaff(deps, req, 'staff.manage');
    const id = String(req.params.id);
    const { position } = await changeRole(deps, admin.staffId, id, req.body);
    await respond(deps, res, 200, { id, message: 'Role changed' }, position);
  });

  for (const action of ['disable', 'enable'] as const) {
    router.post(`/admin/staff/:id/${action}`, async (req, res) => {
      const admin = await authorizeStaff(deps, req, 'staff.manage');
      const id = String(req.params.id);
      const { position } = await disableOrEnable(deps, admin.staffId, id, req.body, action);
      await respond(deps, res, 200, { id, message: action === 'disable' ? 'Staff member disabled' : 'Staff member enabled' }, position);
    });
  }

  return router;
}
