import { formatDay, MAX_DAYS_AHEAD } from '@fie/domain';

/**
 * Dates as Accra reads them. Ghana keeps GMT all year, so Accra's date and time are UTC's: everything here
 * reads the UTC fields, whatever time zone the phone is set to (a relative abroad books in Accra time).
 */
const DAY = 86_400_000;
export const accraToday = (now = new Date()) => now.toISOString().slice(0, 10);
export const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
export const lastBookableDay = (now = new Date()) => addDays(accraToday(now), MAX_DAYS_AHEAD - 1);

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** 'November 2026' for '2026-11'. */
export const monthLabel = (month: string) => `${months[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
export const monthOf = (date: string) => date.slice(0, 7);
export function addMonths(month: string, n: number): string {
  const d = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + n, 1));
  return d.toISOString().slice(0, 7);
}

/** The weeks shown for a month, Monday first, each a list of seven dates (some from the months beside it). */
export function monthWeeks(month: string): string[][] {
  const first = `${month}-01`;
  const weekday = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  let day = addDays(first, -weekday);
  const weeks: string[][] = [];
  do {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(day, i)));
    day = addDays(day, 7);
  } while (monthOf(day) === month);
  return weeks;
}

export const weekdayHeadings = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
export { formatDay };
/** '10:00' of an ISO instant (Accra time). */
export const timeOf = (iso: string) => iso.slice(11, 16);
