import { toUserResponse } from '@fie/domain';
import type { DocumentStore } from '@fie/stores';
import { DOCUMENTS, type DocumentView } from './documents';
import { USERS, type UserView } from './users';

/**
 * How the API answers a user, composed from the read models. Both the command API (after a change) and
 * the query API use it, so the shapes cannot drift apart.
 */
export async function presentUser(docs: DocumentStore, userId: string) {
  const user = await docs.collection<UserView>(USERS).get(userId);
  if (!user) return undefined;
  const documents = await docs.collection<DocumentView>(DOCUMENTS).find({ ownerId: userId }, { sort: [['uploadedAt', 'desc']] });
  return {
    ...toUserResponse(user),
    // 'owner' for an owner who joined an organization too (user_type then says organization_member): they may
    // still list under their own name.
    base_user_type: user.baseUserType ?? (user.userType === 'owner' ? 'owner' : 'seeker'),
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
