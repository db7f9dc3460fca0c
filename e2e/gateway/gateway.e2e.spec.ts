import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { latestMessageTo } from '@fie/stores';
import { photo } from '../../launcher/src/testing/listings';
import { caddySkipReason, freePort, gatewayPorts, httpsRequest, repoRoot, startGateway, type Gateway } from '../../launcher/src/testing/gateway';
import { browserSkipReason, ensureBuilt, launchBrowser } from '../browser';

/**
 * The production shape for real: the three services apart (command API, query API, projectors, each its own
 * process on the embedded stores, one DATA_DIR, NODE_ENV=production), behind Debian's caddy running the shipped
 * deploy/Caddyfile over HTTPS with its own certificate authority, and Chromium through it. The pages must work
 * through the gateway exactly as they do directly: the property page's policy keeps the hash of its inline tap
 * holder, a tap before the page is alive is kept, sign-in, a message over the WebSocket, an upload, the console.
 */
const skip = browserSkipReason() ?? caddySkipReason();
if (skip) console.warn(`Gateway journey skipped: ${skip}`);
const journey = skip ? test.skip : test;

let dataDir = '';
const services: ChildProcess[] = [];
let gateway: Gateway;
let browser: Browser;
const contexts: BrowserContext[] = [];
const staff = { email: 'ops@fie.example.com', password: '' };
let owner: Person;
let house: { id: string; path: string; title: string };

type Person = { email: string; password: string; token: string; id: string };

/** A JSON call through the gateway, as a browser's would go. */
async function api(method: string, path: string, body?: unknown, token?: string, position?: string): Promise<{ status: number; body: any; position?: string }> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    // Read your writes across the services: the query API waits until the projections have this position.
    ...(position ? { 'x-fie-position': position } : {}),
  };
  const res = await httpsRequest(method, `${gateway.url}${path}`, gateway.rootCa, headers, body === undefined ? undefined : JSON.stringify(body));
  const text = res.body.toString();
  return { status: res.status, body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text, position: res.headers['x-fie-position'] as string | undefined };
}

async function signUp(email: string, firstName: string): Promise<Person> {
  const password = 'Akwaaba#2026';
  const up = await api('POST', '/api/auth/signup', { firstName, lastName: 'Mensah', email, phoneNumber: `024${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`, password, confirmPassword: password, acknowledge: true, user_type: 'seeker' });
  if (up.status !== 201) throw new Error(`signup: ${JSON.stringify(up.body)}`);
  let code: string | undefined;
  for (let i = 0; i < 50 && !code; i++) {
    code = /code is (\d{6})/.exec((await latestMessageTo(join(dataDir, 'outbox'), email))?.text ?? '')?.[1];
    if (!code) await new Promise((r) => setTimeout(r, 100));
  }
  expect((await api('POST', '/api/auth/confirm', { email, code })).status).toBe(200);
  const login = await api('POST', '/api/auth/login', { email, password });
  // Apart, each service checks a token's session against the read models, which the projectors fill a moment
  // after the confirmation: the person's next call waits until their account is there.
  for (let i = 0; (await api('GET', '/api/auth/user', undefined, login.body.token)).status !== 200; i++) {
    if (i > 50) throw new Error(`${email}'s account never reached the read models`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { email, password, token: login.body.token, id: login.body.user.id };
}

/** Photos sent as the listing form sends them (multipart), through the gateway. */
async function upload(token: string, n: number): Promise<string[]> {
  const form = new FormData();
  for (let i = 0; i < n; i++) form.append('files', new Blob([new Uint8Array(await photo(['#a0522d', '#2e8b57', '#4682b4'][i % 3]!, 400, 300))], { type: 'image/jpeg' }), `photo${i}.jpg`);
  const encoded = new Response(form);
  const res = await httpsRequest('POST', `${gateway.url}/api/properties/image-upload`, gateway.rootCa, { authorization: `Bearer ${token}`, 'content-type': encoded.headers.get('content-type')! }, Buffer.from(await encoded.arrayBuffer()));
  expect(res.status).toBe(201);
  return (JSON.parse(res.body.toString()).filelocation as { name: string }[]).map((f) => f.name);
}

function startService(main: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [join(repoRoot, main)], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  services.push(child);
}

async function healthy(port: number) {
  for (let i = 0; i < 300; i++) {
    if ((await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.status, () => 0)) === 200) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the service on ${port} did not become healthy`);
}

beforeAll(async () => {
  if (skip) return;
  ensureBuilt();
  dataDir = mkdtempSync(join(tmpdir(), 'fie-gateway-'));
  const ports = await gatewayPorts();
  const [commandPort, queryPort] = [await freePort(), await freePort()];
  const env = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PUBLIC_URL: ports.url,
    JWT_SECRET: 'gateway-journey-jwt-secret-of-at-least-32-characters',
    CODE_SECRET: 'gateway-journey-code-secret-of-at-least-32-characters',
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'error',
    OUTBOUND_PER_ADDRESS_PER_HOUR: '100000',
    COMMAND_API_PORT: String(commandPort),
    QUERY_API_PORT: String(queryPort),
  };
  startService('command-api/dist/main.js', env);
  await healthy(commandPort);
  startService('query-api/dist/main.js', env);
  startService('projectors/dist/main.js', env);
  await healthy(queryPort);
  // A staff member for the console, made as an operator makes one (its one-time password is printed).
  const made = spawnSync(process.execPath, [join(repoRoot, 'command-api/dist/admin-cli.js'), 'create', staff.email, 'administrator'], { env: { ...process.env, ...env }, encoding: 'utf8' });
  staff.password = /password: +(\S+)/.exec(made.stdout)?.[1] ?? '';
  if (!staff.password) throw new Error(`npm run admin failed: ${made.stderr}`);

  gateway = await startGateway({ commandApi: `127.0.0.1:${commandPort}`, queryApi: `127.0.0.1:${queryPort}`, ports });
  browser = await launchBrowser([`--ignore-certificate-errors-spki-list=${gateway.spki}`]);

  owner = await signUp('kofi.gateway@example.com', 'Kofi');
  const registered = await api('POST', '/api/auth/existing-user-owner-registration', { email: owner.email }, owner.token);
  if (registered.status >= 300) throw new Error(`owner registration: ${registered.status} ${JSON.stringify(registered.body)}`);
  const title = 'Garden house seen through the gateway';
  const listed = await api('POST', '/api/properties/create-residential', {
    type: 'house', acquisition: 'rent', payment_plan: 'MONTHLY', price: '4,500', currency: 'GHC', title, description: 'Three-bedroom house with a boys quarters',
    bedrooms: 3, bathrooms: 2, images: await upload(owner.token, 3), utilities: { water: 'GWCL', electricity: 'ecg' },
    location: { type: 'Point', coordinates: [-0.1617, 5.6353] }, location_details: { town: 'East Legon', city: 'Accra', region: 'greater_accra' },
  }, owner.token);
  expect(listed.status).toBe(201);
  // Apart, the command API answers before the projectors have the listing: it is read back at the answer's position.
  const mine = await api('GET', '/api/properties?page=1&pageSize=15', undefined, owner.token, listed.position);
  const id = mine.body.result.properties[0].id as string;
  house = { id, title, path: `/property/${id}/${(await api('GET', `/api/properties/search/${id}`)).body.slug}` };
}, 300_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await gateway?.stop();
  await Promise.all(services.map((child) => new Promise<void>((done) => (child.exitCode !== null ? done() : (child.once('exit', () => done()), child.kill('SIGTERM'))))));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

/** A page of its own (its own storage), reporting every Content-Security-Policy violation into `violations`. */
async function watchedPage(violations: string[], setUp?: (context: BrowserContext) => Promise<unknown>): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  await setUp?.(context);
  const page = await context.newPage();
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation(t: string): void }).reportCspViolation(`${e.violatedDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return page;
}

const alive = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

/** The security headers of an answer, the policy's words normalised (spaces), to compare two answers. */
function securityHeadersOf(headers: Record<string, string | string[] | undefined>) {
  const names = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'permissions-policy', 'cross-origin-opener-policy', 'x-permitted-cross-domain-policies', 'strict-transport-security'];
  return Object.fromEntries(names.map((name) => [name, String(headers[name] ?? '').replace(/\s+/g, ' ').replace(/ ;/g, ';')]));
}

journey('over HTTP the gateway redirects to HTTPS; over HTTPS it passes the pages’ own headers through, sets the same on the files it serves, compresses, and caches hashed files a year and pages not at all', async () => {
  const redirect = await fetch(`${gateway.httpUrl}/search-property?location=East+Legon`, { redirect: 'manual' });
  expect([redirect.status, redirect.headers.get('location')]).toEqual([308, `${gateway.url}/search-property?location=East+Legon`]);

  const page = await gateway.get(house.path, { 'accept-encoding': 'gzip' });
  expect(page.status).toBe(200);
  const policy = String(page.headers['content-security-policy']);
  // The service's policy, hash of the inline tap holder and all, not one the gateway wrote over it.
  expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  expect(policy).toContain(`connect-src 'self' wss://${new URL(gateway.url).host};`);
  expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(page.headers['cache-control']).toBe('no-cache');
  expect(page.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(page.body).toString()).toContain(`<link rel="canonical" href="${gateway.url}${house.path}" />`);
  expect(page.headers.server).toBeUndefined();

  // The files the gateway serves itself carry the services' words exactly (an API answer has the same policy
  // as a file: no inline script to allow).
  // The largest script: the gateway leaves files too small to gain from it uncompressed (the first by name may be tiny).
  const scripts = readdirSync(join(repoRoot, 'public-web/dist/assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, size: statSync(join(repoRoot, 'public-web/dist/assets', file)).size }));
  const asset = scripts.reduce((largest, script) => (script.size > largest.size ? script : largest)).file;
  const consoleAsset = readdirSync(join(repoRoot, 'admin-console/dist/assets')).find((file) => file.endsWith('.js'))!;
  const [code, worker, console, consoleCode, apiAnswer] = await Promise.all([
    gateway.get(`/assets/${asset}`, { 'accept-encoding': 'gzip, zstd' }),
    gateway.get('/sw.js'),
    gateway.get('/admin/'),
    gateway.get(`/admin/assets/${consoleAsset}`),
    gateway.get('/api/health'),
  ]);
  expect(code.status).toBe(200);
  expect(code.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(code.headers['content-encoding']).toMatch(/^(zstd|gzip)$/);
  expect(worker.headers['cache-control']).toBe('no-cache');
  expect(console.status).toBe(200);
  expect(console.headers['cache-control']).toBe('no-cache');
  expect([consoleCode.status, consoleCode.headers['cache-control']]).toEqual([200, 'public, max-age=31536000, immutable']);
  for (const served of [code, worker, console, consoleCode]) expect(securityHeadersOf(served.headers)).toEqual(securityHeadersOf(apiAnswer.headers));

  // Behind https, the language cookie is Secure (the gateway's X-Forwarded-Proto, from a trusted proxy).
  const twi = await gateway.get('/?lang=tw');
  expect(String(twi.headers['set-cookie'])).toMatch(/^fie_lang=tw; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/);
});

journey('a property page comes alive through the gateway with no policy violation, and a tap on Arrange Viewing before then is kept', async () => {
  const violations: string[] = [];
  // The page's code arrives late (a slow line): the server's HTML is up, its buttons not yet alive.
  const page = await watchedPage(violations, (context) =>
    context.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    }),
  );
  await page.goto(`${gateway.url}${house.path}`);
  await page.getByRole('heading', { level: 1, name: house.title }).waitFor();
  expect(await alive(page)).toBe(false);
  await page.getByRole('button', { name: 'Arrange Viewing' }).click();
  await page.getByRole('dialog', { name: 'Login' }).waitFor({ timeout: 30_000 });
  expect(await alive(page)).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

journey('an owner signs in, lists photos (an upload through the gateway), and a message sent to him arrives over the WebSocket', async () => {
  const violations: string[] = [];
  const page = await watchedPage(violations);
  await page.goto(`${gateway.url}/login?next=${encodeURIComponent('/owner-dashboard')}`);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/owner-dashboard/, { timeout: 20_000 });
  await page.getByRole('heading', { name: 'Fie dashboard' }).waitFor();
  await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

  // A seeker writes to him; his open dashboard hears of it over the socket, never reloaded.
  const ama = await signUp('ama.gateway@example.com', 'Ama');
  expect((await api('POST', '/api/messages/send-message', { to: owner.id, message: 'Is the garden house still free?', property_id: house.id }, ama.token)).status).toBe(201);
  await page.getByRole('alert').filter({ hasText: 'New message received' }).waitFor({ timeout: 15_000 });

  // Photos for a new listing: sent through the gateway to the command API, their thumbnails read back from the query API.
  await page.goto(`${gateway.url}/list-property`);
  await page.getByRole('heading', { name: 'List Property', level: 1 }).waitFor();
  await page.getByRole('radio', { name: 'Residential' }).check();
  const form = page.getByRole('form', { name: 'Residential listing' });
  const photos = await Promise.all(['#8a6', '#a0522d', '#4682b4'].map(async (colour, i) => ({ name: `photo${i}.jpg`, mimeType: 'image/jpeg', buffer: await photo(colour, 800, 600) })));
  await form.locator('input[type="file"]').setInputFiles(photos);
  await form.getByRole('img', { name: 'Photo 3' }).waitFor({ timeout: 30_000 });
  const thumbnail = await form.getByRole('img', { name: 'Photo 3' }).elementHandle();
  await thumbnail!.scrollIntoViewIfNeeded(); // it loads lazily
  await page.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0, thumbnail, { timeout: 15_000 });
  expect(new URL(await thumbnail!.evaluate((img) => (img as HTMLImageElement).currentSrc)).pathname).toMatch(/^\/api\/properties\/images\//);
  expect(violations).toEqual([]);
});

journey('staff sign in to the console through the gateway and read the event log', async () => {
  const violations: string[] = [];
  const page = await watchedPage(violations);
  // /admin, as an operator types it: the gateway sends it on to the console's own address.
  await page.goto(`${gateway.url}/admin`);
  expect(new URL(page.url()).pathname).toBe('/admin/');
  await page.goto(`${gateway.url}/admin/#/events`);
  await page.locator('input[name="email"]').fill(staff.email);
  await page.locator('input[name="password"]').fill(staff.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.getByText('ListingCreated').first().waitFor({ timeout: 20_000 });
  expect(violations).toEqual([]);
});
