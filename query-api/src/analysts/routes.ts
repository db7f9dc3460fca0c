import { Router } from 'express';
import { ValidationError } from '@fie/domain';
import { DAILY_COUNTS, type DailyCountsView, type EventLogEntry } from '@fie/read-models';
import { eventLog } from './event-log-source';
import type { Collection, Filter } from '@fie/stores';
import { authorizeStaff } from '../admin/authorize';
import { eventFilter } from '../admin/routes';
import type { QueryDeps } from '../shared/deps';
import { csvHeader, exportFormats, exportLine, type ExportFormat } from './export-format';
import { idsFilter, parseListQuery, sendList } from '../shared/simple-rest';

/** Events read per page of the export: enough to keep the store busy, few enough to hold at once. */
export const EXPORT_PAGE = 1000;

/**
 * The events matching `filter` in position order, a page at a time, each page read after the last position of
 * the one before (never an offset, which would read every skipped row again).
 */
export async function* eventPages(log: Collection<EventLogEntry>, filter: Filter, pageSize = EXPORT_PAGE): AsyncGenerator<EventLogEntry[]> {
  let after = -1;
  for (;;) {
    const page = await log.find({ $and: [filter, { position: { $gt: after } }] }, { sort: [['position', 'asc']], limit: pageSize });
    if (page.length) yield page;
    if (page.length < pageSize) return;
    after = page[page.length - 1]!.position;
  }
}

/**
 * GET /api/admin/events/export?format=ndjson|csv&filter={...}: the event history, filtered as the console's
 * list is, streamed in position order. It reads a page at a time after the last position sent (never an
 * offset) and waits for the client to drain each page, so a million events are never held in memory.
 * Personal data stays sealed as the event log holds it.
 */
export function analystRoutes(deps: QueryDeps): Router {
  const router = Router();

  router.get('/admin/events/export', async (req, res) => {
    await authorizeStaff(deps, req, 'console.read');
    const format = (typeof req.query.format === 'string' ? req.query.format : 'ndjson') as ExportFormat;
    if (!exportFormats.includes(format)) throw new ValidationError({ format: 'Choose ndjson or csv' });
    let filter: Record<string, unknown> = {};
    if (typeof req.query.filter === 'string' && req.query.filter) {
      try {
        filter = JSON.parse(req.query.filter) as Record<string, unknown>;
      } catch {
        throw new ValidationError({ filter: 'filter must be JSON' });
      }
    }
    const base: Filter = eventFilter(filter ?? {});
    const log = eventLog(deps);
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    res.setHeader('Content-Type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="fie-events-${stamp}.${format}"`);
    res.setHeader('Cache-Control', 'no-store');
    let closed = false;
    res.on('close', () => {
      closed = true;
    });
    if (format === 'csv') res.write(csvHeader);
    // Wait for the client to take what was written, or to go away (then drain never comes).
    const drained = () =>
      new Promise<void>((resolve) => {
        const done = () => {
          res.off('drain', done);
          res.off('close', done);
          resolve();
        };
        res.on('drain', done);
        res.on('close', done);
      });
    for await (const page of eventPages(log, base)) {
      if (closed) break;
      for (const entry of page) if (!res.write(exportLine(entry, format)) && !closed) await drained();
    }
    res.end();
  });

  // The dashboard's daily counts, a day a record (id = the date), newest first; filter day_gte for the last weeks.
  router.get('/admin/daily-counts', async (req, res) => {
    await authorizeStaff(deps, req, 'console.read');
    const q = parseListQuery(req, ['id'], [['id', 'desc']]);
    const filter: Filter = idsFilter(q.filter);
    if (typeof q.filter.day_gte === 'string' && q.filter.day_gte) filter.id = { $gte: q.filter.day_gte };
    await sendList(res, 'daily-counts', deps.documents.collection<DailyCountsView & { _position?: number }>(DAILY_COUNTS), filter, q, ({ _position, ...day }) => day);
  });

  return router;
}
