/**
 * Who is looking at an organization's pages, as this feature needs to know it. The app builds it from
 * the stored session (features never read each other's state).
 */
export type OrganizationViewer =
  | { kind: 'visitor' }
  | { kind: 'organization'; id?: string; urlName?: string; name: string }
  | {
      kind: 'user';
      id: string;
      /** The organization the user is a member of, with what they may do for it. */
      organization?: { id?: string; urlName?: string; name: string; permissions: readonly string[] };
    };

type Identified = { id: string; urlName: string };

const same = (a: { id?: string; urlName?: string }, b: Identified) =>
  Boolean((a.id && a.id === b.id) || (a.urlName && a.urlName.toLowerCase() === b.urlName.toLowerCase()));

/** What the viewer may see and do with this organization's users; the server enforces the same rules. */
export function accessTo(viewer: OrganizationViewer, organization: Identified): { seeUsers: boolean; manageUsers: boolean } {
  if (viewer.kind === 'organization') {
    const itself = same(viewer, organization);
    return { seeUsers: itself, manageUsers: itself };
  }
  if (viewer.kind === 'user' && viewer.organization && same(viewer.organization, organization)) {
    return { seeUsers: true, manageUsers: viewer.organization.permissions.includes('manage_users') };
  }
  return { seeUsers: false, manageUsers: false };
}
