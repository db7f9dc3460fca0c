#!/usr/bin/env node
// Pages on a phone (issue 13): Debian's Chromium through the DevTools protocol, with a slow-4G profile (1.6 Mbit/s
// down, 750 kbit/s up, 150 ms round trip) and the CPU slowed 4×, loads each page of the built marketplace
// (`node launcher/dist/main.js`, as `npm start` runs it) with a cold cache, then again with a warm one, and reports
// First and Largest Contentful Paint, Total Blocking Time (long tasks' time over 50 ms), Cumulative Layout Shift and the bytes
// that crossed the network. Map tiles cannot load on this machine (no internet): their requests fail fast.
// Usage: npm run bench:web -- [--port 8198] [--runs 3] [--pages home,search,property,list] [--waterfall true] (each cold
// load's requests, start → end)
// Where the time goes (issue 35): each page's main thread in its last cold load, by kind and by script file (thread
// time at 4×), and, for a page that wakes at a person's first touch (public/boot.js), what that touch then costs: the
// time until the page is alive and the main thread's work meanwhile.
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { median, parseArgs, stopMarketplace } from './lib/common.mjs';
import { landingPages, ownerWithListing, startMarketplace } from './lib/web-fixtures.mjs';
import { describe, endTrace, mainThreadTime, startTrace } from './lib/main-thread.mjs';

const require = createRequire(import.meta.url);
const root = new URL('..', import.meta.url).pathname;
const { chromium } = require(require.resolve('playwright-core', { paths: [root] }));

const args = parseArgs();
const PORT = Number(args.port ?? 8198);
const RUNS = Number(args.runs ?? 3);
const WATERFALL = args.waterfall === 'true';
const ONLY = args.pages ? new Set(args.pages.split(',')) : undefined;
const url = `http://127.0.0.1:${PORT}`;
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

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
  if (!reload) await startTrace(client);
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
  if (reload) return { ...perf, kb: bytes / 1024 };
  const load = mainThreadTime(await endTrace(client), url);
  // A page that waits for the first touch: press a key, and see what waking it costs.
  let wake;
  if (!(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')))) {
    await startTrace(client);
    const touched = Date.now();
    await page.keyboard.press('Shift');
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, { timeout: 30_000 });
    const alive = Date.now() - touched;
    await page.waitForTimeout(500);
    wake = { alive, time: mainThreadTime(await endTrace(client), url) };
  }
  return { ...perf, kb: bytes / 1024, load, wake };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'fie-web-'));
  console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; slow 4G (1.6 Mbit/s, 150 ms), CPU 4× slower; median of ${RUNS} runs`);
  const { server } = await startMarketplace(dataDir, PORT);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  try {
    const { session, property } = await ownerWithListing(url, dataDir);
    const pages = [...landingPages(property), { path: '/list-property', name: 'list property (signed in)', signedIn: true }];
    // A running server has long loaded its page renderer; the first request of a process pays for that once.
    for (const p of pages) await fetch(`${url}${p.path}`).then((r) => r.arrayBuffer());
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
      const summary = (list) => ({ fcp: median(list.map((m) => m.fcp)), lcp: median(list.map((m) => m.lcp)), tbt: median(list.map((m) => m.tbt)), cls: median(list.map((m) => m.cls)), kb: median(list.map((m) => m.kb)) });
      rows.push({ name: p.name, path: p.path, cold: summary(cold), warm: summary(warm) });
      const c = rows.at(-1).cold;
      console.log(`${p.name}: cold FCP ${(median(cold.map((m) => m.fcp)) / 1000).toFixed(2)} s, LCP ${(c.lcp / 1000).toFixed(2)} s (${cold.at(-1).element}), TBT ${c.tbt.toFixed(0)} ms, CLS ${c.cls.toFixed(3)}, ${c.kb.toFixed(0)} KB`);
      const last = cold.at(-1);
      console.log(`    main thread while loading (last cold run, its thread time at 4×): ${describe(last.load)}`);
      if (last.wake) console.log(`    at the first touch: alive after ${last.wake.alive} ms (median ${median(cold.map((m) => m.wake?.alive ?? 0))} ms); main thread ${describe(last.wake.time)}`);
      else console.log('    comes alive without a touch (its code runs once it has painted)');
    }
    console.log('\n| page | cold FCP s | cold LCP s | cold TBT ms | cold CLS | cold KB | warm LCP s | warm TBT ms | warm CLS | warm KB |');
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const r of rows) console.log(`| ${r.name} | ${(r.cold.fcp / 1000).toFixed(2)} | ${(r.cold.lcp / 1000).toFixed(2)} | ${r.cold.tbt.toFixed(0)} | ${r.cold.cls.toFixed(3)} | ${r.cold.kb.toFixed(0)} | ${(r.warm.lcp / 1000).toFixed(2)} | ${r.warm.tbt.toFixed(0)} | ${r.warm.cls.toFixed(3)} | ${r.warm.kb.toFixed(0)} |`);
    // Issue 19's goals for the server-rendered pages people arrive at; LCP ≤ 2.5 s and CLS < 0.1 for every page.
    console.log('\nGoals (cold): FCP ≤ 1.0 s and LCP ≤ 1.5 s on home, search and property; LCP ≤ 2.5 s elsewhere; CLS < 0.1; the search page\'s first visit ≤ 600 KB');
    for (const r of rows) {
      const landing = ['home', 'search', 'property'].includes(r.name);
      const lcpGoal = landing ? 1500 : 2500;
      console.log(`  ${r.name}: ${landing ? `FCP ${r.cold.fcp <= 1000 ? 'met' : 'NOT met'}, ` : ''}LCP ${r.cold.lcp <= lcpGoal ? 'met' : 'NOT met'}, CLS ${r.cold.cls < 0.1 ? 'met' : 'NOT met'}${r.name === 'search' ? `, weight ${r.cold.kb <= 600 ? 'met' : 'NOT met'}` : ''}`);
    }
  } finally {
    await browser.close();
    await stopMarketplace(server, dataDir);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
