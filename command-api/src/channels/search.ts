import { comparablePriceGhs, RANK_DOWN_AFTER_DAYS_MS, RESULTS_KEPT, searchRadiusKm, wideningCentre, widenUntilFound, type RequestPlace, type SmsSearch, type TextedListing } from '@fie/domain';
import { editDistance, normalizeName, placeById, places, regionOf, regions, searchPlaces, typosAllowed, type PlaceSuggestion } from '@fie/places';
import { currentUsdToGhs, LISTINGS_INDEX, type ListingSearchDoc, type ListingView } from '@fie/read-models';
import type { Clause, DocumentStore, SearchIndex, SortClause } from '@fie/stores';

export const asRequestPlace = (s: PlaceSuggestion): RequestPlace => ({ id: s.id, name: s.name, kind: s.kind, region: s.regionCode, lat: s.lat, lon: s.lon, label: s.label });

/** The place a text names, typos forgiven (the gazetteer's fuzzy match, in whole words as a search names it). */
export function placeOfWords(text: string): RequestPlace | undefined {
  // The longest run of words that is a place: 'madina zongo junction' finds Madina, 'east legon hills' the hills.
  const words = text.split(/\s+/).filter(Boolean).slice(0, 6);
  for (let length = words.length; length > 0; length--) {
    for (let start = 0; start + length <= words.length; start++) {
      const place = placeNamed(words.slice(start, start + length).join(' '));
      if (place) return place;
    }
  }
  return undefined;
}

function placeNamed(words: string): RequestPlace | undefined {
  const found = searchPlaces(words, { limit: 1, typing: false })[0];
  if (!found) return undefined;
  // A text's leftover words are not always a place ('hello there'): the place found must be those words, give or
  // take the typos the gazetteer forgives for their length, not merely contain one like them ('Aboabo Number Three').
  const wanted = normalizeName(words).replace(/\s+/g, '');
  const names = [found.name, ...(placeById(found.id)?.alt ?? [])].map((n) => normalizeName(n).replace(/\s+/g, ''));
  return names.some((name) => editDistance(name, wanted, typosAllowed(wanted.length)) <= typosAllowed(wanted.length)) ? asRequestPlace(found) : undefined;
}

/** A place by its gazetteer id (the USSD menu's town) or a region's code. */
export function placeOfId(id: string): RequestPlace | undefined {
  const name = regionOf(id)?.name ?? placeById(id)?.name;
  const found = name ? searchPlaces(name, { limit: 50, typing: false }).find((s) => s.id === id) : undefined;
  return found ? asRequestPlace(found) : undefined;
}

/** The USSD menu's regions and each region's towns, the likeliest first (by population, then name). */
export const ussdCatalogue = {
  regions: regions.map((r) => ({ code: r.code, name: r.name })),
  towns: (() => {
    const cache = new Map<string, { id: string; name: string }[]>();
    return (code: string) => {
      if (!cache.has(code)) {
        const towns = places
          .filter((p) => p.regionCode === code)
          .sort((a, b) => (b.population ?? 0) - (a.population ?? 0) || a.name.localeCompare(b.name))
          .map((p) => ({ id: p.id, name: p.name }));
        cache.set(code, towns);
      }
      return cache.get(code)!;
    };
  })(),
};

/**
 * The SMS and USSD search: the same listing index the search page reads (only published listings are in it),
 * filtered as the search page filters (query-api/src/listings/search-query.ts: the command side cannot import the
 * query side, so the few filters a text can ask for are written again here). Prices compare the listings'
 * comparable price: a rent by the month, a sale in all, a short stay by the night. Fresh listings first, newest first.
 */
export async function searchListings(reads: ChannelReads, s: SmsSearch, now: Date, within?: { lat: number; lon: number; km: number }): Promise<{ ids: string[]; total: number }> {
  const filter: Clause[] = [];
  if (s.category) filter.push({ term: { field: 'category', value: s.category } });
  if (s.acquisition) filter.push({ term: { field: 'acquisition', value: s.acquisition } });
  if (s.type) filter.push({ term: { field: 'type', value: s.type } });
  if (s.bedrooms) filter.push({ range: { field: 'bedrooms', gte: s.bedrooms } });
  if (s.maxPrice) filter.push({ range: { field: 'comparablePriceGhs', lte: s.maxPrice } });
  let geo: { field: string; distance: { lat: number; lon: number; km: number } } | undefined;
  if (within) geo = { field: 'location', distance: within };
  else if (s.place?.kind === 'region') filter.push({ term: { field: 'region', value: s.place.region } });
  else if (s.place) geo = { field: 'location', distance: { lat: s.place.lat, lon: s.place.lon, km: searchRadiusKm(s.place.kind) } };
  // Widened, the nearest come first; at the place, fresh listings first, newest first.
  const sort: SortClause[] = within
    ? [{ distanceFrom: { field: 'location', lat: within.lat, lon: within.lon }, order: 'asc' }]
    : [{ sinkBefore: { field: 'lastConfirmedAt', value: new Date(now.getTime() - RANK_DOWN_AFTER_DAYS_MS).toISOString() } }, { field: 'publishedAt', order: 'desc' }];
  const result = await reads.search.search<ListingSearchDoc>(LISTINGS_INDEX, { filter, ...(geo ? { geo } : {}), sort, from: 0, size: RESULTS_KEPT });
  return { ids: result.hits.map((h) => h.doc.view.id), total: result.total };
}

type ChannelReads = { documents: DocumentStore; search: Pick<SearchIndex, 'search'> };

/**
 * The search, and when nothing is at its place, the same search ever wider around it (the domain's steps, as the
 * search page widens), nearest first: `withinKm` says how far the matches are (issue 32, "No dead ends").
 */
export async function searchNearest(reads: ChannelReads, s: SmsSearch, now: Date): Promise<{ ids: string[]; total: number; withinKm?: number }> {
  const found = await searchListings(reads, s, now);
  const centre = found.total === 0 ? wideningCentre({ place: s.place }) : undefined;
  if (!centre) return found;
  const widened = await widenUntilFound(centre, (km) => searchListings(reads, s, now, { lat: centre.lat, lon: centre.lon, km }));
  return widened ? { ...widened.found, withinKm: widened.withinKm } : found;
}

/** Listings as a text shows them, in the order asked; those gone since are left out. */
export async function textedListings(documents: DocumentStore, views: (ListingView | null)[]): Promise<TextedListing[]> {
  const usdToGhs = await currentUsdToGhs(documents);
  return views
    .filter((v): v is ListingView => Boolean(v && v.status === 'published' && !v.staleArchivedAt))
    .map((v) => ({ id: v.id, type: v.type, ...(v.bedrooms ? { bedrooms: v.bedrooms } : {}), place: v.location_details.town, acquisition: v.acquisition, comparablePriceGhs: comparablePriceGhs(v, usdToGhs) }));
}
