#!/usr/bin/env node
// Place suggestions (the location box's autocomplete, packages/places/src/search.ts) in-process: how long one
// query takes over the offline gazetteer, target a mean under 1 ms. Build first (`npm run bench:places` does): it loads
// the built package.
//
//   node bench/places.mjs [--queries 20000]
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
let searchPlaces;
try {
  ({ searchPlaces } = require('../packages/places/dist/index.js'));
} catch (error) {
  console.error(`Cannot load the built places package (${error.message}). Run \`npm run build:server\` first.`);
  process.exit(1);
}

const args = Object.fromEntries(process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith('--') ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []));
const QUERIES = Number(args.queries ?? 20_000);
// What people type, as they type it: prefixes, a whole name, a place with its city, one letter, nothing found.
const TYPED = ['east leg', 'kumasi', 'a', 'tema comm', 'sekondi', 'zzz', 'legon accra', 'ho', 'kibi', 'cape-coast'];

for (let i = 0; i < 2_000; i++) searchPlaces(TYPED[i % TYPED.length]);
const times = [];
for (let i = 0; i < QUERIES; i++) {
  const start = performance.now();
  searchPlaces(TYPED[i % TYPED.length]);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
const mean = times.reduce((s, t) => s + t, 0) / times.length;

console.log(`Place suggestions, ${QUERIES} queries over ${TYPED.length} typed strings, after 2,000 to warm up`);
console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, load average ${loadavg()[0].toFixed(2)}`);
console.log(`mean ${mean.toFixed(3)} ms, p50 ${at(0.5).toFixed(3)} ms, p99 ${at(0.99).toFixed(3)} ms, max ${times.at(-1).toFixed(3)} ms (target: a mean under 1 ms; ${mean < 1 ? 'met' : 'NOT met'})`);

// Typos: looked for only when nothing matched as typed, so these cost a pass of edit distances over every name.
const TYPOS = ['east lagon', 'kumasy', 'tkoradi', 'ashalley botwe', 'cantoments'];
const typoTimes = [];
for (let i = 0; i < 500; i++) searchPlaces(TYPOS[i % TYPOS.length]);
for (let i = 0; i < Math.max(1000, QUERIES / 4); i++) {
  const start = performance.now();
  searchPlaces(TYPOS[i % TYPOS.length]);
  typoTimes.push(performance.now() - start);
}
typoTimes.sort((a, b) => a - b);
const typoMean = typoTimes.reduce((s, t) => s + t, 0) / typoTimes.length;
console.log(`with typos (${TYPOS.length} strings): mean ${typoMean.toFixed(3)} ms, p50 ${typoTimes[Math.floor(typoTimes.length / 2)].toFixed(3)} ms, p99 ${typoTimes[Math.floor(typoTimes.length * 0.99)].toFixed(3)} ms`);
