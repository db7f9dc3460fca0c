import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  offerNotice,
  offers,
  offerStepAt,
  offerTermsSchemaFor,
  parseOrThrow,
  RuleViolation,
  ValidationError,
  type ListingState,
  type OfferActor,
  type OfferEvent,
  type OfferState,
} from '../index';

const now = new Date('2026-11-24T09:00:00Z');
const at = now.toISOString();
const seekerId = '11111111-1111-4111-8111-111111111111';
const ownerId = '22222222-2222-4222-8222-222222222222';
const orgId = '33333333-3333-4333-8333-333333333333';

const listing = (over: Partial<ListingState> = {}, draft: Record<string, unknown> = {}): ListingState =>
  ({
    listingId: 'l1',
    ownerId,
    organizationId: null,
    status: 'published',
    deleted: false,
    booked: [],
    listing: { acquisition: 'rent', price: 4500, currency: 'GHS', payment_plan: 'MONTHLY', ...draft },
    ...over,
  }) as ListingState;
const forSale = (over: Partial<ListingState> = {}) => listing(over, { acquisition: 'buy', price: 250000, currency: 'USD', payment_plan: undefined });

const seeker: OfferActor = { side: 'seeker', authorId: seekerId };
const owner: OfferActor = { side: 'lister', authorId: ownerId };
const member: OfferActor = { side: 'lister', authorId: 'm1', sentBy: 'm1' };
const make = (input: unknown, over: Partial<offers.MakeOfferContext> = {}) =>
  offers.makeOffer(input, { offerId: 'o1', seekerId, seekerOrganizationId: null, listing: listing(), openOffer: false, now, ...over });
const answer = { now, listing: listing(), seekerGone: false, usdToGhs: 15 };
const given = (...events: OfferEvent[]) => events.reduce<OfferState | undefined>(offers.evolveOffer, undefined);
const rentOffer = { amount: '4,000', currency: 'GHC', advance_months: 3, message: '  I can move in next month  ' };
const [made] = make(rentOffer);
const ref = { offerId: 'o1', listingId: 'l1', seekerId, lister: { kind: 'user' as const, id: ownerId }, acquisition: 'rent' as const };

describe('making an offer', () => {
  test('given a published rental, when a seeker offers a monthly rent and months of advance, then OfferMade with the terms in their own currency', () => {
    expect(made).toEqual({
      type: 'OfferMade',
      data: { ...ref, by: 'seeker', authorId: seekerId, amount: 4000, currency: 'GHS', advanceMonths: 3, message: 'I can move in next month', madeAt: at },
    });
    expect(given(made)).toEqual({ ...ref, status: 'open', awaiting: 'lister', terms: { amount: 4000, currency: 'GHS', advanceMonths: 3 }, steps: 1 });
  });

  test('given a sale priced in dollars, when a seeker offers in dollars with no message, then the price offered, and no advance', () => {
    const [event] = make({ amount: 240000, currency: 'usd' }, { listing: forSale() });
    expect(event.data).toMatchObject({ acquisition: 'buy', amount: 240000, currency: 'USD' });
    expect(event.data).not.toHaveProperty('advanceMonths');
    expect(event.data).not.toHaveProperty('message');
  });

  test("given an organization's listing, then the organization is the lister who answers", () => {
    const [event] = make(rentOffer, { listing: listing({ organizationId: orgId, ownerId: 'm1' }) });
    expect(event.data.lister).toEqual({ kind: 'organization', id: orgId });
  });

  test('an advance above the Rent Act’s six months is taken, and flagged, as listings are', () => {
    expect(make({ ...rentOffer, advance_months: 24 })[0].data.advanceMonths).toBe(24);
    expect(offers.advanceAboveLegal(24)).toBe(true);
    expect(offers.advanceAboveLegal(6)).toBe(false);
  });

  test('when the seeker lists it themselves, or their organization does, then it is refused', () => {
    expect(() => make(rentOffer, { seekerId: ownerId })).toThrow(new RuleViolation('OwnListing', 'You cannot make an offer on your own listing'));
    expect(() => make(rentOffer, { listing: listing({ organizationId: orgId, ownerId: 'm1' }), seekerOrganizationId: orgId })).toThrow(RuleViolation);
  });

  test('when the property is let or sold, then it is refused, saying so', () => {
    expect(() => make(rentOffer, { listing: listing({ status: 'let' }) })).toThrow('This property has already been let');
    expect(() => make({ amount: 1, currency: 'USD' }, { listing: forSale({ status: 'sold' }) })).toThrow('This property has already been sold');
  });

  test('when the listing is hidden, archived, deleted or unknown, then it is not found, as on the property page', () => {
    for (const gone of [listing({ status: 'hidden' }), listing({ status: 'archived' }), listing({ deleted: true }), undefined]) {
      expect(() => make(rentOffer, { listing: gone })).toThrow(new NotFoundError('Could not get property!'));
    }
  });

  test('when the listing is a short stay, then it is refused: a stay is booked for its dates', () => {
    expect(() => make(rentOffer, { listing: listing({}, { acquisition: 'short_stay' }) })).toThrow(new RuleViolation('ShortStay', 'A short stay is booked for its dates, not offered for'));
  });

  test('when the seeker already has an open offer on the property, then 409, and the input is checked first', () => {
    expect(() => make(rentOffer, { openOffer: true })).toThrow(ConflictError);
    expect(() => make({}, { openOffer: true })).toThrow(ValidationError);
  });

  test('bad input is refused field by field', () => {
    const errors = (input: unknown, acquisition: 'buy' | 'rent' = 'rent') => {
      try {
        parseOrThrow(offerTermsSchemaFor(acquisition), input);
        return {};
      } catch (e) {
        return (e as ValidationError).errors;
      }
    };
    expect(errors({})).toEqual({ amount: 'Enter the amount you offer', currency: 'Please select the currency', advance_months: 'Say how many months of rent you can pay in advance' });
    expect(errors({ amount: 0, currency: 'EUR', advance_months: 2.5 })).toEqual({ amount: 'The amount must be at least 1', currency: 'Please select the currency', advance_months: 'Enter a whole number of months, from 0 to 60' });
    expect(errors({ amount: 'lots', currency: 'GHS', advance_months: 61 })).toMatchObject({ amount: 'Enter the amount you offer', advance_months: 'Enter a whole number of months, from 0 to 60' });
    expect(errors({ amount: 1e12, currency: 'GHS', advance_months: 0, message: 'a'.repeat(2001) })).toEqual({ amount: 'That amount is too high', message: 'A message can be at most 2,000 characters' });
    expect(errors({ amount: 5, currency: 'GHS', advance_months: 2 }, 'buy')).toEqual({ advance_months: 'An advance is offered only for a property to rent' });
    expect(errors({ amount: 5, currency: 'GHS', advanceMonths: '0' })).toEqual({});
    expect(() => make({ amount: -1 })).toThrow(ValidationError);
  });
});

describe('the move-in day', () => {
  test('given a rental, when the seeker names a move-in day still to come, then it is part of the terms on the table', () => {
    const [event] = make({ ...rentOffer, move_in_date: '2026-12-01' });
    expect(event.data).toMatchObject({ advanceMonths: 3, moveInDate: '2026-12-01' });
    expect(given(event)!.terms).toEqual({ amount: 4000, currency: 'GHS', advanceMonths: 3, moveInDate: '2026-12-01' });
    expect(make({ ...rentOffer, move_in_date: '2026-11-24' })[0].data.moveInDate).toBe('2026-11-24');
  });

  test('a day gone, one more than two years away, one that does not exist, or one on a sale is refused by field', () => {
    expect(() => make({ ...rentOffer, move_in_date: '2026-11-23' })).toThrow(new RuleViolation('MoveInPast', 'The move-in date has passed: choose today or a later day'));
    expect(() => make({ ...rentOffer, move_in_date: '2029-01-01' })).toThrow(new RuleViolation('MoveInTooFar', 'Choose a move-in date within two years'));
    expect(() => make({ ...rentOffer, move_in_date: '2026-02-30' })).toThrow(ValidationError);
    expect(() => make({ amount: 240000, currency: 'USD', move_in_date: '2026-12-01' }, { listing: forSale() })).toThrow(ValidationError);
  });

  test('a counter that only moves the day is new terms; the same day again is refused; accepting keeps the day on the table', () => {
    const [event] = make({ ...rentOffer, move_in_date: '2026-12-01' });
    const [countered] = offers.counterOffer(given(event), owner, { amount: 4000, currency: 'GHS', advance_months: 3, move_in_date: '2026-12-15' }, answer);
    expect(countered.data.moveInDate).toBe('2026-12-15');
    expect(() => offers.counterOffer(given(event), owner, { amount: 4000, currency: 'GHS', advance_months: 3, move_in_date: '2026-12-01' }, answer)).toThrow(new RuleViolation('SameTerms', 'That is what is already offered: accept it instead'));
    const [accepted] = offers.acceptOffer(given(event, countered), seeker, {}, answer);
    expect(accepted.data.moveInDate).toBe('2026-12-15');
  });

  test('the terms as people read them say the day', () => {
    expect(offers.offerTermsText({ amount: 4200, currency: 'GHS', advanceMonths: 1, moveInDate: '2027-02-01' }, 'rent')).toBe('GH₵ 4,200 a month, 1 month in advance, moving in on 1 Feb 2027');
  });
});

describe('the lister answers an offer', () => {
  test('when the lister accepts, then OfferAccepted with the terms on the table, and the offer is closed', () => {
    const [accepted] = offers.acceptOffer(given(made), owner, { message: 'Welcome!' }, answer);
    expect(accepted).toEqual({ type: 'OfferAccepted', data: { ...ref, by: 'lister', authorId: ownerId, amount: 4000, currency: 'GHS', advanceMonths: 3, message: 'Welcome!', acceptedAt: at } });
    expect(given(made, accepted)).toMatchObject({ status: 'accepted', steps: 2 });
  });

  test('when the lister declines, with or without a word, then OfferDeclined closes it', () => {
    const [declined] = offers.declineOffer(given(made), owner, undefined, { now });
    expect(declined).toEqual({ type: 'OfferDeclined', data: { ...ref, by: 'lister', authorId: ownerId, declinedAt: at } });
    expect(given(made, declined)!.status).toBe('declined');
  });

  test('when a member answers for the organization, then the member is the author and named as sentBy', () => {
    const [countered] = offers.counterOffer(given(made), member, { amount: 4400, currency: 'GHS', advance_months: 6, message: 'Our best' }, answer);
    expect(countered.data).toMatchObject({ by: 'lister', authorId: 'm1', sentBy: 'm1', amount: 4400, advanceMonths: 6, message: 'Our best' });
  });

  test('when the lister counters, then the counter is on the table and the offer waits for the seeker', () => {
    const [countered] = offers.counterOffer(given(made), owner, { amount: 4400, currency: 'GHS', advance_months: 3 }, answer);
    expect(countered).toEqual({ type: 'OfferCountered', data: { ...ref, by: 'lister', authorId: ownerId, amount: 4400, currency: 'GHS', advanceMonths: 3, counteredAt: at } });
    expect(given(made, countered)).toMatchObject({ status: 'open', awaiting: 'seeker', terms: { amount: 4400, currency: 'GHS', advanceMonths: 3 }, steps: 2 });
  });

  test('a counter that changes nothing (the same amount in cedis, the same advance) is refused; a change of advance alone is a counter', () => {
    const sameInDollars = { amount: 4000 / 16, currency: 'USD', advance_months: 3 };
    expect(() => offers.counterOffer(given(made), owner, sameInDollars, { ...answer, usdToGhs: 16 })).toThrow(new RuleViolation('SameTerms', 'That is what is already offered: accept it instead'));
    expect(() => offers.counterOffer(given(made), owner, { amount: 4000, currency: 'GHS', advance_months: 3 }, answer)).toThrow(RuleViolation);
    expect(offers.counterOffer(given(made), owner, { amount: 4000, currency: 'GHS', advance_months: 2 }, answer)[0].data.advanceMonths).toBe(2);
    expect(offers.counterOffer(given(made), owner, sameInDollars, { ...answer, usdToGhs: 15 })[0].data.currency).toBe('USD');
  });

  test('a counter has its own terms, checked like an offer', () => {
    expect(() => offers.counterOffer(given(made), owner, { amount: 4400, currency: 'GHS' }, answer)).toThrow(new ValidationError({ advance_months: 'Say how many months of rent you can pay in advance' }));
  });

  test('when the property has been let or sold since, then accepting and countering are refused, declining is not', () => {
    const taken = { ...answer, listing: listing({ status: 'let' }) };
    expect(() => offers.acceptOffer(given(made), owner, {}, taken)).toThrow('This property has already been let');
    expect(() => offers.counterOffer(given(made), owner, { amount: 4400, currency: 'GHS', advance_months: 3 }, taken)).toThrow(RuleViolation);
    expect(() => offers.acceptOffer(given(made), owner, {}, { ...answer, listing: listing({ deleted: true }) })).toThrow(NotFoundError);
    expect(offers.declineOffer(given(made), owner, {}, { now })[0].type).toBe('OfferDeclined');
  });

  test('when the seeker has closed their account, then the lister may decline but not accept or counter', () => {
    const gone = { ...answer, seekerGone: true };
    expect(() => offers.acceptOffer(given(made), owner, {}, gone)).toThrow(new RuleViolation('SeekerGone', 'The person who made this offer has closed their account'));
    expect(() => offers.counterOffer(given(made), owner, { amount: 1, currency: 'GHS', advance_months: 1 }, gone)).toThrow('closed their account');
  });

  test('when the lister has countered, then it is the seeker’s turn: the lister cannot answer again', () => {
    const countered = offers.counterOffer(given(made), owner, { amount: 4400, currency: 'GHS', advance_months: 3 }, answer);
    const state = given(made, ...countered);
    expect(() => offers.acceptOffer(state, owner, {}, answer)).toThrow(new RuleViolation('WaitingForOtherSide', 'You have answered this offer: wait for the other side to reply'));
    expect(() => offers.declineOffer(state, owner, {}, { now })).toThrow(RuleViolation);
    expect(() => offers.counterOffer(state, owner, { amount: 4300, currency: 'GHS', advance_months: 3 }, answer)).toThrow(RuleViolation);
  });

  test('the lister cannot withdraw the seeker’s offer', () => {
    expect(() => offers.withdrawOffer(given(made), owner, {}, { now })).toThrow(new ForbiddenError('Only the person who made an offer can withdraw it', 'SeekerOnly'));
  });
});

describe('the seeker answers a counter-offer', () => {
  const [countered] = offers.counterOffer(given(made), owner, { amount: 4400, currency: 'GHS', advance_months: 6, message: 'Six months, please' }, answer);
  const state = given(made, countered);

  test('when the seeker accepts the counter, then the counter’s terms are agreed', () => {
    const [accepted] = offers.acceptOffer(state, seeker, {}, answer);
    expect(accepted.data).toMatchObject({ by: 'seeker', authorId: seekerId, amount: 4400, advanceMonths: 6 });
    expect(given(made, countered, accepted)).toMatchObject({ status: 'accepted', terms: { amount: 4400, advanceMonths: 6 } });
  });

  test('when the seeker declines the counter, then the offer is declined', () => {
    expect(given(made, countered, ...offers.declineOffer(state, seeker, { message: 'Too much' }, { now }))!.status).toBe('declined');
  });

  test('when the seeker counters again, then it is the lister’s turn once more', () => {
    const [again] = offers.counterOffer(state, seeker, { amount: 4200, currency: 'GHS', advance_months: 4 }, answer);
    expect(again.data).toMatchObject({ by: 'seeker', amount: 4200, advanceMonths: 4 });
    expect(given(made, countered, again)).toMatchObject({ awaiting: 'lister', steps: 3 });
  });

  test('the seeker may answer only a counter: their own offer waits for the lister', () => {
    expect(() => offers.acceptOffer(given(made), seeker, {}, answer)).toThrow(new RuleViolation('WaitingForOtherSide', 'The lister has not answered yet: you can withdraw your offer, or wait for their answer'));
    expect(() => offers.declineOffer(given(made), seeker, {}, { now })).toThrow(RuleViolation);
    expect(() => offers.counterOffer(given(made), seeker, { amount: 1, currency: 'GHS', advance_months: 1 }, answer)).toThrow(RuleViolation);
  });
});

describe('withdrawing an offer', () => {
  test('when the seeker withdraws, whoever’s turn it is, then OfferWithdrawn closes it', () => {
    const [withdrawn] = offers.withdrawOffer(given(made), seeker, { message: 'Found another place' }, { now });
    expect(withdrawn).toEqual({ type: 'OfferWithdrawn', data: { ...ref, by: 'seeker', authorId: seekerId, message: 'Found another place', withdrawnAt: at } });
    const countered = offers.counterOffer(given(made), owner, { amount: 4400, currency: 'GHS', advance_months: 3 }, answer);
    expect(offers.withdrawOffer(given(made, ...countered), seeker, {}, { now })[0].type).toBe('OfferWithdrawn');
  });
});

describe('a closed offer', () => {
  const closed = [
    given(made, ...offers.acceptOffer(given(made), owner, {}, answer)),
    given(made, ...offers.declineOffer(given(made), owner, {}, { now })),
    given(made, ...offers.withdrawOffer(given(made), seeker, {}, { now })),
  ];

  test('takes no further step: 409, saying what became of it', () => {
    for (const state of closed) {
      expect(() => offers.acceptOffer(state, owner, {}, answer)).toThrow(new ConflictError(`This offer was already ${state!.status}`, 'OfferClosed'));
      expect(() => offers.declineOffer(state, owner, {}, { now })).toThrow(ConflictError);
      expect(() => offers.counterOffer(state, owner, { amount: 1, currency: 'GHS', advance_months: 1 }, answer)).toThrow(ConflictError);
      expect(() => offers.withdrawOffer(state, seeker, {}, { now })).toThrow(ConflictError);
    }
  });

  test('an offer that does not exist is not found', () => {
    expect(() => offers.acceptOffer(undefined, owner, {}, answer)).toThrow(new NotFoundError('Offer not found', 'OfferNotFound'));
    expect(() => offers.withdrawOffer(undefined, seeker, {}, { now })).toThrow(NotFoundError);
  });
});

describe('what each side may do', () => {
  test('open and waiting for the lister: the lister accepts, declines or counters; the seeker may withdraw', () => {
    expect(offers.offerActions({ status: 'open', awaiting: 'lister' }, 'lister')).toEqual(['accept', 'decline', 'counter']);
    expect(offers.offerActions({ status: 'open', awaiting: 'lister' }, 'seeker')).toEqual(['withdraw']);
  });

  test('a counter waiting for the seeker: the seeker answers it or withdraws; the lister waits', () => {
    expect(offers.offerActions({ status: 'open', awaiting: 'seeker' }, 'seeker')).toEqual(['accept', 'decline', 'counter', 'withdraw']);
    expect(offers.offerActions({ status: 'open', awaiting: 'seeker' }, 'lister')).toEqual([]);
  });

  test('on a property let or sold since, only declining (and withdrawing) is left; a closed offer has nothing', () => {
    expect(offers.offerActions({ status: 'open', awaiting: 'lister' }, 'lister', false)).toEqual(['decline']);
    expect(offers.offerActions({ status: 'accepted', awaiting: 'lister' }, 'seeker')).toEqual([]);
  });
});

describe('amounts, as people read them', () => {
  test('a rental’s terms say the monthly rent and the advance; a sale’s the price; a text message keeps to plain characters', () => {
    expect(offers.offerTermsText({ amount: 4200, currency: 'GHS', advanceMonths: 3 }, 'rent')).toBe('GH₵ 4,200 a month, 3 months in advance');
    expect(offers.offerTermsText({ amount: 4200, currency: 'GHS', advanceMonths: 0 }, 'rent', true)).toBe('GHS 4,200 a month, no advance');
    expect(offers.offerTermsText({ amount: 250000, currency: 'USD' }, 'buy')).toBe('US$ 250,000');
  });

  test('an asking rent paid yearly, weekly or daily is set beside a monthly offer as a monthly figure', () => {
    expect(offers.monthlyRent(54000, 'YEARLY')).toBe(4500);
    expect(offers.monthlyRent(1200, 'WEEKLY')).toBe(5200);
    expect(offers.monthlyRent(100, 'DAILY')).toBe(3042);
    expect(offers.monthlyRent(4500, 'MONTHLY')).toBe(4500);
  });
});

describe('telling the other side', () => {
  const [countered] = offers.counterOffer(given(made), member, { amount: 4400, currency: 'GHS', advance_months: 6 }, answer);
  const orgOffer = { ...made, data: { ...made.data, lister: { kind: 'organization' as const, id: orgId } } };

  test('an offer tells the lister (an organization under its own name) who offered what', () => {
    expect(offerNotice(orgOffer)).toEqual({ recipient: { kind: 'organization', id: orgId }, actor: { kind: 'user', id: seekerId }, title: '{actor} offered GH₵ 4,000 a month, 3 months in advance' });
  });

  test('the lister’s answers tell the seeker; the seeker’s tell the lister', () => {
    expect(offerNotice(countered)).toEqual({ recipient: { kind: 'user', id: seekerId }, actor: ref.lister, title: '{actor} answered your offer with GH₵ 4,400 a month, 6 months in advance' });
    const state = given(made, countered);
    expect(offerNotice(offers.acceptOffer(state, seeker, {}, answer)[0], true).title).toBe('{actor} accepted your counter-offer of GHS 4,400 a month, 6 months in advance');
    expect(offerNotice(offers.declineOffer(state, seeker, {}, { now })[0])).toMatchObject({ recipient: ref.lister, title: '{actor} declined your counter-offer' });
    expect(offerNotice(offers.declineOffer(given(made), owner, {}, { now })[0]).title).toBe('{actor} declined your offer');
    expect(offerNotice(offers.withdrawOffer(given(made), seeker, {}, { now })[0])).toMatchObject({ recipient: ref.lister, title: '{actor} withdrew their offer' });
  });

  test('every step says when it was taken', () => {
    expect(offerStepAt(made)).toBe(at);
    expect(offerStepAt(countered)).toBe(at);
  });
});
