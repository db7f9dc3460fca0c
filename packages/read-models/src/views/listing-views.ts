import type { DocumentStore } from '@fie/stores';

/**
 * Property page views: first-party counts, never events (a view is analytics, not a business fact).
 * The query side's view endpoint writes them (query-api/src/views); no projection owns them, so rebuilding
 * read models leaves them be.
 *
 * - `listing_views`: one document per listing and day (Africa/Accra, which is UTC all year), with its count.
 * - `_view_visitors`: the visitors already counted today, each only as a hash of the day's salt, the address,
 *   the browser and the listing. The salt is random and kept one day, so yesterday's hashes cannot be linked
 *   to anyone, and they are deleted once the day is over. No address, browser string or cookie is stored.
 * - `_view_salts`: today's salt, shared by every query-api instance.
 */
export const LISTING_VIEWS = 'listing_views';
export const VIEW_VISITORS = '_view_visitors';
export const VIEW_SALTS = '_view_salts';

export type ListingViewsView = { id: string; listingId: string; day: string; count: number };
export type ViewVisitorView = { id: string; day: string };
export type ViewSaltView = { id: string; salt: string };

export const listingViewsId = (listingId: string, day: string) => `${listingId}|${day}`;
/** Ghana keeps GMT all year, so an Accra day is the UTC date. */
export const accraDay = (at: Date) => at.toISOString().slice(0, 10);

/** Views per listing and day since `fromDay` (inclusive), for the listings' managers. */
export async function viewsSince(docs: DocumentStore, listingIds: string[], fromDay: string): Promise<ListingViewsView[]> {
  if (listingIds.length === 0) return [];
  return docs.collection<ListingViewsView>(LISTING_VIEWS).find({ listingId: { $in: listingIds }, day: { $gte: fromDay } });
}
