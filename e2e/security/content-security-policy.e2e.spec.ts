import type { Browser, Page } from 'playwright-core';
import { listHouse, signUpOwner } from '../../launcher/src/testing/listings';
import type { TestMarketplace } from '../../launcher/src/testing/test-marketplace';
import { browserJourneys } from '../browser';

/**
 * Every page with the real headers in real Chromium: a page that needed an inline script, a style the policy
 * refuses, a frame or a connection elsewhere would report a Content-Security-Policy violation, and fails here.
 */
let fie: TestMarketplace;
let browser: Browser;
const journey = browserJourneys({ ready: (ctx) => ((fie = ctx.fie), (browser = ctx.browser)) });

async function watched(): Promise<{ page: Page; violations: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation(t: string): void }).reportCspViolation(`${e.violatedDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return { page, violations };
}

journey('the public site, a property, the list-property form, a signed-in dashboard and the console load without one policy violation', async () => {
  const owner = await signUpOwner(fie, { email: 'csp.owner@example.com', password: 'Akwaaba#2026', confirmPassword: 'Akwaaba#2026' });
  const house = await listHouse(fie, owner.token, { title: 'House checked for its policy' });
  const { page, violations } = await watched();
  for (const path of ['/', '/search-property', `/property/${house.id}`, '/about', '/login']) {
    await page.goto(`${fie.url}${path}`);
    await page.waitForLoadState('networkidle').catch(() => undefined);
  }
  await page.getByText('House checked for its policy').first().waitFor({ timeout: 15_000 }).catch(() => undefined);

  // Signed in: the owner's dashboard and the list-property form.
  await page.goto(`${fie.url}/login?next=${encodeURIComponent('/owner-dashboard')}`);
  await page.getByLabel('Email').fill('csp.owner@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Akwaaba#2026');
  await page.getByRole('button', { name: /sign in|log in|login/i }).first().click();
  await page.waitForURL(/\/owner-dashboard/, { timeout: 15_000 });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.goto(`${fie.url}/list-property`);
  await page.waitForLoadState('networkidle').catch(() => undefined);

  await page.goto(`${fie.url}/admin/#/events`);
  await page.getByText('one-time password').waitFor();
  await page.locator('input[name="email"]').fill(fie.admin.email);
  await page.locator('input[name="password"]').fill(fie.admin.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.getByText('ListingCreated').first().waitFor({ timeout: 20_000 });
  await page.goto(`${fie.url}/admin/#/projections`);
  await page.getByText('Up to date').first().waitFor({ timeout: 15_000 });

  expect(violations).toEqual([]);
  await page.close();
}, 120_000);

journey('the site cannot be framed by another page', async () => {
  const { page } = await watched();
  await page.setContent(`<iframe src="${fie.url}/" id="framed"></iframe>`);
  await page.waitForTimeout(1500);
  const frame = page.frames().find((f) => f !== page.mainFrame());
  const framedText = frame ? await frame.evaluate(() => document.body?.innerText ?? '').catch(() => '') : '';
  expect(framedText).not.toContain('Fie');
  await page.close();
}, 60_000);
