import type { PageRequest } from '@fie/domain';
import { api, type RequestOptions } from '../../../lib/api-client';
import { toCurrency, type Currency } from '../../../lib/money';
import { toProperty, type Property } from '../../../lib/property';
import { toSearchBody, type SearchFilters } from '../model/filters';
import { toPlace, type Place } from './places';

/**
 * POST /api/properties/search: our own listings (`properties`), counts per category, acquisition,
 * type and bedrooms (`facets`), the place the server understood, and partner listings imported by
 * staff (`scrapperProperties`), which are always shown apart from ours.
 */
export type Bucket = { key: string; count: number };
export type Facets = {
  category: Bucket[];
  acquisition: Bucket[];
  type: Bucket[];
  bedrooms: Bucket[];
  price?: { min: number; max: number; count: number };
};

/** A listing from another real estate company's feed (spec §3 "External ('scrapper') property"). */
export type PartnerListing = {
  key: string;
  title: string;
  /** The company whose feed it came from. */
  source?: string;
  /** The listing on the partner's own site, when the feed gives one. */
  url?: string;
  town?: string;
  category?: string;
  price?: number;
  currency: Currency;
  bedrooms?: number;
  bathrooms?: number;
  image?: string;
};

/**
 * A search that found nothing at its place, widened step by step (issue 32): the nearest matches, how many there
 * are within `withinKm` of the place, nearest first.
 */
export type Nearby = { withinKm: number; total: number; properties: Property[] };

export type SearchResult = {
  properties: Property[];
  total: number;
  page: number;
  pageSize: number;
  facets: Facets;
  place: Place | null;
  partners: PartnerListing[];
  /** Only when nothing was found at the place and something was further out. */
  nearby: Nearby | null;
};

type Raw = Record<string, unknown>;
const isRecord = (value: unknown): value is Raw => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : typeof value === 'string' && value.trim() && Number.isFinite(Number(value.replace(/,/g, ''))) ? Number(value.replace(/,/g, '')) : undefined);

function buckets(value: unknown): Bucket[] {
  const list = isRecord(value) && Array.isArray(value.buckets) ? value.buckets : [];
  return list.filter(isRecord).flatMap((b) => (typeof b.key === 'string' && typeof b.count === 'number' ? [{ key: b.key, count: b.count }] : []));
}

function toFacets(value: unknown): Facets {
  const f = isRecord(value) ? value : {};
  const price = isRecord(f.price) && num(f.price.min) !== undefined && num(f.price.max) !== undefined ? { min: num(f.price.min)!, max: num(f.price.max)!, count: num(f.price.count) ?? 0 } : undefined;
  return { category: buckets(f.category), acquisition: buckets(f.acquisition), type: buckets(f.type), bedrooms: buckets(f.bedrooms), price };
}

/** The text 'undefined' that broken partner feeds carry in place of a value. */
const isUndefinedText = (value: unknown) => String(value).trim() === 'undefined';

function firstImage(value: unknown): string | undefined {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      list = /^https?:\/\//.test(value) ? [value] : [];
    }
  }
  const first = Array.isArray(list) ? list.find((item) => typeof item === 'string' && /^https?:\/\//.test(item)) : undefined;
  return typeof first === 'string' ? first : undefined;
}

/**
 * Partner listings as cards show them. Items whose title and bedrooms are both the text 'undefined'
 * are skipped (spec §2): a feed sent them without the listing's details.
 */
export function toPartnerListings(value: unknown): PartnerListing[] {
  if (!Array.isArray(value)) return [];
  const listings: PartnerListing[] = [];
  value.forEach((item, index) => {
    if (!isRecord(item)) return;
    if (isUndefinedText(item.title) && isUndefinedText(item.bedrooms)) return;
    const title = typeof item.title === 'string' && !isUndefinedText(item.title) ? item.title.trim() : '';
    const text = (value: unknown) => (typeof value === 'string' && value.trim() && !isUndefinedText(value) ? value.trim() : undefined);
    const url = text(item.url);
    listings.push({
      key: String(item.id ?? item._id ?? `${index}-${title}`),
      title: title || text(item.name) || 'Listing from a partner',
      source: text(item.source),
      url: url && /^https?:\/\//.test(url) ? url : undefined,
      town: text(item.town),
      category: typeof item.category === 'string' ? item.category : undefined,
      price: num(item.price),
      currency: toCurrency(item.currency),
      bedrooms: num(item.bedrooms),
      bathrooms: num(item.bathrooms),
      image: firstImage(item.imageList) ?? firstImage(item.images),
    });
  });
  return listings;
}

export function toSearchResult(body: unknown): SearchResult {
  const result = isRecord(body) && isRecord(body.result) ? body.result : {};
  const properties = Array.isArray(result.properties) ? result.properties.map(toProperty).filter((p): p is Property => p !== null) : [];
  return {
    properties,
    total: num(result.total) ?? properties.length,
    page: num(result.page) ?? 1,
    pageSize: num(result.pageSize) ?? properties.length,
    facets: toFacets(result.facets),
    place: toPlace(result.place),
    partners: toPartnerListings(result.scrapperProperties),
    nearby: toNearby(result.nearby),
  };
}

function toNearby(value: unknown): Nearby | null {
  if (!isRecord(value) || !Array.isArray(value.properties)) return null;
  const properties = value.properties.map(toProperty).filter((p): p is Property => p !== null);
  const withinKm = num(value.withinKm);
  return properties.length && withinKm !== undefined ? { withinKm, total: num(value.total) ?? properties.length, properties } : null;
}

/** The search a page of results makes (the server answers it with the page's HTML: lib/page-data.tsx). */
export const searchRequest = (filters: SearchFilters): PageRequest => ({ method: 'POST', path: '/properties/search', body: toSearchBody(filters) });

export async function searchProperties(filters: SearchFilters, options?: Pick<RequestOptions, 'signal'>): Promise<SearchResult> {
  // A visitor's search needs no session; a stale stored token must not send them to the login page.
  const { path, body } = searchRequest(filters);
  return toSearchResult(await api.post<unknown>(path, body, { ...options, on401: 'clear' }));
}
