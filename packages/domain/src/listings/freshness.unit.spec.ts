import { listings, freshness as f, validateListing, ForbiddenError, type Freshness, type ListingActor, type ListingEvent, type ListingState, type FreshnessEvent } from '../index';

const created = new Date('2026-09-01T10:00:00Z');
const day = (n: number) => new Date(created.getTime() + n * 24 * 60 * 60 * 1000);
const draft = (() => {
  const r = validateListing({
    type: 'house', acquisition: 'rent', payment_plan: 'MONTHLY', price: 4500, currency: 'GHS', description: 'Three-bedroom house with a boys quarters',
    bedrooms: 3, bathrooms: 2, images: ['i1', 'i2', 'i3'], utilities: { water: 'gwcl', electricity: 'ecg' },
    location: { type: 'Point', coordinates: [-0.1617, 5.6353] }, location_details: { town: 'East Legon', city: 'Accra', region: 'greater_accra', digital_address: 'GA-183-8164' },
  }, 'residential');
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.data;
})();
const owner: ListingActor = { kind: 'user', userId: 'o1', userType: 'owner', membership: null };
const stranger: ListingActor = { kind: 'user', userId: 'o2', userType: 'owner', membership: null };
const member: ListingActor = { kind: 'user', userId: 'm1', userType: 'seeker', membership: { orgId: 'org1', permissions: ['list_properties'] } };

/** Given a listing's history, the listing and its freshness as the scheduler and the commands see them. */
function given(...events: (ListingEvent | FreshnessEvent)[]): { state: ListingState; fresh: Freshness } {
  let state: ListingState | undefined;
  let fresh: Freshness | undefined;
  for (const e of events) {
    state = listings.evolveListing(state, e);
    fresh = f.evolveFreshness(fresh, e);
  }
  // The listing's own state keeps the same freshness, so commands and the scheduler decide on the stream alone.
  expect(state!.freshness).toEqual(fresh);
  return { state: state!, fresh: fresh! };
}
const listed = (actor: ListingActor = owner) => listings.createListing(actor, draft, { now: created, listingId: 'l1' })[0];
const prompted = (at: Date) => f.dueFreshnessEvents(given(listed()).state, given(listed()).fresh, at)[0]!;

describe('the freshness scheduler', () => {
  test('asks nothing of a listing confirmed under 30 days ago', () => {
    const { state, fresh } = given(listed());
    expect(f.dueFreshnessEvents(state, fresh, day(29.9))).toEqual([]);
    expect(f.freshnessTier(fresh, day(29.9))).toBe('fresh');
  });

  test('prompts the lister at 30 days, once for that stretch', () => {
    const { state, fresh } = given(listed());
    expect(f.dueFreshnessEvents(state, fresh, day(30))).toEqual([
      { type: 'ListingConfirmationRequested', data: { listingId: 'l1', lastConfirmedAt: created.toISOString(), ownerId: 'o1', organizationId: null, name: 'House in East Legon', requestedAt: day(30).toISOString() } },
    ]);
    const after = given(listed(), prompted(day(30)));
    expect(f.dueFreshnessEvents(after.state, after.fresh, day(40))).toEqual([]);
    expect(f.freshnessTier(after.fresh, day(40))).toBe('prompted');
  });

  test('ranks the listing down from 45 days without a new event', () => {
    const { state, fresh } = given(listed(), prompted(day(30)));
    expect(f.freshnessTier(fresh, day(45))).toBe('ranked_down');
    expect(f.dueFreshnessEvents(state, fresh, day(45))).toEqual([]);
  });

  test('warns its lister at 53 days that it leaves search in a week, once for that stretch (issue 32: a listing about to expire)', () => {
    const { state, fresh } = given(listed(), prompted(day(30)));
    expect(f.dueFreshnessEvents(state, fresh, day(52.9))).toEqual([]);
    const [warning] = f.dueFreshnessEvents(state, fresh, day(53));
    expect(warning).toEqual({
      type: 'ListingArchiveWarned',
      data: { listingId: 'l1', lastConfirmedAt: created.toISOString(), ownerId: 'o1', organizationId: null, name: 'House in East Legon', warnedAt: day(53).toISOString(), archivesAt: day(60).toISOString() },
    });
    const after = given(listed(), prompted(day(30)), warning!);
    expect(f.dueFreshnessEvents(after.state, after.fresh, day(57))).toEqual([]);
    expect(f.dueFreshnessEvents(after.state, after.fresh, day(60)).map((e) => e.type)).toEqual(['ListingArchivedAsStale']);
    expect(f.freshnessNotice(warning as Parameters<typeof f.freshnessNotice>[0])).toMatchObject({ recipient: 'user:o1', title: 'Your listing "House in East Legon" leaves search in 7 days', at: day(53).toISOString() });
    // Confirmed, then unconfirmed for another 53 days: warned again, for the new stretch.
    const [confirmed] = f.confirmStillAvailable(after.state, owner, { now: day(58), via: 'app' });
    const again = given(listed(), prompted(day(30)), warning!, confirmed);
    expect(f.dueFreshnessEvents(again.state, again.fresh, day(58 + 53)).map((e) => e.type)).toEqual(['ListingArchiveWarned']);
  });

  test('archives it at 60 days, once', () => {
    const { state, fresh } = given(listed(), prompted(day(30)));
    const [archive] = f.dueFreshnessEvents(state, fresh, day(60));
    expect(archive).toEqual({ type: 'ListingArchivedAsStale', data: { listingId: 'l1', lastConfirmedAt: created.toISOString(), ownerId: 'o1', organizationId: null, name: 'House in East Legon', archivedAt: day(60).toISOString() } });
    const after = given(listed(), prompted(day(30)), archive!);
    expect(f.freshnessTier(after.fresh, day(61))).toBe('archived');
    expect(f.dueFreshnessEvents(after.state, after.fresh, day(90))).toEqual([]);
  });

  test('a scheduler that was off past 60 days archives without a late prompt', () => {
    const { state, fresh } = given(listed());
    expect(f.dueFreshnessEvents(state, fresh, day(70)).map((e) => e.type)).toEqual(['ListingArchivedAsStale']);
  });

  test('leaves alone a listing that is let, deleted or off the market', () => {
    const letOut = listings.changeStatus(given(listed()).state, owner, 'let', { now: day(1) })[0]!;
    const gone = listings.deleteListing(given(listed()).state, owner, { now: day(1) })[0];
    for (const h of [given(listed(), letOut), given(listed(), gone)]) expect(f.dueFreshnessEvents(h.state, h.fresh, day(90))).toEqual([]);
  });
});

describe('confirming a listing is still available', () => {
  test('the lister confirms; the clock starts again, the archive is lifted and the next stretch is prompted again', () => {
    const archived = given(listed(), prompted(day(30)), f.dueFreshnessEvents(given(listed()).state, given(listed(), prompted(day(30))).fresh, day(60))[0]!);
    const [confirmed] = f.confirmStillAvailable(archived.state, owner, { now: day(61), via: 'link' });
    expect(confirmed).toEqual({ type: 'ListingConfirmed', data: { listingId: 'l1', confirmedBy: 'user-o1', via: 'link', confirmedAt: day(61).toISOString() } });
    const after = given(listed(), prompted(day(30)), confirmed);
    expect(f.freshnessTier(after.fresh, day(61))).toBe('fresh');
    expect(f.dueFreshnessEvents(after.state, after.fresh, day(91)).map((e) => e.type)).toEqual(['ListingConfirmationRequested']);
  });

  test('an edit or a status change by the lister counts as confirming', () => {
    const { state } = given(listed());
    const edit = listings.updateListing(state, owner, draft, { now: day(50) })[0];
    expect(f.freshnessTier(given(listed(), edit).fresh, day(60))).toBe('fresh');
    const back = listings.changeStatus(state, owner, 'hidden', { now: day(50) })[0]!;
    expect(given(listed(), back).fresh.lastConfirmedAt).toBe(day(50).toISOString());
  });

  test('a member of the listing organization may confirm; someone else may not', () => {
    const { state } = given(listed(member));
    expect(f.confirmStillAvailable(state, member, { now: day(31), via: 'app' })[0].data.confirmedBy).toBe('user-m1');
    expect(() => f.confirmStillAvailable(given(listed()).state, stranger, { now: day(31), via: 'app' })).toThrow(ForbiddenError);
  });

  test('a listing that is let is not confirmed as available', () => {
    const letOut = listings.changeStatus(given(listed()).state, owner, 'let', { now: day(1) })[0]!;
    expect(() => f.confirmStillAvailable(given(listed(), letOut).state, owner, { now: day(31), via: 'app' })).toThrow(f.freshnessMessages.notAdvertised);
  });

  test('the one-tap link confirms the stretch it was sent for, for the lister, once; an archived listing comes back', () => {
    const archived = f.dueFreshnessEvents(given(listed()).state, given(listed()).fresh, day(60))[0]!;
    const { state } = given(listed(), archived);
    const [confirmed] = f.confirmByLink(state, created.toISOString(), { now: day(61) });
    expect(confirmed).toMatchObject({ type: 'ListingConfirmed', data: { confirmedBy: 'user-o1', via: 'link' } });
    expect(f.freshnessTier(given(listed(), archived, confirmed!).fresh, day(62))).toBe('fresh');
    // The same link after the listing was confirmed: its stretch is over, nothing more to append.
    expect(f.confirmByLink(given(listed(), archived, confirmed!).state, created.toISOString(), { now: day(62) })).toEqual([]);
  });

  test('the lister\'s notice names the listing and goes to its organization when it lists for one', () => {
    const archive = f.dueFreshnessEvents(given(listed(member)).state, given(listed(member)).fresh, day(60))[0]!;
    expect(f.freshnessNotice(archive as Parameters<typeof f.freshnessNotice>[0])).toMatchObject({ recipient: 'organization:org1', title: 'Your listing "House in East Legon" is archived: is it still available?', at: day(60).toISOString() });
  });
});
