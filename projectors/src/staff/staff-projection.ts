import type { StaffEvent } from '@fie/domain';
import type { Projection } from '../projection';

export type StaffView = { id: string; email: string; name: string; role: string; addedAt: string; lastSignedInAt?: string };
export const STAFF = 'staff';

export const staffProjection: Projection = {
  name: 'staff',
  version: 1,
  collections: [STAFF],
  project(recorded) {
    const event = { type: recorded.type, data: recorded.data } as StaffEvent;
    const position = recorded.position;
    switch (event.type) {
      case 'StaffMemberAdded': {
        const { staffId, email, name, role, addedAt } = event.data;
        const doc: StaffView = { id: staffId, email, name, role, addedAt };
        return [{ op: 'upsert', collection: STAFF, doc, position }];
      }
      case 'StaffSignedIn':
        return [{ op: 'update', collection: STAFF, id: event.data.staffId, patch: { set: { lastSignedInAt: event.data.signedInAt } }, position }];
      default:
        return [];
    }
  },
};
