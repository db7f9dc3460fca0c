import type { MemberPermission } from '@fie/domain';

/** Organizations and their members. */
export type OrganizationView = {
  id: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  url_name: string;
  image: string | null;
  documents: string[];
  completed: boolean;
  createdAt: string;
  lastSignedInAt?: string;
  /** Its sessions opened before this time have ended (a password change or reset). */
  sessionsEndedAt?: string;
  /** The listings its public page features, in order (members with List Properties choose them). */
  featured?: string[];
};
export type MemberView = { id: string; orgId: string; userId: string; permissions: MemberPermission[]; date_added: string };

export const ORGANIZATIONS = 'organizations';
export const ORGANIZATION_MEMBERS = 'organization_members';
