import { createHash, randomBytes } from 'node:crypto';
import { accounts, changePasswordSchema, organizationEmailClaimStream, organizations, organizationStream, parseOrThrow, type OrganizationState } from '@fie/domain';
import { sendPasswordResetCode } from '../accounts/mail';
import { emailDigest, hashCode, hashPassword, newConfirmationCode, verifyPassword } from '../shared/crypto';
import type { ExpectedRevision } from '@fie/stores';
import type { CommandDeps } from '../shared/deps';
import { appendEvents } from '../shared/streams';
import { sendCompletionLink } from './mail';
import { loadOrganization } from '../shared/aggregates';

/**
 * An organization's password, recovered and changed through the same calls as a person's (/api/auth/forgot-password,
 * reset-password, change-password), and its completion link sent again. The decisions are the domain's
 * (organizations/organization.ts, with the people's code rules); this does the hashing, appending and mailing.
 */

/** Keys in links are `{orgId}.{secret}`: the stream to look in, and a secret kept only as its hash. */
export const newCompletionKey = (orgId: string) => {
  const secret = randomBytes(24).toString('base64url');
  return { key: `${orgId}.${secret}`, hash: sha256(secret) };
};
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The organization that holds an email (its claim stream names it), with the revision read; none when no organization has it. */
export async function loadOrganizationByEmail(deps: CommandDeps, email: string): Promise<{ state: OrganizationState | undefined; revision: ExpectedRevision }> {
  const claims = await deps.events.readStream(organizationEmailClaimStream(emailDigest(email)));
  const orgId = (claims[claims.length - 1]?.data as { orgId?: string } | undefined)?.orgId;
  return orgId ? loadOrganization(deps, orgId) : { state: undefined, revision: 'no_stream' };
}

/** Codes are bound to the organization (and apart from any person's code), so the log cannot be used to reset it. */
const resetSubject = (orgId: string) => `organization-reset:${orgId}`;

export async function requestOrganizationReset(deps: CommandDeps, found: { state: OrganizationState | undefined; revision: ExpectedRevision }, baseUrl: string) {
  const { state, revision } = found;
  const code = newConfirmationCode();
  const events = organizations.requestPasswordReset(state, { now: deps.now(), codeHash: state ? hashCode(deps.secrets.codeSecret, resetSubject(state.orgId), code) : '' });
  const { position } = await appendEvents(deps, organizationStream(state!.orgId), events, revision);
  try {
    await sendPasswordResetCode(deps.mailer, { email: state!.email, firstName: state!.name }, code, baseUrl, 'organization');
  } catch (error) {
    // The code is recorded either way; the organization can ask for another in 30 seconds.
    deps.logger.error('could not send the organization password reset code', { orgId: state!.orgId, error: String(error) });
  }
  return { destination: state!.email, position };
}

export async function resetOrganizationPassword(deps: CommandDeps, found: { state: OrganizationState | undefined; revision: ExpectedRevision }, code: string, password: string) {
  const { state, revision } = found;
  const [event] = organizations.resetPassword(state, {
    now: deps.now(),
    codeHash: state ? hashCode(deps.secrets.codeSecret, resetSubject(state.orgId), code) : '',
    passwordHash: await hashPassword(password),
  });
  const { position } = await appendEvents(deps, organizationStream(state!.orgId), [event], revision);
  // A wrong code is recorded (it counts towards the limit) and then refused, with the people's message.
  if (event.type === 'OrganizationPasswordResetCodeRejected') throw accounts.codeRejectionError(event.data.reason);
  return { position, orgId: state!.orgId };
}

export async function changeOrganizationPassword(deps: CommandDeps, orgId: string, input: unknown) {
  const { oldPassword, newPassword } = parseOrThrow(changePasswordSchema, input);
  const { state, revision } = await loadOrganization(deps, orgId);
  const events = organizations.changePassword(state, {
    now: deps.now(),
    oldPasswordMatches: await verifyPassword(state?.passwordHash, oldPassword),
    passwordHash: await hashPassword(newPassword),
  });
  return appendEvents(deps, organizationStream(orgId), events, revision);
}

/**
 * A fresh completion link for an organization that never finished registering: asked for by registering again
 * with its email, or sent by staff. The old link stops working.
 */
export async function sendCompletionLinkAgain(
  deps: CommandDeps,
  found: { state: OrganizationState | undefined; revision: ExpectedRevision },
  by: { kind: 'registration' } | { kind: 'staff'; staffId: string; reason: string },
  baseUrl: string,
) {
  const { state, revision } = found;
  const { key, hash } = newCompletionKey(state?.orgId ?? '');
  const events = organizations.reissueCompletionLink(state, { now: deps.now(), completionKeyHash: hash, by });
  const { position } = await appendEvents(deps, organizationStream(state!.orgId), events, revision);
  const link = `${baseUrl}/complete-organization-registration?key=${encodeURIComponent(key)}`;
  try {
    await sendCompletionLink(deps.mailer, { email: state!.email, name: state!.name }, link);
  } catch (error) {
    deps.logger.error('could not send the completion link', { orgId: state!.orgId, error: String(error) });
  }
  return { organization: { _id: state!.orgId, id: state!.orgId, name: state!.name, url_name: state!.urlName }, position };
}
