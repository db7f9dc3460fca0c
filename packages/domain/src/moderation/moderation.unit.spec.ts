import { ConflictError, evolveConversation, evolveListing, listings, moderation, NotFoundError, RuleViolation, validateListing, type ListingEvent, type ListingState } from '../index';

const now = new Date('2026-11-23T10:00:00Z');
const draft = (() => {
  const r = validateListing(
    {
      type: 'house', acquisition: 'rent', payment_plan: 'MONTHLY', price: 4500, currency: 'GHS', description: 'Three-bedroom house', bedrooms: 3, bathrooms: 2, images: ['i1', 'i2', 'i3'],
      utilities: { water: 'gwcl', electricity: 'ecg' }, location: { type: 'Point', coordinates: [-0.1617, 5.6353] }, location_details: { town: 'East Legon', city: 'Accra', region: 'greater_accra' },
    },
    'residential',
  );
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.data;
})();
const created: ListingEvent = { type: 'ListingCreated', data: { listingId: 'l1', ownerId: 'o1', organizationId: null, listing: draft, createdBy: 'user-o1', createdAt: now.toISOString() } };
const given = (...events: ListingEvent[]) => events.reduce<ListingState | undefined>(evolveListing, undefined);
const owner = { kind: 'user' as const, userId: 'o1', userType: 'owner' as const, membership: null };
const report = (state: ListingState | undefined, reporterId: string) => moderation.reportListing(state, { reporterId, reportId: `r-${reporterId}`, reason: 'scam' }, { now });
const decide = (state: ListingState | undefined, decision: 'approve' | 'hide' | 'restore' | 'remove') => moderation.moderateListing(state, { staffId: 's1', decision, reason: 'Asked for money before a viewing' }, { now });

describe('staff deciding on a listing', () => {
  test('When staff hide a listing, then the event carries the staff member, the reason and the lister to tell', () => {
    expect(decide(given(created), 'hide')).toEqual([
      {
        type: 'ListingModerated',
        data: { listingId: 'l1', decision: 'hide', reason: 'Asked for money before a viewing', staffId: 's1', decidedAt: now.toISOString(), ownerId: 'o1', organizationId: null, title: 'House in East Legon' },
      },
    ]);
  });

  test('Given a hidden listing, then its lister cannot publish it again but may still edit it, and staff restore it', () => {
    const hidden = given(created, ...decide(given(created), 'hide'));
    expect(hidden!.moderation.hidden).toMatchObject({ by: 'staff', reason: 'Asked for money before a viewing' });
    expect(() => listings.changeStatus(hidden, owner, 'published', { now })).toThrow(RuleViolation);
    expect(listings.updateListing(hidden, owner, draft, { now })).toHaveLength(1);
    expect(given(created, ...decide(given(created), 'hide'), ...decide(hidden, 'restore'))!.moderation.hidden).toBeNull();
  });

  test('When staff hide a hidden listing or restore a shown one, then it is refused and nothing is told twice', () => {
    const hidden = given(created, ...decide(given(created), 'hide'));
    expect(() => decide(hidden, 'hide')).toThrow(RuleViolation);
    expect(() => decide(given(created), 'restore')).toThrow(RuleViolation);
  });

  test('Given a removed listing, then it is gone: no decision or report reaches it', () => {
    const removed = given(created, ...decide(given(created), 'remove'));
    expect(removed!.deleted).toBe(true);
    expect(() => decide(removed, 'approve')).toThrow(NotFoundError);
    expect(() => report(removed, 'u1')).toThrow(NotFoundError);
  });
});

describe('people reporting a listing', () => {
  test('When a person reports a listing twice, then the second report is refused', () => {
    const once = given(created, ...report(given(created), 'u1'));
    expect(() => report(once, 'u1')).toThrow(ConflictError);
  });

  test('When the lister reports their own listing, then it is refused', () => {
    expect(() => report(given(created), 'o1')).toThrow(RuleViolation);
  });

  test('When a third different person reports it, then the listing is hidden pending review with the reports named', () => {
    let twice = given(created);
    for (const who of ['u1', 'u2']) twice = report(twice, who).reduce(evolveListing, twice);
    const events = report(twice, 'u3');
    expect(events.map((e) => e.type)).toEqual(['ListingReported', 'ListingHiddenByReports']);
    expect(events[1]!.data).toMatchObject({ reportIds: ['r-u1', 'r-u2', 'r-u3'] });
    expect(events.reduce(evolveListing, twice)!.moderation.hidden).toMatchObject({ by: 'reports' });
  });

  test('Given two reports already resolved, then a third report alone does not hide the listing', () => {
    let state = given(created);
    for (const who of ['u1', 'u2']) state = report(state, who).reduce(evolveListing, state);
    for (const who of ['u1', 'u2']) state = moderation.resolveReport(state, { staffId: 's1', reportId: `r-${who}`, outcome: 'no_action', note: '' }, { now }).reduce(evolveListing, state);
    expect(report(state, 'u3').map((e) => e.type)).toEqual(['ListingReported']);
  });

  test('When staff resolve a report, then the reporter is named for the notice; resolving it again is refused', () => {
    const reported = given(created, ...report(given(created), 'u1'));
    const [resolved] = moderation.resolveReport(reported, { staffId: 's1', reportId: 'r-u1', outcome: 'action_taken', note: 'Hidden' }, { now });
    expect(resolved.data).toMatchObject({ reporterId: 'u1', outcome: 'action_taken', staffId: 's1' });
    expect(() => moderation.resolveReport(evolveListing(reported, resolved), { staffId: 's1', reportId: 'r-u1', outcome: 'no_action', note: '' }, { now })).toThrow(ConflictError);
    expect(() => moderation.resolveReport(reported, { staffId: 's1', reportId: 'nope', outcome: 'no_action', note: '' }, { now })).toThrow(NotFoundError);
  });
});

describe('the lister asking for a review', () => {
  test('Given a hidden listing, then the lister may ask once; a listing that is not hidden needs no review', () => {
    const hidden = given(created, ...decide(given(created), 'hide'));
    const [asked] = moderation.requestReview(hidden, { requestedBy: 'user-o1' }, { now });
    expect(asked.type).toBe('ListingReviewRequested');
    expect(() => moderation.requestReview(evolveListing(hidden, asked), { requestedBy: 'user-o1' }, { now })).toThrow(ConflictError);
    expect(() => moderation.requestReview(given(created), { requestedBy: 'user-o1' }, { now })).toThrow(RuleViolation);
  });
});

describe('staff resolving a report of a message', () => {
  const reporter = { kind: 'user' as const, id: 'u2' };
  const reported = evolveConversation(undefined, { type: 'MessageReported', data: { conversationId: 'c1', messageId: 'm1', reportId: 'r1', reporter, reportedBy: 'user-u2', reason: 'scam', reportedAt: now.toISOString() } });
  const resolve = (state = reported) => moderation.resolveMessageReport(state, { conversationId: 'c1', reportId: 'r1', staffId: 's1', outcome: 'action_taken', note: 'Warned' }, { now });

  test('When staff resolve it, then the event names the reporter to tell; resolving it again is refused, and an unknown report is not found', () => {
    const [event] = resolve();
    expect(event).toEqual({ type: 'MessageReportResolved', data: { conversationId: 'c1', reportId: 'r1', reporter, outcome: 'action_taken', note: 'Warned', staffId: 's1', resolvedAt: now.toISOString() } });
    expect(() => resolve(evolveConversation(reported, event))).toThrow(ConflictError);
    expect(() => moderation.resolveMessageReport(reported, { conversationId: 'c1', reportId: 'r9', staffId: 's1', outcome: 'no_action', note: '' }, { now })).toThrow(NotFoundError);
  });
});
