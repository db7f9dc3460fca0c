#!/usr/bin/env node
// Search API benchmark, over HTTP, against the real marketplace (`node launcher/dist/main.js`) running as its
// own process on embedded stores:
//   1. writes N listings (default 100,000) as ListingCreated events straight into a fresh event store (the
//      fast path for test data; their photos are not generated), starts the marketplace, and waits until
//      its projections have indexed them all;
//   2. measures the search API's throughput and p50/p95/p99 latency for three typical queries
//      (viewport + filters + sort by price; text + place; within 10 km sorted by distance) at 1, 8 and
//      32 concurrent clients;
//   3. measures how long after a create command's answer a new listing is found by search.
// Build first (`npm run build:server`). Usage: npm run bench:search -- [--listings 100000] [--seconds 15]
// To explain a figure: --server-log FILE keeps the marketplace's info log (each phase prints its start time to
// match it against), and --server-flags passes flags to its node, e.g. "--cpu-prof --cpu-prof-dir=DIR" for a
// CPU profile of every thread, written when it stops.
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs, percentile } from './lib/common.mjs';
import { listingGenerator, writeListings } from './lib/listings.mjs';
import { searchClient, searchQueries } from './lib/search-queries.mjs';
import { matcherSaved } from './lib/matcher.mjs';

const require = createRequire(import.meta.url);
const root = new URL('..', import.meta.url).pathname;
const { SqliteEventStore, latestMessageTo } = require('../packages/stores/dist/index.js');
const sharp = require(require.resolve('sharp', { paths: [join(root, 'command-api')] }));

const args = parseArgs();
const LISTINGS = Number(args.listings ?? 100_000);
const SECONDS = Number(args.seconds ?? 15);
const PORT = Number(args.port ?? 8190);
const { listing } = listingGenerator(7);

async function main() {
  const dataDir = args['data-dir'] ?? mkdtempSync(join(tmpdir(), 'fie-bench-'));
  console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; data in ${dataDir}`);
  const events = new SqliteEventStore(join(dataDir, 'events.db'));
  let t = performance.now();
  // --data-dir with a store already written (an earlier run with --keep) skips writing: iterating on the
  // server then costs a start, not the 3 minutes of projecting 100,000 listings again.
  const written = args['data-dir'] ? await events.headPosition() : 0;
  await writeListings(events, written ? 0 : LISTINGS, listing);
  await events.close();
  console.log(`Wrote ${LISTINGS} listing events in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  const log = args['server-log'] ? openSync(args['server-log'], 'a') : undefined;
  const flags = args['server-flags'] ? String(args['server-flags']).split(' ').filter(Boolean) : [];
  const start = () =>
    spawn(process.execPath, [...flags, join(root, 'launcher/dist/main.js')], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), LOG_LEVEL: log === undefined ? 'warn' : 'info' },
      stdio: ['ignore', log ?? 'ignore', log ?? 'inherit'],
    });
  let server = start();
  const url = `http://127.0.0.1:${PORT}`;
  try {
    t = performance.now();
    // How long /api/health takes to answer while the projections catch up on the same thread: what anyone
    // using the marketplace meanwhile waits.
    const answers = [];
    for (;;) {
      const asked = performance.now();
      const health = await fetch(`${url}/api/health`).then((r) => r.json()).catch(() => undefined);
      if (health) answers.push(performance.now() - asked);
      const listings = health?.projections?.find((p) => p.name === 'listings');
      if (listings && listings.lag === 0) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    answers.sort((a, b) => a - b);
    console.log(`${new Date().toISOString().slice(11, 23)} Projected and indexed them in ${((performance.now() - t) / 1000).toFixed(1)} s; meanwhile /api/health answered in p50 ${percentile(answers, 50).toFixed(0)} ms, p99 ${percentile(answers, 99).toFixed(0)} ms (${answers.length} asked)`);
    // The request matcher folds the same log beside the projections, and once at the head saves its state (half a
    // gigabyte at a million listings): a cost of the first start over a large log, not of the searches, so the
    // phases begin after it. Read from its own documents, as /api/health does not tell it.
    t = performance.now();
    await matcherSaved(dataDir);
    console.log(`${new Date().toISOString().slice(11, 23)} The request matcher reached the head and saved its state ${((performance.now() - t) / 1000).toFixed(1)} s later`);

    const queries = searchQueries();
    const search = searchClient(url);
    // The search thread loads its copy of the index when it starts; then two seconds of every query warm
    // the code up, so the first figures are not the start's.
    const warmUntil = performance.now() + 2000;
    await search({});
    await Promise.all(Array.from({ length: 8 }, async () => {
      while (performance.now() < warmUntil) for (const make of Object.values(queries)) await search(make());
    }));
    const rows = [];
    for (const concurrency of [1, 8, 32]) {
      for (const [name, make] of Object.entries(queries)) {
        const latencies = [];
        const until = performance.now() + SECONDS * 1000;
        const started = performance.now();
        const startedAt = new Date().toISOString().slice(11, 23);
        await Promise.all(
          Array.from({ length: concurrency }, async () => {
            while (performance.now() < until) {
              const s = performance.now();
              await search(make());
              latencies.push(performance.now() - s);
            }
          }),
        );
        latencies.sort((a, b) => a - b);
        const elapsed = (performance.now() - started) / 1000;
        rows.push({ concurrency, name, rps: latencies.length / elapsed, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), n: latencies.length });
        const r = rows[rows.length - 1];
        console.log(`${startedAt} ${String(concurrency).padStart(2)} clients | ${name.padEnd(28)} | ${r.rps.toFixed(0).padStart(5)}/s | p50 ${r.p50.toFixed(1)} ms | p95 ${r.p95.toFixed(1)} ms | p99 ${r.p99.toFixed(1)} ms`);
      }
    }

    // Freshness: an owner creates listings through the API; how soon after the answer does search find each?
    const call = async (method, path, body, token) => {
      const res = await fetch(`${url}${path}`, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body && JSON.stringify(body) });
      const json = await res.json();
      if (!res.ok) throw new Error(`${path}: ${JSON.stringify(json)}`);
      return json;
    };
    const email = `bench.${Date.now()}@example.com`;
    await call('POST', '/api/auth/signup', { firstName: 'Bench', lastName: 'Owner', email, phoneNumber: '0244000000', password: 'Bench#2026x', confirmPassword: 'Bench#2026x', acknowledge: true });
    const code = /code is (\d{6})/.exec((await latestMessageTo(join(dataDir, 'outbox'), email)).text)[1];
    await call('POST', '/api/auth/confirm', { email, code });
    const { token } = await call('POST', '/api/auth/login', { email, password: 'Bench#2026x' });
    await call('POST', '/api/auth/existing-user-owner-registration', { email }, token);
    const form = new FormData();
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#8a6' } }).jpeg().toBuffer();
    for (let i = 0; i < 3; i++) form.append('files', new Blob([photo], { type: 'image/jpeg' }), `p${i}.jpg`);
    const uploaded = await fetch(`${url}/api/properties/image-upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } }).then((r) => r.json());
    const freshness = [];
    const commandTimes = [];
    for (let i = 0; i < 20; i++) {
      const marker = `benchmarker${i}x${Date.now()}`;
      const body = { ...listing(), category: undefined, type: 'house', acquisition: 'rent', payment_plan: 'MONTHLY', bedrooms: 2, bathrooms: 1, images: uploaded.filelocation.map((f) => f.name), description: `A house called ${marker}`, location: { type: 'Point', coordinates: [-0.1617, 5.6353] }, location_details: { town: 'East Legon', city: 'Accra', region: 'greater_accra' } };
      const sent = performance.now();
      await call('POST', '/api/properties/create-residential', body, token);
      const answered = performance.now();
      commandTimes.push(answered - sent);
      for (;;) {
        const found = await call('POST', '/api/properties/search', { q: marker });
        if (found.result.total > 0) break;
      }
      freshness.push(performance.now() - answered);
    }
    freshness.sort((a, b) => a - b);
    commandTimes.sort((a, b) => a - b);
    console.log(`Create command answered in p50 ${percentile(commandTimes, 50).toFixed(1)} ms; searchable after the answer: max ${freshness[freshness.length - 1].toFixed(1)} ms, p50 ${percentile(freshness, 50).toFixed(1)} ms (the answer waits for the projections, so the first search after it finds the listing)`);
    console.log(`Load average at the end: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    // The marketplace's memory (main thread, search thread with its copy of the index, and everything else).
    const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1];
    if (rss) console.log(`Marketplace resident memory at the end: ${(Number(rss) / 1024).toFixed(0)} MB`);

    // A restart: how long until search answers over the whole index again (the search thread loads its copy
    // from disk; the projections are caught up, so nothing is projected).
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    t = performance.now();
    server = start();
    for (;;) {
      const total = await fetch(`${url}/api/properties/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
        .then((r) => (r.ok ? r.json() : undefined))
        .then((body) => body?.result?.total ?? 0)
        .catch(() => 0);
      if (total >= LISTINGS) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    console.log(`After a restart, search answered over all ${LISTINGS} listings in ${((performance.now() - t) / 1000).toFixed(1)} s (process start, stores opened, the search thread's index loaded)`);
  } finally {
    server.kill('SIGTERM');
    if (!args['data-dir'] && !args.keep) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
