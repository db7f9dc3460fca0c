import { dateFormat } from '../i18n/dates';
import { intlLocale, type Language } from '../i18n/languages';
import { ENGLISH, hasOwnDates, type Speech } from '../shared/speech';

/**
 * Viewing hours and slots. Ghana keeps GMT all year (Africa/Accra, no daylight saving), so a time in Accra is
 * the same as in UTC: '2026-11-24T10:00:00.000Z' is 10:00 in Accra, and dates and times are read straight
 * off the ISO string. Viewings last 30 minutes and start on the hour or the half hour.
 */
export const weekdays = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof weekdays)[number];
export const weekdayNames: Record<Weekday, string> = { sun: 'Sunday', mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday' };

/** One window a day ('08:00' to '18:00': the last viewing starts at 17:30), or null when closed. */
export type DayHours = { from: string; to: string } | null;
export type WeeklyHours = Record<Weekday, DayHours>;

export const SLOT_MINUTES = 30;
export const TIME_ZONE = 'Africa/Accra';
/** Until the lister says otherwise: any day, 08:00 to 18:00. */
export const defaultViewingHours: WeeklyHours = Object.fromEntries(weekdays.map((d) => [d, { from: '08:00', to: '18:00' }])) as WeeklyHours;
/** How far ahead a viewing may be booked. */
export const MAX_DAYS_AHEAD = 183;

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** The date (YYYY-MM-DD) and time (HH:MM) in Accra of an instant. */
export const accraDate = (iso: string) => new Date(iso).toISOString().slice(0, 10);
export const accraTime = (iso: string) => new Date(iso).toISOString().slice(11, 16);
export const weekdayOf = (date: string): Weekday => weekdays[new Date(`${date}T00:00:00Z`).getUTCDay()]!;

/** The instant a slot starts: its date and time in Accra. */
export const slotInstant = (date: string, time: string) => `${date}T${time}:00.000Z`;
export const viewingEnd = (start: string) => new Date(Date.parse(start) + SLOT_MINUTES * 60_000).toISOString();

/** Every slot's start time ('HH:MM') in a day's window. */
export function slotTimes(day: DayHours): string[] {
  if (!day) return [];
  const out: string[] = [];
  for (let m = minutes(day.from); m + SLOT_MINUTES <= minutes(day.to); m += SLOT_MINUTES) out.push(clock(m));
  return out;
}

/** Whether an instant is the start of a slot: on the hour or the half hour, to the second. */
export const onSlotBoundary = (iso: string) => {
  const t = Date.parse(iso);
  return t % (SLOT_MINUTES * 60_000) === 0;
};

/** The reminder goes out the evening before, at 18:00 Accra time. */
export function reminderTime(start: string): string {
  const day = Date.parse(`${accraDate(start)}T00:00:00Z`);
  return new Date(day - 6 * 3_600_000).toISOString();
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const shortDays: Record<Weekday, string> = { sun: 'Sun', mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat' };
/** 'Tue 24 Nov 2026' */
export function formatDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${shortDays[weekdayOf(date)]} ${d} ${months[m - 1]} ${y}`;
}
/** 'Tue 24 Nov 2026 at 10:00' (Accra time) */
export const formatWhen = (iso: string) => `${formatDay(accraDate(iso))} at ${accraTime(iso)}`;

/** formatDay in the reader's language: 'Ben, Obubuo 24, 2026' in Twi; English's in English and in Ga (no Intl words). */
export function formatDayIn(date: string, speech: Speech = ENGLISH): string {
  if (!hasOwnDates(speech)) return formatDay(date);
  return new Intl.DateTimeFormat(intlLocale(speech.language), { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** Whether a language has its own words for days (Intl data); Ga does not, and reads them as English does. */
const ownDays = (language: Language) => intlLocale(language) !== intlLocale('en');

/** A day (YYYY-MM-DD) for the API's words, as each language writes it: formatDay in English ('Tue 24 Nov 2026'). */
export const dayIn = (date: string) => (language: Language) =>
  ownDays(language) ? dateFormat(language, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`)) : formatDay(date);

/** Every such weekday, for the API's words: 'Mondays' in English ("on Mondays"), the day's own name elsewhere. */
export const weekdaysIn = (day: Weekday) => (language: Language) =>
  // 22 November 2026 is a Sunday: the week from it gives each weekday its name.
  ownDays(language) ? dateFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 10, 22 + weekdays.indexOf(day)))) : `${weekdayNames[day]}s`;

/** formatWhen in the reader's language. */
export const formatWhenIn = (iso: string, speech: Speech = ENGLISH) =>
  speech.t('mail.date.when', '{day} at {time}', { day: formatDayIn(accraDate(iso), speech), time: accraTime(iso) });
