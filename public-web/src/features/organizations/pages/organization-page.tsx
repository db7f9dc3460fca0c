import { Suspense, useCallback, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageLoader } from '../../../components/ui/page-loader';
import type { PageHead, Translate } from '@fie/domain';
import { useAppWords, useT } from '../../../lib/i18n/language';
import { ApiError } from '../../../lib/api-client';
import { useSiteOrigin } from '../../../lib/host-mode';
import { usePageHead } from '../../../lib/page-head';
import { agentData, breadcrumbData, homeCrumb } from '../../../lib/structured-data';
import { fetchUsers } from '../api/members';
import { fetchOrganization, organizationRequest, readOrganization, type OrganizationProfile } from '../api/organization';
import { usePageResult } from '../../../lib/page-data';
import { OrganizationLoadFailed } from '../components/load-failed';
import { MembersPanel } from '../components/members-panel';
import { OrganizationDashboard } from '../components/organization-dashboard';
import { messageOf, useResource, type Resource } from '../hooks/use-resource';
import { accessTo, type OrganizationViewer } from '../viewer';
import type { RenderMessages, RenderProperties } from './own-organization-dashboard-page';

/**
 * /org/{id or url_name} (open): any organization's page. Its users are shown only to the organization
 * itself and to its members; those who may manage users (the organization, members with Manage Users)
 * manage them here too.
 */
export function OrganizationPage({
  viewer,
  renderProperties,
  renderMessages,
  renderOffers,
  renderRequests,
}: {
  viewer: OrganizationViewer;
  renderProperties?: RenderProperties;
  renderMessages?: RenderMessages;
  /** The offers it received, by its id, for those who answer them (the app draws them from the offers feature). */
  renderOffers?: RenderMessages;
  /** The seekers' requests for its listings, by its id, for the organization and its members (the requests feature). */
  renderRequests?: RenderMessages;
}) {
  const t = useT();
  const id = useParams().id ?? '';
  const load = useCallback((signal: AbortSignal) => fetchOrganization(id, { signal }), [id]);
  // Drawn by the server with the page (its answer came along), fetched here after a move between pages.
  const organization = useResource(load, id, usePageResult(organizationRequest(id), readOrganization));
  usePageHead(organizationHead(organization, useSiteOrigin(), t));

  if (organization.status === 'loading') return <PageLoader />;
  if (organization.status === 'failed') return <OrganizationLoadFailed message={messageOf(organization.error)} />;
  return <Dashboard onChanged={organization.reload} organization={organization.data} viewer={viewer} renderProperties={renderProperties} renderMessages={renderMessages} renderOffers={renderOffers} renderRequests={renderRequests} />;
}

function Dashboard({
  onChanged,
  organization,
  viewer,
  renderProperties,
  renderMessages,
  renderOffers,
  renderRequests,
}: {
  onChanged: () => void;
  organization: OrganizationProfile;
  viewer: OrganizationViewer;
  renderProperties?: RenderProperties;
  renderMessages?: RenderMessages;
  renderOffers?: RenderMessages;
  renderRequests?: RenderMessages;
}) {
  const access = accessTo(viewer, organization);
  const { id } = organization;
  const loadUsers = useCallback((signal: AbortSignal) => fetchUsers(id, { signal }), [id]);
  const own = viewer.kind === 'organization' && access.manageUsers;
  // Its listings are shown to the organization and its members, with what each may do (the server checks too).
  const permissions = viewer.kind === 'user' ? (viewer.organization?.permissions ?? []) : [];
  const rights = own ? { canList: true, canDelete: true } : { canList: permissions.includes('list_properties'), canDelete: permissions.includes('delete_properties') };
  // Its shared inbox is read, and its offers answered, by the organization and by the members who list for it (the server checks too).
  const readsInbox = access.seeUsers && (viewer.kind === 'organization' || rights.canList);
  const t = useT();
  const dashboard = (
    <OrganizationDashboard
      organization={organization}
      own={own}
      rights={{ inside: access.seeUsers, manage: access.manageUsers, feature: access.seeUsers && rights.canList }}
      onChanged={onChanged}
      properties={access.seeUsers ? renderProperties?.(rights) : undefined}
      messages={readsInbox ? renderMessages?.(id) : undefined}
      offers={readsInbox ? renderOffers?.(id) : undefined}
      requests={access.seeUsers ? renderRequests?.(id) : undefined}
      // Outsiders have no Users tab (OrganizationDashboard shows them only its public tabs).
      users={access.seeUsers ? <MembersPanel organizationName={organization.name} load={loadUsers} loadKey={id} canManage={access.manageUsers} /> : null}
    />
  );
  // Visitors read the page in the site's words, as the server drew it; those inside also see the panels of the
  // signed-in pages, whose words arrive first (never during the hydration of the visitor's page the server drew).
  return access.seeUsers ? (
    <Suspense fallback={<PageLoader />}>
      <WithAppWords>{dashboard}</WithAppWords>
    </Suspense>
  ) : (
    dashboard
  );
}

function WithAppWords({ children }: { children: ReactNode }) {
  useAppWords();
  return <>{children}</>;
}

/** Its public page's head: its name and logo in link previews, a RealEstateAgent for search engines; 404 for a name no organization has. */
function organizationHead(organization: Resource<OrganizationProfile>, origin: string, t: Translate): PageHead {
  if (organization.status === 'failed') {
    const missing = organization.error instanceof ApiError && organization.error.status === 404;
    return { title: t('org-page.head.not-found', 'Fie · Organization not found'), ...(missing ? { status: 404, noindex: true } : {}) };
  }
  if (organization.status !== 'ready') return { title: t('org-page.head.loading', 'Fie · Organization') };
  const { data } = organization;
  const canonical = `/org/${encodeURIComponent(data.urlName)}`;
  return {
    title: t('org-page.head.title', '{name} · Property on Fie', { name: data.name }),
    description: data.verified
      ? t('org-page.head.description-verified', 'Homes, land and commercial property listed by {name}, verified by Fie. See their listings, prices in cedis and photos on Fie.', { name: data.name })
      : t('org-page.head.description', 'Homes, land and commercial property listed by {name}. See their listings, prices in cedis and photos on Fie.', { name: data.name }),
    canonical,
    type: 'profile',
    image: data.image ? { url: data.image, alt: t('org-page.head.logo', '{name} logo', { name: data.name }) } : undefined,
    jsonLd: [agentData(data, origin), breadcrumbData([homeCrumb, [data.name]], origin)],
  };
}
