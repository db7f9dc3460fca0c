/**
 * Support staff who moderate in the admin console. A separate identity from marketplace users:
 * staff never sign in through the public site and users never reach /api/admin.
 */
export type StaffRole = 'administrator' | 'moderator' | 'analyst';

/** `addedBy: 'first-start'` marks the administrator whose one-time password was printed in the terminal. */
export type StaffMemberAdded = {
  type: 'StaffMemberAdded';
  data: { staffId: string; email: string; name: string; role: StaffRole; passwordHash: string; addedAt: string; addedBy: string };
};

export type StaffSignedIn = { type: 'StaffSignedIn'; data: { staffId: string; signedInAt: string } };

export type StaffPasswordChanged = { type: 'StaffPasswordChanged'; data: { staffId: string; passwordHash: string; changedAt: string } };

/** A wrong current password, recorded because it counts towards throttling. */
export type StaffPasswordChangeRejected = { type: 'StaffPasswordChangeRejected'; data: { staffId: string; rejectedAt: string } };

export type StaffEvent = StaffMemberAdded | StaffSignedIn | StaffPasswordChanged | StaffPasswordChangeRejected;

export type StaffState = {
  staffId: string;
  email: string;
  name: string;
  role: StaffRole;
  passwordHash: string;
  /** Still the first start's one-time password (see startsWithOneTimePassword). */
  mustChangePassword: boolean;
  /** Times of recent wrong current passwords, for throttling. */
  failedPasswordChanges: string[];
};

export const FIRST_START = 'first-start';

/**
 * Whether a new staff member signs in with the first start's one-time password, which has been shown in a
 * terminal (and maybe kept in a log). Read from `addedBy` rather than a new field, so administrators created
 * before this rule are nudged too.
 */
export const startsWithOneTimePassword = (added: StaffMemberAdded['data']) => added.addedBy === FIRST_START;

export function evolveStaff(state: StaffState | undefined, event: StaffEvent): StaffState | undefined {
  switch (event.type) {
    case 'StaffMemberAdded': {
      const { staffId, email, name, role, passwordHash } = event.data;
      return { staffId, email, name, role, passwordHash, mustChangePassword: startsWithOneTimePassword(event.data), failedPasswordChanges: [] };
    }
    case 'StaffSignedIn':
      return state;
    case 'StaffPasswordChanged':
      return state && { ...state, passwordHash: event.data.passwordHash, mustChangePassword: false, failedPasswordChanges: [] };
    case 'StaffPasswordChangeRejected':
      return state && { ...state, failedPasswordChanges: [...state.failedPasswordChanges.slice(-19), event.data.rejectedAt] };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

export function foldStaff(events: readonly StaffEvent[]): StaffState | undefined {
  return events.reduce<StaffState | undefined>(evolveStaff, undefined);
}

export const staffStream = (staffId: string) => `staff-${staffId}`;
export const staffEmailClaimStream = (emailDigest: string) => `staff-email-${emailDigest}`;
