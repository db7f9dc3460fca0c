/** What staff decided about an organization: verified (when, by whom), suspended (why), and the decisions, newest first. */
export type OrganizationStandingView = {
  /** The organization's id. */
  id: string;
  verified: boolean;
  verifiedAt?: string;
  suspended: boolean;
  suspendedReason?: string;
  suspendedAt?: string;
  history: { what: 'verified' | 'suspended' | 'reinstated'; by: string; reason: string; at: string }[];
};
export const ORGANIZATION_STANDING = 'organization_standing';
