import { listings, listingShowsPhone, revealPhone, validateListing, ForbiddenError, NotFoundError, type ListingActor, type ListingDraft } from '../index';

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

describe('whose name a listing goes under, and whether it shows the phone', () => {
  const ownerMember: ListingActor = { kind: 'user', userId: 'om1', userType: 'owner', membership: { orgId: 'org1', permissions: ['list_properties'] } };
  const createdBy = (actor: ListingActor, listAs?: listings.ListAs, draft: ListingDraft = parse(residential)) => listings.createListing(actor, draft, { now, listingId: 'l2', listAs })[0].data;

  test('Given an owner, when they list without saying, then the listing shows their phone; said off, it does not', () => {
    expect(createdBy(owner).listing.show_phone).toBe(true);
    expect(createdBy(owner, undefined, parse({ ...residential, show_phone: false })).listing.show_phone).toBe(false);
  });

  test('Given an owner who joined an organization, when they list as their own, then it is theirs alone; otherwise the organization\'s, which always shows its own number', () => {
    expect(createdBy(ownerMember, 'own')).toMatchObject({ ownerId: 'om1', organizationId: null, listing: { show_phone: true } });
    const forOrg = createdBy(ownerMember, 'organization');
    expect(forOrg).toMatchObject({ ownerId: 'om1', organizationId: 'org1' });
    expect(forOrg.listing.show_phone).toBeUndefined();
    expect(createdBy(ownerMember).organizationId).toBe('org1');
  });

  test('Given a member who is not an owner, when they list as their own, then Register as an owner', () => {
    expect(() => createdBy(lister, 'own')).toThrow(ForbiddenError);
  });

  test('Given a listing with the phone off, when an edit does not mention it, then it stays off', () => {
    const state = listings.evolveListing(undefined, listings.createListing(owner, parse({ ...residential, show_phone: false }), { now, listingId: 'l3' })[0]);
    const [updated] = listings.updateListing(state, owner, parse({ ...residential, price: 5000 }), { now });
    expect(updated.data.listing.show_phone).toBe(false);
  });
});

describe('Show number', () => {
  const live = { listingId: 'l1', ownerId: 'o1', organizationId: null, live: true };

  test('When a visitor taps, then the number, WhatsApp for a mobile number, and one PhoneNumberRevealed', () => {
    const answer = revealPhone(live, '+233244123456', { signedIn: false, manages: false }, { now });
    expect(answer).toMatchObject({ phone: '+233244123456', whatsapp: true });
    expect(answer.events).toEqual([{ type: 'PhoneNumberRevealed', data: { listingId: 'l1', ownerId: 'o1', organizationId: null, signedIn: false, revealedAt: now.toISOString() } }]);
    expect(revealPhone(live, '+233302123456', { signedIn: true, manages: false }, { now }).whatsapp).toBe(false);
  });

  test('When its manager taps, then the number without counting; with no number shown, or no live listing, then 404', () => {
    expect(revealPhone(live, '+233244123456', { signedIn: true, manages: true }, { now }).events).toEqual([]);
    expect(() => revealPhone(live, undefined, { signedIn: false, manages: false }, { now })).toThrow(NotFoundError);
    expect(() => revealPhone({ ...live, live: false }, '+233244123456', { signedIn: false, manages: false }, { now })).toThrow(NotFoundError);
  });

  test('A person\'s listing follows its own switch, an older one the profile setting; an organization\'s always shows', () => {
    expect(listingShowsPhone({ organizationId: null, show_phone: false }, true)).toBe(false);
    expect(listingShowsPhone({ organizationId: null }, true)).toBe(true);
    expect(listingShowsPhone({ organizationId: null }, false)).toBe(false);
    expect(listingShowsPhone({ organizationId: 'org1', show_phone: false }, false)).toBe(true);
  });
});
