import {
  describeRequest,
  listingMatches,
  listingSlug,
  requestSchema,
  requestTypesByCategory,
  residentialTypes,
  typeLabels,
  typePlural,
  typesByCategory,
  validateListing,
  type Criteria,
  type MatchableListing,
} from '../index';

// Issue 20: the homes most Ghanaians rent are residential types like any other.
const homes = { single_room: 'Single room', chamber_and_hall: 'Chamber and hall', self_contained: 'Self-contained', compound_house: 'Compound house' };

/** A room in Madina to rent at GH₵ 800 a month, with one bedroom and one bathroom. */
const listing = (type: string) => ({
  type, acquisition: 'rent', payment_plan: 'MONTHLY', price: '800', currency: 'GHS', description: 'Room in a quiet compound, water and light',
  bedrooms: 1, bathrooms: 1, images: ['i1', 'i2', 'i3'], utilities: { water: 'gwcl', electricity: 'ecg' },
  location: { type: 'Point', coordinates: [-0.166, 5.676] }, location_details: { town: 'Madina', region: 'greater_accra' },
});

describe('the residential types Ghanaians use', () => {
  test.each(Object.entries(homes))('%s is a residential type labelled "%s", listed, requested and filtered alike', (type, label) => {
    expect(typeLabels[type]).toBe(label);
    expect(residentialTypes).toContain(type);
    expect(typesByCategory.residential).toContain(type);
    expect(requestTypesByCategory.residential).toContain(type);
  });

  test.each(Object.keys(homes))('a %s with one bedroom is a valid listing', (type) => {
    const result = validateListing(listing(type), 'residential');
    expect(result).toMatchObject({ ok: true, data: { type, bedrooms: 1 } });
  });

  test('is not a type of another category', () => {
    expect(validateListing({ ...listing('single_room'), seating_capacity: 10 }, 'events')).toMatchObject({ ok: false, errors: { type: expect.any(String) } });
  });

  test('a request may ask for one, with one bedroom', () => {
    const parsed = requestSchema.safeParse({ category: 'residential', acquisition: 'rent', type: 'chamber_and_hall', bedrooms: 1, max_price: '1,200' });
    expect(parsed.success && parsed.data).toMatchObject({ type: 'chamber_and_hall', bedrooms: 1 });
    expect(describeRequest({ category: 'residential', acquisition: 'rent', type: 'chamber_and_hall', currency: 'GHS', matchType: 'exact' })).toContain('Chamber and hall');
  });

  test('a search heading and a page address say them in words', () => {
    expect(typePlural('chamber_and_hall')).toBe('Chamber and halls');
    expect(typePlural('single_room')).toBe('Single rooms');
    expect(typePlural('self_contained')).toBe('Self-contained');
    expect(typePlural('compound_house')).toBe('Compound houses');
    expect(typePlural('house')).toBe('Houses');
    expect(listingSlug({ type: 'chamber_and_hall', bedrooms: 1, location_details: { town: 'Madina' } })).toBe('chamber-and-hall-madina');
    expect(listingSlug({ type: 'single_room', bedrooms: 1, location_details: { town: 'Nima' } })).toBe('single-room-nima');
    expect(listingSlug({ type: 'self_contained', bedrooms: 2, location_details: { town: 'Kasoa' } })).toBe('2-bedroom-self-contained-kasoa');
  });
});

describe('matching a request for one', () => {
  const room: MatchableListing = {
    id: 'l1', category: 'residential', acquisition: 'rent', type: 'chamber_and_hall', priceGhs: 800, comparablePriceGhs: 800, payment_plan: 'MONTHLY', bedrooms: 1, bathrooms: 1,
    amenities: [], allowed: [], lat: 5.676, lon: -0.166, region: 'greater_accra', lister: 'user:owner',
  };
  const wanted = (matchType: Criteria['matchType'], type: string): Criteria => ({ category: 'residential', acquisition: 'rent', type, min_price: 600, max_price: 1000, currency: 'GHS', bedrooms: 1, matchType });

  test('exact: a chamber and hall is what a request for a chamber and hall finds, and nothing else is', () => {
    expect(listingMatches(wanted('exact', 'chamber_and_hall'), room, 15)).toBe(true);
    expect(listingMatches(wanted('exact', 'single_room'), room, 15)).toBe(false);
    expect(listingMatches(wanted('exact', 'self_contained'), { ...room, type: 'self_contained' }, 15)).toBe(true);
  });

  test('similar: a single room, a chamber and hall and a self-contained stand in for one another; a house does not', () => {
    expect(listingMatches(wanted('similar', 'single_room'), room, 15)).toBe(true);
    expect(listingMatches(wanted('similar', 'self_contained'), room, 15)).toBe(true);
    expect(listingMatches(wanted('similar', 'house'), room, 15)).toBe(false);
    expect(listingMatches(wanted('similar', 'house'), { ...room, type: 'compound_house' }, 15)).toBe(true);
  });
});
