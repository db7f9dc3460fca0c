/**
 * Errors that say the storage itself cannot take a write right now (a full disk, a file system turned
 * read-only, a file the process may no longer write, an engine out of reach), as opposed to a bug or bad input.
 * Nothing about the request is wrong: the same write succeeds once the storage is back, so commands answer 503
 * and the projectors and reactors wait and retry instead of stopping for good.
 */
const SQLITE_CODES = /^SQLITE_(FULL|READONLY|IOERR|CANTOPEN|BUSY|PERM|NOLFS)(_|$)/;
const FILE_SYSTEM_CODES = new Set(['ENOSPC', 'EROFS', 'EDQUOT', 'EIO', 'EACCES', 'EPERM']);
const ENGINE_ERRORS = new Set(['MongoNetworkError', 'MongoServerSelectionError', 'MongoNetworkTimeoutError', 'UnavailableError', 'ConnectionError', 'NoLivingConnectionsError']);

export function isStorageUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  if (error instanceof StorageUnavailableError) return true;
  const { code, name } = error as { code?: unknown; name?: unknown };
  if (typeof code === 'string' && (SQLITE_CODES.test(code) || FILE_SYSTEM_CODES.has(code))) return true;
  return typeof name === 'string' && ENGINE_ERRORS.has(name);
}

/** For an adapter (or a test) that knows the storage refused a write without an engine's own error. */
export class StorageUnavailableError extends Error {
  readonly code = 'StorageUnavailable';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageUnavailableError';
  }
}
