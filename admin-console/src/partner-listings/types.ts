// One partner listing as /api/admin/partner-listings returns it: an item of a partner's feed, kept apart
// from our own listings. `id` is `{sourceSlug}:{externalId}`; every field but the source is optional
// because partners send what they have.
export type PartnerListingRecord = {
  id: string;
  source: string;
  sourceSlug: string;
  externalId: string;
  title?: string;
  name?: string;
  price?: number;
  currency?: 'GHS' | 'USD';
  bedrooms?: number;
  bathrooms?: number;
  category?: 'residential' | 'commercial' | 'farmland' | 'events';
  town?: string;
  region?: string;
  url?: string;
  images: string[];
  importedAt: string;
};
