import { ConflictError, ForbiddenError, NotFoundError, parseOrThrow, stayRequestSchema, stays, type PartyRef, type StayEvent, type StayListingFacts, type StayState } from '../index';
import { thrown } from '../shared/thrown';

const now = new Date('2026-11-23T10:00:00Z');
const listingId = '44444444-4444-4444-8444-444444444444';
const seeker = '22222222-2222-4222-8222-222222222222';
const lister: PartyRef = { kind: 'organization', id: '55555555-5555-4555-8555-555555555555' };
const listing: StayListingFacts = { listingId, lister, published: true, shortStay: true, offeredFrom: '2026-11-01', offeredTo: '2027-03-31', booked: [{ start: '2026-12-10', end: '2026-12-12' }] };
const ask = (over: Partial<{ start: string; end: string; guests: number; message: string }> = {}, facts: StayListingFacts | undefined = listing) =>
  stays.requestStay(facts, { stayId: 's1', seekerId: seeker, seekerParties: [`user:${seeker}`], start: '2026-12-01', end: '2026-12-04', guests: 2, ...over }, { now });
const given = (events: StayEvent[]) => events.reduce<StayState | undefined>(stays.evolveStay, undefined);
const asLister = { side: 'lister' as const, by: `organization-${lister.id}` };
const asSeeker = { side: 'seeker' as const, by: seeker };

describe('asking to stay (POST /properties/{id}/stay-requests)', () => {
  test('the form: check-in before check-out, 1 to 30 guests, a message of at most 1,000 characters', () => {
    expect(parseOrThrow(stayRequestSchema, { start: '2026-12-01', end: '2026-12-04', guests: '2', message: '' })).toEqual({ start: '2026-12-01', end: '2026-12-04', guests: 2 });
    expect(thrown(() => parseOrThrow(stayRequestSchema, { start: '2026-12-04', end: '2026-12-01', guests: 0, message: 'x'.repeat(1001) })).errors).toEqual({
      end: 'The check-out date must be after the check-in date',
      guests: 'At least 1 guest',
      message: 'Keep the message under 1,000 characters',
    });
    expect(thrown(() => parseOrThrow(stayRequestSchema, { start: '2026-12-04', end: '2026-12-01', guests: 1 })).errors).toEqual({ end: 'The check-out date must be after the check-in date' });
    expect(thrown(() => parseOrThrow(stayRequestSchema, {})).errors).toEqual({ start: 'Choose the check-in date', end: 'Choose the check-out date', guests: 'Say how many guests will stay' });
  });

  test('given free nights, when a seeker asks, then StayRequested keeps the dates, guests and their message', () => {
    expect(ask({ message: 'We arrive late' })).toEqual([
      { type: 'StayRequested', data: { stayId: 's1', listingId, lister, seekerId: seeker, start: '2026-12-01', end: '2026-12-04', guests: 2, message: 'We arrive late', requestedAt: now.toISOString() } },
    ]);
  });

  test('nights already booked are refused (409), naming them; the check-out day of a booking is free', () => {
    const error = thrown(() => ask({ start: '2026-12-11', end: '2026-12-14' }));
    expect(error).toBeInstanceOf(ConflictError);
    expect(error.message).toBe('Some of these nights are already booked (2026-12-10 to 2026-12-12). Choose other dates.');
    expect(() => ask({ start: '2026-12-12', end: '2026-12-14' })).not.toThrow();
    expect(() => ask({ start: '2026-12-08', end: '2026-12-10' })).not.toThrow();
  });

  test('only a listed short stay, within its dates, from today on, and not the lister\'s own', () => {
    expect(thrown(() => stays.requestStay(undefined, { stayId: 's1', seekerId: seeker, seekerParties: [], start: '2026-12-01', end: '2026-12-04', guests: 1 }, { now }))).toBeInstanceOf(NotFoundError);
    expect(thrown(() => ask({}, { ...listing, shortStay: false })).code).toBe('NotShortStay');
    expect(thrown(() => ask({}, { ...listing, published: false })).code).toBe('NotOpenForStays');
    expect(thrown(() => ask({ start: '2026-11-20', end: '2026-11-25' })).errors).toEqual({ start: 'The check-in date cannot be in the past' });
    expect(thrown(() => ask({ start: '2027-03-30', end: '2027-04-02' })).code).toBe('OutsideStay');
    expect(thrown(() => stays.requestStay(listing, { stayId: 's1', seekerId: seeker, seekerParties: [`user:${seeker}`, `organization:${lister.id}`], start: '2026-12-01', end: '2026-12-04', guests: 1 }, { now })).code).toBe('OwnProperty');
  });
});

describe('answering a stay request', () => {
  const pending = given(ask());

  test('the lister accepts: the stay, and ListingDatesBooked for its nights on the listing', () => {
    const accepted = stays.acceptStay(pending, asLister, { booked: listing.booked }, { now });
    expect(accepted?.stay[0]).toMatchObject({ type: 'StayAccepted', data: { stayId: 's1', by: asLister.by } });
    expect(accepted?.listing).toEqual([{ type: 'ListingDatesBooked', data: { listingId, start: '2026-12-01', end: '2026-12-04', note: 'Booked through Fie', bookedBy: asLister.by, bookedAt: now.toISOString() } }]);
    expect(stays.acceptStay(given([...ask(), ...accepted!.stay]), asLister, { booked: [] }, { now })).toBeUndefined();
  });

  test('nights booked since the request refuse the acceptance; the seeker cannot accept', () => {
    expect(thrown(() => stays.acceptStay(pending, asLister, { booked: [{ start: '2026-12-03', end: '2026-12-05' }] }, { now })).code).toBe('NightsBooked');
    expect(() => stays.acceptStay(pending, asSeeker, { booked: [] }, { now })).toThrow(ForbiddenError);
  });

  test('the lister declines; a declined request cannot be accepted', () => {
    const declined = stays.declineStay(pending, asLister, { reason: 'Closed for repairs' }, { now });
    expect(declined[0]).toMatchObject({ type: 'StayDeclined', data: { reason: 'Closed for repairs' } });
    expect(thrown(() => stays.acceptStay(given([...ask(), ...declined]), asLister, { booked: [] }, { now })).code).toBe('NotPending');
  });

  test('cancelling a pending request releases nothing; cancelling an accepted stay releases its nights', () => {
    expect(stays.cancelStay(pending, asSeeker, {}, { now })).toMatchObject({ stay: [{ type: 'StayCancelled', data: { side: 'seeker', released: false } }], listing: [] });
    const accepted = given([...ask(), ...stays.acceptStay(pending, asLister, { booked: [] }, { now })!.stay]);
    expect(stays.cancelStay(accepted, asLister, {}, { now }).listing).toEqual([
      { type: 'ListingDatesReleased', data: { listingId, start: '2026-12-01', end: '2026-12-04', releasedBy: asLister.by, releasedAt: now.toISOString() } },
    ]);
    expect(thrown(() => stays.cancelStay(accepted, asSeeker, {}, { now: new Date('2026-12-01T12:00:00Z') })).code).toBe('StayPast');
  });
});

describe('a request the lister does not answer in time', () => {
  const pending = given(ask());
  const at = (iso: string) => ({ now: new Date(iso) });

  test('it lapses two days after it was made, or at its check-in time if that comes first; not before', () => {
    expect(stays.stayAnswerBy({ requestedAt: now.toISOString(), start: '2026-12-01' })).toBe('2026-11-25T10:00:00.000Z');
    expect(stays.stayAnswerBy({ requestedAt: now.toISOString(), start: '2026-11-24' })).toBe('2026-11-24T12:00:00.000Z');
    expect(stays.expireStay(pending, at('2026-11-25T09:59:00Z'))).toEqual([]);
    expect(stays.expireStay(pending, at('2026-11-25T10:00:00Z'))).toEqual([
      { type: 'StayExpired', data: { stayId: 's1', listingId, lister, seekerId: seeker, start: '2026-12-01', end: '2026-12-04', guests: 2, expiredAt: '2026-11-25T10:00:00.000Z' } },
    ]);
  });

  test('lapsed, it can no longer be accepted, nor cancelled; an answered one never lapses', () => {
    const lapsed = given([...ask(), ...stays.expireStay(pending, at('2026-11-26T10:00:00Z'))]);
    expect(lapsed?.status).toBe('expired');
    expect(thrown(() => stays.acceptStay(lapsed, asLister, { booked: [] }, at('2026-11-26T10:00:00Z'))).message).toBe('This stay request is no longer open: it was not answered in time, so it cannot be answered now');
    // Past its time and not yet recorded by the clock's round: accepting is refused all the same.
    expect(thrown(() => stays.acceptStay(pending, asLister, { booked: [] }, at('2026-11-25T10:00:00Z'))).code).toBe('NotPending');
    expect(thrown(() => stays.cancelStay(lapsed, asSeeker, {}, at('2026-11-26T10:00:00Z'))).code).toBe('StayClosed');
    const accepted = stays.acceptStay(pending, asLister, { booked: [] }, { now })!;
    expect(stays.expireStay(given([...ask(), ...accepted.stay]), at('2026-11-30T10:00:00Z'))).toEqual([]);
  });
});
