import { paths } from '../../lib/paths';

/**
 * Who is looking at the site, as the shell needs to know it. The app builds it from the accounts
 * feature, so the shell never depends on how sessions are stored.
 */
export type Viewer =
  | { kind: 'visitor' }
  | { kind: 'user'; firstName: string; userType: 'seeker' | 'owner' | 'organization_member' }
  | { kind: 'organization'; name: string };

export const isOwnerLike = (viewer: Viewer) =>
  viewer.kind === 'user' && (viewer.userType === 'owner' || viewer.userType === 'organization_member');

/** List Property leads owners and agents to the form, everyone else to the page explaining the options. */
export const listPropertyPath = (viewer: Viewer) => (isOwnerLike(viewer) ? paths.listProperty : paths.infoListProperty);

export const dashboardPath = (viewer: Viewer) => (viewer.kind === 'organization' ? paths.organizationDashboard : paths.ownerDashboard);

export const profilePath = (viewer: Viewer) =>
  viewer.kind === 'organization' ? `${paths.organizationDashboard}?tab=profile` : paths.profile;

export const displayName = (viewer: Viewer) =>
  viewer.kind === 'user' ? viewer.firstName || 'Account' : viewer.kind === 'organization' ? viewer.name : '';
