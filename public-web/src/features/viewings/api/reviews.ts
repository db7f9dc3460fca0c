import { z } from 'zod';
import { criteriaFor, ratingsSchemaFor, replyToReviewSchema, reviewMessages, type ReviewSide } from '@fie/domain';
import { api } from '../../../lib/api-client';
import { parseAnswer, type Viewing } from './viewings';

export { criteriaFor, ratingsSchemaFor, replyToReviewSchema, reviewMessages };

/** Where this side of a viewing stands with its review (issue 33), as GET /api/viewings says it. */
export type ReviewStanding = NonNullable<Viewing['review']>;

/** The form's fields: a rating per criterion of the side (1 to 5, 0 while unrated) and the words. */
export const reviewTextSchema = z.object({ text: z.string().trim().min(1, { error: reviewMessages.textRequired }).max(1000, { error: reviewMessages.textTooLong }) });
export type ReviewValues = { ratings: Record<string, number>; text: string };

const submitted = z.object({ message: z.string(), result: z.object({ id: z.string(), status: z.enum(['hidden', 'published']) }) });

/** A dealing reviewed from its own screen: a viewing (its dialog), a stay (the stays list) or a tenancy (its accepted offer's card). */
export type ReviewedDealing = { kind: 'viewing' | 'stay' | 'tenancy'; id: string };

/** POST /api/reviews for a viewing, a stay or a tenancy (named by its offer): its side is the caller's (the server knows it); what the server said, in English. */
export async function reviewDealing(dealing: ReviewedDealing, side: ReviewSide, values: ReviewValues) {
  const ratings = Object.fromEntries(criteriaFor(side).map((c) => [c, values.ratings[c]]));
  const which = dealing.kind === 'viewing' ? { viewing_id: dealing.id } : dealing.kind === 'tenancy' ? { offer_id: dealing.id } : { stay_id: dealing.id };
  return parseAnswer(submitted, await api.post<unknown>('/reviews', { ...which, ratings, text: values.text }), 'the review');
}

/** POST /api/reviews/{id}/reply: the one public answer of the person the review is about. */
export async function replyToReview(reviewId: string, text: string) {
  return parseAnswer(z.object({ message: z.string() }), await api.post<unknown>(`/reviews/${encodeURIComponent(reviewId)}/reply`, { text }), 'the reply');
}
