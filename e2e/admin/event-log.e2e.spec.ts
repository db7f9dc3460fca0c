import type { Browser, Page } from 'playwright-core';
import { startTestMarketplace, type TestMarketplace } from '../../launcher/src/testing/test-marketplace';
import { browserSkipReason, ensureBuilt, launchBrowser } from '../browser';

const skip = browserSkipReason();
const journey = skip ? test.skip : test;

let fie: TestMarketplace;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  if (skip) return;
  ensureBuilt();
  fie = await startTestMarketplace();
  await fie.signUpAndConfirm({ email: 'kwabena@example.com', firstName: 'Kwabena' });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await fie?.stop();
});

journey('staff sign in with the one-time password and read a sign-up in the event log, with personal data sealed', async () => {
  await page.goto(`${fie.url}/admin/#/events`);
  await page.getByText('one-time password').waitFor();
  await page.locator('input[name="email"]').fill(fie.admin.email);
  await page.locator('input[name="password"]').fill(fie.admin.password);
  await page.getByRole('button', { name: /sign in/i }).click();

  await page.getByText('UserSignedUp').first().waitFor({ timeout: 15_000 });
  await page.getByText('UserSignedUp').first().click();
  await page.getByText('[sealed personal data]').first().waitFor();
  const content = await page.content();
  expect(content).not.toContain('kwabena@example.com');
  expect(content).not.toContain('$argon2id');
});
