import { ConflictError, NotFoundError, RuleViolation, TooManyRequestsError, UnauthorizedError } from '../shared/errors';
import { assertFewRecentFailures } from '../shared/throttle';
import type { Signup } from './schemas';
import type {
  CodeChannel,
  ConfirmationCodeIssued,
  EmailAddCodeRejected,
  EmailAdded,
  EmailAddRequested,
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

/**
 * A sign-up with an email is confirmed by a code mailed to it, as always; with a phone number alone (issue 32), by a
 * code texted to the phone. `state` is the account the sign-in name already has (its email's, or its number's).
 */
export function signUp(
  command: Signup,
  state: UserState | undefined,
  ctx: Clock & { userId: string; passwordHash: string; codeHash: string },
): [UserSignedUp, ConfirmationCodeIssued] {
  if (state) throw signUpNameTaken(command);
  const at = ctx.now.toISOString();
  return [
    {
      type: 'UserSignedUp',
      data: {
        userId: ctx.userId,
        firstName: command.firstName,
        lastName: command.lastName,
        // An email sign-up's event is as it always was; a phone sign-up's has no email at all.
        ...(command.email ? { email: command.email } : {}),
        phone: command.phoneNumber,
        userType: command.user_type,
        passwordHash: ctx.passwordHash,
        signedUpAt: at,
      },
    },
    command.email ? issueCode(ctx.userId, command.email, 'email', ctx) : issueCode(ctx.userId, command.phoneNumber, 'sms', ctx),
  ];
}

/** The refusal of a sign-up whose email (or, for a phone-only sign-up, whose number) already has an account. */
export function signUpNameTaken(command: Pick<Signup, 'email'>): ConflictError {
  return command.email
    ? new ConflictError(m.emailTaken, 'UsernameExistsException', { email: m.emailTaken })
    : new ConflictError(m.phoneTaken, 'UsernameExistsException', { phoneNumber: m.phoneTaken });
}

/** Where an account's confirmation code goes: its email, or (an account without one) its phone by SMS. */
export function codeDestination(user: Pick<UserState, 'email' | 'phone'>): { destination: string; via: CodeChannel } {
  return user.email ? { destination: user.email, via: 'email' } : { destination: user.phone, via: 'sms' };
}

export function resendCode(state: UserState | undefined, ctx: Clock & { codeHash: string }): [ConfirmationCodeIssued] {
  const user = existing(state);
  if (user.confirmed) throw new RuleViolation('InvalidParameterException', m.alreadyConfirmed);
  assertMayIssueCode(user.pendingCode, ctx.now);
  const { destination, via } = codeDestination(user);
  return [issueCode(user.userId, destination, via, ctx)];
}

/** The right code confirms the account and proves where it went (the email, or the phone it was texted to). */
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
  return [{ type: 'UserConfirmed', data: { userId: user.userId, confirmedAt: at, ...(pending.via === 'sms' ? { via: 'sms' as const } : {}) } }];
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
  // The same code either way; the words say where the code went.
  if (!state.confirmed) throw new RuleViolation('UserNotConfirmedException', state.email ? m.notConfirmed : m.notConfirmedByPhone);
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
  // the phone, so an account whose email was never confirmed is confirmed by email first. An account without an
  // email (a phone sign-up) is its phone: a texted code proves it, and may confirm it.
  if (ctx.via === 'sms' && !user.confirmed && user.email) throw new RuleViolation('UserNotConfirmedException', m.notConfirmed);
  assertMayIssueCode(user.pendingReset, ctx.now);
  const destination = ctx.via === 'sms' ? user.phone : user.email!;
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
  // What the code proved: an emailed reset's event is as it always was; a texted one says so.
  return [{ type: 'PasswordReset', data: { userId: user.userId, passwordHash: ctx.passwordHash, resetAt: at, ...(user.pendingReset?.via === 'sms' ? { via: 'sms' as const } : {}) } }];
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
  // An account without an email signs in with its number (it holds it, issue 32): the number stays until an email is added.
  if (!user.email && command.phone !== user.phone) throw new RuleViolation('InvalidParameterException', m.phoneIsSignInName, { phone: m.phoneIsSignInName });
  if (command.firstName === user.firstName && command.lastName === user.lastName && command.phone === user.phone) return [];
  return [{ type: 'UserProfileUpdated', data: { userId: user.userId, firstName: command.firstName, lastName: command.lastName, phone: command.phone, updatedAt: ctx.now.toISOString() } }];
}

/**
 * An account without an email adds one (issue 32): a code is mailed to it, asked for again no sooner than any code.
 * An account that has one keeps it (an email cannot be changed).
 */
export function addEmail(state: UserState | undefined, command: { email: string }, ctx: Clock & { codeHash: string }): [EmailAddRequested] {
  const user = existing(state);
  if (user.email) throw new RuleViolation('InvalidParameterException', m.alreadyHasEmail, { email: m.alreadyHasEmail });
  assertMayIssueCode(user.pendingEmail, ctx.now);
  return [{ type: 'EmailAddRequested', data: { userId: user.userId, email: command.email, codeHash: ctx.codeHash, issuedAt: ctx.now.toISOString(), expiresAt: codeExpiresAt(ctx.now) } }];
}

/**
 * The mailed code adds the email, proved; a wrong or late one is recorded (it counts towards the limit). Whether the
 * email is free is the edge's to settle (its claim), before `EmailAdded` is appended.
 */
export function confirmEmail(state: UserState | undefined, ctx: Clock & { codeHash: string }): [EmailAdded] | [EmailAddCodeRejected] {
  const user = existing(state);
  if (user.email) throw new RuleViolation('InvalidParameterException', m.alreadyHasEmail, { email: m.alreadyHasEmail });
  if (!user.pendingEmail) throw new RuleViolation('InvalidParameterException', m.noEmailWaiting, { code: m.noEmailWaiting });
  const verdict = judgeResetCode(user.pendingEmail, ctx.now, ctx.codeHash);
  const at = ctx.now.toISOString();
  if (verdict !== 'accepted') return [{ type: 'EmailAddCodeRejected', data: { userId: user.userId, rejectedAt: at, reason: verdict } }];
  return [{ type: 'EmailAdded', data: { userId: user.userId, email: user.pendingEmail.email, addedAt: at } }];
}

/** The message a rejected email code earns, once its event is recorded. */
export function emailRejectionError(event: EmailAddCodeRejected): RuleViolation {
  return codeRejectionError(event.data.reason);
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

function issueCode(userId: string, destination: string, via: CodeChannel, ctx: Clock & { codeHash: string }): ConfirmationCodeIssued {
  return {
    type: 'ConfirmationCodeIssued',
    // An emailed code's event is as it always was (`via` absent); a texted one says so.
    data: { userId, codeHash: ctx.codeHash, destination, issuedAt: ctx.now.toISOString(), expiresAt: codeExpiresAt(ctx.now), ...(via === 'sms' ? { via } : {}) },
  };
}
