import { Router, type Request } from 'express';
import { NotFoundError, moderationMessages as m } from '@fie/domain';
import {
  LISTING_REPORTS,
  LISTINGS,
  MESSAGE_REPORTS,
  listingAsOf,
  listingTimeline,
  MODERATION_LISTINGS,
  moderationQueues,
  nameResolver,
  queueField,
  type ListingReportView,
  type ListingView,
  type MessageReportView,
  type ModerationListingView,
  type ModerationQueue,
} from '@fie/read-models';
import type { Filter } from '@fie/stores';
import { authorizeStaff } from '../admin/authorize';
import type { QueryDeps } from '../shared/deps';
import { idsFilter, parseListQuery, sendList } from '../shared/simple-rest';
import { asOfTime } from '../analysts/history-routes';
import { eventLog } from '../analysts/event-log-source';

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

function listingFilter(f: Record<string, unknown>): Filter {
  const filter: Filter = idsFilter(f);
  const queue = text(f.queue);
  if (queue === 'any') filter.inQueue = true;
  else if (queue && (moderationQueues as readonly string[]).includes(queue)) filter[queueField[queue as ModerationQueue]] = true;
  if (text(f.status)) filter.status = text(f.status)!;
  if (text(f.lister)) filter.lister = text(f.lister)!;
  if (text(f.q)) filter.$or = [{ title: { $contains: text(f.q)! } }, { town: { $contains: text(f.q)! } }, { id: text(f.q)! }];
  return filter;
}

function reportFilter(f: Record<string, unknown>): Filter {
  const filter: Filter = idsFilter(f);
  if (text(f.status)) filter.status = text(f.status)!;
  if (text(f.listingId)) filter.listingId = text(f.listingId)!;
  if (text(f.reason)) filter.reason = text(f.reason)!;
  return filter;
}

/** The middle value of a sorted list (the mean of the two middle ones for an even count). */
export function median(sorted: number[]): number | null {
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Listings moderation and reports for the staff console (ra-data-simple-rest under /api/admin): every listing
 * with its status, lister, flags and reports, the queues, a listing's timeline from its events, the reports by
 * age, and the reports' figures.
 */
export function moderationQueryRoutes(deps: QueryDeps): Router {
  const router = Router();
  const staffOnly = (req: Request) => authorizeStaff(deps, req, 'console.read');
  const listings = () => deps.documents.collection<ModerationListingView>(MODERATION_LISTINGS);
  const reports = () => deps.documents.collection<ListingReportView>(LISTING_REPORTS);

  /** The lister's name beside their key, so staff read 'Ama M.' rather than an id. */
  const withListerNames = async (views: ModerationListingView[]) => {
    const names = nameResolver(deps.documents);
    return Promise.all(views.map(async (v) => ({ ...v, listerName: (await names(v.lister)).name })));
  };

  router.get('/admin/listings', async (req, res) => {
    await staffOnly(req);
    const q = parseListQuery(req, ['id', 'title', 'status', 'openReports', 'reports', 'createdAt', 'updatedAt', 'price'], [['createdAt', 'desc']]);
    const filter = listingFilter(q.filter);
    const [docs, total] = await Promise.all([listings().find(filter, { sort: q.sort, skip: q.skip, limit: q.limit }), listings().count(filter)]);
    const end = docs.length ? q.skip + docs.length - 1 : q.skip;
    res.setHeader('Content-Range', `listings ${q.skip}-${end}/${total}`);
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
    res.json(await withListerNames(docs));
  });

  // One listing's page adds what staff judge it by: its description and photos (image ids; the console builds
  // their URLs), from the listings read model; a removed listing has left it, so both are then empty.
  router.get('/admin/listings/:id', async (req, res) => {
    await staffOnly(req);
    const id = String(req.params.id);
    const [view, listing] = await Promise.all([listings().get(id), deps.documents.collection<ListingView>(LISTINGS).get(id)]);
    if (!view) throw new NotFoundError('No such listing');
    const [named] = await withListerNames([view]);
    res.json({ ...named, description: listing?.description ?? null, images: listing?.images ?? [] });
  });

  // A resource of its own (one timeline per listing), so the console reads it with getOne.
  router.get('/admin/listing-timelines/:id', async (req, res) => {
    await staffOnly(req);
    const id = String(req.params.id);
    if (!(await listings().get(id))) throw new NotFoundError('No such listing');
    const entries = await eventLog(deps).find({ streamId: `listing-${id}` }, { sort: [['position', 'asc']] });
    res.json({ id, entries: listingTimeline(entries) });
  });

  // 'As of': GET /admin/listing-history/{id}?at=2026-03-03 (a date means the end of that day, Accra time = UTC).
  router.get('/admin/listing-history/:id', async (req, res) => {
    await staffOnly(req);
    const id = String(req.params.id);
    const at = asOfTime(req.query.at);
    const entries = await eventLog(deps).find({ streamId: `listing-${id}` }, { sort: [['position', 'asc']] });
    if (!entries.length) throw new NotFoundError('No such listing');
    res.json(listingAsOf(id, entries, at));
  });

  router.get('/admin/listing-reports', async (req, res) => {
    await staffOnly(req);
    // The queue by age: oldest open report first unless asked otherwise.
    const q = parseListQuery(req, ['id', 'reportedAt', 'resolvedAt', 'status', 'reason'], [['reportedAt', 'asc']]);
    await sendList(res, 'listing-reports', reports(), reportFilter(q.filter), q, (r) => r);
  });

  // A one-record resource ('current'), so the console reads it with getOne.
  // The reports of messages (the conversations projection keeps them), a queue of their own by age.
  router.get('/admin/message-reports', async (req, res) => {
    await staffOnly(req);
    const q = parseListQuery(req, ['id', 'reportedAt', 'status', 'reason'], [['reportedAt', 'asc']]);
    const filter: Filter = idsFilter(q.filter);
    if (text(q.filter.status)) filter.status = text(q.filter.status)!;
    await sendList(res, 'message-reports', deps.documents.collection<MessageReportView>(MESSAGE_REPORTS), filter, q, (r) => r);
  });

  router.get('/admin/listing-report-figures/current', async (req, res) => {
    await staffOnly(req);
    const [open, resolved] = await Promise.all([reports().count({ status: 'open' }), reports().find({ status: 'resolved' })]);
    const hours = resolved.map((r) => (Date.parse(r.resolvedAt!) - Date.parse(r.reportedAt)) / 3_600_000).sort((a, b) => a - b);
    const mid = median(hours);
    res.json({ id: 'current', open, resolved: resolved.length, medianHoursToResolve: mid === null ? null : Math.round(mid * 10) / 10 });
  });

  router.get('/admin/listing-reports/:id', async (req, res) => {
    await staffOnly(req);
    const report = await reports().get(String(req.params.id));
    if (!report) throw new NotFoundError(m.reportNotFound, 'ReportNotFound');
    res.json(report);
  });

  return router;
}
