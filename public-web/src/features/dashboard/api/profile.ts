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
/** The answer carries a new session for this device: the change ends every session opened before it. */
export function changePassword(input: ChangePasswordInput) {
  return api.post<{ message: string; token?: string }>('/auth/change-password', input);
}

/** "Sign out of every device": every session ends, this one included. */
export function signOutEverywhere() {
  return api.post<{ message: string }>('/auth/sign-out-everywhere', {});
}
