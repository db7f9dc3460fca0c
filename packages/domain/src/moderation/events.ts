import type { ListingReportReason, ModerationDecision, ReportOutcome } from './schemas';

/**
 * Moderation happens on the listing's own stream (`listing-{id}`), so a staff decision, a report and the
 * lister's edits are ordered against each other and checked under one revision. Each event carries the facts
 * its notices need (lister, title) as they were when it happened.
 */
type ListerFacts = { ownerId: string; organizationId: string | null; title: string };

/** A staff member's decision, always with their id and the reason the lister reads. */
export type ListingModerated = {
  type: 'ListingModerated';
  data: { listingId: string; decision: ModerationDecision; reason: string; staffId: string; decidedAt: string } & ListerFacts;
};
/** Someone reported the listing; one report per person per listing. `details` is sealed with the reporter's key. */
export type ListingReported = {
  type: 'ListingReported';
  data: { listingId: string; reportId: string; reporterId: string; reason: ListingReportReason; details?: string; reportedAt: string } & ListerFacts;
};
/** The third open report from a different person hides the listing until staff review it. */
export type ListingHiddenByReports = { type: 'ListingHiddenByReports'; data: { listingId: string; reportIds: string[]; hiddenAt: string } & ListerFacts };
export type ListingReportResolved = {
  type: 'ListingReportResolved';
  data: { listingId: string; reportId: string; reporterId: string; outcome: ReportOutcome; note: string; staffId: string; resolvedAt: string; title: string };
};
/** The lister of a hidden listing asks staff to look again (after editing it, usually). */
export type ListingReviewRequested = { type: 'ListingReviewRequested'; data: { listingId: string; requestedBy: string; note?: string; requestedAt: string } };

export type ModerationEvent = ListingModerated | ListingReported | ListingHiddenByReports | ListingReportResolved | ListingReviewRequested;
export const moderationEventTypes: ModerationEvent['type'][] = ['ListingModerated', 'ListingReported', 'ListingHiddenByReports', 'ListingReportResolved', 'ListingReviewRequested'];
export const isModerationEvent = (e: { type: string }): e is ModerationEvent => (moderationEventTypes as string[]).includes(e.type);
