import { randomBytes } from 'node:crypto';
import {
  acceptInvitationSchema,
  accountMessages,
  assertOrganizationNotSuspended,
  completeOrganizationSchema,
  ConflictError,
  ForbiddenError,
  loginSchema,
  NotFoundError,
  organizationEmailClaimStream,
  organizationMessages as m,
  organizations,
  organizationStream,
  organizationUrlClaimStream,
  parseOrThrow,
  permissionsSchema,
  registerOrganizationSchema,
  registerOrganizationWithDocumentsSchema,
  RuleViolation,
  UnauthorizedError,
  urlNameFrom,
  type OrganizationActor,
} from '@fie/domain';
import { loadOrganizationStanding } from '../shared/aggregates';
import { WrongExpectedRevisionError } from '@fie/stores';
import { loadUser } from '../shared/aggregates';
import { emailDigest, hashPassword, verifyPassword } from '../shared/crypto';
import type { CommandDeps } from '../shared/deps';
import { appendEvents } from '../shared/streams';
import { sendCompletionLink, sendInvitation } from './mail';
import { claimMembership, releaseMembership } from './membership';
import { currentMembership, loadOrganization } from '../shared/aggregates';
import { newId } from '../shared/idempotency';
import { loadOrganizationByEmail, newCompletionKey, sendCompletionLinkAgain, sha256 } from './passwords';

const newKey = newCompletionKey;
function splitKey(key: string) {
  const dot = key.indexOf('.');
  const orgId = key.slice(0, dot);
  if (dot < 0 || !/^[0-9a-f-]{36}$/.test(orgId)) throw new RuleViolation('InvalidKey', m.invalidKey, { key: m.invalidKey });
  return { orgId, hash: sha256(key.slice(dot + 1)) };
}

/**
 * Claims an organization's email or url name for it, at the revision read, so the first one wins. A claim
 * whose organization was never recorded (a registration that failed half-way) does not count.
 */
async function claim(deps: CommandDeps, stream: string, orgId: string): Promise<boolean> {
  const claims = await deps.events.readStream(stream);
  const last = claims[claims.length - 1];
  if (last) {
    const holder = (last.data as { orgId: string }).orgId;
    if ((await deps.events.readStream(organizationStream(holder), { maxCount: 1 })).length > 0) return false;
  }
  try {
    await deps.events.append(stream, [{ type: 'OrganizationClaimed', data: { orgId } }], { expectedRevision: last ? last.revision : 'no_stream' });
    return true;
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) return false;
    throw error;
  }
}

export async function registerOrganization(deps: CommandDeps, input: unknown, baseUrl: string, withDocuments = false) {
  const command = withDocuments
    ? await (async () => {
        const c = parseOrThrow(registerOrganizationWithDocumentsSchema, input);
        return { ...c, url_name: await freeUrlName(deps, urlNameFrom(c.name)) };
      })()
    : { documents: [] as string[], ...parseOrThrow(registerOrganizationSchema, input) };
  // An email whose registration was never finished (its link lost or out of date) is not stuck: registering
  // again mails a fresh link for the organization already registered. A finished one's email stays taken (409).
  const existing = await loadOrganizationByEmail(deps, command.email);
  if (existing.state) return { ...(await sendCompletionLinkAgain(deps, existing, { kind: 'registration' }, baseUrl)), reissued: true };
  const orgId = newId();
  const { key, hash } = newKey(orgId);
  const events = organizations.registerOrganization(undefined, { name: command.name, email: command.email, phone: command.phone, address: command.address, urlName: command.url_name, documents: command.documents }, { now: deps.now(), orgId, completionKeyHash: hash });
  if (!(await claim(deps, organizationEmailClaimStream(emailDigest(command.email)), orgId))) throw new ConflictError(m.emailTaken, 'OrganizationExists', { email: m.emailTaken });
  if (!(await claim(deps, organizationUrlClaimStream(command.url_name), orgId))) throw new ConflictError(m.urlNameTaken, 'UrlNameTaken', { url_name: m.urlNameTaken });
  const { position } = await appendEvents(deps, organizationStream(orgId), events, 'no_stream');
  const link = `${baseUrl}/complete-organization-registration?key=${encodeURIComponent(key)}`;
  try {
    await sendCompletionLink(deps.mailer, { email: command.email, name: command.name }, link);
  } catch (error) {
    deps.logger.error('could not send the completion link', { orgId, error: String(error) });
  }
  return { organization: { _id: orgId, id: orgId, name: command.name, url_name: command.url_name }, position, reissued: false };
}

async function freeUrlName(deps: CommandDeps, base: string): Promise<string> {
  for (let n = 0; n < 50; n++) {
    const suffix = n === 0 ? '' : String(n);
    const candidate = base.slice(0, 12 - suffix.length) + suffix;
    const claims = await deps.events.readStream(organizationUrlClaimStream(candidate));
    const holder = (claims[claims.length - 1]?.data as { orgId?: string } | undefined)?.orgId;
    if (!holder || (await deps.events.readStream(organizationStream(holder), { maxCount: 1 })).length === 0) return candidate;
  }
  return `${base.slice(0, 6)}_${randomBytes(3).toString('hex').slice(0, 5)}`;
}

export async function completeRegistration(deps: CommandDeps, input: unknown) {
  const { password, key } = parseOrThrow(completeOrganizationSchema, input);
  const { orgId, hash } = splitKey(key);
  const { state, revision } = await loadOrganization(deps, orgId);
  const events = organizations.completeRegistration(state, { now: deps.now(), keyHash: hash, passwordHash: await hashPassword(password) });
  return appendEvents(deps, organizationStream(orgId), events, revision);
}

export async function organizationSignIn(deps: CommandDeps, input: unknown) {
  const { email, password } = parseOrThrow(loginSchema, input);
  const { state } = await loadOrganizationByEmail(deps, email);
  const ok = await verifyPassword(state?.passwordHash, password);
  if (state && !state.completed) throw new RuleViolation('OrganizationNotCompleted', m.notCompleted);
  if (!state || !ok) throw new UnauthorizedError(m.wrongCredentials, 'NotAuthorizedException');
  // Staff may have suspended it: said only to someone who knows the password, with the reason.
  assertOrganizationNotSuspended((await loadOrganizationStanding(deps, state.orgId)).state, deps.supportEmail);
  const { position } = await appendEvents(deps, organizationStream(state.orgId), [{ type: 'OrganizationSignedIn', data: { orgId: state.orgId, signedInAt: deps.now().toISOString() } }]);
  return { orgId: state.orgId, position };
}

/** The organization an actor manages: its own, or the one a member belongs to. */
async function actorOrganization(deps: CommandDeps, actor: OrganizationActor): Promise<string> {
  if (actor.kind === 'organization') return actor.orgId;
  const membership = await currentMembership(deps, actor.userId);
  if (!membership.orgId) throw new ForbiddenError(m.notMember, 'NotAMember');
  return membership.orgId;
}

export async function inviteMember(deps: CommandDeps, actor: OrganizationActor, userId: string, input: unknown, baseUrl: string) {
  const { permissions } = parseOrThrow(permissionsSchema, input ?? {});
  const orgId = await actorOrganization(deps, actor);
  const { state, revision } = await loadOrganization(deps, orgId);
  organizations.assertCanManageUsers(state, actor); // before anything that could tell who exists
  const { state: user } = /^[0-9a-f-]{36}$/.test(userId) ? await loadUser(deps, userId) : { state: undefined };
  if (!user) throw new NotFoundError(m.userNotFound, 'UserNotFoundException');
  // Invitations go by email: a person who signed up with a phone number alone adds one first (issue 32).
  if (!user.email) throw new RuleViolation('InvitationNeedsEmail', accountMessages.invitationNeedsEmail);
  const invitee = { email: user.email, firstName: user.firstName };
  const membership = await currentMembership(deps, userId);
  const { key, hash } = newKey(orgId);
  const events = organizations.inviteMember(state, actor, { userId, permissions, userIsInAnotherOrganization: !!membership.orgId && membership.orgId !== orgId }, { now: deps.now(), keyHash: hash });
  const { position } = await appendEvents(deps, organizationStream(orgId), events, revision);
  const link = `${baseUrl}/accept-organization-invite?org=${encodeURIComponent(state!.urlName)}&key=${encodeURIComponent(key)}`;
  try {
    await sendInvitation(deps.mailer, invitee, state!.name, link);
  } catch (error) {
    deps.logger.error('could not send the invitation', { orgId, error: String(error) });
  }
  return { position };
}

export async function acceptInvitation(deps: CommandDeps, userId: string, input: unknown) {
  const { key } = parseOrThrow(acceptInvitationSchema, input);
  const { orgId, hash } = splitKey(key);
  const { state, revision } = await loadOrganization(deps, orgId);
  const events = organizations.acceptInvitation(state, { now: deps.now(), userId, keyHash: hash });
  const membership = await currentMembership(deps, userId);
  if (membership.orgId && membership.orgId !== orgId) throw new ConflictError(m.inOtherOrganization, 'InAnotherOrganization');
  if (!membership.orgId) {
    try {
      await claimMembership(deps, userId, orgId, membership.revision);
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError) throw new ConflictError(m.inOtherOrganization, 'InAnotherOrganization');
      throw error;
    }
  }
  const { position } = await appendEvents(deps, organizationStream(orgId), events, revision);
  return { position, organization: { _id: orgId, id: orgId, name: state!.name, url_name: state!.urlName } };
}

export async function changeMemberPermissions(deps: CommandDeps, actor: OrganizationActor, userId: string, input: unknown) {
  const { permissions } = parseOrThrow(permissionsSchema, input ?? {});
  const orgId = await actorOrganization(deps, actor);
  const { state, revision } = await loadOrganization(deps, orgId);
  const events = organizations.changeMemberPermissions(state, actor, userId, permissions, { now: deps.now() });
  const { position } = await appendEvents(deps, organizationStream(orgId), events, revision);
  return { position, member: { id: userId, permissions } };
}

export async function removeMember(deps: CommandDeps, actor: OrganizationActor, userId: string) {
  const orgId = await actorOrganization(deps, actor);
  const { state, revision } = await loadOrganization(deps, orgId);
  const events = organizations.removeMember(state, actor, userId, { now: deps.now() });
  const result = await appendEvents(deps, organizationStream(orgId), events, revision);
  await releaseMembership(deps, userId, orgId);
  return result;
}
