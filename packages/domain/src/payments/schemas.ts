import { z } from 'zod';
import { imageRef } from '../listings/images';
import { isGhanaMobile, toE164 } from '../shared/phone';
import { paymentMessages as m } from './messages';

/**
 * The shapes of the payment calls, shared by the API and the forms (issue 33). Amounts are pesewas (whole
 * numbers), and GHS only: a dollar-priced listing is paid in its cedi equivalent at the day's rate.
 */
export const paymentKinds = ['viewing_fee', 'deposit', 'stay'] as const;
export type PaymentKind = (typeof paymentKinds)[number];
export const paymentMethods = ['momo', 'card'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const momoNetworks = ['mtn', 'telecel', 'airteltigo'] as const;
export type MomoNetwork = (typeof momoNetworks)[number];
export const PAYMENT_CURRENCY = 'GHS' as const;
/** The most a lister may ask to show a property (in cedis). */
export const VIEWING_FEE_MAX_GHS = 100;

const blank = (v: unknown) => v === '' || v === null;
const optionalId = z.preprocess((v) => (blank(v) ? undefined : v), z.string({ error: m.dealingRequired }).trim().min(1, { error: m.dealingRequired }).max(100, { error: m.dealingRequired }).optional());
const lower = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);

const dealingFields = { kind: z.preprocess(lower, z.enum(paymentKinds, { error: m.kindInvalid })), viewing_id: optionalId, offer_id: optionalId, stay_id: optionalId };
const fieldOfKind = (kind: PaymentKind) => (kind === 'viewing_fee' ? 'viewing_id' : kind === 'deposit' ? 'offer_id' : 'stay_id');
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (blank(v) ? undefined : v), schema.optional());

/**
 * `POST /api/payments`: what is paid for (one of viewing_id, offer_id, stay_id, by its kind) and how: mobile money
 * from a number on a network, or a card (no number: the payer completes it on the provider's checkout page).
 * `expected_amount`, the quote's amount in pesewas the payer was shown: when the dealing now costs something else
 * (the day's rate changed), nothing is charged and the payer is asked again.
 */
export const requestPaymentSchema = z
  .object({
    ...dealingFields,
    method: z.preprocess(lower, z.enum(paymentMethods, { error: m.methodInvalid })),
    phone: optional(z.string({ error: m.phoneInvalid }).trim().refine(isGhanaMobile, { error: m.phoneInvalid }).transform((v) => toE164(v))),
    network: optional(z.preprocess(lower, z.enum(momoNetworks, { error: m.networkInvalid }))),
    expected_amount: optional(z.preprocess((v) => (typeof v === 'string' ? Number(v) : v), z.number({ error: m.expectedAmountInvalid }).int({ error: m.expectedAmountInvalid }).positive({ error: m.expectedAmountInvalid }))),
  })
  .superRefine((v, ctx) => {
    const field = fieldOfKind(v.kind);
    if (!v[field]) ctx.addIssue({ code: 'custom', path: [field], message: m.dealingRequired });
    if (v.method === 'momo' && !v.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: m.phoneInvalid });
    if (v.method === 'momo' && !v.network) ctx.addIssue({ code: 'custom', path: ['network'], message: m.networkInvalid });
  })
  // A card is paid on the provider's page: a number or network sent with it is not kept.
  .transform((v) => (v.method === 'card' ? { ...v, phone: undefined, network: undefined } : v));
export type RequestPaymentInput = z.input<typeof requestPaymentSchema>;
export type RequestPaymentBody = z.output<typeof requestPaymentSchema>;
/** The id of the dealing a payment is for, by its kind. */
export const dealingIdOf = (body: Pick<RequestPaymentBody, 'kind' | 'viewing_id' | 'offer_id' | 'stay_id'>): string => (body.kind === 'viewing_fee' ? body.viewing_id! : body.kind === 'deposit' ? body.offer_id! : body.stay_id!);

/** `GET /api/payments/quote?kind=…&offer_id=…`: what paying for a dealing would cost, before paying. */
export const paymentQuoteSchema = z.object(dealingFields).superRefine((v, ctx) => {
  const field = fieldOfKind(v.kind);
  if (!v[field]) ctx.addIssue({ code: 'custom', path: [field], message: m.dealingRequired });
});
export type PaymentQuoteQuery = z.output<typeof paymentQuoteSchema>;

/** The simulator's card checkout: a test card (Luhn-checked digits, a month not past, a security code). */
export const simulatedCardSchema = z.object({
  card_number: z
    .string({ error: m.cardNumberInvalid })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .refine((v) => /^\d{12,19}$/.test(v) && luhn(v), { error: m.cardNumberInvalid }),
  expiry: z
    .string({ error: m.cardExpiryInvalid })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, { error: m.cardExpiryInvalid }),
  cvc: z.string({ error: m.cardCvcInvalid }).trim().regex(/^\d{3,4}$/, { error: m.cardCvcInvalid }),
});
export type SimulatedCard = z.output<typeof simulatedCardSchema>;

/** The Luhn check every card number passes (a mistyped digit fails it). */
export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

const reason = z.string({ error: m.reasonRequired }).trim().min(1, { error: m.reasonRequired }).max(500, { error: m.reasonTooLong });
const details = z.preprocess((v) => (blank(v) ? undefined : v), z.string({ error: m.detailsTooLong }).trim().max(2000, { error: m.detailsTooLong }).optional());

/** At most six photos with a dispute (what the room looked like, a receipt), each uploaded first by whoever disputes. */
export const DISPUTE_PHOTOS_MAX = 6;

/**
 * `POST /api/payments/{id}/dispute`: why, what happened, and photos (uploaded by `POST /api/properties/image-upload`,
 * named as it answered them). `no_show`: the seeker says the lister did not come to the viewing, which is also
 * recorded on the viewing as a fact (issue 33); meaningless for anything else.
 */
export const disputePaymentSchema = z.object({
  reason,
  details,
  photos: z.preprocess((v) => (blank(v) ? undefined : v), z.array(imageRef, { error: m.photosMax }).max(DISPUTE_PHOTOS_MAX, { error: m.photosMax }).default([])),
  no_show: z.preprocess((v) => (v === 'true' ? true : v === 'false' || blank(v) ? undefined : v), z.boolean({ error: m.noShowInvalid }).optional()),
});
export type DisputePaymentBody = z.output<typeof disputePaymentSchema>;

/** `POST /api/payments/{id}/confirm` takes no body (an empty object, or none). */
export const confirmPaymentSchema = z.preprocess((v) => (v === undefined || v === null ? {} : v), z.object({}));

export const paymentDecisions = ['release', 'refund', 'split'] as const;
export type PaymentDecision = (typeof paymentDecisions)[number];
const toInt = (v: unknown) => (blank(v) ? undefined : typeof v === 'string' ? Number(v) : v);

/** `POST /api/admin/payments/{id}/decide`: release, refund, or a split naming the lister's share in pesewas. */
export const decidePaymentSchema = z
  .object({
    decision: z.preprocess(lower, z.enum(paymentDecisions, { error: m.decisionInvalid })),
    lister_share: z.preprocess(toInt, z.number({ error: m.listerShareInvalid }).int({ error: m.listerShareInvalid }).min(1, { error: m.listerShareInvalid }).optional()),
    reason,
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'split' && v.lister_share === undefined) ctx.addIssue({ code: 'custom', path: ['lister_share'], message: m.listerShareRequired });
    if (v.decision !== 'split' && v.lister_share !== undefined) ctx.addIssue({ code: 'custom', path: ['lister_share'], message: m.listerShareOnlyForSplit });
  });
export type DecidePaymentBody = z.output<typeof decidePaymentSchema>;

/** The simulator's phone: the payer's PIN (4 to 6 digits). */
export const approvePaymentSchema = z.object({ pin: z.string({ error: m.pinInvalid }).trim().regex(/^\d{4,6}$/, { error: m.pinInvalid }) });

/** A listing's optional viewing fee, in cedis, at most GH₵ 100; blank or 0 asks none. */
export const viewingFeeField = z.preprocess(
  (v) => (blank(v) ? undefined : typeof v === 'string' ? Number(v.replace(/[,\s]/g, '')) : v),
  z.number({ error: m.viewingFeeInvalid }).min(0, { error: m.viewingFeeInvalid }).max(VIEWING_FEE_MAX_GHS, { error: m.viewingFeeInvalid }).multipleOf(0.01, { error: m.viewingFeeInvalid }).optional(),
);

/** The network a Ghana mobile number (E.164) belongs to, by its prefix: where a lister's payout goes. Numbers move between networks, so the lister's own choice wins where they made one. */
export function momoNetworkOf(e164: string): MomoNetwork | undefined {
  const prefix = e164.replace(/^\+233/, '0').slice(0, 3);
  if (['024', '054', '055', '059', '025', '053'].includes(prefix)) return 'mtn';
  if (['020', '050'].includes(prefix)) return 'telecel';
  if (['026', '056', '027', '057'].includes(prefix)) return 'airteltigo';
  return undefined;
}
