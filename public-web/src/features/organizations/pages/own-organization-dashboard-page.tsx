import { useCallback, type ReactNode } from 'react';
import { PageLoader } from '../../../components/ui/page-loader';
import { useDocumentTitle } from '../../../lib/document-title';
import { useT } from '../../../lib/i18n/language';
import { fetchMembers } from '../api/members';
import { fetchOrganization, fetchOwnOrganization, type OrganizationProfile } from '../api/organization';
import { OrganizationLoadFailed } from '../components/load-failed';
import { MembersPanel } from '../components/members-panel';
import { OrganizationDashboard } from '../components/organization-dashboard';
import { messageOf, useResource } from '../hooks/use-resource';

/**
 * Loads the signed-in organization (GET /organizations/user), then its public record by url_name
 * (GET /organizations/single/{url_name}); the first brings the contact details the profile tab shows.
 */
async function loadOwnOrganization(signal: AbortSignal): Promise<OrganizationProfile> {
  const own = await fetchOwnOrganization({ signal });
  const single = await fetchOrganization(own.urlName, { signal });
  // The public record wins where it says something; the organization's own call fills in the rest.
  const said = Object.fromEntries(Object.entries(single).filter(([, value]) => value !== undefined)) as Partial<OrganizationProfile>;
  return { ...own, ...said };
}

/** What the organization may do with its listings; the app draws Listed Properties from it. */
export type RenderProperties = (rights: { canList: boolean; canDelete: boolean }) => ReactNode;

/** The organization's shared inbox by its id; the app draws it from the conversations feature. */
export type RenderMessages = (organizationId: string) => ReactNode;

/** /organization-dashboard: the signed-in organization's own dashboard (organization guard, restricted). */
export function OwnOrganizationDashboardPage({ renderProperties, renderMessages, renderOffers, renderRequests, renderCalendar, renderPayments }: { renderProperties?: RenderProperties; renderMessages?: RenderMessages; renderOffers?: RenderMessages; renderRequests?: RenderMessages; renderCalendar?: RenderMessages; renderPayments?: () => ReactNode }) {
  const t = useT();
  const organization = useResource(loadOwnOrganization, 'own');
  useDocumentTitle(organization.status === 'ready' ? `Fie · ${organization.data.name}` : t('organizations.dashboard.document-title', 'Fie · Organization dashboard'));

  if (organization.status === 'loading') return <PageLoader />;
  if (organization.status === 'failed') return <OrganizationLoadFailed message={messageOf(organization.error)} />;
  return <OwnDashboard onChanged={organization.reload} organization={organization.data} renderProperties={renderProperties} renderMessages={renderMessages} renderOffers={renderOffers} renderRequests={renderRequests} renderCalendar={renderCalendar} renderPayments={renderPayments} />;
}

function OwnDashboard({
  onChanged,
  organization,
  renderProperties,
  renderMessages,
  renderOffers,
  renderRequests,
  renderCalendar,
  renderPayments,
}: {
  onChanged: () => void;
  organization: OrganizationProfile;
  renderProperties?: RenderProperties;
  renderMessages?: RenderMessages;
  /** The offers it received, by its id, like its inbox; the app draws them from the offers feature. */
  renderOffers?: RenderMessages;
  /** The seekers' requests for its listings, by its id; the app draws them from the requests feature. */
  renderRequests?: RenderMessages;
  /** Viewings and stays of its listings, by its id; the app draws them from the viewings feature. */
  renderCalendar?: RenderMessages;
  /** The payments made for its listings; the app draws them from the payments feature. */
  renderPayments?: () => ReactNode;
}) {
  const { urlName } = organization;
  const loadMembers = useCallback((signal: AbortSignal) => fetchMembers(urlName, { signal }), [urlName]);
  return (
    <OrganizationDashboard
      organization={organization}
      own
      onChanged={onChanged}
      properties={renderProperties?.({ canList: true, canDelete: true })}
      messages={renderMessages?.(organization.id)}
      offers={renderOffers?.(organization.id)}
      requests={renderRequests?.(organization.id)}
      calendar={renderCalendar?.(organization.id)}
      payments={renderPayments?.()}
      users={<MembersPanel organizationName={organization.name} load={loadMembers} loadKey={urlName} canManage />}
    />
  );
}
