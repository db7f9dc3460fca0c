import { nightsBetween, RANK_DOWN_AFTER_DAYS_MS, searchRadiusKm, toGhs, typesByCategory, type SearchRequest } from '@fie/domain';
import type { Clause, SearchQuery, SortClause } from '@fie/stores';

export type Place = { lat: number; lon: number; kind: string; regionCode: string; name: string };

/**
 * Turns the spec's filter object into a search-index query. Prices compare in cedis, whatever currency
 * the listing or the filter uses: a filter in dollars is converted at `usdToGhs`, the rate staff set, as
 * the index's prices are. The price filter, the price sorts and the price facet compare the listing's
 * comparable price (`comparablePriceGhs`, listings/price.ts): a rent by the month whatever period it is
 * quoted in (GH₵ 24,000 a year is GH₵ 2,000 a month), a short stay by the night, a sale by its price. Only
 * published listings are in the index.
 */
export function toSearchQuery(req: SearchRequest, usdToGhs: number, place?: Place, now = new Date()): SearchQuery {
  const filter: Clause[] = [];
  if (req.category) filter.push({ term: { field: 'category', value: req.category } });
  if (req.acquisition) filter.push({ term: { field: 'acquisition', value: req.acquisition } });
  if (req.type) filter.push({ term: { field: 'type', value: req.type } });
  if (req.bedrooms) filter.push({ range: { field: 'bedrooms', gte: req.bedrooms } });
  if (req.bathrooms) filter.push({ range: { field: 'bathrooms', gte: req.bathrooms } });
  const currency = req.currency ?? 'GHS';
  const min = req.price?.min ?? req.min_price;
  const max = req.price?.max ?? req.max_price;
  if (min !== undefined || max !== undefined) {
    filter.push({ range: { field: 'comparablePriceGhs', ...(min !== undefined ? { gte: toGhs(min, currency, usdToGhs) } : {}), ...(max !== undefined && max > 0 ? { lte: toGhs(max, currency, usdToGhs) } : {}) } });
  }
  // The advance a seeker can pay: a listing asking more months is left out, one that names none stays.
  if (req.advance_months_max !== undefined) {
    filter.push({ any: [{ not: { exists: { field: 'rentAdvanceMonths' } } }, { range: { field: 'rentAdvanceMonths', lte: req.advance_months_max } }] });
  }
  if (req.furnishing) filter.push({ term: { field: 'furnishing', value: req.furnishing } });
  // A badge counts until its expiry, compared with the time of the search: it lapses by itself.
  if (req.verified_only) filter.push({ range: { field: 'listerVerifiedUntil', gte: now.toISOString() } });
  for (const amenity of req.amenities ?? []) filter.push({ term: { field: 'amenities', value: amenity } });
  for (const [rule, wanted] of Object.entries(req.rules ?? {})) if (wanted) filter.push({ term: { field: 'allowed', value: rule } });
  if (req.stay_date && req.acquisition === 'short_stay') {
    // Offered for the whole stay, and none of its nights booked (the check-out day is not a night).
    const { start, end } = { start: req.stay_date.start.slice(0, 10), end: req.stay_date.end.slice(0, 10) };
    filter.push({ range: { field: 'stayStart', lte: start } }, { range: { field: 'stayEnd', gte: end } });
    const nights = nightsBetween(start, end);
    if (nights.length) filter.push({ not: { terms: { field: 'bookedNights', values: nights } } });
  }

  const query: SearchQuery = { filter, from: (req.page - 1) * req.pageSize, size: req.pageSize };
  const text = req.q;
  if (text) query.text = { query: text, fields: ['text'] };
  const geo: SearchQuery['geo'] = { field: 'location' };
  if (req.bounds) geo.bbox = req.bounds;
  if (req.point) geo.distance = { lat: req.point.lat, lon: req.point.lon, km: req.point.radiusKm };
  else if (place) {
    if (place.kind === 'region') filter.push({ term: { field: 'region', value: place.regionCode } });
    else geo.distance = { lat: place.lat, lon: place.lon, km: searchRadiusKm(place.kind) };
  }
  if (geo.bbox || geo.distance) query.geo = geo;

  const sort: SortClause[] = [];
  // Freshness: in the default order (newest, or relevance with words) a listing unconfirmed for 45 days ranks
  // below every fresh one. A sort people chose (price, distance) is theirs: stale listings keep their place there.
  const chosen = req.sort === 'price_low' || req.sort === 'price_high' || (req.sort === 'nearest' && geo.distance);
  if (!chosen) sort.push({ sinkBefore: { field: 'lastConfirmedAt', value: new Date(now.getTime() - RANK_DOWN_AFTER_DAYS_MS).toISOString() } });
  if (req.sort === 'price_low') sort.push({ field: 'comparablePriceGhs', order: 'asc' });
  else if (req.sort === 'price_high') sort.push({ field: 'comparablePriceGhs', order: 'desc' });
  else if (req.sort === 'nearest' && geo.distance) sort.push({ distanceFrom: { field: 'location', lat: geo.distance.lat, lon: geo.distance.lon }, order: 'asc' });
  else if (text) sort.push({ relevance: true });
  sort.push({ field: 'publishedAt', order: 'desc' });
  query.sort = sort;

  query.aggregations = {
    category: { terms: { field: 'category', size: 10 } },
    acquisition: { terms: { field: 'acquisition', size: 5 } },
    // Every type's count, so the Type menu can show each one when no category is chosen.
    type: { terms: { field: 'type', size: Object.values(typesByCategory).flat().length } },
    bedrooms: { terms: { field: 'bedrooms', size: 15 } },
    // The price hint ('GH₵ 1,300 to 8,900'): rents by the month, so a yearly rent does not stretch it.
    price: { stats: { field: 'comparablePriceGhs' } },
  };
  return query;
}
