import { randomUUID } from 'node:crypto';
import { APPROVED_TEST_CARD, DECLINED_TEST_CARD, type PaymentSimulator } from '@fie/stores';
import { listHouse, signUpOwner } from '../testing/listings';
import { movableClock, startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';
import { bookViewing, slotAt } from '../testing/payments';

/**
 * Paying by card, and the quote read before paying (issue 33), over HTTP against the simulator. A card collection
 * answers with its checkout page (the simulator's own, as Paystack answers authorization_url); the payment stays
 * pending until the payer pays there, and the result reaches Fie by the signed callback and the status check.
 * A dollar-priced dealing is quoted in cedis with the dollars and the rate, and charged exactly what was quoted.
 */
type Person = { token: string; user: { id: string } };
let fie: TestMarketplace;
let owner: Person;
let seeker: Person;
let other: Person;
let staffToken: string;
const clock = movableClock();

beforeAll(async () => {
  fie = await startTestMarketplace({}, { now: clock.now });
  owner = await signUpOwner(fie, { email: 'ama.card@example.com', firstName: 'Ama', lastName: 'Owusu', phoneNumber: '0244123457' });
  seeker = await fie.signUpAndConfirm({ email: 'yaw.card@example.com', firstName: 'Yaw', lastName: 'Darko', phoneNumber: '0551234568' });
  other = await fie.signUpAndConfirm({ email: 'akos.card@example.com', firstName: 'Akosua', lastName: 'Frimpong', phoneNumber: '0201234568' });
  staffToken = (await fie.request('POST', '/api/admin/auth/login', { email: fie.admin.email, password: fie.admin.password })).body.token;
}, 90_000);
afterAll(async () => fie.stop());

const simulator = () => fie.stores.payments as PaymentSimulator;
let hour = 8;
async function bookedViewing(fee: number) {
  const house = await listHouse(fie, owner.token, { viewing_fee: fee });
  return bookViewing(fie, { id: house.id, listerId: owner.user.id }, slotAt(clock.now(), 3, (hour++ % 10) + 8), seeker);
}
const pay = (body: Record<string, unknown>, token = seeker.token) => fie.request('POST', '/api/payments', body, token, { 'Idempotency-Key': randomUUID() });
const byCard = (id: string, card_number: string, token = seeker.token) => fie.request('POST', `/api/payments/simulator/${id}/approve`, { card_number, expiry: '09/30', cvc: '123' }, token);
const one = async (id: string, token = seeker.token) => (await fie.request('GET', `/api/payments/${id}`, undefined, token)).body.result;
async function statusOf(id: string, status: string) {
  const until = Date.now() + 10_000;
  for (;;) {
    const payment = await one(id);
    if (payment?.status === status) return payment;
    if (Date.now() > until) throw new Error(`timed out waiting for ${status}; last: ${JSON.stringify(payment).slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
const quote = (query: string, token = seeker.token) => fie.request('GET', `/api/payments/quote?${query}`, undefined, token);

describe('paying a viewing fee by card', () => {
  test('When the seeker pays by card, then 201 pending with the checkout page and no number; the payment waits there; paid with a test card, the callback and the status check hold it', async () => {
    const viewingId = await bookedViewing(50);
    const res = await pay({ kind: 'viewing_fee', viewing_id: viewingId, method: 'card' });
    expect(res).toMatchObject({ status: 201, body: { result: { status: 'pending', amount: 5000, currency: 'GHS', method: 'card', checkout_url: `/simulator/card/${res.body.result.id}` } } });
    const id = res.body.result.id as string;
    expect(await one(id)).toMatchObject({ status: 'pending', method: 'card', network: null, phoneEnding: '', checkoutUrl: `/simulator/card/${id}` });
    // The lister never sees the payer's checkout page.
    expect(await one(id, owner.token)).toMatchObject({ side: 'lister', checkoutUrl: null });
    // A PIN does not pay a card.
    expect(await fie.request('POST', `/api/payments/simulator/${id}/approve`, { pin: '1234' }, seeker.token)).toMatchObject({ status: 400, body: { errors: { card_number: expect.any(String) } } });
    expect(await byCard(id, '4084 0840 8408 4082')).toMatchObject({ status: 400, body: { errors: { card_number: 'Enter the card’s number as printed on it' } } });
    expect((await one(id)).status).toBe('pending');

    expect(await byCard(id, APPROVED_TEST_CARD)).toMatchObject({ status: 200, body: { message: 'Payment approved' } });
    const held = await statusOf(id, 'held');
    expect(held).toMatchObject({ heldAmount: 5000, mismatch: false, checkoutUrl: null });
    expect(held.history.map((h: { type: string }) => h.type)).toEqual(['PaymentRequested', 'PaymentPending', 'PaymentHeld']);
  });

  test('When the card’s bank declines it, then the payment fails, nothing is taken, and the viewing may be paid again', async () => {
    const viewingId = await bookedViewing(40);
    const { body } = await pay({ kind: 'viewing_fee', viewing_id: viewingId, method: 'card' });
    expect(await byCard(body.result.id, DECLINED_TEST_CARD)).toMatchObject({ status: 200, body: { message: 'The card’s bank declined the payment. Nothing was taken.' } });
    const failed = await statusOf(body.result.id, 'failed');
    expect(failed.history.at(-1)).toMatchObject({ type: 'PaymentFailed', cause: 'card_declined' });
    expect((await pay({ kind: 'viewing_fee', viewing_id: viewingId, method: 'card' })).status).toBe(201);
  });

  test('When the payer cancels on the checkout page, then it fails; someone else cannot pay it for them', async () => {
    const viewingId = await bookedViewing(35);
    const { body } = await pay({ kind: 'viewing_fee', viewing_id: viewingId, method: 'card' });
    expect((await byCard(body.result.id, APPROVED_TEST_CARD, other.token)).status).toBe(404);
    expect((await fie.request('POST', `/api/payments/simulator/${body.result.id}/decline`, {}, seeker.token)).status).toBe(200);
    await statusOf(body.result.id, 'failed');
  });

  test('When the lister cancels the viewing, then a card payment is refunded to the card', async () => {
    const viewingId = await bookedViewing(45);
    const { body } = await pay({ kind: 'viewing_fee', viewing_id: viewingId, method: 'card' });
    await byCard(body.result.id, APPROVED_TEST_CARD);
    await statusOf(body.result.id, 'held');
    expect((await fie.request('POST', `/api/viewings/${viewingId}/cancel`, { reason: 'Let to someone else' }, owner.token)).status).toBe(200);
    await statusOf(body.result.id, 'refunded');
    expect((await simulator().find(`fie-${body.result.id}`))!.refunds).toEqual([expect.objectContaining({ amount: 4500, to: 'card' })]);
  });
});

describe('the quote: what a payment would be, before paying', () => {
  async function acceptedUsdOffer(advanceMonths: number) {
    const house = await listHouse(fie, owner.token, { payment_plan: 'MONTHLY', price: 400, currency: 'USD' });
    const offered = await fie.request('POST', `/api/properties/${house.id}/offers`, { amount: 400, currency: 'USD', advance_months: advanceMonths }, seeker.token);
    if (offered.status !== 201) throw new Error(`offer failed: ${JSON.stringify(offered.body)}`);
    await fie.request('POST', `/api/offers/${offered.body.result.id}/accept`, {}, owner.token);
    return offered.body.result.id as string;
  }
  const setRate = async (usdToGhs: number) => expect((await fie.request('PUT', '/api/admin/settings/exchange-rate', { usdToGhs }, staffToken)).status).toBe(200);

  test('A dollar-priced deposit is quoted in cedis with the dollars it comes from, the day’s rate and the Rent Act’s cut; the payment charges exactly that', async () => {
    await setRate(15);
    const offerId = await acceptedUsdOffer(3);
    const res = await quote(`kind=deposit&offer_id=${offerId}`);
    expect(res).toMatchObject({
      status: 200,
      body: {
        result: {
          kind: 'deposit',
          amount: 600_000,
          currency: 'GHS',
          source: { amount: 40_000, currency: 'USD' },
          rate: 15,
          rate_set_at: expect.any(String),
          capped: { agreed_months: 3, collected_months: 1, why: expect.stringContaining('The Rent Act allows at most 1 month') },
        },
      },
    });
    const paid = await pay({ kind: 'deposit', offer_id: offerId, method: 'card', expected_amount: res.body.result.amount });
    expect(paid).toMatchObject({ status: 201, body: { result: { amount: 600_000 } } });
    expect(await one(paid.body.result.id)).toMatchObject({ source: { amount: 40_000, currency: 'USD' }, usdToGhs: 15 });
  });

  test('When the rate changes between the quote and the payment, then nothing is charged (409 AmountChanged) and the new quote says the new amount', async () => {
    await setRate(15);
    const offerId = await acceptedUsdOffer(1);
    const before = (await quote(`kind=deposit&offer_id=${offerId}`)).body.result;
    await setRate(16);
    expect(await pay({ kind: 'deposit', offer_id: offerId, method: 'card', expected_amount: before.amount })).toMatchObject({ status: 409, body: { code: 'AmountChanged', errors: { expected_amount: expect.any(String) } } });
    expect((await fie.request('GET', '/api/payments', undefined, seeker.token)).body.result.payments.filter((p: { dealingId: string }) => p.dealingId === offerId)).toEqual([]);
    const after = (await quote(`kind=deposit&offer_id=${offerId}`)).body.result;
    expect(after).toMatchObject({ amount: 640_000, rate: 16 });
    expect((await pay({ kind: 'deposit', offer_id: offerId, method: 'card', expected_amount: after.amount })).status).toBe(201);
  });

  test('A cedi-priced viewing fee is quoted without a rate; only the payer of the dealing is answered', async () => {
    const viewingId = await bookedViewing(30);
    expect((await quote(`kind=viewing_fee&viewing_id=${viewingId}`)).body.result).toEqual({ kind: 'viewing_fee', amount: 3000, currency: 'GHS', source: { amount: 3000, currency: 'GHS' }, rate: null, rate_set_at: null, release_after: expect.any(String) });
    expect(await quote(`kind=viewing_fee&viewing_id=${viewingId}`, other.token)).toMatchObject({ status: 403, body: { code: 'NotYourDealing' } });
    expect((await quote(`kind=viewing_fee&viewing_id=${viewingId}`, owner.token)).status).toBe(403);
    expect((await fie.request('GET', `/api/payments/quote?kind=viewing_fee&viewing_id=${viewingId}`)).status).toBe(401);
    expect(await quote('kind=deposit')).toMatchObject({ status: 400, body: { errors: { offer_id: expect.any(String) } } });
    expect(await quote(`kind=deposit&offer_id=${randomUUID()}`)).toMatchObject({ status: 404, body: { code: 'DealingNotFound' } });
  });
});
