import type { Browser, Page } from 'playwright-core';
import { listHouse, signUpOwner, uploadPhotos } from '../../launcher/src/testing/listings';
import type { TestMarketplace } from '../../launcher/src/testing/test-marketplace';
import { browserJourneys, hydrated } from '../browser';

/**
 * Issue 32, "No dead ends", on a 360 × 740 phone in Chromium: an empty search shows the nearest matches and how far,
 * sets an alert and opens the request form filled in; a saved listing that Fie took down says so on its page and in
 * the saved list; and the owner, on his own listing, gets Edit, Share, Offers and Viewings where a seeker gets
 * Message, Make offer and Arrange viewing, without the page moving when they appear.
 */
let fie: TestMarketplace;
let browser: Browser;
const journey = browserJourneys({ ready: (ctx) => ((fie = ctx.fie), (browser = ctx.browser)) });

const PHONE = { width: 360, height: 740 };
const at = (town: string, lon: number, lat: number) => ({ location: { type: 'Point', coordinates: [lon, lat] }, location_details: { town, city: town, region: 'greater_accra' } });
// Dansoman is some 17 km from Kasoa, beyond the 15 km a city is searched within.
const DANSOMAN = at('Dansoman', -0.26, 5.55);
const OSU = at('Osu', -0.183, 5.556);

/** A phone signed in as this person (the session the sign-in form stores), in a context of its own. */
async function phoneOf(who: { email: string; password: string } | null): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  if (who) {
    const login = await fie.request('POST', '/api/auth/login', { email: who.email, password: who.password });
    expect(login.status).toBe(200);
    await context.addInitScript((session) => {
      if (!localStorage.getItem('token')) {
        localStorage.setItem('token', JSON.stringify(session.token));
        localStorage.setItem('user', JSON.stringify(session.user));
      }
    }, { token: login.body.token, user: login.body.user });
  }
  return context.newPage();
}

/** Loads `path`, waits for the page to come alive. */
async function open(page: Page, path: string) {
  const answer = await page.goto(`${fie.url}${path}`);
  // On a phone a visitor's search page wakes at the first touch (issue 35): a key pressed is one.
  await page.keyboard.press('Shift');
  await hydrated(page);
  return answer;
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

journey('an empty search on a phone shows the nearest matches and how far, sets an alert, and "Post what you want" opens the request form filled in', async () => {
  const owner = await signUpOwner(fie, { email: 'kojo.empty@example.com' });
  await listHouse(fie, owner.token, { title: 'Chamber and hall in Dansoman', type: 'chamber_and_hall', bedrooms: 1, price: '700', ...DANSOMAN });
  const seeker = await fie.signUpAndConfirm({ email: 'esi.empty@example.com', firstName: 'Esi' });
  const page = await phoneOf(seeker);
  try {
    await open(page, '/search-property?location=Kasoa&acquisition=rent&type=chamber_and_hall');
    await page.getByRole('heading', { level: 2, name: 'No chamber and hall for rent in Kasoa yet' }).waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('nearby-distance').textContent()).toBe('1 within 25 km');
    const nearest = page.getByRole('list', { name: 'The nearest matches' });
    expect(await nearest.getByRole('link').filter({ hasText: 'Dansoman' }).count()).toBeGreaterThan(0);
    expect(await page.getByText(/km from Kasoa/).first().textContent()).toMatch(/^1\d(\.\d)? km from Kasoa$/);
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    // Tell me when one is listed: the search is kept as an alert for Kasoa.
    await page.getByRole('button', { name: 'Tell me when one is listed' }).click();
    await page.getByRole('button', { name: 'We will tell you when one is listed' }).waitFor({ timeout: 15_000 });
    const mine = (await fie.request('GET', '/api/requests/fetch-requests?page=1&pageSize=10&view=mine', undefined, seeker.token)).body.result.requests as { kind: string; type: string | null; location_details: { town: string } | null }[];
    expect(mine).toEqual([expect.objectContaining({ kind: 'search', type: 'chamber_and_hall', location_details: expect.objectContaining({ town: 'Kasoa' }) })]);

    // Post what you want: the request form, filled with the search.
    await page.getByRole('link', { name: 'Post what you want' }).click();
    await page.waitForURL(/\/add_request\?/, { timeout: 15_000 });
    await page.waitForFunction(() => Array.from(document.querySelectorAll('input')).some((input) => input.value.includes('Kasoa')), undefined, { timeout: 15_000 });
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  } finally {
    await page.context().close();
  }
});

journey('a saved listing that Fie took down says so on its own page, with similar ones nearby, and in the saved list', async () => {
  const owner = await signUpOwner(fie, { email: 'kofi.gone@example.com' });
  const photos = await uploadPhotos(fie, owner.token);
  await listHouse(fie, owner.token, { images: photos, title: 'Garden flat in Osu', ...OSU });
  const gone = await listHouse(fie, owner.token, { images: photos, title: 'Too cheap flat in Osu', ...OSU });
  const seeker = await fie.signUpAndConfirm({ email: 'abena.gone@example.com', firstName: 'Abena' });
  expect((await fie.request('POST', `/api/properties/${gone.id}/save`, undefined, seeker.token)).status).toBe(200);
  const staff = (await fie.request('POST', '/api/admin/auth/login', { email: fie.admin.email, password: fie.admin.password })).body.token as string;
  expect((await fie.request('POST', `/api/admin/listings/${gone.id}/remove`, { reason: 'Asked for money before any viewing' }, staff)).status).toBe(200);

  const page = await phoneOf(seeker);
  try {
    const answer = await open(page, `/property/${gone.id}`);
    expect(answer?.status()).toBe(410);
    await page.getByRole('heading', { level: 1, name: 'Too cheap flat in Osu' }).waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('listing-fate').textContent()).toMatch(/^Taken down by Fie\. Fie has taken this listing down after checking it\./);
    expect(await page.getByText('mistyped').count()).toBe(0);
    await page.getByRole('heading', { name: 'Similar properties near Osu' }).waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    await open(page, '/owner-dashboard?tab=saved');
    const card = page.getByRole('article', { name: 'Too cheap flat in Osu' });
    await card.waitFor({ timeout: 15_000 });
    expect(await card.getByTestId('saved-status').textContent()).toBe('Taken down by Fie');
    // Its title still leads to its page, which tells the whole story.
    expect(await card.getByRole('link', { name: 'Too cheap flat in Osu' }).getAttribute('href')).toBe(`/property/${gone.id}`);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  } finally {
    await page.context().close();
  }
});

journey('the owner sees Edit, Share, Offers and Viewings on his own listing, in the places of the seeker’s buttons, and nothing moves', async () => {
  const owner = await signUpOwner(fie, { email: 'yaw.own@example.com', firstName: 'Yaw' });
  const house = await listHouse(fie, owner.token, { title: 'Yaw’s house in Osu', ...OSU });
  // How far below the price the lister's card sits: the actions are between them (the header above may change with
  // the session, which is not this page's doing).
  const listedBy = (page: Page) =>
    page.getByRole('region', { name: 'Listed by' }).evaluate((el) => el.getBoundingClientRect().top - document.querySelector('[data-testid="property-price"]')!.closest('.MuiPaper-root')!.getBoundingClientRect().bottom);

  // As the server draws it (its code held back): the seeker's buttons.
  const drawn = await phoneOf(owner);
  const page = await phoneOf(owner);
  try {
    await drawn.route('**/assets/*.js', (route) => route.abort());
    await drawn.goto(`${fie.url}/property/${house.id}`);
    await drawn.getByRole('heading', { level: 1, name: 'Yaw’s house in Osu' }).waitFor({ timeout: 15_000 });
    expect(await drawn.getByRole('button', { name: 'Make offer' }).count()).toBe(1);
    const before = await listedBy(drawn);

    // Alive, with his session: his own buttons, in the same places.
    await open(page, `/property/${house.id}`);
    const mine = page.getByTestId('owner-actions');
    await mine.waitFor({ timeout: 15_000 });
    expect(await page.getByRole('button', { name: 'Make offer' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Arrange Viewing' }).count()).toBe(0);
    expect(await mine.getByRole('link', { name: 'Offers' }).getAttribute('href')).toBe('/owner-dashboard?tab=offers');
    expect(await mine.getByRole('link', { name: 'Viewings' }).getAttribute('href')).toBe('/owner-dashboard?tab=calendar');
    const bar = page.getByTestId('owner-bar');
    expect(await bar.getByRole('button', { name: 'Edit' }).isVisible()).toBe(true);
    expect(await bar.getByRole('button', { name: 'Share' }).isVisible()).toBe(true);
    expect(Math.abs((await listedBy(page)) - before)).toBeLessThanOrEqual(1);
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    // Edit opens his listing's form there.
    await bar.getByRole('button', { name: 'Edit' }).tap();
    await page.getByRole('dialog', { name: 'Update Property' }).waitFor({ timeout: 15_000 });
  } finally {
    await drawn.context().close();
    await page.context().close();
  }
});
