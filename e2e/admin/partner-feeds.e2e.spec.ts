import type { Page } from 'playwright-core';
import type { TestMarketplace } from '../../launcher/src/testing/test-marketplace';
import { browserJourneys } from '../browser';

let fie: TestMarketplace;
let page: Page;
const journey = browserJourneys({ ready: (ctx) => (fie = ctx.fie), page: (p) => (page = p) });

// Two listings the search can use and one the server must skip (the spec's 'undefined' title and bedrooms).
const csv =
  'id,title,price,currency,bedrooms,bathrooms,category,town,region,url\n' +
  'a1,"3-bedroom house, Spintex",3500,GHC,3,2,Residential,Spintex,greater_accra,https://partner.example/a1\n' +
  'a2,Shop at Kejetia,2000,GHS,,,commercial,Kumasi,ashanti,\n' +
  'a3,undefined,1000,GHS,undefined,1,residential,Spintex,greater_accra,\n';

async function signIn(path: string) {
  await page.goto(`${fie.url}/admin/#${path}`);
  await page.getByText('one-time password').waitFor();
  await page.locator('input[name="email"]').fill(fie.admin.email);
  await page.locator('input[name="password"]').fill(fie.admin.password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

journey("staff import a partner's CSV, see its listings count and listings, and the search shows them only among other companies' results", async () => {
  await signIn('/partner-feeds/create');
  await page.getByLabel('Partner company').fill('Accra Homes Partners');
  await page.locator('input[type="file"]').setInputFiles({ name: 'homes.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByText('homes.csv').waitFor();
  await page.getByRole('button', { name: 'Import' }).click();

  await page.getByText('Imported 2 partner listings, skipped 1 that could not be read').waitFor({ timeout: 15_000 });
  await page.waitForURL(/#\/partner-feeds(\?|$)/);
  const row = page.getByRole('row').filter({ hasText: 'Accra Homes Partners' });
  await row.waitFor();
  expect(await row.getByRole('cell').nth(1).textContent()).toBe('2');

  await row.getByRole('link', { name: 'Listings' }).click();
  await page.waitForURL(/#\/partner-listings\?/);
  const listing = page.getByRole('row').filter({ hasText: '3-bedroom house, Spintex' });
  await listing.waitFor();
  expect(await listing.getByText('GHS 3,500').count()).toBe(1);
  expect(await listing.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('https://partner.example/a1');
  await page.getByText('Shop at Kejetia').waitFor();

  const search = await fie.request('POST', '/api/properties/search', { category: 'residential', location: 'Spintex' });
  expect(search.status).toBe(200);
  const titles = (list: { title?: string }[]) => list.map((property) => property.title);
  expect(titles(search.body.result.properties)).not.toContain('3-bedroom house, Spintex');
  expect(search.body.result.scrapperProperties).toEqual([
    expect.objectContaining({ title: '3-bedroom house, Spintex', price: 3500, currency: 'GHS', source: 'Accra Homes Partners' }),
  ]);
});
