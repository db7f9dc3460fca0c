import { z } from 'zod';
import { calendarMessages as cal, isoDate, nightsBetween } from '../listings/calendar';
import { stayMessages as m } from './messages';

/**
 * POST /properties/{id}/stay-requests and the 'Request to book' form: the nights from `start` (check-in)
 * up to the day before `end` (check-out), how many guests, and a note to the lister.
 */
export const stayRequestSchema = z
  .object({
    start: isoDate(cal.checkInRequired),
    end: isoDate(cal.checkOutRequired),
    guests: z.preprocess(
      (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
      z.number({ error: m.guestsRequired }).int({ error: m.guestsRequired }).min(1, { error: m.guestsMin }).max(30, { error: m.guestsMax }),
    ),
    message: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().max(1000, { error: m.messageTooLong }).optional()),
  })
  .refine((v) => v.end > v.start, { path: ['end'], error: cal.checkOutAfterCheckIn })
  .refine((v) => nightsBetween(v.start, v.end).length <= 90, { path: ['end'], error: m.tooManyNights });
export type StayRequestInput = z.input<typeof stayRequestSchema>;
export type StayRequestBody = z.output<typeof stayRequestSchema>;

export const stayReasonSchema = z.object({
  reason: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().max(500, { error: m.reasonTooLong }).optional()),
});

/** A listing's payment instructions for short stays (no payment is taken on the site). */
export const STAY_PAYMENT_INSTRUCTIONS_MAX = 1000;
