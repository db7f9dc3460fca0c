import type { Page } from 'playwright-core';
import { listHouse, signUpOwner } from '../../launcher/src/testing/listings';
import type { TestMarketplace } from '../../launcher/src/testing/test-marketplace';
import { browserJourneys } from '../browser';

const PHONE = { width: 360, height: 740 };
let fie: TestMarketplace;
let page: Page;
const journey = browserJourneys({ ready: (ctx) => (fie = ctx.fie), page: (p) => (page = p) }, { viewport: PHONE });

/**
 * The page's width, and the innermost elements whose right edge passes the screen's (to say what sticks out),
 * leaving out those inside a box that scrolls or clips sideways by itself (a wide table in its own wrapper).
 */
const measure = () =>
  page.evaluate(() => {
    const clipped = (el: Element) => {
      for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) if (getComputedStyle(box).overflowX !== 'visible') return true;
      return false;
    };
    const sticking = [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !clipped(el));
    const innermost = sticking.filter((el) => !sticking.some((other) => other !== el && el.contains(other)));
    return { width: document.documentElement.scrollWidth, offenders: innermost.slice(0, 4).map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 2).join('.')}`) };
  });
const fits = async (where: string) => expect({ where, ...(await measure()) }).toEqual({ where, width: PHONE.width, offenders: [] });

journey('on a 360 px phone, the console opens on the workload, lists listings one a line, shows a listing\'s photos, and never scrolls sideways; its tab has the site\'s icon', async () => {
  const owner = await signUpOwner(fie, { email: 'adwoa.phone@example.com', firstName: 'Adwoa', lastName: 'Sarpong' });
  await listHouse(fie, owner.token, { title: 'Family house in Dansoman', location_details: { town: 'Dansoman', city: 'Accra', region: 'greater_accra' } });

  await page.goto(`${fie.url}/admin/`);
  await page.locator('input[name="email"]').fill(fie.admin.email);
  await page.locator('input[name="password"]').fill(fie.admin.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.getByRole('region', { name: 'Moderation workload' }).waitFor({ timeout: 15_000 });
  await page.getByText('System health').waitFor();
  await fits('dashboard');

  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  const answer = await page.request.get(`${fie.url}${icon}`);
  expect([answer.status(), answer.headers()['content-type']]).toEqual([200, expect.stringContaining('image/svg+xml')]);

  await page.goto(`${fie.url}/admin/#/listings`);
  await page.getByPlaceholder('Title, town or id').fill('Dansoman');
  await page.getByText('Family house in Dansoman').first().waitFor();
  expect(await page.locator('table').count()).toBe(0);
  await fits('listings');

  await page.getByText('Family house in Dansoman').first().click();
  await page.getByRole('list', { name: 'Photos' }).waitFor();
  await page.getByText(/East Legon|Dansoman, Greater Accra/).first().waitFor();
  await page.getByText('Prices').waitFor({ timeout: 15_000 });
  await fits('a listing\'s page');

  await page.goto(`${fie.url}/admin/#/listing-reports`);
  await page.getByText('Reports of messages').waitFor();
  await fits('reports');

  // Every other list a member of staff opens in a day, once its rows (or its empty state) are drawn.
  for (const [resource, label] of [
    ['users', 'Users'], ['organizations', 'Organizations'], ['verifications', 'Verifications'], ['staff', 'Staff'], ['payments', 'Payments'], ['reviews', 'Reviews'],
    ['events', 'Event log'], ['projections', 'Projections'], ['daily-counts', 'Daily counts'], ['partner-feeds', 'Partner feeds'], ['partner-listings', 'Partner listings'],
  ] as const) {
    await page.goto(`${fie.url}/admin/#/${resource}`);
    await page.getByRole('heading', { name: label }).first().waitFor({ timeout: 15_000 });
    await page.locator('.RaList-main, .RaList-content, [class*="RaList"]').first().waitFor();
    await page.waitForLoadState('networkidle');
    await fits(label);
  }
});
