import { amenityLabels, optionLabel, paymentPlanLabels, regions, translator, typeLabels, type Acquisition, type Category, type Translate } from '@fie/domain';
import { toDateRanges } from './date-ranges';
import { abbreviateAmount, currencySymbols, formatMoney, toCurrency, type Currency } from './money';
import { toNoShowFacts, type NoShowFact } from './no-show-facts';

/**
 * A listing as the public pages show it (search cards, the map, the property page), read from the API's
 * answer (GET /properties/search/{id} and each item of POST /properties/search). The reader accepts the
 * spec's older shapes too: images as plain strings, location details as plain text, `_id` for `id`.
 */
/** `medium`: a phone screen's size (960 px), made by the server from the large photo when first asked for. */
export type PropertyImage = { name: string; location: string; thumbnail: string; medium?: string };

/** `image`: an organization's logo, shown on its listing cards and pages. */
/**
 * `showsPhone`: the lister offers their number on this listing. The number itself is never in the listing's
 * answer (scrapers read that): a visitor taps "Show number", which asks for it (features/property).
 */
export type PropertyLister = { name: string; kind: 'owner' | 'organization'; urlName?: string; showsPhone: boolean; image?: string; reputation?: ListerReputation };
/** What past deals with a lister were like (issue 33): published reviews and dealings completed through Fie. */
export type ListerReputation = { count: number; average: number | null; completedDealings: number; recent: RecentReview[]; noShows: number; noShowsRecent: NoShowFact[] };
/** One of a lister's newest published reviews, as their listing's page shows it. */
export type RecentReview = { id: string; author: string; overall: number; text: string | null; reply: string | null };

export type Property = {
  id: string;
  /** The words of its address (/property/{id}/{slug}); the id is the key. */
  slug?: string;
  category: Category | string;
  type: string;
  typeLabel: string;
  acquisition: Acquisition | string;
  price: number;
  priceGhs: number;
  currency: Currency;
  /** Cedis per dollar used for the cedi equivalent of a USD price, and whether staff set it or it is indicative. */
  exchange?: { usdToGhs: number; indicative: boolean };
  paymentPlan?: string;
  paymentPlanLabel?: string;
  /** A rent quoted by the year, week or day, as a month's in cedis: search compares rents by it. */
  monthlyRentGhs?: number;
  bedrooms?: number;
  bathrooms?: number;
  areaLabel?: string;
  title?: string;
  shortDescription?: string;
  description: string;
  amenities: string[];
  amenityLabels: string[];
  utilities: {
    water?: string;
    waterStorage?: string;
    electricity?: string;
    electricityBackups?: string;
    garage?: boolean;
    parkingSpace?: number;
  };
  rules: { smoking: boolean; pets: boolean; parties: boolean; noise: boolean };
  images: PropertyImage[];
  /** GeoJSON order on the wire is [longitude, latitude]; here they are named. */
  lat: number;
  lon: number;
  town?: string;
  city?: string;
  region?: string;
  regionName?: string;
  district?: string;
  digitalAddress?: string;
  daysOnMarket?: number;
  /** The asking price's last change: 'Price reduced on 3 March'. */
  priceChange?: { from: number; to: number; at: string };
  publishedAt?: string;
  stayStart?: string;
  stayEnd?: string;
  /** How a short stay is paid, in the lister's words (no payment is taken on the site). */
  stayPaymentInstructions?: string;
  /** A short stay's booked ranges (`end` is the check-out day), without the owner's notes. */
  bookedDates: { start: string; end: string }[];
  availableFrom?: string;
  /** What the lister asks to show it, in cedis, paid by mobile money into a hold when a viewing is booked (issue 33). */
  viewingFeeGhs?: number;
  rentAdvanceMonths?: number;
  rentAdvanceAboveLegal: boolean;
  furnishing?: string;
  buildYear?: number;
  seatingCapacity?: number;
  parkingCapacity?: number;
  lister: PropertyLister | null;
  /** Its lister holds a verified badge that has not lapsed. */
  listerVerified: boolean;
  /** Who is messaged about it: the listing's organization when it has one, otherwise its owner. */
  ownerId?: string;
  organizationId?: string;
  distanceKm?: number;
};

/** The spec's default map centre (§9), used when a listing arrives without a usable point. */
export const DEFAULT_CENTRE = { lat: 5.7348119, lon: 0.0302354 } as const;

type Raw = Record<string, unknown>;
const isRecord = (value: unknown): value is Raw => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
const str = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const num = (value: unknown): number | undefined => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() && Number.isFinite(Number(value.replace(/,/g, '')))) return Number(value.replace(/,/g, ''));
  return undefined;
};
const bool = (value: unknown) => value === true || value === 'true';

function toImages(value: unknown): PropertyImage[] {
  if (!Array.isArray(value)) return [];
  const images: PropertyImage[] = [];
  for (const item of value) {
    if (typeof item === 'string' && item.trim()) {
      images.push({ name: item, location: item, thumbnail: item });
    } else if (isRecord(item)) {
      const location = str(item.location) ?? str(item.url);
      if (!location) continue;
      const medium = str(item.medium);
      images.push({ name: str(item.name) ?? location, location, thumbnail: str(item.thumbnail) ?? location, ...(medium ? { medium } : {}) });
    }
  }
  return images;
}

function toPoint(raw: Raw): { lat: number; lon: number } {
  const lat = num(raw.latitude);
  const lon = num(raw.longitude);
  if (lat !== undefined && lon !== undefined) return { lat, lon };
  const location = isRecord(raw.location) ? raw.location : undefined;
  const coordinates = Array.isArray(location?.coordinates) ? location.coordinates : undefined;
  const cLon = num(coordinates?.[0]);
  const cLat = num(coordinates?.[1]);
  if (cLat !== undefined && cLon !== undefined) return { lat: cLat, lon: cLon };
  return { ...DEFAULT_CENTRE };
}

function toLister(value: unknown): PropertyLister | null {
  if (!isRecord(value)) return null;
  const name = str(value.name);
  if (!name) return null;
  return { name, kind: value.kind === 'organization' ? 'organization' : 'owner', urlName: str(value.url_name) ?? str(value.urlName), showsPhone: value.showsPhone === true, image: str(value.image), reputation: toReputation(value.reputation) };
}

function toReputation(value: unknown): ListerReputation | undefined {
  if (!isRecord(value)) return undefined;
  const count = num(value.count) ?? 0;
  const completedDealings = num(value.completedDealings) ?? 0;
  const recent = Array.isArray(value.recent)
    ? value.recent.filter(isRecord).map((r) => ({ id: str(r.id) ?? '', author: str(r.author) ?? '', overall: num(r.overall) ?? 0, text: str(r.text) ?? null, reply: str(r.reply) ?? null })).filter((r) => r.id && r.overall > 0)
    : [];
  // No-shows recorded against the lister are facts shown beside the reviews (issue 33), with their answers.
  const noShows = num(value.noShows) ?? 0;
  return count > 0 || completedDealings > 0 || noShows > 0 ? { count, average: num(value.average) ?? null, completedDealings, recent, noShows, noShowsRecent: toNoShowFacts(value.noShowsRecent) } : undefined;
}

/** Reads one property from the API; null when it has no id (nothing could link to it). */
function toPriceChange(value: unknown): Property['priceChange'] {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  const from = num(v.from);
  const to = num(v.to);
  const at = str(v.at);
  return from !== undefined && to !== undefined && at ? { from, to, at } : undefined;
}

export function toProperty(value: unknown): Property | null {
  if (!isRecord(value)) return null;
  const id = str(value.id) ?? str(value._id);
  if (!id) return null;
  const currency = toCurrency(value.currency);
  const price = num(value.price) ?? 0;
  const rate = isRecord(value.exchangeRate) ? num(value.exchangeRate.usdToGhs) : undefined;
  const details = isRecord(value.location_details) ? value.location_details : {};
  const plainPlace = typeof value.location_details === 'string' ? value.location_details : undefined;
  const utilities = isRecord(value.utilities) ? value.utilities : {};
  const rules = isRecord(value.rules) ? value.rules : {};
  const amenities = Array.isArray(value.amenities) ? value.amenities.filter((a): a is string => typeof a === 'string') : [];
  const labels = Array.isArray(value.amenityLabels) ? value.amenityLabels.filter((a): a is string => typeof a === 'string') : [];
  const type = str(value.type) ?? '';
  const regionCode = str(details.region);
  const exchange = currency === 'USD' && rate ? { usdToGhs: rate, indicative: isRecord(value.exchangeRate) && value.exchangeRate.indicative !== false } : undefined;
  return {
    id,
    slug: str(value.slug),
    category: str(value.category) ?? '',
    type,
    typeLabel: str(value.typeLabel) ?? typeLabels[type] ?? type.replace(/_/g, ' '),
    acquisition: str(value.acquisition) ?? '',
    price,
    priceGhs: num(value.priceGhs) ?? (currency === 'USD' && rate ? Math.round(price * rate) : price),
    currency,
    exchange,
    paymentPlan: str(value.payment_plan),
    paymentPlanLabel: str(value.paymentPlanLabel),
    // The server's (listings/price.ts): computing it here too would weigh on every first visit.
    monthlyRentGhs: num(value.monthlyRentGhs),
    bedrooms: num(value.bedrooms),
    bathrooms: num(value.bathrooms),
    areaLabel: str(value.areaLabel),
    title: str(value.title),
    shortDescription: str(value.short_description),
    description: str(value.description) ?? '',
    amenities,
    amenityLabels: labels.length === amenities.length && labels.length ? labels : amenities.map((a) => (amenityLabels as Record<string, string>)[a] ?? a.replace(/_/g, ' ')),
    utilities: {
      water: str(utilities.water),
      waterStorage: str(utilities.water_storage),
      electricity: str(utilities.electricity),
      electricityBackups: str(utilities.electricity_backups),
      garage: typeof utilities.garage === 'boolean' ? utilities.garage : undefined,
      parkingSpace: num(utilities.parking_space),
    },
    rules: { smoking: bool(rules.smoking), pets: bool(rules.pets), parties: bool(rules.parties), noise: bool(rules.noise) },
    images: toImages(value.images),
    ...toPoint(value),
    town: str(details.town) ?? plainPlace,
    city: str(details.city),
    region: regionCode,
    regionName: regions.find((r) => r.code === regionCode)?.name,
    district: str(details.district),
    digitalAddress: str(details.digital_address),
    daysOnMarket: num(value.daysOnMarket),
    priceChange: toPriceChange(value.priceChange),
    publishedAt: str(value.publishedAt),
    stayStart: str(value.stay_start_date),
    stayEnd: str(value.stay_end_date),
    stayPaymentInstructions: str(value.stay_payment_instructions),
    // The notes name guests: never carried onto a public page.
    bookedDates: toDateRanges(value.booked_dates, { notes: false }),
    availableFrom: str(value.available_from),
    viewingFeeGhs: num(value.viewing_fee),
    rentAdvanceMonths: num(value.rent_advance_months),
    rentAdvanceAboveLegal: bool(value.rentAdvanceAboveLegal),
    furnishing: str(value.furnishing),
    buildYear: num(value.buildYear),
    seatingCapacity: num(value.seating_capacity),
    parkingCapacity: num(value.parking_capacity),
    lister: toLister(value.lister),
    listerVerified: bool(value.listerVerified),
    ownerId: str(value.ownerId),
    organizationId: str(value.organizationId),
    distanceKm: num(value.distanceKm),
  };
}

const english = translator('en');

/** 'For Sale', 'For Rent' or 'Short Stay', in the reader's language (`t`, from useT()). */
export function acquisitionTag(acquisition: string, t: Translate = english): string {
  return optionLabel(t, 'acquisition', acquisition);
}

/** 'Chamber and hall', in the reader's language; the server's label for a type the tables do not know. */
export function typeName(property: Pick<Property, 'type' | 'typeLabel'>, t: Translate = english): string {
  return optionLabel(t, 'type', property.type, property.typeLabel);
}

/** The amenities' names, in the reader's language. */
export function amenityNames(property: Pick<Property, 'amenities' | 'amenityLabels'>, t: Translate = english): string[] {
  return property.amenities.map((amenity, i) => optionLabel(t, 'amenity', amenity, property.amenityLabels[i]));
}

/** 'East Legon, Accra' (the town and the city, without repeating a town that is its own city). */
export function placeLine(property: Pick<Property, 'town' | 'city' | 'regionName'>): string {
  const parts = [property.town, property.city && property.city !== property.town ? property.city : undefined].filter(Boolean);
  if (!parts.length && property.regionName) parts.push(property.regionName);
  return parts.join(', ');
}

export type PriceLines = {
  /** 'GH₵ 4,500' or 'US$ 4,500'. */
  main: string;
  /** 'per/mth' and the like; absent for a sale. */
  plan?: string;
  /** For a USD price: '≈ GH₵ 67,500'. */
  cedis?: string;
  /** For a rent by the year, week or day: 'about GH₵ 2,000 a month', what search compares. */
  monthly?: string;
};

/** A listing's price in its own currency; a USD price also carries its cedi equivalent (Act 723). */
export function priceLines(property: Pick<Property, 'price' | 'priceGhs' | 'currency' | 'paymentPlanLabel' | 'monthlyRentGhs'> & { paymentPlan?: string }, t: Translate = english): PriceLines {
  return {
    main: formatMoney(property.price, property.currency),
    plan: planLabel(property, t),
    cedis: property.currency === 'USD' ? `≈ ${formatMoney(property.priceGhs, 'GHS')}` : undefined,
    monthly: property.monthlyRentGhs !== undefined ? t('property.price.about-monthly', 'about {amount} a month', { amount: formatMoney(property.monthlyRentGhs, 'GHS') }) : undefined,
  };
}

/** 'per/mth' in the reader's language; the server's own label where it says something the plan's table does not. */
function planLabel(property: { paymentPlan?: string; paymentPlanLabel?: string }, t: Translate): string | undefined {
  const plan = property.paymentPlan?.toUpperCase();
  const english = plan ? (paymentPlanLabels as Record<string, string>)[plan] : undefined;
  return plan && english !== undefined && english === property.paymentPlanLabel ? optionLabel(t, 'plan', plan) : property.paymentPlanLabel;
}

/** The short price on a map marker or cluster popup: 'GH₵ 4.5K'. */
export function shortPrice(property: Pick<Property, 'price' | 'currency'>): string {
  return `${currencySymbols[property.currency]} ${abbreviateAmount(property.price)}`;
}
