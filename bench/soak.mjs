#!/usr/bin/env node
// Soak test (issue 12): mixed, realistic traffic at a steady rate against the real marketplace
// (`node launcher/dist/main.js`, as `npm start` runs it) for many minutes, to find what only time shows: errors
// under load, latency that creeps, memory that grows.
//   1. starts the marketplace on a fresh DATA_DIR and, through the API, makes 3 owners with 30 listings (photos
//      included) and 20 seekers;
//   2. sends requests on a fixed schedule (open loop: a slow answer does not slow the offered rate) in this mix:
//      45 % searches, 25 % property pages, 10 % sign-ins, 8 % messages, 7 % inbox reads, 5 % listing edits;
//   3. every minute prints the errors, p99 per kind of request, the marketplace's resident memory and the size of
//      its SQLite files (whose page caches, outside the JS heap, grow with them);
//      at the end, the totals and whether memory stayed flat within 10 % after the warm-up (the first 2 minutes).
// With --reads-only true the mix is searches, property pages and inbox reads alone (no data grows), to tell a
// leak from the data's own growth in the memory figures.
// With --heap-snapshots "3,12" the marketplace is started with --heapsnapshot-signal=SIGUSR2 in a temporary
// directory and sent SIGUSR2 at the end of those minutes; the .heapsnapshot files are named at the end, to compare
// with `node bench/lib/heap-diff.mjs before.heapsnapshot after.heapsnapshot`. Writing a snapshot stops the
// marketplace for seconds (p99 about 2.5 s in the minute after) and leaves its RSS about 100 MB higher from then
// on (malloc keeps what the writer freed): after the first snapshot, the latencies of the minute after each and
// the RSS figures are not the soak's own.
// With --listings N, N listings are written straight into the event store before the start (as bench:search
// does) and projected before the soak begins, and property pages are read from all of them: the files are then
// larger than SQLite's page caches, as a marketplace's are after its first weeks, so the caches are full from
// the start and what grows after the warm-up is not a cache filling up.
// Usage: npm run bench:soak -- [--minutes 30] [--rate 50] [--port 8195] [--reads-only true] [--heap-snapshots 3,12] [--listings 0]
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { jsonApi, parseArgs, percentile, seeded, signUp, spawnMarketplace, stopMarketplace, untilHealthy } from './lib/common.mjs';
import { listingGenerator, writeListings } from './lib/listings.mjs';

const require = createRequire(import.meta.url);
const root = new URL('..', import.meta.url).pathname;
const sharp = require(require.resolve('sharp', { paths: [join(root, 'command-api')] }));

const args = parseArgs();
const MINUTES = Number(args.minutes ?? 30);
const RATE = Number(args.rate ?? 50);
const PORT = Number(args.port ?? 8195);
const LISTINGS = Number(args.listings ?? 0);
const WARM_UP_MINUTES = 2;
const url = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Soak#2026long';
const SNAPSHOT_MINUTES = String(args['heap-snapshots'] ?? '')
  .split(',')
  .filter((m) => m.trim())
  .map(Number);
if (SNAPSHOT_MINUTES.some((m) => !Number.isInteger(m) || m < 1 || m >= MINUTES)) throw new Error(`--heap-snapshots takes whole minutes from 1 to ${MINUTES - 1} (one before the end, for the last to be written), comma-separated`);

const { random, pick } = seeded(11);
const call = jsonApi(url);
const person = (dataDir, email, owner) => signUp(call, dataDir, { email, firstName: 'Soak', lastName: owner ? 'Owner' : 'Seeker', password: PASSWORD, owner });

const TOWNS = [['East Legon', -0.1617, 5.6353], ['Osu', -0.183, 5.556], ['Adenta', -0.1545, 5.7096], ['Madina', -0.1664, 5.6681], ['Tema', -0.0166, 5.6698], ['Kasoa', -0.4168, 5.5345]];

async function listing(owner, i) {
  const form = new FormData();
  for (let p = 0; p < 3; p++) {
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: (i * 40 + p * 70) % 256, g: (i * 13) % 256, b: (p * 90) % 256 } } }).jpeg().toBuffer();
    form.append('files', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `p${p}.jpg`);
  }
  const uploaded = await (await fetch(`${url}/api/properties/image-upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${owner.token}` } })).json();
  const [town, lon, lat] = TOWNS[i % TOWNS.length];
  const body = {
    type: 'house', acquisition: 'rent', payment_plan: 'MONTHLY', price: String(2000 + i * 150), currency: 'GHC', title: `${2 + (i % 4)} bedroom house in ${town}`,
    description: 'A soak-test house with a borehole and a boys quarters', bedrooms: 2 + (i % 4), bathrooms: 2, images: uploaded.filelocation.map((f) => f.name),
    utilities: { water: 'GWCL', electricity: 'ecg' }, location: { type: 'Point', coordinates: [lon + (i % 7) * 0.003, lat + (i % 5) * 0.003] },
    location_details: { town, city: 'Accra', region: 'greater_accra' },
  };
  const res = await call('POST', '/api/properties/create-residential', body, owner.token);
  if (res.status !== 201) throw new Error(`listing failed: ${JSON.stringify(res.body)}`);
  return { id: res.body.property.id, owner, body };
}

/**
 * The SQLite files' size (databases and their WALs): each connection's page cache fills as they grow, up to its
 * cache_size (64 MiB for the event store and each read-models connection), memory outside the JS heap.
 */
function filesOf(dataDir) {
  return readdirSync(dataDir)
    .filter((f) => /\.db(-wal)?$/.test(f))
    .reduce((sum, f) => sum + statSync(join(dataDir, f)).size, 0);
}

function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) * 1024;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'fie-soak-'));
  console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${MINUTES} min at ${RATE} requests/s`);
  // Written before the start, so the start projects them as a marketplace's restart catches up.
  const written = [];
  if (LISTINGS > 0) {
    const { SqliteEventStore } = require('../packages/stores/dist/index.js');
    const events = new SqliteEventStore(join(dataDir, 'events.db'));
    const t = performance.now();
    await writeListings(events, LISTINGS, listingGenerator(5).listing, (id) => written.push(id));
    await events.close();
    console.log(`Wrote ${LISTINGS.toLocaleString('en')} listing events in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  const snapshotDir = SNAPSHOT_MINUTES.length ? mkdtempSync(join(tmpdir(), 'fie-soak-heap-')) : undefined;
  const server = spawnMarketplace(dataDir, PORT, {
    env: { OUTBOUND_PER_ADDRESS_PER_HOUR: '1000000' },
    ...(snapshotDir ? { nodeArgs: ['--heapsnapshot-signal=SIGUSR2'], cwd: snapshotDir } : {}),
  });
  try {
    await untilHealthy(url);
    if (LISTINGS > 0) {
      const t = performance.now();
      for (;;) {
        const health = await fetch(`${url}/api/health`).then((r) => r.json()).catch(() => undefined);
        if (health?.projections?.length && health.projections.every((p) => p.lag === 0)) break;
        await new Promise((r) => setTimeout(r, 500));
      }
      console.log(`Projected them in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    }
    const owners = [];
    for (let i = 0; i < 3; i++) owners.push(await person(dataDir, `soak.owner${i}@example.com`, true));
    const listings = [];
    for (let i = 0; i < 30; i++) listings.push(await listing(owners[i % 3], i));
    const seekers = [];
    for (let i = 0; i < 20; i++) seekers.push(await person(dataDir, `soak.seeker${i}@example.com`, false));
    console.log(`Seeded: 3 owners, 30 listings, 20 seekers. Running…`);

    const kinds = {
      search: { share: 45, run: () => { const [, lon, lat] = pick(TOWNS); return call('POST', '/api/properties/search', { bounds: { west: lon - 0.05, south: lat - 0.05, east: lon + 0.05, north: lat + 0.05 }, min_price: pick([undefined, 1000, 3000]), sort: pick(['recent', 'price_low', undefined]), page: 1 }); } },
      page: { share: 25, run: () => call('GET', `/api/properties/search/${written.length && random() < 0.5 ? pick(written) : pick(listings).id}`) },
      signIn: { share: 10, run: () => call('POST', '/api/auth/login', { email: pick(seekers).email, password: PASSWORD }) },
      message: { share: 8, run: () => { const seeker = pick(seekers); const l = pick(listings); return call('POST', '/api/messages/send-message', { to: l.owner.email, message: `Is the ${l.body.title} still available?`, property_id: l.id }, seeker.token); } },
      inbox: { share: 7, run: () => call('GET', '/api/messages/fetch-messages', undefined, pick([...seekers, ...owners]).token) },
      edit: { share: 5, run: () => { const l = pick(listings); return call('POST', `/api/properties/update-residential/${l.id}`, { ...l.body, price: String(2000 + Math.round(random() * 3000)) }, l.owner.token); } },
    };
    const readsOnly = args['reads-only'] === 'true';
    const wheel = Object.entries(kinds)
      .filter(([name]) => !readsOnly || ['search', 'page', 'inbox'].includes(name))
      .flatMap(([name, k]) => Array(k.share).fill(name));
    const minutes = [];
    let current = { latencies: {}, errors: {}, sent: 0, failures: [] };
    const totals = { sent: 0, errors: 0, latencies: {} };
    const start = performance.now();
    const inFlight = new Set();
    let next = start;
    const interval = 1000 / RATE;
    let minuteEnds = start + 60_000;
    while (performance.now() - start < MINUTES * 60_000) {
      const now = performance.now();
      if (now >= minuteEnds) {
        minutes.push({ ...current, rss: rssOf(server.pid), files: filesOf(dataDir), load: loadavg()[0] });
        const m = minutes.length;
        const p99s = Object.entries(current.latencies).map(([k, v]) => `${k} ${percentile(v.sort((a, b) => a - b), 99).toFixed(0)}`).join(', ');
        const errors = Object.values(current.errors).reduce((a, b) => a + b, 0);
        console.log(`minute ${m}: ${current.sent} sent, ${errors} errors${errors ? ` (${JSON.stringify(current.errors)}; first: ${current.failures[0]})` : ''}, p99 ms: ${p99s}; RSS ${(rssOf(server.pid) / 2 ** 20).toFixed(0)} MB; SQLite files ${(filesOf(dataDir) / 2 ** 20).toFixed(1)} MB; load ${loadavg()[0].toFixed(2)}`);
        if (SNAPSHOT_MINUTES.includes(m)) {
          // After the minute's figures are taken, so the pause the snapshot makes falls in the next minute.
          server.kill('SIGUSR2');
          console.log(`minute ${m}: heap snapshot asked for (the marketplace pauses while it writes it)`);
        }
        current = { latencies: {}, errors: {}, sent: 0, failures: [] };
        minuteEnds += 60_000;
      }
      if (now < next) {
        await new Promise((r) => setTimeout(r, Math.max(0, next - now)));
        continue;
      }
      next += interval;
      const kind = pick(wheel);
      const began = performance.now();
      const bucket = current;
      bucket.sent++;
      totals.sent++;
      const p = kinds[kind].run().then(
        (res) => {
          const ms = performance.now() - began;
          (bucket.latencies[kind] ??= []).push(ms);
          (totals.latencies[kind] ??= []).push(ms);
          if (res.status >= 400) {
            bucket.errors[`${kind} ${res.status}`] = (bucket.errors[`${kind} ${res.status}`] ?? 0) + 1;
            if (bucket.failures.length < 3) bucket.failures.push(`${kind} ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
            totals.errors++;
          }
        },
        (error) => {
          bucket.errors[`${kind} network`] = (bucket.errors[`${kind} network`] ?? 0) + 1;
          if (bucket.failures.length < 3) bucket.failures.push(`${kind} ${error.message}`);
          totals.errors++;
        },
      );
      inFlight.add(p);
      p.finally(() => inFlight.delete(p));
    }
    await Promise.all(inFlight);
    if (current.sent) minutes.push({ ...current, rss: rssOf(server.pid), files: filesOf(dataDir), load: loadavg()[0] });
    console.log('\n| kind | requests | p50 ms | p95 ms | p99 ms |');
    console.log('|---|---|---|---|---|');
    for (const [kind, values] of Object.entries(totals.latencies)) {
      const sorted = values.sort((a, b) => a - b);
      console.log(`| ${kind} | ${sorted.length} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 95).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} |`);
    }
    const after = minutes.slice(WARM_UP_MINUTES);
    const rss = after.map((m) => m.rss);
    const low = Math.min(...rss);
    const high = Math.max(...rss);
    console.log(`\nRSS by minute (MB): ${minutes.map((m) => (m.rss / 2 ** 20).toFixed(0)).join(', ')}`);
    console.log(`SQLite files by minute (MB): ${minutes.map((m) => (m.files / 2 ** 20).toFixed(1)).join(', ')}`);
    console.log(`Errors: ${totals.errors} of ${totals.sent} (goal: none) — ${totals.errors === 0 ? 'met' : 'NOT met'}`);
    if (rss.length) console.log(`Memory after warm-up: ${(low / 2 ** 20).toFixed(0)}–${(high / 2 ** 20).toFixed(0)} MB, a spread of ${(((high - low) / low) * 100).toFixed(1)} % (goal: within 10 %) — ${(high - low) / low <= 0.1 ? 'met' : 'NOT met'}`);
    if (snapshotDir) {
      // Node names them Heap.<date>.<time>.<pid>.<thread>.<sequence>.heapsnapshot, in the order they were written.
      const written = readdirSync(snapshotDir).filter((f) => f.endsWith('.heapsnapshot')).sort();
      console.log(`Heap snapshots (minutes ${SNAPSHOT_MINUTES.join(', ')}; ${written.length} written, each paused the marketplace while it was written):`);
      for (const f of written) console.log(`  ${join(snapshotDir, f)}`);
    }
  } finally {
    await stopMarketplace(server, dataDir);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
