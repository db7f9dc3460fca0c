import { z } from 'zod';
import { reviewMessages as m } from './messages';

/**
 * The shapes of the review calls, shared by the API and the forms (issue 33). A seeker rates the lister on the
 * listing's accuracy, whether they were the real owner or an authorised agent, communication and punctuality; a
 * lister rates the seeker on communication, punctuality and respect for the house rules; each 1 to 5.
 */
export const dealingKinds = ['viewing', 'tenancy', 'stay'] as const;
export type DealingKind = (typeof dealingKinds)[number];
export const reviewSides = ['seeker', 'lister'] as const;
/** The side that wrote a review: `seeker` reviews the lister, `lister` reviews the seeker. */
export type ReviewSide = (typeof reviewSides)[number];

export const listerCriteria = ['accuracy', 'real_owner', 'communication', 'punctuality'] as const;
export const seekerCriteria = ['communication', 'punctuality', 'house_rules'] as const;
/** The criteria a side rates the other on. */
export const criteriaFor = (side: ReviewSide): readonly string[] => (side === 'seeker' ? listerCriteria : seekerCriteria);

/** How many days after a completed dealing each side may review the other. */
export const REVIEW_WINDOW_DAYS = 14;
export const REVIEW_TEXT_MAX = 1000;

const blank = (v: unknown) => v === '' || v === null;
const optionalId = z.preprocess((v) => (blank(v) ? undefined : v), z.string({ error: m.dealingRequired }).trim().min(1, { error: m.dealingRequired }).max(100, { error: m.dealingRequired }).optional());
const text = (required: string) => z.string({ error: required }).trim().min(1, { error: required }).max(REVIEW_TEXT_MAX, { error: m.textTooLong });
const star = z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), z.number({ error: m.ratingInvalid }).int({ error: m.ratingInvalid }).min(1, { error: m.ratingInvalid }).max(5, { error: m.ratingInvalid }));

function ratingsSchema(criteria: readonly string[]) {
  return z.strictObject(Object.fromEntries(criteria.map((c) => [c, star])) as Record<string, typeof star>, { error: (issue) => (issue.code === 'unrecognized_keys' ? m.ratingUnknown : m.ratingsRequired) });
}
/** What a seeker rates a lister on, and what a lister rates a seeker on. */
export const listerRatingsSchema = ratingsSchema(listerCriteria);
export const seekerRatingsSchema = ratingsSchema(seekerCriteria);
export const ratingsSchemaFor = (side: ReviewSide) => (side === 'seeker' ? listerRatingsSchema : seekerRatingsSchema);

/**
 * `POST /api/reviews`: which dealing (its payment, or its viewing, stay or tenancy's offer), the ratings and a short text. The
 * ratings are checked against the author's side once it is known (`ratingsSchemaFor`): here only that they are an object.
 */
export const submitReviewSchema = z
  .object({
    payment_id: optionalId,
    viewing_id: optionalId,
    stay_id: optionalId,
    /** A tenancy, named by its accepted offer: the deposit paid on it and released proves it. */
    offer_id: optionalId,
    ratings: z.record(z.string(), z.unknown(), { error: m.ratingsRequired }),
    text: text(m.textRequired),
  })
  .superRefine((v, ctx) => {
    const given = [v.payment_id, v.viewing_id, v.stay_id, v.offer_id].filter(Boolean).length;
    if (given !== 1) ctx.addIssue({ code: 'custom', path: ['payment_id'], message: m.dealingRequired });
  });
export type SubmitReviewBody = z.output<typeof submitReviewSchema>;

/** `POST /api/reviews/{id}/reply`: one public answer. */
export const replyToReviewSchema = z.object({ text: text(m.replyRequired) });
/** `POST /api/admin/reviews/{id}/remove`: why, under the published policy. */
export const removeReviewSchema = z.object({ reason: z.string({ error: m.reasonRequired }).trim().min(1, { error: m.reasonRequired }).max(500, { error: m.reasonTooLong }) });
