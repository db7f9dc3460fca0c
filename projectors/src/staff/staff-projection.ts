import { startsWithOneTimePassword, type StaffEvent } from '@fie/domain';
import { STAFF, type StaffView } from '@fie/read-models';
import type { Projection } from '../projection';

export const staffProjection: Projection = {
  name: 'staff',
  // v2: mustChangePassword and passwordChangedAt; the rebuild gives existing staff the flag.
  version: 2,
  collections: [STAFF],
  project(recorded) {
    const event = { type: recorded.type, data: recorded.data } as StaffEvent;
    const position = recorded.position;
    switch (event.type) {
      case 'StaffMemberAdded': {
        const { staffId, email, name, role, addedAt } = event.data;
        const doc: StaffView = { id: staffId, email, name, role, addedAt, mustChangePassword: startsWithOneTimePassword(event.data) };
        return [{ op: 'upsert', collection: STAFF, doc, position }];
      }
      case 'StaffSignedIn':
        return [{ op: 'update', collection: STAFF, id: event.data.staffId, patch: { set: { lastSignedInAt: event.data.signedInAt } }, position }];
      case 'StaffPasswordChanged':
        return [{ op: 'update', collection: STAFF, id: event.data.staffId, patch: { set: { mustChangePassword: false, passwordChangedAt: event.data.changedAt } }, position }];
      case 'StaffPasswordChangeRejected':
        return []; // throttling needs only the stream; nothing here for the console to show
      default:
        return [];
    }
  },
};
