import { OPERATOR_CLI, startsWithOneTimePassword, type StaffEvent } from '@fie/domain';
import { STAFF, type StaffView } from '@fie/read-models';
import type { Projection } from '../projection';

export const staffProjection: Projection = {
  name: 'staff',
  // v3: status (invited, active, disabled) and the last change with who and why.
  version: 3,
  handles: ['StaffMemberAdded', 'StaffMemberInvited', 'StaffSignedIn', 'StaffPasswordChanged', 'StaffPasswordSet', 'StaffPasswordReset', 'StaffRoleChanged', 'StaffDisabled', 'StaffEnabled'],
  collections: [STAFF],
  project(recorded) {
    const event = { type: recorded.type, data: recorded.data } as StaffEvent;
    const position = recorded.position;
    const update = (id: string, set: Partial<StaffView>) => [{ op: 'update' as const, collection: STAFF, id, patch: { set }, position }];
    switch (event.type) {
      case 'StaffMemberAdded': {
        const { staffId, email, name, role, addedAt, addedBy } = event.data;
        const doc: StaffView = { id: staffId, email, name, role, addedAt, mustChangePassword: startsWithOneTimePassword(event.data), status: 'active' };
        if (addedBy === OPERATOR_CLI) doc.lastChange = { what: `Created as ${role} from the command line`, by: addedBy, reason: 'Created by an operator', at: addedAt };
        return [{ op: 'upsert', collection: STAFF, doc, position }];
      }
      case 'StaffMemberInvited': {
        const { staffId, email, name, role, invitedAt, invitedBy, reason } = event.data;
        const doc: StaffView = { id: staffId, email, name, role, addedAt: invitedAt, mustChangePassword: false, status: 'invited', lastChange: { what: `Invited as ${role}`, by: invitedBy, reason, at: invitedAt } };
        return [{ op: 'upsert', collection: STAFF, doc, position }];
      }
      case 'StaffSignedIn':
        return update(event.data.staffId, { lastSignedInAt: event.data.signedInAt });
      case 'StaffPasswordChanged':
        return update(event.data.staffId, { mustChangePassword: false, passwordChangedAt: event.data.changedAt });
      case 'StaffPasswordSet':
        return update(event.data.staffId, { status: 'active', passwordChangedAt: event.data.setAt });
      case 'StaffPasswordReset': {
        const { staffId, resetBy, reason, resetAt } = event.data;
        return update(staffId, { mustChangePassword: true, passwordChangedAt: resetAt, lastChange: { what: 'Password reset', by: resetBy, reason, at: resetAt } });
      }
      case 'StaffRoleChanged': {
        const { staffId, from, to, changedBy, reason, changedAt } = event.data;
        return update(staffId, { role: to, lastChange: { what: `Role changed from ${from} to ${to}`, by: changedBy, reason, at: changedAt } });
      }
      case 'StaffDisabled': {
        const { staffId, disabledBy, reason, disabledAt } = event.data;
        return update(staffId, { status: 'disabled', lastChange: { what: 'Disabled', by: disabledBy, reason, at: disabledAt } });
      }
      case 'StaffEnabled': {
        const { staffId, enabledBy, reason, enabledAt } = event.data;
        // An invited person who never set a password stays unable to sign in; 'active' here means allowed.
        return update(staffId, { status: 'active', lastChange: { what: 'Enabled', by: enabledBy, reason, at: enabledAt } });
      }
      case 'StaffPasswordChangeRejected':
        return []; // throttling needs only the stream; nothing here for the console to show
      default:
        return []; // every other event of the log
    }
  },
};
