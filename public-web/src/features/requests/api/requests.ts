import { z } from 'zod';
import { requestMessages, type Category, type RequestInput } from '@fie/domain';
import { api, ApiError, type RequestOptions } from '../../../lib/api-client';

/**
 * The requests calls (docs/api-dealings.md, Requests), their answers read with zod so a changed answer
 * fails in one place. A request answers with the spec's fields (category, acquisition, type, additional_info,
 * min_price, max_price, matchType, bedrooms, bathrooms, location_details, location, requester) and what the
 * card shows.
 */
const text = z.string().nullish().transform((v) => v ?? null);
const amount = z.number().nullish().transform((v) => v ?? null);

export const matchedListingSchema = z.object({
  _id: z.string(),
  title: z.string().catch('A property'),
  thumbnail: text,
  price: amount,
  currency: z.enum(['GHS', 'USD']).nullish().catch(null).transform((v) => v ?? null),
  priceGhs: amount,
  paymentPlanLabel: z.string().optional(),
  town: text,
  available: z.boolean().catch(true),
  matchType: z.string().catch('similar'),
  matchedAt: z.string().catch(''),
});
export type MatchedListing = z.infer<typeof matchedListingSchema>;

export const requestSchema = z.object({
  id: z.string(),
  kind: z.enum(['request', 'search']).catch('request'),
  status: z.enum(['open', 'paused', 'closed', 'expired']).catch('open'),
  category: text,
  acquisition: text,
  type: text,
  additional_info: z.string().catch(''),
  min_price: amount,
  max_price: amount,
  currency: z.enum(['GHS', 'USD']).catch('GHS'),
  matchType: z.string().catch('similar'),
  bedrooms: amount,
  bathrooms: amount,
  furnishing: text.catch(null),
  advance_months_max: amount.catch(null),
  location_details: z
    .object({ town: z.string().catch(''), region: z.string().catch(''), region_name: z.string().catch(''), latitude: z.number(), longitude: z.number(), place_id: z.string(), kind: z.string().catch('town'), label: z.string().catch('') })
    .nullish()
    .transform((v) => v ?? null),
  /** A saved search's map area or circle, when it names no place. */
  bounds: z.unknown().optional(),
  point: z.object({ radiusKm: z.number().optional() }).nullish().catch(undefined),
  amenities: z.array(z.string()).optional(),
  rules: z.array(z.string()).optional(),
  labels: z.object({ tag: z.string(), category: z.string(), acquisition: z.string(), type: text, place: z.string().catch('') }),
  requester: z.object({ id: z.string(), name: z.string().catch('') }),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** The requester's own: how many listings matched, and the latest. */
  matches: z.number().optional(),
  recentMatches: z.array(matchedListingSchema).optional(),
  /** A lister's: which of their listings it matches. */
  matchesYourListings: z.array(z.object({ _id: z.string(), title: z.string() })).optional(),
});
export type PropertyRequest = z.infer<typeof requestSchema>;

const pageSchema = z.object({ result: z.object({ requests: z.array(requestSchema), total: z.number(), page: z.number().catch(1), view: z.enum(['mine', 'matching']).catch('mine') }) });
export type RequestsPage = z.infer<typeof pageSchema>['result'];
const answerSchema = z.object({ message: z.string(), request: requestSchema });

function parse<T>(schema: z.ZodType<T>, body: unknown, call: string): T {
  const result = schema.safeParse(body);
  if (!result.success) throw new ApiError(200, `${requestMessages.failed}: the answer to ${call} could not be read`, 'BadAnswer');
  return result.data;
}

export const PAGE_SIZE = 15;
export type RequestsView = 'mine' | 'matching';

/** GET /api/requests/fetch-requests: a page of the caller's requests, or of those a lister may answer. */
export async function fetchRequests(query: { page: number; category: Category | ''; view?: RequestsView; organization?: string }, options: Pick<RequestOptions, 'signal'> = {}): Promise<RequestsPage> {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(PAGE_SIZE) });
  if (query.category) params.set('category', query.category);
  if (query.view) params.set('view', query.view);
  if (query.organization) params.set('organization', query.organization);
  return parse(pageSchema, await api.get<unknown>(`/requests/fetch-requests?${params.toString()}`, options), 'fetch-requests').result;
}

/** POST /api/requests/create-request: 201 'Request submitted successfully' with the request. */
export async function createRequest(body: RequestInput) {
  return parse(answerSchema, await api.post<unknown>('/requests/create-request', body), 'create-request');
}

/** PUT /api/requests/{id}: the request changed, with the same fields as the form. */
export async function updateRequest(id: string, body: RequestInput) {
  return parse(answerSchema, await api.put<unknown>(`/requests/${encodeURIComponent(id)}`, body), 'update-request');
}

export type RequestAction = 'pause' | 'resume' | 'close' | 'renew';
/** POST /api/requests/{id}/{pause|resume|close|renew}. */
export async function changeRequest(id: string, action: RequestAction) {
  return parse(answerSchema, await api.post<unknown>(`/requests/${encodeURIComponent(id)}/${action}`, undefined), action);
}

/** POST /api/requests/save-search: the search page's own request, kept for alerts ("Alert me"). */
export async function saveSearch(search: unknown) {
  return parse(answerSchema, await api.post<unknown>('/requests/save-search', search), 'save-search');
}
