import type { Browser, Locator, Page } from 'playwright-core';
import { accountMessages, CATALOGUES, translator } from '@fie/domain';
import { listHouse, signUpOwner } from '../../launcher/src/testing/listings';
import { createOrganization } from '../../launcher/src/testing/organizations';
import type { TestMarketplace } from '../../launcher/src/testing/test-marketplace';
import { englishLeft, englishOf, screenTexts, type EnglishLeft } from '../../public-web/src/testing/english-left';
import { browserJourneys, hydrated } from '../browser';

/**
 * The signed-in pages in Twi in real Chromium, on a 360-px phone (issue 32): an owner with a listing, a
 * conversation and a note opens his dashboard with ?lang=tw, and every tab, the open conversation and the property
 * page's notes drawer show none of the English of their words' areas (the chunk of the signed-in pages' words,
 * loaded by the browser as such a page shows). The tabs whose panels other parts of the site draw (listings,
 * saves, offers, requests, the calendar) are checked for their names here and for their panels in their own tests.
 * Last, an organization's public page, drawn by the server in Twi, comes alive in the same words.
 */
let fie: TestMarketplace;
let browser: Browser;
let page: Page;
const journey = browserJourneys({ ready: (ctx) => ((fie = ctx.fie), (browser = ctx.browser)) });
// A phone: 360 px wide, a touch screen (so `pointer: coarse`, as a phone's browser says), no mouse and no keyboard.
beforeEach(async () => {
  if (browser) page = await browser.newPage({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
});
afterEach(async () => page?.close());

const tw = translator('tw', CATALOGUES.tw);
const AREAS = ['dashboard', 'conversations', 'notes', 'verification', 'ui', 'api.dashboard'];
const english = englishOf(AREAS);

async function ok<T extends { status: number; body: any }>(what: string, call: Promise<T>): Promise<T['body']> {
  const res = await call;
  if (res.status >= 300) throw new Error(`${what} failed (${res.status}): ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Nothing loading any more: no running bar or spinner outside a button. */
async function settled(p: Page) {
  await p.waitForFunction(
    () => !Array.from(document.querySelectorAll('[role="progressbar"]:not([aria-valuenow])')).some((el) => !el.closest('button') && el.checkVisibility({ visibilityProperty: true, opacityProperty: true })),
    undefined,
    { timeout: 15_000 },
  );
}

/** Texts the accounts' shared fields draw here (the password rules under a new password), in their own area and tests. */
const othersWords: string[] = [accountMessages.passwordWeak];

/** The English of this journey's areas that these parts of the page show (none, when all is said in Twi). */
async function englishIn(parts: Locator, of: Record<string, string> = english): Promise<EnglishLeft[]> {
  const texts = (await parts.evaluateAll(screenTexts)).filter((text) => !othersWords.includes(text));
  return englishLeft(texts, of, CATALOGUES.tw);
}

journey('an owner with a listing, a conversation and a note reads his dashboard, its tabs, the conversation and his notes in Twi on a phone', async () => {
  const owner = await signUpOwner(fie, { email: 'kofi.twi.dash@example.com', firstName: 'Kofi', lastName: 'Mensah' });
  const seeker = await fie.signUpAndConfirm({ email: 'ama.twi.dash@example.com', firstName: 'Ama', lastName: 'Owusu' });
  const house = await listHouse(fie, owner.token, { title: 'Dan wɔ East Legon' });
  await ok('a message', fie.request('POST', '/api/messages/send-message', { to: owner.user.id, message: 'Dan no da so wɔ hɔ?', property_id: house.id }, seeker.token));
  await ok('a note', fie.request('POST', '/api/notes/create-note', { property_id: house.id, note: 'Bisa nsuo ho asɛm' }, owner.token));
  // Signed in as the site signs in: the session in the device's storage (the owner's, now that he lists).
  const session = await ok('the sign-in', fie.request('POST', '/api/auth/login', { email: owner.email, password: owner.password }));
  await page.goto(`${fie.url}/about`);
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('token', JSON.stringify(token));
    localStorage.setItem('user', JSON.stringify(user));
  }, session);

  await page.goto(`${fie.url}/owner-dashboard?lang=tw`);
  await page.getByRole('heading', { level: 1, name: tw('dashboard.title', '{product} dashboard', { product: 'Fie' }) }).waitFor({ timeout: 30_000 });
  const tabs = page.getByRole('tablist', { name: tw('dashboard.tabs', 'Dashboard sections') });
  const heading = page.getByRole('heading', { level: 1 });
  // The figures, as the API says them in the page's language.
  await page.getByRole('region', { name: tw('api.dashboard.listings', 'Listings'), exact: true }).waitFor({ timeout: 15_000 });
  await settled(page);
  expect(await englishIn(page.locator('main'))).toEqual([]);

  // Every tab's name; the panels drawn here (Messages, Documents, Profile) whole.
  const names: [id: string, english: string, panel?: 'whole' | Locator][] = [
    ['dashboard.tab.properties', 'Properties'],
    ['dashboard.tab.messages', 'Messages', 'whole'],
    ['dashboard.tab.saved', 'Saved'],
    ['dashboard.tab.offers', 'Offers'],
    ['dashboard.tab.requests', 'Requests'],
    ['dashboard.tab.documents', 'Documents', 'whole'],
    // The profile's account fields and the notices' choices are the accounts' and the texts' parts.
    ['dashboard.tab.profile', 'Profile', page.locator('#account, #documents, #sessions, #delete-account')],
    ['dashboard.tab.calendar', 'Calendar'],
  ];
  for (const [id, name, panel] of names) {
    await tabs.getByRole('tab', { name: tw(id, name), exact: true }).click();
    await page.getByRole('tab', { name: tw(id, name), exact: true, selected: true }).waitFor();
    await settled(page);
    const parts = panel === 'whole' ? page.locator('main') : panel ? panel.or(tabs).or(heading) : tabs.or(heading);
    expect({ tab: name, english: await englishIn(parts) }).toEqual({ tab: name, english: [] });
  }
  expect(page.url()).toContain('lang=tw');

  // The conversation with Ama, open.
  await tabs.getByRole('tab', { name: tw('dashboard.tab.messages', 'Messages'), exact: true }).click();
  await page.getByRole('list', { name: tw('conversations.list', 'Conversations') }).getByText('Ama O.').click();
  await page.getByText('Dan no da so wɔ hɔ?').last().waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: tw('conversations.composer.send', 'Send') }).waitFor();
  await settled(page);
  expect(await englishIn(page.locator('main'))).toEqual([]);
  // A phone has no Shift key: the box does not talk about one.
  expect(await page.getByText(/Shift/).count()).toBe(0);

  // His notes on the property page (a public page: the drawer's words arrive when it opens).
  await page.goto(`${fie.url}/property/${house.id}?lang=tw`);
  await page.getByRole('heading', { level: 1, name: 'Dan wɔ East Legon' }).waitFor();
  await hydrated(page);
  await page.getByRole('button', { name: tw('property.contact.notes', 'Notes') }).first().click();
  const drawer = page.getByRole('dialog', { name: tw('notes.title', 'Your notes') });
  await drawer.getByText('Bisa nsuo ho asɛm').waitFor({ timeout: 15_000 });
  expect(await englishIn(drawer)).toEqual([]);

  // An organization's page (drawn by the server in Twi, its words the site's): it comes alive in the same words.
  const agency = await createOrganization(fie, { name: 'Nkwa Homes', email: 'nkwa.twi@example.com', url_name: 'nkwa_homes' });
  await listHouse(fie, agency.token, { title: 'Sotɔɔ wɔ Madina' });
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${fie.url}/org/nkwa_homes?lang=tw`);
  await page.getByRole('heading', { name: tw('org-page.listings.title', 'Properties listed by {name}', { name: 'Nkwa Homes' }) }).waitFor();
  await hydrated(page);
  await settled(page);
  expect(await englishIn(page.locator('main'), englishOf(['org-page', 'ui']))).toEqual([]);
  // A hydration mismatch (React's errors 418 to 425 in a production build).
  expect(errors.filter((error) => /hydrat|error #4(1[89]|2[0-5])/i.test(error))).toEqual([]);
});
