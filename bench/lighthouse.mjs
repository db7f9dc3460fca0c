#!/usr/bin/env node
// Lighthouse's mobile audit (issue 19) of the pages people arrive at: the home page, the search page, a property
// page and the sign-in page of the built marketplace (`node launcher/dist/main.js`, as `npm start` runs it), with
// Lighthouse's own mobile profile (a Moto G Power's screen, slow 4G and a 4× slower CPU, simulated), in Debian's
// Chromium. Reports each category's score (performance, accessibility, best practices, SEO) and the performance
// metrics, the median of --runs runs, and the audits that cost points.
//
// Lighthouse is not a dependency of the project (it is large, and only this benchmark needs it): the first run
// fetches the pinned version with npx (12.x, the last to run on Node 20) into npx's cache.
// Usage: npm run bench:lighthouse -- [--port 8197] [--runs 3] [--pages home,search,property,login]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { median, parseArgs, stopMarketplace } from './lib/common.mjs';
import { landingPages, ownerWithListing, startMarketplace } from './lib/web-fixtures.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const args = parseArgs();
const PORT = Number(args.port ?? 8197);
const RUNS = Number(args.runs ?? 3);
const ONLY = args.pages ? new Set(args.pages.split(',')) : undefined;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const METRICS = { 'first-contentful-paint': 'FCP', 'largest-contentful-paint': 'LCP', 'total-blocking-time': 'TBT', 'cumulative-layout-shift': 'CLS', 'speed-index': 'SI' };

function audit(url, out) {
  execFileSync('npx', ['--yes', LIGHTHOUSE, url, '--quiet', '--output=json', `--output-path=${out}`, '--only-categories=performance,accessibility,best-practices,seo', `--chrome-flags=--headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync`], {
    env: { ...process.env, CHROME_PATH: CHROMIUM },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return JSON.parse(readFileSync(out, 'utf8'));
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'fie-lighthouse-'));
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD']).toString().trim();
  console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${LIGHTHOUSE}, mobile (simulated slow 4G, CPU 4×); commit ${commit}, ${new Date().toISOString().slice(0, 10)}; median of ${RUNS} runs; load average ${loadavg()[0].toFixed(2)}`);
  const { url, server } = await startMarketplace(dataDir, PORT);
  try {
    const { property } = await ownerWithListing(url, dataDir);
    const pages = [...landingPages(property), { path: '/login', name: 'login' }].filter((page) => !ONLY || ONLY.has(page.name));
    // A running server has long loaded its page renderer: the process's first request pays for that once.
    for (const page of pages) await fetch(`${url}${page.path}`).then((r) => r.arrayBuffer());
    const rows = [];
    for (const page of pages) {
      const reports = [];
      for (let run = 0; run < RUNS; run++) reports.push(audit(`${url}${page.path}`, join(dataDir, `${page.name}-${run}.json`)));
      const score = (category) => median(reports.map((r) => Math.round((r.categories[category]?.score ?? 0) * 100)));
      const metric = (id) => median(reports.map((r) => r.audits[id].numericValue));
      const row = { name: page.name, performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo'), metrics: Object.fromEntries(Object.keys(METRICS).map((id) => [id, metric(id)])) };
      rows.push(row);
      // What cost points in the run nearest the median: the audits that failed, by name.
      const typical = reports.find((r) => Math.round(r.categories.performance.score * 100) === row.performance) ?? reports[0];
      const failing = Object.values(typical.audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable');
      console.log(`${page.name}: performance ${row.performance}, accessibility ${row.accessibility}, best practices ${row['best-practices']}, SEO ${row.seo}`);
      for (const a of failing) console.log(`    ${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    }
    console.log('\n| page | performance | accessibility | best practices | SEO | FCP s | LCP s | TBT ms | CLS | Speed Index s |');
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const r of rows) {
      const m = r.metrics;
      console.log(`| ${r.name} | ${r.performance} | ${r.accessibility} | ${r['best-practices']} | ${r.seo} | ${(m['first-contentful-paint'] / 1000).toFixed(2)} | ${(m['largest-contentful-paint'] / 1000).toFixed(2)} | ${m['total-blocking-time'].toFixed(0)} | ${m['cumulative-layout-shift'].toFixed(3)} | ${(m['speed-index'] / 1000).toFixed(2)} |`);
    }
    console.log('\nGoals: performance ≥ 95; accessibility, best practices and SEO 100');
    for (const r of rows) console.log(`  ${r.name}: performance ${r.performance >= 95 ? 'met' : 'NOT met'}, ${['accessibility', 'best-practices', 'seo'].map((c) => `${c} ${r[c] === 100 ? 'met' : 'NOT met'}`).join(', ')}`);
  } finally {
    await stopMarketplace(server, dataDir);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
