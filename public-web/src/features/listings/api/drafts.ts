import { z } from 'zod';
import { categories, draftMessages, fieldErrors, listingDraftSchema, type Category } from '@fie/domain';
import { api, ApiError, type RequestOptions } from '../../../lib/api-client';

/**
 * Listing drafts (/api/listing-drafts): the List Property form's state kept on the server, private to its
 * author, so a listing can be started on one day (or phone) and finished when the photographs are ready.
 */
const draftSchema = z.object({
  id: z.string(),
  category: z.enum(categories),
  title: z.string(),
  values: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  saved_at: z.string(),
});
export type Draft = z.infer<typeof draftSchema>;

const parse = <T>(schema: z.ZodType<T>, body: unknown): T => {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error('The server answered a draft in a shape we do not know');
  return parsed.data;
};

/** GET /api/listing-drafts: the author's drafts, the most recently saved first. */
export async function fetchDrafts(options?: Pick<RequestOptions, 'signal'>): Promise<Draft[]> {
  return parse(z.object({ result: z.object({ drafts: z.array(draftSchema) }) }), await api.get<unknown>('/listing-drafts', options)).result.drafts;
}

/** GET /api/listing-drafts/{id}: one draft to resume; someone else's answers 404 'Draft not found'. */
export async function fetchDraft(id: string, options?: Pick<RequestOptions, 'signal'>): Promise<Draft> {
  return parse(z.object({ result: draftSchema }), await api.get<unknown>(`/listing-drafts/${encodeURIComponent(id)}`, options)).result;
}

/** POST /api/listing-drafts (a new draft) or PUT /api/listing-drafts/{id}: 'Draft saved' and the draft. */
export async function saveDraft(category: Category, values: Record<string, unknown>, id?: string | null): Promise<{ message: string; draft: Draft }> {
  const checked = listingDraftSchema.safeParse({ category, values });
  if (!checked.success) throw new ApiError(400, draftMessages.tooLarge, 'ValidationError', fieldErrors(checked.error));
  const body = id ? await api.put<unknown>(`/listing-drafts/${encodeURIComponent(id)}`, checked.data) : await api.post<unknown>('/listing-drafts', checked.data);
  const answer = parse(z.object({ message: z.string().optional(), result: draftSchema }), body);
  return { message: answer.message ?? draftMessages.saved, draft: answer.result };
}

/** DELETE /api/listing-drafts/{id}; `listed` when the draft became a listing. */
export async function discardDraft(id: string, reason: 'discarded' | 'listed' = 'discarded'): Promise<string> {
  const answer = await api.delete<{ message?: string } | undefined>(`/listing-drafts/${encodeURIComponent(id)}${reason === 'listed' ? '?reason=listed' : ''}`);
  return answer?.message ?? draftMessages.discarded;
}
