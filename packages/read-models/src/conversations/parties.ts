import { parsePartyKey, partyKey } from '@fie/domain';
import type { DocumentStore } from '@fie/stores';
import { USERS, type UserView } from '../accounts/users';
import { ORGANIZATION_MEMBERS, ORGANIZATIONS, type MemberView, type OrganizationView } from '../organizations/organizations';

export type PartyInfo = { id: string; kind: 'user' | 'organization'; name: string };

/**
 * The parties a signed-in principal acts as: a person, plus the organization whose shared inbox they may
 * answer (members with List Properties); an organization's own login, just the organization.
 */
export async function viewerParties(docs: DocumentStore, principal: { kind: string; id: string }): Promise<string[]> {
  if (principal.kind === 'organization') return [partyKey({ kind: 'organization', id: principal.id })];
  if (principal.kind !== 'user') return [];
  const memberships = await docs.collection<MemberView>(ORGANIZATION_MEMBERS).find({ userId: principal.id });
  const orgs = memberships.filter((m) => m.permissions.includes('list_properties')).map((m) => partyKey({ kind: 'organization', id: m.orgId }));
  return [partyKey({ kind: 'user', id: principal.id }), ...orgs];
}

/** People are shown by first name and initial ('Ama M.'), never by email or phone; organizations by name. */
export const personName = (user: Pick<UserView, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName.slice(0, 1)}.`.trim();

/** Looks names up once per party per answer. */
export function nameResolver(docs: DocumentStore) {
  const cache = new Map<string, Promise<PartyInfo>>();
  const lookup = async (key: string): Promise<PartyInfo> => {
    const { kind, id } = parsePartyKey(key);
    if (kind === 'organization') {
      const org = await docs.collection<OrganizationView>(ORGANIZATIONS).get(id);
      return { id, kind, name: org?.name ?? 'An organization' };
    }
    const user = await docs.collection<UserView>(USERS).get(id);
    return { id, kind, name: user ? personName(user) : 'Deleted account' };
  };
  return (key: string) => {
    let found = cache.get(key);
    if (!found) {
      found = lookup(key);
      cache.set(key, found);
    }
    return found;
  };
}
export type NameResolver = ReturnType<typeof nameResolver>;
