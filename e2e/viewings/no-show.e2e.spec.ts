import type { Browser, BrowserContext, Page } from 'playwright-core';
import { listHouse, signUpOwner } from '../../launcher/src/testing/listings';
import { movableClock, startTestMarketplace, type TestMarketplace } from '../../launcher/src/testing/test-marketplace';
import { browserSkipReason, ensureBuilt, launchBrowser } from '../browser';

/**
 * Issue 33, on 360 × 740 phones: a no-show is a fact, not a review. After a confirmed viewing's slot the lister records
 * that the seeker did not come (the marketplace's clock is moved past the slot, so the call is made as the lister's
 * phone would, once it is past); the seeker reads it on the viewing in her Calendar, answers it once, and her profile
 * shows it counted apart from her reviews, with her answer; the lister reads the answer beside his record.
 */
const skip = browserSkipReason();
const journey = skip ? test.skip : test;
const clock = movableClock();
let fie: TestMarketplace;
let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  if (skip) return;
  ensureBuilt();
  fie = await startTestMarketplace({}, { now: clock.now });
  browser = await launchBrowser();
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await fie?.stop();
});
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

const sameMonth = (date: string) => date.slice(0, 7) === new Date().toISOString().slice(0, 7);

/** Opens the viewing on `date` from the Calendar tab. */
async function openViewing(page: Page, date: string, entry: string, dialog: string) {
  await page.goto(`${fie.url}/owner-dashboard?tab=calendar`);
  await page.getByRole('tab', { name: 'Calendar', selected: true }).waitFor({ timeout: 30_000 });
  if (!sameMonth(date)) await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByText(entry).first().click({ timeout: 20_000 });
  return page.getByRole('dialog', { name: dialog });
}

journey('the lister records that the seeker did not come; she reads it on the viewing, answers it once, and her profile counts it apart from reviews, with her answer', async () => {
  const kwame = await signUpOwner(fie, { email: 'kwame.noshow.e2e@example.com', firstName: 'Kwame', lastName: 'Boateng', phoneNumber: '0244123459' });
  const house = await listHouse(fie, kwame.token);
  const ama = await fie.signUpAndConfirm({ email: 'ama.noshow.e2e@example.com', firstName: 'Ama', lastName: 'Mensah', phoneNumber: '0551234560' });
  const date = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const booked = await fie.request('POST', '/api/properties/book-viewing', { owner_id: kwame.user.id, property_id: house.id, date: `${date}T10:00:00.000Z` }, ama.token);
  expect(booked.status).toBe(201);
  const viewingId = booked.body.viewing.id as string;
  expect((await fie.request('POST', `/api/viewings/${viewingId}/confirm`, {}, kwame.token)).status).toBe(200);
  // The slot has passed, and Ama did not come.
  clock.advance(Date.parse(`${date}T11:00:00.000Z`) - clock.now().getTime());
  expect((await fie.request('POST', `/api/viewings/${viewingId}/no-show`, {}, kwame.token)).status).toBe(201);

  // 1. Ama reads it on the viewing in her Calendar, and answers it once.
  const seeker = await phoneOf({ token: ama.token, user: ama.user });
  const hers = await openViewing(seeker, date, 'Viewing: 3 bedroom house in East Legon', 'Your viewing');
  await hers.getByTestId('no-shows').getByText('Kwame B. recorded that you did not come. It is shown with your reputation.').waitFor({ timeout: 20_000 });
  await hers.getByRole('button', { name: 'Answer it' }).click();
  const form = seeker.getByRole('dialog', { name: 'Answer Kwame B.' });
  await form.getByLabel('Your answer').fill('I came at 10:00 and the gate was locked.');
  expect(await seeker.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await form.getByRole('button', { name: 'Send answer' }).click();
  await seeker.getByText('Your answer is shown beside it').first().waitFor();
  const again = await openViewing(seeker, date, 'Viewing: 3 bedroom house in East Legon', 'Your viewing');
  await again.getByText('Your answer: I came at 10:00 and the gate was locked.').waitFor({ timeout: 20_000 });
  expect(await again.getByRole('button', { name: 'Answer it' }).count()).toBe(0);

  // 2. Her profile counts it apart from her reviews, with her answer.
  await seeker.goto(`${fie.url}/owner-dashboard?tab=profile`);
  const facts = seeker.getByTestId('profile-no-shows');
  await facts.getByText('1 no-show recorded').waitFor({ timeout: 30_000 });
  await facts.getByText('Answer to a no-show: I came at 10:00 and the gate was locked.').waitFor();

  // 3. Kwame reads her answer beside his record, and her reputation counts it.
  const login = await fie.request('POST', '/api/auth/login', { email: kwame.email, password: kwame.password });
  const lister = await phoneOf({ token: login.body.token, user: login.body.user });
  const his = await openViewing(lister, date, 'Viewing for Ama Mensah', 'Viewing for Ama Mensah');
  await his.getByTestId('no-shows').getByText('Ama’s answer: I came at 10:00 and the gate was locked.').waitFor({ timeout: 20_000 });
  await his.getByTestId('seeker-reputation').getByText(/1 no-show recorded/).waitFor();
  expect(await lister.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
