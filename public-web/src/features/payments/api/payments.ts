import { z } from 'zod';
import { momoNetworks, paymentKinds, type MomoNetwork, type PaymentKind } from '@fie/domain';
import { api, ApiError, type RequestOptions } from '../../../lib/api-client';
import { postPhotos } from '../../../lib/photo-files';

/**
 * The payment calls (issue 33), each answer read with zod so a changed answer fails loudly here. Amounts are
 * pesewas, in GHS; the money is held by the licensed provider, never by Fie.
 */
export const paymentStatuses = ['requested', 'pending', 'held', 'failed', 'expired', 'disputed', 'release_requested', 'refund_requested', 'split_requested', 'released', 'refunded', 'split'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
/** While the payer's phone has not answered: the states a pay dialog follows. */
export const waitingStatuses: readonly PaymentStatus[] = ['requested', 'pending'];

const step = z.object({ type: z.string(), at: z.string(), amount: z.number().optional(), cause: z.string().optional(), reason: z.string().nullish(), decision: z.string().optional() });
export const paymentSchema = z.object({
  id: z.string(),
  kind: z.enum(paymentKinds),
  dealingId: z.string().catch(''),
  listingId: z.string().catch(''),
  status: z.enum(paymentStatuses),
  amount: z.number(),
  currency: z.literal('GHS').catch('GHS'),
  method: z.enum(['momo', 'card']).catch('momo'),
  /** Mobile money's network; a card has none. */
  network: z.enum(momoNetworks).nullable().catch(null),
  phoneEnding: z.string().catch(''),
  /** A card payment still to be completed: its checkout page (given to its payer only). */
  checkoutUrl: z.string().nullish(),
  /** 'simulator' while no real provider is configured: the pay dialog then links to the simulator's phone. */
  provider: z.string().catch(''),
  mismatch: z.boolean().catch(false),
  releaseAfter: z.string().nullish(),
  released: z.number().catch(0),
  refunded: z.number().catch(0),
  requestedAt: z.string(),
  side: z.enum(['payer', 'lister']).optional(),
  next: z.object({ what: z.string(), at: z.string().nullable() }).catch({ what: 'nothing', at: null }),
  history: z.array(step).catch([]),
});
export type Payment = z.infer<typeof paymentSchema>;

const summarySchema = z.object({
  id: z.string(),
  kind: z.enum(paymentKinds),
  status: z.enum(paymentStatuses),
  amount: z.number(),
  currency: z.string(),
  method: z.enum(['momo', 'card']).catch('momo'),
  /** A card: where the payer completes it (the provider's checkout page, or the simulator's). */
  checkout_url: z.string().optional(),
  advance: z.object({ agreed_months: z.number(), collected_months: z.number(), why: z.string() }).optional(),
});
export type PaymentSummary = z.infer<typeof summarySchema>;

const quoteSchema = z.object({
  kind: z.enum(paymentKinds),
  amount: z.number(),
  currency: z.literal('GHS'),
  /** The price it comes from, in its currency's minor unit (cents for dollars). */
  source: z.object({ amount: z.number(), currency: z.enum(['GHS', 'USD']) }),
  /** Cedis to the dollar, when the price is in dollars; and when staff set it (null: the default rate). */
  rate: z.number().nullable(),
  rate_set_at: z.string().nullable(),
  capped: z.object({ agreed_months: z.number(), collected_months: z.number(), why: z.string() }).optional(),
  /** When the money goes to the lister by itself unless disputed (a deposit: three days after the move-in date, if one was agreed). */
  release_after: z.string().nullish().transform((value) => value ?? null),
});
export type PaymentQuote = z.infer<typeof quoteSchema>;

function parseAnswer<T>(schema: z.ZodType<T>, body: unknown, call: string): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const where = parsed.error.issues[0]?.path.join('.') || 'the answer';
  throw new ApiError(502, `The server's answer to ${call} was not understood (${where})`, 'UnexpectedAnswer');
}

/** What is paid for: a viewing's fee, an accepted offer's deposit, a stay. */
export type Dealing = { kind: PaymentKind; id: string };
export const dealingField = (kind: PaymentKind) => (kind === 'viewing_fee' ? 'viewing_id' : kind === 'deposit' ? 'offer_id' : 'stay_id');

/**
 * POST /api/payments. `key` is the Idempotency-Key: one per payment the person means to make, kept across retries
 * of the same form, so a press repeated after a lost answer never pays twice.
 */
export async function requestPayment(dealing: Dealing, payer: { method: 'momo'; phone: string; network: MomoNetwork } | { method: 'card' }, key: string, expectedAmount?: number) {
  const body = { kind: dealing.kind, [dealingField(dealing.kind)]: dealing.id, ...payer, ...(expectedAmount ? { expected_amount: expectedAmount } : {}) };
  const answer = await api.post<unknown>('/payments', body, { headers: { 'Idempotency-Key': key } });
  return parseAnswer(z.object({ message: z.string(), result: summarySchema }), answer, 'the payment');
}

/**
 * GET /api/payments/quote: what paying for the dealing costs now, in cedis, and (a dollar price) the dollars and
 * the rate; the pay dialog shows it before the Pay button and sends its amount back, so what is charged is what was shown.
 */
export async function fetchQuote(dealing: Dealing, options: Pick<RequestOptions, 'signal'> = {}): Promise<PaymentQuote> {
  const query = new URLSearchParams({ kind: dealing.kind, [dealingField(dealing.kind)]: dealing.id });
  return parseAnswer(z.object({ result: quoteSchema }), await api.get<unknown>(`/payments/quote?${query.toString()}`, options), 'the amount to pay').result;
}

/** GET /api/payments/{id}: where it stands, what happens next, its history. */
export async function fetchPayment(id: string, options: Pick<RequestOptions, 'signal'> = {}): Promise<Payment> {
  return parseAnswer(z.object({ result: paymentSchema }), await api.get<unknown>(`/payments/${encodeURIComponent(id)}`, options), 'the payment').result;
}

/** GET /api/payments: the person's payments, made and received (on their or their organization's listings). */
export async function fetchPayments(options: Pick<RequestOptions, 'signal'> = {}): Promise<Payment[]> {
  return parseAnswer(z.object({ result: z.object({ payments: z.array(paymentSchema) }) }), await api.get<unknown>('/payments', options), 'your payments').result.payments;
}

const stepAnswer = z.object({ message: z.string(), result: summarySchema });

/** POST /api/payments/{id}/confirm: the payer says the viewing took place, or the keys are received; the money goes to the lister. */
export async function confirmPayment(id: string) {
  return parseAnswer(stepAnswer, await api.post<unknown>(`/payments/${encodeURIComponent(id)}/confirm`, {}), 'the confirmation');
}

/** POST /api/payments/{id}/dispute: the money stays held and staff decide. */
export async function disputePayment(id: string, body: { reason: string; details?: string; photos?: string[]; no_show?: boolean }) {
  return parseAnswer(stepAnswer, await api.post<unknown>(`/payments/${encodeURIComponent(id)}/dispute`, body), 'the dispute');
}

const uploadedPhotos = z.object({ images: z.array(z.object({ name: z.string(), thumbnail: z.string() })).min(1) });
export type DisputePhoto = { name: string; thumbnail: string };

/** A dispute's photos go up first, as a listing's do (POST /api/properties/image-upload); the dispute then names them. */
export async function uploadDisputePhotos(files: readonly File[]): Promise<DisputePhoto[]> {
  return parseAnswer(uploadedPhotos, await postPhotos(files), 'the photos').images;
}

/** POST /api/payments/simulator/{id}/approve|decline: what the payer's phone does, when the simulator is the provider. */
export async function answerOnSimulator(id: string, answer: { approve: true; pin: string } | { approve: false }) {
  const path = `/payments/simulator/${encodeURIComponent(id)}/${answer.approve ? 'approve' : 'decline'}`;
  return parseAnswer(stepAnswer, await api.post<unknown>(path, answer.approve ? { pin: answer.pin } : {}), 'the phone').message;
}

/** The simulator's card checkout: the test card entered and confirmed with the bank (3-D Secure); the answer's message says approved or declined. */
export async function payByCardOnSimulator(id: string, card: { card_number: string; expiry: string; cvc: string }) {
  return parseAnswer(stepAnswer, await api.post<unknown>(`/payments/simulator/${encodeURIComponent(id)}/approve`, card), 'the card checkout').message;
}

/** Where a card payer goes back to once the checkout is done: the dealing they paid from (kept in this tab only). */
const returnKey = (paymentId: string) => `fie.pay.return.${paymentId}`;
export function rememberReturn(paymentId: string, path: string) {
  try {
    sessionStorage.setItem(returnKey(paymentId), path);
  } catch {
    // Storage refused (a private window): the checkout sends them to their payments instead.
  }
}
export function returnPathOf(paymentId: string): string | undefined {
  try {
    const path = sessionStorage.getItem(returnKey(paymentId));
    // Only a path on this site: never somewhere else.
    return path && path.startsWith('/') && !path.startsWith('//') ? path : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the simulator is the provider here. The server tells by its simulator calls: with a real provider they
 * answer 404 `NoSimulator` before anything else is looked at, so asking to decline no payment changes nothing and
 * says which it is.
 */
export async function simulatorPresent(): Promise<boolean> {
  try {
    await api.post<unknown>('/payments/simulator/-/decline', {}, { on401: 'clear' });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'NoSimulator') return false;
    if (error instanceof ApiError && error.status > 0 && error.status < 500) return true;
    throw error;
  }
}

/** GET /api/properties/search/{id}: the viewing fee a listing asks, in cedis (none: 0). */
export async function fetchViewingFee(listingId: string, options: Pick<RequestOptions, 'signal'> = {}): Promise<number> {
  const body = await api.get<unknown>(`/properties/search/${encodeURIComponent(listingId)}`, options);
  const parsed = z.object({ viewing_fee: z.number().nullish() }).safeParse(body);
  return parsed.success ? (parsed.data.viewing_fee ?? 0) : 0;
}
