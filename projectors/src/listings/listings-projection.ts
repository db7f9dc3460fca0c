import { addRange, bookedNights, removeRange, toGhs, type DateRange, type ListingEvent, type ListingDraft, type ListingStatus } from '@fie/domain';
import type { IndexMapping, SearchDoc, WriteOp } from '@fie/stores';
import type { Projection } from '../projection';

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
};

export const LISTINGS = 'listings';
export const LISTINGS_INDEX = 'listings';

export const listingsMapping: IndexMapping = {
  category: 'keyword',
  type: 'keyword',
  acquisition: 'keyword',
  status: 'keyword',
  currency: 'keyword',
  price: 'number',
  priceGhs: 'number',
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
};

/** The index document: the mapped fields, and the whole view (unmapped, stored only), so a search answers its cards without reading the read models again. */
export type ListingSearchDoc = SearchDoc & { view: ListingView };

export function toSearchDoc(view: ListingView): ListingSearchDoc {
  const [lon, lat] = view.location.coordinates;
  return {
    id: view.id,
    category: view.category,
    type: view.type,
    acquisition: view.acquisition,
    status: view.status,
    currency: view.currency,
    price: view.price,
    priceGhs: toGhs(view.price, view.currency),
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
    view,
  };
}

export const listingsProjection: Projection = {
  name: 'listings',
  // 2: the index document carries the whole view. 3: booked nights.
  version: 3,
  collections: [LISTINGS],
  indexes: [
    { collection: LISTINGS, fields: ['ownerId'] },
    { collection: LISTINGS, fields: ['organizationId'] },
  ],
  searchIndexes: [{ name: LISTINGS_INDEX, mapping: listingsMapping }],
  async project(recorded, docs) {
    const event = { type: recorded.type, data: recorded.data } as ListingEvent;
    const position = recorded.position;
    const listings = docs.collection<ListingView>(LISTINGS);
    const write = (view: ListingView) => {
      const documents: WriteOp[] = [{ op: 'upsert', collection: LISTINGS, doc: view, position }];
      // Only published listings are searchable; hidden, archived, let and sold ones leave the index.
      const ops = view.status === 'published' ? [{ op: 'upsert' as const, doc: toSearchDoc(view) }] : [{ op: 'delete' as const, id: view.id }];
      return { documents, search: [{ index: LISTINGS_INDEX, ops }] };
    };
    switch (event.type) {
      case 'ListingCreated': {
        const d = event.data;
        return write({ ...d.listing, id: d.listingId, ownerId: d.ownerId, organizationId: d.organizationId, status: 'published', createdAt: d.createdAt, updatedAt: d.createdAt, publishedAt: d.createdAt });
      }
      case 'ListingUpdated': {
        const current = await listings.get(event.data.listingId);
        if (!current) return [];
        return write({ ...current, ...event.data.listing, updatedAt: event.data.updatedAt });
      }
      case 'ListingStatusChanged': {
        const current = await listings.get(event.data.listingId);
        if (!current) return [];
        // Days on market count from the latest publication.
        const publishedAt = event.data.status === 'published' && current.status !== 'published' && current.status !== 'hidden' ? event.data.changedAt : current.publishedAt;
        return write({ ...current, status: event.data.status, publishedAt, updatedAt: event.data.changedAt });
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
      case 'ListingDeleted':
        return { documents: [{ op: 'delete', collection: LISTINGS, id: event.data.listingId }], search: [{ index: LISTINGS_INDEX, ops: [{ op: 'delete', id: event.data.listingId }] }] };
      default:
        return [];
    }
  },
};
