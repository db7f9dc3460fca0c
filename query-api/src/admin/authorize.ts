import type { Request } from 'express';
import { ForbiddenError, staffCan, staffMessages, UnauthorizedError, type StaffPermission } from '@fie/domain';
import { requirePrincipal } from '@fie/platform';
import { STAFF, type StaffView } from '@fie/read-models';
import type { QueryDeps } from '../shared/deps';

/**
 * The query side's check of a staff call: the staff member as the read model has them now (a disabled
 * account or a changed role counts from the command's answer on, read-your-writes), and their role's permission.
 */
export async function authorizeStaff(deps: Pick<QueryDeps, 'documents'>, req: Request, permission: StaffPermission): Promise<StaffView> {
  const { id } = requirePrincipal(req, 'staff');
  const staff = await deps.documents.collection<StaffView>(STAFF).get(id);
  if (!staff) throw new UnauthorizedError(staffMessages.staffGone);
  if (staff.status === 'disabled') throw new UnauthorizedError(staffMessages.disabled, 'StaffDisabled');
  if (!staffCan(staff.role, permission)) throw new ForbiddenError(staffMessages.notAllowed, 'RoleNotAllowed');
  return staff;
}
