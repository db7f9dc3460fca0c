import {
  completedByPayment,
  completedStay,
  ConflictError,
  foldReviews,
  ForbiddenError,
  NotFoundError,
  parseReviewId,
  reviews,
  RuleViolation,
  submitReviewSchema,
  ValidationError,
  type CompletedDealing,
  type PaymentEvent,
  type ReviewEvent,
} from '../index';

const dealingId = '11111111-2222-4333-8444-555555555555';
const lister = { kind: 'user' as const, id: 'lister-1' };
const completedAt = '2026-12-01T09:00:00.000Z';
const dealing: CompletedDealing = { kind: 'viewing', dealingId, listingId: 'l1', seekerId: 'seeker-1', lister, paymentId: 'p1', completedAt };
const at = (days: number) => ({ now: new Date(Date.parse(completedAt) + days * 86_400_000) });
const seeker = { side: 'seeker' as const, by: 'seeker-1' };
const listerActor = { side: 'lister' as const, by: 'lister-1' };
const ofLister = { ratings: { accuracy: 5, real_owner: 5, communication: 4, punctuality: 3 }, text: 'The house was as shown.' };
const ofSeeker = { ratings: { communication: 5, punctuality: 4, house_rules: 5 }, text: 'Came on time.' };

/** Given these events, the state the decisions see. */
const given = (...events: ReviewEvent[]) => foldReviews(events);
const seekerReviewed = () => reviews.submitReview(undefined, dealing, seeker, ofLister, at(1));
const bothReviewed = () => {
  const first = seekerReviewed();
  return [...first, ...reviews.submitReview(given(...first), dealing, listerActor, ofSeeker, at(2))];
};
const thrown = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
};

describe('reviewing a completed dealing', () => {
  test('When the seeker reviews first, then only ReviewSubmitted is appended: nobody sees it yet (double-blind)', () => {
    const events = seekerReviewed();
    expect(events).toEqual([
      {
        type: 'ReviewSubmitted',
        data: expect.objectContaining({ reviewId: `viewing-${dealingId}-seeker`, side: 'seeker', authorId: 'seeker-1', subject: lister, ratings: ofLister.ratings, windowClosesAt: '2026-12-15T09:00:00.000Z' }),
      },
    ]);
  });

  test('When the other side reviews too, then both reviews are published together', () => {
    const events = bothReviewed();
    expect(events.map((e) => e.type)).toEqual(['ReviewSubmitted', 'ReviewSubmitted', 'ReviewsPublished']);
    expect(events[2]).toMatchObject({ data: { cause: 'both_in', reviewIds: [`viewing-${dealingId}-seeker`, `viewing-${dealingId}-lister`], subjects: [lister, { kind: 'user', id: 'seeker-1' }] } });
  });

  test('Without a completed dealing, it is refused, saying why', () => {
    expect(thrown(() => reviews.submitReview(undefined, undefined, seeker, ofLister, at(1)))).toMatchObject({ constructor: RuleViolation, code: 'NoCompletedDealing' });
  });

  test('After the 14 days, it is refused', () => {
    expect(thrown(() => reviews.submitReview(undefined, dealing, seeker, ofLister, at(14)))).toMatchObject({ code: 'ReviewWindowClosed' });
    expect(reviews.submitReview(undefined, dealing, seeker, ofLister, at(13.9))).toHaveLength(1);
  });

  test('A second review by the same side is refused (409), and none is edited', () => {
    expect(thrown(() => reviews.submitReview(given(...seekerReviewed()), dealing, seeker, ofLister, at(2)))).toBeInstanceOf(ConflictError);
  });

  test('Ratings must be the side’s own criteria, each 1 to 5, and the fields are named', () => {
    const wrong = thrown(() => reviews.submitReview(undefined, dealing, seeker, { ratings: { ...ofLister.ratings, accuracy: 6 }, text: 'x' }, at(1))) as ValidationError;
    expect(wrong).toBeInstanceOf(ValidationError);
    expect(wrong.errors).toEqual({ 'ratings.accuracy': 'Give a rating from 1 to 5' });
    // A lister is not rated on house rules: a seeker's criteria from the seeker side are refused.
    expect((thrown(() => reviews.submitReview(undefined, dealing, seeker, ofSeeker, at(1))) as ValidationError).errors).toHaveProperty('ratings');
    expect((thrown(() => reviews.submitReview(undefined, dealing, listerActor, ofLister, at(1))) as ValidationError).errors).toHaveProperty('ratings');
  });

  test('The call names exactly one dealing and a text of at most 1,000 characters', () => {
    expect(submitReviewSchema.safeParse({ ratings: {}, text: 'ok' }).success).toBe(false);
    expect(submitReviewSchema.safeParse({ payment_id: 'p', viewing_id: 'v', ratings: {}, text: 'ok' }).success).toBe(false);
    expect(submitReviewSchema.safeParse({ payment_id: 'p', ratings: {}, text: 'x'.repeat(1001) }).success).toBe(false);
    expect(submitReviewSchema.safeParse({ payment_id: 'p', ratings: {}, text: ' ok ' })).toMatchObject({ success: true, data: { text: 'ok' } });
  });
});

describe('the window closing', () => {
  test('When it closes with one review in, then that review is published; before, nothing', () => {
    const state = given(...seekerReviewed());
    expect(reviews.publishWhenWindowCloses(state, at(13))).toEqual([]);
    expect(reviews.publishWhenWindowCloses(state, at(14))).toEqual([expect.objectContaining({ type: 'ReviewsPublished', data: expect.objectContaining({ cause: 'window_closed', reviewIds: [`viewing-${dealingId}-seeker`] }) })]);
  });

  test('Once published, closing the window again publishes nothing twice', () => {
    expect(reviews.publishWhenWindowCloses(given(...bothReviewed()), at(20))).toEqual([]);
  });
});

describe('replying and removing', () => {
  const id = `viewing-${dealingId}-seeker`;
  test('The person reviewed replies once; the author cannot; a second reply is refused', () => {
    const state = given(...bothReviewed());
    const replied = reviews.replyToReview(state, id, listerActor, { text: 'Thank you' }, at(3));
    expect(replied).toEqual([{ type: 'ReviewReplied', data: expect.objectContaining({ reviewId: id, by: 'lister-1', text: 'Thank you', subject: lister }) }]);
    expect(thrown(() => reviews.replyToReview(state, id, seeker, { text: 'Me too' }, at(3)))).toBeInstanceOf(ForbiddenError);
    expect(thrown(() => reviews.replyToReview(given(...bothReviewed(), ...replied), id, listerActor, { text: 'Again' }, at(4)))).toMatchObject({ code: 'AlreadyReplied' });
  });

  test('A review not yet published cannot be replied to: for the other side it does not exist yet', () => {
    expect(thrown(() => reviews.replyToReview(given(...seekerReviewed()), id, listerActor, { text: 'Hm' }, at(3)))).toBeInstanceOf(NotFoundError);
  });

  test('Staff remove a published review with a reason, once', () => {
    const removed = reviews.removeReview(given(...bothReviewed()), id, 'staff-1', { reason: 'Insults' }, at(3));
    expect(removed).toEqual([{ type: 'ReviewRemoved', data: expect.objectContaining({ reviewId: id, staffId: 'staff-1', reason: 'Insults' }) }]);
    expect(thrown(() => reviews.removeReview(given(...bothReviewed(), ...removed), id, 'staff-1', { reason: 'Again' }, at(3)))).toMatchObject({ code: 'AlreadyRemoved' });
    expect((thrown(() => reviews.removeReview(given(...bothReviewed()), id, 'staff-1', {}, at(3))) as ValidationError).errors).toHaveProperty('reason');
  });

  test('A review id names its dealing and side; anything else is no review', () => {
    expect(parseReviewId(id)).toEqual({ kind: 'viewing', dealingId, side: 'seeker' });
    expect(parseReviewId('viewing-nope-seeker')).toBeUndefined();
  });
});

describe('what proves a dealing completed', () => {
  const ref = { paymentId: 'p1', kind: 'viewing_fee' as const, dealingId, listingId: 'l1', payerId: 'seeker-1', lister };
  const requested = { type: 'PaymentRequested', data: { ...ref, amount: 5000, currency: 'GHS', method: 'momo', network: 'mtn', phone: '', phoneEnding: '567', provider: 'simulator', reference: 'r', idempotencyKey: 'k', requestedAt: '2026-11-28T09:00:00.000Z' } } as PaymentEvent;
  const held = { type: 'PaymentHeld', data: { ...ref, reference: 'r', amount: 5000, currency: 'GHS', mismatch: false, heldAt: '2026-11-28T09:01:00.000Z' } } as PaymentEvent;
  test('A payment whose money was sent on to the lister completes its dealing then', () => {
    const release = { type: 'PaymentReleaseRequested', data: { ...ref, amount: 5000, to: lister, cause: 'payer_confirmed', key: 'k', requestedAt: completedAt } } as PaymentEvent;
    expect(completedByPayment([requested, held, release])).toEqual(dealing);
  });

  test('Money still held, or refunded, proves nothing', () => {
    expect(completedByPayment([requested, held])).toBeUndefined();
    const refund = { type: 'PaymentRefundRequested', data: { ...ref, amount: 5000, cause: 'viewing_cancelled', key: 'k', requestedAt: completedAt } } as PaymentEvent;
    expect(completedByPayment([requested, held, refund])).toBeUndefined();
  });

  test('An accepted stay completes on its last day; a cancelled one never', () => {
    const stay = { stayId: dealingId, listingId: 'l1', seekerId: 'seeker-1', lister, status: 'accepted', end: '2026-12-03' };
    expect(completedStay(stay, new Date('2026-12-03T12:00:00Z'))).toBeUndefined();
    expect(completedStay(stay, new Date('2026-12-04T00:00:00Z'))).toMatchObject({ kind: 'stay', completedAt: '2026-12-03T23:59:59.999Z' });
    expect(completedStay({ ...stay, status: 'cancelled' }, new Date('2026-12-10T00:00:00Z'))).toBeUndefined();
  });
});
