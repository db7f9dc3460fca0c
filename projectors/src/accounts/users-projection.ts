import type { UserEvent } from '@fie/domain';
import type { WriteOp } from '@fie/stores';
import type { Projection } from '../projection';

/** The `users` read model: a person's public profile and account status. No secrets are copied here. */
export type UserView = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  userType: 'seeker' | 'owner' | 'organization_member';
  confirmed: boolean;
  createdAt: string;
  confirmedAt?: string;
  lastSignedInAt?: string;
  organization: { id: string; name: string; date_added: string } | null;
};

export const USERS = 'users';

export const usersProjection: Projection = {
  name: 'users',
  version: 1,
  collections: [USERS],
  indexes: [{ collection: USERS, fields: ['email'] }],
  project(recorded) {
    const event = { type: recorded.type, data: recorded.data } as UserEvent;
    const position = recorded.position;
    switch (event.type) {
      case 'UserSignedUp': {
        const d = event.data;
        const doc: UserView = {
          id: d.userId,
          firstName: d.firstName,
          lastName: d.lastName,
          email: d.email,
          phone: d.phone,
          userType: d.userType,
          confirmed: false,
          createdAt: d.signedUpAt,
          organization: null,
        };
        return [{ op: 'upsert', collection: USERS, doc, position }] satisfies WriteOp[];
      }
      case 'UserConfirmed':
        return [{ op: 'update', collection: USERS, id: event.data.userId, patch: { set: { confirmed: true, confirmedAt: event.data.confirmedAt } }, position }];
      case 'UserSignedIn':
        return [{ op: 'update', collection: USERS, id: event.data.userId, patch: { set: { lastSignedInAt: event.data.signedInAt } }, position }];
      case 'ConfirmationCodeIssued':
      case 'ConfirmationCodeRejected':
        return [];
      default:
        return []; // events of other streams
    }
  },
};
