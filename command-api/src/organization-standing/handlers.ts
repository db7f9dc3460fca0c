import {
  decideOrganizationStanding,
  NotFoundError,
  organizationStandingMessages as sm,
  organizationStandingSchema,
  organizationStandingStream,
  parseOrThrow,
  type OrganizationDecision,
} from '@fie/domain';
import { ORGANIZATIONS, type OrganizationView } from '@fie/read-models';
import { loadOrganizationStanding } from '../shared/aggregates';
import type { CommandDeps } from '../shared/deps';
import { escapeHtml } from '../shared/escape-html';
import { appendEvents } from '../shared/streams';
import { loadOrganization } from '../shared/aggregates';
import { sendCompletionLinkAgain } from '../organizations/passwords';

/** Staff verify, suspend or reinstate an organization after reviewing it; a suspension or reinstatement is mailed with the reason. */
export async function decideOrganization(deps: CommandDeps, staffId: string, orgId: string, input: unknown, decision: OrganizationDecision) {
  const { reason } = parseOrThrow(organizationStandingSchema, input);
  const org = await deps.documents.collection<OrganizationView>(ORGANIZATIONS).get(orgId);
  if (!org) throw new NotFoundError(sm.notFound, 'OrganizationNotFound');
  const { state, revision } = await loadOrganizationStanding(deps, orgId);
  const events = decideOrganizationStanding(state, decision, { orgId, staffId, reason, now: deps.now() });
  const { position } = await appendEvents(deps, organizationStandingStream(orgId), events, revision);
  if (decision !== 'verify') {
    try {
      await mailDecision(deps, org, decision, reason);
    } catch (error) {
      // The decision stands either way; staff see it and can tell the organization otherwise.
      deps.logger.error(`could not send the organization ${decision} mail`, { error: String(error) });
    }
  }
  return { position };
}

/** A fresh completion link for an organization that never finished registering; the reason is kept with the event. */
export async function resendCompletionLink(deps: CommandDeps, staffId: string, orgId: string, input: unknown, origin: string) {
  const { reason } = parseOrThrow(organizationStandingSchema, input);
  const found = /^[0-9a-f-]{36}$/.test(orgId) ? await loadOrganization(deps, orgId) : { state: undefined, revision: 'no_stream' as const };
  if (!found.state) throw new NotFoundError(sm.notFound, 'OrganizationNotFound');
  return sendCompletionLinkAgain(deps, found, { kind: 'staff', staffId, reason }, origin);
}

async function mailDecision(deps: CommandDeps, org: OrganizationView, decision: 'suspend' | 'reinstate', reason: string) {
  const suspended = decision === 'suspend';
  const lines = suspended
    ? [`Hello ${org.name},`, '', 'Your organization has been suspended on Fie: it cannot sign in and its listings no longer show in search.', '', `Why: ${reason}`, '', `To ask about it, reply to ${deps.supportEmail}.`]
    : [`Hello ${org.name},`, '', 'Your organization has been reinstated on Fie: it can sign in again and its listings show in search again.', '', `Note from our staff: ${reason}`];
  await deps.mailer.send({
    to: org.email,
    subject: suspended ? 'Your organization has been suspended on Fie' : 'Your organization has been reinstated on Fie',
    text: lines.join('\n'),
    html: lines.filter(Boolean).map((l) => `<p>${escapeHtml(l)}</p>`).join(''),
    headers: { 'X-Fie-Template': suspended ? 'organization-suspended' : 'organization-reinstated' },
  });
}
