import type { Request, Response } from 'express';
import { ConflictError } from '@fie/domain';
import { errorHandler, STORAGE_UNAVAILABLE } from './http-errors';

/** The handler's answer to an error, through a minimal response. */
function answer(error: unknown, logged: string[] = []) {
  const out: { status?: number; body?: unknown; headers: Record<string, string> } = { headers: {} };
  const res = {
    headersSent: false,
    setHeader: (name: string, value: string) => (out.headers[name] = value),
    status(code: number) {
      out.status = code;
      return this;
    },
    json(body: unknown) {
      out.body = body;
      return this;
    },
  } as unknown as Response;
  const log = (message: string) => void logged.push(message);
  errorHandler({ debug: log, info: log, warn: log, error: log })(error, { method: 'POST', originalUrl: '/api/contact' } as Request, res, () => undefined);
  return out;
}

const withCode = (code: string, message = code) => Object.assign(new Error(message), { code });

describe('the error handler when the storage refuses a write', () => {
  test.each([
    ['a full SQLite file', withCode('SQLITE_FULL', 'database or disk is full')],
    ['a read-only SQLite file', withCode('SQLITE_READONLY', 'attempt to write a readonly database')],
    ['a SQLite file it can no longer open for writing', withCode('SQLITE_READONLY_DBMOVED')],
    ['a failing disk', withCode('SQLITE_IOERR_WRITE')],
    ['a full file system', withCode('ENOSPC')],
    ['a read-only file system', withCode('EROFS')],
    ['a folder it may no longer write', withCode('EACCES')],
  ])('%s is a 503 with a clear message, asking to retry later', (_what, error) => {
    expect(answer(error)).toEqual({ status: 503, body: STORAGE_UNAVAILABLE, headers: { 'Retry-After': '30' } });
  });

  test('the operator is told once a minute, not once a request', () => {
    const logged: string[] = [];
    const handler = errorHandler({ debug: () => undefined, info: () => undefined, warn: () => undefined, error: (m) => void logged.push(m) });
    const res = () => ({ headersSent: false, setHeader: () => undefined, status() { return this; }, json() { return this; } }) as unknown as Response;
    for (let i = 0; i < 5; i++) handler(withCode('SQLITE_FULL'), { method: 'POST', originalUrl: '/api/contact' } as Request, res(), () => undefined);
    expect(logged).toEqual(['storage unavailable: commands answer 503 until it takes writes again']);
  });

  test('other errors keep their answers: a conflict is a 409, a bug a 500 that leaks nothing', () => {
    expect(answer(new ConflictError('This email is already registered', 'UsernameExistsException'))).toMatchObject({ status: 409, body: { code: 'UsernameExistsException' } });
    expect(answer(new TypeError('x is undefined'))).toMatchObject({ status: 500, body: { code: 'InternalError' } });
    expect(answer(withCode('SQLITE_CONSTRAINT_UNIQUE'))).toMatchObject({ status: 500 });
  });
});

describe("the error handler and express's own client errors", () => {
  const marked = (error: Error, fields: Record<string, unknown>) => Object.assign(error, fields);
  test.each([
    ['a path whose escapes do not decode', marked(new URIError('URI malformed'), { status: 400 }), 400, 'MalformedUrl'],
    ['a JSON body in an unknown charset', marked(new Error('unsupported charset "KLINGON"'), { status: 415, type: 'charset.unsupported' }), 415, 'UnsupportedCharset'],
    ['a body in an unknown content encoding', marked(new Error('unsupported content encoding "x-evil"'), { status: 415, type: 'encoding.unsupported' }), 415, 'UnsupportedContentEncoding'],
    ['a gzip body that does not inflate', marked(new Error('incorrect header check'), { statusCode: 400 }), 400, 'BadRequest'],
  ])('%s keeps its status, in our shape, without the error text, and is not logged as ours', (_what, error, status, code) => {
    const logged: string[] = [];
    const out = answer(error, logged);
    expect(out.status).toBe(status);
    expect(out.body).toMatchObject({ code, message: expect.any(String) });
    expect(JSON.stringify(out.body)).not.toMatch(/KLINGON|x-evil|incorrect header|URI malformed/);
    expect(logged).toEqual([]);
  });
});
