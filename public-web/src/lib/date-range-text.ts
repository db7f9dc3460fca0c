import { dayText } from './days';

// Apart from date-ranges.ts, which every listing reader needs: only screens that write ranges out carry the month names.
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
