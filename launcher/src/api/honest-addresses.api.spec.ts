import { listHouse, signUpOwner } from '../testing/listings';
import { createOrganization } from '../testing/organizations';
import { startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';
import { ensureBuilt } from '../testing/ensure-built';

/**
 * What a crawler meets (issue 35): one honest address per page. An address under a known section that names
 * nothing is the helpful 404, kept out of search engines; a page of results past the last is one too, with the way
 * back; /path/ is /path (301, the query kept) and no page names a slashed address as canonical; the sitemap offers
 * only pages the server draws with their content, each linked from the site itself; an organization's page shows
 * a visitor only what is public, in the page's language, each tab naming a panel that is there.
 */
let fie: TestMarketplace;
beforeAll(async () => {
  ensureBuilt();
  fie = await startTestMarketplace();
  const owner = await signUpOwner(fie, { email: 'kofi.honest@example.com', firstName: 'Kofi', phoneNumber: '0244000411' });
  await listHouse(fie, owner.token, { title: 'The only house in Osu', location: { type: 'Point', coordinates: [-0.183, 5.556] }, location_details: { town: 'Osu', city: 'Accra', region: 'greater_accra' } });
  await createOrganization(fie, { name: 'Akwaaba Homes', email: 'info@akwaaba.example.com', url_name: 'akwaaba' });
}, 300_000);
afterAll(async () => fie?.stop());

async function get(path: string) {
  const res = await fetch(`${fie.url}${path}`, { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location'), text: await res.text() };
}
const noindex = (html: string) => /<meta name="robots" content="noindex" \/>/.test(html);
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const NOT_FOUND = 'You seem lost.';

describe('an address that names nothing under a known section', () => {
  test.each(['/about/nope', '/privacy-policy/nope', '/fie_info/nope', '/terms-of-service/nope', '/search-property/nope', '/info-list-property/nope', '/org/akwaaba/nope', '/property/p1/slug/nope'])(
    '%s answers the helpful 404, kept out of search engines',
    async (path) => {
      const page = await get(path);
      expect(page.status).toBe(404);
      expect(noindex(page.text)).toBe(true);
      expect(page.text).toContain(NOT_FOUND);
    },
  );

  test('a section that exists is the page itself, whose one canonical address is the page’s', async () => {
    const contact = await get('/about/contact');
    expect(contact.status).toBe(200);
    expect(canonicalOf(contact.text)).toBe(`${fie.url}/about`);
    const privacy = await get('/privacy-policy/contact');
    expect(privacy.status).toBe(200);
    expect(canonicalOf(privacy.text)).toBe(`${fie.url}/privacy-policy`);
  });
});

describe('a page of search results past the last', () => {
  test('a page past the last page of a search answers 404, kept out of search engines, linking back to its last page', async () => {
    const page = await get('/search-property?location=Osu&page=3');
    expect(page.status).toBe(404);
    expect(noindex(page.text)).toBe(true);
    expect(page.text).toContain('There is no page 3 of these results.');
    expect(page.text).toMatch(/<a [^>]*href="\/search-property\?location=Osu"[^>]*>Go to page 1<\/a>/);
    expect(page.text).not.toContain('Searching…');
  });

  test('a page past any search’s reach (?page=999) answers 404 too, not a search that never ends', async () => {
    const page = await get('/search-property?page=999');
    expect(page.status).toBe(404);
    expect(noindex(page.text)).toBe(true);
    expect(page.text).not.toContain('Searching…');
    const api = await fie.request('POST', '/api/properties/search', { page: 999 });
    expect(api.status).toBe(400);
    expect(api.body.errors.page).toMatch(/first 10,000 properties/);
  });

  test('the last page itself answers 200', async () => {
    expect((await get('/search-property?location=Osu')).status).toBe(200);
  });
});

describe('one address per page', () => {
  test.each([
    ['/about/', '/about'],
    ['/search-property/?location=Osu&page=1', '/search-property?location=Osu&page=1'],
    ['/org/akwaaba/', '/org/akwaaba'],
    ['//evil.example.com/', '/evil.example.com'],
  ])('%s answers 301 to %s', async (from, to) => {
    const page = await get(from);
    expect(page.status).toBe(301);
    expect(page.location).toBe(to);
  });

  test('no page names a slashed address as its canonical', async () => {
    for (const path of ['/', '/about', '/search-property?location=Osu', '/fie_info/owners', '/privacy-policy', '/org/akwaaba']) {
      const canonical = canonicalOf((await get(path)).text)!;
      expect([path, new URL(canonical).pathname === '/' || !canonical.split('?')[0]!.endsWith('/')]).toEqual([path, true]);
    }
  });
});

describe('the sitemap of pages', () => {
  test('lists only pages the server draws with their content (not the empty shell the browser fills), each answering 200', async () => {
    const locs = [...(await get('/sitemaps/pages.xml')).text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs).toEqual(expect.arrayContaining(['/', '/search-property', '/about', '/fie_info', '/fie_info/owners', '/privacy-policy', '/terms-of-service', '/org/akwaaba']));
    for (const path of locs) {
      const page = await get(path);
      expect([path, page.status, page.text.includes('<div id="root"></div>')]).toEqual([path, 200, false]);
    }
  });

  test('every page it offers is also linked from the site (the footer), not reached through the sitemap alone', async () => {
    const home = (await get('/')).text;
    const locs = [...(await get('/sitemaps/pages.xml')).text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const unlinked = locs.filter((path) => path !== '/' && !path.startsWith('/org/') && !home.includes(`href="${path}"`));
    expect(unlinked).toEqual([]);
  });
});

describe('an organization’s public page, as a visitor sees it', () => {
  test('shows only its public tabs, in the page’s language, and each tab names a panel that is there', async () => {
    const page = await get('/org/akwaaba?lang=tw');
    expect(page.status).toBe(200);
    const tabs = [...page.text.matchAll(/<button[^>]*role="tab"[^>]*>[\s\S]*?<\/button>/g)].map((m) => m[0]);
    const labels = tabs.map((tab) => tab.replace(/<[^>]+>/g, '').trim());
    expect(labels).toEqual(['Agyapadeɛ', 'Ne ho nsɛm']);
    const ids = new Set([...page.text.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
    for (const tab of tabs) {
      const controls = /aria-controls="([^"]+)"/.exec(tab)?.[1];
      if (controls) expect(ids.has(controls)).toBe(true);
    }
    expect(page.text).toContain('Agyapadeɛ a Akwaaba Homes de too dwa');
  });
});
