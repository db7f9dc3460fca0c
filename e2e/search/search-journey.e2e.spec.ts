import type { Page } from 'playwright-core';
import type { TestMarketplace } from '../../launcher/src/testing/test-marketplace';
import { browserJourneys, uploadPhotos } from '../browser';

let fie: TestMarketplace;
let page: Page;
const journey = browserJourneys({ ready: (ctx) => (fie = ctx.fie), page: (p) => (page = p) }, { viewport: { width: 1440, height: 900 } });

const KUMASI = { lon: -1.6244, lat: 6.6885 };

const house = (images: string[], over: Record<string, unknown>) => ({
  type: 'house', acquisition: 'rent', payment_plan: 'MONTHLY', currency: 'GHC', rent_advance_months: 12, bedrooms: 3, bathrooms: 2, images,
  description: 'Three-bedroom house with a boys quarters', utilities: { water: 'GWCL', electricity: 'ecg' }, amenities: ['security'], size: 220, unit: 'sqm',
  ...over,
});

/** Where the map is looking, from the attributes the map keeps on its element. */
async function mapView(page: Page) {
  const data = await page.getByTestId('property-map').evaluate((el) => ({ center: el.getAttribute('data-center') ?? '', zoom: Number(el.getAttribute('data-zoom')) }));
  const [lon, lat] = data.center.split(',').map(Number);
  return { lon: lon!, lat: lat!, zoom: data.zoom };
}

/** Screen pixels between two points at a zoom (Web Mercator, 256 px tiles). */
function pixelsBetween(from: { lon: number; lat: number }, to: { lon: number; lat: number }, zoom: number) {
  const worldPx = 256 * 2 ** zoom;
  const mercY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
  return { dx: ((to.lon - from.lon) / 360) * worldPx, dy: (-(mercY(to.lat) - mercY(from.lat)) / (2 * Math.PI)) * worldPx };
}

/** Drags the map by (dx, dy) pixels in slow steps, pausing before letting go so it does not glide on. */
async function drag(page: Page, dx: number, dy: number) {
  const box = (await page.getByTestId('property-map').boundingBox())!;
  const start = { x: box.x + box.width / 2 - dx / 2, y: box.y + box.height / 2 - dy / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let i = 1; i <= 20; i++) await page.mouse.move(start.x + (dx * i) / 20, start.y + (dy * i) / 20);
  await page.waitForTimeout(250);
  await page.mouse.up();
}

journey(
  'a visitor sees the listings on the map, searches East Legon, pans the map to Kumasi and sees its house instead, then opens it',
  async () => {
    // An owner lists a house in East Legon and one in Kumasi, through the API.
    const email = 'kwame.search@example.com';
    const owner = await fie.signUpAndConfirm({ email, firstName: 'Kwame' });
    expect((await fie.request('POST', '/api/auth/existing-user-owner-registration', { email }, owner.token)).status).toBeLessThan(300);
    const legon = await fie.request('POST', '/api/properties/create-residential', house(await uploadPhotos(fie, owner.token), {
      // Rent asked by the year, as many landlords do: search compares it by the month (GH₵ 4,500).
      price: '54,000', payment_plan: 'YEARLY', title: 'Family house near the A&C Mall',
      location: { type: 'Point', coordinates: [-0.1617, 5.6353] }, location_details: { town: 'East Legon', city: 'Accra', region: 'greater_accra' },
    }), owner.token);
    expect(legon.status).toBe(201);
    const kumasi = await fie.request('POST', '/api/properties/create-residential', house(await uploadPhotos(fie, owner.token), {
      price: '3,200', title: 'Bungalow off the Lake Road',
      location: { type: 'Point', coordinates: [KUMASI.lon, KUMASI.lat] }, location_details: { town: 'Adum', city: 'Kumasi', region: 'ashanti', digital_address: 'AK-039-5028' },
    }), owner.token);
    expect(kumasi.status).toBe(201);
    const kumasiId: string = kumasi.body.property.id;

    // 1. The search page opens with both listings, as cards and as markers on the map (no tiles load here).
    await page.goto(`${fie.url}/search-property`);
    const results = page.getByRole('list', { name: 'Search results' });
    await page.getByText('2 properties', { exact: true }).waitFor();
    const map = page.getByTestId('property-map');
    await page.waitForFunction(() => document.querySelector('[data-testid="property-map"]')?.getAttribute('data-ready') === 'true');
    expect(await map.locator('canvas').count()).toBeGreaterThan(0);
    expect(await map.getAttribute('data-markers')).toBe('2');

    // 2. East Legon from the place suggestions: only its house.
    await page.getByRole('combobox', { name: 'Location' }).fill('East Leg');
    await page.getByRole('option', { name: /^East Legon/ }).first().click();
    await page.waitForURL(/location=East\+Legon/);
    await page.getByText('1 property near East Legon').waitFor();
    expect(await results.getByRole('link').count()).toBe(1);
    await results.getByText('Family house near the A&C Mall').waitFor();
    expect(await results.getByRole('link').first().textContent()).toContain('GH₵ 54,000a year · about GH₵ 4,500 a month');
    expect(await map.getAttribute('data-markers')).toBe('1');

    // The map has moved to East Legon (a neighbourhood, shown close up).
    await page.waitForFunction(() => Number(document.querySelector('[data-testid="property-map"]')?.getAttribute('data-zoom')) >= 13);
    const legonView = await mapView(page);
    expect(Math.abs(legonView.lon - -0.161)).toBeLessThan(0.05);
    expect(Math.abs(legonView.lat - 5.636)).toBeLessThan(0.05);

    // 3. Zoom out with the map's own button, then drag the map until Kumasi is in the middle.
    // Each click waits for the map to write its new zoom, which it does when the zoom's animation has ended.
    for (let i = 0; i < 5; i++) {
      const { zoom } = await mapView(page);
      await page.getByRole('button', { name: 'Zoom out' }).click();
      await page.waitForFunction((from) => Number(document.querySelector('[data-testid="property-map"]')?.getAttribute('data-zoom')) <= from - 0.5, zoom);
    }
    for (let attempt = 0; attempt < 3; attempt++) {
      const view = await mapView(page);
      const { dx, dy } = pixelsBetween(view, KUMASI, view.zoom);
      if (Math.abs(dx) < 40 && Math.abs(dy) < 40) break;
      // Moving the map towards Kumasi means dragging the opposite way, in steps the window can hold.
      const scale = Math.min(1, 300 / Math.max(Math.abs(dx), Math.abs(dy)));
      // The map writes where it looks when the move has ended (its moveend): wait for that, not a fixed time.
      const before = await map.getAttribute('data-center');
      await drag(page, -dx * scale, -dy * scale);
      await page.waitForFunction((from) => document.querySelector('[data-testid="property-map"]')?.getAttribute('data-center') !== from, before);
    }
    const view = await mapView(page);
    expect(Math.abs(view.lon - KUMASI.lon)).toBeLessThan(0.3);
    expect(Math.abs(view.lat - KUMASI.lat)).toBeLessThan(0.3);

    // The search follows the map: the Kumasi house replaces the East Legon one, and the address says so.
    await results.getByText('Bungalow off the Lake Road').waitFor();
    await page.getByText('1 property in this map area').waitFor();
    expect(await results.getByText('Family house near the A&C Mall').count()).toBe(0);
    expect(page.url()).toContain('bbox=');
    expect(page.url()).not.toContain('location=');

    // 4. A click on its marker lights up its card and opens a small popup with the price and a link.
    const here = await mapView(page);
    const offset = pixelsBetween(here, KUMASI, here.zoom);
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2 + offset.dx, box.y + box.height / 2 + offset.dy);
    const popup = page.getByRole('group', { name: 'Chosen on the map' });
    await popup.waitFor();
    expect(await popup.textContent()).toContain('GH₵ 3,200 a month');
    // Its card links to the listing's canonical address: the id, then its words.
    expect(await results.locator('[aria-current="true"]').getAttribute('href')).toMatch(new RegExp(`^/property/${kumasiId}/[a-z0-9-]+$`));
    const popupLink = popup.getByRole('link', { name: 'View property' });

    // 5. The property page shows the real price and days on market.
    await popupLink.click();
    await page.waitForURL(new RegExp(`/property/${kumasiId}/[a-z0-9-]+$`));
    await page.getByRole('heading', { level: 1, name: 'Bungalow off the Lake Road' }).waitFor();
    expect(await page.getByTestId('property-price').textContent()).toBe('GH₵ 3,200a month');
    const listed = await fie.request('GET', `/api/properties/search/${kumasiId}`);
    const days: number = listed.body.daysOnMarket;
    const daysText = days === 0 ? 'Listed today' : `${days} ${days === 1 ? 'day' : 'days'} on market`;
    await page.getByText(daysText).first().waitFor();
    await page.getByText('AK-039-5028').waitFor();
    await page.getByText(/more than the 6 months' advance the Rent Act/).waitFor();
    // A visitor is asked to sign in before messaging; the breadcrumb leads back to search.
    await page.getByRole('button', { name: 'Sign in to message the owner' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Search Page' }).getAttribute('href')).toBe('/search-property');
    // Its small map shows the one marker.
    await page.getByTestId('listing-map').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector('[data-testid="listing-map"]')?.getAttribute('data-markers') === '1');
  },
);

journey('a property that is not there says "Could not get property!" and stays, with a way on to the search', async () => {
  // The page's clock is the test's: a timer that would move the page on (it once went back after 2 s) is run
  // at once below, whatever its delay, rather than waited out.
  await page.clock.install();
  const response = await page.goto(`${fie.url}/property/no-such-listing`);
  expect(response?.status()).toBe(404);
  await page.getByText('Could not get property!').waitFor();
  await page.getByText('There is no listing at this address').waitFor();
  // It stays put (a shared link that failed is explained, not whisked away); the search is one tap on.
  // A minute of the page's timers runs, then a navigation they began (a route change or a new page) has time to land.
  await page.clock.runFor(60_000);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => location.pathname)).toBe('/property/no-such-listing');
  expect(new URL(page.url()).pathname).toBe('/property/no-such-listing');
  await page.getByRole('main').getByRole('link', { name: 'Search property' }).click();
  await page.waitForURL(/\/search-property$/);
});

journey('a first visit to the search page downloads under 600 KB in all, its script under 170 KiB before the map', async () => {
  // Everything the browser fetches, as sent over the wire (compressed), until the map shows its markers.
  const fetched: { url: string; type: string; bytes: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(
      request.sizes().then((s) => {
        fetched.push({ url: request.url(), type: request.resourceType(), bytes: s.responseBodySize + s.responseHeadersSize });
      }),
    );
  });
  await page.goto(`${fie.url}/search-property`);
  await page.waitForFunction(() => document.querySelector('[data-testid="property-map"]')?.getAttribute('data-ready') === 'true');
  await page.getByRole('list', { name: 'Search results' }).or(page.getByText('No properties match this search')).first().waitFor();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const kb = (rows: typeof fetched) => rows.reduce((n, r) => n + r.bytes, 0) / 1000;
  const scripts = fetched.filter((r) => r.type === 'script');
  console.log(`Search page, first visit: ${fetched.length} requests, ${kb(fetched).toFixed(1)} KB in all, of which script ${kb(scripts).toFixed(1)} KB (map included)`);
  expect(kb(fetched)).toBeLessThan(600);
});
