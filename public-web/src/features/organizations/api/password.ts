import { changePasswordSchema, type ChangePasswordInput } from '@fie/domain';
import { api } from '../../../lib/api-client';

/** The people's schema: an organization's password follows the same rules. */
export { changePasswordSchema };

/**
 * POST /api/auth/change-password with the organization's own token: the current password is required, a wrong one
 * comes back under errors.oldPassword. The change ends every session opened before it; the answer carries a new one.
 */
export function changeOrganizationPassword(input: ChangePasswordInput) {
  return api.post<{ message: string; token?: string }>('/auth/change-password', input);
}
