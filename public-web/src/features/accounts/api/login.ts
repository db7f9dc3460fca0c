import { loginSchema } from '@fie/domain';
import { api } from '../../../lib/api-client';

/** One login payload for both kinds of account; the schema trims and lowercases the email. */
export { loginSchema };

export type UserLoginAnswer = { token: string; user: unknown };
export type OrganizationLoginAnswer = { token: string; organization: unknown };

export function loginUser(input: { email: string; password: string }) {
  return api.post<UserLoginAnswer>('/auth/login', input);
}

/** Organizations sign in through their own call (spec §7); it answers with the organization, not a user. */
export function loginOrganization(input: { email: string; password: string }) {
  return api.post<OrganizationLoginAnswer>('/organizations/login', input);
}
