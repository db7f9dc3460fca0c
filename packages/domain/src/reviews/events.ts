import type { PartyRef } from '../conversations/parties';
import type { DealingKind, ReviewSide } from './schemas';

/**
 * Events of the reviews of one completed dealing (issue 33), on `reviews-{kind}-{dealingId}`: both sides' reviews
 * share the stream, so "none twice" and the double-blind publication are decided on one revision. Every event
 * names the dealing and the reviews it concerns, so a read model needs no earlier event to know whose they are.
 */
export type ReviewDealing = {
  kind: DealingKind;
  dealingId: string;
  listingId: string;
  seekerId: string;
  lister: PartyRef;
  /** The payment whose release (or the stay whose end) proves the dealing took place. */
  paymentId?: string;
  completedAt: string;
  /** 14 days after completion: no review after it, and whatever was written is shown at it. */
  windowClosesAt: string;
};

export type ReviewSubmitted = {
  type: 'ReviewSubmitted';
  data: ReviewDealing & {
    reviewId: string;
    side: ReviewSide;
    /** Who wrote it: the seeker, or the lister (a person, an organization, or its member who lists). */
    authorId: string;
    /** Who it is about: the lister (a person or an organization) or the seeker. */
    subject: PartyRef;
    ratings: Record<string, number>;
    /** The author's words, sealed with their key (personalDataFields). */
    text: string;
    submittedAt: string;
  };
};
/** Shown to everyone: both sides are in, or the window closed with one in. Nothing of them changes after this. */
export type ReviewsPublished = {
  type: 'ReviewsPublished';
  data: { kind: DealingKind; dealingId: string; listingId: string; reviewIds: string[]; subjects: PartyRef[]; cause: 'both_in' | 'window_closed'; publishedAt: string };
};
/** The one public answer of the person a review is about. Their words, sealed with their key. */
export type ReviewReplied = { type: 'ReviewReplied'; data: { kind: DealingKind; dealingId: string; reviewId: string; subject: PartyRef; by: string; text: string; repliedAt: string } };
/** Staff took a review down for breaking the published policy, saying why. */
export type ReviewRemoved = { type: 'ReviewRemoved'; data: { kind: DealingKind; dealingId: string; reviewId: string; subject: PartyRef; staffId: string; reason: string; removedAt: string } };

export type ReviewEvent = ReviewSubmitted | ReviewsPublished | ReviewReplied | ReviewRemoved;

export const reviewEventTypes: ReviewEvent['type'][] = ['ReviewSubmitted', 'ReviewsPublished', 'ReviewReplied', 'ReviewRemoved'];
export const isReviewEvent = (event: { type: string }): event is ReviewEvent => (reviewEventTypes as string[]).includes(event.type);

export const reviewsStream = (kind: DealingKind, dealingId: string) => `reviews-${kind}-${dealingId}`;

/** A review's id says which dealing's stream it is on and which side wrote it: `viewing-{dealingId}-seeker`. */
export const reviewIdOf = (kind: DealingKind, dealingId: string, side: ReviewSide) => `${kind}-${dealingId}-${side}`;
const REVIEW_ID = /^(viewing|tenancy|stay)-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(seeker|lister)$/i;
export function parseReviewId(reviewId: string): { kind: DealingKind; dealingId: string; side: ReviewSide } | undefined {
  const match = REVIEW_ID.exec(reviewId);
  return match ? { kind: match[1] as DealingKind, dealingId: match[2]!, side: match[3] as ReviewSide } : undefined;
}
