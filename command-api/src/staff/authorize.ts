import type { Request } from 'express';
import { assertStaffMay, evolveStaff, staffStream, type StaffEvent, type StaffPermission, type StaffState } from '@fie/domain';
import { requirePrincipal } from '@fie/platform';
import type { CommandDeps } from '../shared/deps';
import { loadState } from '../shared/streams';

/**
 * The staff member behind the request, as their stream says now (not as their token said at sign-in), if
 * their role allows `permission`: a visitor or a user gets 401, a disabled account 401, a role short of it 403.
 */
export async function authorizeStaff(deps: CommandDeps, req: Request, permission: StaffPermission): Promise<StaffState> {
  const { id } = requirePrincipal(req, 'staff');
  const { state } = await loadState<StaffState, StaffEvent>(deps, staffStream(id), evolveStaff);
  return assertStaffMay(state, permission);
}
