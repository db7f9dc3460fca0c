import { z } from 'zod';
import { weekdays, type Weekday, type WeeklyHours } from './hours';
import { viewingMessages as m } from './messages';

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/;

const realDay = (day: string) => {
  const t = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().startsWith(day);
};
const withOffset = (v: string) => (/(Z|[+-]\d{2}:?\d{2})$/.test(v) ? v.replace(/([+-]\d{2})(\d{2})$/, '$1:$2') : `${v}Z`);

/**
 * An ISO date-time, as the instant it names. Without an offset it is read as Accra time, which is UTC all
 * year, so '2026-11-24T10:00' and '2026-11-24T10:00:00Z' are the same viewing.
 */
export const viewingDateTime = z
  .string({ error: m.dateRequired })
  .trim()
  .min(1, { error: m.dateRequired })
  .refine((v) => ISO_DATE_TIME.test(v) && realDay(v.slice(0, 10)) && !Number.isNaN(Date.parse(withOffset(v))), { error: m.dateInvalid })
  .transform((v) => new Date(Date.parse(withOffset(v))).toISOString());

const id = (error: string) => z.string({ error }).trim().min(1, { error }).max(100, { error });

/** POST /properties/book-viewing (the spec's call): owner_id, property_id, date. */
export const bookViewingSchema = z.object({
  owner_id: id(m.ownerRequired),
  property_id: id(m.propertyRequired),
  date: viewingDateTime,
});
export type BookViewingInput = z.input<typeof bookViewingSchema>;

/** The lister offers another time. */
export const proposeViewingSchema = z.object({ date: viewingDateTime });

/** Declining or cancelling may say why, in a line the other side reads. */
export const viewingReasonSchema = z.object({
  reason: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().max(500, { error: m.reasonTooLong }).optional()),
});

const time = z.string({ error: m.timeInvalid }).regex(/^([01]\d|2[0-3]):(00|30)$|^24:00$/, { error: m.timeInvalid });
const dayHours = z
  .object({ from: time, to: time })
  .refine((d) => d.to > d.from, { path: ['to'], error: m.endBeforeStart })
  .nullable();

/**
 * PUT /properties/{id}/viewing-hours: one window a day, on the hour or half hour, or null for a day without
 * viewings. A day left out keeps the default (08:00 to 18:00).
 */
export const viewingHoursSchema = z
  .object({ hours: z.object(Object.fromEntries(weekdays.map((d) => [d, dayHours.optional()])) as Record<Weekday, z.ZodOptional<typeof dayHours>>) })
  .transform(({ hours }): { hours: WeeklyHours } => ({
    hours: Object.fromEntries(weekdays.map((d) => [d, hours[d] === undefined ? { from: '08:00', to: '18:00' } : hours[d] && { from: hours[d]!.from, to: hours[d]!.to }])) as WeeklyHours,
  }));
export type ViewingHoursInput = z.input<typeof viewingHoursSchema>;

export const NO_SHOW_ANSWER_MAX = 500;
/** `POST /api/viewings/{id}/no-show/answer`: the few words of the person a no-show names (issue 33). */
export const answerNoShowSchema = z.object({
  text: z.string({ error: m.noShowAnswerRequired }).trim().min(1, { error: m.noShowAnswerRequired }).max(NO_SHOW_ANSWER_MAX, { error: m.noShowAnswerTooLong }),
});
