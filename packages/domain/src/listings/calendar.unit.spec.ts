import { addRange, bookedDatesSchema, bookedNights, listings, nightsBetween, removeRange, validateListing, ForbiddenError, RuleViolation, type ListingActor, type ListingState } from '../index';

const now = new Date('2026-11-21T10:00:00Z');
const owner: ListingActor = { kind: 'user', userId: 'o1', userType: 'owner', membership: null };
const stranger: ListingActor = { kind: 'user', userId: 'x1', userType: 'owner', membership: null };
const draft = (acquisition: 'short_stay' | 'rent') => {
  const r = validateListing(
    {
      type: 'apartment', acquisition, payment_plan: acquisition === 'short_stay' ? 'DAILY' : 'MONTHLY', price: '650', currency: 'GHS', description: 'Sea-view apartment in Labadi',
      bedrooms: 2, bathrooms: 1, images: ['i1', 'i2', 'i3'], utilities: { water: 'gwcl', electricity: 'ecg' },
      ...(acquisition === 'short_stay' ? { stay_start_date: '2026-12-01', stay_end_date: '2027-03-31' } : {}),
      location: { type: 'Point', coordinates: [-0.1446, 5.5606] }, location_details: { town: 'Labadi', city: 'Accra', region: 'greater_accra' },
    },
    'residential',
  );
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.data;
};
const given = (acquisition: 'short_stay' | 'rent' = 'short_stay', ...booked: { start: string; end: string }[]): ListingState => {
  let state = listings.evolveListing(undefined, listings.createListing(owner, draft(acquisition), { now, listingId: 'l1' })[0]);
  for (const dates of booked) for (const e of listings.bookDates(state, owner, dates, { now })) state = listings.evolveListing(state, e);
  return state!;
};
const dates = (start: string, end: string) => bookedDatesSchema.parse({ start, end });

describe('booked nights', () => {
  test('a stay from Friday to Monday is three nights; the check-out day is not one', () => {
    expect(nightsBetween('2026-12-11', '2026-12-14')).toEqual(['2026-12-11', '2026-12-12', '2026-12-13']);
    expect(nightsBetween('2026-12-31', '2027-01-02')).toEqual(['2026-12-31', '2027-01-01']);
  });

  test('ranges that touch or overlap merge; a release through the middle of one splits it', () => {
    const merged = addRange(addRange([{ start: '2026-12-01', end: '2026-12-05' }], { start: '2026-12-10', end: '2026-12-12' }), { start: '2026-12-05', end: '2026-12-10', note: 'Mensah family' });
    expect(merged).toEqual([{ start: '2026-12-01', end: '2026-12-12', note: 'Mensah family' }]);
    expect(removeRange(merged, { start: '2026-12-04', end: '2026-12-06' })).toEqual([
      { start: '2026-12-01', end: '2026-12-04', note: 'Mensah family' },
      { start: '2026-12-06', end: '2026-12-12', note: 'Mensah family' },
    ]);
    expect(bookedNights([{ start: '2026-12-01', end: '2026-12-03' }])).toEqual(['2026-12-01', '2026-12-02']);
  });

  test('the form refuses a check-out on or before the check-in, a made-up date and a stay over 366 nights', () => {
    expect(bookedDatesSchema.safeParse({ start: '2026-12-10', end: '2026-12-10' }).error?.issues[0]).toMatchObject({ path: ['end'], message: 'The check-out date must be after the check-in date' });
    expect(bookedDatesSchema.safeParse({ start: '2026-02-30', end: '2026-03-02' }).error?.issues[0]).toMatchObject({ path: ['start'], message: 'Enter a date as YYYY-MM-DD' });
    expect(bookedDatesSchema.safeParse({ start: '2026-12-01', end: '2028-01-01' }).error?.issues[0]).toMatchObject({ message: 'Mark at most 366 nights at a time' });
  });
});

describe('marking dates as booked', () => {
  test('given a short stay, when its owner books three nights, then ListingDatesBooked', () => {
    const [event] = listings.bookDates(given(), owner, { ...dates('2026-12-11', '2026-12-14'), note: 'Booked by phone' }, { now });
    expect(event).toEqual({ type: 'ListingDatesBooked', data: { listingId: 'l1', start: '2026-12-11', end: '2026-12-14', note: 'Booked by phone', bookedBy: 'user-o1', bookedAt: now.toISOString() } });
  });

  test('nights already booked give no new event', () => {
    expect(listings.bookDates(given('short_stay', dates('2026-12-10', '2026-12-20')), owner, dates('2026-12-12', '2026-12-14'), { now })).toEqual([]);
  });

  test('refuses a listing that is not a short stay, dates already past, dates outside the offer, and anyone but its managers', () => {
    expect(() => listings.bookDates(given('rent'), owner, dates('2026-12-11', '2026-12-14'), { now })).toThrow(new RuleViolation('NotShortStay', 'Only short-stay listings have booked dates'));
    expect(() => listings.bookDates(given(), owner, dates('2026-11-01', '2026-11-05'), { now })).toThrow('These dates have already passed');
    expect(() => listings.bookDates(given(), owner, dates('2027-06-01', '2027-06-05'), { now })).toThrow('These dates are outside the dates the listing is available (2026-12-01 to 2027-03-31)');
    expect(() => listings.bookDates(given(), stranger, dates('2026-12-11', '2026-12-14'), { now })).toThrow(ForbiddenError);
  });

  test('releasing frees the nights; releasing nights never booked gives nothing', () => {
    const state = given('short_stay', dates('2026-12-10', '2026-12-20'));
    const released = listings.releaseDates(state, owner, dates('2026-12-12', '2026-12-14'), { now });
    expect(released).toMatchObject([{ type: 'ListingDatesReleased', data: { start: '2026-12-12', end: '2026-12-14' } }]);
    expect(listings.evolveListing(state, released[0]!)!.booked).toEqual([{ start: '2026-12-10', end: '2026-12-12' }, { start: '2026-12-14', end: '2026-12-20' }]);
    expect(listings.releaseDates(state, owner, dates('2027-01-10', '2027-01-12'), { now })).toEqual([]);
  });
});
