import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** GET /api/reviews?subject={id}: a person's published reviews and their reputation (issue 33). */
const reviewsOfSchema = z.object({
  reputation: z.object({ count: z.number(), average: z.number().nullable(), completedDealings: z.number() }).nullish().catch(null),
  reviews: z
    .array(
      z.object({
        id: z.string(),
        author: z.object({ name: z.string().catch('') }),
        overall: z.number().nullable(),
        text: z.string().nullable(),
        publishedAt: z.string().nullish(),
        reply: z.object({ text: z.string() }).nullish().catch(null),
      }),
    )
    .catch([]),
});
export type ReviewsOf = z.infer<typeof reviewsOfSchema>;

export async function fetchReviewsOf(subjectId: string, signal?: AbortSignal): Promise<ReviewsOf> {
  const answer = await api.get<{ result: unknown }>(`/reviews?subject=${encodeURIComponent(subjectId)}`, { signal });
  return reviewsOfSchema.parse(answer.result);
}
