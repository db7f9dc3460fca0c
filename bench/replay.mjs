#!/usr/bin/env node
// Replay benchmark: how fast every projection rebuilds its read models from the event log, on the embedded
// stores, against the raw rate of writing the same documents straight into the same document store.
//   1. writes N mixed events (default 1,000,000) into a fresh DATA_DIR's event store: people signing up,
//      confirming and signing in, organizations and their members, listings created, updated and changing
//      status, and conversations (MessageSent, MessagesRead). Personal fields are sealed with each person's
//      key, as the command API does, so the replay opens them as a real one would;
//   2. replays every projection from position 0 (`replay()`, what `npm run replay -- all` runs), in a child
//      process of its own so its peak resident memory is its own;
//   3. in another child, writes the documents that replay produced (every read model and search index
//      document) straight into a fresh document store and search index of the same kind, in bulks, with the
//      same indexes: the floor a projector cannot beat. The ratio compares the cost per document written.
// A script, never a timed test. Build first (`npm run build:server`).
//
//   npm run bench:replay -- [--events 1000000] [--data-dir DIR (reuse its events)] [--keep] [--profile DIR] [--no-raw]
//                           [--threads N (REBUILD_THREADS; by default chosen from the cores and their load)] [--memory MB (REBUILD_MEMORY_MB, 640)]
//                           [--batch N (events read per step)] [--generate-only (write the history into --data-dir and stop)]
//                           [--heap MB (the rebuild's --max-old-space-size; by default what `npm run replay` sets for --memory; 0: V8's own)]
//   npm run bench:replay -- --processes 2 [--events N]: instead, the same history caught up from position 0 by
//      projectors processes sharing the projections by their leases (projectors/src/shares.ts), one and then N.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, freemem, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { loadBuilt, machine, parseArgs } from './lib/common.mjs';
import { listingGenerator, PLACES, TYPES } from './lib/listings.mjs';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('..', import.meta.url));
const load = (path) => loadBuilt(path);
const { SqliteEventStore, SqliteDocumentStore, createStores } = load('packages/stores/dist/index.js');
const { PersonalDataVault, createLogger } = load('packages/platform/dist/index.js');
const { allProjections, replay } = load('projectors/dist/index.js');
const { progressPrinter } = load('projectors/dist/bulk/progress.js');
const { rebuildHeapMb } = load('projectors/dist/bulk/heap.js');
const { threadCpuMs } = load('projectors/dist/bulk/thread-cpu.js');
const Database = require(require.resolve('better-sqlite3', { paths: [join(root, 'packages/stores')] }));

const args = parseArgs({ bare: true });
const EVENTS = Number(args.events ?? 1_000_000);
const storesConfig = (dataDir) => ({ dataDir, mongodbDatabase: 'fie', embeddedSearch: 'columnar' });


async function main() {
  const reuse = args['data-dir'] && existsSync(join(args['data-dir'], 'events.db')) && (await headOf(args['data-dir'])) > 0;
  const dataDir = args['data-dir'] ?? mkdtempSync(join(tmpdir(), 'fie-replay-'));
  mkdirSync(dataDir, { recursive: true });
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    if (execFileSync('git', ['status', '--porcelain', '--', 'projectors', 'packages/stores'], { cwd: root, encoding: 'utf8' }).trim()) commit += ' (+ uncommitted changes)';
  } catch {}
  console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB (${(freemem() / 2 ** 30).toFixed(1)} GiB free), Node ${process.version}; load average ${loadavg()[0].toFixed(2)}`);
  console.log(`Commit ${commit}, ${new Date().toISOString()}; data in ${dataDir}`);

  let written;
  if (reuse) {
    written = await headOf(dataDir);
    console.log(`Reusing ${written.toLocaleString('en-GH')} events already in ${dataDir}`);
  } else {
    const t = performance.now();
    const { total, byType } = await generate(dataDir, EVENTS);
    written = total;
    console.log(`Wrote ${total.toLocaleString('en-GH')} events in ${((performance.now() - t) / 1000).toFixed(1)} s (not measured):`);
    console.log(`  ${Object.entries(byType).sort((a, b) => b[1] - a[1]).map(([type, n]) => `${type} ${n.toLocaleString('en-GH')}`).join(', ')}`);
  }

  if (args['generate-only'] === 'true') return;
  const replayed = await child('replay', dataDir);
  const rate = replayed.events / (replayed.ms / 1000);
  console.log('');
  console.log(`Rebuild of ${allProjections.length} projections as a bulk load (${replayed.threads} threads, ${replayed.threadsWhy}; REBUILD_MEMORY_MB ${replayed.memoryMb}; heap ${heapMb() > 0 ? `capped at ${heapMb()} MB` : "V8's default"}):`);
  console.log(`  ${replayed.events.toLocaleString('en-GH')} events in ${(replayed.ms / 1000).toFixed(1)} s: ${Math.round(rate).toLocaleString('en-GH')} events/s (${(replayed.cpuMs / 1000).toFixed(1)} s of CPU, every thread: ${((replayed.cpuMs / replayed.events) * 1000).toFixed(0)} µs an event)`);
  console.log(`  ${replayed.written.toLocaleString('en-GH')} documents written (read models and search index), ${replayed.flushes ? `${replayed.flushes} evictions at the memory bound (the least recently used documents set aside in a file out of the heap, read back if needed, each written to the generation once at the end)` : 'each once: the memory bound was never reached'}`);
  const top = Object.entries(replayed.byCollection).filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1]).slice(0, 14);
  console.log(`  writes asked per event by collection (folded in memory, each document then written once): ${top.map(([c, n]) => `${c} ${(n / replayed.events).toFixed(2)}`).join(', ')}`);
  console.log(`  peak resident memory ${mb(replayed.peakRss)} (sampled every 100 ms; maxRSS ${mb(replayed.maxRss)}), ${replayed.peakAt.s.toFixed(0)} s in, ${replayed.peakAt.phase}; the rebuild's own thread's heap at most ${mb(replayed.peakHeap)}`);
  // CPU by thread (Linux): the process's CPU counts every thread at once, and on a busy machine the profile's
  // samples charge a thread's wait for a core to whatever it was doing.
  if (replayed.readerCpuMs !== undefined) {
    const folding = (replayed.threadsUsed ?? []).map((t) => `${t.projections.slice(0, 2).join(' and ')}${t.projections.length > 2 ? ` (+${t.projections.length - 2})` : ''}: ${seconds(t.cpuMs)}, heap at most ${t.heapPeakMb.toLocaleString('en-GH')} MB`);
    const rest = replayed.cpuMs - replayed.readerCpuMs - (replayed.threadsUsed ?? []).reduce((n, t) => n + (t.cpuMs ?? 0), 0);
    console.log(`  CPU by thread: the rebuild's own (reads and opens the log${folding.length ? '' : ', and folds'}) ${seconds(replayed.readerCpuMs)}${folding.length ? `; folding: ${folding.join('; ')}` : ''}; the rest (V8's collector threads, SQLite's and libuv's) ${seconds(rest)}`);
  }
  if (args['no-raw'] !== 'true') {
    const raw = await child('raw', dataDir);
    console.log(`Raw bulk load of the same final documents into a fresh SQLite file (${raw.documents.toLocaleString('en-GH')}: ${raw.readModels.toLocaleString('en-GH')} read model, ${raw.searchDocs.toLocaleString('en-GH')} search index; one thread, key order, indexes after):`);
    console.log(`  ${(raw.ms / 1000).toFixed(1)} s (${(raw.cpuMs / 1000).toFixed(1)} s of CPU): ${Math.round(raw.documents / (raw.ms / 1000)).toLocaleString('en-GH')} documents/s`);
    console.log(`  the rebuild took ${(replayed.ms / raw.ms).toFixed(2)}× the raw load's time (goal ≤ 2), ${(replayed.cpuMs / raw.cpuMs).toFixed(2)}× its CPU`);
  }
  // The history's own size: a reused --data-dir's, not --events'.
  const goal = replayed.events >= 1_000_000 ? (replayed.ms < 60_000 ? 'met' : 'not met') : `scaled to 1,000,000: ${((1_000_000 / rate)).toFixed(0)} s`;
  console.log(`Goal (1,000,000 events under 60 s): ${goal}. Load average at the end ${loadavg()[0].toFixed(2)}`);
  if (!args['data-dir'] && args.keep !== 'true') rmSync(dataDir, { recursive: true, force: true });
}

async function headOf(dataDir) {
  const events = new SqliteEventStore(join(dataDir, 'events.db'));
  const head = await events.headPosition();
  await events.close();
  return head;
}

/** The rebuild's old generation in MB (0: V8's default). */
function heapMb() {
  return args.heap !== undefined ? Number(args.heap) : rebuildHeapMb(Number(args.memory ?? 640));
}

function seconds(ms) {
  return ms === undefined ? 'unknown' : `${(ms / 1000).toFixed(1)} s`;
}

function mb(bytes) {
  return `${Math.round(bytes / 2 ** 20).toLocaleString('en-GH')} MB`;
}

/** Runs a phase in a child process and returns the JSON it prints last. */
function child(phase, dataDir) {
    // Each thread writes its own profile (CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile; thread 0 is the main one).
  const execArgv = args.profile ? ['--cpu-prof', '--cpu-prof-dir', join(args.profile, phase)] : [];
  // The rebuild's heap capped as `npm run replay` caps it (projectors/src/bulk/heap.ts), or as --heap says.
  if (phase === 'replay' && heapMb() > 0) execArgv.push(`--max-old-space-size=${heapMb()}`);
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [...execArgv, fileURLToPath(import.meta.url), '--phase', phase, '--data-dir', dataDir, ...['batch', 'threads', 'memory'].flatMap((k) => (args[k] ? [`--${k}`, args[k]] : []))], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    proc.stdout.on('data', (chunk) => (out += chunk));
    proc.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`the ${phase} phase exited with ${code}: ${out}`));
      resolve(JSON.parse(out.trim().split('\n').pop()));
    });
  });
}

async function replayPhase(dataDir) {
  const stores = await createStores(storesConfig(dataDir));
  let peakRss = process.memoryUsage.rss();
  // When the peak came (seconds in, and what the rebuild was doing then): where memory is worth saving.
  let peakAt = { s: 0, phase: 'starting' };
  // The heap of the rebuild's own thread (it reads and opens the log; the threads fold): at 10 million events a
  // heap ran out, and this told it was a folding thread's (BENCHMARKS.md, Replay as a bulk load).
  let peakHeap = 0;
  const t = performance.now();
  const sampler = setInterval(() => {
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
    const rss = process.memoryUsage.rss();
    if (rss <= peakRss) return;
    peakRss = rss;
    peakAt = { s: (performance.now() - t) / 1000, phase: last ? phaseOf(last) : 'starting' };
  }, 100);
  const cpu = process.cpuUsage();
  // What `npm run replay` does: a bulk load on worker threads, its progress printed (a line every 5 s) on stderr.
  let last;
  const print = progressPrinter(process.stderr);
  const rebuild = {
    // Unset: the rebuild chooses from the cores and their load (rebuildThreads), and says what it chose.
    ...(args.threads !== undefined ? { threads: Number(args.threads) } : {}),
    memoryMb: Number(args.memory ?? 640),
    stores: storesConfig(dataDir),
    onProgress: (progress) => {
      last = progress;
      print(progress);
    },
  };
  const options = { rebuild, ...(args.batch ? { batchSize: Number(args.batch) } : {}) };
  const { head } = await replay(stores.events, stores.documents, allProjections, createLogger('warn', 'replay'), stores.documents, stores.search, options);
  const ms = performance.now() - t;
  // The whole process's CPU, worker threads included.
  const { user, system } = process.cpuUsage(cpu);
  clearInterval(sampler);
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
  await stores.close();
  const byCollection = {};
  for (const state of last?.projections ?? []) for (const [collection, n] of Object.entries(state.asked ?? {})) byCollection[collection] = (byCollection[collection] ?? 0) + n;
  const written = (last?.projections ?? []).reduce((n, s) => n + s.loaded + (s.flushed ?? 0), 0);
  const flushes = Math.max(0, ...(last?.projections ?? []).map((s) => s.flushes));
  const readerCpuMs = threadCpuMs();
  console.log(JSON.stringify({ events: head, ms, cpuMs: (user + system) / 1000, readerCpuMs, threadsUsed: last?.threadsUsed, peakRss, peakAt, peakHeap, maxRss: process.resourceUsage().maxRSS * 1024, written, flushes, threads: last?.threads, threadsWhy: last?.threadsWhy, memoryMb: rebuild.memoryMb, byCollection }));
}

/**
 * The physical limit: every document the replay left (read models and search index documents) loaded into a
 * fresh SQLite file (WAL, synchronous NORMAL, as the stores open theirs) with plain prepared inserts in key
 * order, one transaction per collection, then the same indexes made after the load. One thread. Only the
 * writes and the indexes are timed, not reading the documents back.
 */
async function rawPhase(dataDir) {
  for (const suffix of ['', '-wal', '-shm']) rmSync(join(dataDir, 'raw.db' + suffix), { force: true });
  const source = new SqliteDocumentStore(join(dataDir, 'read-models.db'));
  const target = new Database(join(dataDir, 'raw.db'));
  target.pragma('journal_mode = WAL');
  target.pragma('synchronous = NORMAL');
  target.pragma('cache_size = -65536');
  const sourceSearch = new Database(join(dataDir, 'search.db'), { readonly: true });
  let ms = 0;
  let cpuMs = 0;
  let readModels = 0;
  let searchDocs = 0;
  const timed = (work) => {
    const t = performance.now();
    const cpu = process.cpuUsage();
    work();
    ms += performance.now() - t;
    const { user, system } = process.cpuUsage(cpu);
    cpuMs += (user + system) / 1000;
  };
  const load = (table, rows, indexes) => {
    target.exec(`CREATE TABLE "${table}" (id TEXT PRIMARY KEY, doc TEXT NOT NULL)`);
    const insert = target.prepare(`INSERT INTO "${table}" (id, doc) VALUES (?, ?)`);
    timed(() => target.transaction(() => { for (const row of rows) insert.run(row.id, row.doc); })());
    for (const [i, fields] of indexes.entries()) {
      timed(() => target.exec(`CREATE INDEX "ix_${table}_${i}" ON "${table}" (${fields.map((f) => `json_extract(doc, '$.${f}')`).join(', ')})`));
    }
  };
  for (const projection of allProjections) {
    for (const collection of projection.collections) {
      const table = source.table(source.resolve(collection));
      const rows = source.db.prepare(`SELECT id, doc FROM ${table} ORDER BY id`).all();
      load(collection, rows, (projection.indexes ?? []).filter((i) => i.collection === collection).map((i) => i.fields));
      readModels += rows.length;
    }
    for (const { name } of projection.searchIndexes ?? []) {
      // A replay builds a new generation of the index and points the name at it (an alias).
      const live = sourceSearch.prepare('SELECT target FROM ci_aliases WHERE alias = ?').pluck().get(name) ?? name;
      const rows = sourceSearch.prepare('SELECT id, doc FROM ci_docs WHERE name = ? AND doc IS NOT NULL ORDER BY id').all(live);
      load(`search_${name}`, rows, []);
      searchDocs += rows.length;
    }
  }
  timed(() => target.pragma('wal_checkpoint(TRUNCATE)'));
  sourceSearch.close();
  target.close();
  await source.close();
  console.log(JSON.stringify({ ms, cpuMs, documents: readModels + searchDocs, readModels, searchDocs, maxRss: process.resourceUsage().maxRSS * 1024 }));
}

// ---------------------------------------------------------------------------------------------------------
// The history: a seeded mix, so every run replays the same kinds of events in the same proportions.

// The towns and kinds of property of bench/lib/listings.mjs, fewer of them: the history this benchmark has always written.
const { random, pick, listing } = listingGenerator(13, {
  places: PLACES.slice(0, 15).flatMap((p) => Array(p[4]).fill(p)),
  types: { ...TYPES, farmland: ['crop_farm', 'livestock_farm'], events: ['event_centre', 'conference_hall'] },
});
const FIRST = ['Ama', 'Kofi', 'Akosua', 'Kwame', 'Abena', 'Yaw', 'Efua', 'Kwabena', 'Adwoa', 'Kojo', 'Esi', 'Fiifi'];
const LAST = ['Mensah', 'Owusu', 'Boateng', 'Asante', 'Osei', 'Agyeman', 'Addo', 'Quaye', 'Tetteh', 'Darko'];
const LINES = ['Is it still available?', 'Can I come and see it on Saturday?', 'What is the rent advance?', 'Yes, it is available. When do you want to come?', 'Is there water all week?', 'Thank you, I will call you.'];

/**
 * Writes about `count` events (whole stories: a sign-up is its four events) straight into the embedded event
 * store's table in transactions of 10,000 rows: appending one command at a time would take minutes at a
 * million and is not what is measured. Personal data is sealed through the vault, whose keys the document
 * store keeps, as under `npm start`.
 */
async function generate(dataDir, count) {
  new SqliteEventStore(join(dataDir, 'events.db')).close(); // creates the table
  const db = new Database(join(dataDir, 'events.db'));
  const insert = db.prepare('INSERT INTO events (event_id, stream_id, revision, type, data, metadata, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const flush = db.transaction((rows) => {
    for (const row of rows) insert.run(row);
  });
  const documents = new SqliteDocumentStore(join(dataDir, 'read-models.db'));
  const vault = new PersonalDataVault(documents);
  const revisions = new Map();
  const byType = {};
  let rows = [];
  let total = 0;
  let clock = Date.UTC(2025, 0, 1);
  const append = async (streamId, type, data) => {
    const [sealed] = await vault.seal([{ type, data }]);
    const revision = (revisions.get(streamId) ?? -1) + 1;
    revisions.set(streamId, revision);
    clock += Math.floor(random() * 30_000);
    rows.push([randomUUID(), streamId, revision, type, JSON.stringify(sealed.data), '{}', new Date(clock).toISOString()]);
    byType[type] = (byType[type] ?? 0) + 1;
    total += 1;
    if (rows.length >= 10_000) {
      flush(rows);
      rows = [];
    }
  };
  const at = () => new Date(clock).toISOString();

  const users = [];
  const owners = [];
  const orgs = [];
  const listings = []; // [listingId, ownerId]
  const conversations = []; // [conversationId, seekerId, ownerId, listingId, lastMessageId]
  const signUp = async () => {
    const userId = randomUUID();
    const firstName = pick(FIRST);
    const lastName = pick(LAST);
    const email = `${firstName}.${lastName}.${users.length}@example.com`.toLowerCase();
    const userType = random() < 0.3 ? 'owner' : 'seeker';
    await append(`user-email-${randomBytes(16).toString('hex')}`, 'EmailClaimed', { userId, claimedAt: at() });
    await append(`user-${userId}`, 'UserSignedUp', { userId, firstName, lastName, email, phone: `+23324${String(1_000_000 + users.length).slice(-7)}`, userType, passwordHash: `$argon2id$v=19$m=19456,t=2,p=1$${randomBytes(16).toString('base64')}$${randomBytes(32).toString('base64')}`, signedUpAt: at() });
    await append(`user-${userId}`, 'ConfirmationCodeIssued', { userId, codeHash: randomBytes(32).toString('hex'), destination: email, issuedAt: at(), expiresAt: at() });
    if (random() < 0.9) {
      await append(`user-${userId}`, 'UserConfirmed', { userId, confirmedAt: at() });
      await append(`user-${userId}`, 'UserSignedIn', { userId, signedInAt: at() });
    }
    users.push(userId);
    if (userType === 'owner') owners.push(userId);
  };
  for (let i = 0; i < 50; i++) await signUp();

  while (total < count) {
    const r = random();
    if (r < 0.06) await signUp();
    else if (r < 0.07) {
      const orgId = randomUUID();
      const name = `${pick(LAST)} ${pick(['Realty', 'Homes', 'Properties', 'Estates'])} ${orgs.length}`;
      const urlName = name.toLowerCase().replace(/\s+/g, '-');
      await append(`organization-${orgId}`, 'OrganizationRegistered', { orgId, name, email: `info@${urlName}.com.gh`, phone: '+233302123456', address: `${pick(PLACES)[0]}, Ghana`, urlName, documents: [], registeredAt: at(), completionKeyHash: randomBytes(32).toString('hex'), keyExpiresAt: at() });
      await append(`organization-${orgId}`, 'OrganizationRegistrationCompleted', { orgId, passwordHash: randomBytes(32).toString('base64'), completedAt: at() });
      const member = pick(owners);
      await append(`organization-${orgId}`, 'MemberJoined', { orgId, userId: member, permissions: ['manage_listings', 'reply_messages'], organizationName: name, urlName, joinedAt: at() });
      orgs.push([orgId, member]);
    } else if (r < 0.1) {
      const userId = pick(users);
      await append(`user-${userId}`, 'UserSignedIn', { userId, signedInAt: at() });
    } else if (r < 0.3 || listings.length < 20) {
      const listingId = randomUUID();
      const [orgId, member] = orgs.length && random() < 0.2 ? pick(orgs) : [null, pick(owners)];
      await append(`listing-${listingId}`, 'ListingCreated', { listingId, ownerId: member, organizationId: orgId, listing: listing(), createdBy: `user-${member}`, createdAt: at() });
      listings.push([listingId, member]);
    } else if (r < 0.45) {
      const [listingId, ownerId] = pick(listings);
      await append(`listing-${listingId}`, 'ListingUpdated', { listingId, listing: listing(), updatedBy: `user-${ownerId}`, updatedAt: at() });
    } else if (r < 0.5) {
      const [listingId, ownerId] = pick(listings);
      await append(`listing-${listingId}`, 'ListingStatusChanged', { listingId, status: pick(['hidden', 'published', 'published', 'let', 'sold']), changedBy: `user-${ownerId}`, changedAt: at() });
    } else if (r < 0.65 || conversations.length < 10) {
      // A seeker writes about a listing: one conversation per pair of people.
      const [listingId, ownerId] = pick(listings);
      const seekerId = pick(users);
      const conversationId = [`u${seekerId}`, `u${ownerId}`].sort().join('_');
      const messageId = randomUUID();
      await append(`conversation-${conversationId}`, 'MessageSent', { conversationId, messageId, from: { kind: 'user', id: seekerId }, to: { kind: 'user', id: ownerId }, authorId: seekerId, propertyId: listingId, text: pick(LINES), first: true, sentAt: at() });
      conversations.push([conversationId, seekerId, ownerId, listingId, messageId]);
    } else if (r < 0.9) {
      const c = pick(conversations);
      const [conversationId, seekerId, ownerId, listingId] = c;
      const fromOwner = random() < 0.5;
      const [from, to] = fromOwner ? [ownerId, seekerId] : [seekerId, ownerId];
      c[4] = randomUUID();
      await append(`conversation-${conversationId}`, 'MessageSent', { conversationId, messageId: c[4], from: { kind: 'user', id: from }, to: { kind: 'user', id: to }, authorId: from, propertyId: listingId, text: pick(LINES), first: false, sentAt: at() });
    } else {
      const [conversationId, seekerId, ownerId, , lastMessageId] = pick(conversations);
      const reader = random() < 0.5 ? seekerId : ownerId;
      await append(`conversation-${conversationId}`, 'MessagesRead', { conversationId, reader: { kind: 'user', id: reader }, readBy: reader, upTo: lastMessageId, count: 1 + Math.floor(random() * 3), readAt: at() });
    }
  }
  if (rows.length) flush(rows);
  db.close();
  await documents.close();
  return { total, byType };
}

/**
 * --processes N: the history caught up from position 0 by `node projectors/dist/main.js` processes (as compose runs
 * them), first one alone, then N sharing the projections by their leases, each run on a fresh copy of the history
 * (the event log and the vault's keys, no read models). Timed until every projection's checkpoint has the head;
 * the CPU is the processes' own, from /proc. The first process takes every projection and gives about half up to
 * the second at its next round (a third of PROJECTOR_LEASE_MS, 5 s by default), which is part of the time measured.
 */
async function processesMain() {
  const n = Number(args.processes);
  const base = mkdtempSync(join(tmpdir(), 'fie-spread-'));
  const m = machine();
  console.log(`Machine: ${m.cpu}, ${m.memory}, Node ${m.node}; load average ${loadavg()[0].toFixed(2)}`);
  console.log(`Commit ${m.commit}, ${m.date}`);
  const { total } = await generate(base, EVENTS);
  const head = await headOf(base);
  console.log(`Wrote ${total.toLocaleString('en-GH')} events (not measured); catching up ${allProjections.length} projections from position 0:`);
  const results = [];
  for (const count of [1, n]) {
    const dir = mkdtempSync(join(tmpdir(), `fie-spread-${count}-`));
    for (const file of ['events.db', 'read-models.db']) for (const suffix of ['', '-wal']) if (existsSync(join(base, file + suffix))) copyFileSync(join(base, file + suffix), join(dir, file + suffix));
    const env = { ...process.env, DATA_DIR: dir, SEARCH_INDEX: 'columnar', LOG_LEVEL: 'info' };
    const t = performance.now();
    const procs = Array.from({ length: count }, () => {
      const proc = spawn(process.execPath, [join(root, 'projectors/dist/main.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
      proc.out = '';
      proc.stdout.on('data', (chunk) => (proc.out += chunk));
      proc.stderr.on('data', (chunk) => (proc.out += chunk));
      return proc;
    });
    const documents = new SqliteDocumentStore(join(dir, 'read-models.db'));
    for (;;) {
      const checkpoints = await documents.collection('_checkpoints').find({});
      if (allProjections.every((p) => (checkpoints.find((c) => c.id === p.name)?.position ?? -1) >= head)) break;
      if (procs.some((p) => p.exitCode !== null)) throw new Error(`a projectors process exited: ${procs.map((p) => p.out).join('\n')}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const ms = performance.now() - t;
    const cpuMs = procs.reduce((sum, p) => sum + cpuOf(p.pid), 0);
    const shares = procs.map((p) => /projecting here: (\d+) of/g.exec(p.out.split('\n').filter((l) => l.includes('projecting here')).pop() ?? '')?.[1] ?? '0');
    await documents.close();
    if (args.verbose === 'true') for (const p of procs) console.log(p.out.split('\n').filter((l) => /projecting here|gave up|took over|stopped projecting|standing by|error/.test(l)).map((l) => `    ${p.pid}: ${l.slice(0, 220)}`).join('\n'));
    await Promise.all(procs.map((p) => new Promise((r) => (p.once('exit', r), p.kill('SIGTERM')))));
    rmSync(dir, { recursive: true, force: true });
    results.push({ count, ms, cpuMs });
    console.log(`  ${count} process(es): ${(ms / 1000).toFixed(1)} s, ${Math.round(head / (ms / 1000)).toLocaleString('en-GH')} events/s, ${(cpuMs / 1000).toFixed(1)} s of CPU; projections held at the end: ${shares.join(' + ')}`);
  }
  console.log(`  ${n} processes against one: ${(results[0].ms / results[1].ms).toFixed(2)}× as fast. Load average at the end ${loadavg()[0].toFixed(2)}`);
  rmSync(base, { recursive: true, force: true });
}

/** A process's user and system CPU so far, in ms, from /proc (Linux). */
function cpuOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10; // utime and stime, in ticks of 10 ms
}

// Last, once every declaration above is initialised.
if (args.processes) await processesMain();
else if (args.phase === 'replay') await replayPhase(args['data-dir']);
else if (args.phase === 'raw') await rawPhase(args['data-dir']);
else await main();

/** What a rebuild's progress says it is doing: the log's position while folding, else which projections load. */
function phaseOf(progress) {
  if (progress.phase === 'folding') return `folding (${Math.floor((progress.position / Math.max(1, progress.head)) * 100)} % of the log)`;
  const loading = progress.projections.filter((s) => s.phase === 'loading' || s.phase === 'indexing').map((s) => s.name);
  return `${progress.phase === 'loading' ? 'writing documents' : progress.phase}${loading.length ? ` (${loading.join(', ')})` : ''}`;
}
