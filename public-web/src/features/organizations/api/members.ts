import { api, apiRequest, type RequestOptions } from '../../../lib/api-client';
import { isMemberPermission, type MemberPermission } from '../permissions';
import { isRecord, text, type Raw } from './read';

/** A member of an organization, as the Users tab lists it. */
export type Member = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  permissions: MemberPermission[];
  dateAdded?: string;
};

export function toMember(value: unknown): Member | null {
  if (!isRecord(value)) return null;
  const id = text(value, 'id', '_id');
  if (!id) return null;
  const permissions = Array.isArray(value.permissions) ? value.permissions.filter(isMemberPermission) : [];
  return {
    id,
    firstName: text(value, 'firstName', 'first_name', 'firstname') ?? '',
    lastName: text(value, 'lastName', 'last_name', 'lastname') ?? '',
    email: text(value, 'email') ?? '',
    phone: text(value, 'phone', 'mobile', 'phone1', 'phoneNumber'),
    permissions,
    dateAdded: text(value, 'date_added', 'dateAdded'),
  };
}

function toMembers(body: unknown): Member[] {
  const raw = isRecord(body) ? ((body as Raw).users ?? (isRecord(body.result) ? body.result.users : undefined)) : body;
  if (!Array.isArray(raw)) return [];
  return raw.map(toMember).filter((member): member is Member => member !== null);
}

type Options = Pick<RequestOptions, 'signal'>;

/** GET /api/organizations/fetch-members/{url_name}: the members of the signed-in organization. */
export async function fetchMembers(urlName: string, options?: Options): Promise<Member[]> {
  return toMembers(await api.get<unknown>(`/organizations/fetch-members/${encodeURIComponent(urlName)}`, options));
}

/** GET /api/organization/fetch-users/{id}: the same list by id (the spec's singular path), for the organization page. */
export async function fetchUsers(id: string, options?: Options): Promise<Member[]> {
  return toMembers(await api.get<unknown>(`/organization/fetch-users/${encodeURIComponent(id)}`, options));
}

/** PUT /api/organizations/members/{userId}: replaces the member's permissions. */
export function updateMemberPermissions(userId: string, permissions: MemberPermission[]) {
  return apiRequest<{ message: string }>(`/organizations/members/${encodeURIComponent(userId)}`, { method: 'PUT', body: { permissions } });
}

/** DELETE /api/organizations/members/{userId}. */
export function removeMember(userId: string) {
  return apiRequest<{ message: string }>(`/organizations/members/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}
