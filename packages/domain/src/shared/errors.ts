/**
 * One error model for the whole marketplace. Every error carries a stable `code` (clients branch on it,
 * e.g. `UserNotConfirmedException`), a `message` for people, and, where one field is at fault, `errors`
 * keyed by field. The HTTP edge maps the class to a status once (see @fie/platform's error handler).
 */
import { apiText as t } from '../i18n/texts';

export type FieldErrors = Record<string, string>;

/** What an error says when its thrower names nothing more particular. */
export const errorMessages = {
  signIn: t('api.errors.sign-in', 'Please sign in to continue'),
  notAllowed: t('api.errors.not-allowed', 'You are not allowed to do this'),
  notValid: t('api.errors.not-valid', 'The request is not valid'),
  sessionEnded: t('api.errors.session-ended', 'Your session has ended. Please sign in again.'),
  idempotencyKeyInvalid: t('api.errors.idempotency-key-invalid', 'An Idempotency-Key is 8 to 255 visible characters, e.g. a UUID'),
  idempotencyKeyReused: t('api.errors.idempotency-key-reused', 'This Idempotency-Key was used for a different request. Use a new key for a new request.'),
  idempotencyKeyInProgress: t('api.errors.idempotency-key-in-progress', 'A request with this Idempotency-Key is still being processed. Try again in a moment.'),
} as const;

export abstract class DomainError extends Error {
  abstract readonly status: number;
  constructor(
    readonly code: string,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Bad input: nothing was written. */
export class ValidationError extends DomainError {
  readonly status = 400;
  constructor(errors: FieldErrors, message = firstMessage(errors), code = 'ValidationError') {
    super(code, message, errors);
  }
}

/** The request is well formed but the rules refuse it in the current state (wrong code, already confirmed…). */
export class RuleViolation extends DomainError {
  readonly status = 400;
  constructor(code: string, message: string, errors?: FieldErrors) {
    super(code, message, errors);
  }
}

export class UnauthorizedError extends DomainError {
  readonly status = 401;
  constructor(message: string = errorMessages.signIn, code = 'NotAuthorizedException') {
    super(code, message);
  }
}

export class ForbiddenError extends DomainError {
  readonly status = 403;
  constructor(message: string = errorMessages.notAllowed, code = 'Forbidden', errors?: FieldErrors) {
    super(code, message, errors);
  }
}

export class NotFoundError extends DomainError {
  readonly status = 404;
  constructor(message: string, code = 'NotFound', errors?: FieldErrors) {
    super(code, message, errors);
  }
}

/** Someone else changed the same thing first (optimistic concurrency), or a unique value is taken. */
export class ConflictError extends DomainError {
  readonly status = 409;
  constructor(message: string, code = 'Conflict', errors?: FieldErrors) {
    super(code, message, errors);
  }
}

/** The body or a file in it is over a limit: refused before it is read in full, nothing stored. */
export class PayloadTooLargeError extends DomainError {
  readonly status = 413;
  constructor(errors: FieldErrors, message = firstMessage(errors), code = 'PayloadTooLarge') {
    super(code, message, errors);
  }
}

export class TooManyRequestsError extends DomainError {
  readonly status = 429;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    code = 'TooManyRequestsException',
  ) {
    super(code, message);
  }
}

function firstMessage(errors: FieldErrors): string {
  return Object.values(errors)[0] ?? errorMessages.notValid;
}
