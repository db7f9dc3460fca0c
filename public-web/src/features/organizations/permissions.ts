import { defaultPermissions, memberPermissions, permissionLabels, type MemberPermission } from '@fie/domain';

/** The invite permissions and their labels come from the shared domain, so the API and the screens agree. */
export { defaultPermissions, memberPermissions, permissionLabels, type MemberPermission };

export const isMemberPermission = (value: unknown): value is MemberPermission =>
  typeof value === 'string' && (memberPermissions as readonly string[]).includes(value);

/** In the shared order (List, Delete, Manage), whatever order they were ticked in. */
export const inOrder = (chosen: Iterable<MemberPermission>): MemberPermission[] => {
  const set = new Set(chosen);
  return memberPermissions.filter((permission) => set.has(permission));
};
