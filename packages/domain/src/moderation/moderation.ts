import { ConflictError, NotFoundError, RuleViolation } from '../shared/errors';
import { listingMessages } from '../listings/messages';
import { typeLabels } from '../listings/options';
import type { ListingState } from '../listings/listing';
import type { ConversationState } from '../conversations/conversation';
import type { MessageReportResolved } from '../conversations/events';
import type { ListingHiddenByReports, ListingModerated, ListingReported, ListingReportResolved, ListingReviewRequested } from './events';
import { moderationMessages as m } from './messages';
import type { ModerationDecision, ReportListingInput, ResolveReportInput } from './schemas';

import { REPORTS_TO_HIDE } from './listing-moderation';

export { evolveModeration, hiddenByReportsReason, noModeration, REPORTS_TO_HIDE, type ListingModeration } from './listing-moderation';

const present = (state: ListingState | undefined): ListingState => {
  if (!state || state.deleted) throw new NotFoundError(listingMessages.notFound, 'NotFound');
  return state;
};

/** The lister and title as they are now, copied into the event for its notices. */
const facts = (s: ListingState) => ({
  ownerId: s.ownerId,
  organizationId: s.organizationId,
  title: s.listing.title || `${typeLabels[s.listing.type] ?? s.listing.type} in ${s.listing.location_details.town}`,
});

/**
 * A staff decision on a listing: approve (reviewed and fine: shown again if it was hidden), hide, restore
 * (show a hidden listing again) or remove (gone for good, like a deletion). Hiding what is hidden, or restoring
 * what is not, is refused so a double click does not tell the lister twice.
 */
export function moderateListing(state: ListingState | undefined, command: { staffId: string; decision: ModerationDecision; reason: string }, ctx: { now: Date }): [ListingModerated] {
  const s = present(state);
  if (command.decision === 'hide' && s.moderation.hidden) throw new RuleViolation('AlreadyHidden', m.alreadyHidden);
  if (command.decision === 'restore' && !s.moderation.hidden) throw new RuleViolation('NotHidden', m.notHidden);
  return [{ type: 'ListingModerated', data: { listingId: s.listingId, decision: command.decision, reason: command.reason, staffId: command.staffId, decidedAt: ctx.now.toISOString(), ...facts(s) } }];
}

/**
 * A signed-in person reports a listing they can see, once. The report that makes {@link REPORTS_TO_HIDE}
 * different people with open reports also hides the listing until staff review it.
 */
export function reportListing(
  state: ListingState | undefined,
  command: { reporterId: string; reportId: string } & ReportListingInput,
  ctx: { now: Date },
): [ListingReported] | [ListingReported, ListingHiddenByReports] {
  const s = present(state);
  if (s.moderation.hidden || s.status !== 'published') throw new NotFoundError(listingMessages.notFound, 'NotFound');
  if (s.ownerId === command.reporterId) throw new RuleViolation('ReportOwnListing', m.reportOwnListing);
  if (s.moderation.reports.some((r) => r.reporterId === command.reporterId)) throw new ConflictError(m.alreadyReported, 'AlreadyReported');
  const at = ctx.now.toISOString();
  const reported: ListingReported = {
    type: 'ListingReported',
    data: { listingId: s.listingId, reportId: command.reportId, reporterId: command.reporterId, reason: command.reason, ...(command.details ? { details: command.details } : {}), reportedAt: at, ...facts(s) },
  };
  const open = s.moderation.reports.filter((r) => r.open);
  if (new Set([...open.map((r) => r.reporterId), command.reporterId]).size < REPORTS_TO_HIDE) return [reported];
  return [reported, { type: 'ListingHiddenByReports', data: { listingId: s.listingId, reportIds: [...open.map((r) => r.reportId), command.reportId], hiddenAt: at, ...facts(s) } }];
}

/** Staff close a report with an outcome; the reporter is told it. A report is resolved once. */
export function resolveReport(state: ListingState | undefined, command: { staffId: string; reportId: string } & ResolveReportInput, ctx: { now: Date }): [ListingReportResolved] {
  const report = state?.moderation.reports.find((r) => r.reportId === command.reportId);
  if (!state || !report) throw new NotFoundError(m.reportNotFound, 'ReportNotFound');
  if (!report.open) throw new ConflictError(m.reportResolved, 'ReportResolved');
  return [
    {
      type: 'ListingReportResolved',
      data: { listingId: state.listingId, reportId: report.reportId, reporterId: report.reporterId, outcome: command.outcome, note: command.note, staffId: command.staffId, resolvedAt: ctx.now.toISOString(), title: facts(state).title },
    },
  ];
}

/** Staff close a report of a message (from the conversations feature) with an outcome; its reporter is told. */
export function resolveMessageReport(
  state: ConversationState | undefined,
  command: { conversationId: string; reportId: string; staffId: string } & ResolveReportInput,
  ctx: { now: Date },
): [MessageReportResolved] {
  const report = state?.reportsById?.[command.reportId];
  if (!report) throw new NotFoundError(m.reportNotFound, 'ReportNotFound');
  if (report.resolved) throw new ConflictError(m.reportResolved, 'ReportResolved');
  const { conversationId, reportId, staffId, outcome, note } = command;
  return [{ type: 'MessageReportResolved', data: { conversationId, reportId, reporter: report.reporter, outcome, note, staffId, resolvedAt: ctx.now.toISOString() } }];
}

/** The lister of a hidden listing asks for a review (the caller has checked they may manage it). */
export function requestReview(state: ListingState | undefined, command: { requestedBy: string; note?: string }, ctx: { now: Date }): [ListingReviewRequested] {
  const s = present(state);
  if (!s.moderation.hidden) throw new RuleViolation('NotHidden', m.reviewNotNeeded);
  if (s.moderation.reviewRequested) throw new ConflictError(m.reviewAlreadyRequested, 'ReviewAlreadyRequested');
  return [{ type: 'ListingReviewRequested', data: { listingId: s.listingId, requestedBy: command.requestedBy, ...(command.note ? { note: command.note } : {}), requestedAt: ctx.now.toISOString() } }];
}
