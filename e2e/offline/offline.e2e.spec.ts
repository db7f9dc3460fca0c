import type { Browser } from 'playwright-core';
import { listHouse, signUpOwner } from '../../launcher/src/testing/listings';
import type { TestMarketplace } from '../../launcher/src/testing/test-marketplace';
import { browserJourneys } from '../browser';

/**
 * Repeat visits on a phone: a property seen once opens again with the network cut (the service worker kept the
 * app, its data and its photos), and the site can be installed (a manifest with icons).
 */
let fie: TestMarketplace;
let browser: Browser;
const journey = browserJourneys({ ready: (ctx) => ((fie = ctx.fie), (browser = ctx.browser)) });

journey('a property seen once opens again offline, with its photo', async () => {
  const owner = await signUpOwner(fie, { email: 'offline.owner@example.com' });
  const house = await listHouse(fie, owner.token, { title: 'House to read on the bus' });
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
  const page = await context.newPage();
  await page.goto(`${fie.url}/`);
  // The first visit installs the service worker; from then on it keeps what the page fetches.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
  await page.goto(`${fie.url}/property/${house.id}`);
  await page.getByRole('heading', { name: 'House to read on the bus' }).first().waitFor({ timeout: 20_000 });
  await page.waitForFunction(() => [...document.images].some((img) => img.src.includes('/api/properties/images/') && img.complete && img.naturalWidth > 0), undefined, { timeout: 20_000 });

  await context.setOffline(true);
  await page.reload();
  await page.getByRole('heading', { name: 'House to read on the bus' }).first().waitFor({ timeout: 20_000 });
  await page.waitForFunction(() => [...document.images].some((img) => img.src.includes('/api/properties/images/') && img.complete && img.naturalWidth > 0), undefined, { timeout: 20_000 });
  await context.close();
}, 120_000);

journey('the site can be installed: a web app manifest with icons, linked from every page', async () => {
  const page = await browser.newPage();
  await page.goto(`${fie.url}/search-property`);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await fetch(`${fie.url}${href}`)).json();
  expect(manifest).toMatchObject({ short_name: 'Fie', start_url: '/', display: 'standalone' });
  for (const icon of manifest.icons as { src: string; sizes: string }[]) expect((await fetch(`${fie.url}${icon.src}`)).status).toBe(200);
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  await page.close();
});
