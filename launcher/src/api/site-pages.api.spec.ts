import { join } from 'node:path';
import sharp from 'sharp';
import { derivedImages } from '@fie/domain';
import { listHouse, signUpOwner, uploadPhotos } from '../testing/listings';
import { startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';
import { ensureBuilt } from '../testing/ensure-built';

/**
 * The public site over HTTP, as a search engine or a link preview reads it (plain fetch, no browser): pages
 * rendered on the server with their content, their head (link previews, canonical address, structured data),
 * the right status for a listing that cannot be shown, robots.txt and the sitemaps, and a page that changes
 * when its listing does. The site must be built: the same script as `npm start` and the browser journeys.
 */
let fie: TestMarketplace;
let owner: { email: string; token: string; user: { id: string } };
let staffToken: string;
/** One set of photos for every listing here: uploading is the slow part of listing, and the site does not mind. */
let photos: string[];

beforeAll(async () => {
  ensureBuilt();
  fie = await startTestMarketplace();
  owner = await signUpOwner(fie, { email: 'kofi.site@example.com', firstName: 'Kofi', lastName: 'Ansah', phoneNumber: '0244555111' });
  staffToken = (await fie.request('POST', '/api/admin/auth/login', { email: fie.admin.email, password: fie.admin.password })).body.token;
  photos = await uploadPhotos(fie, owner.token);
}, 300_000);
afterAll(async () => fie?.stop());

type Listed = { id: string; slug: string; title: string; address: string };

/** A house listed by the owner (East Legon, GH₵ 4,500 a month, unless `over` says otherwise), with its address. */
async function list(over: Record<string, unknown> = {}): Promise<Listed> {
  const { id, title } = await listHouse(fie, owner.token, { images: photos, ...over });
  const { slug } = (await fie.request('GET', `/api/properties/search/${id}`)).body as { slug: string };
  return { id, slug, title, address: `/property/${id}/${slug}` };
}

/** What update-residential takes: the whole listing again, as listHouse sent it, with `over`. */
const houseWith = (over: Record<string, unknown>) => ({
  type: 'house', acquisition: 'rent', payment_plan: 'MONTHLY', price: '4,500', currency: 'GHC', title: '3 bedroom house in East Legon',
  description: 'Three-bedroom house with a boys quarters', bedrooms: 3, bathrooms: 2, images: photos,
  utilities: { water: 'GWCL', electricity: 'ecg' }, location: { type: 'Point', coordinates: [-0.1617, 5.6353] },
  location_details: { town: 'East Legon', city: 'Accra', region: 'greater_accra' }, ...over,
});

/** A GET as a crawler makes it: redirects are answers to read, not to follow. */
async function get(path: string) {
  const res = await fetch(`${fie.url}${path}`, { redirect: 'manual' });
  return { status: res.status, type: res.headers.get('content-type') ?? '', location: res.headers.get('location'), text: await res.text() };
}

const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');
/** The content of <meta name|property="key">, or undefined. */
const meta = (html: string, key: string) => {
  const found = new RegExp(`<meta (?:name|property)="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return found ? unescape(found[1]!) : undefined;
};
const titleOf = (html: string) => unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const h1sOf = (html: string) => [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => unescape(m[1]!.replace(/<[^>]+>/g, '')));
const jsonLdOf = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, any>);
const canonicalOf = (html: string) => unescape(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? '');
const noindex = (html: string) => meta(html, 'robots') === 'noindex';
const sitemapLocs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => unescape(m[1]!));

/** Polls until `check` holds, or fails at the deadline: what the event log changes reaches the site soon, not at once. */
async function eventually(check: () => Promise<boolean>, what: string, deadlineMs = 5000) {
  const until = Date.now() + deadlineMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`still not so after ${deadlineMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('GET /property/{id}/{slug}', () => {
  let house: Listed;
  let html: string;
  beforeAll(async () => {
    house = await list({ title: 'Garden house in East Legon' });
    const page = await get(house.address);
    expect(page).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' });
    html = page.text;
  });

  test('When a listing is published, then its page is HTML with its title in <title> and <h1>, its price in cedis, and its first photo with sizes to choose from', async () => {
    expect(titleOf(html)).toContain('Garden house in East Legon');
    expect(h1sOf(html)).toContain('Garden house in East Legon');
    expect(html).toMatch(/data-testid="property-price"[^>]*>GH₵ 4,500/);
    const firstPhoto = [...html.matchAll(new RegExp(`<img [^>]*src="/api/properties/images/${photos[0]}/[^"]*"[^>]*>`, 'g'))].map((m) => m[0]);
    expect(firstPhoto.find((img) => /srcSet=/i.test(img))).toMatch(new RegExp(`srcSet="[^"]*/api/properties/images/${photos[0]}/medium\\.webp ${derivedImages.medium.width}w`, 'i'));
  });

  test('Its head carries the link preview: title, description, picture, address, locale and card', async () => {
    const canonical = `${fie.url}${house.address}`;
    expect(meta(html, 'og:title')).toContain('Garden house in East Legon');
    expect(meta(html, 'og:description')).toContain('GH₵ 4,500');
    expect(meta(html, 'og:image')).toBe(`${fie.url}/api/properties/images/${photos[0]}/preview.jpg`);
    expect(meta(html, 'og:url')).toBe(canonical);
    expect(meta(html, 'og:locale')).toBe('en_GH');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(canonicalOf(html)).toBe(canonical);
    expect(noindex(html)).toBe(false);
  });

  test('Its head carries structured data: a RealEstateListing offered in cedis at its place, and its breadcrumbs', async () => {
    const blocks = jsonLdOf(html);
    const listing = blocks.find((b) => b['@type'] === 'RealEstateListing');
    const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList');

    expect(listing).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Garden house in East Legon',
      url: `${fie.url}${house.address}`,
      offers: { price: 4500, priceCurrency: 'GHS' },
      contentLocation: { geo: { '@type': 'GeoCoordinates', latitude: 5.6353, longitude: -0.1617 } },
    });
    expect(crumbs!.itemListElement[0]).toMatchObject({ position: 1, item: `${fie.url}/` });
    expect(crumbs!.itemListElement.at(-1)).toMatchObject({ name: 'Garden house in East Legon' });
  });

  test('Its lister shows their phone (the default), yet a scraper reading the page, its data included, finds only Show number, never the number', async () => {
    expect(html).toContain('Show number');
    expect(html).not.toMatch(/244555111|024 455 5111|tel:/);
  });

  test('When the address has no slug, or a wrong one, then it answers 301 to the listing’s canonical address', async () => {
    const bare = await get(`/property/${house.id}`);
    const wrong = await get(`/property/${house.id}/wrong-slug`);

    expect(bare).toMatchObject({ status: 301, location: house.address });
    expect(wrong).toMatchObject({ status: 301, location: house.address });
  });

  test('The link preview’s picture is a 1200×630 JPEG', async () => {
    const res = await fetch(meta(html, 'og:image')!);

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });

  test('Given a page already served, when its lister changes the price, then the page shows the new price', async () => {
    const home = await list({ title: 'Price change house' });
    expect((await get(home.address)).text).toContain('GH₵ 4,500');

    const updated = await fie.request('POST', `/api/properties/update-residential/${home.id}`, houseWith({ title: 'Price change house', price: 5200 }), owner.token);
    expect(updated.status).toBe(200);
    const page = await get(home.address);

    expect(page.status).toBe(200);
    expect(page.text).toMatch(/data-testid="property-price"[^>]*>GH₵ 5,200/);
    expect(page.text).not.toContain('GH₵ 4,500');
  });
});

describe('A property page that cannot show its listing', () => {
  test('When no listing has the id, then 404, kept out of search engines, saying it could not get the property', async () => {
    const page = await get('/property/no-such-listing');

    expect(page).toMatchObject({ status: 404, type: 'text/html; charset=utf-8' });
    expect(noindex(page.text)).toBe(true);
    expect(page.text).toContain('Could not get property!');
  });

  test('Given a page already served, when its owner deletes the listing, then 410 Gone, kept out of search engines, naming the listing and who took it down', async () => {
    const house = await list({ title: 'Deleted house' });
    expect((await get(house.address)).status).toBe(200);

    expect((await fie.request('DELETE', `/api/properties/${house.id}`, undefined, owner.token)).status).toBe(200);
    const page = await get(house.address);

    expect(page.status).toBe(410);
    expect(noindex(page.text)).toBe(true);
    expect(h1sOf(page.text)[0]).toBe('Deleted house');
    expect(page.text).toContain('Deleted by its lister');
    expect(page.text).not.toContain('mistyped');
  });

  test('When staff take a saved listing down, then its page is 410 Gone, kept out of search engines, and says Fie took it down, with similar listings nearby, never that the link may be mistyped', async () => {
    await list({ title: 'Neighbour house in East Legon' });
    const house = await list({ title: 'Too good to be true in East Legon' });
    const seeker = await fie.signUpAndConfirm({ email: 'saver.site@example.com' });
    expect((await fie.request('POST', `/api/properties/${house.id}/save`, undefined, seeker.token)).status).toBe(200);

    expect((await fie.request('POST', `/api/admin/listings/${house.id}/remove`, { reason: 'Asked for money before any viewing' }, staffToken)).status).toBe(200);
    const page = await get(house.address);

    expect(page.status).toBe(410);
    expect(noindex(page.text)).toBe(true);
    expect(titleOf(page.text)).toMatch(/^Too good to be true in East Legon · Taken down by Fie · /);
    expect(h1sOf(page.text)[0]).toBe('Too good to be true in East Legon');
    expect(page.text).toContain('Fie has taken this listing down after checking it.');
    expect(page.text).not.toContain('mistyped');
    expect(page.text).toContain('Similar properties near East Legon');
    expect(page.text).toContain('Neighbour house in East Legon');
    const api = await fie.request('GET', `/api/properties/search/${house.id}`);
    expect(api.body).toMatchObject({ message: 'Could not get property!', state: 'deleted', fate: 'removed', title: 'Too good to be true in East Legon' });
    const saved = (await fie.request('GET', '/api/saved-properties', undefined, seeker.token)).body.result.properties;
    expect(saved[0]).toMatchObject({ _id: house.id, available: false, status: 'removed', fate: 'removed', statusText: 'Taken down by Fie' });
  });

  test('When its owner marks the listing let, then 404, kept out of search engines, saying it was let', async () => {
    const house = await list({ title: 'Let house in East Legon' });
    expect((await fie.request('POST', `/api/properties/${house.id}/status`, { status: 'let' }, owner.token)).status).toBe(200);
    const page = await get(house.address);

    expect(page.status).toBe(404);
    expect(noindex(page.text)).toBe(true);
    expect(h1sOf(page.text)[0]).toBe('Let house in East Legon');
    expect(page.text).toContain('This property has been let, so it is no longer available.');
  });

  test('When its owner hides the listing, then 404, kept out of search engines, saying it is paused', async () => {
    const house = await list({ title: 'Paused house' });
    expect((await get(house.address)).status).toBe(200);

    expect((await fie.request('POST', `/api/properties/${house.id}/status`, { status: 'hidden' }, owner.token)).status).toBe(200);
    const page = await get(house.address);

    expect(page.status).toBe(404);
    expect(noindex(page.text)).toBe(true);
    expect(page.text).toContain('Paused by its lister');
  });

  test('When staff hide the listing, then 404, kept out of search engines, not shown at the moment', async () => {
    const house = await list({ title: 'Moderated house' });
    expect((await get(house.address)).status).toBe(200);

    expect((await fie.request('POST', `/api/admin/listings/${house.id}/hide`, { reason: 'Asked for a deposit before any viewing' }, staffToken)).status).toBe(200);
    const page = await get(house.address);

    expect(page.status).toBe(404);
    expect(noindex(page.text)).toBe(true);
    expect(page.text).toContain('Not shown at the moment');
  });

  test('GET /api/properties/search/{unknown} answers 404 with the state unknown and listings to offer instead', async () => {
    const res = await fie.request('GET', '/api/properties/search/no-such-listing');

    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toMatchObject({ message: 'Could not get property!', code: 'NotFound', state: 'unknown', fate: null, title: null, nearby: { near: null, properties: expect.any(Array) } });
  });
});

describe('GET /robots.txt', () => {
  test('It is plain text naming the sitemap, and keeps crawlers out of the API and the console', async () => {
    const robots = await get('/robots.txt');

    expect(robots).toMatchObject({ status: 200, type: 'text/plain; charset=utf-8' });
    const lines = robots.text.split('\n');
    expect(lines).toContain(`Sitemap: ${fie.url}/sitemap.xml`);
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /admin');
  });
});

describe('The sitemaps', () => {
  test('GET /sitemap.xml is an index naming the pages’ sitemap and the first of the listings', async () => {
    await list({ title: 'Sitemap index house' });

    const index = await get('/sitemap.xml');

    expect(index).toMatchObject({ status: 200, type: 'application/xml; charset=utf-8' });
    expect(index.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(sitemapLocs(index.text)).toEqual(expect.arrayContaining([`${fie.url}/sitemaps/pages.xml`, `${fie.url}/sitemaps/listings-1.xml`]));
    expect((await get('/sitemaps/pages.xml')).status).toBe(200);
  });

  test('A new listing appears in the listings’ sitemap at its canonical address with its last change; once hidden, it leaves', async () => {
    await get('/sitemaps/listings-1.xml'); // served (and kept) before the listing exists
    const house = await list({ title: 'Sitemap house' });
    const entry = new RegExp(`<url><loc>${(fie.url + house.address).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</loc><lastmod>[^<]+</lastmod></url>`);

    await eventually(async () => entry.test((await get('/sitemaps/listings-1.xml')).text), 'the new listing is in /sitemaps/listings-1.xml');
    await fie.request('POST', `/api/properties/${house.id}/status`, { status: 'hidden' }, owner.token);

    await eventually(async () => !(await get('/sitemaps/listings-1.xml')).text.includes(house.id), 'the hidden listing has left /sitemaps/listings-1.xml');
  });
});

describe('GET /search-property', () => {
  test('When a place is searched, then the page’s heading names it and it lists the listing, linked to its page', async () => {
    const house = await list({ title: 'Courtyard house in Cantonments', location: { type: 'Point', coordinates: [-0.1745, 5.5802] }, location_details: { town: 'Cantonments', city: 'Accra', region: 'greater_accra' } });

    const page = await get('/search-property?location=Cantonments');

    expect(page).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' });
    expect(h1sOf(page.text).join(' ')).toContain('Cantonments');
    expect(page.text).toContain('Courtyard house in Cantonments');
    expect(page.text).toContain(`href="${house.address}"`);
  });

  test('When a search finds more than a page of listings (15), then the page links to page 2', async () => {
    const osu = { location: { type: 'Point', coordinates: [-0.183, 5.556] }, location_details: { town: 'Osu', city: 'Accra', region: 'greater_accra' } };
    for (let n = 1; n <= 16; n++) await list({ title: `Flat ${n} in Osu`, ...osu });

    const page = await get('/search-property?location=Osu');

    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<a [^>]*href="\/search-property\?[^"]*\bpage=2\b[^"]*"/);
  });
});

describe('Other addresses', () => {
  test('An address that names no page answers 404 HTML', async () => {
    const page = await get('/no-such-page');

    expect(page).toMatchObject({ status: 404, type: 'text/html; charset=utf-8' });
  });

  test('A signed-in page answers 200 with the shell the browser draws in', async () => {
    const page = await get('/owner-dashboard');

    expect(page).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' });
    expect(page.text).toContain('<div id="root"></div>');
  });

  test('The sign-in page is drawn here too (issue 32), its form a plain one that posts its fields in the body to the sign-in call, never in an address', async () => {
    const page = await get('/login');

    expect(page).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' });
    expect(page.text).not.toContain('<div id="root"></div>');
    expect(page.text).toMatch(/<form[^>]*data-plain-form=""[^>]*action="\/api\/auth\/login" method="post"/);
    expect(page.text).toContain('name="password"');
    // Listed in the sitemap, so not kept out of search results (issue 35); the password reset is.
    expect(noindex(page.text)).toBe(false);
    expect(noindex((await get('/register')).text)).toBe(false);
    expect(noindex((await get('/forgotpassword')).text)).toBe(true);
  });

  test('A form sent to a page by a browser without JavaScript (the contact form) is sent back to the page, its fields never in an address', async () => {
    const res = await fetch(`${fie.url}/about`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=kofi%40example.com' });

    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/about');
  });
});
