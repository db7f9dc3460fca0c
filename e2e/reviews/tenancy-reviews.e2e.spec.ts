import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { listHouse, signUpOwner } from '../../launcher/src/testing/listings';
import type { TestMarketplace } from '../../launcher/src/testing/test-marketplace';
import { browserJourneys } from '../browser';

/**
 * Issue 33, on 360 × 740 phones: a tenancy (an accepted offer whose holding deposit was paid by mobile money in the
 * simulator and released on "keys received") is reviewed from the Offers tab, by both sides: the first waits unseen,
 * the second publishes both, and each card then says so and shows the other's review.
 */
let fie: TestMarketplace;
let browser: Browser;
const contexts: BrowserContext[] = [];
const journey = browserJourneys({ ready: (ctx) => ((fie = ctx.fie), (browser = ctx.browser)) });
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

/** A phone of this person's own, signed in as the login dialog leaves it ("Remember me"). */
async function phoneOf(session: { token: string; user: unknown }): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  contexts.push(context);
  await context.addInitScript((s: { token: string; user: unknown }) => {
    localStorage.setItem('token', JSON.stringify(s.token));
    localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
  return context.newPage();
}

/** Gives every criterion of the open review form `stars`, as a finger does: a tap on that star. */
async function rateAll(form: ReturnType<Page['getByRole']>, count: number, stars: number) {
  const radios = form.getByRole('radio', { name: `${stars} stars`, exact: true });
  expect(await radios.count()).toBe(count);
  for (let i = 0; i < count; i++) {
    const id = await radios.nth(i).getAttribute('id');
    await form.locator(`label[for="${id}"]`).click();
    expect(await radios.nth(i).isChecked()).toBe(true);
  }
}

/** The offer's card on the Offers tab, found by the words its heading starts with. */
async function offerCard(page: Page, heading: string) {
  await page.goto(`${fie.url}/owner-dashboard?tab=offers`);
  const card = page.getByRole('article').filter({ hasText: heading });
  await card.first().waitFor({ timeout: 30_000 });
  return card.first();
}

journey('a tenant and a landlord review each other from the accepted offer once the deposit is released on the keys; the first waits unseen, the second publishes both', async () => {
  // Kwame lets a house by the year; Ama's offer is accepted, she secures it with a deposit in the hold and confirms the keys.
  const kwame = await signUpOwner(fie, { email: 'kwame.tenancy.e2e@example.com', firstName: 'Kwame', lastName: 'Boateng', phoneNumber: '0244123458' });
  const house = await listHouse(fie, kwame.token, { payment_plan: 'YEARLY', price: 30000 });
  const ama = await fie.signUpAndConfirm({ email: 'ama.tenancy.e2e@example.com', firstName: 'Ama', lastName: 'Mensah', phoneNumber: '0551234569' });
  const offered = await fie.request('POST', `/api/properties/${house.id}/offers`, { amount: 2500, currency: 'GHS', advance_months: 1 }, ama.token);
  expect(offered.status).toBe(201);
  expect((await fie.request('POST', `/api/offers/${offered.body.result.id}/accept`, {}, kwame.token)).status).toBe(200);
  const paid = await fie.request('POST', '/api/payments', { kind: 'deposit', offer_id: offered.body.result.id, method: 'momo', phone: '0551234569', network: 'mtn' }, ama.token, { 'Idempotency-Key': randomUUID() });
  expect(paid.status).toBe(201);
  await fie.request('POST', `/api/payments/simulator/${paid.body.result.id}/approve`, { pin: '1234' }, ama.token);
  for (const until = Date.now() + 15_000; Date.now() < until; await new Promise((r) => setTimeout(r, 100))) {
    if ((await fie.request('GET', `/api/payments/${paid.body.result.id}`, undefined, ama.token)).body.result?.status === 'held') break;
  }
  expect((await fie.request('POST', `/api/payments/${paid.body.result.id}/confirm`, {}, ama.token)).status).toBe(200);

  // 1. Ama reviews Kwame from her offer's card: the lister's four criteria and a few words.
  const tenant = await phoneOf({ token: ama.token, user: ama.user });
  const hers = await offerCard(tenant, 'Your offer to Kwame B.');
  await hers.getByText(/^You can review Kwame B\. until /).waitFor({ timeout: 20_000 });
  await hers.getByRole('button', { name: 'Review Kwame B.' }).click();
  const form = tenant.getByRole('dialog', { name: 'Review Kwame B.' });
  await form.getByText('The real owner or an authorised agent').waitFor();
  await rateAll(form, 4, 5);
  await form.getByLabel('How did it go?').fill('The keys were ready on the day, as agreed.');
  expect(await tenant.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await form.getByRole('button', { name: 'Send review' }).click();
  await tenant.getByText('Thank you: your review is shown once the other side has written theirs, or when the 14 days are over').first().waitFor();
  await hers.getByText(/Your review is in\. It is shown once Kwame B\. has written theirs/).waitFor({ timeout: 20_000 });
  // Double-blind: nobody reads it yet.
  expect((await fie.request('GET', `/api/reviews?subject=${kwame.user.id}`)).body.result.reviews).toEqual([]);

  // 2. Kwame, signed in again as an owner, reviews his tenant from the offer he accepted: a seeker's three criteria.
  const login = await fie.request('POST', '/api/auth/login', { email: kwame.email, password: kwame.password });
  const landlord = await phoneOf({ token: login.body.token, user: login.body.user });
  const his = await offerCard(landlord, 'Offer from Ama M.');
  await his.getByRole('button', { name: 'Review Ama M.' }).click({ timeout: 20_000 });
  const hisForm = landlord.getByRole('dialog', { name: 'Review Ama M.' });
  await hisForm.getByText('Respect for the house rules').waitFor();
  expect(await hisForm.getByText('The listing was accurate').count()).toBe(0);
  await rateAll(hisForm, 3, 4);
  await hisForm.getByLabel('How did it go?').fill('Paid on time and kept the house clean.');
  await hisForm.getByRole('button', { name: 'Send review' }).click();
  await landlord.getByText('Thank you: both reviews are now shown').first().waitFor();

  // 3. Both are published together; each card now shows the other's review of its reader.
  await his.getByTestId('review-about-me').getByText('The keys were ready on the day, as agreed.').waitFor({ timeout: 20_000 });
  const again = await offerCard(tenant, 'Your offer to Kwame B.');
  await again.getByText('Your review is published.').waitFor({ timeout: 20_000 });
  await again.getByTestId('review-about-me').getByText('Paid on time and kept the house clean.').waitFor();
  expect((await fie.request('GET', `/api/reviews?subject=${kwame.user.id}`)).body.result.reviews).toEqual([expect.objectContaining({ dealing: 'tenancy', overall: 5 })]);
  expect(await tenant.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
