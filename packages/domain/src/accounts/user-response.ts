/**
 * The user as the API answers it (GET /api/auth/user, POST /api/auth/login). The spec shows both
 * naming styles on stored profiles, so both are sent; `_id` and `id` likewise.
 */
export type UserProfile = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  userType: string;
  createdAt: string;
  organization?: { name: string; date_added: string } | null;
  /** The language chosen for mails and texts; English when none was chosen. */
  language?: string;
};

export function toUserResponse(u: UserProfile) {
  return {
    _id: u.id,
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    first_name: u.firstName,
    last_name: u.lastName,
    email: u.email,
    phone: u.phone,
    mobile: u.phone,
    user_type: u.userType,
    createdAt: u.createdAt,
    organization: u.organization ?? null,
    language: u.language ?? 'en',
    // Whether the person chose it: a site opened in Twi must not turn English for an account that never chose.
    language_chosen: u.language !== undefined,
  };
}
export type UserResponse = ReturnType<typeof toUserResponse>;
