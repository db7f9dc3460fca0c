import { conversationMessages as m, ForbiddenError, NotFoundError, UnauthorizedError, type PartyRef } from '@fie/domain';
import type { Principal } from '@fie/platform';
import { ORGANIZATIONS, USERS, type OrganizationView, type UserView } from '@fie/read-models';
import { loadUser } from '../shared/aggregates';
import { loadOrganization } from '../shared/aggregates';
import type { CommandDeps } from '../shared/deps';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Who is writing: a person for themselves, a member with List Properties for their organization (`as`), or
 * the organization from its own login. `authorId` is whose words they are, the key their text is sealed with.
 */
export async function actingParty(deps: CommandDeps, principal: Principal | undefined, as?: string): Promise<{ party: PartyRef; authorId: string; sentBy?: string }> {
  if (principal?.kind === 'organization') return { party: { kind: 'organization', id: principal.id }, authorId: principal.id };
  if (principal?.kind !== 'user') throw new UnauthorizedError(m.signInToSend);
  const { state: user } = await loadUser(deps, principal.id);
  if (!user) throw new UnauthorizedError();
  if (!as || as === principal.id) return { party: { kind: 'user', id: principal.id }, authorId: principal.id };
  const { state: org } = UUID.test(as) ? await loadOrganization(deps, as) : { state: undefined };
  if (!org?.members[principal.id]?.permissions.includes('list_properties')) throw new ForbiddenError(m.notAMember, 'NotAMember', { as: m.notAMember });
  return { party: { kind: 'organization', id: as }, authorId: principal.id, sentBy: principal.id };
}

/** `to` is a user's or an organization's id, or an email of either (the spec's chat addresses people by email). */
export async function resolveParty(deps: CommandDeps, to: string, field = 'to'): Promise<PartyRef> {
  const notFound = () => new NotFoundError(m.recipientNotFound, 'RecipientNotFound', { [field]: m.recipientNotFound });
  if (to.includes('@')) {
    const email = to.trim().toLowerCase();
    const user = await deps.documents.collection<UserView>(USERS).findOne({ email });
    if (user) return { kind: 'user', id: user.id };
    const org = await deps.documents.collection<OrganizationView>(ORGANIZATIONS).findOne({ email });
    if (org) return { kind: 'organization', id: org.id };
    throw notFound();
  }
  if (!UUID.test(to)) throw notFound();
  // The streams, not the read models, say whether someone exists: a just-registered party can be messaged at once.
  if ((await loadUser(deps, to)).state) return { kind: 'user', id: to };
  if ((await loadOrganization(deps, to)).state) return { kind: 'organization', id: to };
  throw notFound();
}
