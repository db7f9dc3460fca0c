import { regionCodeOf } from '../shared/ghana';
import type { ListingDraft } from '../listings/schemas';
import { toGhs, type Acquisition, type Category, type Currency, type Furnishing, type PaymentPlan } from '../listings/options';
import { comparablePriceGhs } from '../listings/price';

/**
 * Matching a request (or a saved search) with a listing. The spec leaves it unshown (property-side.md §9);
 * this is our definition, documented in docs/api-dealings.md ('## Requests') and the README:
 *
 * - exact: every field given matches: the category and acquisition, the type, the price within the range
 *   (a bound not given is open), the same number of bedrooms and of bathrooms, and the listing at the place
 *   chosen (in the region when a region was chosen, otherwise within the place's own radius, as search reads
 *   a place: a neighbourhood 3 km, a town 8 km, a city 15 km, a district 25 km);
 * - similar: the same category and acquisition, a type of the same family (a house, a bungalow or a
 *   townhouse or a compound house; an apartment or a condo; a single room, a chamber and hall or a self-contained…), the price within the range widened by 15 % each way, bedrooms one
 *   fewer to one more, and within 5 km of the place (its radius plus 5 km; a region: in the region);
 * - broad: the same category and acquisition, the same region, the price within the range widened by 30 %.
 * - a saved search ('search') matches what the search page would find for it: its filters (bedrooms and
 *   bathrooms at least, every amenity and rule asked), and its place, map area or distance.
 *
 * - the most months of advance the seeker can pay (`advance_months_max`) leaves out, in every match, a
 *   listing asking more (one that names no advance stays); a furnishing asked (`furnishing`) must be the
 *   listing's, in every match but broad (a listing that does not say is left out).
 *
 * Prices compare in cedis (a dollar price at the rate staff set, as search does), by the listing's comparable
 * price (listings/price.ts), as search compares them: a rent's prices are per month (a year's rent is twelve
 * months'), a short stay's per night, a sale's the price. Additional information is for people to read; it
 * never decides a match.
 */
export const matchTypes = ['exact', 'similar', 'broad'] as const;
export type MatchType = (typeof matchTypes)[number];
export const matchTypeLabels: Record<MatchType, string> = {
  exact: 'Exact: every detail I gave',
  similar: 'Similar: close in type, price, size and place',
  broad: 'Broad: anything of this kind in the region',
};

/** How far around a named place counts as at it (the search page reads a place the same way). */
export const placeRadiusKm = { neighbourhood: 3, town: 8, city: 15, district: 25 } as const;
export const SIMILAR_EXTRA_KM = 5;
export const SIMILAR_PRICE = 0.15;
export const BROAD_PRICE = 0.3;

export type PlaceKind = 'region' | keyof typeof placeRadiusKm;

/** A place from the gazetteer, as a request keeps it. */
export type RequestPlace = { id: string; name: string; kind: PlaceKind; region: string; lat: number; lon: number; label: string };
export type Bounds = { north: number; south: number; east: number; west: number };

/** What a request or a saved search asks for. Saved searches may leave category and acquisition open. */
export type Criteria = {
  category?: Category;
  acquisition?: Acquisition;
  type?: string;
  min_price?: number;
  max_price?: number;
  currency: Currency;
  bedrooms?: number;
  bathrooms?: number;
  /** A saved search's amenities and house rules, all of which a listing must have or allow. */
  amenities?: string[];
  rules?: string[];
  place?: RequestPlace;
  /** A saved search's map area, or its 'near a point'. */
  bounds?: Bounds;
  point?: { lat: number; lon: number; radiusKm: number };
  /** The most months of rent in advance the seeker can pay. */
  advance_months_max?: number;
  furnishing?: Furnishing;
  matchType: MatchType | 'search';
};

/** Types of a family stand in for one another in a similar match. */
export const typeFamilies: readonly (readonly string[])[] = [
  ['house', 'bungalow', 'townhouse', 'compound_house'],
  ['apartment', 'condo'],
  /** Rooms let in a house: a single room, a chamber and hall (a bedroom and a sitting room), a self-contained. */
  ['single_room', 'chamber_and_hall', 'self_contained'],
  ['office'],
  ['retail_shop', 'shipping_container'],
  ['warehouse'],
  ['crop_farm'],
  ['fish_farm', 'livestock_farm'],
  ['event_centre', 'conference_hall', 'garden'],
  ['church', 'theatre', 'cinema'],
];
export const familyOf = (type: string): readonly string[] => typeFamilies.find((family) => family.includes(type)) ?? [type];

/** What matching needs of a listing, taken from its own events. */
export type MatchableListing = {
  id: string;
  category: string;
  acquisition: string;
  type: string;
  /** The price in cedis as listed (per its payment plan). */
  priceGhs: number;
  /** The price search and matching compare (listings/price.ts): a rent's month, a short stay's night, a sale's price. */
  comparablePriceGhs: number;
  payment_plan?: PaymentPlan;
  rent_advance_months?: number;
  furnishing?: Furnishing;
  bedrooms?: number;
  bathrooms?: number;
  amenities: readonly string[];
  /** House rules the listing allows ('pets', 'parties'…). */
  allowed: readonly string[];
  lat: number;
  lon: number;
  region: string;
  /** Who lists it, as a party key: `user:{id}` or `organization:{id}`. */
  lister: string;
  /** When it was first listed: of many matches, the newest are told first. */
  listedAt?: string;
};

/**
 * What matching reads of a listing. The matcher keeps this of every listing it follows, not the whole draft: a
 * listing's title, description, photos and address are most of its size, and matching never reads them (issue 21,
 * memory that grows with listings only by what it must).
 */
export type MatchingDraft = Pick<ListingDraft, 'category' | 'acquisition' | 'type' | 'price' | 'currency' | 'payment_plan' | 'rent_advance_months' | 'furnishing' | 'bedrooms' | 'bathrooms' | 'amenities' | 'rules'> & {
  location: Pick<ListingDraft['location'], 'coordinates'>;
  location_details: Pick<ListingDraft['location_details'], 'region'>;
};

/** A field the listing leaves out has no key here (not an undefined one): the matcher saves this as JSON documents. */
export function matchingDraftOf(listing: ListingDraft): MatchingDraft {
  const { category, acquisition, type, price, currency, payment_plan, rent_advance_months, furnishing, bedrooms, bathrooms, amenities, rules } = listing;
  const draft: MatchingDraft = {
    category, acquisition, type, price, currency, amenities, rules,
    location: { coordinates: listing.location.coordinates },
    location_details: { region: listing.location_details.region },
  };
  if (payment_plan !== undefined) draft.payment_plan = payment_plan;
  if (rent_advance_months !== undefined) draft.rent_advance_months = rent_advance_months;
  if (furnishing !== undefined) draft.furnishing = furnishing;
  if (bedrooms !== undefined) draft.bedrooms = bedrooms;
  if (bathrooms !== undefined) draft.bathrooms = bathrooms;
  return draft;
}

/**
 * One literal, every field in it (undefined when the listing does not say): the matcher makes one per listing at each
 * start, a million at a million listings, and keeps them all: spreads took three times as long, and an array grown by
 * push keeps spare room (some 60 bytes a listing).
 */
export function matchableListingOf(listingId: string, listing: MatchingDraft, lister: string, usdToGhs: number, listedAt?: string): MatchableListing {
  const [lon, lat] = listing.location.coordinates;
  return {
    id: listingId,
    category: listing.category,
    acquisition: listing.acquisition,
    type: listing.type,
    priceGhs: toGhs(listing.price, listing.currency, usdToGhs),
    comparablePriceGhs: comparablePriceGhs(listing, usdToGhs),
    payment_plan: listing.payment_plan || undefined,
    rent_advance_months: listing.rent_advance_months,
    furnishing: listing.furnishing || undefined,
    bedrooms: listing.bedrooms,
    bathrooms: listing.bathrooms,
    amenities: listing.amenities,
    allowed: allowedBy(listing.rules),
    lat,
    lon,
    region: regionCodeOf(listing.location_details.region),
    lister,
    listedAt: listedAt || undefined,
  };
}

function allowedBy(rules: MatchingDraft['rules']): string[] {
  const allowed: string[] = [];
  for (const rule in rules) if (rules[rule as keyof typeof rules]) allowed.push(rule);
  return allowed.length ? allowed.slice() : allowed;
}

type Range = { min: number; max: number };

/** A criteria's wants in one shape: what each matchType allows, as ranges. Undefined means anything. */
export type Wanted = {
  category?: string;
  acquisition?: string;
  types?: readonly string[];
  /** In cedis, compared with the listing's comparable price (a rent's month, a short stay's night). */
  price?: Range;
  bedrooms?: Range;
  bathrooms?: Range;
  region?: string;
  near?: { lat: number; lon: number; km: number };
  bounds?: Bounds;
  amenities?: readonly string[];
  rules?: readonly string[];
  advanceMonthsMax?: number;
  furnishing?: Furnishing;
};

function priceRange(c: Criteria, widen: number, usdToGhs: number): Range | undefined {
  if (c.min_price === undefined && c.max_price === undefined) return undefined;
  const min = c.min_price === undefined ? 0 : toGhs(c.min_price, c.currency, usdToGhs) * (1 - widen);
  const max = c.max_price === undefined ? Infinity : toGhs(c.max_price, c.currency, usdToGhs) * (1 + widen);
  return { min, max };
}

function placeWanted(place: RequestPlace | undefined, extraKm: number): Pick<Wanted, 'region' | 'near'> {
  if (!place) return {};
  if (place.kind === 'region') return { region: place.region };
  return { near: { lat: place.lat, lon: place.lon, km: placeRadiusKm[place.kind] + extraKm } };
}

const exactly = (n: number | undefined): Range | undefined => (n === undefined ? undefined : { min: n, max: n });

export function wantedOf(c: Criteria, usdToGhs: number): Wanted {
  // The advance is what the seeker can pay, so it holds in every match; broad is anything of the kind in
  // the region, furnished or not.
  const base = {
    category: c.category,
    acquisition: c.acquisition,
    ...(c.advance_months_max !== undefined ? { advanceMonthsMax: c.advance_months_max } : {}),
    ...(c.furnishing && c.matchType !== 'broad' ? { furnishing: c.furnishing } : {}),
  };
  const withPrice = (widen: number) => {
    const range = priceRange(c, widen, usdToGhs);
    return range ? { price: range } : {};
  };
  switch (c.matchType) {
    case 'exact':
      return {
        ...base,
        ...(c.type ? { types: [c.type] } : {}),
        ...withPrice(0),
        bedrooms: exactly(c.bedrooms),
        bathrooms: exactly(c.bathrooms),
        ...placeWanted(c.place, 0),
      };
    case 'similar':
      return {
        ...base,
        ...(c.type ? { types: familyOf(c.type) } : {}),
        ...withPrice(SIMILAR_PRICE),
        bedrooms: c.bedrooms === undefined ? undefined : { min: c.bedrooms - 1, max: c.bedrooms + 1 },
        ...placeWanted(c.place, SIMILAR_EXTRA_KM),
      };
    case 'broad':
      return { ...base, ...withPrice(BROAD_PRICE), ...(c.place ? { region: c.place.region } : {}) };
    case 'search':
      return {
        ...base,
        ...(c.type ? { types: [c.type] } : {}),
        ...withPrice(0),
        bedrooms: c.bedrooms ? { min: c.bedrooms, max: Infinity } : undefined,
        bathrooms: c.bathrooms ? { min: c.bathrooms, max: Infinity } : undefined,
        ...(c.point ? { near: { lat: c.point.lat, lon: c.point.lon, km: c.point.radiusKm } } : placeWanted(c.place, 0)),
        ...(c.bounds ? { bounds: c.bounds } : {}),
        ...(c.amenities?.length ? { amenities: c.amenities } : {}),
        ...(c.rules?.length ? { rules: c.rules } : {}),
      };
    default: {
      const unreachable: never = c.matchType;
      return unreachable;
    }
  }
}

const within = (range: Range | undefined, value: number | undefined) => !range || (value !== undefined && value >= range.min && value <= range.max);

/** Does the listing give what is wanted? */
export function fits(w: Wanted, l: MatchableListing): boolean {
  if (w.category && w.category !== l.category) return false;
  if (w.acquisition && w.acquisition !== l.acquisition) return false;
  if (w.types && !w.types.includes(l.type)) return false;
  // A cent either way is rounding, not a different price.
  if (w.price && !within({ min: w.price.min - 0.01, max: w.price.max + 0.01 }, l.comparablePriceGhs)) return false;
  if (w.advanceMonthsMax !== undefined && l.rent_advance_months !== undefined && l.rent_advance_months > w.advanceMonthsMax) return false;
  if (w.furnishing && w.furnishing !== l.furnishing) return false;
  if (!within(w.bedrooms, l.bedrooms) || !within(w.bathrooms, l.bathrooms)) return false;
  if (w.region && w.region !== l.region) return false;
  if (w.near && distanceKm(w.near, l) > w.near.km) return false;
  if (w.bounds && !(l.lat <= w.bounds.north && l.lat >= w.bounds.south && l.lon <= w.bounds.east && l.lon >= w.bounds.west)) return false;
  if (w.amenities && !w.amenities.every((a) => l.amenities.includes(a))) return false;
  if (w.rules && !w.rules.every((r) => l.allowed.includes(r))) return false;
  return true;
}

export const listingMatches = (c: Criteria, l: MatchableListing, usdToGhs: number) => fits(wantedOf(c, usdToGhs), l);

const EARTH_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;
/** Great-circle distance (haversine): close enough at a country's scale. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
