import type { MemberJoined, OrganizationEvent, UserEvent } from '@fie/domain';
import { USERS, type UserView } from '@fie/read-models';
import type { WriteOp } from '@fie/stores';
import type { Projection } from '../projection';

export const usersProjection: Projection = {
  name: 'users',
  // 5: emailConfirmed and phoneConfirmed (issue 32: an account may be a phone number alone), email absent for such one.
  version: 5,
  cost: 3,
  handles: ['UserSignedUp', 'UserConfirmed', 'PasswordReset', 'EmailAdded', 'PasswordChanged', 'SignedOutEverywhere', 'UserSignedIn', 'UserProfileUpdated', 'UserLanguageChosen', 'OwnerRegistered', 'UserDeleted', 'MemberJoined', 'MemberPermissionsChanged', 'MemberRemoved', 'MemberLeft', 'OrganizationProfileUpdated'],
  collections: [USERS],
  // By phone too: a person signs in and recovers their password with it (made at start, no rebuild needed).
  indexes: [{ collection: USERS, fields: ['email'] }, { collection: USERS, fields: ['phone'] }],
  async project(recorded, docs) {
    // An event whose personal data was erased (the account was deleted) leaves nothing to show.
    if ((recorded as { erased?: boolean }).erased) return [];
    const event = { type: recorded.type, data: recorded.data } as UserEvent | OrganizationEvent;
    const position = recorded.position;
    const update = (id: string, set: Record<string, unknown>): WriteOp[] => [{ op: 'update', collection: USERS, id, patch: { set }, position }];
    switch (event.type) {
      case 'UserSignedUp': {
        const d = event.data;
        const doc: UserView = {
          id: d.userId,
          firstName: d.firstName,
          lastName: d.lastName,
          ...(d.email ? { email: d.email } : {}),
          phone: d.phone,
          userType: d.userType,
          baseUserType: d.userType,
          confirmed: false,
          emailConfirmed: false,
          phoneConfirmed: false,
          createdAt: d.signedUpAt,
          organization: null,
        };
        return [{ op: 'upsert', collection: USERS, doc, position }];
      }
      // A code proves where it went: `via` absent is the email (every confirmation and reset before issue 32).
      case 'UserConfirmed':
        return update(event.data.userId, { confirmed: true, confirmedAt: event.data.confirmedAt, ...proved(event.data.via) });
      // A new password, or "sign out of every device", ends every session opened before it.
      case 'PasswordReset':
        return update(event.data.userId, { confirmed: true, sessionsEndedAt: event.data.resetAt, ...proved(event.data.via) });
      case 'EmailAdded':
        return update(event.data.userId, { email: event.data.email, emailConfirmed: true });
      case 'PasswordChanged':
        return update(event.data.userId, { sessionsEndedAt: event.data.changedAt });
      case 'SignedOutEverywhere':
        return update(event.data.userId, { sessionsEndedAt: event.data.at });
      case 'UserSignedIn':
        return update(event.data.userId, { lastSignedInAt: event.data.signedInAt });
      case 'UserProfileUpdated': {
        // A new number is not proved yet.
        const current = await docs.collection<UserView>(USERS).get(event.data.userId);
        const phoneChanged = !!current && current.phone !== event.data.phone;
        return update(event.data.userId, { firstName: event.data.firstName, lastName: event.data.lastName, phone: event.data.phone, ...(phoneChanged ? { phoneConfirmed: false } : {}) });
      }
      case 'UserLanguageChosen':
        return update(event.data.userId, { language: event.data.language, languageChosenAt: event.data.at });
      case 'OwnerRegistered': {
        const current = await docs.collection<UserView>(USERS).get(event.data.userId);
        const set: Record<string, unknown> = { baseUserType: 'owner', ownerType: event.data.ownerType };
        if (current?.userType !== 'organization_member') set.userType = 'owner';
        if (event.data.organizationName) set.ownerOrganizationName = event.data.organizationName;
        if (event.data.licenceNumber) set.licenceNumber = event.data.licenceNumber;
        return update(event.data.userId, set);
      }
      case 'UserDeleted':
        return [{ op: 'delete', collection: USERS, id: event.data.userId }];
      case 'MemberJoined':
        return update(event.data.userId, { userType: 'organization_member', organization: organizationOf(event.data) });
      case 'MemberPermissionsChanged':
        return update(event.data.userId, { 'organization.permissions': event.data.permissions });
      case 'MemberRemoved':
      case 'MemberLeft': {
        const current = await docs.collection<UserView>(USERS).get(event.data.userId);
        return update(event.data.userId, { organization: null, userType: current?.baseUserType ?? 'seeker' });
      }
      case 'OrganizationProfileUpdated': {
        // A renamed organization: its members' profiles say the new name.
        const members = await docs.collection<UserView>(USERS).find({ 'organization.id': event.data.orgId });
        return members.flatMap((member) => update(member.id, { 'organization.name': event.data.name }));
      }
      default:
        return []; // other events of these streams, and other streams
    }
  },
};

function proved(via: 'email' | 'sms' | undefined): Partial<UserView> {
  return via === 'sms' ? { phoneConfirmed: true } : { emailConfirmed: true };
}

function organizationOf(d: MemberJoined['data']): UserView['organization'] {
  return { id: d.orgId, name: d.organizationName, url_name: d.urlName, date_added: d.joinedAt, permissions: d.permissions };
}
