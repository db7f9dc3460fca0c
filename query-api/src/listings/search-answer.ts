import { wideningCentre, widenUntilFound, type SearchRequest } from '@fie/domain';
import { searchPlaces } from '@fie/places';
import { currentUsdToGhs, LISTINGS_INDEX, listerOf, PARTNER_LISTINGS, presentListingView, publicView, type ListingSearchDoc, type ListingView, type PartnerListingView } from '@fie/read-models';
import type { DocumentStore, Filter, SearchIndex } from '@fie/stores';
import { learnedPlaces } from '../places/learned-places';
import { toSearchQuery } from './search-query';

export type SearchReads = { documents: DocumentStore; search: Pick<SearchIndex, 'search'> };

/**
 * The answer to POST /properties/search for a checked request: the page of listings as cards with their
 * lister, the total, facet counts, the place understood (or the unknown place whose name was searched as text),
 * and partner listings. It runs wherever the reads
 * are: on the request's thread, or on a search thread (search-threads.ts), which answers with the JSON text.
 */
export async function answerSearch(reads: SearchReads, request: SearchRequest) {
  const location = request.point ? '' : (request.location ?? '').trim();
  // The place named, from the gazetteer and the localities learned from listings, in whole words (typos allowed).
  const place = location ? searchPlaces(location, { limit: 1, typing: false, extra: await learnedPlaces(reads.documents) })[0] : undefined;
  // A place we do not know is not all of Ghana: the listings whose own address text (town, city, district,
  // description) mentions it, said so in `unknownPlace`, which the search page shows.
  const unknownPlace = location && !place ? location : null;
  const asked = unknownPlace ? { ...request, q: [request.q, unknownPlace].filter(Boolean).join(' ') } : request;
  const usdToGhs = await currentUsdToGhs(reads.documents);
  const result = await reads.search.search<ListingSearchDoc>(LISTINGS_INDEX, toSearchQuery(asked, usdToGhs, place));
  // One lookup per lister, not per card: a page often shows several listings of one owner or agency.
  const listers = new Map<string, ReturnType<typeof listerOf>>();
  const lister = (v: ListingView) => {
    const key = v.organizationId ?? v.ownerId;
    if (!listers.has(key)) listers.set(key, listerOf(reads.documents, v));
    return listers.get(key)!;
  };
  const cards = (hits: typeof result.hits) => Promise.all(hits.map(({ doc: { view }, distanceKm }) => lister(view).then((l) => ({ ...presentListingView(publicView(view), l, usdToGhs), distanceKm }))));
  const properties = await cards(result.hits);
  // Nothing at the place: the nearest matches, widening step by step, and how far (issue 32: no dead ends).
  const widened = result.total === 0 && request.page === 1 && !request.bounds ? await widen(reads, asked, usdToGhs, place) : undefined;
  return {
    result: {
      properties,
      total: result.total,
      page: request.page,
      pageSize: request.pageSize,
      facets: result.aggregations,
      place: place ?? null,
      unknownPlace,
      nearby: widened ? { withinKm: widened.withinKm, total: widened.found.total, properties: await cards(widened.found.hits) } : null,
      scrapperProperties: await partnerListings(reads.documents, request.category, place?.regionCode),
    },
  };
}

/** How many of the nearest matches a search with none shows. */
const NEARBY_SHOWN = 6;

/**
 * The same search around its place or point, ever wider (the domain's steps), nearest first, until one finds
 * something. A search of no place, of a map area or of a place nobody knows has no centre, so it cannot widen.
 */
async function widen(reads: SearchReads, request: SearchRequest, usdToGhs: number, place: ReturnType<typeof searchPlaces>[number] | undefined) {
  const centre = wideningCentre({ point: request.point, place });
  if (!centre) return undefined;
  return widenUntilFound(centre, async (km) => {
    const wider: SearchRequest = { ...request, location: undefined, point: { lat: centre.lat, lon: centre.lon, radiusKm: km }, sort: 'nearest', page: 1, pageSize: NEARBY_SHOWN };
    const query = toSearchQuery(wider, usdToGhs);
    delete query.aggregations;
    return reads.search.search<ListingSearchDoc>(LISTINGS_INDEX, query);
  });
}

/** Partner listings, shown apart from ours: the same category, and the same region when a place is named. */
async function partnerListings(documents: DocumentStore, category?: string, region?: string) {
  const filter: Filter = {};
  if (category) filter.category = category;
  if (region) filter.$or = [{ region }, { region: { $exists: false } }];
  const items = await documents.collection<PartnerListingView>(PARTNER_LISTINGS).find(filter, { sort: [['importedAt', 'desc']], limit: 6 });
  return items.map((p) => ({
    _id: p.id, id: p.id, title: p.title ?? p.name, name: p.name ?? p.title, price: p.price ?? null, currency: p.currency ?? 'GHS',
    bedrooms: p.bedrooms ?? null, bathrooms: p.bathrooms ?? null, category: p.category ?? null, town: p.town ?? null,
    images: JSON.stringify(p.images), imageList: p.images, source: p.source, url: p.url ?? null,
  }));
}
