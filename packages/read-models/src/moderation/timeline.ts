import { evolveListing, type ListingEvent, type ListingState } from '@fie/domain';
import type { EventLogEntry } from '../event-log/event-log';

/** One line of a listing's timeline, as staff read it, with a field-by-field diff for edits. */
export type TimelineEntry = {
  id: string;
  position: number;
  type: string;
  at: string;
  /** Who acted, as the event names them (`user-…`, `organization-…`, a staff id), when it does. */
  by: string | null;
  summary: string;
  changes: { field: string; before: unknown; after: unknown }[];
};

type Draft = Record<string, unknown>;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Every field whose value differs (images are compared as a set: what was added and removed). */
export function diffListing(before: Draft, after: Draft): TimelineEntry['changes'] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return fields.filter((f) => !same(before[f], after[f])).map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}

function photoSummary(before: unknown, after: unknown): string | undefined {
  const b = new Set(Array.isArray(before) ? (before as string[]) : []);
  const a = new Set(Array.isArray(after) ? (after as string[]) : []);
  const added = [...a].filter((x) => !b.has(x)).length;
  const removed = [...b].filter((x) => !a.has(x)).length;
  if (!added && !removed) return undefined;
  return `photos changed (${added} added, ${removed} removed)`;
}

const str = (v: unknown) => (typeof v === 'string' ? v : null);

/**
 * A listing's history from its own stream's events in order: created, edited (which fields, from what to
 * what), photos changed, status changes, reports and staff decisions. Sealed personal data stays sealed.
 */
export function listingTimeline(entries: EventLogEntry[]): TimelineEntry[] {
  let draft: Draft = {};
  return entries.map((e) => {
    const d = (e.data ?? {}) as Record<string, unknown>;
    const base = { id: e.id, position: e.position, type: e.type, at: e.createdAt, changes: [] as TimelineEntry['changes'] };
    switch (e.type) {
      case 'ListingCreated':
        draft = (d.listing as Draft) ?? {};
        return { ...base, by: str(d.createdBy), summary: 'Listed' };
      case 'ListingUpdated': {
        const next = (d.listing as Draft) ?? {};
        const changes = diffListing(draft, next);
        draft = next;
        const photos = photoSummary(changes.find((c) => c.field === 'images')?.before, changes.find((c) => c.field === 'images')?.after);
        const others = changes.filter((c) => c.field !== 'images').map((c) => c.field);
        const summary = [others.length ? `Edited ${others.join(', ')}` : '', photos ?? ''].filter(Boolean).join('; ') || 'Saved without changes';
        return { ...base, by: str(d.updatedBy), summary, changes };
      }
      case 'ListingStatusChanged':
        return { ...base, by: str(d.changedBy), summary: `Marked ${String(d.status)}` };
      case 'ListingDeleted':
        return { ...base, by: str(d.deletedBy), summary: 'Deleted by its lister' };
      case 'ListingDatesBooked':
        return { ...base, by: str(d.bookedBy), summary: `Nights booked ${String(d.start)} to ${String(d.end)}` };
      case 'ListingDatesReleased':
        return { ...base, by: str(d.releasedBy), summary: `Nights released ${String(d.start)} to ${String(d.end)}` };
      case 'ListingModerated':
        return { ...base, by: str(d.staffId), summary: `Staff: ${String(d.decision)}. Reason: ${String(d.reason)}` };
      case 'ListingReported':
        return { ...base, by: d.reporterId ? `user-${String(d.reporterId)}` : null, summary: `Reported: ${String(d.reason)}` };
      case 'ListingHiddenByReports':
        return { ...base, by: null, summary: `Hidden automatically after ${Array.isArray(d.reportIds) ? d.reportIds.length : 'several'} reports` };
      case 'ListingReportResolved':
        return { ...base, by: str(d.staffId), summary: `Report resolved: ${String(d.outcome)}${d.note ? ` (${String(d.note)})` : ''}` };
      case 'ListingReviewRequested':
        return { ...base, by: str(d.requestedBy), summary: 'The lister asked for a review' };
      case 'ListingConfirmed':
        return { ...base, by: str(d.confirmedBy), summary: d.via === 'link' ? 'Confirmed still available (from the mailed link)' : 'Confirmed still available' };
      case 'ListingConfirmationRequested':
        return { ...base, by: null, summary: 'Asked its lister if still available (30 days unconfirmed)' };
      case 'ListingArchiveWarned':
        return { ...base, by: null, summary: 'Warned its lister: out of search in a week unless confirmed' };
      case 'ListingArchivedAsStale':
        return { ...base, by: null, summary: 'Archived: 60 days unconfirmed, out of search until confirmed' };
      default:
        return { ...base, by: null, summary: e.type };
    }
  });
}

/** What a listing looked like at a moment, folded from its events up to then, with its price and status history. */
export type ListingAsOf = {
  id: string;
  at: string;
  /** Undefined when the listing did not exist yet. */
  state: (Pick<ListingState, 'ownerId' | 'organizationId' | 'status' | 'deleted' | 'listing'> & { hidden: string | null }) | null;
  prices: { at: string; price: number; currency: string }[];
  statuses: { at: string; status: string }[];
};

/**
 * Folds the listing's events (the event log's copy, in position order) up to and including `at` with the
 * domain's own `evolveListing`, so the answer is exactly what the decisions saw then. The history lists each
 * price and each visible status the listing had until then, a line per change.
 */
export function listingAsOf(id: string, entries: EventLogEntry[], at: string): ListingAsOf {
  let state: ListingState | undefined;
  const prices: ListingAsOf['prices'] = [];
  const statuses: ListingAsOf['statuses'] = [];
  const visible = (s: ListingState) => (s.deleted ? 'removed' : s.moderation.hidden ? 'hidden by moderators' : s.status);
  for (const entry of entries) {
    if (entry.createdAt > at) break;
    state = evolveListing(state, { type: entry.type, data: entry.data } as ListingEvent);
    if (!state) continue;
    const last = prices[prices.length - 1];
    if (!last || last.price !== state.listing.price || last.currency !== state.listing.currency) prices.push({ at: entry.createdAt, price: state.listing.price, currency: state.listing.currency });
    const status = visible(state);
    if (statuses[statuses.length - 1]?.status !== status) statuses.push({ at: entry.createdAt, status });
  }
  return {
    id,
    at,
    state: state ? { ownerId: state.ownerId, organizationId: state.organizationId, status: state.status, deleted: state.deleted, listing: state.listing, hidden: state.moderation.hidden?.reason ?? null } : null,
    prices,
    statuses,
  };
}
