import { Router, type Response } from 'express';
import { NotFoundError } from '@fie/domain';
import { CHECKPOINTS, type Checkpoint } from '@fie/platform';
import { PROJECTION_STATUS_FRESH_MS, PROJECTIONS, type ProjectionStatusView } from '@fie/read-models';
import type { QueryDeps } from '../shared/deps';
import { parseListQuery } from '../shared/simple-rest';
import { authorizeStaff } from './authorize';

/** How far a rebuild has got: of the log while it folds or catches up, of its documents while it writes them. */
function percentOf(rebuild: NonNullable<ProjectionStatusView['rebuild']>): number {
  if (rebuild.phase === 'indexing') return 100;
  if (rebuild.phase === 'loading') return rebuild.toLoad ? Math.min(100, Math.floor(((rebuild.loaded ?? 0) / rebuild.toLoad) * 100)) : 0;
  return rebuild.target > 0 ? Math.min(100, Math.floor((rebuild.position / rebuild.target) * 100)) : 0;
}

/** A projection as the console's Projections screen shows it. */
export type ProjectionRecord = {
  id: string;
  version: number;
  liveVersion: number;
  generation: string;
  checkpoint: number;
  head: number;
  lag: number;
  rate: number;
  error: string | null;
  /** A rebuild under way, with how far it has got (percent of the live head). */
  rebuild: (NonNullable<ProjectionStatusView['rebuild']> & { percent: number }) | null;
  lastRebuild: ProjectionStatusView['lastRebuild'];
  /** No runner has reported for a while: the figures are as the last one left them. */
  stale: boolean;
  updatedAt: string | null;
};

/**
 * The projections monitor (issue 10, analysts and operators): GET /api/admin/projections (ra-data-simple-rest,
 * every projection with its checkpoint, the log's head, lag, rate, last error, live generation and any rebuild
 * under way) and GET /api/admin/projections/{name}. The runner writes the statuses (projectors/src/monitor.ts),
 * so the figures are the same from any process; checkpoints and head are read here, now.
 */
export function projectionRoutes(deps: QueryDeps): Router {
  const router = Router();

  const records = async (): Promise<ProjectionRecord[]> => {
    const [head, checkpoints, statuses] = await Promise.all([
      deps.events.headPosition(),
      deps.documents.collection<Checkpoint>(CHECKPOINTS).find({ id: { $in: deps.projectionNames } }),
      deps.documents.collection<ProjectionStatusView>(PROJECTIONS).find({ id: { $in: deps.projectionNames } }),
    ]);
    const now = Date.now();
    return deps.projectionNames.map((name) => {
      const checkpoint = checkpoints.find((c) => c.id === name)?.position ?? 0;
      const status = statuses.find((s) => s.id === name);
      const rebuild = status?.rebuild ? { ...status.rebuild, percent: percentOf(status.rebuild) } : null;
      return {
        id: name,
        version: status?.version ?? 0,
        liveVersion: status?.liveVersion ?? 0,
        generation: status?.generation ?? '',
        checkpoint,
        head,
        lag: Math.max(0, head - checkpoint),
        rate: status?.rate ?? 0,
        error: status?.error ?? null,
        rebuild,
        lastRebuild: status?.lastRebuild ?? null,
        stale: !status || now - Date.parse(status.updatedAt) > PROJECTION_STATUS_FRESH_MS,
        updatedAt: status?.updatedAt ?? null,
      };
    });
  };

  const sortable = ['id', 'lag', 'rate', 'checkpoint'] as const;
  router.get('/admin/projections', async (req, res: Response) => {
    await authorizeStaff(deps, req, 'console.read');
    const q = parseListQuery(req, [...sortable], [['id', 'asc']]);
    let list = await records();
    const ids = q.filter.id;
    if (Array.isArray(ids)) list = list.filter((r) => ids.map(String).includes(r.id));
    if (q.filter.rebuilding === true) list = list.filter((r) => r.rebuild);
    const [[field, direction]] = q.sort as [[keyof ProjectionRecord, 'asc' | 'desc']];
    list.sort((a, b) => (a[field]! < b[field]! ? -1 : a[field]! > b[field]! ? 1 : 0) * (direction === 'desc' ? -1 : 1));
    const page = list.slice(q.skip, q.skip + q.limit);
    res.setHeader('Content-Range', `projections ${q.skip}-${page.length ? q.skip + page.length - 1 : q.skip}/${list.length}`);
    res.setHeader('X-Total-Count', String(list.length));
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range, X-Total-Count');
    res.json(page);
  });

  router.get('/admin/projections/:name', async (req, res) => {
    await authorizeStaff(deps, req, 'console.read');
    const record = (await records()).find((r) => r.id === req.params.name);
    if (!record) throw new NotFoundError(`There is no projection called ${req.params.name}`);
    res.json(record);
  });

  return router;
}
