import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { disputePhotoToken } from '@fie/platform';
import { PaymentProviderUnavailable, PaymentSimulator, type PaymentProvider } from '@fie/stores';
import { listHouse, signUpOwner, uploadPhotos } from '../testing/listings';
import { movableClock, startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';
import { waitFor } from '../testing/wait';
import { bookViewing, MOMO as momo, slotAt } from '../testing/payments';

/**
 * Payments into the hold and out of it (issue 33), over HTTP against the simulator: one marketplace, a clock the
 * tests move, the reconciler's rounds called when a test wants one (as its timer would, each minute).
 */
type Person = { token: string; user: { id: string }; email: string };
let fie: TestMarketplace;
let owner: Person;
let seeker: Person;
let other: Person;
let staffToken: string;
const clock = movableClock();
const HOUR = 3_600_000;

/** The provider, made not to answer collections while `providerDown` (a network out, Paystack down). */
let providerDown = false;
const flaky = (provider: PaymentProvider) =>
  new Proxy(provider, {
    get(target, key) {
      if (key === 'collect' && providerDown) return async () => Promise.reject(new PaymentProviderUnavailable('the provider does not answer'));
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });

beforeAll(async () => {
  fie = await startTestMarketplace({}, { now: clock.now, wrapStores: (stores) => ({ ...stores, payments: flaky(stores.payments) }) });
  owner = await signUpOwner(fie, { email: 'kwame.pay@example.com', firstName: 'Kwame', lastName: 'Boateng', phoneNumber: '0244123456' });
  seeker = await fie.signUpAndConfirm({ email: 'efua.pay@example.com', firstName: 'Efua', lastName: 'Mensah', phoneNumber: '0551234567' });
  other = await fie.signUpAndConfirm({ email: 'kofi.pay@example.com', firstName: 'Kofi', lastName: 'Asante', phoneNumber: '0201234567' });
  staffToken = (await fie.request('POST', '/api/admin/auth/login', { email: fie.admin.email, password: fie.admin.password })).body.token;
}, 90_000);
afterAll(async () => fie.stop());

const simulator = () => fie.stores.payments as PaymentSimulator;
const day = (n: number) => new Date(clock.now().getTime() + n * 86_400_000).toISOString().slice(0, 10);
let hour = 8;
/** A house with a viewing fee, and a viewing of it booked by `who`. */
async function bookedViewing(fee: number | undefined = 50, who: Person = seeker) {
  const house = await listHouse(fie, owner.token, fee === undefined ? {} : { viewing_fee: fee });
  const start = slotAt(clock.now(), 3, (hour++ % 10) + 8);
  return { house, viewingId: await bookViewing(fie, { id: house.id, listerId: owner.user.id }, start, who), start };
}
const pay = (body: Record<string, unknown>, token = seeker.token, key: string | undefined = randomUUID(), headers: Record<string, string> = {}) =>
  fie.request('POST', '/api/payments', body, token, { ...(key ? { 'Idempotency-Key': key } : {}), ...headers });
const payViewing = (viewingId: string, token = seeker.token) => pay({ kind: 'viewing_fee', viewing_id: viewingId, ...momo }, token);
const approve = (id: string, body: Record<string, unknown> = { pin: '1234' }, token = seeker.token) => fie.request('POST', `/api/payments/simulator/${id}/approve`, body, token);
const one = async (id: string, token = seeker.token) => (await fie.request('GET', `/api/payments/${id}`, undefined, token)).body.result;
const statusOf = (id: string, status: string) => waitFor(() => one(id), (p) => p?.status === status);
/** A viewing fee paid and held. */
async function heldViewingFee(fee = 50) {
  const { viewingId, house, start } = await bookedViewing(fee);
  const { body } = await payViewing(viewingId);
  await approve(body.result.id);
  await statusOf(body.result.id, 'held');
  return { id: body.result.id as string, viewingId, house, start };
}

describe('paying a viewing fee by mobile money', () => {
  test('When the seeker pays and approves with the PIN, then 201 pending for 5,000 pesewas in GHS; the callback holds it; both sides see it with its history; the payer confirms and the lister’s number receives it once', async () => {
    const { viewingId } = await bookedViewing(50);
    const res = await payViewing(viewingId);
    expect(res).toMatchObject({ status: 201, body: { message: 'Approve the payment on your phone', result: { status: 'pending', amount: 5000, currency: 'GHS', kind: 'viewing_fee' } } });
    const id = res.body.result.id;

    expect((await approve(id)).status).toBe(200);
    const held = await statusOf(id, 'held');
    expect(held).toMatchObject({ side: 'payer', heldAmount: 5000, mismatch: false, phoneEnding: '567', next: { what: 'released_unless_disputed' } });
    expect(held.history.map((h: { type: string }) => h.type)).toEqual(['PaymentRequested', 'PaymentPending', 'PaymentHeld']);
    expect(held).not.toHaveProperty('phone');
    expect(await one(id, owner.token)).toMatchObject({ side: 'lister', status: 'held' });
    expect((await fie.request('GET', '/api/payments', undefined, owner.token)).body.result.payments.map((p: { id: string }) => p.id)).toContain(id);

    expect(await fie.request('POST', `/api/payments/${id}/confirm`, {}, seeker.token)).toMatchObject({ status: 200, body: { result: { status: 'release_requested' } } });
    await statusOf(id, 'released');
    expect((await simulator().sentTransfers()).filter((t) => t.key === `release-${id}`)).toEqual([expect.objectContaining({ amount: 5000, phone: '+233244123456', network: 'mtn' })]);
    // Confirming again changes nothing, and nothing goes out twice.
    expect((await fie.request('POST', `/api/payments/${id}/confirm`, {}, seeker.token)).body.result.status).toBe('released');
    expect((await one(id)).history.filter((h: { type: string }) => h.type === 'PaymentReleased')).toHaveLength(1);
  });

  test('A repeated request with the same Idempotency-Key answers the same payment; without a key it is refused, saying why', async () => {
    const { viewingId } = await bookedViewing(20);
    const key = randomUUID();
    const body = { kind: 'viewing_fee', viewing_id: viewingId, ...momo };
    expect(await pay(body, seeker.token, '')).toMatchObject({ status: 400, body: { code: 'IdempotencyKeyRequired', errors: { 'Idempotency-Key': expect.any(String) } } });
    const first = await pay(body, seeker.token, key);
    const again = await pay(body, seeker.token, key);
    expect(again.body.result.id).toBe(first.body.result.id);
    // Another key while one is live: already being paid.
    expect(await pay(body, seeker.token)).toMatchObject({ status: 409, body: { code: 'AlreadyPaying', errors: { viewing_id: expect.any(String) } } });
  });

  test('When the payer declines on their phone, then the payment fails, and the viewing may be paid again', async () => {
    const { viewingId } = await bookedViewing(30);
    const { body } = await payViewing(viewingId);
    expect((await fie.request('POST', `/api/payments/simulator/${body.result.id}/decline`, {}, seeker.token)).status).toBe(200);
    const failed = await statusOf(body.result.id, 'failed');
    expect(failed.history.at(-1)).toMatchObject({ type: 'PaymentFailed', cause: 'declined' });
    expect((await payViewing(viewingId)).status).toBe(201);
  });

  test('A wrong PIN leaves it pending (400, the field named)', async () => {
    const { viewingId } = await bookedViewing(30);
    const { body } = await payViewing(viewingId);
    expect(await approve(body.result.id, { pin: '9999' })).toMatchObject({ status: 400, body: { code: 'WrongPin', errors: { pin: 'That PIN is not right' } } });
    expect((await one(body.result.id)).status).toBe('pending');
  });

  test('When the payer never answers, then after its time the reconciler expires it', async () => {
    const { viewingId } = await bookedViewing(40);
    const { body } = await payViewing(viewingId);
    await fie.payments.tick();
    expect((await one(body.result.id)).status).toBe('pending');
    await fie.payments.tick(new Date(clock.now().getTime() + 31 * 60_000));
    await statusOf(body.result.id, 'expired');
  });

  test('When the callback is dropped, then the reconciler asks the provider and holds the money', async () => {
    const { viewingId } = await bookedViewing(60);
    const { body } = await payViewing(viewingId);
    await approve(body.result.id, { pin: '1234', callback: 'drop' });
    await new Promise((r) => setTimeout(r, 300));
    expect((await one(body.result.id)).status).toBe('pending');
    await fie.payments.tick();
    await statusOf(body.result.id, 'held');
  });

  test('When the provider does not answer, then the payment is kept as requested and sent again by the reconciler, under the same reference: never lost, never doubled', async () => {
    const { viewingId } = await bookedViewing(90);
    providerDown = true;
    const res = await payViewing(viewingId);
    providerDown = false;
    expect(res).toMatchObject({ status: 201, body: { result: { status: 'requested', amount: 9000 } } });
    expect(res.body.message).toContain('has not answered yet');
    expect(await simulator().find(`fie-${res.body.result.id}`)).toBeUndefined();
    await fie.payments.tick();
    await statusOf(res.body.result.id, 'pending');
    await fie.payments.tick();
    await approve(res.body.result.id);
    await statusOf(res.body.result.id, 'held');
    expect((await simulator().find(`fie-${res.body.result.id}`))!.amount).toBe(9000);
  });

  test('When the callback comes twice, then the money is held once', async () => {
    const { viewingId } = await bookedViewing(70);
    const { body } = await payViewing(viewingId);
    await approve(body.result.id, { pin: '1234', callback: 'duplicate' });
    await statusOf(body.result.id, 'held');
    await new Promise((r) => setTimeout(r, 500));
    expect((await one(body.result.id)).history.filter((h: { type: string }) => h.type === 'PaymentHeld')).toHaveLength(1);
  });
});

describe('the provider’s callback', () => {
  test('An unsigned or wrongly signed callback is 401 and changes nothing; a signed one only makes Fie ask the provider, so a body claiming success for a payment still pending credits nothing', async () => {
    const { viewingId } = await bookedViewing(80);
    const { body } = await payViewing(viewingId);
    const id = body.result.id;
    const claim = JSON.stringify({ event: 'charge.success', data: { reference: `fie-${id}`, status: 'success', amount: 8000, currency: 'GHS' } });
    const send = (headers: Record<string, string>) => fie.request('POST', '/api/payments/callback/simulator', claim, undefined, { 'content-type': 'application/json', ...headers });
    expect(await send({})).toMatchObject({ status: 401, body: { code: 'InvalidSignature' } });
    expect((await send({ 'x-paystack-signature': 'ab'.repeat(64) })).status).toBe(401);
    expect((await send({ 'x-paystack-signature': simulator().sign(`${claim} `) })).status).toBe(401);
    expect((await send({ 'x-paystack-signature': simulator().sign(claim) })).status).toBe(200);
    const after = await one(id);
    expect(after.status).toBe('pending');
    expect(after.history.map((h: { type: string }) => h.type)).toEqual(['PaymentRequested', 'PaymentPending']);
    expect((await fie.request('POST', '/api/payments/callback/paystack', claim, undefined, { 'x-paystack-signature': simulator().sign(claim) })).status).toBe(404);
  });
});

describe('out of the hold', () => {
  test('When the lister cancels the viewing, then what is held is refunded at once', async () => {
    const { id, viewingId } = await heldViewingFee(45);
    expect((await fie.request('POST', `/api/viewings/${viewingId}/cancel`, { reason: 'The tenant stays on' }, owner.token)).status).toBe(200);
    const refunded = await statusOf(id, 'refunded');
    expect(refunded.history.find((h: { type: string }) => h.type === 'PaymentRefundRequested')).toMatchObject({ amount: 4500, cause: 'viewing_cancelled' });
    expect((await simulator().find(`fie-${id}`))!.refunds).toEqual([expect.objectContaining({ key: `refund-${id}`, amount: 4500 })]);
  });

  test('24 hours after the slot, unless disputed, the viewing fee goes to the lister; before then nothing moves', async () => {
    const { id, start, viewingId } = await heldViewingFee(35);
    expect((await fie.request('POST', `/api/viewings/${viewingId}/confirm`, {}, owner.token)).status).toBe(200);
    await fie.payments.tick(new Date(Date.parse(start) + 23 * HOUR));
    expect((await one(id)).status).toBe('held');
    await fie.payments.tick(new Date(Date.parse(start) + 24 * HOUR));
    await statusOf(id, 'released');
  });

  test('A dispute keeps the money held past its time; staff decide release, and it reaches the lister', async () => {
    const { id, start } = await heldViewingFee(55);
    expect(await fie.request('POST', `/api/payments/${id}/dispute`, { reason: 'The lister did not come', details: 'I waited an hour' }, seeker.token)).toMatchObject({ status: 200, body: { result: { status: 'disputed' } } });
    await fie.payments.tick(new Date(Date.parse(start) + 48 * HOUR));
    expect((await one(id)).status).toBe('disputed');
    expect((await fie.request('GET', '/api/admin/payments?filter=%7B%22status%22%3A%22disputed%22%7D', undefined, staffToken)).body.map((p: { id: string }) => p.id)).toContain(id);
    expect(await fie.request('POST', `/api/admin/payments/${id}/decide`, { decision: 'release', reason: 'The lister showed the house' }, staffToken)).toMatchObject({ status: 200, body: { result: { status: 'release_requested' } } });
    const released = await statusOf(id, 'released');
    expect(released.history.find((h: { type: string }) => h.type === 'PaymentDecided')).toMatchObject({ decision: 'release', reason: 'The lister showed the house' });
  });

  test('A dispute may carry photos the disputing side uploaded: staff and both sides see them; someone else’s photo, or a seventh, is refused and changes nothing', async () => {
    const { id } = await heldViewingFee(40);
    const mine = await uploadPhotos(fie, seeker.token, 2);
    const theirs = await uploadPhotos(fie, other.token, 1);
    expect(await fie.request('POST', `/api/payments/${id}/dispute`, { reason: 'The room was not as shown', photos: [mine[0], theirs[0]] }, seeker.token)).toMatchObject({ status: 403, body: { errors: { photos: theirs[0] } } });
    expect((await fie.request('POST', `/api/payments/${id}/dispute`, { reason: 'The room was not as shown', photos: Array(7).fill(mine[0]) }, seeker.token)).body.errors).toEqual({ photos: 'Add at most 6 photos' });
    expect((await one(id)).status).toBe('held');
    expect(await fie.request('POST', `/api/payments/${id}/dispute`, { reason: 'The room was not as shown', photos: mine }, seeker.token)).toMatchObject({ status: 200, body: { result: { status: 'disputed' } } });
    const step = (await statusOf(id, 'disputed')).history.find((h: { type: string }) => h.type === 'PaymentDisputed');
    expect(step.photos).toEqual(mine.map((name) => ({ name, thumbnail: expect.stringContaining(name), location: expect.stringContaining(name) })));
    const staffView = (await fie.request('GET', `/api/admin/payments/${id}`, undefined, staffToken)).body;
    expect(JSON.stringify(staffView)).toContain(mine[1]);
    expect((await fie.request('GET', step.photos[0].thumbnail)).status).toBe(200);
  });

  test('A dispute’s photos are not public: only on the signed links its sides’ and staff’s views carry; bare, altered or expired links find nothing, and a listing’s photos stay public', async () => {
    const { id } = await heldViewingFee(41);
    const [photo] = await uploadPhotos(fie, seeker.token, 1);
    const bare = `/api/properties/images/${photo}/thumb.webp`;
    // Public until it is sent with a dispute, as any upload before it is used.
    expect((await fie.request('GET', bare)).status).toBe(200);
    expect((await fie.request('POST', `/api/payments/${id}/dispute`, { reason: 'The room was not as shown', photos: [photo] }, seeker.token)).status).toBe(200);
    const step = (await statusOf(id, 'disputed')).history.find((h: { type: string }) => h.type === 'PaymentDisputed');
    const signed = new URL(step.photos[0].thumbnail, fie.url);
    expect(signed.pathname).toBe(bare);
    const seen = await fetch(signed);
    expect({ status: seen.status, type: seen.headers.get('content-type'), cache: seen.headers.get('cache-control') }).toEqual({ status: 200, type: 'image/webp', cache: 'private, max-age=3600' });
    // The lister's and staff's views carry working links too; the large photo is signed on its own.
    const listerStep = (await fie.request('GET', `/api/payments/${id}`, undefined, owner.token)).body.result.history.find((h: { type: string }) => h.type === 'PaymentDisputed');
    expect((await fetch(new URL(listerStep.photos[0].location, fie.url))).status).toBe(200);
    const staffStep = (await fie.request('GET', `/api/admin/payments/${id}`, undefined, staffToken)).body.history.find((h: { type: string }) => h.type === 'PaymentDisputed');
    expect((await fetch(new URL(staffStep.photos[0].thumbnail, fie.url))).status).toBe(200);
    // Without the link, with its body alone, with a later expiry under its signature, signed but past its expiry, or
    // with a changed signature: not found.
    const [body, mac] = signed.searchParams.get('token')!.split('.');
    const later = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), e: Math.floor(Date.now() / 1000) + 86_400 })).toString('base64url');
    const { codeSecret } = JSON.parse(readFileSync(join(fie.dataDir, 'secrets.json'), 'utf8')) as { codeSecret: string };
    const past = disputePhotoToken(codeSecret, photo!, Math.floor(Date.now() / 1000) - 60);
    for (const url of [bare, `${bare}?token=${body}`, `${bare}?token=${later}.${mac}`, `${bare}?token=${past}`, `/api/properties/images/${photo}/large.webp?token=${body}.${mac!.slice(1)}A`]) {
      expect({ url, status: (await fie.request('GET', url)).status }).toEqual({ url, status: 404 });
    }
    // A listing's photos are everybody's, cached for a year.
    const listed = await fetch(new URL(`/api/properties/images/${(await uploadPhotos(fie, owner.token, 1))[0]}/thumb.webp`, fie.url));
    expect({ status: listed.status, cache: listed.headers.get('cache-control') }).toEqual({ status: 200, cache: 'public, max-age=31536000, immutable' });
  });

  test('Staff decide refund: all back to the payer; a split: the lister’s share out, the rest back', async () => {
    const refunded = await heldViewingFee(65);
    await fie.request('POST', `/api/payments/${refunded.id}/dispute`, { reason: 'Not the owner' }, seeker.token);
    expect((await fie.request('POST', `/api/admin/payments/${refunded.id}/decide`, { decision: 'refund', reason: 'The owner confirmed he never listed it' }, staffToken)).status).toBe(200);
    await statusOf(refunded.id, 'refunded');

    const split = await heldViewingFee(100);
    await fie.request('POST', `/api/payments/${split.id}/dispute`, { reason: 'The lister came two hours late' }, seeker.token);
    expect((await fie.request('POST', `/api/admin/payments/${split.id}/decide`, { decision: 'split', lister_share: 4000, reason: 'Late, but shown' }, staffToken)).status).toBe(200);
    const done = await statusOf(split.id, 'split');
    expect(done).toMatchObject({ released: 4000, refunded: 6000 });
  });
});

describe('the Rent Act’s advance cap', () => {
  async function acceptedOffer(plan: 'MONTHLY' | 'YEARLY', advance: number, moveIn?: string) {
    const house = await listHouse(fie, owner.token, { payment_plan: plan, price: plan === 'YEARLY' ? 30000 : 2500 });
    const terms = { amount: 2500, currency: 'GHS', advance_months: advance, ...(moveIn ? { move_in_date: moveIn } : {}) };
    const offered = await fie.request('POST', `/api/properties/${house.id}/offers`, terms, seeker.token);
    await fie.request('POST', `/api/offers/${offered.body.result.id}/accept`, {}, owner.token);
    return offered.body.result.id as string;
  }

  test('A yearly tenancy agreed with 12 months in advance collects six, and says why; a monthly tenancy collects one', async () => {
    const yearly = await pay({ kind: 'deposit', offer_id: await acceptedOffer('YEARLY', 12), ...momo });
    expect(yearly).toMatchObject({ status: 201, body: { result: { amount: 6 * 250_000, advance: { agreed_months: 12, collected_months: 6, why: expect.stringContaining('The Rent Act allows at most 6 months') } } } });
    const monthly = await pay({ kind: 'deposit', offer_id: await acceptedOffer('MONTHLY', 3), ...momo });
    expect(monthly.body.result).toMatchObject({ amount: 250_000, advance: { agreed_months: 3, collected_months: 1 } });
  });

  test('Before paying, the quote says the deposit it will ask, with the Rent Act’s cap, as the payment then asks it', async () => {
    const offerId = await acceptedOffer('MONTHLY', 3);
    const quote = await fie.request('GET', `/api/payments/quote?kind=deposit&offer_id=${offerId}`, undefined, seeker.token);
    expect(quote.body.result).toMatchObject({ amount: 250_000, currency: 'GHS', release_after: null, capped: { agreed_months: 3, collected_months: 1, why: expect.stringContaining('The Rent Act allows at most 1 month') } });
    const paid = await pay({ kind: 'deposit', offer_id: offerId, expected_amount: quote.body.result.amount, ...momo });
    expect(paid.body.result).toMatchObject({ amount: quote.body.result.amount, advance: { why: quote.body.result.capped.why } });
  });

  test('A deposit held is released when the payer confirms the keys', async () => {
    const { body } = await pay({ kind: 'deposit', offer_id: await acceptedOffer('YEARLY', 2), ...momo });
    await approve(body.result.id);
    await statusOf(body.result.id, 'held');
    expect((await one(body.result.id)).next).toEqual({ what: 'released_on_confirmation', at: null });
    await fie.request('POST', `/api/payments/${body.result.id}/confirm`, {}, seeker.token);
    await statusOf(body.result.id, 'released');
  });

  test('With a move-in date agreed, the deposit goes to the lister by itself 72 hours after it unless disputed; the quote says when, before paying', async () => {
    const moveIn = day(10);
    const releaseAt = new Date(Date.parse(`${moveIn}T12:00:00Z`) + 72 * HOUR).toISOString();
    const offerId = await acceptedOffer('MONTHLY', 1, moveIn);
    const quote = await fie.request('GET', `/api/payments/quote?kind=deposit&offer_id=${offerId}`, undefined, seeker.token);
    expect(quote).toMatchObject({ status: 200, body: { result: { amount: 250_000, release_after: releaseAt } } });
    const { body } = await pay({ kind: 'deposit', offer_id: offerId, ...momo });
    await approve(body.result.id);
    await statusOf(body.result.id, 'held');
    expect((await one(body.result.id)).next).toEqual({ what: 'released_on_keys_or_at', at: releaseAt });
    expect((await one(body.result.id, owner.token)).next).toEqual({ what: 'released_on_keys_or_at', at: releaseAt });
    await fie.payments.tick(new Date(Date.parse(releaseAt) - HOUR));
    expect((await one(body.result.id)).status).toBe('held');
    await fie.payments.tick(new Date(releaseAt));
    const released = await statusOf(body.result.id, 'released');
    expect(released.history.find((h: { type: string }) => h.type === 'PaymentReleaseRequested')).toMatchObject({ cause: 'time_passed', amount: 250_000 });

    // Disputed before then, it waits for staff however long it is past.
    const disputed = await pay({ kind: 'deposit', offer_id: await acceptedOffer('MONTHLY', 1, moveIn), ...momo });
    await approve(disputed.body.result.id);
    await statusOf(disputed.body.result.id, 'held');
    expect((await fie.request('POST', `/api/payments/${disputed.body.result.id}/dispute`, { reason: 'The room was let to someone else' }, seeker.token)).status).toBe(200);
    await fie.payments.tick(new Date(Date.parse(releaseAt) + 48 * HOUR));
    expect((await one(disputed.body.result.id)).status).toBe('disputed');
  });
});

describe('stays and deposits the lister ends', () => {
  test('A stay is paid for its nights at the nightly rate; declined by the lister, what is held goes back at once', async () => {
    const stay = await listHouse(fie, owner.token, { acquisition: 'short_stay', payment_plan: 'DAILY', price: '650', stay_start_date: day(1), stay_end_date: day(120) });
    const asked = await fie.request('POST', `/api/properties/${stay.id}/stay-requests`, { start: day(10), end: day(13), guests: 2 }, seeker.token);
    const { body } = await pay({ kind: 'stay', stay_id: asked.body.stay.id, ...momo });
    expect(body.result).toMatchObject({ kind: 'stay', amount: 3 * 65_000, status: 'pending' });
    await approve(body.result.id);
    await statusOf(body.result.id, 'held');
    expect((await fie.request('POST', `/api/stay-requests/${asked.body.stay.id}/decline`, {}, owner.token)).status).toBe(200);
    const refunded = await statusOf(body.result.id, 'refunded');
    expect(refunded.history.find((h: { type: string }) => h.type === 'PaymentRefundRequested')).toMatchObject({ cause: 'stay_ended', amount: 195_000 });
  });

  test('A stay request the lister does not answer in two days closes; what was paid for it goes back, and both sides are told', async () => {
    const stay = await listHouse(fie, owner.token, { acquisition: 'short_stay', payment_plan: 'DAILY', price: '400', stay_start_date: day(1), stay_end_date: day(120) });
    const asked = await fie.request('POST', `/api/properties/${stay.id}/stay-requests`, { start: day(20), end: day(22), guests: 1 }, seeker.token);
    const stayId = asked.body.stay.id as string;
    const { body } = await pay({ kind: 'stay', stay_id: stayId, ...momo });
    await approve(body.result.id);
    await statusOf(body.result.id, 'held');
    const listed = (await fie.request('GET', '/api/stay-requests', undefined, seeker.token)).body.result.stays as { id: string; requestedAt: string; answerBy: string }[];
    const answerBy = new Date(Date.parse(listed.find((s) => s.id === stayId)!.requestedAt) + 48 * HOUR).toISOString();
    expect(listed.find((s) => s.id === stayId)).toMatchObject({ status: 'pending', answerBy });

    expect(await fie.stays.tick(new Date(Date.parse(answerBy) - HOUR))).toBe(0);
    // Past its time the lister can no longer accept it, even before the clock's round has closed it.
    clock.advance(48 * HOUR);
    expect(await fie.request('POST', `/api/stay-requests/${stayId}/accept`, {}, owner.token)).toMatchObject({ status: 400, body: { code: 'NotPending', message: 'This stay request is no longer open: it was not answered in time, so it cannot be answered now' } });
    expect(await fie.stays.tick()).toBe(1);
    expect(await fie.stays.tick()).toBe(0);
    const refunded = await statusOf(body.result.id, 'refunded');
    expect(refunded.history.find((h: { type: string }) => h.type === 'PaymentRefundRequested')).toMatchObject({ cause: 'stay_ended', amount: 80_000 });
    const notices = async (token: string) => (await fie.request('GET', '/api/notifications', undefined, token)).body.result.notifications.map((n: { title: string }) => n.title);
    expect(await waitFor(() => notices(seeker.token), (all) => all.some((t: string) => t.includes('did not answer your stay request in time')))).toBeTruthy();
    expect(await waitFor(() => notices(owner.token), (all) => all.some((t: string) => t.includes('closed unanswered')))).toBeTruthy();
  });

  test('A viewing fee whose viewing the lister never confirmed goes back to the seeker a day after the slot, not to the lister', async () => {
    const { id, start } = await heldViewingFee(45);
    await fie.payments.tick(new Date(Date.parse(start) + 24 * HOUR));
    const back = await statusOf(id, 'refunded');
    expect(back.history.find((h: { type: string }) => h.type === 'PaymentRefundRequested')).toMatchObject({ cause: 'not_agreed', amount: 4500 });
  });

  test('When the home is let to another seeker (their deposit released on the keys), a deposit held from someone else goes back at once', async () => {
    const house = await listHouse(fie, owner.token, { payment_plan: 'MONTHLY', price: 2500 });
    const accepted = async (who: Person) => {
      const offered = await fie.request('POST', `/api/properties/${house.id}/offers`, { amount: 2500, currency: 'GHS', advance_months: 1 }, who.token);
      expect((await fie.request('POST', `/api/offers/${offered.body.result.id}/accept`, {}, owner.token)).status).toBe(200);
      const paid = await pay({ kind: 'deposit', offer_id: offered.body.result.id, ...momo }, who.token);
      await approve(paid.body.result.id, { pin: '1234' }, who.token);
      await waitFor(() => one(paid.body.result.id, who.token), (p) => p?.status === 'held');
      return paid.body.result.id as string;
    };
    const yaw = await fie.signUpAndConfirm({ email: 'yaw.pay@example.com', firstName: 'Yaw', lastName: 'Darko', phoneNumber: '0271234567' });
    const efuas = await accepted(seeker);
    const yaws = await accepted(yaw);
    expect((await fie.request('POST', `/api/payments/${yaws}/confirm`, {}, yaw.token)).status).toBe(200);
    await waitFor(() => one(yaws, yaw.token), (p) => p?.status === 'released');
    const back = await waitFor(() => one(efuas), (p) => p?.status === 'refunded');
    expect(back.history.find((h: { type: string }) => h.type === 'PaymentRefundRequested')).toMatchObject({ cause: 'let_to_another', amount: 250_000 });
  });

  test('A deposit held is refunded when the lister withdraws the home (deletes the listing)', async () => {
    const house = await listHouse(fie, owner.token, { payment_plan: 'YEARLY', price: 30000 });
    const offered = await fie.request('POST', `/api/properties/${house.id}/offers`, { amount: 2500, currency: 'GHS', advance_months: 1 }, seeker.token);
    await fie.request('POST', `/api/offers/${offered.body.result.id}/accept`, {}, owner.token);
    const { body } = await pay({ kind: 'deposit', offer_id: offered.body.result.id, ...momo });
    await approve(body.result.id);
    await statusOf(body.result.id, 'held');
    expect((await fie.request('DELETE', `/api/properties/${house.id}`, undefined, owner.token)).status).toBeLessThan(300);
    const refunded = await statusOf(body.result.id, 'refunded');
    expect(refunded.history.find((h: { type: string }) => h.type === 'PaymentRefundRequested')).toMatchObject({ cause: 'offer_withdrawn', amount: 250_000 });
  });
});

describe('npm run phone, the payer\'s phone for the simulator', () => {
  /** `npm run phone` with the lines typed into it; what it printed. */
  const phone = (number: string, input: string) =>
    new Promise<string>((done, fail) => {
      const child = execFile(process.execPath, [join(__dirname, '..', '..', '..', 'scripts', 'phone.mjs'), '--url', fie.url, '--data-dir', fie.dataDir, '--phone', number], { env: { ...process.env, GATEWAY_SECRET: '' }, timeout: 30_000 }, (error, stdout, stderr) =>
        error ? fail(new Error(`${error.message}\n${stdout}\n${stderr}`)) : done(stdout + stderr),
      );
      child.stdin!.end(input);
    });

  test('"pay" shows the prompt waiting on its number; a wrong PIN leaves it waiting, the right one holds the money', async () => {
    // A number of its own, so prompts other tests left waiting on the seeker's usual number are not in its list.
    const { viewingId } = await bookedViewing(50);
    const { body } = await pay({ kind: 'viewing_fee', viewing_id: viewingId, method: 'momo', phone: '024 555 0101', network: 'mtn' });
    const id = body.result.id as string;
    expect(await phone('0205550102', 'pay\nquit\n')).toContain('no payment prompt on this phone');
    const wrong = await phone('0245550101', 'pay\n9999\nquit\n');
    expect(wrong).toContain('Pay GH₵ 50.00 to Fie');
    expect(wrong).toContain('Wrong PIN');
    expect((await one(id)).status).toBe('pending');
    expect(await phone('0245550101', 'pay\n1234\nquit\n')).toContain('Approved');
    await statusOf(id, 'held');
  }, 60_000);

  test('0 declines the prompt, and the payment fails', async () => {
    const { viewingId } = await bookedViewing(50);
    const { body } = await pay({ kind: 'viewing_fee', viewing_id: viewingId, method: 'momo', phone: '027 555 0103', network: 'airteltigo' });
    expect(await phone('+233 27 555 0103', 'pay\n0\nquit\n')).toContain('Declined');
    await statusOf(body.result.id, 'failed');
  }, 60_000);
});

describe('someone else’s payment', () => {
  test('Paying for someone else’s viewing is refused with a code, a message and the field, in the request’s language', async () => {
    const { viewingId } = await bookedViewing(50);
    expect(await payViewing(viewingId, other.token)).toMatchObject({
      status: 403,
      body: { code: 'NotYourDealing', message: 'Only the seeker of this viewing, offer or stay can pay for it', errors: { viewing_id: 'Only the seeker of this viewing, offer or stay can pay for it' } },
    });
    const twi = await pay({ kind: 'viewing_fee', viewing_id: viewingId, ...momo }, other.token, randomUUID(), { 'X-Fie-Language': 'tw' });
    expect(twi).toMatchObject({ status: 403, body: { code: 'NotYourDealing' } });
    expect(twi.body.message).not.toBe('Only the seeker of this viewing, offer or stay can pay for it');
  });

  test('Someone else cannot see, confirm, dispute or approve a payment: to them it is not there', async () => {
    const { id } = await heldViewingFee(25);
    expect((await fie.request('GET', `/api/payments/${id}`, undefined, other.token)).status).toBe(404);
    expect((await fie.request('POST', `/api/payments/${id}/confirm`, {}, other.token)).status).toBe(404);
    expect((await fie.request('POST', `/api/payments/${id}/dispute`, { reason: 'mine' }, other.token)).status).toBe(404);
    expect((await fie.request('GET', '/api/payments', undefined, other.token)).body.result.payments).toEqual([]);
    // The lister cannot release the seeker's money to themselves.
    expect(await fie.request('POST', `/api/payments/${id}/confirm`, {}, owner.token)).toMatchObject({ status: 403, body: { code: 'OnlyPayer' } });
    expect((await one(id)).status).toBe('held');
  });

  test('Bad input is refused field by field and changes nothing', async () => {
    const res = await pay({ kind: 'rent', phone: '0302123456', network: 'glo', method: 'cash' });
    expect(res).toMatchObject({ status: 400, body: { code: 'ValidationError', errors: { kind: expect.any(String), phone: expect.any(String), network: expect.any(String), method: expect.any(String) } } });
    expect((await listHouse(fie, owner.token, { viewing_fee: 150 }).catch((e: Error) => e.message))).toContain('viewing_fee');
  });
});
