import { toUserResponse } from '@fie/domain';
import type { DocumentStore } from '@fie/stores';
import { ORGANIZATIONS, type OrganizationView } from '../organizations/organizations-projection';
import { DOCUMENTS, type DocumentView } from './documents-projection';
import { USERS, type UserView } from './users-projection';

/**
 * How the API answers a user and an organization, composed from the read models. Both the command API
 * (after a change) and the query API use these, so the shapes cannot drift apart.
 */
export async function presentUser(docs: DocumentStore, userId: string) {
  const user = await docs.collection<UserView>(USERS).get(userId);
  if (!user) return undefined;
  const documents = await docs.collection<DocumentView>(DOCUMENTS).find({ ownerId: userId }, { sort: [['uploadedAt', 'desc']] });
  return {
    ...toUserResponse(user),
    ownerType: user.ownerType ?? null,
    ownerOrganizationName: user.ownerOrganizationName ?? null,
    licenceNumber: user.licenceNumber ?? null,
    confirmed: user.confirmed,
    owner_documents: documents.map((d) => ({
      name: d.name,
      location: `/api/auth/documents/${d.filename}`,
      filename: d.filename,
      size: d.size,
      contentType: d.contentType,
      uploadedAt: d.uploadedAt,
    })),
  };
}
export type PresentedUser = NonNullable<Awaited<ReturnType<typeof presentUser>>>;

export function presentOrganization(org: OrganizationView, audience: 'public' | 'self') {
  const base = { _id: org.id, id: org.id, name: org.name, url_name: org.url_name, image: org.image, address: org.address, createdAt: org.createdAt };
  return audience === 'public' ? base : { ...base, email: org.email, phone: org.phone, completed: org.completed };
}

export async function findOrganization(docs: DocumentStore, idOrUrlName: string) {
  const organizations = docs.collection<OrganizationView>(ORGANIZATIONS);
  return (await organizations.get(idOrUrlName)) ?? (await organizations.findOne({ url_name: idOrUrlName.toLowerCase() }));
}
