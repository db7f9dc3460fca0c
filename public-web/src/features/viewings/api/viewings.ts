import { z } from 'zod';
import { viewingMessages, weekdays, type WeeklyHours } from '@fie/domain';
import { api, ApiError, type RequestOptions } from '../../../lib/api-client';
import { listingFates } from '../../../lib/listing-fate';
import { seekerReputationSchema } from '../../../lib/seeker-reputation';

export { viewingMessages };

/**
 * The viewings calls (docs/api-dealings.md), each answer read with zod so a changed answer fails loudly here
 * instead of drawing half a calendar.
 */
export const viewingActions = ['confirm', 'decline', 'propose', 'accept', 'cancel'] as const;
export type ViewingAction = (typeof viewingActions)[number];

/** Where a side of a dealing (a viewing, a stay) stands with its review of the other (issue 33); none when there is nothing to review. */
export const reviewStandingSchema = z
  .object({
    state: z.enum(['open', 'waiting', 'published', 'removed', 'closed']),
    closesAt: z.string().nullish(),
    /** The other side's review of this one, once published, with this side's one reply (or none yet). */
    aboutMe: z.object({ id: z.string(), overall: z.number(), text: z.string().nullable(), reply: z.string().nullable() }).nullish().catch(null),
  })
  .nullish()
  .catch(null);

/** No-shows recorded as facts on a viewing (issue 33), as GET /api/viewings says them to one side. */
export const noShowStandingSchema = z
  .object({
    canRecord: z.boolean().catch(false),
    mine: z.object({ recordedAt: z.string(), answer: z.string().nullable() }).nullish().catch(null),
    aboutMe: z.object({ recordedAt: z.string(), answer: z.string().nullable(), answered: z.boolean().catch(false) }).nullish().catch(null),
  })
  .nullish()
  .catch(null);
export type NoShowStanding = NonNullable<z.infer<typeof noShowStandingSchema>>;

export const viewingSchema = z.object({
  _id: z.string(),
  date: z.string(),
  content: z.string().catch(''),
  status: z.enum(['pending', 'proposed', 'confirmed', 'declined', 'cancelled']),
  statusText: z.string().catch(''),
  role: z.enum(['seeker', 'lister']),
  when: z.string().catch(''),
  previousDate: z.string().optional(),
  reason: z.string().optional(),
  property: z.object({ _id: z.string(), title: z.string().catch(''), fate: z.enum(listingFates).nullish().catch(null) }),
  seeker: z.object({ first_name: z.string().catch(''), last_name: z.string().catch('') }),
  lister: z.object({ id: z.string(), kind: z.enum(['user', 'organization']), name: z.string().catch('') }),
  actions: z.array(z.enum(viewingActions)).catch([]),
  /** Where this side stands with its review of the other (issue 33); none when there is nothing to review. */
  review: reviewStandingSchema,
  /** To the lister: what the seeker's past deals were like (issue 33), when there is something to say. */
  seekerReputation: seekerReputationSchema,
  /** Where it stands with its no-shows for this side (issue 33): "They did not come" offered, the one recorded, the one against this side. */
  noShow: noShowStandingSchema,
});
export type Viewing = z.infer<typeof viewingSchema>;

const slotSchema = z.object({ start: z.string(), time: z.string(), free: z.boolean() });
export const slotsSchema = z.object({ date: z.string(), hours: z.object({ from: z.string(), to: z.string() }).nullable(), slots: z.array(slotSchema) });
export type DaySlots = z.infer<typeof slotsSchema>;

export function parseAnswer<T>(schema: z.ZodType<T>, body: unknown, call: string): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const where = parsed.error.issues[0]?.path.join('.') || 'the answer';
  throw new ApiError(502, `The server's answer to ${call} was not understood (${where})`, 'UnexpectedAnswer');
}

/** GET /api/properties/{id}/viewing-slots?date=: a day's half hours within the lister's hours, free or not. */
export async function fetchSlots(propertyId: string, date: string, options: Pick<RequestOptions, 'signal'> = {}): Promise<DaySlots> {
  const body = await api.get<unknown>(`/properties/${encodeURIComponent(propertyId)}/viewing-slots?date=${date}`, options);
  return parseAnswer(z.object({ result: slotsSchema }), body, 'the free times').result;
}

const stepAnswer = z.object({ message: z.string(), viewing: z.object({ id: z.string(), date: z.string(), status: z.string() }) });

/** POST /api/properties/book-viewing: the spec's {owner_id, property_id, date}. */
export async function bookViewing(body: { owner_id: string; property_id: string; date: string }) {
  return parseAnswer(stepAnswer, await api.post<unknown>('/properties/book-viewing', body), 'the booking');
}

/** GET /api/viewings?from=&to=: the viewings the person asked for and those they answer for, by date. */
export async function fetchViewings(range: { from: string; to: string }, options: Pick<RequestOptions, 'signal'> = {}): Promise<Viewing[]> {
  const body = await api.get<unknown>(`/viewings?from=${range.from}&to=${range.to}`, options);
  return parseAnswer(z.object({ result: z.object({ viewings: z.array(viewingSchema) }) }), body, 'your viewings').result.viewings;
}

/** POST /api/viewings/{id}/{confirm|decline|propose|accept|cancel}: the answer's message. */
export async function actOnViewing(id: string, action: ViewingAction, body: { date?: string; reason?: string } = {}): Promise<string> {
  return parseAnswer(stepAnswer, await api.post<unknown>(`/viewings/${encodeURIComponent(id)}/${action}`, body), 'the answer').message;
}

/** GET /api/calendar/feed and POST /api/calendar/feed/reset: the person's secret iCal address. */
export async function fetchFeedUrl(options: Pick<RequestOptions, 'signal'> = {}): Promise<string> {
  return parseAnswer(z.object({ result: z.object({ url: z.string() }) }), await api.get<unknown>('/calendar/feed', options), 'your calendar link').result.url;
}
export async function resetFeedUrl(): Promise<{ message: string; url: string }> {
  const answer = parseAnswer(z.object({ message: z.string(), result: z.object({ url: z.string() }) }), await api.post<unknown>('/calendar/feed/reset', {}), 'the new link');
  return { message: answer.message, url: answer.result.url };
}

/** PUT /api/properties/{id}/viewing-hours. */
export async function saveViewingHours(propertyId: string, hours: Partial<WeeklyHours>): Promise<string> {
  const answer = parseAnswer(z.object({ message: z.string() }), await api.put<unknown>(`/properties/${encodeURIComponent(propertyId)}/viewing-hours`, { hours }), 'the viewing hours');
  return answer.message;
}

const dayHours = z.object({ from: z.string(), to: z.string() }).nullable();
const hoursSchema = z.object(Object.fromEntries(weekdays.map((d) => [d, dayHours])) as Record<(typeof weekdays)[number], typeof dayHours>);

/** GET /api/properties/{id}/viewing-hours. */
export async function fetchViewingHours(propertyId: string, options: Pick<RequestOptions, 'signal'> = {}): Promise<WeeklyHours> {
  const body = await api.get<unknown>(`/properties/${encodeURIComponent(propertyId)}/viewing-hours`, options);
  return parseAnswer(z.object({ result: z.object({ hours: hoursSchema }) }), body, 'the viewing hours').result.hours;
}

const listingsAnswer = z.object({
  result: z.object({ properties: z.array(z.object({ id: z.string(), title: z.string().nullish(), type: z.string().nullish(), typeLabel: z.string().nullish(), location_details: z.object({ town: z.string().nullish() }).partial().nullish() })) }),
});
/** A listing to set hours for: its title, or (untitled) its type and town, named in the reader's language where it is shown. */
export type ListerListing = { id: string; title: string; type: string; typeLabel: string; town: string };

/**
 * The listings whose hours the lister sets: a person's own (GET /api/properties) and, for a member, their
 * organization's (GET /api/organizations/properties, which answers 404 to someone in no organization); an
 * organization's own login has only the latter (the former is a person's call).
 */
export async function fetchListerListings(as: 'person' | 'organization', options: Pick<RequestOptions, 'signal'> = {}): Promise<ListerListing[]> {
  const read = async (path: string) => {
    try {
      return parseAnswer(listingsAnswer, await api.get<unknown>(path, options), 'your listings').result.properties;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return [];
      throw error;
    }
  };
  const [own, organization] = await Promise.all([as === 'person' ? read('/properties?page=1&pageSize=100') : [], read('/organizations/properties?page=1&pageSize=100')]);
  const seen = new Set<string>();
  return [...own, ...organization]
    .filter((p) => !seen.has(p.id) && seen.add(p.id))
    .map((p) => ({ id: p.id, title: p.title ?? '', type: p.type ?? '', typeLabel: p.typeLabel ?? '', town: p.location_details?.town ?? '' }));
}

const noShowAnswer = z.object({ message: z.string() });

/** POST /api/viewings/{id}/no-show: this side records that the other did not come (issue 33); what the server said, in English. */
export async function recordNoShow(viewingId: string): Promise<string> {
  return parseAnswer(noShowAnswer, await api.post<unknown>(`/viewings/${encodeURIComponent(viewingId)}/no-show`, {}), 'the no-show').message;
}

/** POST /api/viewings/{id}/no-show/answer: the one answer of the person named. */
export async function answerNoShow(viewingId: string, text: string): Promise<string> {
  return parseAnswer(noShowAnswer, await api.post<unknown>(`/viewings/${encodeURIComponent(viewingId)}/no-show/answer`, { text }), 'the answer').message;
}
