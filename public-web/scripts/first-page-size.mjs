// The first-page budget: sums the gzip size of the JS a first visit downloads (the entry, its static
// imports, and a landing chunk with its static imports) and fails above the budget.
// Usage: node scripts/first-page-size.mjs [landing-chunk=app-home] [budget-KiB=200]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'dist');
const landing = process.argv[2] ?? 'app-home';
const budgetKiB = Number(process.argv[3] ?? 200);

const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = /<script type="module"[^>]*src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
if (!entry) throw new Error('No module script in dist/index.html: run `vite build` first');

const seen = new Set();
function visit(file) {
  if (seen.has(file)) return;
  seen.add(file);
  const code = fs.readFileSync(path.join(dist, file), 'utf8');
  // Static imports only: dynamic import() chunks load later, when their page or dialog opens.
  for (const match of code.matchAll(/(?:^|[;\n])\s*import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) {
    visit(path.join('assets', match[1]));
  }
}
visit(entry);
const landingFile = fs.readdirSync(path.join(dist, 'assets')).find((name) => name.startsWith(`${landing}-`) && name.endsWith('.js'));
if (!landingFile) throw new Error(`No chunk named ${landing}-*.js`);
visit(path.join('assets', landingFile));

let total = 0;
for (const file of seen) total += zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length;
const kib = total / 1024;
console.log(`First page (${landing}): ${seen.size} JS files, ${kib.toFixed(1)} KiB gzip (budget ${budgetKiB} KiB)`);
if (kib > budgetKiB) process.exit(1);
