import { Router, type Request } from 'express';
import { NotFoundError, staffMessages, UnauthorizedError } from '@fie/domain';
import { requirePrincipal } from '@fie/platform';
import { EVENT_LOG, EVENT_TYPES, PARTNER_FEEDS, PARTNER_LISTINGS, STAFF, type EventLogEntry, type EventTypeCount, type PartnerFeedView, type PartnerListingView, type StaffView } from '@fie/read-models';
import type { Filter } from '@fie/stores';
import type { QueryDeps } from '../shared/deps';
import { idsFilter, parseListQuery, sendList } from '../shared/simple-rest';

/** The admin console's REST contract (ra-data-simple-rest) under /api/admin. Staff only. */
export function adminQueryRoutes(deps: QueryDeps): Router {
  const router = Router();
  const staffOnly = (req: Request) => requirePrincipal(req, 'staff');

  router.get('/admin/auth/me', async (req, res) => {
    const { id } = staffOnly(req);
    const staff = await deps.documents.collection<StaffView>(STAFF).get(id);
    if (!staff) throw new UnauthorizedError(staffMessages.staffGone);
    // A read model from before the flag existed is rebuilt on start (projection v2); until then, no nudge.
    res.json({ id: staff.id, email: staff.email, name: staff.name, role: staff.role, mustChangePassword: staff.mustChangePassword ?? false });
  });

  router.get('/admin/events', async (req, res) => {
    staffOnly(req);
    const q = parseListQuery(req, ['position', 'type', 'streamId', 'createdAt'], [['position', 'desc']]);
    await sendList(res, 'events', deps.documents.collection<EventLogEntry>(EVENT_LOG), eventFilter(q.filter), q, (e) => e);
  });

  router.get('/admin/events/:id', async (req, res) => {
    staffOnly(req);
    const event = await deps.documents.collection<EventLogEntry>(EVENT_LOG).get(String(req.params.id));
    if (!event) throw new NotFoundError('No event at this position');
    res.json(event);
  });

  router.get('/admin/event-types', async (req, res) => {
    staffOnly(req);
    const q = parseListQuery(req, ['id', 'name', 'count'], [['id', 'asc']]);
    await sendList(res, 'event-types', deps.documents.collection<EventTypeCount>(EVENT_TYPES), idsFilter(q.filter), q, ({ id, name, count }) => ({ id, name, count }));
  });

  router.get('/admin/event-types/:id', async (req, res) => {
    staffOnly(req);
    const type = await deps.documents.collection<EventTypeCount>(EVENT_TYPES).get(String(req.params.id));
    if (!type) throw new NotFoundError('No events of this type');
    res.json({ id: type.id, name: type.name, count: type.count });
  });

  router.get('/admin/partner-feeds', async (req, res) => {
    staffOnly(req);
    const q = parseListQuery(req, ['id', 'source', 'count', 'importedAt'], [['importedAt', 'desc']]);
    await sendList(res, 'partner-feeds', deps.documents.collection<PartnerFeedView>(PARTNER_FEEDS), idsFilter(q.filter), q, (f) => f);
  });

  router.get('/admin/partner-feeds/:id', async (req, res) => {
    staffOnly(req);
    const feed = await deps.documents.collection<PartnerFeedView>(PARTNER_FEEDS).get(String(req.params.id));
    if (!feed) throw new NotFoundError('No such partner feed');
    res.json(feed);
  });

  router.get('/admin/partner-listings', async (req, res) => {
    staffOnly(req);
    const q = parseListQuery(req, ['id', 'source', 'price', 'importedAt'], [['importedAt', 'desc']]);
    const filter: Filter = idsFilter(q.filter);
    if (typeof q.filter.sourceSlug === 'string') filter.sourceSlug = q.filter.sourceSlug;
    await sendList(res, 'partner-listings', deps.documents.collection<PartnerListingView>(PARTNER_LISTINGS), filter, q, (p) => p);
  });

  return router;
}

function eventFilter(f: Record<string, unknown>): Filter {
  const filter: Filter = { ...idsFilter(f) };
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  const stream = text(f.stream) ?? text(f.streamId);
  if (stream) filter.streamId = { $startsWith: stream };
  if (text(f.type)) filter.type = text(f.type)!;
  const range: { $gte?: string; $lte?: string } = {};
  if (text(f.createdAt_gte)) range.$gte = text(f.createdAt_gte)!;
  if (text(f.createdAt_lte)) range.$lte = endOfDayIfDate(text(f.createdAt_lte)!);
  if (range.$gte || range.$lte) filter.createdAt = range;
  const q = text(f.q);
  if (q) filter.$or = [{ type: { $contains: q } }, { streamId: { $contains: q } }];
  return filter;
}

/** A date-only upper bound ('2026-11-21') means the whole of that day. */
function endOfDayIfDate(value: string) {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T23:59:59.999Z` : value;
}
