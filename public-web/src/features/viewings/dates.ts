import { formatDate, MAX_DAYS_AHEAD, weekdays, type Language, type Weekday } from '@fie/domain';

/**
 * Dates as Accra reads them. Ghana keeps GMT all year, so Accra's date and time are UTC's: everything here
 * reads the UTC fields, whatever time zone the phone is set to (a relative abroad books in Accra time).
 */
const DAY = 86_400_000;
export const accraToday = (now = new Date()) => now.toISOString().slice(0, 10);
export const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
export const lastBookableDay = (now = new Date()) => addDays(accraToday(now), MAX_DAYS_AHEAD - 1);

/** A calendar day's noon: any time zone's reading of it is the same day (Accra's is UTC). */
const noonOf = (date: string) => `${date.slice(0, 10)}T12:00:00Z`;
/** 'November 2026' for '2026-11', in the reader's language. */
export const monthLabel = (language: Language, month: string) => formatDate(language, noonOf(`${month}-01`), { month: 'long', year: 'numeric' });
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

/** The week's short day names, Monday first ('Mon' … 'Sun'), in the reader's language. 1 January 2024 was a Monday. */
export const weekdayHeadings = (language: Language) => Array.from({ length: 7 }, (_, i) => formatDate(language, noonOf(`2024-01-0${i + 1}`), { weekday: 'short' }));
/** A weekday's whole name ('Monday'), in the reader's language; 7 January 2024 was a Sunday. */
export const weekdayName = (language: Language, day: Weekday) => formatDate(language, noonOf(`2024-01-0${weekdays.indexOf(day) || 7}`), { weekday: 'long' });
/** 'Tue, 24 Nov 2026', in the reader's language. */
export const formatDay = (language: Language, date: string) => formatDate(language, noonOf(date), { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
/** 'Tue, 24 Nov 2026, 10:00' (Accra time), in the reader's language. */
export const formatWhen = (language: Language, iso: string) =>
  formatDate(language, iso, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
/** '10:00' of an ISO instant (Accra time). */
export const timeOf = (iso: string) => iso.slice(11, 16);
