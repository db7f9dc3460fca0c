// Made with an id, so the page says them in its language (useSay, a banner).
import { apiText as t } from '@fie/domain';
import { z } from 'zod';
import { fieldErrors, organizationProfileSchema, type OrganizationProfileInput, type PageRequest } from '@fie/domain';
import { api, ApiError, type RequestOptions } from '../../../lib/api-client';
import { uploadDocuments } from '../../../lib/documents';
import { toProperty, type Property } from '../../../lib/property';
import { toOrganizationProfile, type OrganizationProfile } from './organization';

/**
 * The organization's public face: its profile and logo, the listings its page features, its published
 * listings, and its documents (docs: README, organization profiles).
 */
type Options = Pick<RequestOptions, 'signal'>;

const withOrganization = (answer: { message?: string; organization?: unknown } | undefined, fallback: string) => {
  const organization = toOrganizationProfile(answer?.organization);
  if (!organization) throw new Error(t('organizations.api.no-organization', 'The server answered without the organization'));
  return { message: answer?.message ?? fallback, organization };
};

/** PUT /api/organizations/profile `{name, phone, address}`, checked first with the server's schema. */
export async function updateOrganizationProfile(input: OrganizationProfileInput): Promise<{ message: string; organization: OrganizationProfile }> {
  const checked = organizationProfileSchema.safeParse(input);
  if (!checked.success) throw new ApiError(400, t('organizations.api.check-form', 'Please check the form'), 'ValidationError', fieldErrors(checked.error));
  return withOrganization(await api.put<{ message?: string; organization?: unknown }>('/organizations/profile', checked.data), t('organizations.api.profile-updated', 'Profile updated'));
}

/** POST /api/organizations/logo (multipart, field `logo`): re-encoded by the server, shown on the page and the listing cards. */
export async function uploadLogo(file: File) {
  const form = new FormData();
  form.append('logo', file, file.name);
  return withOrganization(await api.post<{ message?: string; organization?: unknown }>('/organizations/logo', form), t('organizations.api.logo-updated', 'Logo updated'));
}

/** DELETE /api/organizations/logo. */
export async function removeLogo() {
  return withOrganization(await api.delete<{ message?: string; organization?: unknown }>('/organizations/logo'), t('organizations.api.logo-removed', 'Logo removed'));
}

export type PublicListings = { featured: Property[]; properties: Property[]; total: number; page: number; pageSize: number };

const cards = (value: unknown): Property[] => (Array.isArray(value) ? value.map(toProperty).filter((p): p is Property => p !== null) : []);
const listingsAnswer = z.object({ result: z.object({ featured: z.array(z.unknown()), properties: z.array(z.unknown()), total: z.number(), page: z.number(), pageSize: z.number() }) });

/** Spec §9: 15 a page. The first page comes with the server's HTML (app/server-pages.ts asks for it). */
export const PUBLIC_LISTINGS_PAGE_SIZE = 15;

/** GET /api/organizations/{id or url_name}/listings: its published listings, and the featured ones in their order. */
export const publicListingsRequest = (idOrUrlName: string, page = 1, pageSize = 15): PageRequest => ({
  method: 'GET',
  path: `/organizations/${encodeURIComponent(idOrUrlName)}/listings?page=${page}&pageSize=${pageSize}`,
});

export async function fetchPublicListings(idOrUrlName: string, page = 1, pageSize = 15, options?: Options): Promise<PublicListings> {
  return readPublicListings(await api.get<unknown>(publicListingsRequest(idOrUrlName, page, pageSize).path, { ...options, on401: 'clear' }));
}

export function readPublicListings(body: unknown): PublicListings {
  const parsed = listingsAnswer.safeParse(body);
  if (!parsed.success) throw new Error(t('org-page.bad-listings', 'The server answered the listings in a shape we do not know'));
  const { featured, properties, ...rest } = parsed.data.result;
  return { featured: cards(featured), properties: cards(properties), ...rest };
}

/** PUT /api/organizations/featured-listings `{listingIds}` (at most six, in order): members with List Properties. */
export async function saveFeaturedListings(listingIds: string[]): Promise<string> {
  const answer = await api.put<{ message?: string }>('/organizations/featured-listings', { listingIds });
  return answer?.message ?? t('organizations.api.featured-saved', 'Featured listings saved');
}

const documentSchema = z.object({ filename: z.string(), name: z.string(), extension: z.string(), size: z.number().optional(), uploadedAt: z.string(), location: z.string(), registration: z.boolean() });
export type OrganizationDocument = z.infer<typeof documentSchema>;

/** GET /api/organizations/{id or url_name}/documents: for the organization, its members and staff. */
export async function fetchOrganizationDocuments(idOrUrlName: string, options?: Options): Promise<OrganizationDocument[]> {
  const parsed = z.object({ result: z.object({ documents: z.array(documentSchema) }) }).safeParse(await api.get<unknown>(`/organizations/${encodeURIComponent(idOrUrlName)}/documents`, options));
  if (!parsed.success) throw new Error(t('organizations.api.bad-documents', 'The server answered the documents in a shape we do not know'));
  return parsed.data.result.documents;
}

/** POST /api/organizations/documents (multipart, field `files`): the managers'. */
export function uploadOrganizationDocuments(files: readonly File[]) {
  return uploadDocuments('/organizations/documents', files);
}

/** DELETE /api/organizations/documents/{filename}: the managers'. */
export async function deleteOrganizationDocument(filename: string): Promise<string> {
  const answer = await api.delete<{ message?: string }>(`/organizations/documents/${encodeURIComponent(filename)}`);
  return answer?.message ?? t('organizations.api.file-deleted', 'File deleted');
}
