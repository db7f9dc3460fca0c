import { Router } from 'express';
import { NotFoundError, ValidationError } from '@fie/domain';
import { EVENT_LOG, historyStreams, organizationAsOf, userAsOf, type EventLogEntry } from '@fie/read-models';
import { authorizeStaff } from '../admin/authorize';
import type { QueryDeps } from '../shared/deps';

/** `?at=`: a date means the end of that day (Accra is UTC); a full time is taken as it is; none means now. */
export function asOfTime(raw: unknown): string {
  const given = typeof raw === 'string' && raw ? raw : new Date().toISOString();
  const at = /^\d{4}-\d{2}-\d{2}$/.test(given) ? `${given}T23:59:59.999Z` : given;
  if (Number.isNaN(Date.parse(at))) throw new ValidationError({ at: 'Give a date such as 2026-03-03' });
  return new Date(at).toISOString();
}

/**
 * 'As of' for people and organizations (the listings' is beside their timeline): GET
 * /api/admin/user-history/{id}?at= and /api/admin/organization-history/{id}?at=, folded from the event log's
 * copy of their streams. Personal data stays sealed, as everywhere analysts read the history.
 */
export function historyRoutes(deps: QueryDeps): Router {
  const router = Router();
  const log = () => deps.documents.collection<EventLogEntry>(EVENT_LOG);
  const entriesOf = (streams: string[]) => log().find({ streamId: { $in: streams } }, { sort: [['position', 'asc']] });

  router.get('/admin/user-history/:id', async (req, res) => {
    await authorizeStaff(deps, req, 'console.read');
    const id = String(req.params.id);
    const at = asOfTime(req.query.at);
    const entries = await entriesOf(historyStreams.user(id));
    if (!entries.length) throw new NotFoundError('No such user');
    res.json(userAsOf(id, entries, at));
  });

  router.get('/admin/organization-history/:id', async (req, res) => {
    await authorizeStaff(deps, req, 'console.read');
    const id = String(req.params.id);
    const at = asOfTime(req.query.at);
    const entries = await entriesOf(historyStreams.organization(id));
    if (!entries.length) throw new NotFoundError('No such organization');
    res.json(organizationAsOf(id, entries, at));
  });

  return router;
}
