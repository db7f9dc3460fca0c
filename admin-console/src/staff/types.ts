/** A staff account as GET /api/admin/staff answers it. */
export type StaffRecord = {
  id: string;
  email: string;
  name: string;
  role: StaffRoleName;
  status: 'invited' | 'active' | 'disabled';
  addedAt: string;
  lastSignedInAt?: string;
  mustChangePassword: boolean;
  lastChange?: { what: string; by: string; reason: string; at: string };
};

export type StaffRoleName = 'administrator' | 'moderator' | 'support' | 'analyst';

// What each role may do, said where it is chosen; the server holds the permissions and enforces them.
export const roleChoices: { id: StaffRoleName; name: string }[] = [
  { id: 'administrator', name: 'Administrator: everything, including staff and settings' },
  { id: 'moderator', name: 'Moderator: listings, reports, users, organizations, verifications' },
  { id: 'support', name: 'Support: listings, reports and users' },
  { id: 'analyst', name: 'Analyst: reads the history, changes nothing' },
];

export const statusChoices = [
  { id: 'invited', name: 'Invited' },
  { id: 'active', name: 'Active' },
  { id: 'disabled', name: 'Disabled' },
];
