import { ConflictError, NotFoundError, RuleViolation, TooManyRequestsError, UnauthorizedError } from '../shared/errors';
import { assertFewRecentFailures } from '../shared/throttle';
import type { Signup } from './schemas';
import type {
  ConfirmationCodeIssued,
  SignedOutEverywhere,
  ConfirmationCodeRejected,
  OwnerRegistered,
  PasswordChanged,
  PasswordReset,
  PasswordResetCodeRejected,
  PasswordResetRequested,
  SignInFailed,
  UserConfirmed,
  UserDeleted,
  UserLanguageChosen,
  UserProfileUpdated,
  UserSignedIn,
  UserSignedUp,
} from './events';
import type { Language } from '../i18n/languages';
import type { OwnerType } from './schemas';
import type { UserState } from './user';
import { accountMessages as m } from './messages';
import { assertMayIssueCode, codeExpiresAt, codeRejectionError, judgeResetCode, MAX_CODE_ATTEMPTS } from './codes';

/**
 * Decisions are pure: the command, the current state and the facts the edge computed (time, ids,
 * hashes) in; events or a typed error out. The edge does the I/O (hashing, mailing, appending).
 */

export { CODE_LIFETIME_MINUTES, MAX_CODE_ATTEMPTS, RESEND_INTERVAL_SECONDS, codeRejectionError } from './codes';

type Clock = { now: Date };

export function signUp(
  command: Signup,
  state: UserState | undefined,
  ctx: Clock & { userId: string; passwordHash: string; codeHash: string },
): [UserSignedUp, ConfirmationCodeIssued] {
  if (state) throw new ConflictError(m.emailTaken, 'UsernameExistsException', { email: m.emailTaken });
  const at = ctx.now.toISOString();
  return [
    {
      type: 'UserSignedUp',
      data: {
        userId: ctx.userId,
        firstName: command.firstName,
        lastName: command.lastName,
        email: command.email,
        phone: command.phoneNumber,
        userType: command.user_type,
        passwordHash: ctx.passwordHash,
        signedUpAt: at,
      },
    },
    issueCode(ctx.userId, command.email, ctx),
  ];
}

export function resendCode(state: UserState | undefined, ctx: Clock & { codeHash: string }): [ConfirmationCodeIssued] {
  const user = existing(state);
  if (user.confirmed) throw new RuleViolation('InvalidParameterException', m.alreadyConfirmed);
  assertMayIssueCode(user.pendingCode, ctx.now);
  return [issueCode(user.userId, user.email, ctx)];
}

export function confirm(
  state: UserState | undefined,
  ctx: Clock & { codeHash: string },
): [UserConfirmed] | [ConfirmationCodeRejected] {
  const user = existing(state);
  if (user.confirmed) throw new RuleViolation('NotAuthorizedException', m.alreadyConfirmed);
  const pending = user.pendingCode;
  if (!pending || pending.failedAttempts >= MAX_CODE_ATTEMPTS) {
    throw new TooManyRequestsError(m.tooManyCodeAttempts, 0, 'LimitExceededException');
  }
  const at = ctx.now.toISOString();
  if (ctx.now.toISOString() > pending.expiresAt) {
    return [{ type: 'ConfirmationCodeRejected', data: { userId: user.userId, rejectedAt: at, reason: 'expired' } }];
  }
  if (pending.codeHash !== ctx.codeHash) {
    return [{ type: 'ConfirmationCodeRejected', data: { userId: user.userId, rejectedAt: at, reason: 'mismatch' } }];
  }
  return [{ type: 'UserConfirmed', data: { userId: user.userId, confirmedAt: at } }];
}

/** The message a rejected code earns, once its event is recorded. */
export function rejectionError(event: ConfirmationCodeRejected): RuleViolation {
  return codeRejectionError(event.data.reason);
}

export const SIGN_IN_WINDOW_MINUTES = 15;
export const MAX_FAILED_SIGN_INS = 5;

/** Refuses while an account has had too many wrong passwords lately (checked before the password is). */
export function assertSignInAllowed(state: UserState | undefined, now: Date): void {
  if (!state) return;
  assertFewRecentFailures(state.failedSignIns, now, { max: MAX_FAILED_SIGN_INS, windowMinutes: SIGN_IN_WINDOW_MINUTES, message: m.tooManySignIns });
}

/** A wrong password is recorded (it counts towards throttling) and then refused. */
export function signIn(state: UserState | undefined, ctx: Clock & { passwordMatches: boolean }): [UserSignedIn] | [SignInFailed] {
  if (!state) throw new UnauthorizedError(m.wrongCredentials, 'NotAuthorizedException');
  if (!ctx.passwordMatches) return [{ type: 'SignInFailed', data: { userId: state.userId, failedAt: ctx.now.toISOString() } }];
  if (!state.confirmed) throw new RuleViolation('UserNotConfirmedException', m.notConfirmed);
  return [{ type: 'UserSignedIn', data: { userId: state.userId, signedInAt: ctx.now.toISOString() } }];
}

/**
 * The one person a phone number names, among the accounts that have it (people may share a family phone). With
 * several, we do not guess: the person is asked for their email. With none, there is no such account.
 */
export function accountByPhone<T>(holders: readonly T[]): T | undefined {
  if (holders.length > 1) throw new RuleViolation('AmbiguousPhoneNumber', m.phoneShared, { email: m.phoneShared });
  return holders[0];
}

/** Refuses an unknown phone number the way an unknown email is refused, in the phone's words. */
export function existingByPhone(state: UserState | undefined): UserState {
  if (!state) throw new NotFoundError(m.noAccountForPhone, 'UserNotFoundException', { email: m.noAccountForPhone });
  return state;
}

/**
 * A reset code, emailed or (asked for with the account's phone number) texted: the same code rules either way, and
 * the event says where it went.
 */
export function requestPasswordReset(state: UserState | undefined, ctx: Clock & { codeHash: string; via?: 'email' | 'sms' }): [PasswordResetRequested] {
  const user = ctx.via === 'sms' ? existingByPhone(state) : existing(state);
  // A reset confirms an unconfirmed account, because the emailed code proves the mailbox; a texted code proves only
  // the phone, so an account whose email was never confirmed is confirmed by email first.
  if (ctx.via === 'sms' && !user.confirmed) throw new RuleViolation('UserNotConfirmedException', m.notConfirmed);
  assertMayIssueCode(user.pendingReset, ctx.now);
  const destination = ctx.via === 'sms' ? user.phone : user.email;
  return [{ type: 'PasswordResetRequested', data: { userId: user.userId, codeHash: ctx.codeHash, destination, issuedAt: ctx.now.toISOString(), expiresAt: codeExpiresAt(ctx.now) } }];
}

export function resetPassword(
  state: UserState | undefined,
  ctx: Clock & { codeHash: string; passwordHash: string },
): [PasswordReset] | [PasswordResetCodeRejected] {
  const user = existing(state);
  const verdict = judgeResetCode(user.pendingReset, ctx.now, ctx.codeHash);
  const at = ctx.now.toISOString();
  if (verdict !== 'accepted') return [{ type: 'PasswordResetCodeRejected', data: { userId: user.userId, rejectedAt: at, reason: verdict } }];
  return [{ type: 'PasswordReset', data: { userId: user.userId, passwordHash: ctx.passwordHash, resetAt: at } }];
}

export function changePassword(state: UserState | undefined, ctx: Clock & { oldPasswordMatches: boolean; passwordHash: string }): [PasswordChanged] {
  const user = existing(state);
  if (!ctx.oldPasswordMatches) throw new RuleViolation('NotAuthorizedException', m.oldPasswordIncorrect, { oldPassword: m.oldPasswordIncorrect });
  return [{ type: 'PasswordChanged', data: { userId: user.userId, passwordHash: ctx.passwordHash, changedAt: ctx.now.toISOString() } }];
}

/** Ends every session of the person's, this one included: they sign in again where they want to be signed in. */
export function signOutEverywhere(state: UserState | undefined, ctx: Clock): [SignedOutEverywhere] {
  const user = existing(state);
  return [{ type: 'SignedOutEverywhere', data: { userId: user.userId, at: ctx.now.toISOString() } }];
}

export function updateProfile(
  state: UserState | undefined,
  command: { firstName: string; lastName: string; phone: string; email?: string },
  ctx: Clock,
): [UserProfileUpdated] | [] {
  const user = existing(state);
  if (command.email && command.email !== user.email) throw new RuleViolation('InvalidParameterException', m.emailReadOnly, { email: m.emailReadOnly });
  if (command.firstName === user.firstName && command.lastName === user.lastName && command.phone === user.phone) return [];
  return [{ type: 'UserProfileUpdated', data: { userId: user.userId, firstName: command.firstName, lastName: command.lastName, phone: command.phone, updatedAt: ctx.now.toISOString() } }];
}

/**
 * The language of the person's mails and texts. Choosing English when none was chosen is recorded (it is a choice:
 * it outranks the language their phone's texts were read in); choosing the one already chosen records nothing.
 */
export function chooseLanguage(state: UserState | undefined, command: { language: Language }, ctx: Clock): [UserLanguageChosen] | [] {
  const user = existing(state);
  if (user.language === command.language) return [];
  return [{ type: 'UserLanguageChosen', data: { userId: user.userId, language: command.language, at: ctx.now.toISOString() } }];
}

export function registerAsOwner(
  state: UserState | undefined,
  command: { ownerType: OwnerType; organizationName?: string; licenceNumber?: string },
  ctx: Clock,
): [OwnerRegistered] {
  const user = existing(state);
  if (user.userType === 'owner') throw new ConflictError(m.alreadyOwner, 'AlreadyOwner');
  return [{ type: 'OwnerRegistered', data: { userId: user.userId, ...definedOnly(command), registeredAt: ctx.now.toISOString() } }];
}

export function deleteAccount(state: UserState | undefined, ctx: Clock): [UserDeleted] {
  const user = existing(state);
  return [{ type: 'UserDeleted', data: { userId: user.userId, deletedAt: ctx.now.toISOString() } }];
}

/** The message a rejected reset code earns, once its event is recorded. */
export function resetRejectionError(event: PasswordResetCodeRejected): RuleViolation {
  return codeRejectionError(event.data.reason);
}

function definedOnly<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

function existing(state: UserState | undefined): UserState {
  if (!state) throw new NotFoundError(m.noAccountForEmail, 'UserNotFoundException', { email: m.noAccountForEmail });
  return state;
}

function issueCode(userId: string, destination: string, ctx: Clock & { codeHash: string }): ConfirmationCodeIssued {
  return {
    type: 'ConfirmationCodeIssued',
    data: { userId, codeHash: ctx.codeHash, destination, issuedAt: ctx.now.toISOString(), expiresAt: codeExpiresAt(ctx.now) },
  };
}
