#!/usr/bin/env node
// A rebuild while the marketplace serves traffic (issue 34): what people searching meanwhile wait.
//   1. starts the marketplace (`node launcher/dist/main.js`) on a data directory whose read models are built (a
//      history bench:replay rebuilt and kept: `npm run bench:replay -- --events N --data-dir DIR`), and waits
//      until its projections are at the head of the log and the request matcher has saved its state;
//   2. for --seconds, --clients clients ask bench:search's three queries one after another, and /api/health is
//      asked every 250 ms: latencies without a rebuild;
//   3. the same clients and health checks while `npm run replay -- all` rebuilds every projection beside it (its
//      own process, as an operator runs it; the live read models serve until the switch), until it ends;
//   4. prints both, the rebuild's time under traffic, and whether search still answers over the rebuilt index.
// Build first (`npm run build:server`). Usage:
//   npm run bench:replay-traffic -- --data-dir DIR [--seconds 20] [--clients 8] [--port 8191]
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { machine, parseArgs, percentile, spawnMarketplace, untilHealthy } from './lib/common.mjs';
import { matcherSaved } from './lib/matcher.mjs';
import { searchClient, searchQueries } from './lib/search-queries.mjs';

const root = new URL('..', import.meta.url).pathname;
const args = parseArgs();
const SECONDS = Number(args.seconds ?? 20);
const CLIENTS = Number(args.clients ?? 8);
const PORT = Number(args.port ?? 8191);
const HEALTH_EVERY_MS = 250;

async function main() {
  const dataDir = args['data-dir'];
  if (!dataDir || !existsSync(join(dataDir, 'events.db'))) {
    console.error('Usage: npm run bench:replay-traffic -- --data-dir DIR (a history with its read models: bench:replay --data-dir DIR first)');
    process.exit(2);
  }
  const m = machine();
  console.log(`Machine: ${m.cpu}, ${m.memory}, Node ${m.node}; load average ${loadavg()[0].toFixed(2)}`);
  console.log(`Commit ${m.commit}, ${m.date}; data in ${dataDir}; ${CLIENTS} search clients, /api/health every ${HEALTH_EVERY_MS} ms`);
  const server = spawnMarketplace(dataDir, PORT);
  const url = `http://127.0.0.1:${PORT}`;
  try {
    await untilHealthy(url);
    let t = performance.now();
    await untilCaughtUp(url);
    console.log(`The marketplace is at the head of the log (${((performance.now() - t) / 1000).toFixed(1)} s after it answered)`);
    t = performance.now();
    await matcherSaved(dataDir);
    console.log(`The request matcher reached the head and saved its state ${((performance.now() - t) / 1000).toFixed(1)} s later`);
    const search = searchClient(url);
    const queries = Object.values(searchQueries());
    // Two seconds of every query first, so the figures are not the code's warm-up.
    await traffic(search, queries, url, new Promise((r) => setTimeout(r, 2000)));

    const quiet = await traffic(search, queries, url, new Promise((r) => setTimeout(r, SECONDS * 1000)));
    report('without a rebuild', quiet);

    t = performance.now();
    const rebuild = spawn(process.execPath, [join(root, 'projectors/dist/replay-cli.js'), 'all'], { env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'ignore', 'inherit'] });
    const ended = new Promise((resolve) => rebuild.once('exit', (code) => resolve(code)));
    const during = await traffic(search, queries, url, ended);
    const code = await ended;
    const rebuildS = (performance.now() - t) / 1000;
    report('during the rebuild', during);
    console.log(`The rebuild (npm run replay -- all) ${code === 0 ? 'ended' : `FAILED (exit ${code})`} in ${rebuildS.toFixed(1)} s beside the traffic`);
    const after = await fetch(`${url}/api/properties/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).then((r) => r.json());
    console.log(`After the switch, search answers over ${after.result?.total?.toLocaleString('en-GH') ?? '?'} listings. Load average at the end ${loadavg()[0].toFixed(2)}`);
    if (code !== 0 || during.errors + quiet.errors > 0) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

/** Until /api/health says every projection is at the head of the log (a first start on a history catches up). */
async function untilCaughtUp(url) {
  for (;;) {
    const health = await fetch(`${url}/api/health`).then((r) => r.json()).catch(() => undefined);
    const projections = health?.projections ?? [];
    if (projections.length && projections.every((p) => p.lag === 0)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The clients' searches and the health checks until `until` settles: their latencies, sorted, and the errors. */
async function traffic(search, queries, url, until) {
  let done = false;
  until.then(() => (done = true));
  const searches = [];
  const health = [];
  let errors = 0;
  const started = performance.now();
  const clients = Array.from({ length: CLIENTS }, async (_, i) => {
    for (let n = i; !done; n++) {
      const s = performance.now();
      try {
        await search(queries[n % queries.length]());
        searches.push(performance.now() - s);
      } catch {
        errors += 1;
      }
    }
  });
  const checker = (async () => {
    while (!done) {
      const s = performance.now();
      const ok = await fetch(`${url}/api/health`).then((r) => r.ok).catch(() => false);
      if (ok) health.push(performance.now() - s);
      else errors += 1;
      await new Promise((r) => setTimeout(r, HEALTH_EVERY_MS));
    }
  })();
  await Promise.all([...clients, checker]);
  const seconds = (performance.now() - started) / 1000;
  return { searches: searches.sort((a, b) => a - b), health: health.sort((a, b) => a - b), errors, seconds };
}

function report(when, { searches, health, errors, seconds }) {
  const ms = (v) => `${v.toFixed(1)} ms`;
  console.log(
    `${when.padEnd(19)} | ${seconds.toFixed(1)} s | search ${(searches.length / seconds).toFixed(0)}/s, p50 ${ms(percentile(searches, 50))}, p95 ${ms(percentile(searches, 95))}, p99 ${ms(percentile(searches, 99))} | /api/health p50 ${ms(percentile(health, 50))}, p99 ${ms(percentile(health, 99))}, max ${ms(health[health.length - 1] ?? NaN)} | ${errors} errors`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
