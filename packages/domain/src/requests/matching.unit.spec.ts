import { comparablePriceGhs, matchableListingOf, matchingDraftOf, listingMatches, regionCodeOf, type Criteria, type MatchableListing, type RequestPlace } from '../index';

// Places as the gazetteer has them; the distances from East Legon are in each case's name.
const eastLegon: RequestPlace = { id: 'greater_accra:east-legon', name: 'East Legon', kind: 'neighbourhood', region: 'greater_accra', lat: 5.636, lon: -0.161, label: 'East Legon, Accra, Greater Accra' };
const greaterAccra: RequestPlace = { id: 'greater_accra', name: 'Greater Accra', kind: 'region', region: 'greater_accra', lat: 5.556, lon: -0.1969, label: 'Greater Accra Region' };
const at = {
  eastLegon: { lat: 5.636, lon: -0.161, region: 'greater_accra' },
  madina: { lat: 5.676, lon: -0.166, region: 'greater_accra' },
  spintex: { lat: 5.634, lon: -0.105, region: 'greater_accra' },
  adenta: { lat: 5.7142, lon: -0.1542, region: 'greater_accra' },
  aburi: { lat: 5.848, lon: -0.1745, region: 'eastern' },
};

/** A three-bedroom, two-bathroom house to rent in East Legon at GH₵ 4,500 a month. */
const house: MatchableListing = {
  id: 'l1', category: 'residential', acquisition: 'rent', type: 'house', priceGhs: 4500, comparablePriceGhs: 4500, payment_plan: 'MONTHLY', bedrooms: 3, bathrooms: 2,
  amenities: ['borehole'], allowed: [], ...at.eastLegon, lister: 'user:owner',
};
/** A house to rent in East Legon, GH₵ 4,000 to 5,000 a month, three bedrooms, two bathrooms. */
const wanted = (matchType: Criteria['matchType'], over: Partial<Criteria> = {}): Criteria => ({
  category: 'residential', acquisition: 'rent', type: 'house', min_price: 4000, max_price: 5000, currency: 'GHS', bedrooms: 3, bathrooms: 2, place: eastLegon, matchType, ...over,
});
const USD = 15;
type Case = [name: string, criteria: Partial<Criteria>, listing: Partial<MatchableListing>, matches: boolean];
/** The listing as the house with changes; its comparable price follows its cedi price and plan, as matchableListingOf makes it. */
const listingWith = (over: Partial<MatchableListing>): MatchableListing => {
  const l = { ...house, ...over };
  return { ...l, comparablePriceGhs: over.comparablePriceGhs ?? comparablePriceGhs({ price: l.priceGhs, currency: 'GHS', acquisition: l.acquisition, payment_plan: l.payment_plan }, USD) };
};
const check = (matchType: Criteria['matchType']) => (_name: string, criteria: Partial<Criteria>, listing: Partial<MatchableListing>, expected: boolean) =>
  expect(listingMatches(wanted(matchType, criteria), listingWith(listing), USD)).toBe(expected);

describe('exact: every field given matches', () => {
  const cases: Case[] = [
    ['the very house asked for', {}, {}, true],
    ['a bungalow, when a house was asked for', {}, { type: 'bungalow' }, false],
    ['any type, when none was asked for', { type: undefined }, { type: 'bungalow' }, true],
    ['GH₵ 5,000, the top of the range', {}, { priceGhs: 5000 }, true],
    ['GH₵ 5,200, above the range', {}, { priceGhs: 5200 }, false],
    ['GH₵ 3,900, below the range', {}, { priceGhs: 3900 }, false],
    ['GH₵ 1,000 when only a maximum was given', { min_price: undefined }, { priceGhs: 1000 }, true],
    ['GH₵ 54,000 a year, which is GH₵ 4,500 a month', {}, { priceGhs: 54000, payment_plan: 'YEARLY' }, true],
    ['GH₵ 1,000 a week, which is GH₵ 4,333.33 a month', {}, { priceGhs: 1000, payment_plan: 'WEEKLY' }, true],
    ['GH₵ 150 a day, which is GH₵ 4,562.50 a month', {}, { priceGhs: 150, payment_plan: 'DAILY' }, true],
    ['GH₵ 200 a day, which is GH₵ 6,083.33 a month', {}, { priceGhs: 200, payment_plan: 'DAILY' }, false],
    ['furnished asked for, and it is', { furnishing: 'furnished' }, { furnishing: 'furnished' }, true],
    ['furnished asked for, and it is partly furnished', { furnishing: 'furnished' }, { furnishing: 'partly_furnished' }, false],
    ['furnished asked for, and the listing does not say', { furnishing: 'furnished' }, {}, false],
    ['at most 6 months of advance, and it asks 6', { advance_months_max: 6 }, { rent_advance_months: 6 }, true],
    ['at most 6 months of advance, and it asks 12', { advance_months_max: 6 }, { rent_advance_months: 12 }, false],
    ['at most 6 months of advance, and it names none', { advance_months_max: 6 }, {}, true],
    ['US$ 300 a month, GH₵ 4,500 at 15 cedis to the dollar (the listing facts hold cedis)', { currency: 'GHS' }, { priceGhs: 300 * USD }, true],
    ['a range given in dollars, US$ 250 to 350, compared in cedis', { currency: 'USD', min_price: 250, max_price: 350 }, {}, true],
    ['four bedrooms, when three were asked for', {}, { bedrooms: 4 }, false],
    ['three bathrooms, when two were asked for', {}, { bathrooms: 3 }, false],
    ['a listing that does not say its bedrooms', {}, { bedrooms: undefined }, false],
    ['any number of bedrooms, when none was asked for', { bedrooms: undefined, bathrooms: undefined }, { bedrooms: 6, bathrooms: 5 }, true],
    ['in Madina, 4.5 km from East Legon (a neighbourhood reaches 3 km)', {}, at.madina, false],
    ['for sale, when renting was asked for', {}, { acquisition: 'buy', payment_plan: undefined }, false],
    ['an office, when residential was asked for', { type: undefined }, { category: 'commercial', type: 'office' }, false],
    ['in Adenta, when Greater Accra (a region) was asked for', { place: greaterAccra }, at.adenta, true],
    ['in Aburi (Eastern), when Greater Accra was asked for', { place: greaterAccra }, at.aburi, false],
  ];
  test.each(cases)('%s', check('exact'));
});

describe('similar: same category and acquisition, a type of the family, price ±15 %, bedrooms ±1, within 5 km', () => {
  const cases: Case[] = [
    ['the very house asked for', {}, {}, true],
    ['a bungalow or a townhouse for a house', {}, { type: 'bungalow' }, true],
    ['an apartment for a house', {}, { type: 'apartment' }, false],
    ['GH₵ 5,700, within 15 % above GH₵ 5,000', {}, { priceGhs: 5700 }, true],
    ['GH₵ 5,800, more than 15 % above', {}, { priceGhs: 5800 }, false],
    ['GH₵ 3,450, within 15 % below GH₵ 4,000', {}, { priceGhs: 3450 }, true],
    ['GH₵ 3,350, more than 15 % below', {}, { priceGhs: 3350 }, false],
    ['four bedrooms for three', {}, { bedrooms: 4 }, true],
    ['two bedrooms for three', {}, { bedrooms: 2 }, true],
    ['five bedrooms for three', {}, { bedrooms: 5 }, false],
    ['three bathrooms for two (bathrooms do not decide a similar match)', {}, { bathrooms: 3 }, true],
    ['in Madina, 4.5 km away', {}, at.madina, true],
    ['in Spintex, 6.2 km away (3 km of East Legon plus 5)', {}, at.spintex, true],
    ['in Adenta, 8.7 km away', {}, at.adenta, false],
    ['for sale, when renting was asked for', {}, { acquisition: 'buy' }, false],
  ];
  test.each(cases)('%s', check('similar'));
});

describe('broad: same category and acquisition, same region, price ±30 %', () => {
  const cases: Case[] = [
    ['a four-bedroom apartment in Adenta at GH₵ 6,400 (within 30 % above)', {}, { type: 'apartment', bedrooms: 4, priceGhs: 6400, ...at.adenta }, true],
    ['GH₵ 6,600, more than 30 % above GH₵ 5,000', {}, { priceGhs: 6600 }, false],
    ['GH₵ 2,900, within 30 % below GH₵ 4,000', {}, { priceGhs: 2900 }, true],
    ['GH₵ 2,700, more than 30 % below', {}, { priceGhs: 2700 }, false],
    ['in Aburi, another region', {}, at.aburi, false],
    ['a shop, another category', { type: undefined }, { category: 'commercial', type: 'retail_shop' }, false],
    ['for sale, when renting was asked for', {}, { acquisition: 'buy' }, false],
    ['any price, when none was given', { min_price: undefined, max_price: undefined }, { priceGhs: 90000 }, true],
    ['furnished asked for, and it is not: broad is anything of the kind', { furnishing: 'furnished' }, { furnishing: 'not_furnished' }, true],
    ['at most 3 months of advance, and it asks a year: the seeker cannot pay it', { advance_months_max: 3 }, { rent_advance_months: 12 }, false],
  ];
  test.each(cases)('%s', check('broad'));
});

describe('a saved search: what the search page would find', () => {
  const search = (over: Partial<Criteria> = {}): Partial<Criteria> => ({ type: undefined, min_price: undefined, max_price: 5000, bedrooms: 2, bathrooms: undefined, ...over });
  const cases: Case[] = [
    ['a three-bedroom house at GH₵ 4,500 for 2+ bedrooms up to GH₵ 5,000 in East Legon', search(), {}, true],
    ['four bedrooms: at least two', search(), { bedrooms: 4 }, true],
    ['one bedroom: fewer than two', search(), { bedrooms: 1 }, false],
    ['in Madina, outside East Legon', search(), at.madina, false],
    ['GH₵ 54,000 a year: GH₵ 4,500 a month, as the search page compares rents', search(), { priceGhs: 54000, payment_plan: 'YEARLY' }, true],
    ['GH₵ 72,000 a year: GH₵ 6,000 a month', search(), { priceGhs: 72000, payment_plan: 'YEARLY' }, false],
    ['partly furnished asked for, and it is', search({ furnishing: 'partly_furnished' }), { furnishing: 'partly_furnished' }, true],
    ['at most 2 months of advance, and it asks 6', search({ advance_months_max: 2 }), { rent_advance_months: 6 }, false],
    ['pets asked for, not allowed', search({ rules: ['pets'] }), {}, false],
    ['a borehole asked for, and there is one', search({ amenities: ['borehole'] }), {}, true],
    ['inside the map area', search({ place: undefined, bounds: { north: 5.7, south: 5.6, east: -0.1, west: -0.2 } }), {}, true],
    ['outside the map area', search({ place: undefined, bounds: { north: 5.7, south: 5.65, east: -0.1, west: -0.2 } }), {}, false],
    ['within 5 km of a point', search({ place: undefined, point: { lat: 5.676, lon: -0.166, radiusKm: 5 } }), {}, true],
    ['an office for sale, when the search named no category, acquisition or bedrooms', search({ category: undefined, acquisition: undefined, bedrooms: undefined }), { category: 'commercial', acquisition: 'buy', type: 'office', bedrooms: undefined }, true],
  ];
  test.each(cases)('%s', check('search'));
});

describe('listing facts', () => {
  test('are read from the listing: price in cedis at the rate, the point, the region as a code, the rules it allows', () => {
    // Through matchingDraftOf, as the matcher keeps a listing: what the facts need survives it.
    const facts = matchableListingOf('l9', matchingDraftOf({
      category: 'residential', type: 'house', acquisition: 'rent', price: 300, currency: 'USD', payment_plan: 'MONTHLY', description: 'x', bedrooms: 3, bathrooms: 2,
      amenities: ['gym'], tags: [], images: [], utilities: {}, rules: { smoking: false, pets: true, parties: false, noise: false },
      location: { type: 'Point', coordinates: [-0.161, 5.636] }, location_details: { town: 'East Legon', region: 'g_accra' },
    }), 'organization:o1', 15);
    expect(facts).toMatchObject({ id: 'l9', priceGhs: 4500, comparablePriceGhs: 4500, lat: 5.636, lon: -0.161, region: 'greater_accra', allowed: ['pets'], lister: 'organization:o1' });
  });

  test('a matching draft has no key for a field the listing leaves out: the matcher saves it as JSON, and reads back the same', () => {
    const draft = matchingDraftOf({
      category: 'farmland', type: 'crop_farm', acquisition: 'buy', price: 90000, currency: 'GHS', description: 'x', amenities: [], tags: [], images: [], utilities: {},
      rules: { smoking: false, pets: false, parties: false, noise: false }, location: { type: 'Point', coordinates: [-1.62, 6.69] }, location_details: { town: 'Kumasi', region: 'ashanti' },
    });
    expect(JSON.parse(JSON.stringify(draft))).toStrictEqual(draft);
    expect(Object.keys(draft)).not.toContain('bedrooms');
  });

  test('regions are compared as codes, whatever spelling the listing used', () => {
    expect(['greater_accra', 'g_accra', 'Greater Accra', 'Bono East', 'nowhere'].map(regionCodeOf)).toEqual(['greater_accra', 'greater_accra', 'greater_accra', 'bono_east', '']);
  });
});
