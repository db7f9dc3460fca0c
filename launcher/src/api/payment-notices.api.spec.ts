import { randomUUID } from 'node:crypto';
import { readOutbox, readSmsOutbox, smsSegments } from '@fie/stores';
import { listHouse, signUpOwner } from '../testing/listings';
import { eventually } from '../testing/phone';
import { movableClock, startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';

/**
 * Payment notices (issue 33), over HTTP against the simulator: both sides of a payment are told by the channels they
 * chose for payments — a mail, and a text within two SMS with a short link (/s/{code}) to the payment in their
 * dashboard — when the money is held, when a payment fails, is disputed, decided, released and refunded.
 */
type Person = { token: string; user: { id: string }; email: string };
let fie: TestMarketplace;
let owner: Person;
let seeker: Person;
let staffToken: string;
const clock = movableClock();
const OWNER_PHONE = '+233244771001';
const SEEKER_PHONE = '+233554771002';

beforeAll(async () => {
  fie = await startTestMarketplace({}, { now: clock.now });
  owner = await signUpOwner(fie, { email: 'kwame.notices@example.com', firstName: 'Kwame', lastName: 'Boateng', phoneNumber: '0244771001' });
  seeker = await fie.signUpAndConfirm({ email: 'efua.notices@example.com', firstName: 'Efua', lastName: 'Mensah', phoneNumber: '0554771002' });
  // Texts are off until asked for (a confirmed email is how they are told by default): both ask for payments by SMS.
  for (const person of [owner, seeker]) expect((await fie.request('PUT', '/api/notifications/preferences', { sms: { payments: true } }, person.token)).status).toBe(200);
  staffToken = (await fie.request('POST', '/api/admin/auth/login', { email: fie.admin.email, password: fie.admin.password })).body.token;
}, 90_000);
afterAll(async () => fie.stop());

let hour = 0;
const day = (n: number) => new Date(clock.now().getTime() + n * 86_400_000).toISOString().slice(0, 10);
/** A viewing of a new house with a viewing fee, booked by the seeker, and its payment started (pending on the payer's phone). */
async function startedPayment(fee: number) {
  const house = await listHouse(fie, owner.token, { viewing_fee: fee });
  const start = `${day(3)}T${String((hour++ % 9) + 8).padStart(2, '0')}:00:00.000Z`;
  const booked = await fie.request('POST', '/api/properties/book-viewing', { owner_id: owner.user.id, property_id: house.id, date: start }, seeker.token);
  expect(booked.status).toBe(201);
  const paid = await fie.request('POST', '/api/payments', { kind: 'viewing_fee', viewing_id: booked.body.viewing.id, method: 'momo', phone: '055 123 4567', network: 'mtn' }, seeker.token, { 'Idempotency-Key': randomUUID() });
  expect(paid.status).toBe(201);
  return paid.body.result.id as string;
}
const statusOf = (id: string, status: string) => eventually(async () => (await fie.request('GET', `/api/payments/${id}`, undefined, seeker.token)).body.result, (p) => p?.status === status, 15_000);

const textsTo = async (phone: string) => (await readSmsOutbox(fie.stores.smsOutboxDir)).filter((m) => m.to === phone);
const mailsTo = async (email: string) => (await readOutbox(fie.stores.outboxDir)).filter((m) => m.to.includes(email));
/** Waits for a text to `phone` matching `pattern`, and answers it. */
async function textMatching(phone: string, pattern: RegExp) {
  const texts = await eventually(() => textsTo(phone), (all) => all.some((m) => pattern.test(m.text)), 15_000);
  const text = texts.find((m) => pattern.test(m.text));
  if (!text) throw new Error(`no text to ${phone} matching ${pattern}; texts: ${JSON.stringify(texts.map((m) => m.text))}`);
  return text;
}
async function mailMatching(email: string, subject: RegExp) {
  const mails = await eventually(() => mailsTo(email), (all) => all.some((m) => subject.test(m.subject)), 15_000);
  const mail = mails.find((m) => subject.test(m.subject));
  if (!mail) throw new Error(`no mail to ${email} with subject ${subject}; subjects: ${JSON.stringify(mails.map((m) => m.subject))}`);
  return mail;
}
const shortLink = /http:\/\/localhost:\d+\/s\/[0-9a-z]{8}$/;

describe('payment notices, by mail and by text', () => {
  test('When the money is held, then the payer gets a receipt and the lister word of it, each a mail, a text within two SMS whose short link opens the payment in their dashboard, and a notification', async () => {
    const id = await startedPayment(55);
    expect((await fie.request('POST', `/api/payments/simulator/${id}/approve`, { pin: '1234' }, seeker.token)).status).toBe(200);
    await statusOf(id, 'held');

    const receipt = await textMatching(SEEKER_PHONE, /^Fie: Receipt: your viewing fee of GHS 55 is held safely\./);
    expect(receipt.text).toMatch(shortLink);
    expect(smsSegments(receipt.text)).toBeLessThanOrEqual(2);
    const opened = await fetch(shortLink.exec(receipt.text)![0], { redirect: 'manual' });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toContain(`/owner-dashboard?tab=payments&payment=${id}`);

    const toLister = await textMatching(OWNER_PHONE, /^Fie: A viewing fee of GHS 55 was paid into the hold\./);
    expect(toLister.text).toMatch(shortLink);
    expect(smsSegments(toLister.text)).toBeLessThanOrEqual(2);

    const mail = await mailMatching(seeker.email, /^Receipt: your viewing fee of GH₵ 55 is held safely$/);
    expect(mail.text).toContain('For 3 bedroom house');
    expect(mail.text).toMatch(new RegExp(`See the payment and its history: http://localhost:\\d+/owner-dashboard\\?tab=payments&payment=${id}`));
    expect(mail.text).not.toContain('4567');
    await mailMatching(owner.email, /^A viewing fee of GH₵ 55 was paid into the hold$/);

    // Under the bell too, leading to the same place.
    const bell = await eventually(
      async () => (await fie.request('GET', '/api/notifications', undefined, owner.token)).body.result.notifications as { kind: string; title: string; link: string }[],
      (all) => all.some((n) => n.kind === 'payment'),
      15_000,
    );
    expect(bell.find((n) => n.kind === 'payment')).toMatchObject({ title: 'A viewing fee of GH₵ 55 was paid into the hold', link: `/owner-dashboard?tab=payments&payment=${id}` });
  });

  test('When the payer declines on their phone, then they are told nothing was taken, and the lister that it was not paid', async () => {
    const id = await startedPayment(35);
    expect((await fie.request('POST', `/api/payments/simulator/${id}/decline`, {}, seeker.token)).status).toBe(200);
    await statusOf(id, 'failed');
    expect((await textMatching(SEEKER_PHONE, /^Fie: Your payment did not go through\. Nothing was taken\./)).text).toMatch(shortLink);
    await textMatching(OWNER_PHONE, /^Fie: The viewing fee was not paid: the payment did not go through\./);
  });

  test('When the payer disputes and staff split the money, then both are told of the dispute, of the decision with its reason, and of the money that reached each', async () => {
    const id = await startedPayment(45);
    await fie.request('POST', `/api/payments/simulator/${id}/approve`, { pin: '1234' }, seeker.token);
    await statusOf(id, 'held');
    expect((await fie.request('POST', `/api/payments/${id}/dispute`, { reason: 'The lister did not come', details: 'I waited an hour' }, seeker.token)).status).toBe(200);
    await statusOf(id, 'disputed');
    await textMatching(SEEKER_PHONE, /^Fie: You disputed the viewing fee\. The money stays held/);
    const toLister = await textMatching(OWNER_PHONE, /^Fie: The payer disputed the viewing fee\. The money stays held/);
    // The dispute's words are the seeker's own: never repeated to the other side.
    expect(toLister.text).not.toContain('did not come');

    // The console's queue: the disputed payment is among the disputed ones, and among those ever disputed.
    const queue = await fie.request('GET', `/api/admin/payments?filter=${encodeURIComponent(JSON.stringify({ status: 'disputed' }))}`, undefined, staffToken);
    expect(queue.body.map((p: { id: string }) => p.id)).toContain(id);

    const decided = await fie.request('POST', `/api/admin/payments/${id}/decide`, { decision: 'split', lister_share: 2000, reason: 'He came an hour late' }, staffToken);
    expect(decided.status).toBe(200);
    await statusOf(id, 'split');
    await textMatching(SEEKER_PHONE, /^Fie: Our staff decided the dispute over the viewing fee\. GHS 20 goes to the lister and GHS 25 back to the payer\. Why: He came an hour late/);
    await textMatching(OWNER_PHONE, /^Fie: Our staff decided the dispute over the viewing fee\./);
    await textMatching(OWNER_PHONE, /^Fie: GHS 20 was paid to your mobile-money number\./);
    await textMatching(SEEKER_PHONE, /^Fie: GHS 25 was refunded to your mobile-money number\./);
    await mailMatching(owner.email, /^Our staff decided the dispute over the viewing fee$/);

    const everDisputed = await fie.request('GET', `/api/admin/payments?filter=${encodeURIComponent(JSON.stringify({ disputed: true }))}`, undefined, staffToken);
    expect(everDisputed.body.map((p: { id: string }) => p.id)).toContain(id);
    const never = await fie.request('GET', `/api/admin/payments?filter=${encodeURIComponent(JSON.stringify({ disputed: false }))}`, undefined, staffToken);
    expect(never.body.map((p: { id: string }) => p.id)).not.toContain(id);
  });
});
