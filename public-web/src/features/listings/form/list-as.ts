import type { ListAs, Translate } from '@fie/domain';
import type { SessionSnapshot } from '../../../lib/storage';

/** Under whose name a new listing may go, as the List Property form offers it. */
export type ListAsOption = { value: ListAs; label: string };

type Raw = Record<string, unknown>;
const isRecord = (value: unknown): value is Raw => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/**
 * The names the signed-in lister may list under: an organization signed in lists for itself; an owner under
 * their own name; a member of an organization under its name when they have List Properties, and under their
 * own too when they are an owner in their own right (`base_user_type`: joining did not take that away). The
 * server decides the same (domain listings/listing.ts); this only spares a refusal.
 */
export function listAsOptions(session: Pick<SessionSnapshot, 'user' | 'organization'>, t: Translate): ListAsOption[] {
  if (isRecord(session.organization)) return [{ value: 'organization', label: typeof session.organization.name === 'string' ? session.organization.name : t('listings.list-as.the-organization', 'The organization') }];
  const user = isRecord(session.user) ? session.user : undefined;
  if (!user) return [];
  const options: ListAsOption[] = [];
  if (user.base_user_type === 'owner' || user.user_type === 'owner') options.push({ value: 'own', label: t('listings.list-as.own', 'My own name') });
  const org = isRecord(user.organization) ? user.organization : undefined;
  const permissions = org && Array.isArray(org.permissions) ? org.permissions : [];
  if (org && permissions.includes('list_properties')) options.push({ value: 'organization', label: typeof org.name === 'string' ? org.name : t('listings.list-as.my-organization', 'My organization') });
  return options;
}
