import type { Page } from 'playwright-core';
import { CATALOGUES } from '@fie/domain';
import type { TestMarketplace } from '../../launcher/src/testing/test-marketplace';
import { browserJourneys, hydrated, listFamilyHouse } from '../browser';

/**
 * The site in Twi in real Chromium, on a 360-px phone (issue 23): the switcher in the header turns the page to
 * Twi, the choice outlives a reload and carries to the search and property pages, nothing overflows with Twi's
 * longer words, and a signed-in person's account language follows them to a new browser.
 */
let fie: TestMarketplace;
let page: Page;
const journey = browserJourneys({ ready: (ctx) => (fie = ctx.fie), page: (p) => (page = p) }, { viewport: { width: 360, height: 740 } });

/** The Twi the page shows for the English the code writes (looked up in the catalogues, as translators edit them). */
function twiFor(english: string): string {
  const source = Object.assign({}, ...['shell', 'home', 'search', 'property'].map((area) => require(`../../packages/domain/src/i18n/catalogues/en/${area}.json`))) as Record<string, string>;
  const id = Object.keys(source).find((key) => source[key] === english);
  if (!id || !CATALOGUES.tw[id]) throw new Error(`No Twi for "${english}"`);
  return CATALOGUES.tw[id]!;
}

async function alive(p: Page) {
  // The sign-in pages, and on a phone a visitor's home, search and property pages, fetch their code at a person's
  // first touch (issues 32, 35): a key pressed is one.
  await p.keyboard.press('Shift');
  await hydrated(p);
}
const lang = (p: Page) => p.evaluate(() => document.documentElement.lang);
const overflow = (p: Page) => p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

journey('a phone switches the site to Twi from the header; home, search and property pages read in Twi, after a reload too', async () => {
  const owner = await fie.signUpAndConfirm({ email: 'kofi.twi@example.com', firstName: 'Kofi' });
  expect((await fie.request('POST', '/api/auth/existing-user-owner-registration', { email: owner.email }, owner.token)).status).toBeLessThan(300);
  const propertyId = await listFamilyHouse(fie, owner.token);

  await page.goto(`${fie.url}/`);
  await page.getByRole('heading', { level: 1, name: 'Homes, shops, farmland and venues across Ghana' }).waitFor();
  await alive(page);
  await page.locator('summary[aria-label^="Language"]').first().click();
  await page.getByRole('link', { name: 'Twi (beta)' }).first().click();
  await page.waitForURL(/lang=tw/);
  await page.getByRole('heading', { level: 1, name: twiFor('Homes, shops, farmland and venues across Ghana') }).waitFor();
  expect(await lang(page)).toBe('tw');
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  // The device remembers it: a reload, and pages opened without ?lang=, are in Twi.
  await page.reload();
  await page.getByRole('heading', { level: 1, name: twiFor('Homes, shops, farmland and venues across Ghana') }).waitFor();
  await page.goto(`${fie.url}/search-property`);
  await page.getByRole('heading', { level: 1, name: twiFor('Search property in Ghana') }).waitFor();
  await alive(page);
  expect(await lang(page)).toBe('tw');
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  await page.goto(`${fie.url}/property/${propertyId}`);
  await page.getByRole('heading', { level: 1, name: 'Family house near the A&C Mall' }).waitFor();
  await alive(page);
  await page.getByRole('heading', { name: twiFor('Description') }).first().waitFor();
  await page.getByRole('button', { name: twiFor('Notes') }).first().waitFor();
  expect(await lang(page)).toBe('tw');
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  // And back to English from the footer.
  await page.getByRole('link', { name: 'English' }).last().click();
  await page.waitForURL(/lang=en/);
  await page.getByRole('heading', { level: 1, name: 'Family house near the A&C Mall' }).waitFor();
  expect(await lang(page)).toBe('en-GH');
});

journey('a person who chose Hausa on their account signs in on a new phone, and the site turns to Hausa', async () => {
  const person = await fie.signUpAndConfirm({ email: 'zainab.hausa@example.com', firstName: 'Zainab' });
  expect((await fie.request('PUT', '/api/auth/language', { language: 'ha' }, person.token)).status).toBe(200);

  await page.goto(`${fie.url}/login`);
  await alive(page);
  expect(await lang(page)).toBe('en-GH');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: /^login$/i }).click();
  await page.waitForFunction(() => document.documentElement.lang === 'ha', undefined, { timeout: 15_000 });
  // The device now remembers it: the next page the server draws is in Hausa from its first byte.
  await page.goto(`${fie.url}/`);
  expect(await lang(page)).toBe('ha');
  await page.getByRole('heading', { level: 1, name: CATALOGUES.ha['home.app.heading']! }).waitFor();
});
