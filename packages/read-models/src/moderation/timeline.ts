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
      default:
        return { ...base, by: null, summary: e.type };
    }
  });
}
