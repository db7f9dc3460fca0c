import { z } from 'zod';
import { offerMessages, offerTermsSchemaFor, OFFER_MESSAGE_MAX, type OfferAcquisition, type OfferTermsInput } from '@fie/domain';
import { api, ApiError, type RequestOptions } from '../../../lib/api-client';
import { listingFates } from '../../../lib/listing-fate';
import { seekerReputationSchema } from '../../../lib/seeker-reputation';

// The forms check with the server's own schema (@fie/domain), so their messages are the server's words.
export { offerMessages, offerTermsSchemaFor, OFFER_MESSAGE_MAX, type OfferAcquisition, type OfferTermsInput };

/**
 * The offer as GET /api/offers and /api/offers/{id} answer it (docs/api-dealings.md), read with zod so a changed
 * answer fails loudly here instead of drawing half a card.
 */
const currency = z.enum(['GHS', 'USD']);
const money = z.object({ amount: z.number(), currency, amountGhs: z.number() });
const nullableText = z.string().nullish().transform((value) => value ?? null);
const nullableNumber = z.number().nullish().transform((value) => value ?? null);

export const offerActions = ['accept', 'decline', 'counter', 'withdraw'] as const;
export type OfferAction = (typeof offerActions)[number];

export const offerStepSchema = z.object({
  id: z.string(),
  kind: z.enum(['offer', 'counter', 'accept', 'decline', 'withdraw']),
  by: z.enum(['seeker', 'lister']),
  name: z.string().catch(''),
  /** The member who answered for an organization ('Abena O.'). */
  sentBy: nullableText,
  amount: nullableNumber,
  currency: currency.nullish().transform((value) => value ?? null),
  amountGhs: nullableNumber,
  advance_months: nullableNumber,
  move_in_date: nullableText,
  advanceAboveLegal: z.boolean().catch(false),
  message: nullableText,
  erased: z.boolean().catch(false),
  mine: z.boolean().catch(false),
  at: z.string(),
});
export type OfferStep = z.infer<typeof offerStepSchema>;

/** Where this side of a tenancy stands with its review of the other (issue 33): none until the deposit is released on the keys. */
export const tenancyReviewSchema = z
  .object({
    state: z.enum(['open', 'waiting', 'published', 'removed', 'closed']),
    closesAt: z.string().nullish().transform((value) => value ?? null),
    aboutMe: z.object({ id: z.string(), overall: z.number(), text: z.string().nullable(), reply: z.string().nullable() }).nullish().catch(null).transform((value) => value ?? null),
  })
  .nullish()
  .catch(null)
  .transform((value) => value ?? null);
export type TenancyReview = NonNullable<z.infer<typeof tenancyReviewSchema>>;

export const offerSchema = z.object({
  id: z.string(),
  side: z.enum(['seeker', 'lister']),
  status: z.enum(['open', 'accepted', 'declined', 'withdrawn']),
  statusText: z.string().catch(''),
  awaiting: z.enum(['seeker', 'lister']).nullish().transform((value) => value ?? null),
  actions: z.array(z.enum(offerActions)).catch([]),
  acquisition: z.enum(['buy', 'rent']),
  property: z.object({
    _id: z.string(),
    title: z.string().catch(''),
    thumbnail: nullableText,
    status: z.string().catch(''),
    fate: z.enum(listingFates).nullish().catch(null),
    available: z.boolean().catch(true),
    asking: money.nullish().transform((value) => value ?? null),
  }),
  seeker: z.object({ id: z.string(), name: z.string().catch('') }),
  /** To the lister: what the seeker's past deals were like (issue 33). */
  seekerReputation: seekerReputationSchema,
  lister: z.object({ id: z.string(), kind: z.enum(['user', 'organization']), name: z.string().catch('') }),
  terms: money.extend({ advance_months: nullableNumber, move_in_date: nullableText, advanceAboveLegal: z.boolean().catch(false) }),
  percentOfAsking: nullableNumber,
  exchangeRate: z.object({ usdToGhs: z.number() }).nullish().transform((value) => value ?? null),
  history: z.array(offerStepSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  closedAt: nullableText,
  review: tenancyReviewSchema,
});
export type Offer = z.infer<typeof offerSchema>;

const listAnswer = z.object({ result: z.object({ offers: z.array(offerSchema) }) });
const oneAnswer = z.object({ result: offerSchema });
const stepAnswer = z.object({ message: z.string(), result: z.object({ id: z.string(), status: z.string() }) });

function parseAnswer<T>(schema: z.ZodType<T>, body: unknown, call: string): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const where = parsed.error.issues[0]?.path.join('.') || 'the answer';
  throw new ApiError(502, `The server's answer to ${call} was not understood (${where})`, 'UnexpectedAnswer');
}

export type OfferQuery = { role?: 'made' | 'received'; status?: 'open' | 'closed'; property?: string; as?: string };

/** GET /api/offers: the caller's offers (made, received or both), most recently changed first. */
export async function fetchOffers(query: OfferQuery, options: Pick<RequestOptions, 'signal'> = {}): Promise<Offer[]> {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const qs = search.toString();
  const path = `/offers${qs ? `?${qs}` : ''}`;
  return parseAnswer(listAnswer, await api.get<unknown>(path, options), 'the offers').result.offers;
}

/** GET /api/offers/{id}: one offer with its history, for either of its sides. */
export async function fetchOffer(id: string, options: Pick<RequestOptions, 'signal'> = {}): Promise<Offer> {
  return parseAnswer(oneAnswer, await api.get<unknown>(`/offers/${encodeURIComponent(id)}`, options), 'the offer').result;
}

/** POST /api/properties/{id}/offers: 201 `{message: 'Offer sent', result}`. */
export async function makeOffer(propertyId: string, terms: OfferTermsInput): Promise<{ message: string; id: string }> {
  const answer = parseAnswer(stepAnswer, await api.post<unknown>(`/properties/${encodeURIComponent(propertyId)}/offers`, terms), 'the offer');
  return { message: answer.message || offerMessages.sent, id: answer.result.id };
}

/** POST /api/offers/{id}/{accept|decline|counter|withdraw}: the answer's message ('Offer accepted'…). */
export async function answerOffer(id: string, action: OfferAction, body: OfferTermsInput | { message?: string }): Promise<string> {
  return parseAnswer(stepAnswer, await api.post<unknown>(`/offers/${encodeURIComponent(id)}/${action}`, body), 'the answer').message;
}

/** GET /api/settings/exchange-rate: the cedis a dollar is compared at, for the form's cedi equivalent. */
export async function fetchUsdToGhs(options: Pick<RequestOptions, 'signal'> = {}): Promise<number> {
  const answer = await api.get<{ usdToGhs?: unknown }>('/settings/exchange-rate', options);
  if (typeof answer?.usdToGhs !== 'number') throw new ApiError(502, "The server's answer to the exchange rate was not understood", 'UnexpectedAnswer');
  return answer.usdToGhs;
}
