import { Router } from 'express';
import { CHECKPOINTS, type Checkpoint } from '@fie/platform';
import type { QueryDeps } from '../shared/deps';

/** GET /api/health: each store, and each projection's checkpoint and lag behind the head of the log. */
export function healthRoutes(deps: QueryDeps): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
    const settle = async <T>(p: Promise<T>, adapter = 'unknown') => p.catch((error) => ({ ok: false, adapter, detail: String(error) }));
    const [events, documents, blobs, mailer, sms, search, head, checkpoints] = await Promise.all([
      settle(deps.events.health()),
      settle(deps.documents.health()),
      settle(deps.blobs.health()),
      settle(deps.mailer.health()),
      settle(deps.sms.health()),
      settle(deps.search.health()),
      deps.events.headPosition().catch(() => -1),
      deps.documents.collection<Checkpoint>(CHECKPOINTS).find({ id: { $in: deps.projectionNames } }).catch(() => [] as Checkpoint[]),
    ]);
    const live = new Map((deps.projectionStatus?.() ?? []).map((s) => [s.name, s]));
    const projections = deps.projectionNames.map((name) => {
      const checkpoint = checkpoints.find((c) => c.id === name);
      const position = checkpoint?.position ?? 0;
      const status = live.get(name)?.error ? 'failed' : head >= 0 && position >= head ? 'up-to-date' : 'catching-up';
      return { name, checkpoint: position, head, lag: head >= 0 ? Math.max(0, head - position) : null, status, updatedAt: checkpoint?.updatedAt ?? null, error: live.get(name)?.error };
    });
    const whatsapp = deps.whatsapp ? { whatsapp: await settle(deps.whatsapp.health()) } : {};
    const stores = { events, documents, blobs, mailer, sms, ...whatsapp, search };
    const ok = Object.values(stores).every((s) => s.ok) && projections.every((p) => p.status !== 'failed');
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'degraded', head, stores, projections });
  });
  return router;
}
