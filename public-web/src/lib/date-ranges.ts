import type { DateRange } from '@fie/domain';

/**
 * A short stay's booked ranges as the API sends them (`booked_dates`: `start` the check-in day, `end` the
 * check-out day, not a night). Read here once for the owner's screens and the public page: a missing field
 * or an odd item means no booking rather than a broken page.
 */
const isoDay = /^\d{4}-\d{2}-\d{2}/;

/** `booked_dates` → ranges sorted by check-in. Notes are the owner's (guest names): public pages pass `notes: false`. */
export function toDateRanges(value: unknown, { notes = true }: { notes?: boolean } = {}): DateRange[] {
  if (!Array.isArray(value)) return [];
  const ranges: DateRange[] = [];
  for (const item of value) {
    if (!item || typeof item !== 'object') continue;
    const { start, end, note } = item as Record<string, unknown>;
    if (typeof start !== 'string' || typeof end !== 'string' || !isoDay.test(start) || !isoDay.test(end)) continue;
    const range: DateRange = { start: start.slice(0, 10), end: end.slice(0, 10) };
    if (range.end <= range.start) continue;
    if (notes && typeof note === 'string' && note.trim()) range.note = note.trim();
    ranges.push(range);
  }
  return ranges.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}
