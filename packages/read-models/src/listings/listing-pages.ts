import { listingSlug, shortCodeOf } from '@fie/domain';
import type { ListingView } from './listings';

/**
 * Every listing's public address and whether it is advertised: what the sitemap lists, and what a property
 * page answers for a listing it cannot show (404 for one no longer advertised, 410 for one deleted, each
 * with similar listings near where it was). Written by the listings projection beside each listing, so
 * "in the sitemap" is exactly "in search"; a deleted listing keeps its row, as a tombstone.
 */
export const LISTING_PAGES = 'listing_pages';

export type ListingPageView = {
  id: string;
  slug: string;
  /** In search (published, its lister in good standing, not archived as stale): in the sitemap. */
  listed: boolean;
  /** When the listing last changed (the sitemap's lastmod). */
  lastModified: string;
  /** Set once its lister (or staff) deleted it: its address answers 410 Gone. */
  deletedAt?: string;
  /** Where it was, and what, for the similar listings its page offers once it is gone. */
  point: [longitude: number, latitude: number];
  category: string;
  acquisition: string;
  type: string;
  town?: string;
  /**
   * Its short code by SMS (F7K2, shortCodeOf): a code texted back works as long as its listing is advertised,
   * whoever texts it and whatever they searched since (issue 32). Codes are short, so a few listings share one.
   */
  smsCode: string;
};

export function toListingPage(view: ListingView, listed: boolean): ListingPageView {
  return {
    id: view.id,
    slug: listingSlug(view),
    listed,
    lastModified: view.updatedAt,
    point: view.location.coordinates as [number, number],
    category: view.category,
    acquisition: view.acquisition,
    type: view.type,
    smsCode: shortCodeOf(view.id),
    ...(view.location_details.town ? { town: view.location_details.town } : {}),
  };
}
