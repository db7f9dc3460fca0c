import { useMemo, useSyncExternalStore } from 'react';
import { useAuth } from '../features/accounts';
import type { OrganizationViewer } from '../features/organizations';
import { readSession, serverSession, subscribeToSession, type SessionSnapshot } from '../lib/storage';
import { AcceptInvitePage, OrganizationPage } from './lazy-pages';
import { organizationProperties } from './listings-routes';
import { renderOrganizationMessages } from './conversations-routes';
import { renderOrganizationOffers } from './offers-routes';
import { renderOrganizationRequests } from './requests-routes';

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

function useOrganizationViewer(): OrganizationViewer {
  const session = useSyncExternalStore(subscribeToSession, readSession, serverSession);
  return useMemo(() => toOrganizationViewer(session), [session]);
}

/** /org/:id: the page decides what the viewer may see from who they are. */
export function OrganizationPageRoute() {
  return <OrganizationPage viewer={useOrganizationViewer()} renderProperties={organizationProperties} renderMessages={renderOrganizationMessages} renderOffers={renderOrganizationOffers} renderRequests={renderOrganizationRequests} />;
}

/** /accept-organization-invite: after accepting, the user's profile is read again so the header shows Dashboard. */
export function AcceptInviteRoute() {
  const { refreshUser } = useAuth();
  return <AcceptInvitePage viewer={useOrganizationViewer()} onAccepted={() => refreshUser()} />;
}
