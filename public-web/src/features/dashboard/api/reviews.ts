import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** GET /api/reviews?subject={id}: a person's published reviews, their reputation and the no-shows recorded against them (issue 33). */
const reviewsOfSchema = z.object({
  reputation: z.object({ count: z.number(), average: z.number().nullable(), completedDealings: z.number(), noShows: z.number().catch(0) }).nullish().catch(null),
  /** The no-shows recorded against them (facts, not reviews), each with their answer. */
  noShows: z.array(z.object({ id: z.string(), answer: z.string().nullable().catch(null) })).catch([]),
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
