import { api } from '../../../lib/api-client';

/** DELETE /api/auth/user: erases the person's data from every read model (Data Protection Act, 2012, Act 843). */
export function deleteAccount() {
  return api.delete<{ message: string }>('/auth/user');
}

/** POST /api/organizations/leave: a member leaves; their user type goes back to what it was. */
export function leaveOrganization() {
  return api.post<{ message: string }>('/organizations/leave', {});
}
