import type { DocumentStore } from '@fie/stores';

/**
 * Taps on "Show number" (PhoneNumberRevealed), counted per listing and day for the lister's figures:
 * `listing_phone_reveals`, one document per listing and Africa/Accra day (UTC all year), with its count.
 * Nothing about who tapped is kept.
 */
export const LISTING_PHONE_REVEALS = 'listing_phone_reveals';
export type ListingPhoneRevealsView = { id: string; listingId: string; day: string; count: number };
export const phoneRevealsId = (listingId: string, day: string) => `${listingId}|${day}`;

/** Reveals per listing and day since `fromDay` (inclusive), for the listings' managers. */
export async function phoneRevealsSince(docs: DocumentStore, listingIds: string[], fromDay: string): Promise<ListingPhoneRevealsView[]> {
  if (listingIds.length === 0) return [];
  return docs.collection<ListingPhoneRevealsView>(LISTING_PHONE_REVEALS).find({ listingId: { $in: listingIds }, day: { $gte: fromDay } });
}
