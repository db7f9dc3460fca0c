#!/usr/bin/env node
// Pages on a phone (issue 13): Debian's Chromium through the DevTools protocol, with a slow-4G profile (1.6 Mbit/s
// down, 750 kbit/s up, 150 ms round trip) and the CPU slowed 4×, loads each page of the built marketplace
// (`node launcher/dist/main.js`, as `npm start` runs it) with a cold cache, then again with a warm one, and reports
// Largest Contentful Paint, Total Blocking Time (long tasks' time over 50 ms), Cumulative Layout Shift and the bytes
// that crossed the network. Map tiles cannot load on this machine (no internet): their requests fail fast.
// Usage: npm run bench:web -- [--port 8198] [--runs 3] [--pages home,search,property,list] [--waterfall true] (each cold
// load's requests, start → end)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const root = new URL('..', import.meta.url).pathname;
const { chromium } = require(require.resolve('playwright-core', { paths: [root] }));
const { latestMessageTo } = require('../packages/stores/dist/index.js');
const sharp = require(require.resolve('sharp', { paths: [join(root, 'command-api')] }));

const args = Object.fromEntries(process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith('--') ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []));
const PORT = Number(args.port ?? 8198);
const RUNS = Number(args.runs ?? 3);
const WATERFALL = args.waterfall === 'true';
const ONLY = args.pages ? new Set(args.pages.split(',')) : undefined;
const url = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Bench#2026long';
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function call(method, path, body, token) {
  const res = await fetch(`${url}${path}`, { method, headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body ? JSON.stringify(body) : undefined });
  return { status: res.status, body: await res.json() };
}

async function owner(dataDir) {
  const email = 'web.owner@example.com';
  await call('POST', '/api/auth/signup', { firstName: 'Kwame', lastName: 'Boateng', email, phoneNumber: '0244000000', password: PASSWORD, confirmPassword: PASSWORD, acknowledge: true, user_type: 'seeker' });
  const code = /code is (\d{6})/.exec((await latestMessageTo(join(dataDir, 'outbox'), email)).text)[1];
  await call('POST', '/api/auth/confirm', { email, code });
  const login = await call('POST', '/api/auth/login', { email, password: PASSWORD });
  await call('POST', '/api/auth/existing-user-owner-registration', { email }, login.body.token);
  const again = await call('POST', '/api/auth/login', { email, password: PASSWORD });
  return again.body;
}

async function listing(token) {
  const form = new FormData();
  for (let p = 0; p < 3; p++) {
    // A real photo's weight: a 2000 × 1500 picture with detail, which the API re-encodes.
    const noise = Buffer.alloc(200 * 150 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + p * 104729) % 251;
    const photo = await sharp(noise, { raw: { width: 200, height: 150, channels: 3 } }).resize(2000, 1500).jpeg({ quality: 85 }).toBuffer();
    form.append('files', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `p${p}.jpg`);
  }
  const uploaded = await (await fetch(`${url}/api/properties/image-upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } })).json();
  const res = await call('POST', '/api/properties/create-residential', {
    type: 'house', acquisition: 'rent', payment_plan: 'MONTHLY', price: '4,500', currency: 'GHC', title: '3 bedroom house in East Legon',
    description: 'Three bedrooms, a boys quarters, a borehole and a walled compound close to the A&C Mall.', bedrooms: 3, bathrooms: 2,
    images: uploaded.filelocation.map((f) => f.name), utilities: { water: 'GWCL', electricity: 'ecg' },
    location: { type: 'Point', coordinates: [-0.1617, 5.6353] }, location_details: { town: 'East Legon', city: 'Accra', region: 'greater_accra' },
  }, token);
  return res.body.property.id;
}

/** Observers installed before the page's own scripts: LCP, layout shifts and long tasks. */
const observe = () => {
  const perf = { lcp: 0, element: '', cls: 0, longTasks: [] };
  window.__perf = perf;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      perf.lcp = entry.renderTime || entry.loadTime || entry.startTime;
      // Which element it was, so a slow LCP says what to send sooner.
      const el = entry.element;
      perf.element = el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.getAttribute('alt') ?? el.textContent ?? '').trim().slice(0, 40)}"` : '(removed)';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) perf.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) perf.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
};

async function measure(page, client, path, reload) {
  let bytes = 0;
  const started = new Map();
  const waterfall = [];
  const onSent = (e) => started.set(e.requestId, { url: e.request.url.replace(url, ''), at: e.timestamp });
  const onFinished = (e) => {
    bytes += e.encodedDataLength;
    const req = started.get(e.requestId);
    if (req) waterfall.push({ ...req, end: e.timestamp, kb: e.encodedDataLength / 1024 });
  };
  client.on('Network.requestWillBeSent', onSent);
  client.on('Network.loadingFinished', onFinished);
  if (reload) await page.reload({ waitUntil: 'load' });
  else await page.goto(`${url}${path}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await page.waitForTimeout(1500);
  client.off('Network.loadingFinished', onFinished);
  client.off('Network.requestWillBeSent', onSent);
  if (WATERFALL && !reload) {
    // Each request's start and end, from the first: what a slow LCP waited on.
    const zero = Math.min(...waterfall.map((w) => w.at));
    console.log(`  ${path} (cold): ${waterfall.length} requests`);
    for (const w of waterfall.sort((a, b) => a.at - b.at)) console.log(`    ${((w.at - zero) * 1000).toFixed(0).padStart(5)} → ${((w.end - zero) * 1000).toFixed(0).padStart(5)} ms ${w.kb.toFixed(1).padStart(6)} KB ${w.url.slice(0, 90)}`);
  }
  const perf = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const p = window.__perf;
    const tbt = p.longTasks.filter(([start]) => start >= fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    return { lcp: p.lcp, element: p.element, cls: p.cls, tbt, fcp };
  });
  return { ...perf, kb: bytes / 1024 };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'fie-web-'));
  console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; slow 4G (1.6 Mbit/s, 150 ms), CPU 4× slower; median of ${RUNS} runs`);
  const server = spawn(process.execPath, [join(root, 'launcher/dist/main.js')], { env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), LOG_LEVEL: 'warn' }, stdio: ['ignore', 'ignore', 'inherit'] });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  try {
    for (let i = 0; ; i++) {
      if ((await fetch(`${url}/api/health`).catch(() => undefined))?.ok) break;
      if (i > 600) throw new Error('the marketplace did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
    const session = await owner(dataDir);
    const id = await listing(session.token);
    const pages = [
      { path: '/', name: 'home' },
      { path: '/search-property', name: 'search' },
      { path: `/property/${id}`, name: 'property' },
      { path: '/list-property', name: 'list property (signed in)', signedIn: true },
    ];
    const rows = [];
    for (const p of pages.filter((page) => !ONLY || ONLY.has(page.name.split(' ')[0]))) {
      const cold = [];
      const warm = [];
      for (let run = 0; run < RUNS; run++) {
        // A new context: an empty cache, as a first visit.
        const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.6, isMobile: true, hasTouch: true });
        if (p.signedIn) await context.addInitScript(([token, user]) => { localStorage.setItem('token', JSON.stringify(token)); localStorage.setItem('user', JSON.stringify(user)); }, [session.token, session.user]);
        await context.addInitScript(observe);
        const page = await context.newPage();
        const client = await context.newCDPSession(page);
        await client.send('Network.enable');
        await client.send('Network.emulateNetworkConditions', SLOW_4G);
        await client.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        cold.push(await measure(page, client, p.path, false));
        warm.push(await measure(page, client, p.path, true));
        await context.close();
      }
      const summary = (list) => ({ lcp: median(list.map((m) => m.lcp)), tbt: median(list.map((m) => m.tbt)), cls: median(list.map((m) => m.cls)), kb: median(list.map((m) => m.kb)) });
      rows.push({ name: p.name, path: p.path, cold: summary(cold), warm: summary(warm) });
      const c = rows.at(-1).cold;
      console.log(`${p.name}: cold FCP ${(median(cold.map((m) => m.fcp)) / 1000).toFixed(2)} s, LCP ${(c.lcp / 1000).toFixed(2)} s (${cold.at(-1).element}), TBT ${c.tbt.toFixed(0)} ms, CLS ${c.cls.toFixed(3)}, ${c.kb.toFixed(0)} KB`);
    }
    console.log('\n| page | cold LCP s | cold TBT ms | cold CLS | cold KB | warm LCP s | warm TBT ms | warm CLS | warm KB |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const r of rows) console.log(`| ${r.name} | ${(r.cold.lcp / 1000).toFixed(2)} | ${r.cold.tbt.toFixed(0)} | ${r.cold.cls.toFixed(3)} | ${r.cold.kb.toFixed(0)} | ${(r.warm.lcp / 1000).toFixed(2)} | ${r.warm.tbt.toFixed(0)} | ${r.warm.cls.toFixed(3)} | ${r.warm.kb.toFixed(0)} |`);
    console.log('\nGoals (cold): LCP ≤ 2.5 s, CLS < 0.1; the search page\'s first visit ≤ 600 KB');
    for (const r of rows) console.log(`  ${r.name}: LCP ${r.cold.lcp <= 2500 ? 'met' : 'NOT met'}, CLS ${r.cold.cls < 0.1 ? 'met' : 'NOT met'}${r.name === 'search' ? `, weight ${r.cold.kb <= 600 ? 'met' : 'NOT met'}` : ''}`);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
