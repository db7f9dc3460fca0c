import { changePasswordSchema, updateProfileFields, type ChangePasswordInput, type UpdateProfileInput } from '@fie/domain';
import { api } from '../../../lib/api-client';

export { changePasswordSchema, updateProfileFields };

/** PUT /api/auth/update-user with the spec's field names; the email is read-only and only compared. */
export function updateProfile(input: UpdateProfileInput) {
  return api.put<{ message: string; user?: unknown }>('/auth/update-user', {
    first_name: input.firstName,
    last_name: input.lastName,
    phone: input.phone,
    email: input.email,
  });
}

/** POST /api/auth/change-password: a wrong old password comes back under errors.oldPassword. */
export function changePassword(input: ChangePasswordInput) {
  return api.post<{ message: string }>('/auth/change-password', input);
}
