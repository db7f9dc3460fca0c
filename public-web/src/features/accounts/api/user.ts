import { isLanguage, type Language } from '@fie/domain';
import { api, type RequestOptions } from '../../../lib/api-client';

/**
 * The signed-in user as the screens use it. Stored profiles come in both naming styles
 * (firstName / first_name / firstname, phone / mobile / phone1), so they are read through `toUser`.
 */
export type UserType = 'seeker' | 'owner' | 'organization_member';
export type User = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  userType: UserType;
  createdAt?: string;
  organization?: { name: string; dateAdded?: string; id?: string; urlName?: string };
  /** owner_documents: what the owner uploaded (identity, proof of ownership). */
  documents: UserDocument[];
  ownerType?: string;
  licenceNumber?: string;
  /** The language chosen on the account (issue 23): the site, mails and texts use it. */
  language?: Language;
};

export type UserDocument = { filename: string; name: string; location: string; size?: number; contentType?: string; uploadedAt?: string };

export type Organization = { name: string; image?: string; urlName?: string };

const userTypes: readonly UserType[] = ['seeker', 'owner', 'organization_member'];

type Raw = Record<string, unknown>;
const text = (raw: Raw, ...keys: string[]): string | undefined => {
  for (const key of keys) {
    const value = raw[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
    if (typeof value === 'number') return String(value);
  }
  return undefined;
};

export function toUser(value: unknown): User | null {
  if (!value || typeof value !== 'object') return null;
  const raw = value as Raw;
  const id = text(raw, 'id', '_id');
  const email = text(raw, 'email');
  if (!id && !email) return null;
  const type = text(raw, 'user_type', 'userType');
  const organization = raw.organization && typeof raw.organization === 'object' ? (raw.organization as Raw) : undefined;
  const organizationName = organization && text(organization, 'name');
  return {
    id: id ?? email ?? '',
    firstName: text(raw, 'firstName', 'first_name', 'firstname') ?? '',
    lastName: text(raw, 'lastName', 'last_name', 'lastname') ?? '',
    email: email ?? '',
    phone: text(raw, 'phone', 'mobile', 'phone1', 'phoneNumber'),
    // An unknown type is read as seeker: the role with the fewest rights.
    userType: userTypes.find((t) => t === type) ?? 'seeker',
    createdAt: text(raw, 'createdAt', 'created_at'),
    organization: organizationName
      ? {
          name: organizationName,
          dateAdded: text(organization, 'date_added', 'dateAdded'),
          id: text(organization, 'id', '_id'),
          urlName: text(organization, 'url_name', 'urlName'),
        }
      : undefined,
    documents: toDocuments(raw.owner_documents ?? raw.ownerDocuments),
    ownerType: text(raw, 'ownerType', 'owner_type'),
    licenceNumber: text(raw, 'licenceNumber', 'licence_number'),
    language: raw.language_chosen === true && isLanguage(raw.language) ? raw.language : undefined,
  };
}

function toDocuments(value: unknown): UserDocument[] {
  if (!Array.isArray(value)) return [];
  const documents: UserDocument[] = [];
  for (const item of value) {
    if (!item || typeof item !== 'object') continue;
    const raw = item as Raw;
    const location = text(raw, 'location', 'filelocation');
    const filename = text(raw, 'filename') ?? location?.split('/').pop();
    if (!filename || !location) continue;
    const size = typeof raw.size === 'number' ? raw.size : undefined;
    documents.push({
      filename,
      name: text(raw, 'name') ?? filename,
      location,
      size,
      contentType: text(raw, 'contentType'),
      uploadedAt: text(raw, 'uploadedAt'),
    });
  }
  return documents;
}

export function toOrganization(value: unknown): Organization | null {
  if (!value || typeof value !== 'object') return null;
  const raw = value as Raw;
  const name = text(raw, 'name');
  if (!name) return null;
  return { name, image: text(raw, 'image'), urlName: text(raw, 'url_name', 'urlName') };
}

/** GET /api/auth/user: the profile behind the stored token. */
export function fetchCurrentUser(options?: Pick<RequestOptions, 'on401' | 'signal'>): Promise<unknown> {
  return api.get<unknown>('/auth/user', options);
}
