import { loginSchema, personLoginSchema } from '@fie/domain';
import { api } from '../../../lib/api-client';

/**
 * The login payloads: a person names their account by email or phone number (sent as an email lowercased or a
 * phone in E.164); an organization by its email.
 */
export { loginSchema, personLoginSchema };

export type UserLoginAnswer = { token: string; user: unknown };
export type OrganizationLoginAnswer = { token: string; organization: unknown };

/** `remember`: keep the session on this device (a long-lived token in the browser's local storage). */
export function loginUser(input: { email: string; password: string; remember?: boolean }) {
  return api.post<UserLoginAnswer>('/auth/login', input);
}

/** Organizations sign in through their own call (spec §7); it answers with the organization, not a user. */
export function loginOrganization(input: { email: string; password: string }) {
  return api.post<OrganizationLoginAnswer>('/organizations/login', input);
}
