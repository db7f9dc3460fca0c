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
};
export const STAFF = 'staff';
