import { addRange, bookedNights, comparablePriceGhs, DEFAULT_USD_TO_GHS, hiddenByReportsReason, removeRange, toGhs, type ExchangeRateSet, type ListingEvent, type OrganizationReinstated, type OrganizationSuspended, type UserReinstated, type UserSuspended, type VerificationApproved } from '@fie/domain';
import { LISTING_PAGES, LISTINGS, LISTINGS_INDEX, toListingPage, type ListingSearchDoc, type ListingView } from '@fie/read-models';
import type { DocumentStore, IndexMapping, IndexOp, WriteOp } from '@fie/stores';
import type { Projection, ProjectionOutput } from '../projection';

/**
 * The projection's own copy of the dollar rate (the settings projection keeps another): projections run
 * independently, so this one must not read a collection whose progress it does not control.
 */
export const LISTING_RATES = 'listing_rates';
const USD_TO_GHS = 'usd-to-ghs';
/** The projection's own copy of each verified lister's badge expiry, for listings they create later. */
export const LISTING_VERIFIED_LISTERS = 'listing_verified_listers';
type VerifiedLister = { id: string; until: string };
type ListingRate = { id: typeof USD_TO_GHS; usdToGhs: number; setAt: string };

async function usdToGhsOf(docs: DocumentStore): Promise<number> {
  return (await docs.collection<ListingRate>(LISTING_RATES).get(USD_TO_GHS))?.usdToGhs ?? DEFAULT_USD_TO_GHS;
}

export const listingsMapping: IndexMapping = {
  category: 'keyword',
  type: 'keyword',
  acquisition: 'keyword',
  status: 'keyword',
  currency: 'keyword',
  price: 'number',
  priceGhs: 'number',
  /** What the price filter, sorts and facet compare: a rent's month, a short stay's night, a sale's price (listings/price.ts). */
  comparablePriceGhs: 'number',
  rentAdvanceMonths: 'number',
  furnishing: 'keyword',
  bedrooms: 'number',
  bathrooms: 'number',
  amenities: 'keyword[]',
  allowed: 'keyword[]',
  region: 'keyword',
  town: 'keyword',
  ownerId: 'keyword',
  organizationId: 'keyword',
  location: 'geo_point',
  text: 'text',
  publishedAt: 'date',
  stayStart: 'date',
  stayEnd: 'date',
  bookedNights: 'keyword[]',
  listerVerifiedUntil: 'date',
  lastConfirmedAt: 'date',
};

/** `usdToGhs` is the rate in force when the listing is indexed: the index compares and sorts by `priceGhs`. */
export function toSearchDoc(view: ListingView, usdToGhs: number): ListingSearchDoc {
  const [lon, lat] = view.location.coordinates;
  return {
    id: view.id,
    category: view.category,
    type: view.type,
    acquisition: view.acquisition,
    status: view.status,
    currency: view.currency,
    price: view.price,
    priceGhs: toGhs(view.price, view.currency, usdToGhs),
    comparablePriceGhs: comparablePriceGhs(view, usdToGhs),
    rentAdvanceMonths: view.rent_advance_months ?? null,
    furnishing: view.furnishing ?? null,
    bedrooms: view.bedrooms ?? null,
    bathrooms: view.bathrooms ?? null,
    amenities: view.amenities,
    allowed: Object.entries(view.rules).filter(([, ok]) => ok).map(([rule]) => rule),
    region: view.location_details.region,
    town: view.location_details.town,
    ownerId: view.ownerId,
    organizationId: view.organizationId,
    location: { lat, lon },
    text: [view.title, view.short_description, view.description, view.location_details.town, view.location_details.city, view.location_details.district, view.type.replace(/_/g, ' ')].filter(Boolean).join(' \n'),
    publishedAt: view.publishedAt,
    stayStart: view.stay_start_date ?? null,
    stayEnd: view.stay_end_date ?? null,
    // Each booked night as YYYY-MM-DD: a stay search leaves out listings with any of its nights here.
    bookedNights: bookedNights(view.booked_dates ?? []),
    // A 'verified listers only' search compares this with the time of the search: the badge lapses by itself.
    listerVerifiedUntil: view.listerVerifiedUntil ?? null,
    lastConfirmedAt: view.lastConfirmedAt ?? view.updatedAt,
    view,
  };
}

/** Only published listings of people and organizations in good standing, not archived as stale, are searchable. */
const searchable = (view: ListingView) => view.status === 'published' && !view.ownerSuspended && !view.organizationSuspended && !view.staleArchivedAt;
/** Confirmed still available (creation, an edit, a status change, a confirm): a new stretch, back in search. */
const confirmed = (view: ListingView, at: string): ListingView => ({ ...view, lastConfirmedAt: at, confirmationRequestedAt: null, staleArchivedAt: null });

/**
 * Beside every write of a listing, its public address and whether it is advertised (LISTING_PAGES: the
 * sitemap, and what its page answers once it cannot be shown); a deleted listing keeps its row as a tombstone.
 */
function withPages(output: ProjectionOutput, position: number, at: string): ProjectionOutput {
  if (Array.isArray(output)) return output;
  const pages: WriteOp[] = [];
  for (const op of output.documents) {
    if (op.collection !== LISTINGS) continue;
    if (op.op === 'upsert') pages.push({ op: 'upsert', collection: LISTING_PAGES, doc: toListingPage(op.doc as ListingView, searchable(op.doc as ListingView)), position });
    if (op.op === 'delete') pages.push({ op: 'update', collection: LISTING_PAGES, id: op.id, patch: { set: { listed: false, deletedAt: at, lastModified: at } }, position });
  }
  return pages.length ? { ...output, documents: [...output.documents, ...pages] } : output;
}

export const listingsProjection: Projection = {
  name: 'listings',
  // 2: the index document carries the whole view. 3: booked nights. 4: priceGhs at the rate staff set. 5: verified listers. 6: the last price change. 7: freshness.
  // 8: the listing pages (sitemap, 404 and 410). 9: the comparable price (a rent's month), the advance asked and furnishing.
  // 10: each listing page's SMS code, so a code works whoever texts it while its listing is advertised.
  version: 10,
  cost: 15,
  handles: ['ListingCreated', 'VerificationApproved', 'ListingUpdated', 'ListingStatusChanged', 'ListingConfirmed', 'ListingConfirmationRequested', 'ListingArchivedAsStale', 'ListingDatesBooked', 'ListingDatesReleased', 'ListingModerated', 'ListingHiddenByReports', 'ListingReviewRequested', 'UserSuspended', 'UserReinstated', 'OrganizationSuspended', 'OrganizationReinstated', 'ListingDeleted', 'ExchangeRateSet'],
  collections: [LISTINGS, LISTING_RATES, LISTING_VERIFIED_LISTERS, LISTING_PAGES],
  indexes: [
    { collection: LISTINGS, fields: ['ownerId'] },
    { collection: LISTINGS, fields: ['organizationId'] },
    { collection: LISTINGS, fields: ['currency'] },
    { collection: LISTINGS, fields: ['status', 'lastConfirmedAt'] },
    { collection: LISTING_PAGES, fields: ['listed', 'id'] },
    { collection: LISTING_PAGES, fields: ['smsCode', 'listed'] },
  ],
  searchIndexes: [{ name: LISTINGS_INDEX, mapping: listingsMapping }],
  async project(recorded, docs) {
    return withPages(await projectListing(recorded, docs), recorded.position, recorded.createdAt);
  },
};

async function projectListing(recorded: Parameters<Projection['project']>[0], docs: DocumentStore): Promise<ProjectionOutput> {
  const event = { type: recorded.type, data: recorded.data } as ListingEvent | ExchangeRateSet | UserSuspended | UserReinstated | OrganizationSuspended | OrganizationReinstated | VerificationApproved;
  const position = recorded.position;
  const listings = docs.collection<ListingView>(LISTINGS);
  const write = async (view: ListingView) => {
    const documents: WriteOp[] = [{ op: 'upsert', collection: LISTINGS, doc: view, position }];
    // Only published listings are searchable; hidden, archived, let and sold ones leave the index.
    // A cedi price needs no rate, so only dollar listings read it.
    const usdToGhs = view.currency === 'USD' ? await usdToGhsOf(docs) : DEFAULT_USD_TO_GHS;
    const ops: IndexOp[] = searchable(view) ? [{ op: 'upsert', doc: toSearchDoc(view, usdToGhs) }] : [{ op: 'delete', id: view.id }];
    return { documents, search: [{ index: LISTINGS_INDEX, ops }] };
  };
  switch (event.type) {
    case 'ListingCreated': {
      const d = event.data;
      const verified = await docs.collection<VerifiedLister>(LISTING_VERIFIED_LISTERS).get(d.ownerId);
      return write({ ...d.listing, id: d.listingId, ownerId: d.ownerId, organizationId: d.organizationId, status: 'published', createdAt: d.createdAt, updatedAt: d.createdAt, publishedAt: d.createdAt, listerVerifiedUntil: verified?.until ?? null, lastConfirmedAt: d.createdAt });
    }
    case 'VerificationApproved': {
      // The lister's badge reaches every listing of theirs, and those they list later.
      const { userId, expiresAt } = event.data;
      const known = await docs.collection<VerifiedLister>(LISTING_VERIFIED_LISTERS).get(userId);
      const until = known && known.until > expiresAt ? known.until : expiresAt;
      const views = (await listings.find({ ownerId: userId })).map((view) => ({ ...view, listerVerifiedUntil: until }));
      const usdToGhs = views.some((v) => v.currency === 'USD') ? await usdToGhsOf(docs) : DEFAULT_USD_TO_GHS;
      return {
        documents: [
          { op: 'upsert', collection: LISTING_VERIFIED_LISTERS, doc: { id: userId, until }, position },
          ...views.map((doc): WriteOp => ({ op: 'upsert', collection: LISTINGS, doc, position })),
        ],
        search: [{ index: LISTINGS_INDEX, ops: views.map((v): IndexOp => (searchable(v) ? { op: 'upsert', doc: toSearchDoc(v, usdToGhs) } : { op: 'delete', id: v.id })) }],
      };
    }
    case 'ListingUpdated': {
      const current = await listings.get(event.data.listingId);
      if (!current) return [];
      const { price, currency } = event.data.listing;
      // Public history: the page says 'Price reduced on 3 March'. A change of currency is a new price, not a reduction.
      const priceChange = price !== current.price && currency === current.currency ? { from: current.price, to: price, at: event.data.updatedAt } : currency === current.currency ? current.priceChange : undefined;
      return write(confirmed({ ...current, ...event.data.listing, ...(priceChange ? { priceChange } : { priceChange: undefined }), updatedAt: event.data.updatedAt }, event.data.updatedAt));
    }
    case 'ListingStatusChanged': {
      const current = await listings.get(event.data.listingId);
      if (!current) return [];
      // Days on market count from the latest publication.
      const publishedAt = event.data.status === 'published' && current.status !== 'published' && current.status !== 'hidden' ? event.data.changedAt : current.publishedAt;
      return write(confirmed({ ...current, status: event.data.status, publishedAt, updatedAt: event.data.changedAt }, event.data.changedAt));
    }
    case 'ListingConfirmed':
    case 'ListingConfirmationRequested':
    case 'ListingArchivedAsStale': {
      const current = await listings.get(event.data.listingId);
      if (!current) return [];
      if (event.type === 'ListingConfirmed') return write(confirmed(current, event.data.confirmedAt));
      if (event.type === 'ListingConfirmationRequested') return write({ ...current, confirmationRequestedAt: event.data.requestedAt });
      return write({ ...current, staleArchivedAt: event.data.archivedAt });
    }
    case 'ListingDatesBooked': {
      const current = await listings.get(event.data.listingId);
      if (!current) return [];
      const { start, end, note } = event.data;
      return write({ ...current, booked_dates: addRange(current.booked_dates ?? [], { start, end, ...(note ? { note } : {}) }), updatedAt: event.data.bookedAt });
    }
    case 'ListingDatesReleased': {
      const current = await listings.get(event.data.listingId);
      if (!current) return [];
      return write({ ...current, booked_dates: removeRange(current.booked_dates ?? [], event.data), updatedAt: event.data.releasedAt });
    }
    case 'ListingModerated':
    case 'ListingHiddenByReports':
    case 'ListingReviewRequested': {
      // Hidden by staff or reports: out of search and off its public page at once, still the lister's with the reason.
      const current = await listings.get(event.data.listingId);
      if (!current) return [];
      if (event.type === 'ListingModerated' && event.data.decision === 'remove') {
        return { documents: [{ op: 'delete', collection: LISTINGS, id: current.id }], search: [{ index: LISTINGS_INDEX, ops: [{ op: 'delete', id: current.id }] }] };
      }
      const hide = (hiddenBy: 'staff' | 'reports', reason: string, hiddenAt: string) =>
        write({ ...current, status: 'hidden', moderation: { hiddenBy, reason, hiddenAt, statusBefore: current.moderation?.statusBefore ?? current.status }, updatedAt: hiddenAt });
      if (event.type === 'ListingHiddenByReports') return hide('reports', hiddenByReportsReason, event.data.hiddenAt);
      if (event.type === 'ListingModerated' && event.data.decision === 'hide') return hide('staff', event.data.reason, event.data.decidedAt);
      if (!current.moderation) return [];
      if (event.type === 'ListingReviewRequested') return write({ ...current, moderation: { ...current.moderation, reviewRequestedAt: event.data.requestedAt } });
      const { moderation, ...shown } = current;
      return write({ ...shown, status: moderation.statusBefore, updatedAt: event.data.decidedAt });
    }
    case 'UserSuspended':
    case 'UserReinstated':
    case 'OrganizationSuspended':
    case 'OrganizationReinstated': {
      // A suspended person's or organization's listings leave search at once (their pages and their own lists keep them).
      const byOrganization = event.type === 'OrganizationSuspended' || event.type === 'OrganizationReinstated';
      const suspended = event.type === 'UserSuspended' || event.type === 'OrganizationSuspended';
      const theirs = 'orgId' in event.data ? await listings.find({ organizationId: event.data.orgId }) : await listings.find({ ownerId: event.data.userId });
      const usdToGhs = theirs.some((v) => v.currency === 'USD') ? await usdToGhsOf(docs) : DEFAULT_USD_TO_GHS;
      const views = theirs.map((view) => (byOrganization ? { ...view, organizationSuspended: suspended } : { ...view, ownerSuspended: suspended }));
      return {
        documents: views.map((doc): WriteOp => ({ op: 'upsert', collection: LISTINGS, doc, position })),
        search: [{ index: LISTINGS_INDEX, ops: views.map((v): IndexOp => (searchable(v) ? { op: 'upsert', doc: toSearchDoc(v, usdToGhs) } : { op: 'delete', id: v.id })) }],
      };
    }
    case 'ListingDeleted':
      return { documents: [{ op: 'delete', collection: LISTINGS, id: event.data.listingId }], search: [{ index: LISTINGS_INDEX, ops: [{ op: 'delete', id: event.data.listingId }] }] };
    case 'ExchangeRateSet': {
      // Every published dollar listing is indexed again in this one step, so a search never compares
      // cedi prices made at two rates. The index writes are whole documents: replaying them is harmless.
      const { usdToGhs, setAt } = event.data;
      const rate: ListingRate = { id: USD_TO_GHS, usdToGhs, setAt };
      const inDollars = await listings.find({ currency: 'USD', status: 'published' });
      return {
        documents: [{ op: 'upsert', collection: LISTING_RATES, doc: rate, position }],
        search: [{ index: LISTINGS_INDEX, ops: inDollars.map((view): IndexOp => ({ op: 'upsert', doc: toSearchDoc(view, usdToGhs) })) }],
      };
    }
    default:
      return [];
  }
}
