import type { ErrorRequestHandler, RequestHandler } from 'express';
import { apiText as t, DomainError, TooManyRequestsError } from '@fie/domain';
import { isStorageUnavailable } from '@fie/stores';
import type { Logger } from './logger';
import { localizeAnswer } from './request-language';

/** What a command answers while the storage refuses writes (a full or read-only disk, an engine out of reach). */
export const STORAGE_UNAVAILABLE = {
  message: t('api.storage-unavailable', 'The marketplace cannot save right now. Nothing was changed: please try again in a few minutes.'),
  code: 'storage_unavailable',
} as const;
/** Seconds a client is asked to wait before trying again. */
const STORAGE_RETRY_AFTER = 30;
/** One log line a minute is enough to tell the operator (and a full disk may hold the log too). */
const STORAGE_LOG_EVERY_MS = 60_000;

/**
 * The one error handler. Trusted errors (the domain's, the stores' concurrency and uniqueness errors,
 * malformed JSON) become a problem body `{ message, code, errors? }`; anything else is logged and is a 500
 * whose message leaks nothing.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  let storageLoggedAt = -Infinity;
  return (error, req, res, _next) => {
    if (res.headersSent) return;
    if (isStorageUnavailable(error)) {
      // The storage refused the write: nothing was stored (each append and each bulk write is one transaction).
      if (Date.now() - storageLoggedAt > STORAGE_LOG_EVERY_MS) {
        storageLoggedAt = Date.now();
        logger.error('storage unavailable: commands answer 503 until it takes writes again', { method: req.method, path: req.originalUrl, error: error instanceof Error ? error.message : String(error) });
      }
      res.setHeader('Retry-After', String(STORAGE_RETRY_AFTER));
      res.status(503).json(localizeAnswer(req, STORAGE_UNAVAILABLE));
      return;
    }
    if (error instanceof DomainError) {
      if (error instanceof TooManyRequestsError && error.retryAfterSeconds > 0) res.setHeader('Retry-After', String(error.retryAfterSeconds));
      res.status(error.status).json(localizeAnswer(req, { message: error.message, code: error.code, ...(error.errors ? { errors: error.errors } : {}) }));
      return;
    }
    const code = (error as { code?: string }).code;
    if (code === 'WrongExpectedVersion' || code === 'IdempotencyMismatch') {
      res.status(409).json(localizeAnswer(req, { message: t('api.concurrency-conflict', 'Someone else changed this at the same time. Please reload and try again.'), code: 'ConcurrencyConflict' }));
      return;
    }
    if (code === 'DuplicateKey') {
      res.status(409).json(localizeAnswer(req, { message: t('api.duplicate-key', 'This already exists'), code: 'DuplicateKey' }));
      return;
    }
    if ((error as { type?: string }).type === 'entity.parse.failed') {
      res.status(400).json({ message: 'The request body is not valid JSON', code: 'MalformedJson' });
      return;
    }
    if ((error as { type?: string }).type === 'entity.too.large') {
      const limit = (error as { limit?: number }).limit;
      res.status(413).json({ message: limit ? `The request is too large: send at most ${Math.round(limit / 1024)} KB` : 'The request is too large', code: 'PayloadTooLarge' });
      return;
    }
    // Express's own client errors (a path whose escapes do not decode, a body in an unknown charset or
    // encoding, a gzip body that does not inflate) keep their 4xx status, with fixed words: never the error's text.
    const status = (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      res.status(status).json(clientError(error as { type?: string }, status));
      return;
    }
    logger.error('unhandled error', { method: req.method, path: req.originalUrl, error: error instanceof Error ? error.stack : String(error) });
    res.status(500).json(localizeAnswer(req, { message: t('api.internal-error', 'Something went wrong on our side. Please try again.'), code: 'InternalError' }));
  };
}

function clientError(error: { type?: string }, status: number): { message: string; code: string } {
  if (error instanceof URIError) return { message: 'The address is not valid: a percent-escape in it does not decode', code: 'MalformedUrl' };
  if (error.type === 'charset.unsupported') return { message: 'The request body is in a character set we do not read: send UTF-8', code: 'UnsupportedCharset' };
  if (error.type === 'encoding.unsupported') return { message: 'The request body is compressed in a way we do not read: send it plain or gzip', code: 'UnsupportedContentEncoding' };
  if (status === 415) return { message: 'The request body is in a form we do not read', code: 'UnsupportedMediaType' };
  return { message: 'The request could not be read', code: 'BadRequest' };
}

/** Unknown API paths answer JSON, not the SPA. */
export const notFoundHandler: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No such endpoint: ${req.method} ${req.originalUrl}`, code: 'NotFound' });
};
