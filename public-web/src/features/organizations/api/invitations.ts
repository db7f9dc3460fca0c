import { api, type RequestOptions } from '../../../lib/api-client';
import type { MemberPermission } from '../permissions';
import { isRecord, text, unwrap } from './read';

/** The person an organization is about to invite, from the lookup by email. */
export type FoundUser = { id: string; firstName: string; lastName: string; email: string };

export function toFoundUser(value: unknown): FoundUser | null {
  if (!isRecord(value)) return null;
  const id = text(value, 'id', '_id');
  if (!id) return null;
  return {
    id,
    firstName: text(value, 'firstName', 'first_name', 'firstname') ?? '',
    lastName: text(value, 'lastName', 'last_name', 'lastname') ?? '',
    email: text(value, 'email') ?? '',
  };
}

/** GET /api/organizations/get-user-info?email=: `{result: {user}}`, 404 'user not found'. */
export async function lookUpUser(email: string, options?: Pick<RequestOptions, 'signal'>): Promise<FoundUser> {
  const body = await api.get<unknown>(`/organizations/get-user-info?email=${encodeURIComponent(email)}`, options);
  const user = toFoundUser(unwrap(body, 'user'));
  if (!user) throw new Error('user not found');
  return user;
}

/** POST /api/organizations/invite-member/{userId} {permissions}: mails the person a link to accept. */
export function inviteMember(userId: string, permissions: MemberPermission[]) {
  return api.post<{ message: string }>(`/organizations/invite-member/${encodeURIComponent(userId)}`, { permissions });
}

/** POST /api/organizations/accept-invitation {key}: the signed-in user joins the organization. */
export function acceptInvitation(key: string) {
  return api.post<{ message: string; organization?: unknown }>('/organizations/accept-invitation', { key });
}
