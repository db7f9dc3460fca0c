#!/usr/bin/env node
// Lighthouse's mobile audit (issue 19) of the pages people arrive at: the home page, the search page, a property
// page and the sign-in page of the built marketplace (`node launcher/dist/main.js`, as `npm start` runs it), with
// Lighthouse's own mobile profile (a Moto G Power's screen, slow 4G and a 4× slower CPU, simulated), in Debian's
// Chromium. Reports each category's score (performance, accessibility, best practices, SEO) and the performance
// metrics, the median of --runs runs, and the audits that cost points.
//
// Lighthouse is not a dependency of the project (it is large, and only this benchmark needs it): the first run
// fetches the pinned version with npx (12.x, the last to run on Node 20) into npx's cache.
// Every page is audited in each language asked for (issue 35): `?lang=xx` on the address, as a link shared in Twi
// opens (the server draws the page in that language and the browser starts in it); English has no query.
// Usage: npm run bench:lighthouse -- [--port 8197] [--runs 3] [--pages home,search,property,login]
//          [--langs en,tw,gaa,ee,ha] [--json out.json] [--cpu-time false]
// On a shared machine the wall clock of a task includes other jobs' turns on the processor, and Lighthouse's
// simulation multiplies it by 4: each audit is also scored from its trace with every task at its own thread time
// (bench/lib/cpu-time-trace.mjs), the figure reported; Lighthouse's own, as seen, is printed beside it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { median, parseArgs, stopMarketplace } from './lib/common.mjs';
import { toCpuTime } from './lib/cpu-time-trace.mjs';
import { landingPages, ownerWithListing, startMarketplace } from './lib/web-fixtures.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const args = parseArgs();
const PORT = Number(args.port ?? 8197);
const RUNS = Number(args.runs ?? 3);
const ONLY = args.pages ? new Set(args.pages.split(',')) : undefined;
const LANGS = (args.langs ?? 'en,tw,gaa,ee,ha').split(',');
// --cpu-time false: only Lighthouse's own figures (on an idle machine they agree).
const CPU_TIME = args['cpu-time'] !== 'false';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const METRICS = { 'first-contentful-paint': 'FCP', 'largest-contentful-paint': 'LCP', 'total-blocking-time': 'TBT', 'cumulative-layout-shift': 'CLS', 'speed-index': 'SI' };

// Where npx keeps it, asked once: npx itself takes seconds to start on a busy machine, twice an audit.
let bin;
function lighthouse(args) {
  bin ??= execFileSync('npx', ['--yes', '-p', LIGHTHOUSE, '-c', 'command -v lighthouse'], { env: { ...process.env, CHROME_PATH: CHROMIUM } }).toString().trim();
  execFileSync(bin, [...args, '--quiet', '--output=json', '--only-categories=performance,accessibility,best-practices,seo'], {
    env: { ...process.env, CHROME_PATH: CHROMIUM },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * One audit, twice: as Lighthouse saw it, and from the same trace with each task's wall clock replaced by its
 * thread time (bench/lib/cpu-time-trace.mjs): what the page costs a phone, without the other jobs on this machine.
 */
function audit(url, out) {
  const artifacts = `${out}.artifacts`;
  lighthouse([url, `-GA=${artifacts}`, `--output-path=${out}.json`, `--chrome-flags=--headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync`]);
  const seen = JSON.parse(readFileSync(`${out}.json`, 'utf8'));
  if (!CPU_TIME) return { seen, own: seen };
  toCpuTime(join(artifacts, 'defaultPass.trace.json'));
  lighthouse([`-A=${artifacts}`, `--output-path=${out}.cpu.json`]);
  return { seen, own: JSON.parse(readFileSync(`${out}.cpu.json`, 'utf8')) };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'fie-lighthouse-'));
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD']).toString().trim();
  console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${LIGHTHOUSE}, mobile (simulated slow 4G, CPU 4×); commit ${commit}, ${new Date().toISOString().slice(0, 10)}; median of ${RUNS} runs; load average ${loadavg()[0].toFixed(2)}`);
  const { url, server } = await startMarketplace(dataDir, PORT);
  try {
    const { property } = await ownerWithListing(url, dataDir);
    const pages = [...landingPages(property), { path: '/login', name: 'login' }].filter((page) => !ONLY || ONLY.has(page.name))
      .flatMap((page) => LANGS.map((lang) => ({ ...page, lang, path: lang === 'en' ? page.path : `${page.path}${page.path.includes('?') ? '&' : '?'}lang=${lang}` })));
    // A running server has long loaded its page renderer: the process's first request pays for that once.
    for (const page of pages) await fetch(`${url}${page.path}`).then((r) => r.arrayBuffer());
    const rows = [];
    for (const page of pages) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        // The page as a running site serves it, from its page cache: asked for just before (the cache keeps a page a
        // while; on a loaded machine a page drawn afresh answers in seconds, which is the server's time, not the page's).
        // On a machine this loaded a run can fail (Lighthouse's NO_NAVSTART, a dropped connection): tried once more.
        for (let attempt = 0; ; attempt++) {
          try {
            await fetch(`${url}${page.path}`).then((r) => r.arrayBuffer());
            runs.push(audit(`${url}${page.path}`, join(dataDir, `${page.name}-${page.lang}-${run}-${attempt}`)));
            break;
          } catch (error) {
            if (attempt >= 1) throw error;
            console.log(`    (${page.name} ${page.lang}: a run failed, tried again: ${String(error.message ?? error).split('\n')[0].slice(0, 120)})`);
          }
        }
      }
      // The figures reported are the page's own (its CPU time); Lighthouse's as seen under this machine's load beside.
      const reports = runs.map((r) => r.own);
      const perf = (r) => Math.round(r.categories.performance.score * 100);
      const score = (category) => median(reports.map((r) => Math.round((r.categories[category]?.score ?? 0) * 100)));
      const metric = (id, of = reports) => median(of.map((r) => r.audits[id].numericValue));
      const seen = runs.map((r) => r.seen);
      const row = {
        name: page.name, lang: page.lang, load: Number(loadavg()[0].toFixed(2)),
        performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo'),
        metrics: Object.fromEntries(Object.keys(METRICS).map((id) => [id, metric(id)])),
        seen: { performance: median(seen.map(perf)), tbt: metric('total-blocking-time', seen) },
      };
      rows.push(row);
      // What cost points in the run nearest the median: the audits that failed, by name.
      const typical = reports.find((r) => perf(r) === row.performance) ?? reports[0];
      const failing = Object.values(typical.audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable');
      const longTasks = median(reports.map((r) => (r.audits['long-tasks']?.details?.items ?? []).length));
      console.log(`${page.name} ${page.lang}: performance ${row.performance} (runs ${reports.map(perf).join(', ')}; as seen under load ${row.load}: ${seen.map(perf).join(', ')}, TBT ${row.seen.tbt.toFixed(0)} ms; ${longTasks} long tasks), accessibility ${row.accessibility}, best practices ${row['best-practices']}, SEO ${row.seo}`);
      for (const a of failing) {
        console.log(`    ${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
        // Which elements an accessibility audit found (target-size, contrast…): what to fix.
        for (const item of (Array.isArray(a.details?.items) ? a.details.items : []).filter((i) => i.node).slice(0, 4)) console.log(`      ${item.node.selector ?? ''} ${String(item.node.snippet ?? '').slice(0, 160)}`);
      }
      // Where the blocking time goes in that run: its long tasks (the script they are attributed to, when, how long).
      if (row.performance < 95) {
        for (const t of (typical.audits['long-tasks']?.details?.items ?? []).slice(0, 6)) console.log(`    long task ${Math.round(t.duration)} ms at ${Math.round(t.startTime)} ms: ${String(t.url).replace(url, '')}`);
      }
    }
    console.log(`\nThe page's own CPU time${CPU_TIME ? '' : ' (not separated: --cpu-time false)'}; "as seen": Lighthouse's score and TBT with this machine's other jobs in the wall clock.`);
    console.log('| page | language | performance | accessibility | best practices | SEO | FCP s | LCP s | TBT ms | CLS | Speed Index s | as seen: performance, TBT ms | load |');
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const r of rows) {
      const m = r.metrics;
      console.log(`| ${r.name} | ${r.lang} | ${r.performance} | ${r.accessibility} | ${r['best-practices']} | ${r.seo} | ${(m['first-contentful-paint'] / 1000).toFixed(2)} | ${(m['largest-contentful-paint'] / 1000).toFixed(2)} | ${m['total-blocking-time'].toFixed(0)} | ${m['cumulative-layout-shift'].toFixed(3)} | ${(m['speed-index'] / 1000).toFixed(2)} | ${r.seen.performance}, ${r.seen.tbt.toFixed(0)} | ${r.load} |`);
    }
    console.log('\nGoals: performance ≥ 95; accessibility, best practices and SEO 100');
    for (const r of rows) console.log(`  ${r.name} ${r.lang}: performance ${r.performance >= 95 ? 'met' : 'NOT met'}, ${['accessibility', 'best-practices', 'seo'].map((c) => `${c} ${r[c] === 100 ? 'met' : 'NOT met'}`).join(', ')}`);
    if (args.json) writeFileSync(args.json, JSON.stringify({ commit, date: new Date().toISOString(), runs: RUNS, rows }, null, 2));
  } finally {
    await stopMarketplace(server, dataDir);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
