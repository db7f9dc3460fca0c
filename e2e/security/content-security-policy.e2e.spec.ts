import type { Browser, Page } from 'playwright-core';
import { listHouse, signUpOwner } from '../../launcher/src/testing/listings';
import type { TestMarketplace } from '../../launcher/src/testing/test-marketplace';
import { awake, browserJourneys, hydrated } from '../browser';

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

/**
 * Fails unless the page painted its main heading and came alive (its code ran and hydrated it: <html data-hydrated>),
 * then lets its late requests settle: only a page that ran can show what the policy would block.
 */
async function rendered(page: Page, heading: string) {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 15_000 });
  // The sign-in pages, and on a phone a visitor's home, search and property pages, fetch their code at a person's
  // first touch (issues 32, 35): a key pressed is one.
  await page.keyboard.press('Shift');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
}

journey('the public site, a property, the list-property form, a signed-in dashboard and the console load without one policy violation', async () => {
  const owner = await signUpOwner(fie, { email: 'csp.owner@example.com', password: 'Akwaaba#2026', confirmPassword: 'Akwaaba#2026' });
  const house = await listHouse(fie, owner.token, { title: 'House checked for its policy' });
  const { page, violations } = await watched();
  const pages: [string, string][] = [
    ['/', 'Homes, shops, farmland and venues across Ghana'],
    ['/search-property', 'Search property in Ghana'],
    [`/property/${house.id}`, 'House checked for its policy'],
    ['/about', 'About Fie'],
    ['/login', 'Login'],
  ];
  for (const [path, heading] of pages) {
    await page.goto(`${fie.url}${path}`);
    await rendered(page, heading);
  }

  // Signed in: the owner's dashboard and the list-property form.
  await page.goto(`${fie.url}/login?next=${encodeURIComponent('/owner-dashboard')}`);
  // The scripted sign-in, so its code runs under the policy too (the page's code otherwise waits for a first touch).
  await awake(page);
  await page.getByLabel('Email').fill('csp.owner@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Akwaaba#2026');
  await page.getByRole('button', { name: /sign in|log in|login/i }).first().click();
  // Its address, not its load event: `rendered` below waits for the page itself (a busy CI machine took over 15 s to load).
  await page.waitForURL(/\/owner-dashboard/, { timeout: 30_000, waitUntil: 'commit' });
  await rendered(page, 'Fie dashboard');
  await page.goto(`${fie.url}/list-property`);
  await rendered(page, 'List Property');

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

journey('the site cannot be framed by another page: its policy\'s frame-ancestors refuses the frame', async () => {
  const { page } = await watched();
  // Chromium tells the framing page why its frame is empty; a frame that failed for another reason says otherwise.
  const refused = page.waitForEvent('console', { predicate: (message) => message.text().includes('frame-ancestors'), timeout: 15_000 });
  await page.setContent(`<iframe src="${fie.url}/" id="framed"></iframe>`);
  expect((await refused).text().trim()).toBe(`Framing '${fie.url}/' violates the following Content Security Policy directive: "frame-ancestors 'none'". The request has been blocked.`);
  const frame = await (await page.$('#framed'))!.contentFrame();
  expect(frame!.url()).not.toContain(fie.url);
  expect(await frame!.evaluate(() => document.body?.innerText ?? '')).not.toContain('Homes, shops, farmland');
  await page.close();
}, 60_000);
