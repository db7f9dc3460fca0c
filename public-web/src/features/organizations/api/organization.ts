// Made with an id, so the page says them in its language (useSay, a banner).
import { apiText as t } from '@fie/domain';
import type { PageRequest } from '@fie/domain';
import { api, type RequestOptions } from '../../../lib/api-client';
import { toNoShowFacts, type NoShowFact } from '../../../lib/no-show-facts';
import { isRecord, text, unwrap } from './read';

/** An organization as the dashboards show it; contact details come only with the organization's own profile call. */
export type OrganizationProfile = {
  id: string;
  name: string;
  urlName: string;
  image?: string;
  address?: string;
  email?: string;
  phone?: string;
  createdAt?: string;
  /** Staff verified it after reviewing its registration and documents. */
  verified?: boolean;
  /** What past deals with it were like (issue 33): published reviews and dealings completed through Fie. */
  reputation?: { count: number; average: number | null; completedDealings: number; noShows: number; noShowsRecent: NoShowFact[] };
};

function reputationOf(value: unknown): OrganizationProfile['reputation'] {
  if (!isRecord(value)) return undefined;
  const count = typeof value.count === 'number' ? value.count : 0;
  const completedDealings = typeof value.completedDealings === 'number' ? value.completedDealings : 0;
  // No-shows recorded against it are facts shown beside the reviews (issue 33), with its answers.
  const noShows = typeof value.noShows === 'number' ? value.noShows : 0;
  return count > 0 || completedDealings > 0 || noShows > 0
    ? { count, average: typeof value.average === 'number' ? value.average : null, completedDealings, noShows, noShowsRecent: toNoShowFacts(value.noShowsRecent) }
    : undefined;
}

export function toOrganizationProfile(value: unknown): OrganizationProfile | null {
  if (!isRecord(value)) return null;
  const name = text(value, 'name');
  const id = text(value, 'id', '_id');
  const urlName = text(value, 'url_name', 'urlName');
  if (!name || !(id || urlName)) return null;
  return {
    id: id ?? urlName ?? '',
    name,
    urlName: urlName ?? id ?? '',
    image: text(value, 'image'),
    address: text(value, 'address'),
    email: text(value, 'email'),
    phone: text(value, 'phone'),
    createdAt: text(value, 'createdAt', 'created_at'),
    ...(value.verified === true ? { verified: true } : {}),
    ...(reputationOf(value.reputation) ? { reputation: reputationOf(value.reputation) } : {}),
  };
}

type Options = Pick<RequestOptions, 'signal'>;

function required(value: unknown): OrganizationProfile {
  const organization = toOrganizationProfile(value);
  if (!organization) throw new Error(t('org-page.bad-answer', 'The server answered without an organization'));
  return organization;
}

/** GET /api/organizations/user: the signed-in organization's own record (with email, phone, address). */
export async function fetchOwnOrganization(options?: Options): Promise<OrganizationProfile> {
  return required(unwrap(await api.get<unknown>('/organizations/user', options), 'organization'));
}

/** GET /api/organizations/single/{id or url_name}: the public record, `{result: {organization}}`. */
export const organizationRequest = (idOrUrlName: string): PageRequest => ({ method: 'GET', path: `/organizations/single/${encodeURIComponent(idOrUrlName)}` });

export async function fetchOrganization(idOrUrlName: string, options?: Options): Promise<OrganizationProfile> {
  return readOrganization(await api.get<unknown>(organizationRequest(idOrUrlName).path, options));
}

export function readOrganization(body: unknown): OrganizationProfile {
  return required(unwrap(body, 'organization'));
}
