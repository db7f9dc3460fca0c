import type { StaffRole } from './roles';

/**
 * Support staff who moderate in the admin console. A separate identity from marketplace users:
 * staff never sign in through the public site and users never reach /api/admin.
 */

/** `addedBy: 'first-start'` marks the administrator whose one-time password was printed in the terminal. */
export type StaffMemberAdded = {
  type: 'StaffMemberAdded';
  data: { staffId: string; email: string; name: string; role: StaffRole; passwordHash: string; addedAt: string; addedBy: string };
};

export type StaffSignedIn = { type: 'StaffSignedIn'; data: { staffId: string; signedInAt: string } };

export type StaffPasswordChanged = { type: 'StaffPasswordChanged'; data: { staffId: string; passwordHash: string; changedAt: string } };

/** A wrong current password, recorded because it counts towards throttling. */
export type StaffPasswordChangeRejected = { type: 'StaffPasswordChangeRejected'; data: { staffId: string; rejectedAt: string } };

/**
 * An administrator invites someone by email: the account exists at once, without a password, and the mail
 * carries a link to set one. Only the link's digest is kept, so the log cannot be used to take the account.
 */
export type StaffMemberInvited = {
  type: 'StaffMemberInvited';
  data: { staffId: string; email: string; name: string; role: StaffRole; invitedBy: string; reason: string; invitedAt: string; linkDigest: string; linkExpiresAt: string };
};
/** The invited person chose their password through the mailed link (which then stops working). */
export type StaffPasswordSet = { type: 'StaffPasswordSet'; data: { staffId: string; passwordHash: string; setAt: string } };
export type StaffRoleChanged = { type: 'StaffRoleChanged'; data: { staffId: string; from: StaffRole; to: StaffRole; changedBy: string; reason: string; changedAt: string } };
export type StaffDisabled = { type: 'StaffDisabled'; data: { staffId: string; disabledBy: string; reason: string; disabledAt: string } };
export type StaffEnabled = { type: 'StaffEnabled'; data: { staffId: string; enabledBy: string; reason: string; enabledAt: string } };
/** An operator's `npm run admin -- reset-password`: a one-time password printed in the terminal, to be changed. */
export type StaffPasswordReset = { type: 'StaffPasswordReset'; data: { staffId: string; passwordHash: string; resetBy: string; reason: string; resetAt: string } };

export type StaffEvent =
  | StaffMemberAdded
  | StaffSignedIn
  | StaffPasswordChanged
  | StaffPasswordChangeRejected
  | StaffMemberInvited
  | StaffPasswordSet
  | StaffRoleChanged
  | StaffDisabled
  | StaffEnabled
  | StaffPasswordReset;

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
  disabled: boolean;
  /** An invitation's link, until it is used (or replaced by a reset). */
  invitation?: { linkDigest: string; expiresAt: string };
};

export const FIRST_START = 'first-start';
/** Who acted when an operator ran `npm run admin` on the server: no staff member, the machine's operator. */
export const OPERATOR_CLI = 'operator-cli';

/**
 * Whether a new staff member signs in with the first start's one-time password, which has been shown in a
 * terminal (and maybe kept in a log). Read from `addedBy` rather than a new field, so administrators created
 * before this rule are nudged too.
 */
export const startsWithOneTimePassword = (added: StaffMemberAdded['data']) => added.addedBy === FIRST_START || added.addedBy === OPERATOR_CLI;

export function evolveStaff(state: StaffState | undefined, event: StaffEvent): StaffState | undefined {
  switch (event.type) {
    case 'StaffMemberAdded': {
      const { staffId, email, name, role, passwordHash } = event.data;
      return { staffId, email, name, role, passwordHash, mustChangePassword: startsWithOneTimePassword(event.data), failedPasswordChanges: [], disabled: false };
    }
    case 'StaffMemberInvited': {
      const { staffId, email, name, role, linkDigest, linkExpiresAt } = event.data;
      return { staffId, email, name, role, passwordHash: '', mustChangePassword: false, failedPasswordChanges: [], disabled: false, invitation: { linkDigest, expiresAt: linkExpiresAt } };
    }
    case 'StaffPasswordSet':
      return state && { ...state, passwordHash: event.data.passwordHash, invitation: undefined, mustChangePassword: false, failedPasswordChanges: [] };
    case 'StaffPasswordReset':
      return state && { ...state, passwordHash: event.data.passwordHash, invitation: undefined, mustChangePassword: true, failedPasswordChanges: [] };
    case 'StaffRoleChanged':
      return state && { ...state, role: event.data.to };
    case 'StaffDisabled':
      return state && { ...state, disabled: true };
    case 'StaffEnabled':
      return state && { ...state, disabled: false };
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
