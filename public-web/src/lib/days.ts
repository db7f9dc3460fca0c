/**
 * Calendar days as people here write them ('24 December 2026', 'Thu 24 Dec'), in UTC (Ghana's time all year, so
 * no day shifts). Written out rather than with Intl.DateTimeFormat: a page the server drew must be drawn the same
 * by the browser (Node's and the phone's locale data may differ), and the first formatter a page builds costs a
 * cheap phone tens of milliseconds while the page comes alive.
 */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export function dayText(time: number, { month = 'long', year = true, weekday = false }: { month?: 'long' | 'short'; year?: boolean; weekday?: boolean } = {}): string {
  const date = new Date(time);
  const name = MONTHS[date.getUTCMonth()]!;
  return [weekday ? WEEKDAYS[date.getUTCDay()] : '', String(date.getUTCDate()), month === 'long' ? name : name.slice(0, 3), year ? String(date.getUTCFullYear()) : ''].filter(Boolean).join(' ');
}
