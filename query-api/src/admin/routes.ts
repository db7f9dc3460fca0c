import { Router, type Request } from 'express';
import { NotFoundError } from '@fie/domain';
import { PARTNER_FEEDS, PARTNER_LISTINGS, STAFF, type PartnerFeedView, type PartnerListingView, type StaffView } from '@fie/read-models';
import { eventLog, eventTypes } from '../analysts/event-log-source';
import type { Filter } from '@fie/stores';
import type { QueryDeps } from '../shared/deps';
import { idsFilter, parseListQuery, sendList } from '../shared/simple-rest';
import { authorizeStaff } from './authorize';

/** The admin console's REST contract (ra-data-simple-rest) under /api/admin. Staff only. */
export function adminQueryRoutes(deps: QueryDeps): Router {
  const router = Router();
  // Every role reads these; what each role may change is checked by the commands.
  const staffOnly = (req: Request) => authorizeStaff(deps, req, 'console.read');

  router.get('/admin/auth/me', async (req, res) => {
    const staff = await staffOnly(req);
    // A read model from before the flag existed is rebuilt on start (projection v2); until then, no nudge.
    res.json({ id: staff.id, email: staff.email, name: staff.name, role: staff.role, mustChangePassword: staff.mustChangePassword ?? false });
  });

  // The staff accounts, for administrators: who, which role, invited/active/disabled, the last change and why.
  router.get('/admin/staff', async (req, res) => {
    await authorizeStaff(deps, req, 'staff.manage');
    const q = parseListQuery(req, ['name', 'email', 'role', 'status', 'addedAt', 'lastSignedInAt'], [['addedAt', 'asc']]);
    const filter: Filter = idsFilter(q.filter);
    if (typeof q.filter.role === 'string' && q.filter.role) filter.role = q.filter.role;
    if (typeof q.filter.status === 'string' && q.filter.status) filter.status = q.filter.status;
    const text = typeof q.filter.q === 'string' ? q.filter.q.trim().toLowerCase() : '';
    if (text) filter.$or = [{ email: { $contains: text } }, { name: { $contains: text } }];
    await sendList(res, 'staff', deps.documents.collection<StaffView>(STAFF), filter, q, presentStaff);
  });

  router.get('/admin/staff/:id', async (req, res) => {
    await authorizeStaff(deps, req, 'staff.manage');
    const staff = await deps.documents.collection<StaffView>(STAFF).get(String(req.params.id));
    if (!staff) throw new NotFoundError('No such staff member');
    res.json(presentStaff(staff));
  });

  router.get('/admin/events', async (req, res) => {
    await staffOnly(req);
    const q = parseListQuery(req, ['position', 'type', 'streamId', 'createdAt'], [['position', 'desc']]);
    await sendList(res, 'events', eventLog(deps), eventFilter(q.filter), q, (e) => e);
  });

  router.get('/admin/events/:id', async (req, res) => {
    await staffOnly(req);
    const event = await eventLog(deps).get(String(req.params.id));
    if (!event) throw new NotFoundError('No event at this position');
    res.json(event);
  });

  router.get('/admin/event-types', async (req, res) => {
    await staffOnly(req);
    const q = parseListQuery(req, ['id', 'name', 'count'], [['id', 'asc']]);
    await sendList(res, 'event-types', eventTypes(deps), idsFilter(q.filter), q, ({ id, name, count }) => ({ id, name, count }));
  });

  router.get('/admin/event-types/:id', async (req, res) => {
    await staffOnly(req);
    const type = await eventTypes(deps).get(String(req.params.id));
    if (!type) throw new NotFoundError('No events of this type');
    res.json({ id: type.id, name: type.name, count: type.count });
  });

  router.get('/admin/partner-feeds', async (req, res) => {
    await staffOnly(req);
    const q = parseListQuery(req, ['id', 'source', 'count', 'importedAt'], [['importedAt', 'desc']]);
    await sendList(res, 'partner-feeds', deps.documents.collection<PartnerFeedView>(PARTNER_FEEDS), idsFilter(q.filter), q, (f) => f);
  });

  router.get('/admin/partner-feeds/:id', async (req, res) => {
    await staffOnly(req);
    const feed = await deps.documents.collection<PartnerFeedView>(PARTNER_FEEDS).get(String(req.params.id));
    if (!feed) throw new NotFoundError('No such partner feed');
    res.json(feed);
  });

  router.get('/admin/partner-listings', async (req, res) => {
    await staffOnly(req);
    const q = parseListQuery(req, ['id', 'source', 'price', 'importedAt'], [['importedAt', 'desc']]);
    const filter: Filter = idsFilter(q.filter);
    if (typeof q.filter.sourceSlug === 'string') filter.sourceSlug = q.filter.sourceSlug;
    await sendList(res, 'partner-listings', deps.documents.collection<PartnerListingView>(PARTNER_LISTINGS), filter, q, (p) => p);
  });

  return router;
}

/** A staff record for the console: never the password hash (the view holds none) nor anything about the link. */
const presentStaff = (s: StaffView) => ({ ...s, status: s.status ?? 'active' });

/** The event history's filter (stream, type, dates, text), shared by the list and the analysts' export. */
export function eventFilter(f: Record<string, unknown>): Filter {
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
