import { Suspense, useSyncExternalStore, type ReactNode } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useAuth } from '../features/accounts';
import type { ListedPropertiesProps } from '../features/listings';
import { paths } from '../lib/paths';
import { useT } from '../lib/i18n/language';
import { readSession, serverSession, subscribeToSession } from '../lib/storage';
import { DraftsPage, ListedPropertiesPanel, ListPropertyPage } from './lazy-pages';

/** What an organization's listings let the viewer do; the server checks the same on every call. */
export type PropertyRights = { canList: boolean; canDelete: boolean };

/** The Listed Properties panel, loaded with the tab (its own chunk), with a quiet bar while it arrives. */
function Panel(props: ListedPropertiesProps) {
  const t = useT();
  return (
    <Suspense fallback={<LinearProgress aria-label={t('ui.loading.listings', 'Loading your listings')} />}>
      <ListedPropertiesPanel {...props} />
    </Suspense>
  );
}

/** /list-property: after a listing, 'See Listed Properties' goes to the dashboard the lister has. */
export function ListPropertyRoute() {
  const { organization } = useAuth();
  return <ListPropertyPage dashboardPath={organization ? paths.organizationDashboard : `${paths.ownerDashboard}?tab=properties`} />;
}

/** /add_property: the lister's drafts, and one resumed in its form (?draft={id}). */
export function DraftsRoute() {
  const { organization } = useAuth();
  return <DraftsPage dashboardPath={organization ? paths.organizationDashboard : `${paths.ownerDashboard}?tab=properties`} />;
}

/**
 * The owner dashboard's Properties tab. An owner manages their own listings; an organization member lists
 * for the organization, so they see its listings, with what their permissions allow. An owner who joined an
 * organization keeps their own listings too: two panels, theirs first, each adding under its own name.
 */
export function OwnerPropertiesTab() {
  const t = useT();
  const session = useSyncExternalStore(subscribeToSession, readSession, serverSession);
  const permissions = memberPermissions(session.user);
  if (permissions) {
    const rights = { canList: permissions.includes('list_properties'), canDelete: permissions.includes('delete_properties') };
    if (!ownerInOwnRight(session.user)) return <Panel scope="organization" {...rights} />;
    return (
      <Stack spacing={3}>
        <Panel scope="owner" title={t('dashboard.figures.own-name', 'Listed under your own name')} listAs="own" canList canDelete />
        <Panel scope="organization" title={t('dashboard.listed-for', 'Listed for {organization}', { organization: organizationName(session.user) ?? t('dashboard.your-organization', 'your organization') })} listAs="organization" {...rights} />
      </Stack>
    );
  }
  return <Panel scope="owner" canList canDelete />;
}

/** An owner before they joined (GET /auth/user answers base_user_type): they still list under their own name. */
function ownerInOwnRight(user: unknown): boolean {
  return Boolean(user && typeof user === 'object' && (user as { base_user_type?: unknown }).base_user_type === 'owner');
}

function organizationName(user: unknown): string | undefined {
  const organization = user && typeof user === 'object' ? (user as { organization?: { name?: unknown } }).organization : undefined;
  return typeof organization?.name === 'string' ? organization.name : undefined;
}

/** A member's permissions from the stored profile (GET /auth/user answers organization.permissions), else null. */
function memberPermissions(user: unknown): string[] | null {
  const organization = user && typeof user === 'object' ? (user as { organization?: unknown }).organization : undefined;
  if (!organization || typeof organization !== 'object') return null;
  const permissions = (organization as { permissions?: unknown }).permissions;
  return Array.isArray(permissions) ? permissions.filter((p): p is string => typeof p === 'string') : [];
}

/** The organization dashboards' Properties tab, for the organization itself or one of its members. */
export function organizationProperties(rights: PropertyRights): ReactNode {
  return <Panel scope="organization" {...rights} />;
}
