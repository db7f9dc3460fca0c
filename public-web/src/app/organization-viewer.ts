import type { OrganizationViewer } from '../features/organizations';
import type { SessionSnapshot } from '../lib/storage';

type Raw = Record<string, unknown>;
const record = (value: unknown): Raw | undefined => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : undefined);
const text = (raw: Raw, ...keys: string[]) => {
  for (const key of keys) {
    const value = raw[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return undefined;
};

/**
 * The organizations feature's view of the stored session. It reads the stored JSON itself because it
 * needs what the accounts feature's `User` leaves out: the organization's id and url_name, and the
 * member's permissions (GET /auth/user answers `organization: {id, name, url_name, permissions}`).
 */
export function toOrganizationViewer(session: SessionSnapshot): OrganizationViewer {
  if (!session.token) return { kind: 'visitor' };
  const organization = record(session.organization);
  if (organization) {
    return { kind: 'organization', id: text(organization, 'id', '_id'), urlName: text(organization, 'url_name', 'urlName'), name: text(organization, 'name') ?? '' };
  }
  const user = record(session.user);
  const membership = user && record(user.organization);
  const permissions = Array.isArray(membership?.permissions) ? membership.permissions.filter((p): p is string => typeof p === 'string') : [];
  return {
    kind: 'user',
    id: (user && text(user, 'id', '_id')) ?? '',
    organization:
      membership && text(membership, 'name')
        ? { id: text(membership, 'id', '_id'), urlName: text(membership, 'url_name', 'urlName'), name: text(membership, 'name') ?? '', permissions }
        : undefined,
  };
}
