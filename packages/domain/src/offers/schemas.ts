import { z } from 'zod';
import { isoDate } from '../listings/calendar';
import { canonical, currencies, type Acquisition, type Currency } from '../listings/options';
import { offerMessages as m } from './messages';

/** Offers are for a sale (the price) or a rental (the monthly rent); a short stay is booked instead. */
export type OfferAcquisition = Exclude<Acquisition, 'short_stay'>;

export const OFFER_MESSAGE_MAX = 2000;
/** The most months of advance anyone may put in an offer (listings allow the same). */
export const OFFER_ADVANCE_MAX = 60;

const blank = (v: unknown) => v === '' || v === null;

/** Amounts arrive as numbers or as typed text with thousands separators ('4,500'), like listing prices. */
const amount = z.preprocess(
  (v) => (typeof v === 'string' ? (v.replace(/[,\s]/g, '') === '' ? undefined : Number(v.replace(/[,\s]/g, ''))) : blank(v) ? undefined : v),
  z.number({ error: m.amountRequired }).min(1, { error: m.amountMin }).max(1e11, { error: m.amountTooHigh }),
);
/** GHS or USD; the spec's GHC (and lower case) mean the cedi. */
const currency = z.preprocess((v) => (blank(v) ? undefined : canonical(v)), z.enum(currencies, { error: m.currencyRequired }));
const toMonths = (v: unknown) => (blank(v) ? undefined : typeof v === 'string' ? Number(v) : v);
const months = z
  .number({ error: (issue) => (issue.input === undefined ? m.advanceRequired : m.advanceInvalid) })
  .int({ error: m.advanceInvalid })
  .min(0, { error: m.advanceInvalid })
  .max(OFFER_ADVANCE_MAX, { error: m.advanceInvalid });
/** A rental's offer names the months of advance; a sale's has none. */
const advanceFor = (acquisition: OfferAcquisition) =>
  acquisition === 'rent' ? z.preprocess(toMonths, months) : z.preprocess(toMonths, z.undefined({ error: m.advanceForRentOnly }));
/** A rental's offer may name the day the seeker moves in (YYYY-MM-DD): a deposit held for it goes to the lister 72 hours after. */
const moveInFor = (acquisition: OfferAcquisition) =>
  acquisition === 'rent'
    ? z.preprocess((v) => (blank(v) ? undefined : v), isoDate(m.moveInInvalid).optional())
    : z.preprocess((v) => (blank(v) ? undefined : v), z.undefined({ error: m.moveInForRentOnly }));
/** An optional note with an offer or an answer: text only, trimmed, at most 2,000 characters; empty means none. */
const message = z.preprocess(
  (v) => (blank(v) ? undefined : typeof v === 'string' ? v.replace(/\r\n/g, '\n').trim() || undefined : v),
  z.string({ error: m.messageTooLong }).max(OFFER_MESSAGE_MAX, { error: m.messageTooLong }).optional(),
);

const withAliases = (input: unknown) => {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const src = input as Record<string, unknown>;
  const advance = src.advance_months === undefined && src.advanceMonths !== undefined ? { advance_months: src.advanceMonths } : {};
  const moveIn = src.move_in_date === undefined && src.moveInDate !== undefined ? { move_in_date: src.moveInDate } : {};
  return { ...src, ...advance, ...moveIn };
};

/**
 * An offer or a counter-offer: `{amount, currency, message, advance_months, move_in_date}`. For a sale the amount
 * is the price; for a rental it is the monthly rent, and the months of rent paid in advance and (optionally) the
 * day the seeker moves in are part of the terms.
 * Shared by the API and the offer form, which knows the listing's acquisition; every field's problem is
 * reported at once.
 */
export const offerTermsSchemaFor = (acquisition: OfferAcquisition) =>
  z.preprocess(withAliases, z.object({ amount, currency, advance_months: advanceFor(acquisition), move_in_date: moveInFor(acquisition), message }));
export type OfferTermsInput = { amount?: number | string; currency?: string; advance_months?: number | string; move_in_date?: string; message?: string };
export type OfferTerms = { amount: number; currency: Currency; advance_months?: number; move_in_date?: string; message?: string };

/** Accepting, declining or withdrawing: an optional message to the other side. */
export const offerAnswerSchema = z.preprocess((v) => (v === undefined || v === null ? {} : v), z.object({ message }));
export type OfferAnswer = z.output<typeof offerAnswerSchema>;

export const offerRoles = ['made', 'received'] as const;
export type OfferRole = (typeof offerRoles)[number];
export const offerListStatuses = ['open', 'closed'] as const;

/** GET /api/offers: made by the caller or received on their (or their organization's) listings, open or closed. */
export const offerListQuerySchema = z.object({
  role: z.preprocess((v) => (blank(v) ? undefined : v), z.enum(offerRoles, { error: m.roleInvalid }).optional()),
  status: z.preprocess((v) => (blank(v) ? undefined : v), z.enum(offerListStatuses, { error: m.statusInvalid }).optional()),
  property: z.preprocess((v) => (blank(v) ? undefined : v), z.string().trim().max(64).optional()),
  as: z.preprocess((v) => (blank(v) ? undefined : v), z.string().trim().max(64).optional()),
});
export type OfferListQuery = z.output<typeof offerListQuerySchema>;
