import type { RequestHandler } from 'express';
import type { Stores } from '@fie/stores';

/**
 * GET /api/health of the command API run on its own (docker compose's health check): the stores it writes to.
 * The gateway sends every GET to the query API, so the public health is the query API's; under `npm start` the
 * launcher serves that one.
 */
export function commandHealth(stores: Pick<Stores, 'events' | 'documents' | 'blobs' | 'mailer' | 'sms'>): RequestHandler {
  return async (_req, res) => {
    const settle = <T>(p: Promise<T>) => p.catch((error: unknown) => ({ ok: false, detail: String(error) }));
    const [events, documents, blobs, mailer, sms] = await Promise.all([settle(stores.events.health()), settle(stores.documents.health()), settle(stores.blobs.health()), settle(stores.mailer.health()), settle(stores.sms.health())]);
    const all = { events, documents, blobs, mailer, sms };
    const ok = Object.values(all).every((s) => (s as { ok: boolean }).ok);
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'degraded', stores: all });
  };
}
