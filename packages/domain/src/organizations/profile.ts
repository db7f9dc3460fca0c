import { z } from 'zod';
import { phoneField } from '../accounts/schemas';
import { apiText as t } from '../i18n/texts';
import { ForbiddenError, NotFoundError, ValidationError } from '../shared/errors';
import { assertCanManageUsers, type OrganizationActor, type OrganizationState } from './organization';
import { organizationMessages } from './schemas';

/**
 * An organization's public face: its profile (name, phone, address) and logo, edited by the organization or
 * its members with Manage Users, and its public page (/org/{url_name}), where the listings that members with
 * List Properties choose are featured above the rest. The url name stays: links to the page must keep working.
 * Its documents (registration, licence) are documents owned by `organization-{orgId}`, kept by the same people
 * who manage its users.
 */
export const organizationProfileMessages = {
  profileSaved: t('api.organizations.profile-saved', 'Profile updated'),
  logoSaved: t('api.organizations.logo-saved', 'Logo updated'),
  logoRemoved: t('api.organizations.logo-removed', 'Logo removed'),
  featuredSaved: t('api.organizations.featured-saved', 'Featured listings saved'),
  tooManyFeatured: t('api.organizations.too-many-featured', 'Feature at most 6 listings'),
  notYourListing: t('api.organizations.not-your-listing', 'Only published listings of your organization can be featured'),
  needListPermission: t('api.organizations.need-list-permission', 'You need the List Properties permission for this'),
  usersMembersOnly: t('api.organizations.users-members-only', 'Only members of this organization can see its users'),
  documentsMembersOnly: t('api.organizations.documents-members-only', 'Only members of this organization can see its documents'),
  noSuchLogo: t('api.organizations.no-such-logo', 'No such logo'),
  listingsRequired: t('api.organizations.listings-required', 'Choose the listings to feature'),
} as const;

export const FEATURED_MAX = 6;
/** The logo: one picture, re-encoded as a square-bounded WebP like listing photos (metadata dropped). */
export const logoRules = {
  maxBytes: 5 * 1024 * 1024,
  size: 512,
  messages: {
    none: t('api.organizations.logo-none', 'Choose a picture for your logo'),
    notAnImage: t('api.organizations.logo-not-an-image', 'This file is not a picture we can use (JPEG, PNG, WebP, HEIC or AVIF)'),
    tooLarge: t('api.organizations.logo-too-large', 'A logo must be 5 MB or smaller'),
    tooMany: t('api.organizations.logo-too-many', 'Choose one picture for your logo'),
  },
} as const;
const m = { ...organizationMessages, ...organizationProfileMessages };

/** PUT /api/organizations/profile, and the organization's profile form. */
export const organizationProfileSchema = z.object({
  name: z.string({ error: m.nameRequired }).trim().min(1, { error: m.nameRequired, abort: true }).max(80, { error: m.nameTooLong }),
  phone: phoneField,
  address: z.string({ error: m.addressRequired }).trim().min(1, { error: m.addressRequired, abort: true }).max(200, { error: m.addressTooLong }),
});
export type OrganizationProfileInput = z.input<typeof organizationProfileSchema>;

/** PUT /api/organizations/featured-listings: the listings to feature, in the order the page shows them. */
export const featuredListingsSchema = z.object({
  listingIds: z
    .array(z.string().trim().min(1), { error: m.listingsRequired })
    .transform((ids) => [...new Set(ids)])
    .refine((ids) => ids.length <= FEATURED_MAX, { error: m.tooManyFeatured }),
});

import type { OrganizationListingsFeatured, OrganizationLogoChanged, OrganizationProfileUpdated } from './page-events';

export type { OrganizationListingsFeatured, OrganizationLogoChanged, OrganizationPageEvent, OrganizationProfileUpdated } from './page-events';

export const organizationLogoUrl = (logoId: string) => `/api/organizations/logos/${logoId}.webp`;
export const organizationDocumentOwner = (orgId: string) => `organization-${orgId}`;
/** Its members open its documents through the organization (a person's own are at /api/auth/documents). */
export const organizationDocumentUrl = (orgId: string, filename: string) => `/api/organizations/${orgId}/documents/${filename}`;

type Ctx = { now: Date };
const actorId = (actor: OrganizationActor) => (actor.kind === 'organization' ? `organization-${actor.orgId}` : `user-${actor.userId}`);

export function updateOrganizationProfile(state: OrganizationState | undefined, actor: OrganizationActor, profile: z.output<typeof organizationProfileSchema>, ctx: Ctx): [OrganizationProfileUpdated] {
  const org = assertCanManageUsers(state, actor);
  return [{ type: 'OrganizationProfileUpdated', data: { orgId: org.orgId, ...profile, updatedBy: actorId(actor), updatedAt: ctx.now.toISOString() } }];
}

export function changeOrganizationLogo(state: OrganizationState | undefined, actor: OrganizationActor, logoId: string | null, ctx: Ctx): [OrganizationLogoChanged] | [] {
  const org = assertCanManageUsers(state, actor);
  if (logoId === null && !org.logoId) return [];
  return [{ type: 'OrganizationLogoChanged', data: { orgId: org.orgId, logoId, changedBy: actorId(actor), changedAt: ctx.now.toISOString() } }];
}

/** Documents of the organization (registration, licence) are kept by whoever manages its users. */
export function assertCanManageDocuments(state: OrganizationState | undefined, actor: OrganizationActor): OrganizationState {
  return assertCanManageUsers(state, actor);
}

/**
 * Features listings on the organization's page. Who: the organization, or a member with List Properties.
 * What: its own published listings (`listings`, as the edge found them on their streams), at most six.
 * The same choice again records nothing.
 */
export function featureOrganizationListings(
  state: OrganizationState | undefined,
  actor: OrganizationActor,
  listingIds: string[],
  ctx: Ctx & { listings: Record<string, { organizationId: string | null; published: boolean } | undefined> },
): [OrganizationListingsFeatured] | [] {
  if (!state) throw new NotFoundError(m.organizationNotFound, 'OrganizationNotFound');
  if (actor.kind === 'organization' && actor.orgId !== state.orgId) throw new ForbiddenError(m.notYourOrganization);
  if (actor.kind === 'member' && !state.members[actor.userId]?.permissions.includes('list_properties')) throw new ForbiddenError(m.needListPermission, 'MissingPermission');
  if (listingIds.length > FEATURED_MAX) throw new ValidationError({ listingIds: m.tooManyFeatured });
  const refused = listingIds.find((id) => {
    const listing = ctx.listings[id];
    return !listing || listing.organizationId !== state.orgId || !listing.published;
  });
  if (refused) throw new ValidationError({ listingIds: m.notYourListing });
  if (sameList(state.featured, listingIds)) return [];
  return [{ type: 'OrganizationListingsFeatured', data: { orgId: state.orgId, listingIds, featuredBy: actorId(actor), featuredAt: ctx.now.toISOString() } }];
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i]);
