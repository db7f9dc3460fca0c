import type { AxeResults, Result } from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { readSmsOutbox } from '@fie/stores';
import { listHouse, signUpOwner, uploadPhotos } from '../../launcher/src/testing/listings';
import type { TestMarketplace } from '../../launcher/src/testing/test-marketplace';
import { browserJourneys } from '../browser';

/**
 * Issue 33 in the staff console, on a 360×740 phone: a seeker's viewing fee is held and disputed over HTTP (the
 * simulator's phone approves it); staff open "Disputes", reads the payment's history and its viewing's,
 * see the photo she sent with it, refund it with a reason, and the seeker is texted the decision. The queue and the payment's page pass axe-core
 * with one h1.
 */
let fie: TestMarketplace;
let browser: Browser;
let page: Page;
const journey = browserJourneys({ ready: (ctx) => ((fie = ctx.fie), (browser = ctx.browser)) });
// axe-core is added to the page as a script, which the console's Content-Security-Policy rightly refuses: bypassed here only.
beforeEach(async () => {
  if (browser) page = await (await browser.newContext({ viewport: { width: 360, height: 740 }, bypassCSP: true })).newPage();
});
afterEach(async () => page?.context().close());

const AXE_SOURCE = require.resolve('axe-core/axe.min.js');
const STRUCTURE = ['page-has-heading-one', 'landmark-one-main', 'region', 'landmark-unique', 'landmark-no-duplicate-main', 'heading-order'];
async function violations(where: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE });
  const results: AxeResults = await page.evaluate(() => (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, { resultTypes: ['violations'] }));
  const found = results.violations.filter((v: Result) => v.impact === 'serious' || v.impact === 'critical' || STRUCTURE.includes(v.id));
  const h1s = await page.locator('h1').count();
  return [...(h1s === 1 ? [] : [`${where}: ${h1s} h1 elements`]), ...found.map((v) => `${where}: [${v.impact}] ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)];
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

journey('staff refund a disputed viewing fee from the Disputes queue, with a reason, and the seeker is texted the decision', async () => {
  const owner = await signUpOwner(fie, { email: 'kwame.dispute@example.com', firstName: 'Kwame', lastName: 'Boateng', phoneNumber: '0244772001' });
  const seeker = await fie.signUpAndConfirm({ email: 'efua.dispute@example.com', firstName: 'Efua', lastName: 'Mensah', phoneNumber: '0554772002' });
  expect((await fie.request('PUT', '/api/notifications/preferences', { sms: { payments: true } }, seeker.token)).status).toBe(200);
  const house = await listHouse(fie, owner.token, { viewing_fee: 40 });
  const start = `${new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)}T10:00:00.000Z`;
  const booked = await fie.request('POST', '/api/properties/book-viewing', { owner_id: owner.user.id, property_id: house.id, date: start }, seeker.token);
  expect(booked.status).toBe(201);
  const paid = await fie.request('POST', '/api/payments', { kind: 'viewing_fee', viewing_id: booked.body.viewing.id, method: 'momo', phone: '055 123 4567', network: 'mtn' }, seeker.token, { 'Idempotency-Key': randomUUID() });
  const id = paid.body.result.id as string;
  await fie.request('POST', `/api/payments/simulator/${id}/approve`, { pin: '1234' }, seeker.token);
  const statusOf = () => fie.request('GET', `/api/payments/${id}`, undefined, seeker.token).then((r) => r.body.result?.status as string);
  expect(await until(statusOf, (s) => s === 'held')).toBe('held');
  // She sends a photo with it: the locked gate she found at the time of the viewing.
  const [gate] = await uploadPhotos(fie, seeker.token, 1);
  expect((await fie.request('POST', `/api/payments/${id}/dispute`, { reason: 'The lister did not come', photos: [gate] }, seeker.token)).status).toBe(200);

  const found: string[] = [];

  await page.goto(`${fie.url}/admin/#/login`);
  await page.locator('input[name="email"]').fill(fie.admin.email);
  await page.locator('input[name="password"]').fill(fie.admin.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.getByRole('region', { name: 'Moderation workload' }).waitFor({ timeout: 15_000 });
  await page.goto(`${fie.url}/admin/#/payments?filter=${encodeURIComponent(JSON.stringify({ status: 'disputed' }))}`);
  await page.getByText('GH₵ 40.00').first().waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  found.push(...(await violations('the disputes queue (360 px)')));

  await page.getByText('GH₵ 40.00').first().click();
  await page.getByText(/Disputed by the payer: “The lister did not come”/).waitFor({ timeout: 15_000 });
  await page.getByRole('region', { name: 'Dealing history' }).getByText('ViewingRequested').waitFor({ timeout: 15_000 });
  // Staff see the photo she sent, loaded, and it opens in full.
  const photo = page.getByRole('img', { name: 'Photo 1 of 1 sent with the dispute' });
  await photo.waitFor({ timeout: 15_000 });
  expect(await until(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth), (width) => width > 0)).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  found.push(...(await violations('a disputed payment (360 px)')));

  await page.getByRole('button', { name: 'Refund the payer' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Reason/).fill('The lister did not come to the viewing');
  await dialog.getByRole('button', { name: 'Refund the payer' }).click();
  await page.getByText('Decision recorded').waitFor({ timeout: 15_000 });
  expect(await until(statusOf, (s) => s === 'refunded')).toBe('refunded');
  await page.getByText('Refunded', { exact: true }).first().waitFor({ timeout: 15_000 });

  const texts = await until(
    async () => (await readSmsOutbox(fie.stores.smsOutboxDir)).filter((m) => m.to === '+233554772002').map((m) => m.text),
    (all) => all.some((t) => t.startsWith('Fie: Our staff decided the dispute over the viewing fee. All of it, GHS 40, goes back to the payer.')),
  );
  expect(texts.some((t) => t.startsWith('Fie: Our staff decided the dispute over the viewing fee. All of it, GHS 40, goes back to the payer.'))).toBe(true);
  expect(found.join('\n')).toBe('');
});
