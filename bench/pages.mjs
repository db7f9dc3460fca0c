#!/usr/bin/env node
// Server-rendered public pages over HTTP, against the real marketplace (`node launcher/dist/main.js`) running as
// its own process on embedded stores (query-api/src/site: pages rendered by React on the server, kept in a page
// cache that the event log invalidates):
//   1. writes N listings (default 100,000) as ListingCreated events straight into a fresh event store, as
//      search-http.mjs does (bench/lib/listings.mjs), starts the marketplace, waits until its projections have
//      indexed them all, reads every listing's canonical address (/property/{id}/{slug}) from the sitemap, and
//      waits until the search API answers over all of them (no page is asked for before the phases);
//   2. at C concurrent clients (default 32), each phase S seconds (default 15), over keep-alive connections asking
//      for `br, gzip` as a browser does, and with nothing warmed beforehand but what each first request does:
//        a. GET /api/health: the same server's floor, in the same run;
//        b. property pages by popularity: a Zipf law over the listings, its exponent chosen so that a share of the
//           requests (default 80 %) falls on the hottest 1 % of listings (shared links, opened again and again);
//           twice: first as a newly started server meets them (the cache fills), then as a running one does;
//        c. property pages uniformly at random over all listings: mostly first visits, the cost of a render;
//        d. the search page, /search-property?location=<town>, for a few towns;
//      each with its rate, p50/p95/p99, errors (anything but 200) by status, and its first requests apart: an
//      address asked for the first time since the server started is certainly rendered (a cache miss); one asked
//      again is served from the cache unless the cache dropped it (PAGE_CACHE_MB, least recently used first, 5 minutes);
//   3. the goal: property pages by popularity ≥ 500/s with p99 < 150 ms at 32 clients on a running server (the
//      second pass), beside /api/health's rate.
// The load generator shares the machine's cores with the server; each phase says how much CPU the server, this
// process and everything else used, and the load average. The cache's hit share is not exposed by the server: it
// is estimated from the server's CPU per answer. With --cpu-prof true, the server's main thread is profiled and
// the two property phases reported by function (bench/profile-report.mjs).
// Usage: npm run bench:pages -- [--listings 100000] [--seconds 15] [--clients 32] [--hot-share 0.8]
//          [--towns 'East Legon,Kumasi,Osu,Tema,Takoradi,Tamale'] [--port 8191] [--cpu-prof true]
//          [--data-dir DIR (reuse its events)] [--keep true]
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { machine, parseArgs, percentile } from './lib/common.mjs';
import { listingGenerator, writeListings } from './lib/listings.mjs';
import { profileReport } from './profile-report.mjs';

const require = createRequire(import.meta.url);
const root = new URL('..', import.meta.url).pathname;
const { SqliteEventStore } = require('../packages/stores/dist/index.js');
const { listingPath, listingSlug } = require('../packages/domain/dist/index.js');

const args = parseArgs();
const LISTINGS = Number(args.listings ?? 100_000);
const SECONDS = Number(args.seconds ?? 15);
const CLIENTS = Number(args.clients ?? 32);
const HOT_SHARE = Number(args['hot-share'] ?? 0.8);
const TOWNS = (args.towns ?? 'East Legon,Kumasi,Osu,Tema,Takoradi,Tamale').split(',');
const PORT = Number(args.port ?? 8191);
const CPU_PROF = args['cpu-prof'] === 'true';
const GOAL = { rate: 500, p99: 150 };
const url = `http://127.0.0.1:${PORT}`;

const generator = listingGenerator(7);
// The visitors' own draws (which page next), apart from the listings' so that either can change alone.
const { random } = listingGenerator(11);

const ms = (n) => (Number.isFinite(n) ? n.toFixed(1) : '–');
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');

// ---------------------------------------------------------------------------------------------------------
// CPU accounting: the server's (every thread: HTTP, projections, the search thread), this process's, and the
// whole machine's from /proc, so a phase says who used the two cores.
const TICK_MS = 10; // USER_HZ is 100 on Linux
function serverCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS; // utime, stime
  } catch {
    return NaN;
  }
}
function machineCpuMs() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = ticks;
  return (user + nice + system + irq + softirq + steal) * TICK_MS;
}
const clientCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
function rssMB(pid) {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kb ? Number(kb) / 1024 : NaN;
}

// ---------------------------------------------------------------------------------------------------------
// The visitors: node:http with keep-alive, as a browser keeps its connection (fetch costs the load generator,
// which shares the cores with the server, about three times the CPU per request), asking for what a browser asks.
// Each phase opens its own connections: a socket left idle at the end of the last one (while the slowest
// answers finished) may have passed the server's keep-alive timeout, and reusing it would fail.
let agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
const BROWSER = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'br, gzip',
  'accept-language': 'en-GB,en;q=0.9',
  'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 (fie bench:pages)',
};
function get(path, headers = BROWSER) {
  return new Promise((resolve) => {
    const req = request(`${url}${path}`, { agent, headers }, (res) => {
      let bytes = 0;
      const chunks = [];
      res.on('data', (chunk) => {
        bytes += chunk.length;
        if (headers !== BROWSER) chunks.push(chunk);
      });
      res.on('end', () => resolve({ status: res.statusCode, bytes, encoding: res.headers['content-encoding'] ?? 'identity', location: res.headers.location, body: headers !== BROWSER ? Buffer.concat(chunks) : undefined }));
      res.on('error', (error) => resolve({ status: `error (${error.code ?? error.message})`, bytes }));
    });
    req.setTimeout(60_000, () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve({ status: `error (${error.code ?? error.message})`, bytes: 0 }));
    req.end();
  });
}

/** Every address asked for since the server started: a first request is a render, a later one a cache hit unless dropped. */
const asked = new Set();

/** One phase: CLIENTS visitors, each asking for `next()` after its last answer, for SECONDS. */
async function phase(name, next, server) {
  const all = [];
  const first = [];
  const again = [];
  const errors = {};
  const encodings = {};
  let bytes = 0;
  agent.destroy();
  agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  const before = { server: serverCpuMs(server.pid), client: clientCpuMs(), machine: machineCpuMs() };
  const window = { from: Number(process.hrtime.bigint() / 1000n) };
  const started = performance.now();
  const until = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) {
        const path = next();
        const isFirst = !asked.has(path);
        asked.add(path);
        const s = performance.now();
        const answer = await get(path);
        const took = performance.now() - s;
        all.push(took);
        (isFirst ? first : again).push(took);
        bytes += answer.bytes;
        if (answer.status !== 200) errors[answer.status] = (errors[answer.status] ?? 0) + 1;
        else encodings[answer.encoding] = (encodings[answer.encoding] ?? 0) + 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  window.to = Number(process.hrtime.bigint() / 1000n);
  const after = { server: serverCpuMs(server.pid), client: clientCpuMs(), machine: machineCpuMs() };
  for (const list of [all, first, again]) list.sort((a, b) => a - b);
  const cores = (key) => (after[key] - before[key]) / 1000 / elapsed;
  const row = {
    name,
    n: all.length,
    rate: all.length / elapsed,
    p50: percentile(all, 50),
    p95: percentile(all, 95),
    p99: percentile(all, 99),
    max: all[all.length - 1],
    errors,
    errorCount: Object.values(errors).reduce((a, b) => a + b, 0),
    encodings,
    kbPerAnswer: bytes / 1024 / Math.max(1, all.length),
    first: { n: first.length, p50: percentile(first, 50), p99: percentile(first, 99) },
    again: { n: again.length, p50: percentile(again, 50), p99: percentile(again, 99) },
    serverCores: cores('server'),
    clientCores: cores('client'),
    otherCores: cores('machine') - cores('server') - cores('client'),
    serverMsPerRequest: (after.server - before.server) / Math.max(1, all.length),
    load: loadavg()[0],
    window,
  };
  console.log(
    `${name.padEnd(34)} | ${row.rate.toFixed(0).padStart(5)}/s | p50 ${ms(row.p50)} ms | p95 ${ms(row.p95)} ms | p99 ${ms(row.p99)} ms | max ${ms(row.max)} ms | ` +
      `errors ${row.errorCount ? JSON.stringify(errors) : 0} | first requests ${first.length} (p50 ${ms(row.first.p50)} ms), again ${again.length} (p50 ${ms(row.again.p50)} ms) | ` +
      `${row.kbPerAnswer.toFixed(1)} KB/answer ${JSON.stringify(encodings)} | CPU: server ${row.serverCores.toFixed(2)}, bench ${row.clientCores.toFixed(2)}, others ${row.otherCores.toFixed(2)} cores; ` +
      `${row.serverMsPerRequest.toFixed(2)} server CPU ms/request | load ${load()}`,
  );
  return row;
}

// ---------------------------------------------------------------------------------------------------------
// Popularity: rank r (1 = hottest) is asked with weight r^-s. s is chosen so the hottest 1 % of listings take
// HOT_SHARE of the requests at this many listings (about 1.15 at 100,000 for 80 %).
function zipf(n, hotShare) {
  const hot = Math.max(1, Math.round(n / 100));
  const shareOf = (s) => {
    let top = 0;
    let total = 0;
    for (let r = 1; r <= n; r++) {
      const w = r ** -s;
      total += w;
      if (r <= hot) top += w;
    }
    return top / total;
  };
  let lo = 0;
  let hi = 4;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (shareOf(mid) < hotShare) lo = mid;
    else hi = mid;
  }
  const s = (lo + hi) / 2;
  const cdf = new Float64Array(n);
  let sum = 0;
  for (let r = 1; r <= n; r++) cdf[r - 1] = sum += r ** -s;
  for (let i = 0; i < n; i++) cdf[i] /= sum;
  /** A rank from 0 (the hottest). */
  const draw = () => {
    const u = random();
    let a = 0;
    let b = n - 1;
    while (a < b) {
      const m = (a + b) >> 1;
      if (cdf[m] < u) a = m + 1;
      else b = m;
    }
    return a;
  };
  return { s, hot, draw, shareOfTop: (k) => cdf[Math.min(n, k) - 1] };
}

function shuffled(list) {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
async function main() {
  const m = machine();
  console.log(`Machine: ${m.cpu}, ${m.memory}, Node ${m.node}; commit ${m.commit}; ${m.date}; load average ${load()}`);
  const dataDir = args['data-dir'] ?? mkdtempSync(join(tmpdir(), 'fie-pages-'));
  console.log(`${LISTINGS} listings, ${CLIENTS} clients, ${SECONDS} s a phase; data in ${dataDir}`);

  // 1. The listings, as search-http.mjs writes them.
  const events = new SqliteEventStore(join(dataDir, 'events.db'));
  let t = performance.now();
  const expected = new Map();
  const reused = args['data-dir'] ? await events.headPosition() : 0;
  await writeListings(events, reused ? 0 : LISTINGS, generator.listing, (id, listing) => expected.set(id, listingPath(id, listingSlug(listing))));
  await events.close();
  console.log(reused ? `Reused the ${reused} events in ${dataDir}` : `Wrote ${LISTINGS} listing events in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  const profileDir = join(dataDir, 'profile');
  if (CPU_PROF) mkdirSync(profileDir, { recursive: true });
  const server = spawn(process.execPath, [...(CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), join(root, 'launcher/dist/main.js')], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const rows = [];
  try {
    // 2. Indexed: every projection caught up with the log (health says so), then the sitemap, which the listings
    // projection's listing_pages read model feeds, names them all. (Not asked before: the sitemap is a cached page,
    // and events written before the start do not invalidate it.)
    t = performance.now();
    for (let i = 0; ; i++) {
      const health = await fetch(`${url}/api/health`).then((r) => r.json()).catch(() => undefined);
      if (health?.projections?.length && health.projections.every((p) => p.lag === 0)) break;
      if (health?.projections?.some((p) => p.status === 'failed')) throw new Error(`a projection failed: ${JSON.stringify(health.projections.filter((p) => p.error))}`);
      if (i % 60 === 59) console.log(`  … still projecting: ${JSON.stringify(health?.projections?.map((p) => [p.name, p.lag]) ?? 'not answering yet')}`);
      await new Promise((r) => setTimeout(r, 500));
    }
    console.log(`Projected and indexed them in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    const plain = { 'accept-encoding': 'identity' };
    const index = await get('/sitemap.xml', plain);
    const files = [...index.body.toString().matchAll(/<loc>[^<]*(\/sitemaps\/listings-\d+\.xml)<\/loc>/g)].map((match) => match[1]);
    const addresses = [];
    for (const file of files) for (const match of (await get(file, plain)).body.toString().matchAll(/<loc>https?:\/\/[^/]+([^<]+)<\/loc>/g)) addresses.push(match[1]);
    const total = reused ? addresses.length : LISTINGS;
    console.log(`The sitemap names ${files.length} listing files with ${addresses.length} addresses (${Math.ceil(total / 50_000)} files and ${total} expected)`);
    if (addresses.length !== total) throw new Error(`the sitemap names ${addresses.length} listings, not ${total}`);
    if (!reused) {
      const differ = addresses.filter((a) => expected.get(/^\/property\/([^/]+)/.exec(a)?.[1]) !== a).length;
      if (differ) throw new Error(`${differ} sitemap addresses differ from listingPath(id, listingSlug(listing))`);
      console.log('Every address is /property/{id}/{listingSlug(listing)}, as the domain says');
      expected.clear();
    }
    // And the search thread has them: its copy of the index follows the projectors' writes, and the first search
    // after 100,000 new listings catches up with all of them (search-http.mjs's first search does the same).
    t = performance.now();
    for (;;) {
      const found = await fetch(`${url}/api/properties/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
        .then((r) => (r.ok ? r.json() : undefined))
        .then((body) => body?.result?.total ?? 0)
        .catch(() => 0);
      if (found >= total) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    console.log(`The search API answered over all ${total} listings after ${((performance.now() - t) / 1000).toFixed(1)} s (the search thread catching up; no page asked for)`);

    // 3. The phases, nothing warmed beforehand.
    const popularity = zipf(addresses.length, HOT_SHARE);
    const ranked = shuffled(addresses);
    let hotAsked = 0;
    let popularAsked = 0;
    console.log(`\nPopularity: Zipf with s = ${popularity.s.toFixed(3)}: ${(HOT_SHARE * 100).toFixed(0)} % of requests on the hottest ${popularity.hot} listings (1 %)`);
    console.log(`Load average before the phases: ${load()}\n`);
    rows.push(await phase('GET /api/health (floor)', () => '/api/health', server));
    const popularAddress = () => {
      const rank = popularity.draw();
      popularAsked++;
      if (rank < popularity.hot) hotAsked++;
      return ranked[rank];
    };
    const filling = await phase('property pages, by popularity, new server', popularAddress, server);
    rows.push(await phase('property pages, by popularity', popularAddress, server));
    rows.push(await phase('property pages, uniformly at random', () => addresses[Math.floor(random() * addresses.length)], server));
    rows.push(await phase(`search page, ${TOWNS.length} towns`, () => `/search-property?location=${encodeURIComponent(TOWNS[Math.floor(random() * TOWNS.length)])}`, server));
    const [health, popular, uniform, search] = rows;
    rows.splice(1, 0, filling);

    // What a cached page weighs (its two compressed bodies, as page-cache.ts counts it), so the cache's size in pages.
    const sample = ranked[0];
    const sizes = {};
    for (const [name, encoding] of [['identity', 'identity'], ['gzip', 'gzip'], ['br', 'br']]) sizes[name] = (await get(sample, { 'accept-encoding': encoding })).bytes;
    const entryBytes = sizes.gzip + sizes.br;
    const cacheMB = Number(process.env.PAGE_CACHE_MB ?? 128);
    const cacheHolds = Math.floor((cacheMB * 1024 * 1024) / entryBytes);
    // The server's cache counts are not exposed; its CPU says how many answers were renders: a render costs what
    // a uniformly random page costs (nearly all renders), a hit what a search page costs (nearly all hits).
    const renderMs = uniform.serverMsPerRequest;
    const hitMs = search.serverMsPerRequest;
    const renders = Math.min(popular.n, Math.max(0, (popular.serverMsPerRequest * popular.n - hitMs * popular.n) / (renderMs - hitMs)));
    const rss = rssMB(server.pid);

    // 4. The summary.
    console.log(`\nMachine: ${m.cpu}, ${m.memory}, Node ${m.node}; commit ${m.commit}; ${m.date}`);
    console.log(`${addresses.length} listings; ${CLIENTS} clients over keep-alive, Accept-Encoding: br, gzip; ${SECONDS} s a phase; load average at the end ${load()}; marketplace RSS ${rss.toFixed(0)} MB\n`);
    console.log('| phase | requests | rate/s | p50 ms | p95 ms | p99 ms | errors | first requests (renders): n, p50 ms | asked again: n, p50 ms | server CPU ms/request | CPU cores: server / bench / others | load (1 min) |');
    console.log('|---|---:|---:|---:|---:|---:|---|---|---|---:|---|---:|');
    for (const r of rows) {
      console.log(
        `| ${r.name} | ${r.n} | ${r.rate.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.errorCount ? JSON.stringify(r.errors) : 0} | ` +
          `${r === health ? '–' : `${r.first.n}, ${ms(r.first.p50)}`} | ${r === health ? '–' : `${r.again.n}, ${ms(r.again.p50)}`} | ${r.serverMsPerRequest.toFixed(2)} | ` +
          `${r.serverCores.toFixed(2)} / ${r.clientCores.toFixed(2)} / ${r.otherCores.toFixed(2)} | ${r.load.toFixed(2)} |`,
      );
    }
    const share = (r) => (r.n ? `${((100 * r.again.n) / r.n).toFixed(1)} %` : '–');
    console.log(`\nBy popularity: ${((100 * hotAsked) / Math.max(1, popularAsked)).toFixed(1)} % of the requests were on the hottest 1 %; ${share(popular)} were for an address asked before (cache hits unless dropped), ${popular.first.n} first requests (renders).`);
    console.log(`Uniformly: ${share(uniform)} asked before. Search page: ${search.first.n} first requests of ${search.n}.`);
    console.log(`Estimated from the server's CPU (a render ${renderMs.toFixed(1)} ms, a cached answer ${hitMs.toFixed(1)} ms): about ${renders.toFixed(0)} of the ${popular.n} popular pages were rendered, a cache hit share of about ${(100 - (100 * renders) / Math.max(1, popular.n)).toFixed(0)} %.`);
    console.log(`A property page in the cache weighs ${(entryBytes / 1024).toFixed(1)} KB (gzip ${(sizes.gzip / 1024).toFixed(1)} + br ${(sizes.br / 1024).toFixed(1)} KB; ${(sizes.identity / 1024).toFixed(1)} KB unpacked): the ${cacheMB} MB cache (PAGE_CACHE_MB) holds about ${cacheHolds} of them.`);
    console.log(`Even full of the hottest ${Math.min(cacheHolds, addresses.length)} pages, the cache would answer at most ${(100 * popularity.shareOfTop(cacheHolds)).toFixed(1)} % of these requests; the rest are renders.`);
    const met = popular.rate >= GOAL.rate && popular.p99 < GOAL.p99 && popular.errorCount === 0;
    console.log(
      `\nGoal, property pages by popularity at ${CLIENTS} clients: ≥ ${GOAL.rate}/s with p99 < ${GOAL.p99} ms — ${met ? 'met' : 'NOT met'} ` +
        `(${popular.rate.toFixed(0)}/s, p99 ${ms(popular.p99)} ms${popular.errorCount ? `, ${popular.errorCount} errors` : ''}); /api/health on the same server: ${health.rate.toFixed(0)}/s, p99 ${ms(health.p99)} ms.`,
    );
    console.log(`Uniformly at random over all ${addresses.length} listings (mostly renders): ${uniform.rate.toFixed(0)}/s, p50 ${ms(uniform.p50)} ms, p99 ${ms(uniform.p99)} ms, ${uniform.serverMsPerRequest.toFixed(1)} server CPU ms a request.`);
  } finally {
    agent.destroy();
    server.kill('SIGTERM');
    // The CPU profile is written as the process exits.
    await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))]);
    if (CPU_PROF) {
      for (const r of rows.slice(1, 3)) profileReport(profileDir, server.pid, r.window.from, r.window.to, { root, phase: r.name });
    }
    if (!args['data-dir'] && args.keep !== 'true') rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
