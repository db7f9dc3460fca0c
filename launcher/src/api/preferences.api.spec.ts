import { notificationKinds } from '@fie/domain';
import { unsubscribeToken } from '@fie/platform';
import { listHouse, signUpOwner } from '../testing/listings';
import { createOrganization } from '../testing/organizations';
import { startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';

const CODE_SECRET = 'preferences-test-code-secret-0123456789abcdef';
let fie: TestMarketplace;
let staffToken: string;

beforeAll(async () => {
  fie = await startTestMarketplace({ CODE_SECRET, JWT_SECRET: 'preferences-test-jwt-secret-0123456789abcdef' });
  staffToken = (await fie.request('POST', '/api/admin/auth/login', { email: fie.admin.email, password: fie.admin.password })).body.token;
}, 60_000);
afterAll(async () => fie.stop());

const preferencesOf = async (token: string) => (await fie.request('GET', '/api/notifications/preferences', undefined, token)).body.result;
const change = (token: string | undefined, body: unknown) => fie.request('PUT', '/api/notifications/preferences', body, token);
const userEvents = async (userId: string) => (await fie.stores.events.readStream(`user-${userId}`)).length;
/** Every kind of mail on or off, with some changed: each feature adds its kind, and these tests hold for any list. */
const all = (on: boolean, over: Record<string, boolean> = {}) => ({ ...Object.fromEntries(notificationKinds.map((k) => [k, on])), ...over });
const defaults = { email: all(true), sms: all(false), textBy: 'sms', digest: 'instant', showPhone: false };

describe('GET /api/notifications/preferences', () => {
  test('When a person never changed anything, then mail is on, texts off, at once, and the phone hidden', async () => {
    const person = await fie.signUpAndConfirm({ email: 'prefs.defaults@example.com' });
    expect(await fie.request('GET', '/api/notifications/preferences', undefined, person.token)).toMatchObject({ status: 200, body: { result: defaults } });
    expect((await fie.request('GET', '/api/notifications/preferences', undefined, person.token)).body.result).toEqual(defaults);
  });

  test('Organizations, staff and visitors have none: 401', async () => {
    const org = await createOrganization(fie, { name: 'Prefs Homes', email: 'prefs.org@example.com', url_name: 'prefs_homes' });
    for (const token of [org.token, staffToken, undefined]) {
      expect((await fie.request('GET', '/api/notifications/preferences', undefined, token)).status).toBe(401);
      expect((await change(token, { digest: 'daily' })).status).toBe(401);
    }
  });
});

describe('PUT /api/notifications/preferences', () => {
  test('When part of the preferences is sent, then 200 "Preferences saved" with the whole of them; the rest is kept', async () => {
    const person = await fie.signUpAndConfirm({ email: 'prefs.change@example.com' });
    const res = await change(person.token, { sms: { messages: true }, digest: 'daily' });
    expect(res).toMatchObject({ status: 200, body: { message: 'Preferences saved', result: { email: all(true), sms: all(false, { messages: true }), textBy: 'sms', digest: 'daily', showPhone: false } } });
    expect(await preferencesOf(person.token)).toEqual(res.body.result);
    const next = await change(person.token, { email: { messages: false } });
    expect(next.body.result).toEqual({ email: all(true, { messages: false }), sms: all(false, { messages: true }), textBy: 'sms', digest: 'daily', showPhone: false });
    expect(await preferencesOf(person.token)).toEqual(next.body.result);
  });

  test('When nothing changes, then it answers the same and records nothing', async () => {
    const person = await fie.signUpAndConfirm({ email: 'prefs.same@example.com' });
    const before = await userEvents(person.user.id);
    expect((await change(person.token, { email: { messages: true }, digest: 'instant' })).body).toEqual({ message: 'Preferences saved', result: defaults });
    expect((await change(person.token, {})).status).toBe(200);
    expect(await userEvents(person.user.id)).toBe(before);
  });

  test('When a value is not on or off, or the digest is not instant or daily, then 400 by field, and nothing changes', async () => {
    const person = await fie.signUpAndConfirm({ email: 'prefs.bad@example.com' });
    const before = await userEvents(person.user.id);
    const res = await change(person.token, { email: { messages: 'yes' }, digest: 'weekly', showPhone: 'on' });
    expect(res).toMatchObject({ status: 400, body: { code: 'ValidationError', errors: { 'email.messages': 'Choose on or off', digest: 'Choose instant or daily', showPhone: 'Choose on or off' } } });
    expect((await change(person.token, { sms: { messages: 1 } })).body.errors).toEqual({ 'sms.messages': 'Choose on or off' });
    expect(await userEvents(person.user.id)).toBe(before);
    expect(await preferencesOf(person.token)).toEqual(defaults);
  });
});

describe('Show number: POST /api/properties/{id}/phone-reveals', () => {
  const reveal = (id: string, token?: string) => fie.request('POST', `/api/properties/${id}/phone-reveals`, undefined, token);
  const tema = { location_details: { town: 'Tema', city: 'Tema', region: 'greater_accra' }, location: { type: 'Point', coordinates: [0.0166, 5.6698] } };
  const page = async (id: string) => (await fie.request('GET', `/api/properties/search/${id}`)).body;
  const card = async (id: string) => (await fie.request('POST', '/api/properties/search', { location: 'Tema' })).body.result.properties.find((p: { id: string }) => p.id === id);
  const revealsOf = async (token: string, id: string) => {
    const figures = (await fie.request('GET', '/api/dashboard/figures', undefined, token)).body.result.lister.figures as { key: string; total: number; perListing: Record<string, number> }[];
    return figures.find((f) => f.key === 'phoneReveals')!;
  };

  test('When an owner lists without touching the switch, then visitors get the number only by tapping, and each tap counts in the owner\'s figures', async () => {
    const owner = await signUpOwner(fie, { email: 'prefs.phone@example.com', firstName: 'Kwabena', phoneNumber: '0201234567' });
    const house = await listHouse(fie, owner.token, { title: 'Phone test house', ...tema });
    // Anonymous scrapers read the listing and the search: a flag, never the number.
    for (const answer of [await page(house.id), await card(house.id)]) {
      expect(answer.lister).toEqual({ kind: 'owner', name: 'Kwabena M.', showsPhone: true });
      expect(JSON.stringify(answer)).not.toMatch(/201234567|020 123 4567/);
    }
    expect(await reveal(house.id)).toMatchObject({ status: 200, body: { phone: '+233201234567', display: '020 123 4567', whatsapp: true } });
    const seeker = await fie.signUpAndConfirm({ email: 'prefs.phone.seeker@example.com' });
    expect((await reveal(house.id, seeker.token)).body.phone).toBe('+233201234567');
    // The owner looking at their own number is not a caller.
    expect((await reveal(house.id, owner.token)).status).toBe(200);
    expect(await revealsOf(owner.token, house.id)).toMatchObject({ total: 2, perListing: { [house.id]: 2 } });
    expect((await fie.stores.events.readStream(`phone-reveals-${house.id}`)).map((e) => e.type)).toEqual(['PhoneNumberRevealed', 'PhoneNumberRevealed']);
  });

  test('When the owner switches the number off for one listing, then it is not offered or answered there (404), and on again it is; a landline gets no WhatsApp', async () => {
    const owner = await signUpOwner(fie, { email: 'prefs.phone.switch@example.com', firstName: 'Efua', phoneNumber: '0302123456' });
    const house = await listHouse(fie, owner.token, { ...tema, show_phone: false });
    expect((await page(house.id)).lister.showsPhone).toBe(false);
    expect(await reveal(house.id)).toMatchObject({ status: 404, body: { code: 'PhoneNotShown' } });
    const [created] = await fie.stores.events.readStream(`listing-${house.id}`);
    const { show_phone: _, ...draft } = (created!.data as { listing: Record<string, unknown> }).listing;
    const edit = (over: Record<string, unknown>) => fie.request('POST', `/api/properties/update-residential/${house.id}`, { ...draft, ...over }, owner.token);
    expect((await edit({ show_phone: true })).status).toBe(200);
    expect(await reveal(house.id)).toMatchObject({ status: 200, body: { phone: '+233302123456', whatsapp: false } });
    // An edit that does not mention the switch keeps it.
    expect((await edit({ price: 5000 })).status).toBe(200);
    expect((await page(house.id)).lister.showsPhone).toBe(true);
  });

  test('When a listing was recorded before the switch existed, then it keeps following the owner\'s profile setting', async () => {
    const owner = await signUpOwner(fie, { email: 'prefs.phone.old@example.com', firstName: 'Kojo', phoneNumber: '0241234567' });
    const house = await listHouse(fie, owner.token, tema);
    // The same listing as an older form recorded it: no show_phone in its event.
    const [created] = await fie.stores.events.readStream(`listing-${house.id}`);
    const { show_phone, ...older } = (created!.data as { listing: Record<string, unknown> }).listing;
    expect(show_phone).toBe(true);
    const oldId = '00000000-0000-4000-8000-00000000a1d0';
    await fie.stores.events.append(`listing-${oldId}`, [{ type: 'ListingCreated', data: { ...(created!.data as object), listingId: oldId, listing: older } }], { expectedRevision: 'no_stream' });
    await until(async () => (await page(oldId)).lister);
    expect((await page(oldId)).lister.showsPhone).toBe(false);
    expect((await reveal(oldId)).status).toBe(404);
    await change(owner.token, { showPhone: true });
    expect((await page(oldId)).lister.showsPhone).toBe(true);
    expect((await reveal(oldId)).body.phone).toBe('+233241234567');
  });

  test('When an organization lists, then its number is offered as before, behind the same tap', async () => {
    const org = await createOrganization(fie, { name: 'Phone Homes', email: 'prefs.phone.org@example.com', url_name: 'phone_homes' });
    const house = await listHouse(fie, org.token);
    expect((await page(house.id)).lister).toMatchObject({ kind: 'organization', showsPhone: true });
    expect((await page(house.id)).lister.phone).toBeUndefined();
    expect(await reveal(house.id)).toMatchObject({ status: 200, body: { phone: '+233302212345', whatsapp: false } });
    expect(await revealsOf(org.token, house.id)).toMatchObject({ total: 1 });
  });

  test('When a browser without JavaScript posts the Show number form, then a small page gives the number, Call and WhatsApp, and a way back', async () => {
    const owner = await signUpOwner(fie, { email: 'prefs.phone.noscript@example.com', firstName: 'Akua', phoneNumber: '0271234567' });
    const house = await listHouse(fie, owner.token, { title: 'No-script house', ...tema });
    const res = await fetch(`${fie.url}/api/properties/${house.id}/phone-reveals`, { method: 'POST', headers: { accept: 'text/html,application/xhtml+xml', 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain("The lister's number: <strong>027 123 4567</strong>");
    expect(html).toContain('href="tel:+233271234567"');
    expect(html).toMatch(/href="https:\/\/wa\.me\/233271234567\?text=No-script%20house/);
    expect(html).toContain(`href="/property/${house.id}"`);
    expect(html).not.toMatch(/<script/);
  });

  test('When one address or one person taps for many numbers in an hour, then 429 says to wait, with Retry-After', async () => {
    const owner = await signUpOwner(fie, { email: 'prefs.phone.limit@example.com', phoneNumber: '0551234567' });
    const house = await listHouse(fie, owner.token, tema);
    // Visitors who are not signed in: 30 an hour from one address (earlier tests here tapped from it too).
    let answered = 0;
    let refused: Awaited<ReturnType<typeof reveal>> | undefined;
    while (!refused && answered <= 30) {
      const res = await reveal(house.id);
      if (res.status === 200) answered++;
      else refused = res;
    }
    expect(refused).toMatchObject({ status: 429, body: { message: expect.stringMatching(/^You have asked for many phone numbers in the last hour\. Please wait \d+ minutes? and try again, or send the lister a message\.$/) } });
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
    // A signed-in person behind the same address (a mobile network's shared one) still may, up to their own 30.
    const person = await fie.signUpAndConfirm({ email: 'prefs.phone.tapper@example.com' });
    for (let i = 0; i < 30; i++) expect((await reveal(house.id, person.token)).status).toBe(200);
    expect((await reveal(house.id, person.token)).status).toBe(429);
  });
});

async function until<T>(read: () => Promise<T>, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value || Date.now() > end) return value as T;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('unsubscribing from a mail', () => {
  const link = (token: string) => `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;

  test('When a person opens the link of a mail (GET), then a small page says that mail is off, and it is', async () => {
    const person = await fie.signUpAndConfirm({ email: 'prefs.unsub.get@example.com' });
    await change(person.token, { digest: 'daily' });
    const res = await fetch(`${fie.url}${link(unsubscribeToken(CODE_SECRET, person.user.id, 'messages'))}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('You will no longer get emails about new messages. Change this any time in your profile.');
    expect(html).toContain('href="/owner-dashboard?tab=profile"');
    expect(html).not.toMatch(/<script|<link|src=/);
    expect(await preferencesOf(person.token)).toEqual({ email: all(true, { messages: false }), sms: all(false), textBy: 'sms', digest: 'daily', showPhone: false });
  });

  test('When a mail client posts the one-click unsubscribe (RFC 8058), then JSON says that mail is off; a second time changes nothing', async () => {
    const person = await fie.signUpAndConfirm({ email: 'prefs.unsub.post@example.com' });
    const token = unsubscribeToken(CODE_SECRET, person.user.id, 'messages');
    const res = await fie.request('POST', link(token), 'List-Unsubscribe=One-Click', undefined, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res).toMatchObject({ status: 200, body: { message: 'You will no longer get emails about new messages. Change this any time in your profile.' } });
    expect((await preferencesOf(person.token)).email.messages).toBe(false);
    const before = await userEvents(person.user.id);
    expect((await fie.request('POST', link(token))).status).toBe(200);
    expect(await userEvents(person.user.id)).toBe(before);
  });

  test('When the link is forged, altered, for another kind, or missing, then 400 with a clear message and nothing changes', async () => {
    const person = await fie.signUpAndConfirm({ email: 'prefs.unsub.forged@example.com' });
    const victim = await fie.signUpAndConfirm({ email: 'prefs.unsub.victim@example.com' });
    const before = await userEvents(victim.user.id);
    const forged = unsubscribeToken('someone-elses-secret-0123456789abcdefghij', victim.user.id, 'messages');
    const [, mac] = unsubscribeToken(CODE_SECRET, person.user.id, 'messages').split('.');
    const moved = `${Buffer.from(JSON.stringify({ u: victim.user.id, k: 'messages' })).toString('base64url')}.${mac}`;
    const otherKind = unsubscribeToken(CODE_SECRET, victim.user.id, 'everything');
    for (const token of [forged, moved, otherKind, 'garbage']) {
      const posted = await fie.request('POST', link(token));
      expect(posted).toMatchObject({ status: 400, body: { code: 'InvalidUnsubscribeLink', message: 'This unsubscribe link is not valid. Change which emails you get in your profile.' } });
      const opened = await fetch(`${fie.url}${link(token)}`);
      expect(opened.status).toBe(400);
      expect(await opened.text()).toContain('This unsubscribe link is not valid.');
    }
    expect((await fie.request('POST', '/api/notifications/unsubscribe')).status).toBe(400);
    expect(await userEvents(victim.user.id)).toBe(before);
    expect(await preferencesOf(victim.token)).toEqual(defaults);
  });
});

test('When a person deletes their account, then their preferences go with it', async () => {
  const leaver = await fie.signUpAndConfirm({ email: 'prefs.leaver@example.com' });
  await change(leaver.token, { showPhone: true });
  expect(await fie.stores.documents.collection('preferences').get(leaver.user.id)).not.toBeNull();
  expect((await fie.request('DELETE', '/api/auth/user', undefined, leaver.token)).status).toBe(200);
  expect(await fie.stores.documents.collection('preferences').get(leaver.user.id)).toBeNull();
  expect((await change(leaver.token, { showPhone: true })).status).toBe(401);
  // Its old links still answer, and change nothing.
  expect((await fie.request('POST', `/api/notifications/unsubscribe?token=${unsubscribeToken(CODE_SECRET, leaver.user.id, 'messages')}`)).status).toBe(200);
});
