#!/usr/bin/env node
// The request matcher's start (command-api/src/requests/matcher.ts, matcher-state.ts): how long the built matcher
// takes from start() until it has read the log to its head,
//   (a) with no saved state: it folds the whole log from the start (every start did, before its state was saved);
//   (b) once it has saved its state: it loads it and reads only what came after.
// Into a fresh embedded event store it writes N ListingCreated events with drafts the size of real ones (a title, a
// 1,200-character description, eight photos, an address; as bench/matcher-memory.mjs), open requests and some of
// their matches, and the matcher's checkpoint at the head (it had decided all of it, as on any restart). Each start
// runs in a child process of its own; beside its time it reports the longest the thread was held at once (what an
// HTTP request would wait) and the process's peak memory. A script, never a timed test. Build first
// (`npm run bench:matcher-start` does).
//
//   npm run bench:matcher-start -- [--listings 100000] [--requests N (listings / 100)] [--seed 11] [--keep]
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { loadBuilt, machine, parseArgs, seeded } from './lib/common.mjs';
import { listingGenerator } from './lib/listings.mjs';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('..', import.meta.url));
const { SqliteEventStore, SqliteDocumentStore } = loadBuilt('packages/stores/dist/index.js', 'the built stores');
const { RequestMatcher } = loadBuilt('command-api/dist/requests/matcher.js', 'the built matcher');
const Database = require(require.resolve('better-sqlite3', { paths: [join(root, 'packages/stores')] }));

const args = parseArgs({ bare: true });
const LISTINGS = Number(args.listings ?? 100_000);
const REQUESTS = Number(args.requests ?? Math.max(1, Math.round(LISTINGS / 100)));
const MATCHES_PER_REQUEST = 5;
const SEED = Number(args.seed ?? 11);
const now = () => new Date('2026-11-28T10:00:00Z');
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const mb = (bytes) => `${(bytes / 2 ** 20).toLocaleString('en', { maximumFractionDigits: bytes < 2 ** 20 ? 2 : 1 })} MB`;

if (args.phase) await phase(args.phase, args['data-dir']);
else await main();

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'fie-matcher-start-'));
  const m = machine();
  console.log(`Machine: ${m.cpu}, ${m.memory}, Node ${m.node}; load average ${loadavg()[0].toFixed(2)}`);
  console.log(`Commit ${m.commit}, ${m.date}; data in ${dir}`);
  const t = performance.now();
  const head = await write(dir);
  console.log(`Wrote ${LISTINGS.toLocaleString('en')} listings, ${REQUESTS.toLocaleString('en')} requests and ${(REQUESTS * MATCHES_PER_REQUEST).toLocaleString('en')} of their matches: ${head.toLocaleString('en')} events in ${seconds(performance.now() - t)} (not measured)\n`);

  const fold = await child('fold', dir);
  const load = await child('load', dir);
  const state = stateDocs(dir);
  const row = (label, r) => `| ${label} | ${seconds(r.ms)} | ${seconds(r.cpuMs)} | ${r.maxDelayMs.toFixed(0)} ms | ${mb(r.maxRss)} | ${r.listings.toLocaleString('en')} / ${r.requests.toLocaleString('en')} |`;
  console.log('| start | until at the head | CPU | longest hold of the thread | peak memory | listings / open requests indexed |');
  console.log('|---|---:|---:|---:|---:|---:|');
  console.log(row('(a) no saved state: folds the whole log', fold));
  console.log(row('(b) loads its saved state', load));
  console.log(`\n${(fold.ms / load.ms).toFixed(1)}× faster. The state saved after (a): ${state.docs} documents, ${mb(state.bytes)} (the largest ${mb(state.largest)}), written in ${seconds(fold.saveMs)}, holding the thread ${fold.saveHoldMs.toFixed(0)} ms at most at once.`);
  if (fold.saved.listings !== load.listings || fold.saved.requests !== load.requests) console.log('NOTE: the loaded state does not index what was saved.');
  console.log(`Load average at the end ${loadavg()[0].toFixed(2)}`);
  if (args.keep !== 'true') rmSync(dir, { recursive: true, force: true });
}

/** The log: listings, open requests and matches in the order a marketplace would make them, and the checkpoint at its head. */
async function write(dir) {
  new SqliteEventStore(join(dir, 'events.db')).close(); // creates the table
  const db = new Database(join(dir, 'events.db'));
  const insert = db.prepare('INSERT INTO events (event_id, stream_id, type, revision, data, metadata, created_at) VALUES (?, ?, ?, 0, ?, ?, ?)');
  const flush = db.transaction((rows) => {
    for (const row of rows) insert.run(row);
  });
  const { random, pick, listing } = listingGenerator(SEED);
  const { random: draw } = seeded(SEED + 1);
  const words = 'spacious airy tiled compound borehole quiet neighbourhood close to the main road walled gated kitchen cabinet wardrobe porch veranda'.split(' ');
  const text = (n) => Array.from({ length: n }, () => pick(words)).join(' ');
  const owners = Array.from({ length: Math.max(1, Math.round(LISTINGS / 20)) }, () => randomUUID());
  const listingIds = [];
  let rows = [];
  let clock = Date.UTC(2025, 0, 1);
  const append = (streamId, type, data) => {
    clock += 30_000;
    rows.push([randomUUID(), streamId, type, JSON.stringify(data), '{}', new Date(clock).toISOString()]);
    if (rows.length >= 10_000) (flush(rows), (rows = []));
  };
  const everyRequest = Math.max(1, Math.floor(LISTINGS / REQUESTS));
  for (let i = 0; i < LISTINGS; i++) {
    const listingId = randomUUID();
    const ownerId = pick(owners);
    const base = listing();
    const draft = {
      ...base, title: `${text(6)} ${i}`, description: text(170), short_description: text(20),
      images: Array.from({ length: 8 }, (_, k) => `listing-${i}-photo-${k}-${Math.floor(random() * 1e9).toString(36)}.jpg`),
      location_details: { ...base.location_details, district: 'La Nkwantanang Madina', digital_address: `GA-${100 + (i % 900)}-${1000 + (i % 9000)}`, address: text(8) },
    };
    append(`listing-${listingId}`, 'ListingCreated', { listingId, ownerId, organizationId: null, listing: draft, createdBy: ownerId, createdAt: new Date(clock).toISOString() });
    listingIds.push(listingId);
    if (i % everyRequest === everyRequest - 1) {
      // A request for what was just listed, give or take: it matches some of the listings.
      const requestId = randomUUID();
      const requesterId = randomUUID();
      const [lon, lat] = draft.location.coordinates;
      const criteria = {
        category: draft.category, acquisition: draft.acquisition, type: draft.type, currency: 'GHS', min_price: Math.round(draft.price * 0.7), max_price: Math.round(draft.price * 1.3),
        place: { id: `bench:${draft.location_details.town}`, name: draft.location_details.town, kind: 'city', region: draft.location_details.region, lat, lon, label: draft.location_details.town }, matchType: 'similar',
      };
      append(`request-${requestId}`, 'RequestPosted', { requestId, requesterId, kind: 'request', criteria, postedAt: new Date(clock).toISOString(), expiresAt: '2027-03-01T10:00:00Z' });
      for (let k = 0; k < MATCHES_PER_REQUEST; k++) {
        const matched = listingIds[Math.floor(draw() * listingIds.length)];
        append(`request-match-${requestId}-${matched}`, 'RequestMatched', { requestId, requesterId, listingId: matched, kind: 'request', matchType: 'similar', lister: `user:${ownerId}`, announce: true, matchedAt: new Date(clock).toISOString() });
      }
    }
  }
  flush(rows);
  db.close();
  const events = new SqliteEventStore(join(dir, 'events.db'));
  await events.identity(); // made once, as a running marketplace has it
  const head = await events.headPosition();
  await events.close();
  const documents = new SqliteDocumentStore(join(dir, 'documents.db'));
  await documents.collection('_reactors').upsert({ id: 'request-matcher', position: head });
  await documents.close();
  return head;
}

/** A start, in a process of its own: `fold` with no saved state (then one more listing, which it saves its state after), `load` with it. */
async function phase(which, dir) {
  const events = new SqliteEventStore(join(dir, 'events.db'));
  const documents = new SqliteDocumentStore(join(dir, 'documents.db'));
  let saved;
  const logger = {
    debug() {},
    info(message) {
      if (message.includes('state saved')) saved?.(message);
    },
    warn: (message, fields) => console.error(message, fields ?? ''),
    error: (message, fields) => console.error(message, fields ?? ''),
  };
  const matcher = new RequestMatcher({ events, documents, logger, now });
  const head = await events.headPosition();
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const cpu = process.cpuUsage();
  const t = performance.now();
  await matcher.start();
  while (matcher.readPosition < head) await new Promise((resolve) => setTimeout(resolve, 5));
  const ms = performance.now() - t;
  const used = process.cpuUsage(cpu);
  delay.disable();
  const result = { ms, cpuMs: (used.user + used.system) / 1000, maxDelayMs: delay.max / 1e6, listings: matcher.listings.size, requests: matcher.requests.size };
  if (which === 'fold') {
    // The first event after a fold from the start saves the state.
    const done = new Promise((resolve) => (saved = resolve));
    const saving = monitorEventLoopDelay({ resolution: 10 });
    saving.enable();
    const s = performance.now();
    const listingId = randomUUID();
    const { listing } = listingGenerator(SEED + 2);
    await events.append(`listing-${listingId}`, [{ type: 'ListingCreated', data: { listingId, ownerId: 'bench', organizationId: null, listing: listing(), createdBy: 'bench', createdAt: now().toISOString() } }]);
    await done;
    result.saveMs = performance.now() - s;
    saving.disable();
    result.saveHoldMs = saving.max / 1e6;
    // What the state holds once saved, to compare with what (b) loads.
    result.saved = { listings: matcher.listings.size, requests: matcher.requests.size };
  }
  await matcher.stop();
  await events.close();
  await documents.close();
  console.log(JSON.stringify({ ...result, maxRss: process.resourceUsage().maxRSS * 1024 }));
}

/** Runs a phase in a child process and answers the JSON it prints last. */
function child(which, dir) {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [fileURLToPath(import.meta.url), '--phase', which, '--data-dir', dir], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    proc.stdout.on('data', (chunk) => (out += chunk));
    proc.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop())) : reject(new Error(`the ${which} phase exited with ${code}: ${out}`))));
  });
}

function stateDocs(dir) {
  const db = new Database(join(dir, 'documents.db'), { readonly: true });
  const row = db.prepare('SELECT count(*) AS docs, coalesce(sum(length(CAST(doc AS BLOB))), 0) AS bytes, coalesce(max(length(CAST(doc AS BLOB))), 0) AS largest FROM c__matcher_state').get();
  db.close();
  return row;
}
