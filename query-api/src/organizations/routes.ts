import { Router, type Request } from 'express';
import { ForbiddenError, NotFoundError, organizationMessages as m, parseOrThrow, toUserResponse, UnauthorizedError, userLookupSchema, organizationProfileMessages } from '@fie/domain';
import { requirePrincipal } from '@fie/platform';
import { findOrganization, ORGANIZATION_MEMBERS, presentOrganization, USERS, type MemberView, type OrganizationView, type UserView } from '@fie/read-models';
import type { QueryDeps } from '../shared/deps';
import { publicOrganization } from './public-reads';

/** Organization reads. Member lists are for the organization and its members; lookups for those who manage users. */
export function organizationQueryRoutes(deps: QueryDeps): Router {
  const router = Router();
  const members = () => deps.documents.collection<MemberView>(ORGANIZATION_MEMBERS);
  const users = () => deps.documents.collection<UserView>(USERS);

  const mustFind = async (idOrUrl: string) => {
    const org = await findOrganization(deps.documents, idOrUrl);
    if (!org) throw new NotFoundError(m.organizationNotFound, 'OrganizationNotFound');
    return org;
  };

  /** The organization itself, or one of its members (optionally holding a permission). */
  const assertInside = async (req: Request, org: OrganizationView, permission?: MemberView['permissions'][number]) => {
    const p = req.principal;
    if (!p) throw new UnauthorizedError();
    if (p.kind === 'organization' && p.id === org.id) return;
    if (p.kind === 'staff') return;
    if (p.kind === 'user') {
      const member = await members().findOne({ orgId: org.id, userId: p.id });
      if (member && (!permission || member.permissions.includes(permission))) return;
    }
    throw new ForbiddenError(permission ? m.needManageUsers : organizationProfileMessages.usersMembersOnly, 'Forbidden');
  };

  router.get('/organizations/user', async (req, res) => {
    const { id } = requirePrincipal(req, 'organization');
    res.json(presentOrganization(await mustFind(id), 'self'));
  });

  router.get('/organizations/single/:idOrUrlName', async (req, res) => {
    res.json(await publicOrganization(deps.documents, String(req.params.idOrUrlName)));
  });

  router.get('/organizations/get-user-info', async (req, res) => {
    const p = req.principal;
    let org: OrganizationView | null = null;
    if (p?.kind === 'organization') org = await mustFind(p.id);
    else if (p?.kind === 'user') {
      const membership = await members().findOne({ userId: p.id });
      if (membership) org = await mustFind(membership.orgId);
    }
    if (!p) throw new UnauthorizedError();
    if (!org) throw new ForbiddenError(m.needManageUsers, 'Forbidden');
    await assertInside(req, org, p.kind === 'user' ? 'manage_users' : undefined);
    const { email } = parseOrThrow(userLookupSchema, req.query);
    const user = await users().findOne({ email });
    if (!user) throw new NotFoundError(m.userNotFound, 'UserNotFoundException');
    const { _id, id, firstName, lastName, first_name, last_name } = toUserResponse(user);
    res.json({ result: { user: { _id, id, firstName, lastName, first_name, last_name, email: user.email } } });
  });

  const memberList = async (req: Request, org: OrganizationView) => {
    await assertInside(req, org);
    const list = await members().find({ orgId: org.id }, { sort: [['date_added', 'asc']] });
    const people = await users().find({ id: { $in: list.map((m) => m.userId) } });
    return list.flatMap((member) => {
      const user = people.find((u) => u.id === member.userId);
      if (!user) return [];
      const { _id, id, firstName, lastName, first_name, last_name, email, phone } = toUserResponse(user);
      return [{ _id, id, firstName, lastName, first_name, last_name, email, phone, permissions: member.permissions, date_added: member.date_added }];
    });
  };

  router.get('/organizations/fetch-members/:urlName', async (req, res) => {
    res.json({ users: await memberList(req, await mustFind(String(req.params.urlName))) });
  });

  router.get('/organization/fetch-users/:id', async (req, res) => {
    res.json({ users: await memberList(req, await mustFind(String(req.params.id))) });
  });

  return router;
}
