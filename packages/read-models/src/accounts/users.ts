import type { Language, MemberPermission } from '@fie/domain';

/** The `users` read model: a person's profile, account status and organization. No secrets are copied here. */
export type UserView = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  userType: 'seeker' | 'owner' | 'organization_member';
  /** What the person is when not in an organization (seeker or owner). */
  baseUserType: 'seeker' | 'owner';
  ownerType?: 'individual' | 'organization';
  ownerOrganizationName?: string;
  licenceNumber?: string;
  confirmed: boolean;
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
