import { CATALOGUES, LANGUAGE_CODES } from '@fie/domain';
import { listHouse, signUpOwner } from '../testing/listings';
import { startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';
import { ensureBuilt } from '../testing/ensure-built';

/**
 * The site in Ghanaian languages over HTTP (issue 23), as a phone without JavaScript or a search engine reads it:
 * ?lang= switches any page and is remembered on the device (a cookie), the cookie and then Accept-Language pick
 * the language of a first visit, and each page says its language (<html lang>) and names its other languages.
 */
let fie: TestMarketplace;
let property: string;

beforeAll(async () => {
  ensureBuilt();
  fie = await startTestMarketplace();
  const owner = await signUpOwner(fie, { email: 'ama.languages@example.com', firstName: 'Ama', lastName: 'Owusu', phoneNumber: '0244777111' });
  const { id } = await listHouse(fie, owner.token, {});
  const { slug } = (await fie.request('GET', `/api/properties/search/${id}`)).body as { slug: string };
  property = `/property/${id}/${slug}`;
}, 300_000);
afterAll(async () => fie?.stop());

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${fie.url}${path}`, { headers, redirect: 'manual' });
  return { status: res.status, cookie: res.headers.get('set-cookie'), vary: res.headers.get('vary') ?? '', text: await res.text() };
}
const langOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');

/** The ids of an area whose English the English page shows and whose Twi the Twi page shows instead. */
function translatedOn(area: string, english: string, twi: string): string[] {
  const plainEnglish = unescape(english);
  const plainTwi = unescape(twi);
  const source = require(`../../../packages/domain/src/i18n/catalogues/en/${area}.json`) as Record<string, string>;
  return Object.entries(CATALOGUES.tw)
    .filter(([id, message]) => id.startsWith(`${area}.`) && !/[{}]/.test(message) && source[id] && source[id] !== message)
    .filter(([id, message]) => plainEnglish.includes(source[id]!) && plainTwi.includes(message) && !plainTwi.includes(`>${source[id]}<`))
    .map(([id]) => id);
}

describe('the site in Twi, Ga, Ewe and Hausa', () => {
  it('?lang=tw renders the page in Twi, remembers it on the device, and names every language’s address', async () => {
    const page = await get('/?lang=tw');
    expect(page.status).toBe(200);
    expect(langOf(page.text)).toBe('tw');
    expect(page.cookie).toMatch(/fie_lang=tw;.*Max-Age=31536000/);
    expect(page.text).toContain(`<link rel="canonical" href="${fie.url}/?lang=tw" />`);
    for (const code of LANGUAGE_CODES) expect(page.text).toContain(`hreflang="${code}" href="${fie.url}/${code === 'en' ? '' : `?lang=${code}`}"`);
    expect(page.text).toContain(`hreflang="x-default" href="${fie.url}/"`);
    expect(page.text).toContain('Twi (beta)');
  });

  it('keeps the device’s language on its next page, and answers each language from its own cache', async () => {
    const twi = await get('/', { cookie: 'fie_lang=tw' });
    expect(langOf(twi.text)).toBe('tw');
    expect(twi.cookie).toBeNull();
    expect(twi.vary).toMatch(/Cookie/);
    const english = await get('/');
    expect(langOf(english.text)).toBe('en-GH');
    expect(english.text).not.toEqual(twi.text);
  });

  it('follows the browser’s languages on a first visit (Akan is Twi), English when it knows none of them', async () => {
    expect(langOf((await get('/about', { 'accept-language': 'ak-GH,en;q=0.5' })).text)).toBe('tw');
    expect(langOf((await get('/about', { 'accept-language': 'ha' })).text)).toBe('ha');
    expect(langOf((await get('/about', { 'accept-language': 'fr-FR' })).text)).toBe('en-GH');
    expect(langOf((await get('/about?lang=ee', { 'accept-language': 'ha', cookie: 'fie_lang=gaa' })).text)).toBe('ee');
  });

  it.each([
    ['the home page', () => '/', 'home'],
    ['the search page', () => '/search-property', 'search'],
    ['a property page', () => property, 'property'],
  ])('%s reads in Twi, the header and footer too', async (_name, path, area) => {
    const english = (await get(path())).text;
    const twi = (await get(`${path()}${path().includes('?') ? '&' : '?'}lang=tw`)).text;
    expect(translatedOn(area, english, twi).length).toBeGreaterThanOrEqual(3);
    expect(translatedOn('shell', english, twi).length).toBeGreaterThanOrEqual(3);
  });
});
