import type { PartnerFeedImported } from '@fie/domain';

/** Partner listings (kept apart from ours) and one summary per partner feed, for the console. */
export const PARTNER_LISTINGS = 'partner_listings';
export const PARTNER_FEEDS = 'partner_feeds';
export type PartnerListingView = PartnerFeedImported['data']['items'][number] & { id: string; source: string; sourceSlug: string; importedAt: string };
export type PartnerFeedView = { id: string; source: string; count: number; importedAt: string; importedBy: string };
