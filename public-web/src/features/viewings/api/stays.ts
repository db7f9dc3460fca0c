import { z } from 'zod';
import { stayMessages, stayRequestSchema, type StayRequestInput } from '@fie/domain';
import { api } from '../../../lib/api-client';
import { seekerReputationSchema } from '../../../lib/seeker-reputation';
import { parseAnswer, reviewStandingSchema } from './viewings';

export { stayMessages, stayRequestSchema, type StayRequestInput };

export const stayActions = ['accept', 'decline', 'cancel'] as const;
export type StayAction = (typeof stayActions)[number];

export const staySchema = z.object({
  _id: z.string(),
  role: z.enum(['seeker', 'lister']),
  start: z.string(),
  end: z.string(),
  nights: z.number(),
  guests: z.number(),
  message: z.string().nullable().catch(null),
  status: z.enum(['pending', 'accepted', 'declined', 'cancelled', 'expired']),
  statusText: z.string().catch(''),
  reason: z.string().optional(),
  property: z.object({ _id: z.string(), title: z.string().catch('') }),
  seeker: z.object({ first_name: z.string().catch(''), last_name: z.string().catch('') }),
  lister: z.object({ id: z.string(), kind: z.enum(['user', 'organization']), name: z.string().catch('') }),
  actions: z.array(z.enum(stayActions)).catch([]),
  /** Until when the lister may answer a pending request: then it lapses, and anything paid for it goes back. */
  answerBy: z.string().nullish().transform((value) => value ?? null),
  /** Where this side stands with its review of the other once the stay is over (issue 33). */
  review: reviewStandingSchema,
  /** To the lister: what the seeker's past deals were like (issue 33). */
  seekerReputation: seekerReputationSchema,
});
export type Stay = z.infer<typeof staySchema>;

const stepAnswer = z.object({ message: z.string(), stay: z.object({ id: z.string(), status: z.string() }) });

/** POST /api/properties/{id}/stay-requests: 201 with the lister's payment instructions. */
export async function requestStay(propertyId: string, body: StayRequestInput) {
  const answer = parseAnswer(stepAnswer.extend({ payment_instructions: z.string().nullable().catch(null) }), await api.post<unknown>(`/properties/${encodeURIComponent(propertyId)}/stay-requests`, body), 'the stay request');
  return answer;
}

/** GET /api/stay-requests: the stays the person asked for and those they answer for. */
export async function fetchStays(options: { signal?: AbortSignal } = {}): Promise<Stay[]> {
  return parseAnswer(z.object({ result: z.object({ stays: z.array(staySchema) }) }), await api.get<unknown>('/stay-requests', options), 'your stays').result.stays;
}

export async function actOnStay(id: string, action: StayAction, body: { reason?: string } = {}): Promise<string> {
  return parseAnswer(stepAnswer, await api.post<unknown>(`/stay-requests/${encodeURIComponent(id)}/${action}`, body), 'the answer').message;
}
