import { request } from 'node:http';
import { latestMessageTo } from '@fie/stores';
import { startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';
import { ensureBuilt } from '../testing/ensure-built';

/**
 * One public address (issue 35): every absolute address Fie writes comes from PUBLIC_URL, never from the Host a
 * request names (any client chooses it, and a cached page, a sitemap or a mail would send people there); in
 * development, without PUBLIC_URL, the first request's origin stands in. Cookies are Secure behind https, as the
 * trusted proxy (TRUST_PROXY) says. Production refusing to start without PUBLIC_URL: packages/platform/src/config.spec.ts.
 */
beforeAll(() => ensureBuilt(), 300_000);

/** A GET with headers fetch() will not send (Host), as any client can. */
function get(fie: TestMarketplace, path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  return new Promise((done, fail) => {
    const req = request(`${fie.url}${path}`, { headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', fail);
    req.end();
  });
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const ogUrlOf = (html: string) => /<meta property="og:url" content="([^"]*)"/.exec(html)?.[1];

async function messageMailTo(fie: TestMarketplace, email: string) {
  for (let i = 0; i < 100; i++) {
    const mail = await latestMessageTo(fie.stores.outboxDir, email);
    if (mail?.subject.includes('sent you a message')) return mail;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no message mail to ${email}`);
}

/** Ama writes to Kofi, who is not on the site: the notifier mails him, from the background, with a link to open it. */
async function messageKofi(fie: TestMarketplace, suffix: string) {
  const kofi = await fie.signUpAndConfirm({ email: `kofi.${suffix}@example.com`, firstName: 'Kofi', phoneNumber: '0244000311' });
  const ama = await fie.signUpAndConfirm({ email: `ama.${suffix}@example.com`, firstName: 'Ama', phoneNumber: '0244000312' });
  expect((await fie.request('POST', '/api/messages/send-message', { to: kofi.user.id, message: 'Is the room in Osu still free?' }, ama.token)).status).toBe(201);
  return messageMailTo(fie, kofi.email);
}

describe('with PUBLIC_URL', () => {
  let fie: TestMarketplace;
  beforeAll(async () => {
    fie = await startTestMarketplace({ PUBLIC_URL: 'https://fie.example.com.gh' });
  });
  afterAll(async () => fie?.stop());

  test('a page’s canonical and preview addresses, robots.txt, the sitemap and the policy name the public address, whatever Host the request sends', async () => {
    const page = await get(fie, '/about', { host: 'evil.example.com' });
    expect(page.status).toBe(200);
    expect(canonicalOf(page.text)).toBe('https://fie.example.com.gh/about');
    expect(ogUrlOf(page.text)).toBe('https://fie.example.com.gh/about');
    expect(page.headers['content-security-policy']).toContain("connect-src 'self' wss://fie.example.com.gh;");
    expect(page.text).not.toContain('evil.example.com');
    expect(JSON.stringify(page.headers)).not.toContain('evil.example.com');

    const robots = await get(fie, '/robots.txt', { host: 'evil.example.com' });
    expect(robots.text.split('\n')).toContain('Sitemap: https://fie.example.com.gh/sitemap.xml');
    const sitemap = await get(fie, '/sitemaps/pages.xml', { host: 'evil.example.com' });
    const locs = [...sitemap.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeGreaterThan(3);
    for (const loc of locs) expect(loc.startsWith('https://fie.example.com.gh/')).toBe(true);
  });

  test('a mail the notifier sends from the background (a new message) links to the public address', async () => {
    const mail = await messageKofi(fie, 'public');
    expect(mail.text).toMatch(/https:\/\/fie\.example\.com\.gh\/owner-dashboard#messages\//);
    expect(mail.text).not.toMatch(/localhost/);
  });

  test('the language cookie is Secure when the trusted proxy says the request came over https, and only then', async () => {
    const behindHttps = await get(fie, '/?lang=tw', { 'x-forwarded-proto': 'https' });
    expect(behindHttps.headers['set-cookie']).toEqual(['fie_lang=tw; Path=/; Max-Age=31536000; SameSite=Lax; Secure']);
    const plain = await get(fie, '/?lang=ee');
    expect(plain.headers['set-cookie']).toEqual(['fie_lang=ee; Path=/; Max-Age=31536000; SameSite=Lax']);
  });
});

describe('without PUBLIC_URL (development)', () => {
  let fie: TestMarketplace;
  beforeAll(async () => {
    fie = await startTestMarketplace({});
  });
  afterAll(async () => fie?.stop());

  test('the first request’s origin stands in: pages and the notifier’s mails link there, and a later Host changes nothing', async () => {
    // A health probe first (a script's, at 127.0.0.1) teaches nothing; the first request then came through a proxy
    // on this machine (trusted: loopback) from https://fie.test:8443.
    expect((await get(fie, '/api/health')).status).toBe(200);
    const first = await get(fie, '/about', { host: 'fie.test:8443', 'x-forwarded-proto': 'https' });
    expect(canonicalOf(first.text)).toBe('https://fie.test:8443/about');
    const later = await get(fie, '/terms-of-service', { host: 'evil.example.com' });
    expect(canonicalOf(later.text)).toBe('https://fie.test:8443/terms-of-service');
    expect(later.headers['content-security-policy']).toContain("connect-src 'self' wss://fie.test:8443;");
    const mail = await messageKofi(fie, 'dev');
    expect(mail.text).toMatch(/https:\/\/fie\.test:8443\/owner-dashboard#messages\//);
  });
});

describe('behind no trusted proxy (TRUST_PROXY=none)', () => {
  let fie: TestMarketplace;
  beforeAll(async () => {
    fie = await startTestMarketplace({ TRUST_PROXY: 'none', PUBLIC_URL: 'https://fie.example.com.gh' });
  });
  afterAll(async () => fie?.stop());

  test('an X-Forwarded-Proto a client sends itself is not believed: the cookie is not marked as if it came over https', async () => {
    const res = await get(fie, '/?lang=ha', { 'x-forwarded-proto': 'https' });
    expect(res.headers['set-cookie']).toEqual(['fie_lang=ha; Path=/; Max-Age=31536000; SameSite=Lax']);
  });
});
