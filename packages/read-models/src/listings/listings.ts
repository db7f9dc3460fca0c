import type { DateRange, ListingDraft, ListingStatus } from '@fie/domain';
import type { SearchDoc } from '@fie/stores';

/** Listings: the full read model (for pages and owners' lists) and the search index (for finding them). */
export type ListingView = ListingDraft & {
  id: string;
  ownerId: string;
  organizationId: string | null;
  status: ListingStatus;
  createdAt: string;
  updatedAt: string;
  publishedAt: string;
  /** A short stay's booked nights, as merged ranges (end = check-out day). */
  booked_dates?: DateRange[];
  /** The last change of the asking price (public: 'Price reduced on 3 March'). */
  priceChange?: { from: number; to: number; at: string };
  /**
   * Set while staff (or three people's reports) keep the listing hidden: its status is then 'hidden', and its
   * lister sees why. `statusBefore` is the lister's own status, given back when staff restore it.
   */
  moderation?: { hiddenBy: 'staff' | 'reports'; reason: string; hiddenAt: string; statusBefore: ListingStatus; reviewRequestedAt?: string };
  /** Its lister is suspended by staff: out of search whatever its status, back when they are reinstated. */
  ownerSuspended?: boolean;
  /** Its organization is suspended by staff: out of search likewise. */
  organizationSuspended?: boolean;
  /** Until when its lister holds a verified badge (Ghana Card or licence checked by staff); it lapses by itself. */
  listerVerifiedUntil?: string | null;
  /** When its lister last said it is still available (creation, an edit, a status change or a confirm). */
  lastConfirmedAt?: string;
  /** The 30-day "still available?" prompt went out for the current stretch. */
  confirmationRequestedAt?: string | null;
  /** Archived as stale at 60 days: out of search, its page says it is no longer advertised, until confirmed. */
  staleArchivedAt?: string | null;
};

export const LISTINGS = 'listings';
export const LISTINGS_INDEX = 'listings';

/** The index document: the mapped fields, and the whole view (unmapped, stored only), so a search answers its cards without reading the read models again. */
export type ListingSearchDoc = SearchDoc & { view: ListingView };
