import { errorMessages, ForbiddenError, NotFoundError, partyKey, UnauthorizedError, viewingMessages, type PartyRef } from '@fie/domain';
import type { Principal } from '@fie/platform';
import { loadUser } from '../shared/aggregates';
import { currentMembership, loadOrganization } from '../shared/aggregates';
import type { CommandDeps } from '../shared/deps';

/**
 * Who is acting in a dealing (a viewing, a stay): its seeker, or someone acting for its lister, a person for
 * their own listing, an organization from its own login, or its member with List Properties. Read from the
 * streams, so someone just made a member can answer at once.
 */
/** Staff read bookings (search-bookings) but never act for a seeker or a lister. */
const staffOnlyRead = viewingMessages.staffOnlyRead;

export const actorId = (principal: Principal) => `${principal.kind === 'organization' ? 'organization' : 'user'}-${principal.id}`;

/** The signed-in person who asks (a seeker): organizations and staff do not book. */
export async function askingPerson(deps: CommandDeps, principal: Principal | undefined, peopleOnly: string) {
  if (!principal) throw new UnauthorizedError();
  if (principal.kind !== 'user') throw new ForbiddenError(peopleOnly, 'PeopleOnly');
  const { state } = await loadUser(deps, principal.id);
  if (!state) throw new UnauthorizedError(errorMessages.sessionEnded);
  // The parties they act for: themselves and their organization, none of which may be the lister.
  const { orgId } = await currentMembership(deps, principal.id);
  const parties = [partyKey({ kind: 'user', id: principal.id }), ...(orgId ? [partyKey({ kind: 'organization', id: orgId })] : [])];
  return { userId: principal.id, parties };
}

/** Whether the principal may act for the lister party. */
export async function actsFor(deps: CommandDeps, principal: Principal | undefined, lister: PartyRef): Promise<boolean> {
  if (!principal || principal.kind === 'staff') return false;
  if (principal.kind === 'organization') return lister.kind === 'organization' && lister.id === principal.id;
  if (lister.kind === 'user') return lister.id === principal.id;
  const { state: org } = await loadOrganization(deps, lister.id);
  return Boolean(org?.members[principal.id]?.permissions.includes('list_properties'));
}

/** The principal's side of a dealing; anyone else is told it does not exist. */
export async function sideOf(deps: CommandDeps, principal: Principal | undefined, dealing: { lister: PartyRef; seekerId: string } | undefined, notFound: NotFoundError) {
  if (!principal) throw new UnauthorizedError();
  if (principal.kind === 'staff') throw new ForbiddenError(staffOnlyRead, 'Forbidden');
  if (dealing) {
    if (principal.kind === 'user' && principal.id === dealing.seekerId) return { side: 'seeker' as const, by: actorId(principal) };
    if (await actsFor(deps, principal, dealing.lister)) return { side: 'lister' as const, by: actorId(principal) };
  }
  throw notFound;
}
