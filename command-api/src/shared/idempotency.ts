import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomUUID } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ConflictError, ValidationError, errorMessages } from '@fie/domain';
import type { DocumentStore } from '@fie/stores';

/**
 * Idempotent commands (issue 11). A client that retries after a timeout sends the same `Idempotency-Key`
 * header; the command then runs once:
 *
 * - The first answer (status, body, position header) is kept for a day under the caller and the key, and a
 *   repeat with the same body gets that answer again (with `Idempotent-Replayed: true`) without running the
 *   command. A repeat with a different body is refused with 409: the key names one request.
 * - A repeat that arrives while the first is still running gets 409 and Retry-After: it must not run twice.
 * - If the process died mid-command, nothing was kept but a claim; after a minute the repeat runs the command
 *   again. It then makes the same ids (newId) and appends events with the same ids (appendEvents), so whatever
 *   the first run had appended is recognised by the event store as already there and written once
 *   (the embedded store by test; KurrentDB deduplicates appends by event id within a stream).
 */
const HEADER = 'idempotency-key';
const KEEP_MS = 24 * 60 * 60_000;
/** A claim older than this was left by a process that died mid-command. */
const CLAIM_MS = 60_000;
export const IDEMPOTENCY = '_idempotency';

type Kept = {
  id: string;
  owner: string;
  bodyHash: string;
  state: 'running' | 'done';
  at: string;
  status?: number;
  body?: unknown;
  position?: string;
};

type Seeds = { seed: string; ids: number; events: Map<string, number> };
const seeds = new AsyncLocalStorage<Seeds>();

/** A new id: random, or under an idempotency key the same id for the same step of the same request. */
export function newId(): string {
  const context = seeds.getStore();
  return context ? uuidFrom(`${context.seed}|id|${context.ids++}`) : randomUUID();
}

/** Event ids for an append: under an idempotency key, the same for the same append of the same request. */
export function eventIdsFor(streamId: string, count: number): (string | undefined)[] {
  const context = seeds.getStore();
  if (!context) return new Array<undefined>(count).fill(undefined);
  const from = context.events.get(streamId) ?? 0;
  context.events.set(streamId, from + count);
  return Array.from({ length: count }, (_, i) => uuidFrom(`${context.seed}|event|${streamId}|${from + i}`));
}

/** A UUID (version 8: made by the application) from a hash. */
function uuidFrom(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/** The same JSON in any key order hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function idempotencyKeys(documents: DocumentStore): RequestHandler {
  const kept = documents.collection<Kept>(IDEMPOTENCY);
  return (req: Request, res: Response, next: NextFunction) => {
    const key = req.get(HEADER);
    if (key === undefined || req.method === 'GET' || req.method === 'HEAD') return next();
    if (!/^[\x21-\x7e]{8,255}$/.test(key)) {
      return next(new ValidationError({ 'Idempotency-Key': errorMessages.idempotencyKeyInvalid }, undefined, 'InvalidIdempotencyKey'));
    }
    const principal = req.principal as { kind: string; id: string } | undefined;
    const caller = principal ? `${principal.kind}:${principal.id}` : `visitor:${req.ip ?? ''}`;
    const id = sha(`${caller}|${key}`);
    // Multipart bodies are read later, by the route: their type and length stand for them.
    const body = req.is('multipart/form-data') ? `${req.get('content-type')}|${req.get('content-length')}` : canonical(req.body ?? null);
    const bodyHash = sha(`${req.method} ${req.originalUrl}|${body}`);
    const owner = randomUUID();
    const now = Date.now();
    const claim: Kept = { id, owner, bodyHash, state: 'running', at: new Date(now).toISOString() };

    const run = async () => {
      let found = await kept.get(id);
      const expired = found && now - Date.parse(found.at) > (found.state === 'done' ? KEEP_MS : CLAIM_MS);
      if (!found || expired) {
        // Insert if absent (the position guard keeps a claim another request made first); then see who won.
        await documents.bulkWrite([expired ? { op: 'upsert', collection: IDEMPOTENCY, doc: claim } : { op: 'upsert', collection: IDEMPOTENCY, doc: claim, position: 1 }]);
        found = await kept.get(id);
      }
      if (found && found.owner !== owner) {
        if (found.bodyHash !== bodyHash) throw new ConflictError(errorMessages.idempotencyKeyReused, 'IdempotencyKeyReused');
        if (found.state === 'running') {
          res.setHeader('Retry-After', '1');
          throw new ConflictError(errorMessages.idempotencyKeyInProgress, 'IdempotencyKeyInProgress');
        }
        res.setHeader('Idempotent-Replayed', 'true');
        if (found.position) res.setHeader('X-Fie-Position', found.position);
        if (found.body === undefined) res.status(found.status!).end();
        else res.status(found.status!).json(found.body);
        return;
      }
      // Ours: run the command, keep its answer (a 5xx is not kept, so a retry runs it again).
      const json = res.json.bind(res);
      let answer: unknown;
      res.json = (value: unknown) => {
        answer = value;
        return json(value);
      };
      res.on('finish', () => {
        const position = res.getHeader('X-Fie-Position');
        const done: Kept = { ...claim, state: 'done', status: res.statusCode, body: answer, ...(position !== undefined ? { position: String(position) } : {}) };
        const write = res.statusCode >= 500 ? kept.delete(id) : kept.upsert(done);
        void Promise.resolve(write).catch(() => undefined);
      });
      seeds.run({ seed: id, ids: 0, events: new Map() }, () => next());
    };
    run().catch(next);
  };
}
