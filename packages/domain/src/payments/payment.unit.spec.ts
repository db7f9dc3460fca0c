import {
  advanceCapNote,
  ConflictError,
  decidePaymentSchema,
  ForbiddenError,
  NotFoundError,
  parseOrThrow,
  payments,
  requestPaymentSchema,
  RuleViolation,
  ValidationError,
  viewingFeeField,
  type PaymentDealing,
  type PaymentEvent,
  type PaymentState,
} from '../index';

const now = new Date('2026-12-01T09:00:00Z');
const seekerId = 'seeker-1';
const lister = { kind: 'user' as const, id: 'lister-1' };
const viewing = (over: Partial<Extract<PaymentDealing, { kind: 'viewing_fee' }>> = {}): PaymentDealing => ({
  kind: 'viewing_fee',
  dealingId: 'v1',
  listingId: 'l1',
  seekerId,
  lister,
  open: true,
  start: '2026-12-03T10:00:00.000Z',
  viewingFeeGhs: 50,
  ...over,
});
const deposit = (over: Partial<Extract<PaymentDealing, { kind: 'deposit' }>> = {}): PaymentDealing => ({
  kind: 'deposit',
  dealingId: 'o1',
  listingId: 'l1',
  seekerId,
  lister,
  accepted: true,
  rental: true,
  monthlyRent: 2500,
  currency: 'GHS',
  advanceMonths: 12,
  paymentPlan: 'YEARLY',
  ...over,
});
const body = parseOrThrow(requestPaymentSchema, { kind: 'viewing_fee', viewing_id: 'v1', method: 'momo', phone: '024 123 4567', network: 'MTN' });
const ctx = { paymentId: 'p1', payerId: seekerId, idempotencyKey: 'key-12345678', provider: 'simulator', reference: 'fie-p1', livePayment: false, usdToGhs: 15, now };
const given = (...events: PaymentEvent[]) => events.reduce<PaymentState | undefined>(payments.evolvePayment, undefined);
const later = (ms: number) => ({ now: new Date(now.getTime() + ms) });
const HOUR = 3600_000;

const requested = payments.requestPayment(viewing(), body, ctx)[0]!;
const pending = payments.recordPending(given(requested), { now })[0]!;
const held = payments.recordProviderStatus(given(requested, pending), { reference: 'fie-p1', status: 'success', amount: 5000, currency: 'GHS' }, later(60_000))[0]!;
const heldState = () => given(requested, pending, held);

describe('paying into the hold', () => {
  test('given a viewing with a GH₵ 50 fee, when its seeker pays by MoMo, then PaymentRequested for 5,000 pesewas in GHS, released 24 h after the slot', () => {
    expect(requested).toEqual({
      type: 'PaymentRequested',
      data: {
        paymentId: 'p1',
        kind: 'viewing_fee',
        dealingId: 'v1',
        listingId: 'l1',
        payerId: seekerId,
        lister,
        amount: 5000,
        currency: 'GHS',
        method: 'momo',
        network: 'mtn',
        phone: '+233241234567',
        phoneEnding: '567',
        provider: 'simulator',
        reference: 'fie-p1',
        idempotencyKey: 'key-12345678',
        releaseAfter: '2026-12-04T10:00:00.000Z',
        requestedAt: now.toISOString(),
      },
    });
    expect(given(requested)).toMatchObject({ status: 'requested', amount: 5000, currency: 'GHS' });
  });

  test('when someone other than the seeker pays, then it is refused, naming the field', () => {
    expect(() => payments.requestPayment(viewing(), body, { ...ctx, payerId: 'someone-else' })).toThrow(new ForbiddenError('Only the seeker of this viewing, offer or stay can pay for it', 'NotYourDealing'));
    try {
      payments.requestPayment(viewing(), body, { ...ctx, payerId: 'someone-else' });
    } catch (e) {
      expect((e as ForbiddenError).errors).toEqual({ viewing_id: 'Only the seeker of this viewing, offer or stay can pay for it' });
    }
  });

  test('when the viewing asks no fee, is closed, unknown, or already has a live payment, then it is refused', () => {
    expect(() => payments.requestPayment(viewing({ viewingFeeGhs: undefined }), body, ctx)).toThrow(new RuleViolation('NoViewingFee', 'This listing asks no viewing fee: there is nothing to pay'));
    expect(() => payments.requestPayment(viewing({ open: false }), body, ctx)).toThrow(RuleViolation);
    expect(() => payments.requestPayment(undefined, body, ctx)).toThrow(NotFoundError);
    expect(() => payments.requestPayment(viewing(), body, { ...ctx, livePayment: true })).toThrow(ConflictError);
  });

  test('a dollar price is paid in cedis at the day’s rate', () => {
    expect(payments.paymentDue(deposit({ monthlyRent: 200, currency: 'USD', advanceMonths: 1 }), 15).amount).toBe(300_000);
  });

  test('the quote of a dollar-priced deposit says the cedis, the dollars they come from, the rate, and the Rent Act’s cut', () => {
    expect(payments.quotePayment(deposit({ monthlyRent: 200, currency: 'USD', advanceMonths: 3, paymentPlan: 'MONTHLY' }), 'deposit', seekerId, 15)).toEqual({
      amount: 300_000,
      source: { amount: 20_000, currency: 'USD' },
      usdToGhs: 15,
      advance: { agreedMonths: 3, collectedMonths: 1, monthlyTenancy: true },
    });
    expect(payments.quotePayment(viewing(), 'viewing_fee', seekerId, 15)).toMatchObject({ amount: 5000, source: { amount: 5000, currency: 'GHS' } });
    expect(() => payments.quotePayment(viewing(), 'viewing_fee', 'someone-else', 15)).toThrow(ForbiddenError);
    expect(() => payments.quotePayment(undefined, 'deposit', seekerId, 15)).toThrow(NotFoundError);
  });

  test('when the amount the payer was shown is no longer what it costs (a new rate), then nothing is requested and they are asked again', () => {
    const usd = deposit({ monthlyRent: 200, currency: 'USD', advanceMonths: 1 });
    const paying = parseOrThrow(requestPaymentSchema, { kind: 'deposit', offer_id: 'o1', method: 'card', expected_amount: 300_000 });
    expect(payments.requestPayment(usd, paying, ctx)[0].data).toMatchObject({ amount: 300_000, method: 'card', source: { amount: 20_000, currency: 'USD' }, usdToGhs: 15 });
    expect(() => payments.requestPayment(usd, paying, { ...ctx, usdToGhs: 16 })).toThrow(ConflictError);
  });

  test('a card payment keeps no number or network, and its checkout page is where the payer completes it', () => {
    const card = parseOrThrow(requestPaymentSchema, { kind: 'viewing_fee', viewing_id: 'v1', method: 'card', phone: '0241234567', network: 'mtn' });
    const [asked] = payments.requestPayment(viewing(), card, ctx);
    expect(asked.data).not.toHaveProperty('phone');
    expect(asked.data).not.toHaveProperty('network');
    const [waiting] = payments.recordPending(given(asked), { now, checkoutUrl: '/simulator/card/p1' });
    expect(given(asked, waiting!)).toMatchObject({ status: 'pending', method: 'card', checkoutUrl: '/simulator/card/p1' });
  });
});

describe('the Rent Act’s advance cap', () => {
  test('given a yearly tenancy agreed with 12 months in advance, then six months are collected, and it says why', () => {
    const due = payments.paymentDue(deposit(), 15);
    expect(due).toEqual({ amount: 6 * 250_000, source: { amount: 6 * 250_000, currency: 'GHS' }, advance: { agreedMonths: 12, collectedMonths: 6, monthlyTenancy: false } });
    expect(advanceCapNote(due.advance!)).toBe('The Rent Act allows at most 6 months of rent in advance for a tenancy longer than a month: 6 months of the 12 agreed are collected');
  });

  test('given a monthly tenancy agreed with 3 months in advance, then one month is collected', () => {
    expect(payments.paymentDue(deposit({ paymentPlan: 'MONTHLY', advanceMonths: 3 }), 15)).toEqual({ amount: 250_000, source: { amount: 250_000, currency: 'GHS' }, advance: { agreedMonths: 3, collectedMonths: 1, monthlyTenancy: true } });
  });

  test('within the cap, all that was agreed is collected, and at least the first month', () => {
    expect(payments.paymentDue(deposit({ advanceMonths: 4 }), 15)).toEqual({ amount: 1_000_000, source: { amount: 1_000_000, currency: 'GHS' } });
    expect(payments.paymentDue(deposit({ advanceMonths: 0 }), 15)).toEqual({ amount: 250_000, source: { amount: 250_000, currency: 'GHS' } });
  });

  test('with a move-in day agreed, the deposit is released by itself 72 hours after its noon in Accra unless disputed; without one, only on the keys', () => {
    expect(payments.paymentDue(deposit({ moveInDate: '2027-01-04' }), 15).releaseAfter).toBe('2027-01-07T12:00:00.000Z');
    expect(payments.paymentDue(deposit(), 15)).not.toHaveProperty('releaseAfter');
  });

  test('a deposit is paid only on an accepted rental offer', () => {
    expect(() => payments.paymentDue(deposit({ accepted: false }), 15)).toThrow(new RuleViolation('OfferNotAccepted', 'A deposit is paid once the offer is accepted'));
    expect(() => payments.paymentDue(deposit({ rental: false }), 15)).toThrow(RuleViolation);
  });

  test('a stay is paid for its nights at the nightly rate, released 24 h after check-in', () => {
    const stay: PaymentDealing = { kind: 'stay', dealingId: 's1', listingId: 'l1', seekerId, lister, open: true, start: '2026-12-10', end: '2026-12-13', price: 350, currency: 'GHS', paymentPlan: 'DAILY' };
    expect(payments.paymentDue(stay, 15)).toEqual({ amount: 105_000, source: { amount: 105_000, currency: 'GHS' }, releaseAfter: '2026-12-11T12:00:00.000Z' });
  });
});

describe('what the provider says', () => {
  test('when it says the money was taken as asked, then it is held; a second report changes nothing', () => {
    expect(pending.type).toBe('PaymentPending');
    expect(held).toMatchObject({ type: 'PaymentHeld', data: { amount: 5000, currency: 'GHS', mismatch: false } });
    expect(heldState()).toMatchObject({ status: 'held', heldAmount: 5000 });
    expect(payments.recordProviderStatus(heldState(), { reference: 'fie-p1', status: 'success', amount: 5000, currency: 'GHS' }, later(HOUR))).toEqual([]);
    expect(payments.recordPending(heldState(), { now })).toEqual([]);
  });

  test('when the amount or currency differs from what was asked, then it is held for staff and never released by itself', () => {
    for (const report of [
      { amount: 4000, currency: 'GHS' },
      { amount: 5000, currency: 'USD' },
    ]) {
      const odd = payments.recordProviderStatus(given(requested, pending), { reference: 'fie-p1', status: 'success', ...report }, { now })[0]!;
      expect(odd).toMatchObject({ type: 'PaymentHeld', data: { mismatch: true } });
      const state = given(requested, pending, odd);
      expect(() => payments.confirmPayment(state, seekerId, { now })).toThrow(new RuleViolation('HeldForStaff', 'The amount received differs from what was asked: staff check it before anything is released'));
      expect(payments.releaseWhenDue(state, { ...later(30 * 24 * HOUR), agreed: true })).toEqual([]);
    }
  });

  test('a report about another reference adds nothing', () => {
    expect(payments.recordProviderStatus(given(requested, pending), { reference: 'someone-elses', status: 'success', amount: 5000, currency: 'GHS' }, { now })).toEqual([]);
  });

  test('when the payer declines, then failed; still pending past its time, then expired; money taken after that is held for staff', () => {
    const failed = payments.recordProviderStatus(given(requested, pending), { reference: 'fie-p1', status: 'failed', reason: 'declined' }, { now })[0]!;
    expect(failed).toMatchObject({ type: 'PaymentFailed', data: { reason: 'declined' } });
    expect(payments.expirePayment(given(requested, pending), later(29 * 60_000))).toEqual([]);
    const expired = payments.expirePayment(given(requested, pending), later(30 * 60_000))[0]!;
    expect(given(requested, pending, expired)!.status).toBe('expired');
    const late = payments.recordProviderStatus(given(requested, pending, expired), { reference: 'fie-p1', status: 'success', amount: 5000, currency: 'GHS' }, later(HOUR))[0]!;
    expect(late).toMatchObject({ type: 'PaymentHeld', data: { mismatch: true } });
  });
});

describe('out of the hold', () => {
  test('when the payer confirms, then the whole amount is released to the lister, once', () => {
    const release = payments.confirmPayment(heldState(), seekerId, { now })[0]!;
    expect(release.data).toMatchObject({ amount: 5000, to: lister, cause: 'payer_confirmed', key: 'release-p1' });
    const state = given(requested, pending, held, release);
    expect(state!.status).toBe('release_requested');
    expect(payments.confirmPayment(state, seekerId, { now })).toEqual([]);
    const released = payments.recordReleased(state, { transferReference: 'TRF_1', now })[0]!;
    expect(released.data).toMatchObject({ amount: 5000, to: lister });
    expect(given(requested, pending, held, release, released)!.status).toBe('released');
    expect(payments.recordReleased(given(requested, pending, held, release, released), { transferReference: 'TRF_1', now })).toEqual([]);
    expect(payments.confirmPayment(given(requested, pending, held, release, released), seekerId, { now })).toEqual([]);
  });

  test('only the payer confirms', () => {
    expect(() => payments.confirmPayment(heldState(), 'lister-1', { now })).toThrow(new ForbiddenError('Only the person who paid can confirm it', 'OnlyPayer'));
  });

  test('the viewing fee is released 24 h after the slot, not before, and not when disputed', () => {
    expect(payments.releaseWhenDue(heldState(), { now: new Date('2026-12-04T09:59:00Z'), agreed: true })).toEqual([]);
    expect(payments.releaseWhenDue(heldState(), { now: new Date('2026-12-04T10:00:00Z'), agreed: true })[0]!.data).toMatchObject({ cause: 'time_passed', amount: 5000 });
    const disputed = payments.disputePayment(heldState(), { side: 'payer', by: seekerId }, { reason: 'The lister did not come' }, { now })[0]!;
    expect(payments.releaseWhenDue(given(requested, pending, held, disputed), { now: new Date('2026-12-05T10:00:00Z'), agreed: true })).toEqual([]);
  });

  test('a fee whose viewing the lister never confirmed goes back to the payer at its time, not to the lister', () => {
    expect(payments.releaseWhenDue(heldState(), { now: new Date('2026-12-04T09:59:00Z'), agreed: false })).toEqual([]);
    expect(payments.releaseWhenDue(heldState(), { now: new Date('2026-12-04T10:00:00Z'), agreed: false })).toEqual([
      expect.objectContaining({ type: 'PaymentRefundRequested', data: expect.objectContaining({ cause: 'not_agreed', amount: 5000 }) }),
    ]);
  });

  test('a seeker disputing a viewing fee may say the lister did not come: the dispute carries it for the viewing (issue 33); the lister’s word does not', () => {
    // After the slot (it began 49 hours after `now`).
    const after = later(50 * HOUR);
    const bySeeker = payments.disputePayment(heldState(), { side: 'payer', by: seekerId }, { reason: 'The lister did not come', no_show: true }, after)[0]!;
    expect(bySeeker.data).toMatchObject({ side: 'payer', noShow: true });
    const byLister = payments.disputePayment(heldState(), { side: 'lister', by: 'lister-1' }, { reason: 'The seeker did not come', no_show: true }, after)[0]!;
    expect(byLister.data).not.toHaveProperty('noShow');
    expect(payments.disputePayment(heldState(), { side: 'payer', by: seekerId }, { reason: 'Smaller than shown' }, { now })[0]!.data).not.toHaveProperty('noShow');
  });

  test('when the lister cancels, then what is held is refunded at once; nothing before it is taken', () => {
    const refund = payments.refundForCause(heldState(), 'viewing_cancelled', { now })[0]!;
    expect(refund.data).toMatchObject({ amount: 5000, cause: 'viewing_cancelled', key: 'refund-p1' });
    const refunded = payments.recordRefunded(given(requested, pending, held, refund), { refundReference: 'RF_1', now })[0]!;
    expect(given(requested, pending, held, refund, refunded)!.status).toBe('refunded');
    expect(payments.refundForCause(given(requested, pending), 'viewing_cancelled', { now })).toEqual([]);
    expect(payments.refundForCause(given(requested, pending, held, refund), 'viewing_cancelled', { now })).toEqual([]);
  });
});

describe('disputes', () => {
  const disputed = payments.disputePayment(heldState(), { side: 'payer', by: seekerId }, { reason: 'Not the owner', details: 'Someone else came' }, { now })[0]!;
  const disputedState = () => given(requested, pending, held, disputed);

  test('when either side disputes held money, then it stays held and is not released by the payer or the clock', () => {
    expect(disputed.data).toMatchObject({ side: 'payer', reason: 'Not the owner', details: 'Someone else came' });
    expect(() => payments.confirmPayment(disputedState(), seekerId, { now })).toThrow(new RuleViolation('Disputed', 'This payment is disputed: staff decide it'));
    expect(() => payments.disputePayment(disputedState(), { side: 'lister', by: 'lister-1' }, { reason: 'again' }, { now })).toThrow(ConflictError);
    expect(() => payments.disputePayment(given(requested), { side: 'payer', by: seekerId }, { reason: 'x' }, { now })).toThrow(new RuleViolation('NotHeld', 'Only money held can be released, refunded or disputed'));
    expect(() => payments.disputePayment(heldState(), { side: 'payer', by: seekerId }, {}, { now })).toThrow(new ValidationError({ reason: 'Say why, in a few words' }));
  });

  test('when staff decide release, then all to the lister; refund, all to the payer', () => {
    const [decided, release] = payments.decidePayment(disputedState(), 'staff-1', { decision: 'release', reason: 'The viewing happened' }, { now }) as [PaymentEvent, PaymentEvent];
    expect(decided.data).toMatchObject({ staffId: 'staff-1', decision: 'release', listerShare: 5000, payerShare: 0 });
    expect(release).toMatchObject({ type: 'PaymentReleaseRequested', data: { amount: 5000, to: lister, cause: 'staff_decided' } });
    const refund = payments.decidePayment(disputedState(), 'staff-1', { decision: 'refund', reason: 'No-show' }, { now })[1]!;
    expect(refund).toMatchObject({ type: 'PaymentRefundRequested', data: { amount: 5000, cause: 'staff_decided' } });
  });

  test('when staff split, then the lister’s share is released and the rest refunded; both done, it is split', () => {
    const events = payments.decidePayment(disputedState(), 'staff-1', { decision: 'split', lister_share: 2000, reason: 'Late' }, { now });
    expect(events.map((e) => [e.type, 'amount' in e.data ? e.data.amount : undefined])).toEqual([
      ['PaymentDecided', undefined],
      ['PaymentReleaseRequested', 2000],
      ['PaymentRefundRequested', 3000],
    ]);
    let state = given(requested, pending, held, disputed, ...events);
    expect(state!.status).toBe('split_requested');
    state = given(requested, pending, held, disputed, ...events, ...payments.recordReleased(state, { transferReference: 'T', now }));
    expect(state!.status).toBe('split_requested');
    state = [...payments.recordRefunded(state, { refundReference: 'R', now })].reduce(payments.evolvePayment, state);
    expect(state).toMatchObject({ status: 'split', released: 2000, refunded: 3000 });
  });

  test('staff decide only a disputed payment or one held for them; a split gives the lister less than all', () => {
    expect(() => payments.decidePayment(heldState(), 'staff-1', { decision: 'release', reason: 'x' }, { now })).toThrow(new RuleViolation('NotDisputed', 'Staff decide only a disputed payment, or one held for them'));
    expect(() => payments.decidePayment(disputedState(), 'staff-1', { decision: 'split', lister_share: 5000, reason: 'x' }, { now })).toThrow(RuleViolation);
  });
});

describe('the calls’ shapes', () => {
  const errors = (schema: Parameters<typeof parseOrThrow>[0], input: unknown) => {
    try {
      parseOrThrow(schema, input);
      return {};
    } catch (e) {
      return (e as ValidationError).errors;
    }
  };

  test('a payment names what it is for, by its kind, and a Ghana mobile number', () => {
    expect(errors(requestPaymentSchema, {})).toMatchObject({ kind: expect.any(String), method: 'Choose mobile money or card' });
    expect(errors(requestPaymentSchema, { kind: 'viewing_fee', viewing_id: 'v1', method: 'momo' })).toEqual({ phone: expect.any(String), network: 'Choose MTN, Telecel or AirtelTigo' });
    expect(errors(requestPaymentSchema, { kind: 'viewing_fee', viewing_id: 'v1', method: 'card' })).toEqual({});
    expect(errors(requestPaymentSchema, { kind: 'deposit', viewing_id: 'v1', method: 'momo', phone: '0241234567', network: 'mtn' })).toEqual({ offer_id: 'Say which viewing, offer or stay you are paying for' });
    expect(errors(requestPaymentSchema, { kind: 'stay', stay_id: 's1', method: 'momo', phone: '0302123456', network: 'mtn' })).toEqual({ phone: 'Enter the Ghana mobile number that pays, e.g. 024 123 4567' });
    expect(body.phone).toBe('+233241234567');
  });

  test('a decision is release, refund or a split with the lister’s share', () => {
    expect(errors(decidePaymentSchema, { decision: 'split', reason: 'x' })).toEqual({ lister_share: 'Say how many pesewas go to the lister (the rest is refunded)' });
    expect(errors(decidePaymentSchema, { decision: 'release', lister_share: 5, reason: 'x' })).toEqual({ lister_share: 'A lister’s share is given only for a split' });
    expect(errors(decidePaymentSchema, { decision: 'keep', reason: '' })).toEqual({ decision: 'Choose release, refund or split', reason: 'Say why, in a few words' });
  });

  test('a viewing fee is at most GH₵ 100', () => {
    expect(errors(viewingFeeField, 100)).toEqual({});
    expect(errors(viewingFeeField, '101')).toEqual({ _: 'A viewing fee is from GH₵ 0 to GH₵ 100, to the pesewa' });
    expect(errors(viewingFeeField, '')).toEqual({});
  });
});

describe('a seeker’s word that the lister did not come', () => {
  const disputed = (noShow: boolean) => {
    const events = payments.disputePayment(heldState(), { side: 'payer', by: seekerId }, { reason: 'The lister did not come', ...(noShow ? { no_show: true } : {}) }, later(50 * HOUR));
    return given(requested, pending, held, ...events);
  };
  const dayAfter = new Date(now.getTime() + 50 * HOUR + payments.NO_SHOW_ANSWER_MS);

  test('given the no-show recorded on the viewing and not answered, when 24 hours pass, then the fee goes back to the seeker; not a moment before', () => {
    expect(payments.refundUnansweredNoShow(disputed(true), { now: new Date(dayAfter.getTime() - 1), recordedOnViewing: { answered: false } })).toEqual([]);
    expect(payments.refundUnansweredNoShow(disputed(true), { now: dayAfter, recordedOnViewing: { answered: false } })).toEqual([
      expect.objectContaining({ type: 'PaymentRefundRequested', data: expect.objectContaining({ amount: 5000, cause: 'no_show_unanswered' }) }),
    ]);
  });

  test('given the slot has not begun, then the seeker’s word is a dispute for staff, not a no-show', () => {
    const early = given(requested, pending, held, ...payments.disputePayment(heldState(), { side: 'payer', by: seekerId }, { reason: 'The lister did not come', no_show: true }, later(2 * HOUR)));
    expect(early?.noShowClaimed).toBeUndefined();
    expect(payments.refundUnansweredNoShow(early, { now: dayAfter, recordedOnViewing: { answered: false } })).toEqual([]);
  });

  test('given the lister answered it, or the viewing never recorded it, or the dispute was about something else, then staff decide: nothing moves by itself', () => {
    expect(payments.refundUnansweredNoShow(disputed(true), { now: dayAfter, recordedOnViewing: { answered: true } })).toEqual([]);
    expect(payments.refundUnansweredNoShow(disputed(true), { now: dayAfter, recordedOnViewing: undefined })).toEqual([]);
    expect(payments.refundUnansweredNoShow(disputed(false), { now: dayAfter, recordedOnViewing: { answered: false } })).toEqual([]);
  });
});
