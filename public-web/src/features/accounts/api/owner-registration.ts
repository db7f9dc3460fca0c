import { ownerRegistrationFields, type OwnerRegistrationInput, type OwnerType } from '@fie/domain';
import { api } from '../../../lib/api-client';

export { ownerRegistrationFields };
export type { OwnerType };

/** The spec's delay before a new owner lands on the dashboard. */
export const OWNER_REDIRECT_MS = 1500;

export type OwnerRegistrationAnswer = { message: string; userId?: string; destination?: string };

/**
 * POST /api/auth/owner-registration: a new owner account (user_type owner) with the documents uploaded
 * beforehand (`documents` are their filenames). The account is then confirmed with the mailed code.
 */
export function registerOwner(input: OwnerRegistrationInput) {
  return api.post<OwnerRegistrationAnswer>('/auth/owner-registration', input);
}

/**
 * POST /api/auth/existing-user-owner-registration: a signed-in seeker becomes an owner (their own email only; an
 * account made with a phone number alone sends none).
 */
export function upgradeToOwner(input: { email?: string; documents: string[] }) {
  return api.post<{ message: string; user?: unknown }>('/auth/existing-user-owner-registration', {
    email: input.email || undefined,
    user_type: 'seeker',
    documents: input.documents,
  });
}
