import { Router, type Request } from 'express';
import { organizationMessages as m, UnauthorizedError, type OrganizationActor } from '@fie/domain';
import { requirePrincipal, signToken } from '@fie/platform';
import { findOrganization, presentOrganization } from '@fie/read-models';
import { linkOrigin } from '../shared/links';
import type { CommandDeps } from '../shared/deps';
import { OutboundLimits } from '../shared/outbound-limits';
import { respond } from '../shared/respond';
import { acceptInvitation, changeMemberPermissions, completeRegistration, inviteMember, organizationSignIn, registerOrganization, removeMember } from './handlers';
import { leaveOrganization } from './membership';

/** /api/organizations/*: registration, sign-in, invitations and members. */
export function organizationRoutes(deps: CommandDeps): Router {
  const router = Router();
  // Calls that mail someone: a registration's completion link, an invitation (see OutboundLimits).
  const limits = new OutboundLimits(deps);
  const toEmail = limits.guard((req) => req.body?.email);
  const toMember = limits.guard((req) => `user:${req.params.userId}`);

  /** The organization itself, or a signed-in user acting as a member (whose permissions the domain checks). */
  const actor = (req: Request): OrganizationActor => {
    const p = req.principal;
    if (p?.kind === 'organization') return { kind: 'organization', orgId: p.id };
    if (p?.kind === 'user') return { kind: 'member', userId: p.id };
    throw new UnauthorizedError();
  };

  // Registering again with the email of a registration never finished mails a fresh completion link: 200, not 201.
  router.post('/organizations/register-organization', toEmail, async (req, res) => {
    const { organization, position, reissued } = await registerOrganization(deps, req.body, linkOrigin(deps, req));
    await respond(deps, res, reissued ? 200 : 201, { message: reissued ? m.linkResent : m.registered, organization }, position);
  });

  router.post('/auth/register-organization', toEmail, async (req, res) => {
    const { organization, position, reissued } = await registerOrganization(deps, req.body, linkOrigin(deps, req), true);
    await respond(deps, res, reissued ? 200 : 201, { message: reissued ? m.linkResent : m.registered, organization }, position);
  });

  router.post('/organizations/complete-organization-registration', async (req, res) => {
    const { position } = await completeRegistration(deps, req.body);
    await respond(deps, res, 200, { message: m.completed }, position);
  });

  router.post('/organizations/login', async (req, res) => {
    const { orgId, position } = await organizationSignIn(deps, req.body);
    const token = signToken({ kind: 'organization', id: orgId }, deps.secrets.jwtSecret);
    await deps.afterCommit?.(position);
    const org = await findOrganization(deps.documents, orgId);
    await respond(deps, res, 200, { message: m.signedIn, token, organization: org ? presentOrganization(org, 'self') : { _id: orgId, id: orgId } }, position);
  });

  router.post('/organizations/invite-member/:userId', toMember, async (req, res) => {
    const { position } = await inviteMember(deps, actor(req), String(req.params.userId), req.body, linkOrigin(deps, req));
    await respond(deps, res, 200, { message: m.inviteSent }, position);
  });

  router.post('/organizations/accept-invitation', async (req, res) => {
    const { id } = requirePrincipal(req, 'user');
    const { position, organization } = await acceptInvitation(deps, id, req.body);
    await respond(deps, res, 200, { message: m.accepted, organization }, position);
  });

  router.put('/organizations/members/:userId', async (req, res) => {
    const { position, member } = await changeMemberPermissions(deps, actor(req), String(req.params.userId), req.body);
    await respond(deps, res, 200, { message: m.updated, member }, position);
  });

  router.delete('/organizations/members/:userId', async (req, res) => {
    const { position } = await removeMember(deps, actor(req), String(req.params.userId));
    await respond(deps, res, 200, { message: m.memberRemoved }, position);
  });

  router.post('/organizations/leave', async (req, res) => {
    const { id } = requirePrincipal(req, 'user');
    const { position } = await leaveOrganization(deps, id);
    await respond(deps, res, 200, { message: m.left }, position);
  });

  return router;
}
