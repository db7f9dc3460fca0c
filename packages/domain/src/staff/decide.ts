import { MAX_FAILED_SIGN_INS, SIGN_IN_WINDOW_MINUTES } from '../accounts/decide';
import { ConflictError, ForbiddenError, NotFoundError, RuleViolation, UnauthorizedError } from '../shared/errors';
import { assertFewRecentFailures } from '../shared/throttle';
import { staffMessages as sm } from './messages';
import { staffCan, type StaffPermission } from './roles';
import type { ChangeStaffRole, InviteStaff, StaffChangePassword } from './schemas';
import {
  OPERATOR_CLI,
  type StaffDisabled,
  type StaffEnabled,
  type StaffMemberInvited,
  type StaffPasswordChanged,
  type StaffPasswordChangeRejected,
  type StaffPasswordReset,
  type StaffPasswordSet,
  type StaffRoleChanged,
  type StaffState,
} from './staff';

/**
 * Staff decisions are pure like the users': the edge verifies and hashes passwords and passes the facts in.
 * Wrong current passwords are throttled exactly like users' wrong sign-ins (5 per account in 15 minutes):
 * a stolen console session must not become a way to guess the password behind it.
 */
export function assertStaffPasswordChangeAllowed(state: StaffState | undefined, now: Date): void {
  if (!state) return;
  assertFewRecentFailures(state.failedPasswordChanges, now, { max: MAX_FAILED_SIGN_INS, windowMinutes: SIGN_IN_WINDOW_MINUTES, message: sm.tooManyWrongPasswords });
}

/** A wrong current password is recorded (it counts towards throttling) and then refused with `wrongCurrentPassword()`. */
export function changeStaffPassword(
  state: StaffState | undefined,
  command: Pick<StaffChangePassword, 'currentPassword' | 'newPassword'>,
  ctx: { now: Date; currentPasswordMatches: boolean; passwordHash: string },
): [StaffPasswordChanged] | [StaffPasswordChangeRejected] {
  if (!state) throw new UnauthorizedError(sm.staffGone, 'NotAuthorizedException');
  const at = ctx.now.toISOString();
  if (!ctx.currentPasswordMatches) return [{ type: 'StaffPasswordChangeRejected', data: { staffId: state.staffId, rejectedAt: at } }];
  // Comparing the two texts is enough: the current one has just been proved to be the stored password.
  if (command.newPassword === command.currentPassword) throw new RuleViolation('PasswordUnchanged', sm.passwordUnchanged, { newPassword: sm.passwordUnchanged });
  return [{ type: 'StaffPasswordChanged', data: { staffId: state.staffId, passwordHash: ctx.passwordHash, changedAt: at } }];
}

export function wrongCurrentPassword(): RuleViolation {
  return new RuleViolation('NotAuthorizedException', sm.currentPasswordWrong, { currentPassword: sm.currentPasswordWrong });
}

/**
 * Every staff call: the staff member as they are now (so a disabled account or a changed role counts at
 * once, whatever the token says), then whether their role allows the permission.
 */
export function assertStaffMay(state: StaffState | undefined, permission: StaffPermission): StaffState {
  if (!state) throw new UnauthorizedError(sm.staffGone, 'NotAuthorizedException');
  if (state.disabled) throw new UnauthorizedError(sm.disabled, 'StaffDisabled');
  if (!staffCan(state.role, permission)) throw new ForbiddenError(sm.notAllowed, 'RoleNotAllowed');
  return state;
}

/** How long an invitation's link to set a password works. */
export const STAFF_INVITATION_DAYS = 7;

export function inviteStaff(command: InviteStaff, ctx: { staffId: string; by: string; now: Date; linkDigest: string }): [StaffMemberInvited] {
  const linkExpiresAt = new Date(ctx.now.getTime() + STAFF_INVITATION_DAYS * 86_400_000).toISOString();
  const { email, name, role, reason } = command;
  return [{ type: 'StaffMemberInvited', data: { staffId: ctx.staffId, email, name, role, invitedBy: ctx.by, reason, invitedAt: ctx.now.toISOString(), linkDigest: ctx.linkDigest, linkExpiresAt } }];
}

export const emailTaken = () => new ConflictError(sm.emailTaken, 'StaffEmailTaken', { email: sm.emailTaken });

const existing = (state: StaffState | undefined): StaffState => {
  if (!state) throw new NotFoundError(sm.staffNotFound, 'StaffNotFound');
  return state;
};
// An administrator cannot demote or disable themselves, so the one acting always remains an administrator:
// the console can never be left without one.
const notSelf = (state: StaffState, by: string) => {
  if (state.staffId === by) throw new RuleViolation('NotYourself', sm.notYourself);
};

export function changeStaffRole(state: StaffState | undefined, command: ChangeStaffRole, ctx: { by: string; now: Date }): [StaffRoleChanged] {
  const staff = existing(state);
  notSelf(staff, ctx.by);
  if (staff.role === command.role) throw new RuleViolation('SameRole', sm.sameRole, { role: sm.sameRole });
  return [{ type: 'StaffRoleChanged', data: { staffId: staff.staffId, from: staff.role, to: command.role, changedBy: ctx.by, reason: command.reason, changedAt: ctx.now.toISOString() } }];
}

export function disableStaff(state: StaffState | undefined, reason: string, ctx: { by: string; now: Date }): [StaffDisabled] {
  const staff = existing(state);
  notSelf(staff, ctx.by);
  if (staff.disabled) throw new ConflictError(sm.alreadyDisabled, 'AlreadyDisabled');
  return [{ type: 'StaffDisabled', data: { staffId: staff.staffId, disabledBy: ctx.by, reason, disabledAt: ctx.now.toISOString() } }];
}

export function enableStaff(state: StaffState | undefined, reason: string, ctx: { by: string; now: Date }): [StaffEnabled] {
  const staff = existing(state);
  if (!staff.disabled) throw new ConflictError(sm.notDisabled, 'NotDisabled');
  return [{ type: 'StaffEnabled', data: { staffId: staff.staffId, enabledBy: ctx.by, reason, enabledAt: ctx.now.toISOString() } }];
}

/** The invited person sets a password with the mailed link: right digest, not expired, not used, not disabled. */
export function setStaffPassword(state: StaffState | undefined, ctx: { linkDigest: string; now: Date; passwordHash: string }): [StaffPasswordSet] {
  const invitation = state?.invitation;
  if (!state || state.disabled || !invitation || invitation.linkDigest !== ctx.linkDigest) throw new RuleViolation('InvalidLink', sm.linkInvalid);
  if (ctx.now.toISOString() > invitation.expiresAt) throw new RuleViolation('ExpiredLink', sm.linkExpired);
  return [{ type: 'StaffPasswordSet', data: { staffId: state.staffId, passwordHash: ctx.passwordHash, setAt: ctx.now.toISOString() } }];
}

/** `npm run admin -- reset-password <email>`: the operator on the server, not a staff member, acts. */
export function resetStaffPassword(state: StaffState | undefined, ctx: { now: Date; passwordHash: string }): [StaffPasswordReset] {
  const staff = existing(state);
  return [{ type: 'StaffPasswordReset', data: { staffId: staff.staffId, passwordHash: ctx.passwordHash, resetBy: OPERATOR_CLI, reason: 'Password reset from the command line', resetAt: ctx.now.toISOString() } }];
}
