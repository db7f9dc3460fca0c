import { randomUUID } from 'node:crypto';
import type { AxeResults } from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CATALOGUES, LANGUAGE_COOKIE } from '@fie/domain';
import { listHouse, signUpOwner } from '../../launcher/src/testing/listings';
import type { TestMarketplace } from '../../launcher/src/testing/test-marketplace';
import { englishLeft, englishOf, screenTexts } from '../../public-web/src/testing/english-left';
import { browserJourneys } from '../browser';

/**
 * Issue 33, on 360 × 740 phones: after a real dealing (a viewing whose fee the seeker paid by mobile money in the
 * simulator and confirmed, so it went to the lister), both sides review each other from the viewing in their
 * Calendar. The first review waits unseen (double-blind); the second publishes both, and the lister's page shows it.
 */
let fie: TestMarketplace;
let browser: Browser;
const contexts: BrowserContext[] = [];
const journey = browserJourneys({ ready: (ctx) => ((fie = ctx.fie), (browser = ctx.browser)) });
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

/** A phone of this person's own, signed in as the login dialog leaves it ("Remember me"); CSP bypassed only so axe's script can be added. */
async function phoneOf(session: { token: string; user: unknown }, language?: 'tw'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, bypassCSP: true });
  contexts.push(context);
  if (language) await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: fie.url }]);
  await context.addInitScript((s: { token: string; user: unknown }) => {
    localStorage.setItem('token', JSON.stringify(s.token));
    localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
  return context.newPage();
}

/** axe-core's serious and critical violations on the page as it is. */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const results = await page.evaluate(() => (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, { resultTypes: ['violations'] }) as Promise<AxeResults>);
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const sameMonth = (date: string) => date.slice(0, 7) === new Date().toISOString().slice(0, 7);

/** Opens the viewing on `date` from the Calendar tab. */
async function openViewing(page: Page, date: string, entry: string, dialog: string) {
  await page.goto(`${fie.url}/owner-dashboard?tab=calender`);
  await page.getByRole('tab', { name: 'Calendar', selected: true }).waitFor({ timeout: 20_000 });
  if (!sameMonth(date)) await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByText(entry).first().click();
  return page.getByRole('dialog', { name: dialog });
}

/**
 * Gives every criterion of the open review form `stars`, as a finger does: a tap on that star (MUI Rating: each star is
 * the label of a visually hidden radio, one group a criterion).
 */
async function rateAll(form: ReturnType<Page['getByRole']>, count: number, stars: number) {
  const radios = form.getByRole('radio', { name: `${stars} stars`, exact: true });
  expect(await radios.count()).toBe(count);
  for (let i = 0; i < count; i++) {
    const id = await radios.nth(i).getAttribute('id');
    await form.locator(`label[for="${id}"]`).click();
    expect(await radios.nth(i).isChecked()).toBe(true);
  }
}

/**
 * Kwame lists a house asking a GH₵ 50 viewing fee; Ama books a viewing, pays the fee by MoMo and approves it on her
 * (simulated) phone; then she confirms the viewing took place, and the fee goes to Kwame: a completed dealing.
 */
async function completedViewing(kwameEmail: string, amaEmail: string, phones: [string, string] = ['0244123456', '0551234567']) {
  const kwame = await signUpOwner(fie, { email: kwameEmail, firstName: 'Kwame', lastName: 'Boateng', phoneNumber: phones[0] });
  const house = await listHouse(fie, kwame.token, { viewing_fee: 50 });
  const ama = await fie.signUpAndConfirm({ email: amaEmail, firstName: 'Ama', lastName: 'Mensah', phoneNumber: phones[1] });
  const date = day(3);
  const booked = await fie.request('POST', '/api/properties/book-viewing', { owner_id: kwame.user.id, property_id: house.id, date: `${date}T10:00:00.000Z` }, ama.token);
  expect(booked.status).toBe(201);
  const paid = await fie.request('POST', '/api/payments', { kind: 'viewing_fee', viewing_id: booked.body.viewing.id, method: 'momo', phone: '0551234567', network: 'mtn' }, ama.token, { 'Idempotency-Key': randomUUID() });
  expect(paid.status).toBe(201);
  await fie.request('POST', `/api/payments/simulator/${paid.body.result.id}/approve`, { pin: '1234' }, ama.token);
  for (const until = Date.now() + 15_000; Date.now() < until; await new Promise((r) => setTimeout(r, 100))) {
    if ((await fie.request('GET', `/api/payments/${paid.body.result.id}`, undefined, ama.token)).body.result?.status === 'held') break;
  }
  expect((await fie.request('POST', `/api/payments/${paid.body.result.id}/confirm`, {}, ama.token)).status).toBe(200);
  return { kwame, ama, house, date };
}

journey('a seeker and a lister review each other after a paid viewing; the first waits unseen, the second publishes both, the lister replies once, and the listing shows his rating, the review and the reply', async () => {
  const { kwame, ama, house, date } = await completedViewing('kwame.reviews.e2e@example.com', 'ama.reviews.e2e@example.com');

  // 1. Ama opens the viewing in her Calendar and reviews Kwame: four criteria and a few words.
  const seeker = await phoneOf({ token: ama.token, user: ama.user });
  const mine = await openViewing(seeker, date, 'Viewing: 3 bedroom house in East Legon', 'Your viewing');
  await mine.getByRole('button', { name: 'Review Kwame B.' }).click({ timeout: 20_000 });
  const form = seeker.getByRole('dialog', { name: 'Review Kwame B.' });
  await form.getByText('The real owner or an authorised agent').waitFor();
  await rateAll(form, 4, 5);
  await form.getByLabel('How did it go?').fill('The house was as in the photos, and Kwame came on time.');
  // The form is usable by a screen reader and fits the phone.
  expect(await seriousViolations(seeker)).toEqual([]);
  expect(await seeker.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await form.getByRole('button', { name: 'Send review' }).click();
  await seeker.getByText('Thank you: your review is shown once the other side has written theirs, or when the 14 days are over').first().waitFor();
  // Double-blind: nobody reads it yet.
  expect((await fie.request('GET', `/api/reviews?subject=${kwame.user.id}`)).body.result.reviews).toEqual([]);
  await seeker.getByText('Viewing: 3 bedroom house in East Legon').first().click();
  await seeker.getByRole('dialog', { name: 'Your viewing' }).getByText(/Your review is in\. It is shown once Kwame B\. has written theirs/).waitFor({ timeout: 10_000 });

  // 2. Kwame, signed in again as an owner, reviews Ama from his Calendar: three criteria of a seeker's.
  const login = await fie.request('POST', '/api/auth/login', { email: kwame.email, password: kwame.password });
  const owner = await phoneOf({ token: login.body.token, user: login.body.user });
  const his = await openViewing(owner, date, 'Viewing for Ama Mensah', 'Viewing for Ama Mensah');
  await his.getByRole('button', { name: 'Review Ama' }).click({ timeout: 20_000 });
  const hisForm = owner.getByRole('dialog', { name: 'Review Ama' });
  await hisForm.getByText('Respect for the house rules').waitFor();
  expect(await hisForm.getByText('The listing was accurate').count()).toBe(0);
  await rateAll(hisForm, 3, 4);
  await hisForm.getByLabel('How did it go?').fill('Polite and on time.');
  await hisForm.getByRole('button', { name: 'Send review' }).click();
  await owner.getByText('Thank you: both reviews are now shown').first().waitFor();

  // 3. Both reviews are published together, and the house's page shows Kwame's rating beside his name.
  const shown = await fie.request('GET', `/api/reviews?subject=${kwame.user.id}`);
  expect(shown.body.result.reviews).toEqual([expect.objectContaining({ author: expect.objectContaining({ name: 'Ama M.' }), overall: 5, text: 'The house was as in the photos, and Kwame came on time.' })]);
  expect((await fie.request('GET', `/api/reviews?subject=${ama.user.id}`)).body.result.reviews).toEqual([expect.objectContaining({ overall: 4, text: 'Polite and on time.' })]);
  await seeker.goto(`${fie.url}/property/${house.id}`);
  await seeker.getByTestId('lister-reputation').getByText('★ 5.0 from 1 review · 1 deal completed through Fie').waitFor({ timeout: 20_000 });
  await seeker.getByRole('list', { name: 'Reviews from completed deals' }).getByText('The house was as in the photos, and Kwame came on time.').waitFor();
  // 4. Kwame reads Ama's review of him on the viewing, and answers it once; the answer shows under it on his listing.
  const again = await openViewing(owner, date, 'Viewing for Ama Mensah', 'Viewing for Ama Mensah');
  await again.getByTestId('review-about-me').getByText('The house was as in the photos, and Kwame came on time.').waitFor({ timeout: 10_000 });
  await again.getByRole('button', { name: 'Reply' }).click();
  const reply = owner.getByRole('dialog', { name: 'Reply to Ama' });
  await reply.getByLabel('Your reply').fill('Thank you, Ama!');
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await owner.getByText('Your reply is shown under the review').first().waitFor();
  await seeker.goto(`${fie.url}/property/${house.id}`);
  await seeker.getByRole('list', { name: 'Reviews from completed deals' }).getByText('Reply: Thank you, Ama!').waitFor({ timeout: 20_000 });
  const hers = await openViewing(seeker, date, 'Viewing: 3 bedroom house in East Legon', 'Your viewing');
  await hers.getByText('Your review is published.').waitFor({ timeout: 10_000 });
  await hers.getByTestId('review-about-me').getByText('Polite and on time.').waitFor();
  // Nothing of it is wider than the phone.
  expect(await seeker.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

journey('in Twi on a phone, the review form leaves none of its English, and fits', async () => {
  const english = englishOf(['viewings']);
  const { ama, date } = await completedViewing('kwame.reviews.twi@example.com', 'ama.reviews.twi@example.com', ['0244123457', '0551234568']);
  const seeker = await phoneOf({ token: ama.token, user: ama.user }, 'tw');
  await seeker.goto(`${fie.url}/owner-dashboard?tab=calender`);
  if (!sameMonth(date)) await seeker.getByRole('button', { name: CATALOGUES.tw['viewings.calendar.next'] }).click({ timeout: 30_000 });
  await seeker.getByText('3 bedroom house in East Legon').first().click({ timeout: 30_000 });
  const dialog = seeker.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Ka Kwame B. ho asɛm' }).click({ timeout: 20_000 });
  await seeker.getByRole('dialog', { name: 'Ka Kwame B. ho asɛm' }).getByText('Dan no te sɛnea wɔkyerɛwee no').waitFor();
  const texts = await seeker.getByRole('dialog').evaluateAll(screenTexts);
  expect(englishLeft(texts, english, CATALOGUES.tw)).toEqual([]);
  expect(await seeker.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
