// The reviews feature's public face (issue 33): schemas, messages and events directly, decisions under `reviews`.
export * from './messages';
export * from './schemas';
export * from './events';
export { reviewNotices, type ReviewNotice } from './notices';
export * as reviews from './review';
export { evolveReviews, foldReviews, completedByPayment, completedStay, dealingKindOfPayment, overallRating, REVIEW_WINDOW_MS } from './review';
export type { DealingReviewsState, ReviewState, ReviewActor, CompletedDealing } from './review';
