import { choices } from '../shared/choices';

/**
 * Staff roles and what each may do, checked by the server on every staff call (the console only hides what
 * a role cannot use). The role is read from the staff member's current record, not from the token, so a
 * change of role or a disabled account takes effect on the next request.
 */
export const { values: staffRoles, labels: staffRoleLabels } = choices({ administrator: 'Administrator', moderator: 'Moderator', support: 'Support', analyst: 'Analyst' });
export type StaffRole = (typeof staffRoles)[number];

export const staffPermissions = [
  /** The console itself: the event history, the figures, the read-only resources. Every role. */
  'console.read',
  /** Invite, change roles, disable and enable staff. */
  'staff.manage',
  /** Approve, hide, restore and remove listings; resolve reports. */
  'listings.moderate',
  /** Suspend and reinstate users, resend their confirmation codes. */
  'users.manage',
  /** Verify, suspend and reinstate organizations. */
  'organizations.manage',
  /** Verify or reject Ghana Card numbers and licences. */
  'verifications.decide',
  /** The exchange rate and the partner feeds: settings that change what the whole site shows. */
  'settings.manage',
  /** Rebuild a projection. */
  'projections.rebuild',
  /** Decide a disputed payment, or one held for staff: release, refund or split (issue 33). */
  'payments.decide',
] as const;
export type StaffPermission = (typeof staffPermissions)[number];

/**
 * An analyst reads history and changes nothing; support answers people (their listings, their accounts);
 * a moderator also judges organizations and verifications and runs the partner feeds; only administrators
 * manage staff, the exchange rate and projections.
 */
export const rolePermissions: Record<StaffRole, readonly StaffPermission[]> = {
  administrator: staffPermissions,
  moderator: ['console.read', 'listings.moderate', 'users.manage', 'organizations.manage', 'verifications.decide', 'payments.decide'],
  support: ['console.read', 'listings.moderate', 'users.manage'],
  analyst: ['console.read'],
};

export const isStaffRole = (value: unknown): value is StaffRole => (staffRoles as readonly unknown[]).includes(value);

export const staffCan = (role: string, permission: StaffPermission): boolean => isStaffRole(role) && rolePermissions[role].includes(permission);

/** A staff session lasts this long after the last request that refreshed it (inactivity, not sign-in). */
export const STAFF_SESSION_SECONDS = 8 * 60 * 60;
