import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageLoader } from '../../../components/ui/page-loader';
import type { PageHead } from '@fie/domain';
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
  const id = useParams().id ?? '';
  const load = useCallback((signal: AbortSignal) => fetchOrganization(id, { signal }), [id]);
  // Drawn by the server with the page (its answer came along), fetched here after a move between pages.
  const organization = useResource(load, id, usePageResult(organizationRequest(id), readOrganization));
  usePageHead(organizationHead(organization, useSiteOrigin()));

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
  return (
    <OrganizationDashboard
      organization={organization}
      own={own}
      rights={{ inside: access.seeUsers, manage: access.manageUsers, feature: access.seeUsers && rights.canList }}
      onChanged={onChanged}
      properties={access.seeUsers ? renderProperties?.(rights) : undefined}
      messages={readsInbox ? renderMessages?.(id) : undefined}
      offers={readsInbox ? renderOffers?.(id) : undefined}
      requests={access.seeUsers ? renderRequests?.(id) : undefined}
      users={
        access.seeUsers ? (
          <MembersPanel organizationName={organization.name} load={loadUsers} loadKey={id} canManage={access.manageUsers} />
        ) : (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h6" component="h2" gutterBottom>
              Users
            </Typography>
            <Typography color="text.secondary">Only members of this organization can see its users</Typography>
          </Paper>
        )
      }
    />
  );
}

/** Its public page's head: its name and logo in link previews, a RealEstateAgent for search engines; 404 for a name no organization has. */
function organizationHead(organization: Resource<OrganizationProfile>, origin: string): PageHead {
  if (organization.status === 'failed') {
    const missing = organization.error instanceof ApiError && organization.error.status === 404;
    return { title: 'Fie · Organization not found', ...(missing ? { status: 404, noindex: true } : {}) };
  }
  if (organization.status !== 'ready') return { title: 'Fie · Organization' };
  const { data } = organization;
  const canonical = `/org/${encodeURIComponent(data.urlName)}`;
  return {
    title: `${data.name} · Property on Fie`,
    description: `Homes, land and commercial property listed by ${data.name}${data.verified ? ', verified by Fie' : ''}. See their listings, prices in cedis and photos on Fie.`,
    canonical,
    type: 'profile',
    image: data.image ? { url: data.image, alt: `${data.name} logo` } : undefined,
    jsonLd: [agentData(data, origin), breadcrumbData([homeCrumb, [data.name]], origin)],
  };
}
