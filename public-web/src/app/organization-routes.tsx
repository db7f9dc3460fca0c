import { useMemo, useSyncExternalStore } from 'react';
import { useAuth } from '../features/accounts';
import type { OrganizationViewer } from '../features/organizations';
import { readSession, serverSession, subscribeToSession } from '../lib/storage';
import { AcceptInvitePage, OrganizationPage } from './lazy-pages';
import { organizationProperties } from './listings-routes';
import { renderOrganizationMessages } from './conversations-routes';
import { renderOrganizationOffers } from './offers-routes';
import { renderOrganizationRequests } from './requests-routes';
import { toOrganizationViewer } from './organization-viewer';

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
