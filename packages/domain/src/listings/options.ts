/**
 * The listing option sets (property-side.md §3), in one canonical spelling each. The spec's other
 * spellings (the older wizard's upper-case codes, 'GHC', 'Party & Events'…) are accepted by `aliases`.
 */
export const categories = ['residential', 'commercial', 'farmland', 'events'] as const;
export type Category = (typeof categories)[number];
export const categoryLabels: Record<Category, string> = { residential: 'Residential', commercial: 'Commercial', farmland: 'Agric & Farmlands', events: 'Party & Events' };

/**
 * The types of each category, in the order the forms and filters offer them. Residential includes the homes
 * most Ghanaians rent (issue 20): a single room, a chamber and hall (a bedroom and a sitting room), a
 * self-contained (rooms with their own bath and kitchen) and a compound house (rooms around a shared yard).
 */
export const residentialTypes = ['house', 'apartment', 'townhouse', 'bungalow', 'condo', 'single_room', 'chamber_and_hall', 'self_contained', 'compound_house'] as const;
export type ResidentialType = (typeof residentialTypes)[number];
export const typesByCategory = {
  residential: residentialTypes,
  commercial: ['office', 'retail_shop', 'shipping_container', 'warehouse'],
  farmland: ['crop_farm', 'fish_farm', 'livestock_farm'],
  events: ['event_centre', 'church', 'theatre', 'cinema', 'conference_hall', 'garden'],
} as const satisfies Record<Category, readonly string[]>;
export type ListingType = (typeof typesByCategory)[Category][number];
export const typeLabels: Record<string, string> = {
  house: 'House', apartment: 'Apartment', townhouse: 'Townhouse', bungalow: 'Bungalow', condo: 'Condo',
  single_room: 'Single room', chamber_and_hall: 'Chamber and hall', self_contained: 'Self-contained', compound_house: 'Compound house',
  office: 'Office', retail_shop: 'Shop', shipping_container: 'Shipping container', warehouse: 'Warehouse',
  crop_farm: 'Crop farm', fish_farm: 'Fish farm', livestock_farm: 'Livestock farm',
  event_centre: 'Event centre', church: 'Church', theatre: 'Theatre', cinema: 'Cinema', conference_hall: 'Conference hall', garden: 'Garden venue',
};
/** Plurals that are not the label plus 's', as a search heading says them ('Chamber and halls for rent in Madina'). */
const typePlurals: Record<string, string> = { self_contained: 'Self-contained', church: 'Churches' };
export const typePlural = (type: string) => typePlurals[type] ?? `${typeLabels[type] ?? type}s`;

export const acquisitions = ['buy', 'rent', 'short_stay'] as const;
export type Acquisition = (typeof acquisitions)[number];
export const acquisitionLabels: Record<Acquisition, string> = { buy: 'For Sale', rent: 'For Rent', short_stay: 'Short Stay' };

export const currencies = ['GHS', 'USD'] as const;
export type Currency = (typeof currencies)[number];

export const paymentPlans = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type PaymentPlan = (typeof paymentPlans)[number];
/**
 * What a price is for, written after it on cards and pages: 'GH₵ 4,500 a month'. The spec's abbreviations
 * (per/day, per/wk, per/mth, per/yr) read as code to many people, so the words are written out (issue 32).
 */
export const paymentPlanLabels: Record<PaymentPlan, string> = { DAILY: 'a day', WEEKLY: 'a week', MONTHLY: 'a month', YEARLY: 'a year' };

export const amenities = ['gym', 'swimming_pool', 'airconditioning', 'garden', 'security', 'parking', 'balcony', 'internet', 'borehole', 'standby_generator'] as const;
export const amenityLabels: Record<(typeof amenities)[number], string> = {
  gym: 'Gym', swimming_pool: 'Swimming pool', airconditioning: 'Air conditioning', garden: 'Garden', security: '24-hour security',
  parking: 'Parking', balcony: 'Balcony', internet: 'Internet', borehole: 'Borehole', standby_generator: 'Standby generator',
};

export const furnishings = ['not_furnished', 'partly_furnished', 'furnished'] as const;
export type Furnishing = (typeof furnishings)[number];
export const furnishingLabels: Record<Furnishing, string> = { not_furnished: 'Not furnished', partly_furnished: 'Partly furnished', furnished: 'Furnished' };
export const waterSources = ['gwcl', 'borehole', 'well', 'tanker_service', 'none'] as const;
export const waterStorage = ['tank', 'none'] as const;
export const electricitySources = ['ecg', 'solar', 'generator', 'none'] as const;
export const electricityBackups = ['solar', 'generator', 'none'] as const;
export const areaUnits = ['sqm', 'sqft', 'plot', 'acre', 'hectare'] as const;
export type AreaUnit = (typeof areaUnits)[number];
export const areaUnitLabels: Record<AreaUnit, string> = { sqm: 'm²', sqft: 'ft²', plot: 'plots', acre: 'acres', hectare: 'hectares' };
export const ruleKeys = ['smoking', 'pets', 'parties', 'noise'] as const;

export const listingStatuses = ['published', 'hidden', 'archived', 'let', 'sold'] as const;
export type ListingStatus = (typeof listingStatuses)[number];

/** The Rent Act, 1963 (Act 220) allows at most six months' rent in advance. */
export const LEGAL_RENT_ADVANCE_MONTHS = 6;

/** Other spellings seen in the spec, mapped to the canonical value. */
export const aliases: Record<string, string> = {
  Residential: 'residential', RESIDENTIAL: 'residential', Commercial: 'commercial', COMMERCIAL: 'commercial',
  Farmland: 'farmland', AGRICULTURAL_FARMLAND: 'farmland', agricultural: 'farmland', Events: 'events', 'Party & Events': 'events', PARTIES_EVENT: 'events', event: 'events',
  HOUSE: 'house', BUNGALOW: 'bungalow', TOWNHOUSE: 'townhouse', APARTMENT: 'apartment', OFFICE: 'office', SHOP: 'retail_shop', shop: 'retail_shop',
  SHIPPING_CONTAINER: 'shipping_container', FISH_FARM: 'fish_farm', CROP_FARM: 'crop_farm', LIVESTOCK: 'livestock_farm', livestock: 'livestock_farm',
  CHURCH: 'church', Church: 'church', THEATRE: 'theatre',
  BUY: 'buy', RENT: 'rent', sell: 'buy', GHC: 'GHS', ghc: 'GHS', ghs: 'GHS', usd: 'USD',
  NOT_FURNISHED: 'not_furnished', PARTLY_FURNISHED: 'partly_furnished', FURNISHED: 'furnished',
  GWCL: 'gwcl', bore_hole: 'borehole', other: 'none', sqmt: 'sqm', SQUAREMETER: 'sqm', hector: 'hectare', HECTARE: 'hectare', PLOT: 'plot', ACRE: 'acre',
};
export const canonical = (value: unknown) => (typeof value === 'string' && aliases[value.trim()] ? aliases[value.trim()] : typeof value === 'string' ? value.trim() : value);

/**
 * Prices may be set in US dollars, but every price is also shown, filtered and sorted in cedis, since the
 * Bank of Ghana forbids pricing property to residents in foreign currency (Foreign Exchange Act, 2006,
 * Act 723). Staff set the rate (settings/exchange-rate.ts); until they do, this indicative rate applies and
 * the site says so. Reads and the listings projection pass the rate in force; the default is only for callers
 * that have none.
 */
export const DEFAULT_USD_TO_GHS = 15;
export const toGhs = (price: number, currency: Currency, usdToGhs = DEFAULT_USD_TO_GHS) => (currency === 'USD' ? Math.round(price * usdToGhs) : price);
