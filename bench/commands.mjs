#!/usr/bin/env node
// Commands benchmark (issue 13), over HTTP against the real marketplace (`node launcher/dist/main.js`, as
// `npm start` runs it, read-your-writes included: each answer waits until the projections have the change),
// on a fresh DATA_DIR, with C concurrent clients in a closed loop for S seconds each:
//   1. a cheap command: saving and unsaving a property (seekers, each on their own listing list);
//   2. a cheap command of listers: a listing's status between published and hidden;
//   3. listing creation, its photos uploaded beforehand (the photos' cost is the upload's, measured apart);
//   4. sign-up, apart: argon2id is slow on purpose, so this is reported as sign-ups a second and the cost of one
//      hash on one core;
// and beside them, in the same run, the event store's raw append rate (one event an append, as a command makes)
// and the ratio of each command's rate to it, and the same server's HTTP floor: GET /api/health at the same
// clients (issue 21's goal: the cheap command at ≥ 75 % of it, p99 < 50 ms).
// With --cpu-prof true the marketplace runs under node --cpu-prof and the report ends with its main thread's
// profile cut to the cheap command's phase (bench/profile-report.mjs).
// Usage: npm run bench:commands -- [--clients 50] [--seconds 15] [--port 8196] [--cpu-prof true] [--phases floor,cheap,status,create,signup]
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { jsonApi, parseArgs, percentile, signUp, spawnMarketplace, untilHealthy } from './lib/common.mjs';
import { profileReport } from './profile-report.mjs';

const require = createRequire(import.meta.url);
const root = new URL('..', import.meta.url).pathname;
const { SqliteEventStore } = require('../packages/stores/dist/index.js');
const sharp = require(require.resolve('sharp', { paths: [join(root, 'command-api')] }));
const { hash: argon2id } = require(require.resolve('@node-rs/argon2', { paths: [join(root, 'command-api')] }));
// The marketplace's own parameters (command-api/src/shared/crypto.ts): OWASP's argon2id baseline.
const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

const args = parseArgs();
const CLIENTS = Number(args.clients ?? 50);
const SECONDS = Number(args.seconds ?? 15);
const CPU_PROF = args['cpu-prof'] === 'true';
const PORT = Number(args.port ?? 8196);
// For a quick comparison of two builds: --phases cheap (or any of floor,cheap,status,create,signup).
const PHASES = new Set((args.phases ?? 'floor,cheap,status,create,signup').split(','));
const url = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Bench#2026long';
const call = jsonApi(url);
const person = (dataDir, email, owner) => signUp(call, dataDir, { email, firstName: 'Bench', lastName: 'Person', password: PASSWORD, owner });

async function photos(owner, n, salt) {
  const form = new FormData();
  for (let p = 0; p < n; p++) {
    const image = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: (salt * 37 + p * 71) % 256, g: (salt * 11) % 256, b: (p * 53) % 256 } } }).jpeg().toBuffer();
    form.append('files', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), `p${p}.jpg`);
  }
  const res = await fetch(`${url}/api/properties/image-upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${owner.token}` } });
  return (await res.json()).filelocation.map((f) => f.name);
}

const listingBody = (images, i) => ({
  type: 'house', acquisition: 'rent', payment_plan: 'MONTHLY', price: String(1500 + i), currency: 'GHC', title: `Bench house ${i} in Dansoman`,
  description: 'A house made by the commands benchmark', bedrooms: 3, bathrooms: 2, images, utilities: { water: 'GWCL', electricity: 'ecg' },
  location: { type: 'Point', coordinates: [-0.27 + (i % 50) * 0.001, 5.55 + (i % 40) * 0.001] }, location_details: { town: 'Dansoman', city: 'Accra', region: 'greater_accra' },
});

/** C clients in a closed loop for S seconds (or until `step` has nothing more to send); `step(client, n)` makes one request. */
async function phase(name, clients, seconds, step) {
  const latencies = [];
  const failures = {};
  const until = performance.now() + seconds * 1000;
  const began = performance.now();
  let ended = began;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let n = 0; performance.now() < until; n++) {
        const t = performance.now();
        const request = step(client, n);
        if (!request) break;
        const res = await request.catch((error) => ({ status: `network ${error.message}` }));
        ended = performance.now();
        latencies.push(ended - t);
        if (typeof res.status !== 'number' || res.status >= 400) failures[res.status] = (failures[res.status] ?? 0) + 1;
      }
    }),
  );
  const elapsed = (ended - began) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  const result = { name, clients, count: sorted.length, perSecond: sorted.length / elapsed, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), failures, load: loadavg()[0] };
  console.log(`${name}: ${result.perSecond.toFixed(0)}/s at ${clients} clients, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ${sorted.length} requests${Object.keys(failures).length ? `, failures ${JSON.stringify(failures)}` : ''}`);
  return result;
}

async function rawAppends(seconds) {
  const dir = mkdtempSync(join(tmpdir(), 'fie-raw-'));
  const store = new SqliteEventStore(join(dir, 'events.db'));
  const until = performance.now() + seconds * 1000;
  const began = performance.now();
  let n = 0;
  while (performance.now() < until) {
    await store.append(`property-save-${n % 5000}`, [{ type: 'PropertySaved', data: { userId: `u${n % 50}`, listingId: `l${n % 200}`, savedAt: new Date().toISOString() } }]);
    n++;
  }
  const rate = n / ((performance.now() - began) / 1000);
  await store.close();
  rmSync(dir, { recursive: true, force: true });
  return rate;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'fie-commands-'));
  console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${CLIENTS} clients, ${SECONDS} s a phase`);
  const raw = await rawAppends(5);
  console.log(`raw event store: ${raw.toFixed(0)} appends/s (one event each, one process, no server)`);
  const hashes = 20;
  let t = performance.now();
  for (let i = 0; i < hashes; i++) await argon2id(`password-${i}-long-enough`, ARGON2);
  const hashMs = (performance.now() - t) / hashes;
  console.log(`argon2id (19 MiB, 2 iterations, as the marketplace hashes): ${hashMs.toFixed(1)} ms a hash on one core: ${(1000 / hashMs).toFixed(0)} a second a core`);

  const profileDir = join(dataDir, 'profile');
  if (CPU_PROF) mkdirSync(profileDir);
  const server = spawnMarketplace(dataDir, PORT, { env: { OUTBOUND_PER_ADDRESS_PER_HOUR: '1000000' }, nodeArgs: CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [] });
  const results = [];
  let profiled;
  try {
    await untilHealthy(url);
    const owners = [];
    for (let i = 0; i < 10; i++) owners.push(await person(dataDir, `bench.owner${i}@example.com`, true));
    const listings = [];
    for (let i = 0; i < 50; i++) {
      const owner = owners[i % owners.length];
      const res = await call('POST', '/api/properties/create-residential', listingBody(await photos(owner, 3, i), i), owner.token);
      listings.push({ id: res.body.property.id, owner });
    }
    const seekers = [];
    for (let i = 0; i < CLIENTS; i += 10) seekers.push(...(await Promise.all(Array.from({ length: Math.min(10, CLIENTS - i) }, (_, j) => person(dataDir, `bench.seeker${i + j}@example.com`, false)))));
    console.log(`seeded ${owners.length} owners, ${listings.length} listings, ${seekers.length} seekers`);

    const floor = PHASES.has('floor') ? await phase('the HTTP floor: GET /api/health', CLIENTS, SECONDS, () => call('GET', '/api/health')) : undefined;
    if (floor) results.push(floor);
    const cheapPhase = { from: Number(process.hrtime.bigint() / 1000n) };
    if (PHASES.has('cheap')) results.push(await phase('save and unsave a property', CLIENTS, SECONDS, (client, n) => {
      const listing = listings[(client + Math.floor(n / 2)) % listings.length];
      return call(n % 2 ? 'DELETE' : 'POST', `/api/properties/${listing.id}/save`, n % 2 ? undefined : {}, seekers[client].token);
    }));
    cheapPhase.to = Number(process.hrtime.bigint() / 1000n);
    profiled = cheapPhase;
    if (PHASES.has('status')) results.push(await phase('a listing’s status (published ↔ hidden)', CLIENTS, SECONDS, (client, n) => {
      const listing = listings[client % listings.length];
      return call('POST', `/api/properties/${listing.id}/status`, { status: n % 2 ? 'published' : 'hidden' }, listing.owner.token);
    }));
    // Photos for the creations, uploaded first: the phase measures the command, not the image work.
    const creations = PHASES.has('create') ? Math.min(400, CLIENTS * 8) : 0;
    t = performance.now();
    const ready = [];
    for (let i = 0; i < creations; i++) ready.push({ owner: owners[i % owners.length], images: await photos(owners[i % owners.length], 3, 1000 + i) });
    console.log(`uploaded ${creations * 3} photos for the creations in ${((performance.now() - t) / 1000).toFixed(1)} s (${((creations * 3) / ((performance.now() - t) / 1000)).toFixed(0)} photos/s, resized to two WebPs each)`);
    let next = 0;
    if (PHASES.has('create')) results.push(await phase('create a listing (photos uploaded before)', CLIENTS, SECONDS, () => {
      const item = ready[next++];
      if (!item) return undefined;
      return call('POST', '/api/properties/create-residential', listingBody(item.images, 10_000 + next), item.owner.token);
    }));
    let signups = 0;
    if (PHASES.has('signup')) results.push(await phase('sign up (argon2id)', 8, Math.min(SECONDS, 10), () => call('POST', '/api/auth/signup', { firstName: 'Bench', lastName: 'Signup', email: `bench.signup${signups++}@example.com`, phoneNumber: '0244000000', password: PASSWORD, confirmPassword: PASSWORD, acknowledge: true, user_type: 'seeker' })));

    console.log('\n| command | clients | commands/s | p50 ms | p95 ms | p99 ms | failures | ratio to raw appends |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const r of results) console.log(`| ${r.name} | ${r.clients} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${Object.keys(r.failures).length ? JSON.stringify(r.failures) : 0} | ${(raw / r.perSecond).toFixed(1)}× slower |`);
    console.log(`| raw event store appends | 1 | ${raw.toFixed(0)} | | | | | 1× |`);
    const cheap = results.find((r) => r.name === 'save and unsave a property');
    if (cheap && floor) console.log(`\nGoal, the cheap command at ≥ 75 % of the same server's HTTP floor with p99 < 50 ms — ${cheap.perSecond >= 0.75 * floor.perSecond && cheap.p99 < 50 ? 'met' : 'NOT met'} (${((100 * cheap.perSecond) / floor.perSecond).toFixed(0)} % of ${floor.perSecond.toFixed(0)}/s, p99 ${cheap.p99.toFixed(1)} ms)`);
    if (cheap) console.log(`\nGoal, a cheap command at ${CLIENTS} clients: ≥ 1,500/s with p99 < 100 ms — ${cheap.perSecond >= 1500 && cheap.p99 < 100 ? 'met' : 'NOT met'} (${cheap.perSecond.toFixed(0)}/s, p99 ${cheap.p99.toFixed(1)} ms)`);
  } finally {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    // The profile is written as the process exits.
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    if (CPU_PROF && profiled) profileReport(profileDir, server.pid, profiled.from, profiled.to, { root, phase: 'the cheap command\'s phase (save and unsave)' });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
