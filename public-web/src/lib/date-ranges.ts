import { dayText } from './days';
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

// Dates are calendar days, so they are read and shown in UTC (Ghana's time all year): no shift by a day.
const dayMonth = { format: (time: number) => dayText(time, { month: 'short', year: false }) };
const weekdayDayMonth = { format: (time: number) => dayText(time, { month: 'short', year: false, weekday: true }) };

/**
 * '12 Dec – 15 Dec 2026', or with `weekday` 'Sat 12 Dec – Tue 15 Dec 2026'; the year is written once unless
 * the range crosses it ('30 Dec 2026 – 2 Jan 2027').
 */
export function dateRangeText(start: string, end: string, { weekday = false }: { weekday?: boolean } = {}): string {
  const from = Date.parse(`${start.slice(0, 10)}T00:00:00Z`);
  const to = Date.parse(`${end.slice(0, 10)}T00:00:00Z`);
  if (!Number.isFinite(from) || !Number.isFinite(to)) return `${start} – ${end}`;
  const format = weekday ? weekdayDayMonth : dayMonth;
  const [startYear, endYear] = [start.slice(0, 4), end.slice(0, 4)];
  return startYear === endYear ? `${format.format(from)} – ${format.format(to)} ${endYear}` : `${format.format(from)} ${startYear} – ${format.format(to)} ${endYear}`;
}
