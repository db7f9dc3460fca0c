/**
 * The user as the API answers it (GET /api/auth/user, POST /api/auth/login). The spec shows both
 * naming styles on stored profiles, so both are sent; `_id` and `id` likewise.
 */
export type UserProfile = {
  id: string;
  firstName: string;
  lastName: string;
  /** Absent for an account signed up with a phone number alone (issue 32): answered as `null`. */
  email?: string;
  phone: string;
  userType: string;
  createdAt: string;
  organization?: { name: string; date_added: string } | null;
  /** The language chosen for mails and texts; English when none was chosen. */
  language?: string;
  /** Which ways of reaching the person a code proved (issue 32); absent: read from `confirmed` (an older record). */
  emailConfirmed?: boolean;
  phoneConfirmed?: boolean;
};

export function toUserResponse(u: UserProfile) {
  return {
    _id: u.id,
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    first_name: u.firstName,
    last_name: u.lastName,
    // `null`, not absent: the spec's clients read `email` on every user.
    email: u.email ?? null,
    phone: u.phone,
    mobile: u.phone,
    user_type: u.userType,
    createdAt: u.createdAt,
    organization: u.organization ?? null,
    language: u.language ?? 'en',
    // Whether the person chose it: a site opened in Twi must not turn English for an account that never chose.
    language_chosen: u.language !== undefined,
    email_confirmed: u.email ? (u.emailConfirmed ?? true) : false,
    phone_confirmed: u.phoneConfirmed === true,
  };
}
export type UserResponse = ReturnType<typeof toUserResponse>;
