import type { Language, MemberPermission } from '@fie/domain';

/** The `users` read model: a person's profile, account status and organization. No secrets are copied here. */
export type UserView = {
  id: string;
  firstName: string;
  lastName: string;
  /** Absent for a person who signed up with a phone number alone and has not added an email (issue 32). */
  email?: string;
  phone: string;
  userType: 'seeker' | 'owner' | 'organization_member';
  /** What the person is when not in an organization (seeker or owner). */
  baseUserType: 'seeker' | 'owner';
  ownerType?: 'individual' | 'organization';
  ownerOrganizationName?: string;
  licenceNumber?: string;
  confirmed: boolean;
  /**
   * Which of the person's ways to be reached they proved with a code (issue 32: an account may be a phone number
   * alone). Absent on documents projected before these were kept: read them through hasConfirmedEmail/Phone.
   */
  emailConfirmed?: boolean;
  phoneConfirmed?: boolean;
  createdAt: string;
  confirmedAt?: string;
  lastSignedInAt?: string;
  /** Sessions opened before this ended (a password changed or reset, or "sign out of every device"). */
  sessionsEndedAt?: string;
  organization: { id: string; name: string; url_name: string; date_added: string; permissions: MemberPermission[] } | null;
  /** The language the person chose for mails and texts (absent: never chose, so English), and when. */
  language?: Language;
  languageChosenAt?: string;
};

export const USERS = 'users';

/** Whether the person proved their email (an account confirmed before issue 32 did so by email). */
export const hasConfirmedEmail = <T extends Pick<UserView, 'email' | 'confirmed' | 'emailConfirmed'>>(user: T): user is T & { email: string } =>
  Boolean(user.email) && (user.emailConfirmed ?? user.confirmed);

/** Whether the person proved their phone number (by a texted code: a phone sign-up, or a reset by text). */
export const hasConfirmedPhone = (user: Pick<UserView, 'phone' | 'phoneConfirmed'>) => Boolean(user.phone) && user.phoneConfirmed === true;
