import { imageUrl, paymentPlanLabels, toGhs, typeLabels, type Currency, type ListingDraft, type ListingStatus, type PaymentPlan } from '@fie/domain';
import type { DocumentStore } from '@fie/stores';
import { presentListing } from '../listings/present-listing';
import { currentUsdToGhs } from '../settings/exchange-rate';

/**
 * Saved properties. `saved_properties` holds one document per person and listing, with the listing as it
 * was last seen; `listing_saves` holds one per listing: that last-seen copy (so a new save starts from it)
 * and how many people saved it (managers see the count, never who).
 */
export const SAVED_PROPERTIES = 'saved_properties';
export const LISTING_SAVES = 'listing_saves';

/** `removed`: taken down by Fie's moderators (issue 32: a saver is told so, not that its lister deleted it). */
export type SavedStatus = ListingStatus | 'deleted' | 'removed';
/**
 * What a saver still sees of a listing once it is let, sold, hidden or deleted. `status` is its lister's (or
 * deleted, removed); `hiddenByFie` while moderators or people's reports keep it hidden, `stale` while it is archived
 * for going unconfirmed, each until undone.
 */
export type ListingSnapshot = { title: string; thumbnail: string | null; price: number; currency: Currency; payment_plan?: PaymentPlan; status: SavedStatus; hiddenByFie?: boolean; stale?: boolean };

/** The status a saver reads: gone for good first, then hidden by Fie, then archived as stale, then the lister's. */
export const shownStatus = (s: ListingSnapshot): SavedStatus => (s.status === 'deleted' || s.status === 'removed' ? s.status : s.hiddenByFie ? 'hidden' : s.stale ? 'archived' : s.status);
export type SavedPropertyView = { id: string; userId: string; listingId: string; savedAt: string; listing: ListingSnapshot | null };
export type ListingSavesView = { id: string; saves: number; listing: ListingSnapshot };

export const savedPropertyId = (userId: string, listingId: string) => `${userId}:${listingId}`;

/** A listing's own title, or what it is and where: "3 bedroom house in East Legon". */
export function listingTitle(listing: Pick<ListingDraft, 'title' | 'type' | 'bedrooms' | 'location_details'>): string {
  if (listing.title) return listing.title;
  const what = (typeLabels[listing.type] ?? listing.type.replace(/_/g, ' ')).toLowerCase();
  return `${listing.bedrooms ? `${listing.bedrooms} bedroom ` : ''}${what} in ${listing.location_details.town}`.replace(/^./, (c) => c.toUpperCase());
}

export function snapshotOf(listing: ListingDraft, status: SavedStatus): ListingSnapshot {
  const first = listing.images[0];
  return { title: listingTitle(listing), thumbnail: first ? imageUrl(first, 'thumb') : null, price: listing.price, currency: listing.currency, ...(listing.payment_plan ? { payment_plan: listing.payment_plan } : {}), status };
}

export const savedStatusTexts: Record<SavedStatus, string> = {
  published: 'Available',
  hidden: 'Not shown at the moment',
  archived: 'No longer listed',
  let: 'Let: no longer available',
  sold: 'Sold',
  deleted: 'Removed by its lister',
  removed: 'Taken down by Fie',
};

/**
 * A person's saved properties, most recently saved first: the card while the listing is published,
 * otherwise its last title, photo and price, so a let or sold property says so instead of vanishing.
 */
export async function presentSavedProperties(docs: DocumentStore, userId: string) {
  const [saved, usdToGhs] = await Promise.all([
    docs.collection<SavedPropertyView>(SAVED_PROPERTIES).find({ userId }, { sort: [['savedAt', 'desc']] }),
    currentUsdToGhs(docs),
  ]);
  return Promise.all(
    saved.map(async (s) => {
      const listed: SavedStatus = s.listing ? shownStatus(s.listing) : 'deleted';
      const card = listed === 'published' ? await presentListing(docs, s.listingId, 'public') : undefined;
      // Published by its lister, yet not shown (its lister's account suspended): not shown at the moment.
      const status: SavedStatus = listed === 'published' && !card ? 'hidden' : listed;
      const last = s.listing;
      const property = card ?? {
        _id: s.listingId,
        id: s.listingId,
        title: last?.title ?? null,
        thumbnail: last?.thumbnail ?? null,
        price: last?.price ?? null,
        currency: last?.currency ?? null,
        priceGhs: last ? toGhs(last.price, last.currency, usdToGhs) : null,
        paymentPlanLabel: last?.payment_plan ? paymentPlanLabels[last.payment_plan] : undefined,
        status,
      };
      // Its lister's own 'hidden' is a pause; Fie's is not explained to a saver (listing-fate.ts says the same).
      const fate = status === 'published' ? null : status === 'hidden' && s.listing?.status === 'hidden' && !s.listing.hiddenByFie ? 'paused' : status;
      return { _id: s.listingId, savedAt: s.savedAt, available: Boolean(card), status, fate, statusText: savedStatusTexts[status], property };
    }),
  );
}

export async function savedListingIds(docs: DocumentStore, userId: string): Promise<string[]> {
  const saved = await docs.collection<SavedPropertyView>(SAVED_PROPERTIES).find({ userId }, { sort: [['savedAt', 'desc']] });
  return saved.map((s) => s.listingId);
}

/** How many people saved each of these listings (0 for none), for the managers' own lists. */
export async function savesCounts(docs: DocumentStore, listingIds: string[]): Promise<Map<string, number>> {
  const counts = new Map(listingIds.map((id) => [id, 0]));
  if (listingIds.length === 0) return counts;
  for (const doc of await docs.collection<ListingSavesView>(LISTING_SAVES).find({ id: { $in: listingIds } })) counts.set(doc.id, doc.saves);
  return counts;
}
