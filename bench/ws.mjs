#!/usr/bin/env node
// Real-time benchmark (issue 8), over HTTP and WebSocket, against the real marketplace (`node launcher/dist/main.js`,
// exactly as `npm start` runs it) as its own process on a fresh DATA_DIR:
//   0. makes people through the API (sign-up, the confirmation code from DATA_DIR/outbox, login), in parallel;
//   1. opens and joins N sockets at /api/ws (users × sockets each), holds them, and reads the server's resident
//      memory (/proc/{pid}/status VmRSS and VmHWM) with all of them connected;
//   2. posts messages through POST /api/messages/send-message to connected recipients at offered rates stepped
//      up (open loop, with a bound on requests in flight), and for each message measures the time from the
//      send command's answer to its new-message frame at each of the recipient's sockets (matched by message
//      id; a frame that arrives before the answer counts as 0).
// Every request goes to loopback, every phase is bounded in time, and the marketplace is stopped by its pid at
// the end, on an error and on Ctrl+C.
// Usage: npm run bench:ws -- [--connections 10000] [--users 1000] [--rates 25,50,100,200,500,1000,2000,5000] [--seconds 10]
//        [--in-flight 256] [--cpu-prof] [--port 8191] [--keep]
// Quick, for development: npm run bench:ws -- --connections 500 --rates 100,200 --seconds 3
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { machine as machineOf, parseArgs, percentile } from './lib/common.mjs';
import { profileReport } from './profile-report.mjs';

const require = createRequire(import.meta.url);
const root = new URL('..', import.meta.url).pathname;
const { parseEml } = require('../packages/stores/dist/index.js');
const WebSocket = require(require.resolve('ws', { paths: [join(root, 'query-api')] }));

const args = parseArgs({ bare: true });
const CONNECTIONS = Number(args.connections ?? 10_000);
// Two people per conversation, so an even number of users; 10 sockets each by default (tabs and phones).
const USERS = Math.max(2, 2 * Math.round(Number(args.users ?? Math.max(2, Math.ceil(CONNECTIONS / 10))) / 2));
const RATES = String(args.rates ?? '25,50,100,200,500,1000,2000,5000').split(',').map(Number).filter((r) => r > 0);
const SECONDS = Number(args.seconds ?? 10);
const IN_FLIGHT = Number(args['in-flight'] ?? 256);
const PORT = Number(args.port ?? 8191);
const CPU_PROF = args['cpu-prof'] === 'true';
const SIGNUP_CONCURRENCY = Number(args['signup-concurrency'] ?? 8);
const JOIN_CONCURRENCY = Number(args['join-concurrency'] ?? 200);
// The spec's per-sender limit (SEND_LIMITS in packages/domain): the bench keeps every sender under it, so a
// 429 is a finding, not noise. A second of margin for the two clocks.
const PER_MINUTE = 30;
const WINDOW_MS = 61_000;
// The whole run stops by itself, whatever happens.
const MAX_MINUTES = Number(args['max-minutes'] ?? 45);

const base = `http://127.0.0.1:${PORT}`;
const agent = new Agent({ keepAlive: true, maxSockets: Math.max(IN_FLIGHT, SIGNUP_CONCURRENCY * 2) });
const ms = (v) => (Number.isFinite(v) ? v.toFixed(1) : '–');
const sleep = (t) => new Promise((r) => setTimeout(r, t));
// After Ctrl+C the run is over: what is still in flight fails quietly while the marketplace stops.
let interrupted = false;
const log = (...line) => interrupted || console.log(...line);
const clients = [];

/** A JSON call over node:http with keep-alive (fetch costs the client about three times the CPU per request). */
function call(method, path, body, token, retried = false) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = { ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const req = request(`${base}${path}`, { method, agent, headers, timeout: 60_000 }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json;
        try {
          json = JSON.parse(text);
        } catch {
          json = text;
        }
        resolve({ status: res.statusCode, body: json });
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${path} took over 60 s`)));
    // A kept-alive socket the server closed while idle (its keep-alive timeout) fails at once: the request
    // never reached it, so it is sent again once, as Node's documentation advises.
    req.on('error', (error) => (req.reusedSocket && error.code === 'ECONNRESET' && !retried ? call(method, path, body, token, true).then(resolve, reject) : reject(error)));
    req.end(payload);
  });
}

function proc(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime (fields 14 and 15, counted from after the command name), in clock ticks of 10 ms.
  return { rssMB: kb('VmRSS') / 1024, hwmMB: kb('VmHWM') / 1024, threads: Number(/Threads:\s+(\d+)/.exec(status)?.[1]), cpuMs: (Number(stat[11]) + Number(stat[12])) * 10 };
}

const machine = () => machineOf({ openFiles: true });

// ---------------------------------------------------------------------------------------------------------
// The marketplace, as `npm start` runs it. Node raises its own soft open-file limit to the hard one when it
// starts, so 10,000 sockets need a hard limit above that (checked below, not changed).
let server;
let serverExited;
let dataDir;

function startServer() {
  const nodeArgs = [...(CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${join(dataDir, 'profile')}`] : []), join(root, 'launcher/dist/main.js')];
  server = spawn(process.execPath, nodeArgs, { env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), LOG_LEVEL: 'warn', OUTBOUND_PER_ADDRESS_PER_HOUR: '1000000' }, stdio: ['ignore', 'ignore', 'pipe'] });
  serverExited = new Promise((resolve) => server.once('exit', (code, signal) => resolve({ code, signal })));
  // The marketplace's warnings and errors, shown but never flooding the report.
  let lines = 0;
  server.stderr.setEncoding('utf8');
  server.stderr.on('data', (text) => {
    for (const line of text.split('\n').filter(Boolean)) {
      lines++;
      if (lines <= 20) process.stderr.write(`  [marketplace] ${line.slice(0, 400)}\n`);
      else if (lines === 21) process.stderr.write('  [marketplace] … (more lines not shown)\n');
    }
  });
  server.stderrLines = () => lines;
}

async function stopServer(graceMs = 30_000) {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  process.kill(server.pid, 'SIGTERM');
  const done = await Promise.race([serverExited, sleep(graceMs).then(() => undefined)]);
  if (!done) {
    console.log(`The marketplace did not stop within ${graceMs / 1000} s of SIGTERM: killing it`);
    process.kill(server.pid, 'SIGKILL');
    await serverExited;
  }
}

process.on('exit', () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    try {
      process.kill(server.pid, 'SIGKILL');
    } catch {
      /* gone already */
    }
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (interrupted) return;
    console.log(`\n${signal}: stopping the marketplace (pid ${server?.pid ?? '–'})`);
    interrupted = true;
    for (const c of clients) c.socket.terminate();
    agent.destroy();
    stopServer(10_000).finally(() => {
      if (dataDir && !args.keep) rmSync(dataDir, { recursive: true, force: true });
      process.exit(130);
    });
  });
}

async function waitForHealth(deadlineMs, until = () => true) {
  const deadline = performance.now() + deadlineMs;
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null) throw new Error('the marketplace stopped');
    const health = await call('GET', '/api/health').catch(() => undefined);
    if (health?.status === 200 && until(health.body)) return health.body;
    if (performance.now() > deadline) throw new Error(`the marketplace was not ready within ${deadlineMs / 1000} s`);
    await sleep(250);
  }
}
const maxLag = (health) => Math.max(0, ...(health.projections ?? []).map((p) => p.lag ?? 0));

// ---------------------------------------------------------------------------------------------------------
// People: sign-up (argon2 on purpose), the code from the outbox, confirm, login.
const FIRST = ['Ama', 'Kofi', 'Kwame', 'Akosua', 'Yaw', 'Esi', 'Kojo', 'Abena', 'Kwesi', 'Adwoa', 'Kwabena', 'Afua', 'Fiifi', 'Efua'];
const LAST = ['Mensah', 'Boateng', 'Owusu', 'Asante', 'Osei', 'Appiah', 'Adjei', 'Darko', 'Quaye', 'Tetteh', 'Agyeman', 'Ansah'];
const PASSWORD = 'Akwaaba#2026bench';

/** Confirmation codes by email, read from the outbox once per new file (reading it all per person is quadratic). */
function outboxCodes(dir) {
  const codes = new Map();
  const read = new Set();
  let scanning;
  const scan = () =>
    (scanning ??= (async () => {
      const names = await readdir(dir).catch(() => []);
      await Promise.all(
        names
          .filter((n) => n.endsWith('.eml') && !read.has(n))
          .map(async (n) => {
            read.add(n);
            const mail = parseEml(await readFile(join(dir, n), 'utf8'));
            const email = /[^\s<>"]+@[^\s<>"]+/.exec(mail.to)?.[0]?.toLowerCase();
            const code = /code is (\d{6})/.exec(mail.text)?.[1];
            if (email && code) codes.set(email, code);
          }),
      );
    })().finally(() => (scanning = undefined)));
  return async (email) => {
    for (let tries = 0; tries < 100; tries++) {
      if (codes.has(email)) return codes.get(email);
      await scan();
      if (codes.has(email)) return codes.get(email);
      await sleep(50);
    }
    throw new Error(`no confirmation code mailed to ${email}`);
  };
}

async function makeUsers(count) {
  const codeFor = outboxCodes(join(dataDir, 'outbox'));
  const run = Date.now().toString(36);
  const people = new Array(count);
  let next = 0;
  let failed = 0;
  const fail = (what, error) => {
    failed++;
    if (failed <= 5) log(`  ${what}: ${error.message}`);
    if (failed > 20) throw new Error('more than 20 people could not be made: stopping');
  };
  const signUp = async (i) => {
    const email = `bench.${run}.${i}@example.com`;
    const person = { firstName: FIRST[i % FIRST.length], lastName: LAST[Math.floor(i / FIRST.length) % LAST.length], email, phoneNumber: `024${String(1_000_000 + i).slice(-7)}`, password: PASSWORD, confirmPassword: PASSWORD, acknowledge: true, user_type: 'seeker' };
    const up = await call('POST', '/api/auth/signup', person);
    if (up.status !== 201) throw new Error(`sign-up answered ${up.status}: ${JSON.stringify(up.body).slice(0, 200)}`);
    const confirmed = await call('POST', '/api/auth/confirm', { email, code: await codeFor(email) });
    if (confirmed.status >= 300) throw new Error(`confirm answered ${confirmed.status}: ${JSON.stringify(confirmed.body).slice(0, 200)}`);
    people[i] = { email };
  };
  const started = performance.now();
  let shown = 0;
  await Promise.all(
    Array.from({ length: SIGNUP_CONCURRENCY }, async () => {
      while (next < count) {
        const i = next++;
        await signUp(i).catch((error) => fail(`person ${i}`, error));
        if (next - shown >= Math.max(100, count / 10)) {
          shown = next;
          log(`  ${next} of ${count} signed up after ${((performance.now() - started) / 1000).toFixed(1)} s`);
        }
      }
    }),
  );
  const signedUp = (performance.now() - started) / 1000;
  // One login at a time: at this commit, concurrent logins share one passport strategy object, so they can
  // answer each other's requests (see the report in BENCHMARKS.md). Each answer is checked to be its own.
  const loginStarted = performance.now();
  const users = [];
  for (const person of people.filter(Boolean)) {
    try {
      const login = await call('POST', '/api/auth/login', { email: person.email, password: PASSWORD });
      if (login.status !== 200 || !login.body.token) throw new Error(`login answered ${login.status}: ${JSON.stringify(login.body).slice(0, 200)}`);
      if (login.body.user?.email !== person.email) throw new Error(`login as ${person.email} answered with ${login.body.user?.email}'s session`);
      users.push({ index: users.length, email: person.email, id: login.body.user.id, token: login.body.token, sockets: [], sends: [] });
    } catch (error) {
      fail(`login ${person.email}`, error);
    }
  }
  return { users, signedUp, loggedIn: (performance.now() - loginStarted) / 1000, seconds: (performance.now() - started) / 1000, failed };
}

// ---------------------------------------------------------------------------------------------------------
// Sockets. A frame is looked at as text first: only new-message frames for the recipient's side are decoded,
// so the load generator spends its share of the two cores on the sockets, not on JSON.
const deliveries = { byId: new Map(), early: new Map(), duplicate: 0, unknown: 0 };

function onFrame(data) {
  const text = data.toString();
  if (!text.startsWith('{"type":"new-message"')) return;
  const at = performance.now();
  // The message comes first in the frame ({type, message: {_id, …, mine, …}, conversation}); the recipient's copy says mine: false.
  const idAt = text.indexOf('"_id":"');
  const id = text.slice(idAt + 7, text.indexOf('"', idAt + 7));
  if (text.indexOf('"mine":false') === -1 || text.indexOf('"mine":false') > text.indexOf('"conversation":')) return;
  const sent = deliveries.byId.get(id);
  if (!sent) {
    // Before the send command's answer: the frame counts as 0 once the answer names it.
    const early = deliveries.early.get(id);
    if (early) early.push(at);
    else deliveries.early.set(id, [at]);
    return;
  }
  if (sent.received >= sent.expected) deliveries.duplicate++;
  sent.received++;
  sent.latencies.push(Math.max(0, at - sent.answeredAt));
  sent.fromSend.push(at - sent.sentAt);
}

function openSocket(user) {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/api/ws`, { perMessageDeflate: false, handshakeTimeout: 20_000 });
    const client = { socket, user, joined: false, closed: false, closeCode: undefined };
    clients.push(client);
    const timer = setTimeout(() => {
      socket.terminate();
      resolve({ ok: false, reason: 'no joined frame within 20 s' });
    }, 20_000);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'join', token: user.token })));
    socket.on('error', (error) => {
      clearTimeout(timer);
      resolve({ ok: false, reason: error.code ?? error.message });
    });
    socket.on('close', (code) => {
      client.closed = true;
      client.closeCode = code;
      clearTimeout(timer);
      resolve({ ok: false, reason: `closed ${code} before joining` });
    });
    socket.once('message', (data) => {
      clearTimeout(timer);
      const frame = JSON.parse(data.toString());
      if (frame.type !== 'joined') return resolve({ ok: false, reason: `first frame ${frame.type}` });
      client.joined = true;
      user.sockets.push(client);
      socket.on('message', onFrame);
      resolve({ ok: true });
    });
  });
}

async function connectAll(users) {
  const per = Math.floor(CONNECTIONS / users.length);
  const extra = CONNECTIONS - per * users.length;
  const plan = [];
  for (let s = 0; s < per + 1; s++) for (const user of users) if (s < per || user.index < extra) plan.push(user);
  const failures = new Map();
  let next = 0;
  let opened = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(JOIN_CONCURRENCY, plan.length) }, async () => {
      while (next < plan.length) {
        const result = await openSocket(plan[next++]);
        if (result.ok) opened++;
        else failures.set(result.reason, (failures.get(result.reason) ?? 0) + 1);
      }
    }),
  );
  return { opened, failures, seconds: (performance.now() - started) / 1000 };
}

const openSockets = (user) => user.sockets.filter((c) => !c.closed && c.socket.readyState === WebSocket.OPEN).length;

// ---------------------------------------------------------------------------------------------------------
// Sending: open loop at the offered rate, at most IN_FLIGHT requests outstanding (a send due while the bound is
// reached waits for a free slot, so the achieved rate shows what the marketplace sustains).
function sendStep(users, rate, seconds) {
  return new Promise((resolveStep) => {
    const step = { rate, issued: 0, answered: 0, ok: [], statuses: new Map(), errors: new Map(), waitedForSlot: 0, rateLimited: 0, httpLatencies: [] };
    let inFlight = 0;
    let cursor = 0;
    const start = performance.now();
    const end = start + seconds * 1000;
    const pickSender = (now) => {
      for (let tried = 0; tried < users.length; tried++) {
        const user = users[cursor];
        cursor = (cursor + 1) % users.length;
        while (user.sends.length && user.sends[0] < now - WINDOW_MS) user.sends.shift();
        if (user.sends.length < PER_MINUTE) return user;
      }
      return undefined;
    };
    const issue = (now) => {
      const sender = pickSender(now);
      if (!sender) {
        step.rateLimited++;
        return;
      }
      sender.sends.push(now);
      const recipient = users[sender.index ^ 1] ?? users[0];
      step.issued++;
      inFlight++;
      const sentAt = performance.now();
      call('POST', '/api/messages/send-message', { to: recipient.id, message: `Is the room still free? (bench ${step.issued})` }, sender.token).then(
        ({ status, body }) => {
          const answeredAt = performance.now();
          inFlight--;
          step.answered++;
          step.statuses.set(status, (step.statuses.get(status) ?? 0) + 1);
          if (status !== 201) return;
          step.httpLatencies.push(answeredAt - sentAt);
          const sent = { sentAt, answeredAt, expected: openSockets(recipient), received: 0, latencies: [], fromSend: [] };
          deliveries.byId.set(body._id, sent);
          step.ok.push(sent);
          const early = deliveries.early.get(body._id);
          if (early) {
            deliveries.early.delete(body._id);
            for (const at of early) {
              sent.received++;
              sent.latencies.push(Math.max(0, at - answeredAt));
              sent.fromSend.push(at - sentAt);
            }
          }
        },
        (error) => {
          inFlight--;
          step.answered++;
          const kind = error.code ?? error.message;
          step.errors.set(kind, (step.errors.get(kind) ?? 0) + 1);
        },
      );
    };
    const tick = () => {
      const now = performance.now();
      const due = Math.floor(((Math.min(now, end) - start) / 1000) * rate);
      while (step.issued + step.rateLimited < due) {
        if (inFlight >= IN_FLIGHT) {
          step.waitedForSlot++;
          break;
        }
        issue(now);
      }
      if (now < end) setTimeout(tick, 1);
      else {
        step.windowMs = now - start;
        step.unsent = Math.max(0, Math.floor((seconds * rate)) - step.issued - step.rateLimited);
        const drain = () => (inFlight > 0 && performance.now() < end + 60_000 ? setTimeout(drain, 5) : resolveStep({ ...step, stillInFlight: inFlight, lastAnswerMs: performance.now() - start }));
        drain();
      }
    };
    tick();
  });
}

/** Waits until every answered message reached every socket of its recipient, or for `timeoutMs` more. */
async function drainDeliveries(step, timeoutMs) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline && step.ok.some((s) => s.received < s.expected)) await sleep(20);
}

function summarize(step, serverCpuMs, clientCpuMs) {
  const delivery = step.ok.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const http = step.httpLatencies.sort((a, b) => a - b);
  // From the request leaving the load generator to the frame: what a person sees end to end.
  const endToEnd = step.ok.flatMap((s) => s.fromSend).sort((a, b) => a - b);
  const early = step.ok.reduce((n, s) => n + s.latencies.filter((l) => l === 0).length, 0);
  const expected = step.ok.reduce((n, s) => n + s.expected, 0);
  const received = step.ok.reduce((n, s) => n + Math.min(s.received, s.expected), 0);
  const windowS = step.windowMs / 1000;
  return {
    offered: step.rate,
    achieved: step.ok.length / (step.lastAnswerMs / 1000),
    sent: step.ok.length,
    http50: percentile(http, 50),
    http99: percentile(http, 99),
    p50: percentile(delivery, 50),
    p95: percentile(delivery, 95),
    p99: percentile(delivery, 99),
    max: delivery[delivery.length - 1],
    frames: delivery.length,
    early: early / Math.max(1, delivery.length),
    e2e50: percentile(endToEnd, 50),
    e2e99: percentile(endToEnd, 99),
    lost: expected - received,
    refused: [...[...step.statuses].filter(([s]) => s !== 201).map(([s, n]) => `${n}× ${s}`), ...[...step.errors].map(([kind, n]) => `${n}× ${kind}`)].join(', '),
    held: step.rateLimited,
    unsent: step.unsent,
    serverCpu: serverCpuMs / step.lastAnswerMs,
    clientCpu: clientCpuMs / step.lastAnswerMs,
    windowS,
    tookS: step.lastAnswerMs / 1000,
    load: loadavg()[0],
  };
}

// ---------------------------------------------------------------------------------------------------------
async function main() {
  const watchdog = setTimeout(() => {
    console.error(`The benchmark ran for ${MAX_MINUTES} minutes: stopping`);
    process.kill(process.pid, 'SIGTERM');
  }, MAX_MINUTES * 60_000);
  watchdog.unref();
  const m = machine();
  log(`Machine: ${m.cpu}, ${m.memory}, Node ${m.node}; commit ${m.commit}; ${m.date}; open files ${m.openFiles}; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  log(`Plan: ${USERS} users, ${CONNECTIONS} sockets (${(CONNECTIONS / USERS).toFixed(1)} each), offered rates ${RATES.join(', ')}/s for ${SECONDS} s each, at most ${IN_FLIGHT} requests in flight`);
  const hard = Number(m.openFiles.split(' / ')[1]);
  if (Number.isFinite(hard) && hard < CONNECTIONS + 1000) throw new Error(`the hard open-file limit (${hard}) is below ${CONNECTIONS + 1000}: raise it (ulimit -Hn) or ask for fewer --connections`);
  const sustainable = (USERS * PER_MINUTE) / 60;
  if (Math.max(...RATES) > sustainable) log(`Note: ${USERS} users may send at most ${PER_MINUTE} messages a minute each (the spec's limit), ${sustainable.toFixed(0)}/s over a minute; the bench holds back sends above that and counts them.`);

  dataDir = mkdtempSync(join(tmpdir(), 'fie-bench-ws-'));
  if (CPU_PROF) mkdirSync(join(dataDir, 'profile'));
  startServer();
  let sendPhase;
  try {
    let t = performance.now();
    await waitForHealth(120_000);
    log(`Marketplace (pid ${server.pid}) answered after ${((performance.now() - t) / 1000).toFixed(1)} s; data in ${dataDir}`);
    const limits = readFileSync(`/proc/${server.pid}/limits`, 'utf8').split('\n').find((l) => l.startsWith('Max open files'));
    log(`  its ${limits?.replace(/\s+/g, ' ').trim()}`);

    log(`\nMaking ${USERS} people through the API (sign-up, confirmation code from the outbox, login), ${SIGNUP_CONCURRENCY} at a time…`);
    const made = await makeUsers(USERS);
    // Pairs write to each other: an even number of people.
    const users = made.users.slice(0, made.users.length - (made.users.length % 2));
    log(`Made ${users.length} people in ${made.seconds.toFixed(1)} s: signed up and confirmed ${SIGNUP_CONCURRENCY} at a time in ${made.signedUp.toFixed(1)} s (${(USERS / made.signedUp).toFixed(1)}/s), logged in one at a time in ${made.loggedIn.toFixed(1)} s; ${made.failed} failed`);
    await waitForHealth(120_000, (h) => maxLag(h) === 0);
    const idle = proc(server.pid);
    log(`Marketplace before any socket: RSS ${idle.rssMB.toFixed(0)} MB (peak ${idle.hwmMB.toFixed(0)} MB), ${idle.threads} threads`);

    log(`\nPhase 1: opening and joining ${CONNECTIONS} sockets, ${JOIN_CONCURRENCY} at a time…`);
    t = performance.now();
    const joined = await connectAll(users);
    log(`Joined ${joined.opened} of ${CONNECTIONS} sockets in ${joined.seconds.toFixed(1)} s (${(joined.opened / joined.seconds).toFixed(0)} joins/s); failures: ${joined.failures.size ? [...joined.failures].map(([r, n]) => `${n}× ${r}`).join(', ') : 'none'}`);
    // Presence is written at most once a second; then hold them all for a few seconds before reading memory.
    await sleep(5000);
    const held = users.reduce((n, u) => n + openSockets(u), 0);
    const connected = proc(server.pid);
    const perSocketKB = ((connected.rssMB - idle.rssMB) * 1024) / Math.max(1, held);
    // The idle figure is one reading of a garbage-collected heap: the difference means something only when the sockets outweigh its swings.
    const perSocket = perSocketKB > 0 ? `about ${perSocketKB.toFixed(0)} KB a socket over the idle figure` : 'within the idle figure\'s swing';
    log(`Holding ${held} sockets: marketplace RSS ${connected.rssMB.toFixed(0)} MB (peak ${connected.hwmMB.toFixed(0)} MB), ${perSocket}; the load generator's RSS ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`);
    log(`  target: ${CONNECTIONS} connections under 1 GiB resident: ${held >= CONNECTIONS && connected.hwmMB < 1024 ? 'met' : held < CONNECTIONS ? `not measured (only ${held} held)` : 'NOT met'}`);

    log(`\nPhase 2: messages to connected recipients (${users.length / 2} pairs of people; delivery counted at each of the recipient's sockets)`);
    const rows = [];
    sendPhase = { from: Number(process.hrtime.bigint() / 1000n) };
    for (const rate of RATES) {
      const before = proc(server.pid);
      const clientBefore = process.cpuUsage();
      const step = await sendStep(users, rate, SECONDS);
      const after = proc(server.pid);
      const clientCpu = process.cpuUsage(clientBefore);
      await drainDeliveries(step, 10_000);
      const row = summarize(step, after.cpuMs - before.cpuMs, (clientCpu.user + clientCpu.system) / 1000);
      rows.push(row);
      log(
        `  offered ${String(rate).padStart(5)}/s | achieved ${row.achieved.toFixed(0).padStart(5)}/s (${row.sent} in ${row.tookS.toFixed(1)} s) | HTTP p50 ${ms(row.http50)} p99 ${ms(row.http99)} ms | delivery p50 ${ms(row.p50)} p95 ${ms(row.p95)} p99 ${ms(row.p99)} max ${ms(row.max)} ms (${row.frames} frames, ${(row.early * 100).toFixed(0)} % before the answer) | send → frame p50 ${ms(row.e2e50)} p99 ${ms(row.e2e99)} ms | lost ${row.lost}` +
          `${row.refused ? ` | refused ${row.refused}` : ''}${row.held ? ` | held back by the per-sender limit ${row.held}` : ''}${row.unsent ? ` | not sent (in-flight bound) ${row.unsent}` : ''} | CPU marketplace ${(row.serverCpu * 100).toFixed(0)} %, load generator ${(row.clientCpu * 100).toFixed(0)} % | load average ${row.load.toFixed(1)}`,
      );
      if (step.stillInFlight) log(`    ${step.stillInFlight} requests still unanswered 60 s after the step`);
      // The next step starts from a marketplace that has caught up.
      const caughtUp = performance.now();
      await waitForHealth(120_000, (h) => maxLag(h) === 0);
      if (performance.now() - caughtUp > 500) log(`    the projections caught up ${((performance.now() - caughtUp) / 1000).toFixed(1)} s after the step`);
      await sleep(1000);
    }
    sendPhase.to = Number(process.hrtime.bigint() / 1000n);
    const end = proc(server.pid);
    const stillOpen = users.reduce((n, u) => n + openSockets(u), 0);
    log(`\nAfter the send phase: ${stillOpen} sockets still open; marketplace RSS ${end.rssMB.toFixed(0)} MB (peak ${end.hwmMB.toFixed(0)} MB); load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    if (deliveries.duplicate) log(`Duplicate frames: ${deliveries.duplicate}`);
    if (deliveries.early.size) log(`Frames for messages whose send was never answered 201: ${deliveries.early.size}`);

    const kept = (r) => r.achieved >= 0.95 * r.offered && r.lost === 0 && !r.refused && !r.held;
    const best = (ok) => {
      const rates = rows.filter((r) => kept(r) && ok(r)).map((r) => r.offered);
      return rates.length ? `${Math.max(...rates)}/s` : 'none of the rates tried';
    };
    log(`\nHighest offered rate sustained (achieved ≥ 95 % of offered, none lost or refused):`);
    log(`  with delivery p99 < 200 ms from the send command's answer to the frame: ${best((r) => r.p99 < 200)}`);
    log(`  with p99 < 200 ms from sending the request to the frame (what a person sees): ${best((r) => r.e2e99 < 200)}`);
    const top = rows.find((r) => r.offered >= 5000);
    log(`Target 5,000 messages/s with delivery p99 < 200 ms: ${top ? (top.achieved >= 4750 && top.p99 < 200 && top.lost === 0 ? 'met' : `NOT met (achieved ${top.achieved.toFixed(0)}/s; p99 ${ms(top.p99)} ms from the answer, ${ms(top.e2e99)} ms from sending)`) : 'not tried (no rate ≥ 5,000 in --rates)'}`);
    log('\n| offered/s | achieved/s | HTTP p50 ms | HTTP p99 ms | delivery p50 ms | p95 ms | p99 ms | before the answer | send → frame p50 ms | p99 ms | lost | marketplace CPU |');
    log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const r of rows) log(`| ${r.offered.toLocaleString('en')} | ${r.achieved.toFixed(0)} | ${ms(r.http50)} | ${ms(r.http99)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${(r.early * 100).toFixed(0)} % | ${ms(r.e2e50)} | ${ms(r.e2e99)} | ${r.lost} | ${(r.serverCpu * 100).toFixed(0)} % |`);

    for (const user of users) for (const c of user.sockets) c.socket.terminate();
  } finally {
    await stopServer();
    log(`Marketplace stopped (${server.stderrLines()} lines on its stderr).`);
    if (CPU_PROF && sendPhase?.to) {
      // Both clocks are CLOCK_MONOTONIC in microseconds (V8's TimeTicks and process.hrtime), so the window applies as is.
      profileReport(join(dataDir, 'profile'), server.pid, sendPhase.from, sendPhase.to, { root, log, phase: 'the send phase' });
    }
    if (!args.keep) rmSync(dataDir, { recursive: true, force: true });
    else log(`Kept ${dataDir}`);
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
