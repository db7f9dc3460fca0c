import { readOutbox, readSmsOutbox, readWhatsAppOutbox, smsSegments, whatsAppSignature } from '@fie/stores';
import { eventually, phoneGateway } from '../testing/phone';
import { listHouse, signUpOwner } from '../testing/listings';
import { movableClock, startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';

/**
 * Issue 32, told by text: a person who proved a phone number and no email is texted by default of what needs them
 * (messages, viewings, offers…), each text within two SMS with a short link (/s/{code}) to the exact place, one per
 * conversation until they reply or open it, a few a day at most; by SMS, WhatsApp or both as they choose; in their
 * language. WhatsApp is configured here without a token, so its messages are files in DATA_DIR/whatsapp-outbox.
 *
 * The accounts part of issue 32 makes accounts by phone; until then a phone-first person is an account whose users
 * document says what such a sign-up records: the phone proved by a texted code (`phoneConfirmed`), no email proved.
 */
const GATEWAY_SECRET = 'gateway-secret-for-texts-0001';
const APP_SECRET = 'whatsapp-app-secret-for-texts-0001';
const VERIFY_TOKEN = 'verify-token-for-texts';
const TEXTS_A_DAY = 4;
const DAY = 86_400_000;
const clock = movableClock();
let fie: TestMarketplace;
const phone = phoneGateway(() => fie, GATEWAY_SECRET);

beforeAll(async () => {
  fie = await startTestMarketplace(
    { WHATSAPP_PHONE_NUMBER_ID: '106540352242922', WHATSAPP_APP_SECRET: APP_SECRET, WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN, GATEWAY_SECRET, TEXTS_PER_PERSON_PER_DAY: String(TEXTS_A_DAY) },
    { now: clock.now },
  );
}, 60_000);
afterAll(async () => fie.stop());

type Person = { email: string; token: string; user: { id: string } };
const e164 = (local: string) => `+233${local.slice(1)}`;

/** An owner who proved a phone and no email, as a phone sign-up leaves them. */
async function phoneFirstOwner(email: string, phoneNumber: string, firstName = 'Kojo'): Promise<Person> {
  const owner = await signUpOwner(fie, { email, phoneNumber, firstName, lastName: 'Mensah' });
  await fie.stores.documents.collection('users').update(owner.user.id, { set: { phoneConfirmed: true, emailConfirmed: false } });
  return owner;
}
const seekerNamed = (email: string, firstName = 'Ama') => fie.signUpAndConfirm({ email, firstName, lastName: 'Boateng', phoneNumber: '0201234567' });

const smsTo = async (local: string) => (await readSmsOutbox(fie.stores.smsOutboxDir)).filter((m) => m.to === e164(local));
const whatsAppTo = async (local: string) => (await readWhatsAppOutbox(fie.stores.whatsappOutboxDir)).filter((m) => m.to === e164(local));
const textsArrive = (local: string, count: number) => eventually(() => smsTo(local), (texts) => texts.length >= count);
const preferences = async (token: string) => (await fie.request('GET', '/api/notifications/preferences', undefined, token)).body;
const choose = (token: string, body: unknown) => fie.request('PUT', '/api/notifications/preferences', body, token);
const send = (from: Person, to: Person, message: string, property_id?: string) => fie.request('POST', '/api/messages/send-message', { to: to.user.id, message, ...(property_id ? { property_id } : {}) }, from.token);
const linkIn = (text: string) => /(http:\/\/localhost:\d+\/s\/[0-9a-z]{8})\b/.exec(text)?.[1] ?? '';
const follow = (link: string, headers: Record<string, string> = {}) => fetch(link, { redirect: 'manual', headers });

/** Waits until the notifier has handled the event a command wrote (its answer's X-Fie-Position): what it did not send by then, it never will. */
async function notifierPassed(answer: { headers: Headers }) {
  const position = Number(answer.headers.get('x-fie-position'));
  expect(position).toBeGreaterThan(0);
  const checkpoint = await eventually(async () => (await fie.stores.documents.collection('_reactors').get('notifier'))?.position as number | undefined, (at) => (at ?? -1) >= position);
  expect(checkpoint).toBeGreaterThanOrEqual(position);
}
const all = (on: boolean) => ({ messages: on, viewings: on, offers: on, requests: on, moderation: on, payments: on });

describe('texts by default for a phone-first person', () => {
  test('A phone-first owner has texts of every kind on by SMS, WhatsApp offered; a person with a confirmed email keeps texts off', async () => {
    const owner = await phoneFirstOwner('kojo.default@example.com', '0241110001');
    expect(await preferences(owner.token)).toEqual({ result: { email: all(true), sms: all(true), textBy: 'sms', digest: 'instant', showPhone: false }, textChannels: ['sms', 'whatsapp'] });
    const mailed = await fie.signUpAndConfirm({ email: 'esi.default@example.com', phoneNumber: '0241110002' });
    expect((await preferences(mailed.token)).result).toMatchObject({ sms: all(false), textBy: 'sms' });
  });

  test('A seeker’s message texts him once, with a short link to the conversation, and mails nobody he has not proved; more messages wait until he replies or opens it', async () => {
    const owner = await phoneFirstOwner('kojo.messages@example.com', '0241110003');
    const house = await listHouse(fie, owner.token);
    const ama = await seekerNamed('ama.messages@example.com');

    const first = await send(ama, owner, 'Is the house still available?', house.id);
    expect(first.status).toBe(201);
    const [text] = await textsArrive('0241110003', 1);
    expect(text!.text).toMatch(/^Fie: Ama B\. sent you a message about 3 bedroom house in East Legon\. Reply at http:\/\/localhost:\d+\/s\/[0-9a-z]{8}$/);
    expect(text!.segments).toBe(1);
    const opened = await follow(linkIn(text!.text));
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe(`/owner-dashboard#messages/${first.body._id}`);

    // Another message, another: no second text while the first is unanswered.
    await notifierPassed(await send(ama, owner, 'Can I come on Saturday?'));
    await notifierPassed(await send(ama, owner, 'Hello?'));
    expect(await smsTo('0241110003')).toHaveLength(1);
    // His email was never proved: no mail about any of it.
    expect((await readOutbox(fie.stores.outboxDir)).filter((m) => m.to.includes('kojo.messages@example.com') && /sent you a message/.test(m.subject))).toEqual([]);

    // He replies: the next message texts him again.
    expect((await send(owner, ama, 'Yes, come at 10')).status).toBe(201);
    await send(ama, owner, 'Thank you, I will');
    await textsArrive('0241110003', 2);
    // He opens the conversation (reads it): the next one texts him again too.
    const conversationId = (await fie.stores.events.readAll()).find((e) => e.type === 'MessageSent' && (e.data as { messageId: string }).messageId === first.body._id)!.data as { conversationId: string };
    await notifierPassed(await send(ama, owner, 'I am on my way'));
    expect(await smsTo('0241110003')).toHaveLength(2);
    expect((await fie.request('POST', `/api/messages/${conversationId.conversationId}/read`, {}, owner.token)).status).toBe(200);
    await send(ama, owner, 'I am at the gate');
    await textsArrive('0241110003', 3);
  }, 30_000);

  test('A viewing request and an offer text him too, each leading to its own place, within two SMS', async () => {
    const owner = await phoneFirstOwner('kojo.dealings@example.com', '0241110004', 'Kwabena');
    const house = await listHouse(fie, owner.token);
    const efua = await seekerNamed('efua.dealings@example.com', 'Efua');
    const start = `${new Date(Date.now() + 3 * DAY).toISOString().slice(0, 10)}T10:00:00.000Z`;
    expect((await fie.request('POST', '/api/properties/book-viewing', { owner_id: owner.user.id, property_id: house.id, date: start }, efua.token)).status).toBe(201);
    const [viewing] = await textsArrive('0241110004', 1);
    expect(viewing!.text).toMatch(/^Fie: Efua B\. asked to view 3 bedroom house in East Legon\. 3 bedroom house in East Legon, .+ at 10:00\. http:\/\/localhost:\d+\/s\/[0-9a-z]{8}$/);
    expect((await follow(linkIn(viewing!.text))).headers.get('location')).toBe('/owner-dashboard?tab=calendar');

    const offer = await fie.request('POST', `/api/properties/${house.id}/offers`, { amount: 4000, currency: 'GHS', advance_months: 12, message: 'A year in advance' }, efua.token);
    expect(offer.status).toBe(201);
    const texts = await textsArrive('0241110004', 2);
    expect(texts[1]!.text).toMatch(/^Fie: Efua B\. offered GHS 4,000 a month, 12 months in advance for 3 bedroom house in East Legon\. See it at http:\/\/localhost:\d+\/s\/[0-9a-z]{8}$/);
    expect((await follow(linkIn(texts[1]!.text))).headers.get('location')).toBe(`/owner-dashboard?tab=offers&offer=${offer.body.result.id}`);
    for (const text of texts) expect(smsSegments(text.text)).toBeLessThanOrEqual(2);

    // The seeker hears of his counter-offer the way she chose: she has a confirmed email, so by mail, not by text.
    expect((await fie.request('POST', `/api/offers/${offer.body.result.id}/counter`, { amount: 4300, currency: 'GHS', advance_months: 12 }, owner.token)).status).toBe(200);
    await eventually(async () => (await readOutbox(fie.stores.outboxDir)).filter((m) => m.to.includes('efua.dealings@example.com') && /answered your offer/.test(m.subject)), (m) => m.length === 1);
    expect(await smsTo('0201234567')).toEqual([]);
  }, 30_000);

  test('A listing about to expire (a week before it leaves search) texts him, leading to its one-tap confirm page', async () => {
    const owner = await phoneFirstOwner('kojo.expiring@example.com', '0241110010');
    const house = await listHouse(fie, owner.token, { title: 'Chamber and hall in Kasoa' });
    await fie.freshness.tick(new Date(Date.now() + 53 * DAY));
    const [text] = await textsArrive('0241110010', 1);
    expect(text!.text).toMatch(/^Fie: your listing "Chamber and hall in Kasoa" leaves search on \d+ \w+ \d{4} unless you confirm it is still available: http:\/\/localhost:\d+\/s\/[0-9a-z]{8}$/);
    expect((await follow(linkIn(text!.text))).headers.get('location')).toMatch(/^\/confirm-listing\?token=[\w-]+\.[\w-]+$/);
    expect((await fie.stores.events.readStream(`listing-${house.id}`)).map((e) => e.type)).toContain('ListingArchiveWarned');
  }, 30_000);

  test('A person who signed up in Twi with a phone number alone is texted of an offer by default, in Twi, with a short link to it', async () => {
    const password = 'Akwaaba#2026';
    const up = await fie.request('POST', '/api/auth/signup', { firstName: 'Yaw', lastName: 'Boateng', phoneNumber: '024 111 0020', password, confirmPassword: password, acknowledge: true }, undefined, { 'x-fie-language': 'tw' });
    expect(up.status).toBe(201);
    const [codeText] = await textsArrive('0241110020', 1);
    const code = /\b(\d{6})\b/.exec(codeText!.text)![1];
    const confirmed = await fie.request('POST', '/api/auth/confirm', { phone: '0241110020', code, signIn: true });
    expect(confirmed.body.user).toMatchObject({ email: null, phone: '+233241110020', language: 'tw' });
    const token = confirmed.body.token as string;
    expect((await fie.request('POST', '/api/auth/existing-user-owner-registration', {}, token)).status).toBe(200);
    expect((await preferences(token)).result).toMatchObject({ sms: all(true), textBy: 'sms' });
    const house = await listHouse(fie, token);

    const ama = await seekerNamed('ama.phone.only@example.com');
    const offer = await fie.request('POST', `/api/properties/${house.id}/offers`, { amount: 4000, currency: 'GHS', advance_months: 6 }, ama.token);
    expect(offer.status).toBe(201);
    const texts = await textsArrive('0241110020', 2);
    const told = texts[1]!.text;
    expect(told).toMatch(/^Fie: Ama B\. .+ http:\/\/localhost:\d+\/s\/[0-9a-z]{8}$/);
    expect(told).not.toMatch(/offered|See it at/);
    expect(smsSegments(told)).toBeLessThanOrEqual(2);
    expect((await follow(linkIn(told))).headers.get('location')).toBe(`/owner-dashboard?tab=offers&offer=${offer.body.result.id}`);
  }, 30_000);
});

describe('choosing per kind and channel', () => {
  test('Texts about messages turned off: a message texts nothing, an offer still does', async () => {
    const owner = await phoneFirstOwner('kojo.kinds@example.com', '0241110005');
    const res = await choose(owner.token, { sms: { messages: false } });
    expect(res.body.result).toEqual({ email: all(true), sms: { ...all(true), messages: false }, textBy: 'sms', digest: 'instant', showPhone: false });
    const house = await listHouse(fie, owner.token);
    const yaw = await seekerNamed('yaw.kinds@example.com', 'Yaw');
    await notifierPassed(await send(yaw, owner, 'Hello', house.id));
    expect(await smsTo('0241110005')).toEqual([]);
    await fie.request('POST', `/api/properties/${house.id}/offers`, { amount: 4000, currency: 'GHS', advance_months: 6 }, yaw.token);
    const [text] = await textsArrive('0241110005', 1);
    expect(text!.text).toMatch(/^Fie: Yaw B\. offered/);
  }, 30_000);

  test('WhatsApp or both: a template message per notice in the WhatsApp outbox, and no SMS when WhatsApp alone was chosen', async () => {
    const owner = await phoneFirstOwner('kojo.whatsapp@example.com', '0241110006');
    const kofi = await seekerNamed('kofi.whatsapp@example.com', 'Kofi');
    expect((await choose(owner.token, { textBy: 'both' })).body.result.textBy).toBe('both');
    await send(kofi, owner, 'Hi');
    const [both] = await eventually(() => whatsAppTo('0241110006'), (m) => m.length === 1);
    // The same words; WhatsApp's template says "From Fie" itself.
    expect((await textsArrive('0241110006', 1))[0]!.text).toBe(`Fie: ${both!.text}`);
    expect(both!.request).toMatchObject({ messaging_product: 'whatsapp', to: '233241110006', type: 'template', template: { name: 'fie_notice', language: { code: 'en' }, components: [{ type: 'body', parameters: [{ type: 'text', text: both!.text }] }] } });

    expect((await choose(owner.token, { textBy: 'whatsapp' })).body.result.textBy).toBe('whatsapp');
    await send(owner, kofi, 'Hello Kofi');
    await send(kofi, owner, 'When can I see it?');
    await eventually(() => whatsAppTo('0241110006'), (m) => m.length === 2);
    await notifierPassed(await send(kofi, owner, 'Still there?'));
    expect(await smsTo('0241110006')).toHaveLength(1);
  }, 30_000);

  test('A number that texted STOP gets no more texts, by SMS or WhatsApp', async () => {
    const owner = await phoneFirstOwner('kojo.stop@example.com', '0241110007');
    await choose(owner.token, { textBy: 'both' });
    const abena = await seekerNamed('abena.stop@example.com', 'Abena');
    await phone.sms('0241110007', 'STOP');
    const before = (await smsTo('0241110007')).length; // Fie's answer to STOP
    await notifierPassed(await send(abena, owner, 'Hello'));
    expect(await smsTo('0241110007')).toHaveLength(before);
    expect(await whatsAppTo('0241110007')).toEqual([]);
  }, 30_000);
});

describe('the daily cap', () => {
  test(`A person gets at most ${TEXTS_A_DAY} texts a day; what comes after waits under the bell, and the next day texts him again`, async () => {
    const owner = await phoneFirstOwner('kojo.cap@example.com', '0241110008');
    const seekers: Person[] = [];
    for (const [i, name] of ['Adwoa', 'Akosua', 'Afia', 'Yaa', 'Abla', 'Esi', 'Dzifa'].slice(0, TEXTS_A_DAY + 1).entries()) seekers.push(await seekerNamed(`seeker${i}.cap@example.com`, name));
    let last;
    for (const seeker of seekers) last = await send(seeker, owner, 'Is it available?');
    await notifierPassed(last!);
    expect(await smsTo('0241110008')).toHaveLength(TEXTS_A_DAY);
    const unread = (await fie.request('GET', '/api/notifications', undefined, owner.token)).body.result.unread;
    expect(unread).toBeGreaterThanOrEqual(TEXTS_A_DAY + 1);

    clock.advance(DAY);
    try {
      await send(seekers.at(-1)!, owner, 'Good morning, is it still available?');
      await textsArrive('0241110008', TEXTS_A_DAY + 1);
    } finally {
      clock.advance(-DAY);
    }
  }, 60_000);
});

describe('GET /s/{code}', () => {
  test('leads to its place for 30 days, then says it expired, in the text’s language, with sign-in and the dashboard; an unknown code is a 404 page', async () => {
    const owner = await phoneFirstOwner('kojo.links@example.com', '0241110009');
    expect((await fie.request('PUT', '/api/auth/language', { language: 'tw' }, owner.token)).status).toBe(200);
    const house = await listHouse(fie, owner.token);
    const akua = await seekerNamed('akua.links@example.com', 'Akua');
    await send(akua, owner, 'Maakye', house.id);
    const [text] = await textsArrive('0241110009', 1);
    // In Twi, written plainly so it stays GSM-7 (abrɛ as abre, wɔ as wo).
    expect(text!.text).toMatch(/^Fie: Akua B\. de nkra abre wo fa 3 bedroom house in East Legon ho\. Bua wo http:\/\/localhost:\d+\/s\/[0-9a-z]{8}$/);
    const link = linkIn(text!.text);

    clock.advance(29 * DAY);
    try {
      expect((await follow(link)).status).toBe(302);
      clock.advance(DAY + 60_000);
      const expired = await follow(link);
      expect(expired.status).toBe(410);
      expect(expired.headers.get('cache-control')).toBe('no-store');
      const page = await expired.text();
      expect(page).toContain('<html lang="tw">');
      expect(page).toContain('href="/owner-dashboard"');
      expect(page).toContain('href="/login"');
      expect(page).not.toContain('<script');
    } finally {
      clock.advance(-(30 * DAY + 60_000));
    }
    const english = await (await follow(link.replace(/\/s\/.*/, '/s/zzzzzzzz'))).text();
    expect(english).toContain('There is no such link');
    for (const code of ['zzzzzzzz', 'short', 'IIIIIIII', '..%2F..%2Fetc']) {
      const unknown = await follow(`${fie.url}/s/${code}`);
      expect(unknown.status).toBe(404);
      expect(unknown.headers.get('location')).toBeNull();
    }
  }, 30_000);
});

describe('WhatsApp’s delivery webhook', () => {
  const webhook = `/api/whatsapp/webhook`;
  const statusCall = (id: string, status: string) => JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: '0', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { phone_number_id: '106540352242922' }, statuses: [{ id, status, timestamp: '1795255200', recipient_id: '233241110006' }] } }] }],
  });
  const post = (body: string, signature?: string) => fetch(`${fie.url}${webhook}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) }, body });
  const reported = async () => (await fie.stores.events.readAll()).filter((e) => e.type === 'WhatsAppStatusReported');

  test('GET answers Meta’s handshake with the challenge for the right verify token, 403 otherwise', async () => {
    const ok = await fetch(`${fie.url}${webhook}?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('1158201444');
    expect((await fetch(`${fie.url}${webhook}?hub.mode=subscribe&hub.verify_token=wrong-token&hub.challenge=1158201444`)).status).toBe(403);
  });

  test('An unsigned or forged call is 401 and records nothing; a signed one records each status once, without the number', async () => {
    const body = statusCall('wamid.HBgLMjMzMjQxMTEwMDA2FQIAERgSQjk', 'delivered');
    expect((await post(body)).status).toBe(401);
    expect((await post(body, whatsAppSignature('another-app-secret-000', body))).status).toBe(401);
    expect((await post(body, whatsAppSignature(APP_SECRET, `${body} `))).status).toBe(401);
    expect(await reported()).toEqual([]);

    const signed = await post(body, whatsAppSignature(APP_SECRET, body));
    expect(signed.status).toBe(200);
    expect(await signed.json()).toEqual({ received: true, recorded: 1 });
    // Delivered at least once: the same call again records nothing more.
    expect(await (await post(body, whatsAppSignature(APP_SECRET, body))).json()).toEqual({ received: true, recorded: 0 });
    const [event] = await reported();
    expect(event!.data).toEqual({ messageId: 'wamid.HBgLMjMzMjQxMTEwMDA2FQIAERgSQjk', status: 'delivered', at: '2026-11-21T10:00:00.000Z', reportedAt: expect.any(String) });
    expect(JSON.stringify(event)).not.toContain('233241110006');
  });
});
