/** A person's standing as staff set it: suspended (why, by whom, since when) or not, and what staff did, newest first. */
export type UserStandingView = {
  /** The user's id. */
  id: string;
  suspended: boolean;
  reason?: string;
  suspendedAt?: string;
  suspendedBy?: string;
  history: { what: 'suspended' | 'reinstated' | 'code resent'; by: string; reason: string; at: string }[];
};
export const USER_STANDING = 'user_standing';
