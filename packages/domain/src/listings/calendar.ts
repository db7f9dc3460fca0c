import { z } from 'zod';
import { apiText as t } from '../i18n/texts';

/**
 * A short-stay listing's booked nights, as ranges of dates: `start` is the first night (check-in day),
 * `end` the check-out day, not a night. Owners mark the nights taken (by bookings made here, by phone, or on
 * another site); searches for those dates then leave the listing out.
 */
export type DateRange = { start: string; end: string; note?: string };

export const calendarMessages = {
  dateInvalid: t('api.calendar.date-invalid', 'Enter a date as YYYY-MM-DD'),
  checkInRequired: t('api.calendar.check-in-required', 'Choose the check-in date'),
  checkOutRequired: t('api.calendar.check-out-required', 'Choose the check-out date'),
  checkOutAfterCheckIn: t('api.calendar.check-out-after-check-in', 'The check-out date must be after the check-in date'),
  tooLong: t('api.calendar.too-long', 'Mark at most 366 nights at a time'),
  inThePast: t('api.calendar.in-the-past', 'These dates have already passed'),
  shortStayOnly: t('api.calendar.short-stay-only', 'Only short-stay listings have booked dates'),
  outsideStay: t('api.calendar.outside-stay', 'These dates are outside the dates the listing is available'),
  booked: t('api.calendar.booked', 'Dates marked as booked'),
  released: t('api.calendar.released', 'Dates released'),
  outsideStayBetween: (from: string, to: string) => t('api.calendar.outside-stay-between', 'These dates are outside the dates the listing is available ({from} to {to})', { from, to }),
  noteTooLong: t('api.calendar.note-too-long', 'Keep the note under 140 characters'),
} as const;
const msg = calendarMessages;

/** A calendar day as YYYY-MM-DD that exists (no 31 June); `required` is said when it is missing. */
export const isoDate = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(/^\d{4}-\d{2}-\d{2}$/, msg.dateInvalid)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), msg.dateInvalid);

/** The booked-dates form and its call: nights from `start` up to the day before `end`. */
export const bookedDatesSchema = z
  .object({
    start: isoDate(msg.checkInRequired),
    end: isoDate(msg.checkOutRequired),
    note: z.string().trim().max(140, msg.noteTooLong).optional(),
  })
  .refine((v) => v.end > v.start, { path: ['end'], error: msg.checkOutAfterCheckIn })
  .refine((v) => nightsBetween(v.start, v.end).length <= 366, { path: ['end'], error: msg.tooLong });
export type BookedDates = z.infer<typeof bookedDatesSchema>;

const DAY = 86_400_000;
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Every night from start up to, not including, end. */
export function nightsBetween(start: string, end: string): string[] {
  const out: string[] = [];
  for (let t = day(start); t < day(end); t += DAY) out.push(iso(t));
  return out;
}

/** The booked ranges with one more, merged where they touch or overlap (a note stays with its range). */
export function addRange(ranges: DateRange[], added: DateRange): DateRange[] {
  const all = [...ranges, added].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const out: DateRange[] = [];
  for (const r of all) {
    const last = out[out.length - 1];
    if (last && r.start <= last.end) {
      if (r.end > last.end) last.end = r.end;
      if (!last.note && r.note) last.note = r.note;
    } else out.push({ ...r });
  }
  return out;
}

/** The booked ranges without the nights of `removed` (a range it cuts through becomes two). */
export function removeRange(ranges: DateRange[], removed: { start: string; end: string }): DateRange[] {
  return ranges.flatMap((r) => {
    if (removed.end <= r.start || removed.start >= r.end) return [r];
    const parts: DateRange[] = [];
    if (r.start < removed.start) parts.push({ ...r, end: removed.start });
    if (removed.end < r.end) parts.push({ ...r, start: removed.end });
    return parts;
  });
}

/** Every booked night, for the search index. */
export const bookedNights = (ranges: DateRange[]) => ranges.flatMap((r) => nightsBetween(r.start, r.end));

/** Today in Ghana (UTC+0 all year), as YYYY-MM-DD. */
export const ghanaToday = (now: Date) => iso(now.getTime());
