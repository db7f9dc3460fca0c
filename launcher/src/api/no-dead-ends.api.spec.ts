import { listHouse, signUpOwner, uploadPhotos } from '../testing/listings';
import { startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';
import { ensureBuilt } from '../testing/ensure-built';

/**
 * Issue 32, "No dead ends", over HTTP: a search with nothing at its place answers the nearest matches and how far
 * (the API and the page the server draws, with "Tell me when one is listed" and "Post what you want"), the home
 * page's newest listings drawn by the server (near the place the device last searched, or in Accra and Kumasi),
 * the plain search form's type and bedrooms, and a link preview that names the advance asked.
 */
let fie: TestMarketplace;
let owner: { token: string };
let photos: string[];
const listed: Record<string, { id: string; title: string }> = {};

const at = (town: string, lon: number, lat: number, region = 'greater_accra') => ({ location: { type: 'Point', coordinates: [lon, lat] }, location_details: { town, city: town, region } });
// Dansoman is some 17 km from Kasoa (a city, searched within 15 km): the next step, 25 km, finds it.
const DANSOMAN = at('Dansoman', -0.26, 5.55);
const OSU = at('Osu', -0.183, 5.556);
const ADUM = at('Adum', -1.6244, 6.6885, 'ashanti');

beforeAll(async () => {
  ensureBuilt();
  fie = await startTestMarketplace();
  owner = await signUpOwner(fie, { email: 'ama.deadends@example.com', phoneNumber: '0244777111' });
  photos = await uploadPhotos(fie, owner.token);
  const list = (title: string, over: Record<string, unknown>) => listHouse(fie, owner.token, { images: photos, title, ...over });
  listed.dansoman = await list('Chamber and hall in Dansoman', { type: 'chamber_and_hall', bedrooms: 1, price: '700', ...DANSOMAN });
  listed.osuBig = await list('Two-bedroom self-contained in Osu', { type: 'self_contained', bedrooms: 2, price: '2,500', rent_advance_months: 12, ...OSU });
  listed.osuSmall = await list('One-bedroom self-contained in Osu', { type: 'self_contained', bedrooms: 1, price: '1,500', ...OSU });
  listed.adum = await list('Shop front house in Adum', { ...ADUM });
}, 300_000);
afterAll(async () => fie?.stop());

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${fie.url}${path}`, { redirect: 'manual', headers });
  return { status: res.status, cookies: res.headers.getSetCookie(), text: await res.text() };
}
const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');
const textOf = (html: string) => unescape(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
const h2sOf = (html: string) => [...html.matchAll(/<h2\b[^>]*>([\s\S]*?)<\/h2>/g)].map((m) => unescape(m[1]!.replace(/<[^>]+>/g, '')));
const meta = (html: string, key: string) => unescape(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? '');

describe('POST /api/properties/search with nothing at the place', () => {
  test('When nothing is at the place, then it answers the nearest matches, how many and within how far, nearest first', async () => {
    const res = await fie.request('POST', '/api/properties/search', { location: 'Kasoa', acquisition: 'rent', type: 'chamber_and_hall' });

    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ total: 0, properties: [], place: { name: 'Kasoa' }, nearby: { withinKm: 25, total: 1 } });
    const [nearest] = res.body.result.nearby.properties;
    expect(nearest).toMatchObject({ id: listed.dansoman!.id, title: 'Chamber and hall in Dansoman' });
    expect(nearest.distanceKm).toBeGreaterThan(15);
    expect(nearest.distanceKm).toBeLessThan(25);
  });

  test('When the place has matches, or the search names no place, then there is nothing nearby to add', async () => {
    expect((await fie.request('POST', '/api/properties/search', { location: 'Dansoman', type: 'chamber_and_hall' })).body.result).toMatchObject({ total: 1, nearby: null });
    expect((await fie.request('POST', '/api/properties/search', { type: 'garden', category: 'events' })).body.result).toMatchObject({ total: 0, nearby: null });
  });
});

describe('GET /search-property with nothing at the place (drawn by the server)', () => {
  test('It says what there is not and how far the nearest are, shows them, and offers "Tell me when one is listed" and "Post what you want" filled with the search', async () => {
    const page = await get('/search-property?location=Kasoa&acquisition=rent&type=chamber_and_hall');

    expect(page.status).toBe(200);
    expect(h2sOf(page.text)).toContain('No chamber and hall for rent in Kasoa yet');
    expect(textOf(page.text)).toContain('1 within 25 km');
    expect(page.text).toContain('Chamber and hall in Dansoman');
    expect(page.text).toContain(`href="/property/${listed.dansoman!.id}/`);
    expect(textOf(page.text)).toContain('Tell me when one is listed');
    const post = unescape(/<a [^>]*href="(\/add_request\?[^"]*)"[^>]*>/.exec(page.text)?.[1] ?? '');
    const prefill = new URLSearchParams(post.split('?')[1]);
    expect(Object.fromEntries(prefill)).toMatchObject({ category: 'residential', acquisition: 'rent', type: 'chamber_and_hall' });
    expect(JSON.parse(prefill.get('place')!)).toMatchObject({ id: 'central:kasoa', name: 'Kasoa', region: 'central' });
    expect(page.text).not.toContain('Try a wider area');
  });

  test('The search page remembers the place on the device (the cookie the home page reads), even without JavaScript', async () => {
    const page = await get('/search-property?location=Kasoa');
    expect(page.cookies.some((c) => /^fie_place=Kasoa;/.test(c))).toBe(true);
  });
});

describe('The plain search form (no JavaScript)', () => {
  test('It asks the type and the bedrooms, and a search it sends finds by them', async () => {
    const page = await get('/search-property?location=Osu&type=self_contained&bedrooms=2');
    const form = /<form[^>]*data-plain-form[^>]*>[\s\S]*?<\/form>/.exec(page.text.replace(/&lt;/g, '<').replace(/&gt;/g, '>'))?.[0] ?? '';

    expect(form).toMatch(/<select name="type"/);
    expect(form).toMatch(/<option value="self_contained" selected="">/);
    expect(form).toMatch(/<select name="bedrooms"/);
    expect(form).toMatch(/<option value="2" selected="">2 or more<\/option>/);
    expect(page.text).toContain('Two-bedroom self-contained in Osu');
    expect(page.text).not.toContain('One-bedroom self-contained in Osu');
  });

  test('A type names its category: a shop asked under Residential is searched as a shop', async () => {
    const res = await get('/search-property?category=residential&type=retail_shop');
    expect(res.status).toBe(200);
    expect(textOf(res.text)).toMatch(/Shops/);
  });
});

describe('A property page’s link preview', () => {
  test('Its description names the advance asked', async () => {
    const { slug } = (await fie.request('GET', `/api/properties/search/${listed.osuBig!.id}`)).body as { slug: string };
    const page = await get(`/property/${listed.osuBig!.id}/${slug}`);

    expect(meta(page.text, 'description')).toMatch(/^For Rent · GH₵ 2,500 a month · 12 months \(1 year\) of rent in advance · 2 beds · Osu/);
    expect(meta(page.text, 'og:description')).toContain('12 months (1 year) of rent in advance');
  });
});

describe('GET / (the home page, drawn by the server)', () => {
  test('Without a place searched on the device, it shows the newest listings in Accra and in Kumasi', async () => {
    const page = await get('/');

    expect(page.status).toBe(200);
    expect(h2sOf(page.text)).toEqual(expect.arrayContaining(['Newest in Accra', 'Newest in Kumasi']));
    expect(page.text).toContain('Two-bedroom self-contained in Osu');
    expect(page.text).toContain('Shop front house in Adum');
  });

  test('With the place the device last searched, it shows the newest there; with nothing there yet, the nearest and how far', async () => {
    const osu = await get('/', { cookie: 'fie_place=Osu' });
    expect(h2sOf(osu.text)).toContain('Newest near Osu');
    expect(osu.text).toContain('One-bedroom self-contained in Osu');
    expect(osu.text).not.toContain('Shop front house in Adum');

    const kasoa = await get('/', { cookie: 'fie_place=Kasoa' });
    expect(h2sOf(kasoa.text)).toContain('Newest near Kasoa');
    expect(textOf(kasoa.text)).toContain('Nothing in Kasoa yet: these are within 25 km.');
    expect(kasoa.text).toContain('Chamber and hall in Dansoman');
  });

  test('A visitor is offered an account (the server never knows a session; a signed-in person’s page changes it in place)', async () => {
    expect(textOf((await get('/')).text)).toContain('Create a free account');
  });
});
