import { categoryLabels, regions, requestAcquisitionLabels, requestTags, typeLabels, type Category, type Criteria, type MatchType, type RequestKind, type RequestStatus } from '@fie/domain';
import type { DocumentStore } from '@fie/stores';
import type { NameResolver } from '../conversations/parties';

/**
 * Requests and saved searches (`requests`), the matches found for them (`request_matches`, one per request
 * and listing, so a match is recorded once), and per listing how many people want a place like it
 * (`listing_seekers`: distinct requesters whose open request or saved search it matches; a count, never who).
 */
export const REQUESTS = 'requests';
export const REQUEST_MATCHES = 'request_matches';
export const LISTING_SEEKERS = 'listing_seekers';

export type RequestView = {
  id: string;
  requesterId: string;
  kind: RequestKind;
  status: RequestStatus;
  criteria: Criteria;
  additional_info?: string;
  /** For the category filter and the listers' regions: copied out of the criteria. */
  category: string | null;
  region: string | null;
  postedAt: string;
  updatedAt: string;
  expiresAt: string;
  remindedFor?: string;
  /** How many listings matched it so far. */
  matches: number;
};

export type RequestMatchView = {
  id: string;
  requestId: string;
  listingId: string;
  requesterId: string;
  kind: RequestKind;
  matchType: MatchType | 'search';
  /** Who lists the listing, as a party key: listers see the requests their listings match. */
  lister: string;
  matchedAt: string;
  /** The request is open now: only open requests count as seekers and show to listers. */
  open: boolean;
};

export type ListingSeekersView = { id: string; seekers: number };

export const requestMatchId = (requestId: string, listingId: string) => `${requestId}:${listingId}`;
/** The in-app notification of a match (one per pair), so the live feed can push exactly it. */
export const requestMatchNotificationId = (requestId: string, listingId: string) => `request-match-${requestId}-${listingId}`;

/** How many people want a place like each of these listings (0 for none), for the managers' own lists. */
export async function seekersCounts(docs: DocumentStore, listingIds: string[]): Promise<Map<string, number>> {
  const counts = new Map(listingIds.map((id) => [id, 0]));
  if (listingIds.length === 0) return counts;
  for (const doc of await docs.collection<ListingSeekersView>(LISTING_SEEKERS).find({ id: { $in: listingIds } })) counts.set(doc.id, doc.seekers);
  return counts;
}

/** A listing one of the caller's requests matched, or one of theirs a request matched, as a card's line shows it. */
export type MatchedListing = { _id: string; title: string; thumbnail: string | null; price: number | null; currency: string | null; priceGhs: number | null; paymentPlanLabel?: string; town: string | null; available: boolean; matchType: string; matchedAt: string };

const regionName = (code: string | null | undefined) => regions.find((r) => r.code === code)?.name ?? '';

/**
 * A request as GET /api/requests/fetch-requests answers it: the spec's Request fields (category, acquisition,
 * type, additional_info, min_price, max_price, matchType, bedrooms, bathrooms, location_details, location,
 * requester), its status and dates, and what the card shows. The requester is named by first name and initial
 * only; their email and phone are never here. `own`: the requester's figures (matches); `lister`: which of the
 * viewer's listings it matches.
 */
export async function presentRequest(view: RequestView, names: NameResolver, extra: { recentMatches?: MatchedListing[]; yourListings?: { _id: string; title: string }[] } = {}) {
  const c = view.criteria;
  const requester = await names(`user:${view.requesterId}`);
  const place = c.place;
  return {
    _id: view.id,
    id: view.id,
    kind: view.kind,
    status: view.status,
    category: c.category ?? null,
    acquisition: c.acquisition ?? null,
    type: c.type ?? null,
    additional_info: view.additional_info ?? '',
    min_price: c.min_price ?? null,
    max_price: c.max_price ?? null,
    currency: c.currency,
    matchType: c.matchType,
    bedrooms: c.bedrooms ?? null,
    bathrooms: c.bathrooms ?? null,
    advance_months_max: c.advance_months_max ?? null,
    furnishing: c.furnishing ?? null,
    location_details: place
      ? { town: place.kind === 'region' ? '' : place.name, region: place.region, region_name: regionName(place.region), latitude: place.lat, longitude: place.lon, place_id: place.id, kind: place.kind, label: place.label }
      : null,
    location: place ? { type: 'Point' as const, coordinates: [place.lon, place.lat] as [number, number] } : null,
    ...(c.bounds ? { bounds: c.bounds } : {}),
    ...(c.point ? { point: c.point } : {}),
    ...(c.amenities?.length ? { amenities: c.amenities } : {}),
    ...(c.rules?.length ? { rules: c.rules } : {}),
    labels: {
      tag: c.acquisition === 'buy' ? requestTags.buy : c.acquisition === 'rent' ? requestTags.rent : c.acquisition === 'short_stay' ? 'Short stay' : 'Any',
      category: c.category ? categoryLabels[c.category as Category] : 'Any category',
      acquisition: c.acquisition === 'buy' || c.acquisition === 'rent' ? requestAcquisitionLabels[c.acquisition] : c.acquisition === 'short_stay' ? 'Short stay' : 'Buy or rent',
      type: c.type ? (typeLabels[c.type] ?? c.type) : null,
      place: place?.label ?? (c.bounds ? 'The map area you searched' : c.point ? `Within ${c.point.radiusKm} km of a point` : ''),
    },
    requester: { id: view.requesterId, name: requester.name },
    createdAt: view.postedAt,
    updatedAt: view.updatedAt,
    expiresAt: view.expiresAt,
    ...(extra.recentMatches ? { matches: view.matches, recentMatches: extra.recentMatches } : {}),
    ...(extra.yourListings ? { matchesYourListings: extra.yourListings } : {}),
  };
}
export type PresentedRequest = Awaited<ReturnType<typeof presentRequest>>;

export const requestFoundNotificationId = (requestId: string, foundAt: string) => `request-found-${requestId}-${foundAt}`;
export const requestReminderNotificationId = (requestId: string, expiresAt: string) => `request-reminder-${requestId}-${expiresAt}`;
export const requestExpiredNotificationId = (requestId: string, expiredAt: string) => `request-expired-${requestId}-${expiredAt}`;

/** The in-app notifications a requests event makes, by id: the live feed pushes exactly these. */
export function requestNotificationIds(event: { type: string; data: unknown }): string[] {
  const d = event.data as { requestId: string; listingId: string; announce?: boolean; foundAt: string; expiresAt: string; expiredAt: string };
  if (event.type === 'RequestMatched') return d.announce === false ? [] : [requestMatchNotificationId(d.requestId, d.listingId)];
  if (event.type === 'RequestMatchesFound') return [requestFoundNotificationId(d.requestId, d.foundAt)];
  if (event.type === 'RequestExpiryReminded') return [requestReminderNotificationId(d.requestId, d.expiresAt)];
  if (event.type === 'RequestExpired') return [requestExpiredNotificationId(d.requestId, d.expiredAt)];
  return [];
}
