import { updateProfileFields, type UpdateProfileInput } from '@fie/domain';
import { api } from '../../../lib/api-client';

export { updateProfileFields };

/** PUT /api/auth/update-user with the spec's field names; the email is read-only and only compared. */
export function updateProfile(input: UpdateProfileInput) {
  return api.put<{ message: string; user?: unknown }>('/auth/update-user', {
    first_name: input.firstName,
    last_name: input.lastName,
    phone: input.phone,
    email: input.email,
  });
}

/** "Sign out of every device": every session ends, this one included. */
export function signOutEverywhere() {
  return api.post<{ message: string }>('/auth/sign-out-everywhere', {});
}

/** POST /api/auth/add-email (issue 32): a code is mailed to the email an account without one adds. */
export function addEmail(email: string) {
  return api.post<{ message: string; destination: string }>('/auth/add-email', { email });
}

/** POST /api/auth/confirm-email: the mailed code adds the email; the answer is the updated profile. */
export function confirmEmail(code: string) {
  return api.post<{ message: string; user?: unknown }>('/auth/confirm-email', { code });
}
