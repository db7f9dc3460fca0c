// The first-page budget: sums the gzip size of the JS a first visit downloads (the entry, its static
// imports, and a landing chunk with its static imports) and fails above the budget.
// Usage: node scripts/first-page-size.mjs [landing-chunk=app-home] [budget-KiB=200]
//
// The default run (app-home, the first of `npm run size`) also checks the pages that carry a budget of
// their own (`pageBudgets`), and reports what each loads after it has shown (`later`): the search page
// must stay under its budget on a first visit, with OpenLayers arriving after it. These pages are rendered on the server
// (src/app/server-pages.ts), whose HTML loads their code through public/boot.js: every page counts that classic
// script (it replaced the address-guessing preload script of client-rendered pages, which raised the budget from 170).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'dist');
const landing = process.argv[2] ?? 'app-home';
const budgetKiB = Number(process.argv[3] ?? 200);

/** Pages checked with the default run: chunk name, budget, and the chunk they load after showing. */
// 175 KiB: the search page's code grew 2 KiB with server rendering (its answers in the page, hydration of its lazy
// parts, its head), while its first paint stopped waiting for any of it: the server's HTML paints, then boot.js
// fetches the code.
// 179 KiB: the site in five languages (issue 23) added 4.2 KiB to the search page's first visit (174.3 → 178.5,
// measured 2026-11-27): the message ids beside each English text, the small ICU formatter, the language context and
// switcher. A language's own words are a chunk of their own, loaded only by those who read it.
// 180 KiB: the API's answers and the forms' messages in the page's language (issue 32) added 0.4 KiB (178.7 → 179.1,
// measured 2026-12-04): the page's language sent with each call, the words of a refusal said in it, and the
// signed-in pages' words loaded as a chunk of their own when such a page is shown.
// 181 KiB: a phone number is enough (issue 32) added 0.4 KiB (179.9 → 180.3, measured 2026-12-05 against 216bfd6):
// boot.js waits for a first touch on the sign-in pages (+0.1), and the language list moved into the shared texts
// chunk beside the formatter the sign-in pages also need (+0.3).
// 182 KiB: money held and reviews (issue 33) added 0.7 KiB (180.7 → 181.4, measured 2026-12-05 at ff5245d): the
// routes of the simulator's phone page and the payments screens the dashboards, viewings and offers hand in (one
// dynamic import for the four screens, which saved 0.2 KiB of preload lists), and the listing's viewing fee and
// lister's reputation read from its answer. The screens themselves load when a payment is shown.
// 183 KiB: what is typed as a server-drawn page comes alive is no longer lost (0.2 KiB, 181.9 → 182.1, measured
// 2026-12-07 against 2ad03e5): a slow phone's registration lost the fields typed while React hydrated them, so the
// first page notes what is typed until a form is alive (src/lib/typing-while-waking.ts).
const pageBudgets = [{ chunk: 'search-page', budgetKiB: 183, later: { chunk: 'ol-map', name: 'OpenLayers map' } }];

const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = /<script type="module"[^>]*src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
if (!entry) throw new Error('No module script in dist/index.html: run `vite build` first');
const assets = fs.readdirSync(path.join(dist, 'assets'));
// The classic script a server-rendered page runs before its modules (it loads them once the page has painted).
const classic = ['boot.js'];

function chunkFile(name) {
  const file = assets.find((candidate) => candidate.startsWith(`${name}-`) && candidate.endsWith('.js'));
  if (!file) throw new Error(`No chunk named ${name}-*.js`);
  return path.join('assets', file);
}

/** The files a chunk pulls in with static imports; dynamic import() chunks load later, when needed. */
function reach(files, seen = new Set()) {
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = fs.readFileSync(path.join(dist, file), 'utf8');
    for (const match of code.matchAll(/(?:^|[;\n])\s*import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) {
      visit(path.join('assets', match[1]));
    }
  };
  for (const file of files) visit(file);
  return seen;
}

const gzipKiB = (files) => [...files].reduce((total, file) => total + zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length, 0) / 1024;

let failed = false;
function check(name, budget) {
  const files = reach([...classic, entry, chunkFile(name)]);
  const kib = gzipKiB(files);
  console.log(`First page (${name}): ${files.size} JS files, ${kib.toFixed(1)} KiB gzip (budget ${budget} KiB)`);
  if (kib > budget) failed = true;
  return files;
}

check(landing, budgetKiB);
if (process.argv[2] === undefined || landing === 'app-home') {
  for (const page of pageBudgets) {
    const first = check(page.chunk, page.budgetKiB);
    if (page.later) {
      const after = [...reach([chunkFile(page.later.chunk)])].filter((file) => !first.has(file));
      console.log(`  then, after it shows: ${page.later.name}, ${after.length} JS files, ${gzipKiB(after).toFixed(1)} KiB gzip`);
    }
  }
}
if (failed) process.exit(1);
