import {
  conversationStream,
  evolveConversation,
  listings,
  listingStream,
  moderation,
  moderationDecisionSchema,
  NotFoundError,
  parseOrThrow,
  reportListingSchema,
  requestReviewSchema,
  resolveReportSchema,
  UnauthorizedError,
  moderationMessages as m,
  type ConversationEvent,
  type ConversationState,
  type ModerationDecision,
} from '@fie/domain';
import { MESSAGE_REPORTS, type MessageReportView } from '@fie/read-models';
import type { Principal } from '@fie/platform';
import { listingActor, loadListing } from '../shared/aggregates';
import type { CommandDeps } from '../shared/deps';
import { appendEvents, loadState } from '../shared/streams';

/** A report's id names its listing and its reporter: there is one report per person per listing. */
export const listingReportId = (listingId: string, reporterId: string) => `${listingId}.${reporterId}`;
const listingOfReport = (reportId: string) => reportId.split('.')[0] ?? '';

/** A staff decision on a listing, with the staff member and the reason on the event. */
export async function moderateListing(deps: CommandDeps, staffId: string, listingId: string, decision: ModerationDecision, input: unknown) {
  const { reason } = parseOrThrow(moderationDecisionSchema, input);
  const { state, revision } = await loadListing(deps, listingId);
  const events = moderation.moderateListing(state, { staffId, decision, reason }, { now: deps.now() });
  return appendEvents(deps, listingStream(listingId), events, revision);
}

/** A signed-in person reports a listing they can see; the third person's report hides it (in the same append). */
export async function reportListing(deps: CommandDeps, principal: Principal | undefined, listingId: string, input: unknown) {
  if (principal?.kind !== 'user') throw new UnauthorizedError(m.signInToReport);
  const body = parseOrThrow(reportListingSchema, input);
  const { state, revision } = await loadListing(deps, listingId);
  const reportId = listingReportId(listingId, principal.id);
  const events = moderation.reportListing(state, { reporterId: principal.id, reportId, ...body }, { now: deps.now() });
  const { position } = await appendEvents(deps, listingStream(listingId), events, revision);
  return { reportId, position };
}

export async function resolveListingReport(deps: CommandDeps, staffId: string, reportId: string, input: unknown) {
  const body = parseOrThrow(resolveReportSchema, input);
  const listingId = listingOfReport(reportId);
  const { state, revision } = await loadListing(deps, listingId);
  if (!state) throw new NotFoundError(m.reportNotFound, 'ReportNotFound');
  const events = moderation.resolveReport(state, { staffId, reportId, ...body }, { now: deps.now() });
  return appendEvents(deps, listingStream(listingId), events, revision);
}

/** A message report (kept by the conversations projection) closed with an outcome, on its conversation's stream. */
export async function resolveMessageReport(deps: CommandDeps, staffId: string, reportId: string, input: unknown) {
  const body = parseOrThrow(resolveReportSchema, input);
  // The report's id does not name its conversation; the read model does (a lookup, not a decision).
  const report = await deps.documents.collection<MessageReportView>(MESSAGE_REPORTS).get(reportId);
  if (!report) throw new NotFoundError(m.reportNotFound, 'ReportNotFound');
  const stream = conversationStream(report.conversationId);
  const { state, revision } = await loadState<ConversationState, ConversationEvent>(deps, stream, evolveConversation);
  const events = moderation.resolveMessageReport(state, { conversationId: report.conversationId, reportId, staffId, ...body }, { now: deps.now() });
  return appendEvents(deps, stream, events, revision);
}

/** The lister (or a member who may manage it) asks staff to look at a hidden listing again. */
export async function requestListingReview(deps: CommandDeps, principal: Principal | undefined, listingId: string, input: unknown) {
  const actor = await listingActor(deps, principal);
  const { note } = parseOrThrow(requestReviewSchema, input ?? {});
  const { state, revision } = await loadListing(deps, listingId);
  listings.assertMayManage(state, actor, 'list_properties');
  const requestedBy = actor.kind === 'user' ? `user-${actor.userId}` : `organization-${actor.orgId}`;
  const events = moderation.requestReview(state, { requestedBy, ...(note ? { note } : {}) }, { now: deps.now() });
  return appendEvents(deps, listingStream(listingId), events, revision);
}
