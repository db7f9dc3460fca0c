import type { ListingReportReason, ListingStatus, ModerationDecision, ReportOutcome } from '@fie/domain';

/** The staff console's listings (the moderation projection's own copy, so it never reads the listings projection). */
export const MODERATION_LISTINGS = 'moderation_listings';
/** How many listings each lister has made: a lister's first listing joins the queue. */
export const MODERATION_LISTERS = 'moderation_listers';
/** People's reports of listings, open until staff resolve them. */
export const LISTING_REPORTS = 'listing_reports';

/** An automatic flag, with the words staff read on the listing. */
export type ListingFlag = { code: 'rent_advance_above_legal' | 'price_outlier' | 'shared_phone' | 'duplicate_photo'; explanation: string };

/**
 * Which accounts give the same phone number, to flag one number behind many listers. The number itself is not
 * kept, only a digest of it; a deleted account leaves at once.
 */
export const MODERATION_PHONES = 'moderation_phones';
export type PhoneAccountsView = { id: string; users: string[] };
export const MODERATION_USER_PHONES = 'moderation_user_phones';
export type UserPhoneView = { id: string; phoneKey: string };

/**
 * Each listing photo's difference hash (photo-hash in the domain), from its upload, by image id; photos from
 * before hashing have none and are never compared.
 */
export const MODERATION_PHOTOS = 'moderation_photos';
export type PhotoHashView = { id: string; hash: string; uploadedBy: string };
/** The photos a listing has filed in the bands (with their hashes), so an edit or a removal can take them out. */
export const MODERATION_LISTING_PHOTOS = 'moderation_listing_photos';
export type ListingPhotosView = { id: string; photos: { imageId: string; hash: string }[] };
/**
 * The listings' photos by one band of their hash (`{band}:{value}`, see photoHashBands): a photo's near
 * duplicates are among those filed under its five band values, so finding them takes five reads, not a scan.
 */
export const MODERATION_PHOTO_BANDS = 'moderation_photo_bands';
export type FiledPhoto = { imageId: string; listingId: string; lister: string; hash: string };
export type PhotoBandView = { id: string; photos: FiledPhoto[] };

/** The prices (in cedis) of one kind of listing in one area, by listing: what a new price is compared with. */
export const MODERATION_AREA_PRICES = 'moderation_area_prices';
/** An area's prices as counts per band of price (see the domain's priceBand): one small document per area at any size. */
export type AreaPricesView = { id: string; bands: Record<string, number> };

/** The queues a listing can be in; each is a true/false field so the store can filter on it. */
export const moderationQueues = ['first_time', 'reported', 'flagged', 'review'] as const;
export type ModerationQueue = (typeof moderationQueues)[number];
export const queueField: Record<ModerationQueue, 'queueFirstTime' | 'queueReported' | 'queueFlagged' | 'queueReview'> = {
  first_time: 'queueFirstTime',
  reported: 'queueReported',
  flagged: 'queueFlagged',
  review: 'queueReview',
};

export type ModerationListingView = {
  id: string;
  title: string;
  category: string;
  type: string;
  acquisition: string;
  price: number;
  currency: string;
  region: string;
  town: string;
  ownerId: string;
  organizationId: string | null;
  /** The lister as a party key (`user:{id}` or `organization:{id}`). */
  lister: string;
  /** The area and kind its price is compared within (see AreaPricesView), and its price's band there. */
  areaKey?: string;
  priceBand?: number;
  /** The lister's status, or 'hidden' while staff or reports keep it hidden, or 'removed'. */
  status: ListingStatus | 'removed';
  hidden: { by: 'staff' | 'reports'; reason: string; at: string } | null;
  /** When it left search as stale (60 days unconfirmed); null once its lister confirms it or changes its status. */
  staleArchivedAt?: string | null;
  reviewRequestedAt: string | null;
  firstListing: boolean;
  reports: number;
  openReports: number;
  flags: ListingFlag[];
  lastDecision: { decision: ModerationDecision; reason: string; staffId: string; at: string } | null;
  /** When staff last decided on it: a reviewed listing leaves the first-time and flagged queues. */
  reviewedAt: string | null;
  queueFirstTime: boolean;
  queueReported: boolean;
  queueFlagged: boolean;
  queueReview: boolean;
  inQueue: boolean;
  createdAt: string;
  updatedAt: string;
};

export type ListingReportView = {
  id: string;
  listingId: string;
  listingTitle: string;
  reporterId: string;
  reason: ListingReportReason;
  /** The reporter's words (absent once their account is deleted). */
  details: string | null;
  status: 'open' | 'resolved';
  outcome: ReportOutcome | null;
  note: string | null;
  resolvedBy: string | null;
  reportedAt: string;
  resolvedAt: string | null;
};

export type ModerationListerView = { id: string; listings: number };
