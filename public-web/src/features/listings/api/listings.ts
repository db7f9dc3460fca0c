import {
  acquisitions,
  categories,
  calendarMessages,
  listingStatuses,
  type Acquisition,
  type BookedDates,
  type Category,
  type Currency,
  type DateRange,
  type ListingStatus,
} from '@fie/domain';
import { api, type RequestOptions } from '../../../lib/api-client';
import { toDateRanges } from '../../../lib/date-ranges';
import type { ExchangeRate } from '../format';

/**
 * Listings as the owner's and the organization's lists answer them (GET /api/properties,
 * GET /api/organizations/properties) and as the create and update calls answer them: the spec's property
 * fields plus what the read model adds (typeLabel, paymentPlanLabel, areaLabel, status). Read through
 * `toListedProperty` so a missing or oddly spelt field never breaks a card.
 */
export type ListingImage = { name: string; location: string; thumbnail: string };

export type ListedProperty = {
  id: string;
  category: Category;
  type: string;
  typeLabel: string;
  acquisition: Acquisition;
  status: ListingStatus;
  title?: string;
  price: number;
  currency: Currency;
  priceGhs?: number;
  /** A rent by the year, week or day, as a month's in cedis (what search compares). */
  monthlyRentGhs?: number;
  paymentPlanLabel?: string;
  bedrooms?: number;
  bathrooms?: number;
  areaLabel?: string;
  images: ListingImage[];
  town: string;
  city?: string;
  /** Whose listing it is: the organization's listings can be managed by its members with the right permission. */
  organizationId: string | null;
  /** A short stay's booked nights, by range (`end` is the check-out day); empty for other listings. */
  bookedDates: DateRange[];
  /** How many people saved it: a count the managers see, never who. */
  saves: number;
  /** How many people's open requests or saved searches it matches: 'N seekers want a place like this'. */
  seekers: number;
  /** Set while moderators (or three people's reports) keep it hidden: why, and whether a review was asked for. */
  moderation: { reason: string; hiddenBy: 'staff' | 'reports'; reviewRequested: boolean } | null;
  /**
   * Freshness: `prompted` once its lister was asked "still available?" (30 days unconfirmed), `archived` once it
   * left search at 60; both end when the lister confirms it.
   */
  freshness: { prompted: boolean; archived: boolean };
  /** Everything the API sent, for the update form (it needs every field, not just the card's). */
  raw: Record<string, unknown>;
};

export type ListScope = 'owner' | 'organization';
export type ListPage = { properties: ListedProperty[]; total: number; page: number; pageSize: number };

type Raw = Record<string, unknown>;
const isRecord = (value: unknown): value is Raw => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : typeof value === 'string' && value.trim() && Number.isFinite(Number(value)) ? Number(value) : undefined);
const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  typeof value === 'string' && (values as readonly string[]).includes(value.toLowerCase()) ? (value.toLowerCase() as T) : fallback;

/** Images come as {name, location, thumbnail}, or (older answers) as plain names. */
export function toImages(value: unknown): ListingImage[] {
  if (!Array.isArray(value)) return [];
  const images: ListingImage[] = [];
  for (const item of value) {
    if (typeof item === 'string' && item.trim()) {
      const name = item.trim();
      images.push({ name, location: `/api/properties/images/${name}/large.webp`, thumbnail: `/api/properties/images/${name}/thumb.webp` });
    } else if (isRecord(item)) {
      const name = str(item.name);
      const location = str(item.location) ?? str(item.filelocation);
      if (name && location) images.push({ name, location, thumbnail: str(item.thumbnail) ?? location });
    }
  }
  return images;
}

export function toListedProperty(value: unknown): ListedProperty | null {
  if (!isRecord(value)) return null;
  const id = str(value.id) ?? str(value._id);
  if (!id) return null;
  const details = isRecord(value.location_details) ? value.location_details : {};
  const type = str(value.type) ?? '';
  return {
    id,
    category: oneOf(categories, value.category, 'residential'),
    type,
    typeLabel: str(value.typeLabel) ?? type.replace(/_/g, ' '),
    acquisition: oneOf(acquisitions, value.acquisition, 'rent'),
    status: oneOf(listingStatuses, value.status, 'published'),
    title: str(value.title),
    price: num(value.price) ?? 0,
    currency: str(value.currency) === 'USD' ? 'USD' : 'GHS',
    priceGhs: num(value.priceGhs),
    monthlyRentGhs: num(value.monthlyRentGhs),
    paymentPlanLabel: str(value.paymentPlanLabel),
    bedrooms: num(value.bedrooms),
    bathrooms: num(value.bathrooms),
    areaLabel: str(value.areaLabel),
    images: toImages(value.images),
    town: str(details.town) ?? (typeof value.location_details === 'string' ? value.location_details : ''),
    city: str(details.city),
    organizationId: str(value.organizationId) ?? null,
    bookedDates: toDateRanges(value.booked_dates),
    saves: Math.max(0, Math.round(num(value.saves) ?? 0)),
    seekers: Math.max(0, Math.round(num(value.seekers) ?? 0)),
    moderation: toModeration(value.moderation),
    freshness: { prompted: Boolean(str(value.confirmationRequestedAt)), archived: Boolean(str(value.staleArchivedAt)) },
    raw: value,
  };
}

function toModeration(value: unknown): ListedProperty['moderation'] {
  if (!isRecord(value)) return null;
  return { reason: str(value.reason) ?? '', hiddenBy: value.hiddenBy === 'reports' ? 'reports' : 'staff', reviewRequested: Boolean(str(value.reviewRequestedAt)) };
}

type Options = Pick<RequestOptions, 'signal'>;

/** The page size of the spec (§9). */
export const PAGE_SIZE = 15;

/**
 * GET /api/properties (the signed-in user's own listings, any status) or GET /api/organizations/properties
 * (the organization's, for the organization and its members), page by page, optionally one category.
 */
export async function fetchListedProperties(
  scope: ListScope,
  query: { page: number; pageSize?: number; category?: Category | '' },
  options?: Options,
): Promise<ListPage> {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize ?? PAGE_SIZE) });
  if (query.category) params.set('propertyCategory', query.category);
  const base = scope === 'organization' ? '/organizations/properties' : '/properties';
  const body = await api.get<unknown>(`${base}?${params.toString()}`, options);
  const result = isRecord(body) && isRecord(body.result) ? body.result : {};
  const properties = Array.isArray(result.properties) ? result.properties.map(toListedProperty).filter((p): p is ListedProperty => p !== null) : [];
  return {
    properties,
    total: num(result.total) ?? properties.length,
    page: num(result.page) ?? query.page,
    pageSize: num(result.pageSize) ?? query.pageSize ?? PAGE_SIZE,
  };
}

/** GET /api/properties/search/{id}: one published property (hidden or archived ones answer 404). */
export async function fetchProperty(id: string, options?: Options): Promise<ListedProperty> {
  const property = toListedProperty(await api.get<unknown>(`/properties/search/${encodeURIComponent(id)}`, options));
  if (!property) throw new Error('Could not get property!');
  return property;
}

export type SaveAnswer = { message: string; property: ListedProperty | null };

/**
 * POST /api/properties/create-{category}, or update-{category}/{id} when `id` is given. The server checks
 * the same schema the form did, plus that the point lies in Ghana and that the photos are the lister's.
 */
export async function saveListing(category: Category, payload: Record<string, unknown>, id?: string): Promise<SaveAnswer> {
  const path = id ? `/properties/update-${category}/${encodeURIComponent(id)}` : `/properties/create-${category}`;
  const answer = await api.post<{ message?: string; property?: unknown }>(path, payload);
  return { message: answer?.message ?? (id ? 'Update successful' : 'Property uploaded successfully'), property: toListedProperty(answer?.property) };
}

/** POST /api/properties/{id}/status: published, hidden, archived, let or sold. */
export async function changeListingStatus(id: string, status: ListingStatus): Promise<SaveAnswer> {
  const answer = await api.post<{ message?: string; property?: unknown }>(`/properties/${encodeURIComponent(id)}/status`, { status });
  return { message: answer?.message ?? 'Update successful', property: toListedProperty(answer?.property) };
}

/** POST /api/properties/{id}/confirm: the lister says it is still available (back in search if it was archived as stale). */
export async function confirmListing(id: string): Promise<string> {
  const answer = await api.post<{ message?: string }>(`/properties/${encodeURIComponent(id)}/confirm`, {});
  return answer?.message ?? 'Confirmed as still available';
}

/** POST /api/properties/confirm-by-link: the freshness prompt's one-tap link, no sign-in (the token is the proof). */
export async function confirmListingByLink(token: string): Promise<string> {
  const answer = await api.post<{ message?: string }>('/properties/confirm-by-link', { token });
  return answer?.message ?? 'Confirmed as still available';
}

/** POST /api/properties/{id}/request-review: the lister of a listing moderators hid asks them to look again. */
export async function requestListingReview(id: string): Promise<string> {
  const answer = await api.post<{ message?: string }>(`/properties/${encodeURIComponent(id)}/request-review`, {});
  return answer?.message ?? 'Review requested';
}

/** POST /api/properties/{id}/booked-dates: the nights from `start` up to the day before `end` are taken. */
export async function markBookedDates(id: string, dates: BookedDates): Promise<SaveAnswer> {
  const answer = await api.post<{ message?: string; property?: unknown }>(`/properties/${encodeURIComponent(id)}/booked-dates`, dates);
  return { message: answer?.message ?? calendarMessages.booked, property: toListedProperty(answer?.property) };
}

/** POST /api/properties/{id}/booked-dates/release: those nights are free again. */
export async function releaseBookedDates(id: string, dates: Pick<DateRange, 'start' | 'end'>): Promise<SaveAnswer> {
  const answer = await api.post<{ message?: string; property?: unknown }>(`/properties/${encodeURIComponent(id)}/booked-dates/release`, { start: dates.start, end: dates.end });
  return { message: answer?.message ?? calendarMessages.released, property: toListedProperty(answer?.property) };
}

/** DELETE /api/properties/{id}: organization listings need Delete Properties. */
export async function deleteListing(id: string): Promise<string> {
  const answer = await api.delete<{ message?: string }>(`/properties/${encodeURIComponent(id)}`);
  return answer?.message ?? 'Property deleted';
}

/** The dollar rate staff set (GET /api/settings/exchange-rate), for the price hints of the listing form. */
export async function getExchangeRate(): Promise<ExchangeRate> {
  return api.get<ExchangeRate>('/settings/exchange-rate');
}
