import type { ErrorRequestHandler, RequestHandler } from 'express';
import { DomainError, TooManyRequestsError } from '@fie/domain';
import type { Logger } from './logger';

/**
 * The one error handler. Trusted errors (the domain's, the stores' concurrency and uniqueness errors,
 * malformed JSON) become a problem body `{ message, code, errors? }`; anything else is logged and is a 500
 * whose message leaks nothing.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    if (res.headersSent) return;
    if (error instanceof DomainError) {
      if (error instanceof TooManyRequestsError && error.retryAfterSeconds > 0) res.setHeader('Retry-After', String(error.retryAfterSeconds));
      res.status(error.status).json({ message: error.message, code: error.code, ...(error.errors ? { errors: error.errors } : {}) });
      return;
    }
    const code = (error as { code?: string }).code;
    if (code === 'WrongExpectedVersion' || code === 'IdempotencyMismatch') {
      res.status(409).json({ message: 'Someone else changed this at the same time. Please reload and try again.', code: 'ConcurrencyConflict' });
      return;
    }
    if (code === 'DuplicateKey') {
      res.status(409).json({ message: 'This already exists', code: 'DuplicateKey' });
      return;
    }
    if ((error as { type?: string }).type === 'entity.parse.failed') {
      res.status(400).json({ message: 'The request body is not valid JSON', code: 'MalformedJson' });
      return;
    }
    if ((error as { type?: string }).type === 'entity.too.large') {
      res.status(413).json({ message: 'The request is too large', code: 'PayloadTooLarge' });
      return;
    }
    logger.error('unhandled error', { method: req.method, path: req.originalUrl, error: error instanceof Error ? error.stack : String(error) });
    res.status(500).json({ message: 'Something went wrong on our side. Please try again.', code: 'InternalError' });
  };
}

/** Unknown API paths answer JSON, not the SPA. */
export const notFoundHandler: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No such endpoint: ${req.method} ${req.originalUrl}`, code: 'NotFound' });
};
