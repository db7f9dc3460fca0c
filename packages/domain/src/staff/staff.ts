/**
 * Support staff who moderate in the admin console. A separate identity from marketplace users:
 * staff never sign in through the public site and users never reach /api/admin.
 */
export type StaffRole = 'administrator' | 'moderator' | 'analyst';

export type StaffMemberAdded = {
  type: 'StaffMemberAdded';
  data: { staffId: string; email: string; name: string; role: StaffRole; passwordHash: string; addedAt: string; addedBy: string };
};

export type StaffSignedIn = { type: 'StaffSignedIn'; data: { staffId: string; signedInAt: string } };

export type StaffEvent = StaffMemberAdded | StaffSignedIn;

export type StaffState = { staffId: string; email: string; name: string; role: StaffRole; passwordHash: string };

export function evolveStaff(state: StaffState | undefined, event: StaffEvent): StaffState | undefined {
  switch (event.type) {
    case 'StaffMemberAdded': {
      const { staffId, email, name, role, passwordHash } = event.data;
      return { staffId, email, name, role, passwordHash };
    }
    case 'StaffSignedIn':
      return state;
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

export const staffStream = (staffId: string) => `staff-${staffId}`;
export const staffEmailClaimStream = (emailDigest: string) => `staff-email-${emailDigest}`;
