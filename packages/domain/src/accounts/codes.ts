import { RuleViolation, TooManyRequestsError } from '../shared/errors';
import { accountMessages as m } from './messages';

/**
 * The rules of an emailed 6-digit code, shared by every account that gets one (a person's confirmation and
 * password reset, an organization's password reset): how long it lasts, how soon another may be asked for,
 * and how many wrong tries it takes. Pure: the codes arrive as hashes computed at the edge.
 */
export const CODE_LIFETIME_MINUTES = 30;
export const MAX_CODE_ATTEMPTS = 5;
export const RESEND_INTERVAL_SECONDS = 30;

/** A code waiting to be used, as its account's state keeps it. */
export type PendingCode = { codeHash: string; issuedAt: string; expiresAt: string; failedAttempts: number };

/** Refuses another code within RESEND_INTERVAL_SECONDS of the last one, saying how long to wait. */
export function assertMayIssueCode(pending: PendingCode | undefined, now: Date): void {
  if (!pending) return;
  const waited = (now.getTime() - Date.parse(pending.issuedAt)) / 1000;
  if (waited < RESEND_INTERVAL_SECONDS) {
    const wait = Math.ceil(RESEND_INTERVAL_SECONDS - waited);
    throw new TooManyRequestsError(m.waitBeforeResend(wait), wait, 'LimitExceededException');
  }
}

/** When a code issued now stops working. */
export function codeExpiresAt(now: Date): string {
  return new Date(now.getTime() + CODE_LIFETIME_MINUTES * 60_000).toISOString();
}

/**
 * Judges a reset code: accepted, or rejected as expired or mismatched (the caller records a rejection, which
 * counts towards the limit). With no code waiting, or after MAX_CODE_ATTEMPTS wrong ones, it refuses outright.
 */
export function judgeResetCode(pending: PendingCode | undefined, now: Date, codeHash: string): 'accepted' | 'expired' | 'mismatch' {
  if (!pending || pending.failedAttempts >= MAX_CODE_ATTEMPTS) {
    throw new TooManyRequestsError(pending ? m.tooManyCodeAttempts : m.codeExpired, 0, pending ? 'LimitExceededException' : 'ExpiredCodeException');
  }
  if (now.toISOString() > pending.expiresAt) return 'expired';
  if (pending.codeHash !== codeHash) return 'mismatch';
  return 'accepted';
}

/** The message a rejected code earns, once its rejection is recorded. */
export function codeRejectionError(reason: 'expired' | 'mismatch'): RuleViolation {
  return reason === 'expired'
    ? new RuleViolation('ExpiredCodeException', m.codeExpired, { code: m.codeExpired })
    : new RuleViolation('CodeMismatchException', m.codeMismatch, { code: m.codeMismatch });
}
