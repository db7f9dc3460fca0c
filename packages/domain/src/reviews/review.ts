import { z } from 'zod';
import type { PartyRef } from '../conversations/parties';
import type { PaymentEvent } from '../payments/events';
import type { PaymentKind } from '../payments/schemas';
import { ConflictError, ForbiddenError, NotFoundError, RuleViolation } from '../shared/errors';
import { parseOrThrow } from '../shared/validation';
import type { ReviewDealing, ReviewEvent, ReviewRemoved, ReviewReplied, ReviewsPublished, ReviewSubmitted } from './events';
import { reviewIdOf } from './events';
import { reviewMessages as m } from './messages';
import { ratingsSchemaFor, removeReviewSchema, replyToReviewSchema, REVIEW_WINDOW_DAYS, type DealingKind, type ReviewSide } from './schemas';

/**
 * The reviews of one completed dealing (issue 33), as a decider over its stream. Each side may review the other
 * once, within 14 days of completion; neither sees the other's review before writing their own (double-blind):
 * both are published together when the second arrives, or whatever is in when the window closes. A published
 * review is never edited; the person it is about may answer it once, and staff may remove it with a reason.
 */
export type ReviewState = {
  reviewId: string;
  side: ReviewSide;
  authorId: string;
  subject: PartyRef;
  ratings: Record<string, number>;
  text: string;
  submittedAt: string;
  published: boolean;
  replied: boolean;
  removed: boolean;
};
export type DealingReviewsState = { dealing: ReviewDealing; reviews: Partial<Record<ReviewSide, ReviewState>> };

export function evolveReviews(state: DealingReviewsState | undefined, event: ReviewEvent): DealingReviewsState | undefined {
  switch (event.type) {
    case 'ReviewSubmitted': {
      const { reviewId, side, authorId, subject, ratings, text, submittedAt, ...dealing } = event.data;
      const review: ReviewState = { reviewId, side, authorId, subject, ratings, text, submittedAt, published: false, replied: false, removed: false };
      return { dealing: state?.dealing ?? dealing, reviews: { ...state?.reviews, [side]: review } };
    }
    case 'ReviewsPublished':
      return state && { ...state, reviews: mapReviews(state, (r) => (event.data.reviewIds.includes(r.reviewId) ? { ...r, published: true } : r)) };
    case 'ReviewReplied':
      return state && { ...state, reviews: mapReviews(state, (r) => (r.reviewId === event.data.reviewId ? { ...r, replied: true } : r)) };
    case 'ReviewRemoved':
      return state && { ...state, reviews: mapReviews(state, (r) => (r.reviewId === event.data.reviewId ? { ...r, removed: true } : r)) };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

function mapReviews(state: DealingReviewsState, change: (r: ReviewState) => ReviewState): DealingReviewsState['reviews'] {
  const out: DealingReviewsState['reviews'] = {};
  for (const side of ['seeker', 'lister'] as const) if (state.reviews[side]) out[side] = change(state.reviews[side]);
  return out;
}

export const foldReviews = (events: ReviewEvent[]) => events.reduce<DealingReviewsState | undefined>(evolveReviews, undefined);

// ---- what proves a dealing completed -------------------------------------------------------------------------

const DAY_MS = 24 * 60 * 60 * 1000;
export const REVIEW_WINDOW_MS = REVIEW_WINDOW_DAYS * DAY_MS;
export const dealingKindOfPayment = (kind: PaymentKind): DealingKind => (kind === 'viewing_fee' ? 'viewing' : kind === 'deposit' ? 'tenancy' : 'stay');

/** A dealing as the edge found it completed: its parties, and when it completed. */
export type CompletedDealing = Omit<ReviewDealing, 'windowClosesAt'>;

/**
 * A payment's history proves its dealing took place once money was sent on to the lister: the payer confirmed
 * (the viewing happened, the keys are in hand), the time passed with no dispute (24 h after the slot or check-in),
 * or staff decided a release or a split. A refund, a failure or money still held proves nothing. The dealing
 * completed at the first release asked for.
 */
export function completedByPayment(events: PaymentEvent[]): CompletedDealing | undefined {
  const requested = events.find((e) => e.type === 'PaymentRequested');
  const release = events.find((e) => e.type === 'PaymentReleaseRequested');
  if (!requested || !release || release.type !== 'PaymentReleaseRequested') return undefined;
  const d = requested.data;
  return { kind: dealingKindOfPayment(d.kind), dealingId: d.dealingId, listingId: d.listingId, seekerId: d.payerId, lister: d.lister, paymentId: d.paymentId, completedAt: release.data.requestedAt };
}

/** A stay the lister accepted and that was not called off is completed on its last day, paid through Fie or not. */
export function completedStay(stay: { stayId: string; listingId: string; seekerId: string; lister: PartyRef; status: string; end: string }, now: Date): CompletedDealing | undefined {
  const endsAt = new Date(`${stay.end.slice(0, 10)}T23:59:59.999Z`);
  if (stay.status !== 'accepted' || endsAt.getTime() > now.getTime()) return undefined;
  return { kind: 'stay', dealingId: stay.stayId, listingId: stay.listingId, seekerId: stay.seekerId, lister: stay.lister, completedAt: endsAt.toISOString() };
}

// ---- decisions ----------------------------------------------------------------------------------------------------

/** Who acts on a dealing: its seeker, or its lister (`by` is the person or organization acting for the lister). */
export type ReviewActor = { side: ReviewSide; by: string };
type Ctx = { now: Date };

/**
 * A side reviews the other. Refused without a completed dealing, after its window, twice, or with ratings not
 * for this side. When the other side's review is already in, both are published at once.
 */
export function submitReview(
  state: DealingReviewsState | undefined,
  dealing: CompletedDealing | undefined,
  actor: ReviewActor,
  input: { ratings: unknown; text: string },
  ctx: Ctx,
): ReviewEvent[] {
  if (!dealing) throw new RuleViolation('NoCompletedDealing', m.noCompletedDealing, { payment_id: m.noCompletedDealing });
  // The window is the dealing's as first reviewed: both sides have the same 14 days.
  const base: ReviewDealing = state?.dealing ?? { ...dealing, windowClosesAt: new Date(Date.parse(dealing.completedAt) + REVIEW_WINDOW_MS).toISOString() };
  if (ctx.now.toISOString() >= base.windowClosesAt) throw new RuleViolation('ReviewWindowClosed', m.windowClosed, { payment_id: m.windowClosed });
  if (state?.reviews[actor.side]) throw new ConflictError(m.alreadyReviewed, 'AlreadyReviewed');
  // Checked under `ratings`, so each criterion's message names its field: `ratings.accuracy`.
  const { ratings } = parseOrThrow(z.object({ ratings: ratingsSchemaFor(actor.side) }), { ratings: input.ratings }) as { ratings: Record<string, number> };
  const reviewId = reviewIdOf(dealing.kind, dealing.dealingId, actor.side);
  const subject: PartyRef = actor.side === 'seeker' ? dealing.lister : { kind: 'user', id: dealing.seekerId };
  const at = ctx.now.toISOString();
  const submitted: ReviewSubmitted = {
    type: 'ReviewSubmitted',
    data: { ...base, reviewId, side: actor.side, authorId: actor.by, subject, ratings, text: input.text, submittedAt: at },
  };
  const other = state?.reviews[actor.side === 'seeker' ? 'lister' : 'seeker'];
  if (!other) return [submitted];
  return [submitted, published(submitted.data, [other, { reviewId, subject }], 'both_in', at)];
}

function published(d: Pick<ReviewDealing, 'kind' | 'dealingId' | 'listingId'>, reviews: Pick<ReviewState, 'reviewId' | 'subject'>[], cause: ReviewsPublished['data']['cause'], at: string): ReviewsPublished {
  return { type: 'ReviewsPublished', data: { kind: d.kind, dealingId: d.dealingId, listingId: d.listingId, reviewIds: reviews.map((r) => r.reviewId), subjects: reviews.map((r) => r.subject), cause, publishedAt: at } };
}

/** At the window's close, what was written and not yet shown is shown (what the reviews' clock asks each round). */
export function publishWhenWindowCloses(state: DealingReviewsState | undefined, ctx: Ctx): ReviewEvent[] {
  if (!state || ctx.now.toISOString() < state.dealing.windowClosesAt) return [];
  const waiting = Object.values(state.reviews).filter((r) => !r.published);
  return waiting.length ? [published(state.dealing, waiting, 'window_closed', ctx.now.toISOString())] : [];
}

/** A published review, or not found: one not yet shown does not exist for anyone but its author. */
function shownReview(state: DealingReviewsState | undefined, reviewId: string): ReviewState {
  const review = state && Object.values(state.reviews).find((r) => r.reviewId === reviewId);
  if (!review || !review.published) throw new NotFoundError(m.notFound, 'ReviewNotFound');
  return review;
}

/** The person a review is about answers it, once; `actor` is on the dealing's other side. */
export function replyToReview(state: DealingReviewsState | undefined, reviewId: string, actor: ReviewActor, input: unknown, ctx: Ctx): ReviewReplied[] {
  const review = shownReview(state, reviewId);
  if (review.removed) throw new RuleViolation('ReviewRemoved', m.removed);
  if (actor.side === review.side) throw new ForbiddenError(m.onlySubjectReplies, 'OnlySubjectReplies');
  if (review.replied) throw new ConflictError(m.alreadyReplied, 'AlreadyReplied');
  const { text } = parseOrThrow(replyToReviewSchema, input);
  return [{ type: 'ReviewReplied', data: { kind: state!.dealing.kind, dealingId: state!.dealing.dealingId, reviewId, subject: review.subject, by: actor.by, text, repliedAt: ctx.now.toISOString() } }];
}

/** Staff take a published review down, saying which rule it breaks. */
export function removeReview(state: DealingReviewsState | undefined, reviewId: string, staffId: string, input: unknown, ctx: Ctx): ReviewRemoved[] {
  const review = shownReview(state, reviewId);
  const { reason } = parseOrThrow(removeReviewSchema, input);
  if (review.removed) throw new ConflictError(m.alreadyRemoved, 'AlreadyRemoved');
  return [{ type: 'ReviewRemoved', data: { kind: state!.dealing.kind, dealingId: state!.dealing.dealingId, reviewId, subject: review.subject, staffId, reason, removedAt: ctx.now.toISOString() } }];
}

/** The average of one review's ratings, to one decimal. */
export const overallRating = (ratings: Record<string, number>) => {
  const values = Object.values(ratings);
  return values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10 : 0;
};
