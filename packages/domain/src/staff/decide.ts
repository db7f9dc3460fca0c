import { MAX_FAILED_SIGN_INS, SIGN_IN_WINDOW_MINUTES } from '../accounts/decide';
import { RuleViolation, UnauthorizedError } from '../shared/errors';
import { assertFewRecentFailures } from '../shared/throttle';
import { staffMessages as sm } from './messages';
import type { StaffChangePassword } from './schemas';
import type { StaffPasswordChanged, StaffPasswordChangeRejected, StaffState } from './staff';

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
