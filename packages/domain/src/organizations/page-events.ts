// The events of an organization's public face (profile.ts decides them), apart from it so the organization's own
// state (organization.ts), which folds them, need not import the decisions that use that state.
export type OrganizationProfileUpdated = { type: 'OrganizationProfileUpdated'; data: { orgId: string; name: string; phone: string; address: string; updatedBy: string; updatedAt: string } };
/** `logoId` null: the logo was removed. The picture itself is in the blob store (`organization-logos/{logoId}.webp`). */
export type OrganizationLogoChanged = { type: 'OrganizationLogoChanged'; data: { orgId: string; logoId: string | null; changedBy: string; changedAt: string } };
export type OrganizationListingsFeatured = { type: 'OrganizationListingsFeatured'; data: { orgId: string; listingIds: string[]; featuredBy: string; featuredAt: string } };
export type OrganizationPageEvent = OrganizationProfileUpdated | OrganizationLogoChanged | OrganizationListingsFeatured;
