import { z } from 'zod';
import { moderationMessages as m } from './messages';
import { listingReportReasons } from './report-reasons';

export const moderationDecisions = ['approve', 'hide', 'restore', 'remove'] as const;
export type ModerationDecision = (typeof moderationDecisions)[number];

const optionalText = (max: number, message: string) => z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().max(max, { error: message }).optional());

/** POST /api/admin/listings/{id}/{decision}: every staff decision says why. */
export const moderationDecisionSchema = z.object({
  reason: z.string({ error: m.reasonRequired }).trim().min(1, { error: m.reasonRequired }).max(1000, { error: m.reasonTooLong }),
});
export type ModerationDecisionInput = z.infer<typeof moderationDecisionSchema>;

export { listingReportReasons, listingReportReasonLabels, type ListingReportReason } from './report-reasons';

/** POST /api/properties/{id}/report and the property page's report form. */
export const reportListingSchema = z.object({
  reason: z.enum(listingReportReasons, { error: m.reportReasonRequired }),
  details: optionalText(1000, m.detailsTooLong),
});
export type ReportListingInput = z.infer<typeof reportListingSchema>;

export const reportOutcomes = ['action_taken', 'no_action'] as const;
export type ReportOutcome = (typeof reportOutcomes)[number];
/** What the reporter is told. */
export const reportOutcomeLabels: Record<ReportOutcome, string> = {
  action_taken: 'We acted on the listing you reported',
  no_action: 'We found nothing against our rules in the listing you reported',
};

/** POST /api/admin/listing-reports/{id}/resolve. */
export const resolveReportSchema = z.object({
  outcome: z.enum(reportOutcomes, { error: m.outcomeRequired }),
  note: z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string().trim().max(1000, { error: m.noteTooLong })),
});
export type ResolveReportInput = z.infer<typeof resolveReportSchema>;

/** POST /api/properties/{id}/request-review. */
export const requestReviewSchema = z.object({ note: optionalText(1000, m.noteTooLong) });
