#!/usr/bin/env node
// The English catalogue, read from the code: every `t('area.id', 'English', …)` in the public site, the APIs and
// the domain. Written to packages/domain/src/i18n/catalogues/en/<area>.json, the source translators work from.
// `node tooling/i18n/extract-messages.js` writes them; the catalogue check (packages/domain/src/i18n/
// catalogues.spec.ts) fails when they are out of date, when a complete language lacks an id, or when a message
// is not valid ICU MessageFormat.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const SOURCES = ['public-web/src', 'command-api/src', 'query-api/src', 'projectors/src', 'packages/domain/src', 'packages/platform/src', 'launcher/src'];
const CATALOGUES = path.join(root, 'packages/domain/src/i18n/catalogues');
// t('id', 'English' …) or t('id', "English" …), the English one literal, possibly on the next line.
const CALL = /\bt\(\s*'([a-z][a-z0-9-]*(?:\.[a-z0-9-]+)+)',\s*(?:'((?:\\.|[^'\\])*)'|"((?:\\.|[^"\\])*)")/g;

function sourceFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') out.push(...sourceFiles(file));
    } else if (/\.tsx?$/.test(entry.name) && !/\.(spec|test)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(file);
  }
  return out;
}

/** JavaScript string escapes in the literal, as the running code sees them. */
function unescape(literal) {
  return literal.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)/g, (_, code) => {
    if (code[0] === 'u') return String.fromCodePoint(parseInt(code.replace(/[u{}]/g, ''), 16));
    if (code[0] === 'x') return String.fromCharCode(parseInt(code.slice(1), 16));
    return { n: '\n', t: '\t', r: '\r', '0': '\0' }[code] ?? code;
  });
}

/** { area: { id: English } }, and the ids written twice with different English (a mistake). */
function extractMessages() {
  const areas = {};
  const conflicts = [];
  const where = {};
  for (const source of SOURCES) {
    const dir = path.join(root, source);
    if (!fs.existsSync(dir)) continue;
    for (const file of sourceFiles(dir)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(CALL)) {
        const id = match[1];
        const english = unescape(match[2] ?? match[3]);
        const area = id.split('.')[0];
        areas[area] ??= {};
        const here = path.relative(root, file);
        if (id in areas[area] && areas[area][id] !== english) conflicts.push(`${id}: "${areas[area][id]}" (${where[id]}) and "${english}" (${here})`);
        areas[area][id] = english;
        where[id] ??= here;
      }
    }
  }
  for (const area of Object.keys(areas)) areas[area] = Object.fromEntries(Object.entries(areas[area]).sort(([a], [b]) => a.localeCompare(b)));
  return { areas, conflicts };
}

function writeEnglish() {
  const { areas, conflicts } = extractMessages();
  if (conflicts.length) {
    console.error(`One id, two English texts:\n  ${conflicts.join('\n  ')}`);
    process.exitCode = 1;
  }
  const dir = path.join(CATALOGUES, 'en');
  fs.mkdirSync(dir, { recursive: true });
  for (const [area, messages] of Object.entries(areas)) fs.writeFileSync(path.join(dir, `${area}.json`), `${JSON.stringify(messages, null, 2)}\n`);
  // The option tables' words (packages/domain/src/i18n/option-messages.ts), from the domain's build.
  const built = path.join(root, 'packages/domain/dist/i18n/option-messages.js');
  if (fs.existsSync(built)) fs.writeFileSync(path.join(dir, 'options.json'), `${JSON.stringify(require(built).optionMessages(), null, 2)}\n`);
  else console.warn('en/options.json not written: build packages/domain first (npm run build -w @fie/domain)');
  console.log(`${Object.values(areas).reduce((n, m) => n + Object.keys(m).length, 0)} English messages in ${Object.keys(areas).length} areas → ${path.relative(root, dir)}`);
}

module.exports = { extractMessages, CATALOGUES };
if (require.main === module) writeEnglish();
