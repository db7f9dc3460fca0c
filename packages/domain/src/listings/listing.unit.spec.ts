import { listings, validateListing, ForbiddenError, type ListingActor, type ListingDraft } from '../index';

const now = new Date('2026-11-21T10:00:00Z');
const residential = {
  type: 'house', acquisition: 'rent', payment_plan: 'MONTHLY', price: '4,500', currency: 'GHC', description: 'Three-bedroom house with a boys quarters',
  bedrooms: 3, bathrooms: 2, images: ['i1', 'i2', 'i3'], utilities: { water: 'GWCL', electricity: 'ecg' },
  location: { type: 'Point', coordinates: [-0.1617, 5.6353] }, location_details: { town: 'East Legon', city: 'Accra', region: 'greater_accra', digital_address: 'ga-183-8164' },
};
const parse = (input: object, category: 'residential' | 'commercial' | 'farmland' | 'events' = 'residential') => {
  const r = validateListing(input, category);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.data;
};
const owner: ListingActor = { kind: 'user', userId: 'o1', userType: 'owner', membership: null };
const seeker: ListingActor = { kind: 'user', userId: 's1', userType: 'seeker', membership: null };
const lister: ListingActor = { kind: 'user', userId: 'm1', userType: 'seeker', membership: { orgId: 'org1', permissions: ['list_properties'] } };
const deleter: ListingActor = { kind: 'user', userId: 'm2', userType: 'seeker', membership: { orgId: 'org1', permissions: ['delete_properties'] } };
const created = (actor: ListingActor, draft: ListingDraft = parse(residential)) => listings.evolveListing(undefined, listings.createListing(actor, draft, { now, listingId: 'l1' })[0]);

describe('validating a listing', () => {
  test('normalises the spec\'s spellings: GHC to GHS, a price with separators, GWCL, the digital address', () => {
    const draft = parse(residential);
    expect(draft).toMatchObject({ currency: 'GHS', price: 4500, utilities: { water: 'gwcl', electricity: 'ecg' }, location_details: { digital_address: 'GA-183-8164' } });
  });

  test('keeps the region as one of the 16 codes, from a code, an older code or a name; an unknown one is refused', () => {
    const regionOf = (region: string) => validateListing({ ...residential, location_details: { ...residential.location_details, region } }, 'residential');
    for (const written of ['greater_accra', 'g_accra', 'Greater Accra', 'greater accra region']) expect(regionOf(written)).toMatchObject({ ok: true, data: { location_details: { region: 'greater_accra' } } });
    expect(regionOf('Bono East')).toMatchObject({ ok: true, data: { location_details: { region: 'bono_east' } } });
    // Brong-Ahafo split into three in 2019: it names no one region now.
    for (const unknown of ['Atlantis', 'brong_ahafo']) expect(regionOf(unknown)).toEqual({ ok: false, errors: { 'location_details.region': "Choose one of Ghana's 16 regions" } });
  });

  test('rejects a residential listing with two images', () => {
    expect(validateListing({ ...residential, images: ['a', 'b'] }, 'residential')).toEqual({ ok: false, errors: { images: 'Please include at least 3 images' } });
  });

  test('requires the short-stay dates, and allows a payment plan only for rent and short stay', () => {
    const r = validateListing({ ...residential, acquisition: 'short_stay', payment_plan: 'DAILY' }, 'residential');
    expect(r).toEqual({ ok: false, errors: { stay_start_date: 'Start date is required', stay_end_date: 'End date is required' } });
    expect(parse({ ...residential, acquisition: 'buy', payment_plan: 'MONTHLY' }).payment_plan).toBeUndefined();
  });

  test('gives the spec messages for bedrooms, bathrooms, price and build year', () => {
    const r = validateListing({ ...residential, bedrooms: 0, bathrooms: 16, price: 0, buildYear: 2999 }, 'residential');
    expect(r).toEqual({ ok: false, errors: { bedrooms: 'Bedroom number must be at least one', bathrooms: 'Bathroom cannot exceed 15', price: 'minimum value is 1', buildYear: 'Build year cannot be more than current year' } });
  });

  test('asks a farmland listing for its unit and size, and an event venue for its seating', () => {
    const farm = validateListing({ ...residential, type: 'crop_farm', acquisition: 'buy', bedrooms: undefined }, 'farmland');
    expect(farm).toEqual({ ok: false, errors: { unit: 'Unit of measurement is required', size: 'Property size is required' } });
    expect(parse({ ...residential, type: 'crop_farm', acquisition: 'buy', unit: 'hector', measurement: 12 }, 'farmland')).toMatchObject({ unit: 'hectare', size: 12 });
    const venue = validateListing({ ...residential, type: 'event_centre', acquisition: 'rent', payment_plan: 'DAILY' }, 'events');
    expect(venue).toEqual({ ok: false, errors: { seating_capacity: 'Seating capacity is required' } });
  });

  test('shows every missing field of an empty form at once', () => {
    const r = validateListing({}, 'residential');
    expect(r.ok).toBe(false);
    expect(Object.keys((r as { errors: object }).errors)).toEqual(expect.arrayContaining(['type', 'acquisition', 'price', 'currency', 'description', 'location', 'location_details', 'bedrooms', 'bathrooms', 'images']));
  });
});

describe('who may list and manage', () => {
  test('an owner lists for themselves; a seeker is asked to register as an owner', () => {
    expect(created(owner)).toMatchObject({ ownerId: 'o1', organizationId: null, status: 'published' });
    expect(() => listings.createListing(seeker, parse(residential), { now, listingId: 'l2' })).toThrow(ForbiddenError);
  });

  test('a member with List Properties lists on behalf of the organization; without it, cannot', () => {
    expect(created(lister)).toMatchObject({ ownerId: 'm1', organizationId: 'org1' });
    expect(() => listings.createListing(deleter, parse(residential), { now, listingId: 'l3' })).toThrow('You need the List Properties permission');
  });

  test('only a member with Delete Properties (or the organization) deletes an organization listing', () => {
    const state = created(lister);
    expect(() => listings.deleteListing(state, lister, { now })).toThrow('Delete Properties');
    expect(listings.deleteListing(state, deleter, { now })[0].type).toBe('ListingDeleted');
    expect(listings.deleteListing(state, { kind: 'organization', orgId: 'org1' }, { now })[0].type).toBe('ListingDeleted');
    expect(() => listings.deleteListing(state, { kind: 'organization', orgId: 'org2' }, { now })).toThrow(ForbiddenError);
  });

  test('nobody but the owner edits a personal listing', () => {
    const state = created(owner);
    expect(listings.updateListing(state, owner, parse(residential), { now })[0].type).toBe('ListingUpdated');
    expect(() => listings.updateListing(state, { ...owner, userId: 'o2' }, parse(residential), { now })).toThrow(ForbiddenError);
  });

  test('a rental is marked let, a sale sold', () => {
    const state = created(owner);
    expect(listings.changeStatus(state, owner, 'let', { now })[0]!.data.status).toBe('let');
    expect(() => listings.changeStatus(state, owner, 'sold', { now })).toThrow('marked let, not sold');
  });
});
