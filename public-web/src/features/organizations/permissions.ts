import { defaultPermissions, memberPermissions, permissionLabels, type MemberPermission, type Translate } from '@fie/domain';

/** The invite permissions and their labels come from the shared domain, so the API and the screens agree. */
export { defaultPermissions, memberPermissions, permissionLabels, type MemberPermission };

/** A permission's name in the page's language (the English is the domain's permissionLabels). */
export function permissionLabel(permission: MemberPermission, t: Translate): string {
  switch (permission) {
    case 'list_properties':
      return t('organizations.permission.list', 'List Properties');
    case 'delete_properties':
      return t('organizations.permission.delete', 'Delete Properties');
    case 'manage_users':
      return t('organizations.permission.manage', 'Manage Users');
  }
}

export const isMemberPermission = (value: unknown): value is MemberPermission =>
  typeof value === 'string' && (memberPermissions as readonly string[]).includes(value);

/** In the shared order (List, Delete, Manage), whatever order they were ticked in. */
export const inOrder = (chosen: Iterable<MemberPermission>): MemberPermission[] => {
  const set = new Set(chosen);
  return memberPermissions.filter((permission) => set.has(permission));
};
