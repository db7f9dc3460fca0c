export type StaffView = {
  id: string;
  email: string;
  name: string;
  role: string;
  addedAt: string;
  lastSignedInAt?: string;
  /** Still the first start's one-time password: the console nudges until it is changed. */
  mustChangePassword: boolean;
  passwordChangedAt?: string;
  /** 'invited' until the mailed link is used; 'disabled' cannot sign in or call anything. */
  status: 'invited' | 'active' | 'disabled';
  /** The last change an administrator or operator made, with who and why, for the console's list. */
  lastChange?: { what: string; by: string; reason: string; at: string };
};
export const STAFF = 'staff';
