import { ConflictError, NotFoundError, RuleViolation, TooManyRequestsError, UnauthorizedError } from '../shared/errors';
import type { Signup } from './schemas';
import type { ConfirmationCodeIssued, ConfirmationCodeRejected, UserConfirmed, UserSignedIn, UserSignedUp } from './events';
import type { UserState } from './user';
import { accountMessages as m } from './messages';

/**
 * Decisions are pure: the command, the current state and the facts the edge computed (time, ids,
 * hashes) in; events or a typed error out. The edge does the I/O (hashing, mailing, appending).
 */

export const CODE_LIFETIME_MINUTES = 30;
export const MAX_CODE_ATTEMPTS = 5;
export const RESEND_INTERVAL_SECONDS = 30;

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
  if (user.pendingCode) {
    const waited = (ctx.now.getTime() - Date.parse(user.pendingCode.issuedAt)) / 1000;
    if (waited < RESEND_INTERVAL_SECONDS) {
      const wait = Math.ceil(RESEND_INTERVAL_SECONDS - waited);
      throw new TooManyRequestsError(m.waitBeforeResend(wait), wait, 'LimitExceededException');
    }
  }
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
  return event.data.reason === 'expired'
    ? new RuleViolation('ExpiredCodeException', m.codeExpired, { code: m.codeExpired })
    : new RuleViolation('CodeMismatchException', m.codeMismatch, { code: m.codeMismatch });
}

export function signIn(state: UserState | undefined, ctx: Clock & { passwordMatches: boolean }): [UserSignedIn] {
  if (!state || !ctx.passwordMatches) throw new UnauthorizedError(m.wrongCredentials, 'NotAuthorizedException');
  if (!state.confirmed) throw new RuleViolation('UserNotConfirmedException', m.notConfirmed);
  return [{ type: 'UserSignedIn', data: { userId: state.userId, signedInAt: ctx.now.toISOString() } }];
}

function existing(state: UserState | undefined): UserState {
  if (!state) throw new NotFoundError(m.noAccountForEmail, 'UserNotFoundException', { email: m.noAccountForEmail });
  return state;
}

function issueCode(userId: string, destination: string, ctx: Clock & { codeHash: string }): ConfirmationCodeIssued {
  const expiresAt = new Date(ctx.now.getTime() + CODE_LIFETIME_MINUTES * 60_000).toISOString();
  return {
    type: 'ConfirmationCodeIssued',
    data: { userId, codeHash: ctx.codeHash, destination, issuedAt: ctx.now.toISOString(), expiresAt },
  };
}
