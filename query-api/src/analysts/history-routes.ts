import { Router } from 'express';
import { NotFoundError, ValidationError } from '@fie/domain';
import { historyStreams, organizationAsOf, userAsOf } from '@fie/read-models';
import { eventLog } from './event-log-source';
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
  const log = () => eventLog(deps);
  const entriesOf = (streams: string[]) => log().find({ streamId: { $in: streams } }, { sort: [['position', 'asc']] });

  // The same call for both kinds: their streams, their fold, and what an unknown id is called.
  const kinds = [
    { kind: 'user', streams: historyStreams.user, fold: userAsOf, unknown: 'No such user' },
    { kind: 'organization', streams: historyStreams.organization, fold: organizationAsOf, unknown: 'No such organization' },
  ] as const;
  for (const { kind, streams, fold, unknown } of kinds) {
    router.get(`/admin/${kind}-history/:id`, async (req, res) => {
      await authorizeStaff(deps, req, 'console.read');
      const id = String(req.params.id);
      const at = asOfTime(req.query.at);
      const entries = await entriesOf(streams(id));
      if (!entries.length) throw new NotFoundError(unknown);
      res.json(fold(id, entries, at));
    });
  }

  return router;
}
