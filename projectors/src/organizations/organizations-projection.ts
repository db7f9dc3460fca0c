import { organizationLogoUrl, type OrganizationEvent } from '@fie/domain';
import { ORGANIZATION_MEMBERS, ORGANIZATIONS, type MemberView, type OrganizationView } from '@fie/read-models';
import type { Projection } from '../projection';
/** A membership's document id in ORGANIZATION_MEMBERS. */
export const memberId = (orgId: string, userId: string) => `${orgId}:${userId}`;

export const organizationsProjection: Projection = {
  name: 'organizations',
  version: 1,
  handles: ['OrganizationRegistered', 'OrganizationRegistrationCompleted', 'OrganizationPasswordReset', 'OrganizationPasswordChanged', 'OrganizationSignedIn', 'MemberJoined', 'MemberPermissionsChanged', 'MemberRemoved', 'MemberLeft', 'OrganizationProfileUpdated', 'OrganizationLogoChanged', 'OrganizationListingsFeatured'],
  collections: [ORGANIZATIONS, ORGANIZATION_MEMBERS],
  indexes: [
    { collection: ORGANIZATIONS, fields: ['url_name'] },
    { collection: ORGANIZATIONS, fields: ['email'] },
    { collection: ORGANIZATION_MEMBERS, fields: ['orgId'] },
    { collection: ORGANIZATION_MEMBERS, fields: ['userId'] },
  ],
  project(recorded) {
    const event = { type: recorded.type, data: recorded.data } as OrganizationEvent;
    const position = recorded.position;
    switch (event.type) {
      case 'OrganizationRegistered': {
        const d = event.data;
        const doc: OrganizationView = { id: d.orgId, name: d.name, email: d.email, phone: d.phone, address: d.address, url_name: d.urlName, image: null, documents: d.documents, completed: false, createdAt: d.registeredAt };
        return [{ op: 'upsert', collection: ORGANIZATIONS, doc, position }];
      }
      case 'OrganizationRegistrationCompleted':
        return [{ op: 'update', collection: ORGANIZATIONS, id: event.data.orgId, patch: { set: { completed: true } }, position }];
      case 'OrganizationPasswordReset':
        // A reset also finishes a registration never completed (the code proved the mailbox).
        return [{ op: 'update', collection: ORGANIZATIONS, id: event.data.orgId, patch: { set: { completed: true, sessionsEndedAt: event.data.resetAt } }, position }];
      case 'OrganizationPasswordChanged':
        return [{ op: 'update', collection: ORGANIZATIONS, id: event.data.orgId, patch: { set: { sessionsEndedAt: event.data.changedAt } }, position }];
      case 'OrganizationSignedIn':
        return [{ op: 'update', collection: ORGANIZATIONS, id: event.data.orgId, patch: { set: { lastSignedInAt: event.data.signedInAt } }, position }];
      case 'MemberJoined': {
        const d = event.data;
        const doc: MemberView = { id: memberId(d.orgId, d.userId), orgId: d.orgId, userId: d.userId, permissions: d.permissions, date_added: d.joinedAt };
        return [{ op: 'upsert', collection: ORGANIZATION_MEMBERS, doc, position }];
      }
      case 'MemberPermissionsChanged':
        return [{ op: 'update', collection: ORGANIZATION_MEMBERS, id: memberId(event.data.orgId, event.data.userId), patch: { set: { permissions: event.data.permissions } }, position }];
      case 'MemberRemoved':
      case 'MemberLeft':
        return [{ op: 'delete', collection: ORGANIZATION_MEMBERS, id: memberId(event.data.orgId, event.data.userId) }];
      case 'OrganizationProfileUpdated': {
        const { orgId, name, phone, address } = event.data;
        return [{ op: 'update', collection: ORGANIZATIONS, id: orgId, patch: { set: { name, phone, address } }, position }];
      }
      case 'OrganizationLogoChanged': {
        const { orgId, logoId } = event.data;
        return [{ op: 'update', collection: ORGANIZATIONS, id: orgId, patch: { set: { image: logoId ? organizationLogoUrl(logoId) : null } }, position }];
      }
      case 'OrganizationListingsFeatured':
        return [{ op: 'update', collection: ORGANIZATIONS, id: event.data.orgId, patch: { set: { featured: event.data.listingIds } }, position }];
      default:
        return [];
    }
  },
};
