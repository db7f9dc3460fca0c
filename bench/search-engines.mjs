#!/usr/bin/env node
// Search engines benchmark: the embedded columnar search index (the default), the SQLite FTS5 + R*Tree
// index (SEARCH_INDEX=sqlite) and a plain in-memory scan (a JS array filtered and sorted per query), on synthetic listings spread over Ghana the way real ones would be
// (most in Greater Accra and Kumasi). Three typical queries, each with terms aggregations:
//   1. map viewport + filters + sort by price (the map page),
//   2. full text + place (the search box, as typed),
//   3. within 10 km of a point, sorted by distance ("near me").
// In-process latencies (p50/p95/p99), no HTTP. Build first: `npm run build:server`.
//
//   node bench/search-engines.mjs [--listings 100000] [--iterations 200] [--seed 42]
//   node bench/search-engines.mjs --cold-load true [--listings 1000000] [--file <kept index file>] [--cpu-prof true]
//   node bench/search-engines.mjs --snapshot-stall true [--listings 1000000] [--file <kept index file>]
//
// --cold-load true measures a start of the columnar index alone: it writes the listings straight into a fresh
// index file (or reuses --file when it holds them), then opens the file in a new process, twice, and times
// each until its first search answers, with that process's resident memory: the first start after the
// rows were written, then the next (which reads what the first left behind, if anything), and then what a
// text + place query costs in that process (one common word within 3 or 10 km of a town). With --cpu-prof
// true each start writes a CPU profile into a profiles folder beside the file.
//
// --snapshot-stall true measures what a snapshot of the columnar index costs the searches running beside it:
// the index is loaded, updated until the next snapshot is one bulk away, and then a searcher runs without pause
// while the last bulks are written and the snapshot is encoded and written. It reports the searches' latencies
// during the snapshot and the longest one (a search waits behind whatever the thread does without yielding).
//
// The in-memory baseline is what a small site could do without any index: it is the floor to beat for
// small data and the reason to have an index for large data. Its text match (all words, last as prefix,
// diacritics folded) and its relevance (word counts) are simpler than FTS5's bm25.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadBuilt, parseArgs, seeded } from './lib/common.mjs';

const { SqliteSearchIndex } = loadBuilt('packages/stores/dist/search-index/sqlite-search-index.js', 'the built adapter');
const { ColumnarSearchIndex } = loadBuilt('packages/stores/dist/search-index/columnar-search-index.js', 'the built adapter');

const args = parseArgs();
const LISTINGS = Number(args.listings ?? 100_000);
const ITERATIONS = Number(args.iterations ?? 200);
const WARMUP = Math.min(20, ITERATIONS);
// mulberry32: a small seeded generator, so every run (and every engine) sees the same listings and queries.
const generator = seeded(Number(args.seed ?? 42));
const { random, pick, gauss, pickWeighted } = generator;

// Where listings are, with weights (share of listings) and spread in degrees (about 11 km per 0.1°).
const PLACES = [
  { town: 'East Legon', region: 'greater_accra', lat: 5.6353, lon: -0.1617, weight: 9, spread: 0.02 },
  { town: 'Osu', region: 'greater_accra', lat: 5.556, lon: -0.183, weight: 7, spread: 0.015 },
  { town: 'Cantonments', region: 'greater_accra', lat: 5.5786, lon: -0.1745, weight: 5, spread: 0.012 },
  { town: 'Adenta', region: 'greater_accra', lat: 5.7096, lon: -0.1545, weight: 6, spread: 0.02 },
  { town: 'Madina', region: 'greater_accra', lat: 5.6681, lon: -0.1664, weight: 5, spread: 0.02 },
  { town: 'Spintex', region: 'greater_accra', lat: 5.6309, lon: -0.1025, weight: 5, spread: 0.02 },
  { town: 'Dansoman', region: 'greater_accra', lat: 5.5482, lon: -0.2657, weight: 4, spread: 0.02 },
  { town: 'Kasoa', region: 'central', lat: 5.5345, lon: -0.4168, weight: 5, spread: 0.03 },
  { town: 'Tema', region: 'greater_accra', lat: 5.6698, lon: -0.0166, weight: 8, spread: 0.03 },
  { town: 'Kumasi', region: 'ashanti', lat: 6.6885, lon: -1.6244, weight: 15, spread: 0.05 },
  { town: 'Takoradi', region: 'western', lat: 4.8845, lon: -1.7554, weight: 6, spread: 0.04 },
  { town: 'Cape Coast', region: 'central', lat: 5.1053, lon: -1.2466, weight: 4, spread: 0.03 },
  { town: 'Tamale', region: 'northern', lat: 9.4008, lon: -0.8393, weight: 5, spread: 0.05 },
  { town: 'Ho', region: 'volta', lat: 6.6008, lon: 0.4713, weight: 3, spread: 0.03 },
  { town: 'Koforidua', region: 'eastern', lat: 6.0941, lon: -0.2591, weight: 3, spread: 0.03 },
  { town: 'Sunyani', region: 'bono', lat: 7.3349, lon: -2.3123, weight: 2, spread: 0.03 },
  { town: 'Bolgatanga', region: 'upper_east', lat: 10.7856, lon: -0.8514, weight: 1, spread: 0.03 },
  { town: 'Wa', region: 'upper_west', lat: 10.0601, lon: -2.5099, weight: 1, spread: 0.03 },
  // Farmland and the rest, anywhere in the country.
  { town: 'Rural', region: 'other', lat: 7.9, lon: -1.0, weight: 6, spread: 1.2 },
];
const place = () => pickWeighted(PLACES, (p) => p.weight);

const CATEGORIES = [['residential', 62], ['commercial', 18], ['farmland', 12], ['events', 8]];
const ACQUISITIONS = { residential: ['rent', 'rent', 'buy', 'short_stay'], commercial: ['rent', 'buy'], farmland: ['buy', 'rent'], events: ['short_stay'] };
const KINDS = { residential: ['apartment', 'house', 'townhouse', 'studio', 'villa', 'chamber and hall'], commercial: ['shop', 'office', 'warehouse', 'store'], farmland: ['farmland', 'plot', 'land'], events: ['event hall', 'garden', 'conference room'] };
const AMENITIES = ['water', 'electricity', 'parking', 'security', 'wifi', 'air_conditioning', 'pool', 'generator', 'borehole', 'furnished', 'garden', 'gym'];
const WORDS = ['spacious', 'quiet', 'neighbourhood', 'close', 'to', 'the', 'main', 'road', 'tiled', 'floors', 'fitted', 'kitchen', 'walled', 'gated', 'with', 'ample', 'parking', 'prepaid', 'meter', 'reliable', 'water', 'supply', 'café', 'nearby', 'school', 'market', 'church', 'mosque', 'newly', 'built', 'renovated', 'balcony', 'view', 'serene', 'estate', 'tarred', 'access', 'fenced', 'fertile', 'soil', 'clean', 'title', 'documents', 'indenture'];

const category = () => pickWeighted(CATEGORIES, ([, weight]) => weight)[0];

function listing(i) {
  const p = place();
  const cat = category();
  const acquisition = pick(ACQUISITIONS[cat]);
  const kind = pick(KINDS[cat]);
  const bedrooms = cat === 'residential' ? 1 + Math.floor(random() * 5) : undefined;
  const base = { residential: 2500, commercial: 6000, farmland: 40000, events: 3000 }[cat];
  const price = Math.round(base * (acquisition === 'buy' ? 120 : 1) * (0.3 + random() * 2.5));
  const amenities = AMENITIES.filter(() => random() < 0.3);
  const words = Array.from({ length: 25 + Math.floor(random() * 30) }, () => pick(WORDS)).join(' ');
  const day = Math.floor(random() * 730);
  return {
    id: `l${String(i).padStart(7, '0')}`,
    title: `${bedrooms ? `${bedrooms} bedroom ` : ''}${kind} ${acquisition === 'rent' ? 'for rent' : acquisition === 'buy' ? 'for sale' : 'short stay'} in ${p.town}`,
    description: `${words}. ${p.town}, ${p.region.replace('_', ' ')} region.`,
    category: cat,
    acquisition,
    region: p.region,
    town: p.town,
    price,
    ...(bedrooms ? { bedrooms } : {}),
    amenities,
    verified: random() < 0.4,
    publishedAt: new Date(Date.UTC(2024, 0, 1) + day * 86_400_000).toISOString(),
    location: { lat: p.lat + gauss() * p.spread, lon: p.lon + gauss() * p.spread },
  };
}

const MAPPING = {
  title: 'text',
  description: 'text',
  category: 'keyword',
  acquisition: 'keyword',
  region: 'keyword',
  town: 'keyword',
  price: 'number',
  bedrooms: 'number',
  amenities: 'keyword[]',
  verified: 'boolean',
  publishedAt: 'date',
  location: 'geo_point',
};

// The three queries, with varying parameters drawn from the same seeded generator.
const CITIES = PLACES.filter((p) => p.town !== 'Rural');
const QUERIES = {
  'viewport + filters, by price': () => {
    const c = pick(CITIES);
    const half = 0.04 + random() * 0.06; // a map view 9 to 22 km across
    return {
      filter: [
        { term: { field: 'category', value: 'residential' } },
        { terms: { field: 'acquisition', values: ['rent', 'short_stay'] } },
        { range: { field: 'price', gte: 500, lte: 4000 + Math.floor(random() * 6000) } },
        { range: { field: 'bedrooms', gte: 1 + Math.floor(random() * 3) } },
      ],
      geo: { field: 'location', bbox: { north: c.lat + half, south: c.lat - half, east: c.lon + half, west: c.lon - half } },
      sort: [{ field: 'price', order: 'asc' }],
      size: 20,
      aggregations: { category: { terms: { field: 'category' } }, amenities: { terms: { field: 'amenities' } } },
    };
  },
  'text + place, by relevance': () => {
    const c = pick(CITIES);
    const text = pick(['2 bedroom apart', 'furnished house', 'shop for rent', 'quiet estate vil', 'office space near mark', 'event hall', 'fenced land with ti', 'chamber and ha']);
    return {
      text: { query: text, fields: ['title', 'description'] },
      filter: [{ term: { field: 'region', value: c.region } }],
      size: 20,
      aggregations: { category: { terms: { field: 'category' } }, acquisition: { terms: { field: 'acquisition' } } },
    };
  },
  'within 10 km, by distance': () => {
    const c = pick(CITIES);
    const at = { lat: c.lat + gauss() * 0.02, lon: c.lon + gauss() * 0.02 };
    return {
      filter: [{ term: { field: 'acquisition', value: pick(['rent', 'buy']) } }],
      geo: { field: 'location', distance: { ...at, km: 10 } },
      sort: [{ distanceFrom: { field: 'location', ...at }, order: 'asc' }],
      size: 20,
      aggregations: { category: { terms: { field: 'category' } }, amenities: { terms: { field: 'amenities' } } },
    };
  },
};

// Beyond the target, for the record: a match set of most listings is where an embedded index is slowest,
// because its aggregations sort every match (see the SQLite adapter's notes). Fewer iterations: they are slow.
const HEAVY = {
  'everything, newest first': () => ({
    sort: [{ field: 'publishedAt', order: 'desc' }],
    size: 20,
    aggregations: { category: { terms: { field: 'category' } }, amenities: { terms: { field: 'amenities' } } },
  }),
  'whole country + 1 filter, by price': () => ({
    filter: [{ term: { field: 'acquisition', value: pick(['rent', 'buy']) } }],
    geo: { field: 'location', bbox: { north: 11.2, south: 4.7, east: 1.2, west: -3.3 } },
    sort: [{ field: 'price', order: 'asc' }],
    size: 20,
    aggregations: { category: { terms: { field: 'category' } }, amenities: { terms: { field: 'amenities' } } },
  }),
};

/** The baseline: a JS array, filtered, counted, aggregated and sorted per query. */
class MemoryScan {
  constructor(docs) {
    const fold = (s) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    this.docs = docs.map((doc) => ({ doc, words: fold(`${doc.title} ${doc.description}`).match(/[\p{L}\p{N}]+/gu) ?? [] }));
    this.fold = fold;
  }
  search(q) {
    const pass = (d) => (q.filter ?? []).every((c) => clause(d, c));
    const clause = (d, c) => {
      if (c.term) return Array.isArray(d[c.term.field]) ? d[c.term.field].includes(c.term.value) : d[c.term.field] === c.term.value;
      if (c.terms) return c.terms.values.includes(d[c.terms.field]);
      if (c.range) {
        const v = d[c.range.field];
        return v !== undefined && (c.range.gte === undefined || v >= c.range.gte) && (c.range.lte === undefined || v <= c.range.lte);
      }
      return true;
    };
    const words = q.text ? this.fold(q.text.query).match(/[\p{L}\p{N}]+/gu) ?? [] : [];
    const matches = [];
    for (const entry of this.docs) {
      const d = entry.doc;
      if (!pass(d)) continue;
      let distanceKm;
      if (q.geo?.bbox) {
        const b = q.geo.bbox;
        const { lat, lon } = d.location;
        if (lat < b.south || lat > b.north || lon < b.west || lon > b.east) continue;
      }
      if (q.geo?.distance) {
        distanceKm = haversineKm(q.geo.distance, d.location);
        if (distanceKm > q.geo.distance.km) continue;
      }
      let score = 0;
      if (words.length) {
        let ok = true;
        for (let i = 0; i < words.length && ok; i++) {
          const w = words[i];
          const n = entry.words.reduce((s, x) => s + (i === words.length - 1 ? (x.startsWith(w) ? 1 : 0) : x === w ? 1 : 0), 0);
          ok = n > 0;
          score += n;
        }
        if (!ok) continue;
      }
      matches.push({ d, score, distanceKm });
    }
    const aggregations = {};
    for (const [name, agg] of Object.entries(q.aggregations ?? {})) {
      const counts = new Map();
      for (const { d } of matches) for (const v of [].concat(d[agg.terms.field] ?? [])) counts.set(v, (counts.get(v) ?? 0) + 1);
      aggregations[name] = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 10);
    }
    const s = q.sort?.[0];
    const key = s?.field ? (m) => m.d[s.field] : s?.distanceFrom ? (m) => m.distanceKm : (m) => -m.score;
    const dir = s?.order === 'desc' ? -1 : 1;
    const compare = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
    matches.sort((a, b) => dir * compare(key(a), key(b)) || compare(a.d.id, b.d.id));
    return { total: matches.length, hits: matches.slice(0, q.size ?? 10), aggregations };
  }
}

function haversineKm(a, b) {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(run, set = QUERIES, iterations = ITERATIONS) {
  const warmup = Math.min(WARMUP, iterations);
  const queries = Object.entries(set).map(([name, make]) => [name, Array.from({ length: warmup + iterations }, make)]);
  const rows = [];
  for (const [name, list] of queries) {
    const times = [];
    let matched = 0;
    const answers = [];
    for (let i = 0; i < list.length; i++) {
      const start = performance.now();
      const result = await run(list[i]);
      const ms = performance.now() - start;
      if (i >= warmup) {
        times.push(ms);
        matched += result.total;
      }
      const buckets = Object.values(result.aggregations).map((a) => (Array.isArray(a) ? a.map(([k, n]) => `${k}:${n}`) : a.buckets.map((b) => `${b.key}:${b.count}`)).join('|'));
      answers.push({ total: result.total, ids: result.hits.map((h) => h.id ?? h.d.id).join(','), buckets: buckets.join(';') });
    }
    times.sort((a, b) => a - b);
    rows.push({ name, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), matches: Math.round(matched / iterations), answers });
  }
  return rows;
}

async function main() {
  console.log(`Generating ${LISTINGS.toLocaleString('en')} listings…`);
  const docs = Array.from({ length: LISTINGS }, (_, i) => listing(i));
  const querySeed = generator.seed;

  const dir = mkdtempSync(join(tmpdir(), 'fie-bench-'));
  const file = join(dir, 'search.db');
  const index = new SqliteSearchIndex(file);
  const columnarFile = join(dir, 'columnar.db');
  const columnar = new ColumnarSearchIndex(columnarFile);
  try {
    await index.ensureIndex('listings', MAPPING);
    let start = performance.now();
    for (let i = 0; i < docs.length; i += 1000) await index.bulk('listings', docs.slice(i, i + 1000).map((doc) => ({ op: 'upsert', doc })));
    const sqliteIndexMs = performance.now() - start;
    const size = ['', '-wal'].reduce((s, suffix) => s + (statSync(file + suffix, { throwIfNoEntry: false })?.size ?? 0), 0);

    start = performance.now();
    const memory = new MemoryScan(docs);
    const memoryIndexMs = performance.now() - start;

    await columnar.ensureIndex('listings', MAPPING);
    start = performance.now();
    for (let i = 0; i < docs.length; i += 1000) await columnar.bulk('listings', docs.slice(i, i + 1000).map((doc) => ({ op: 'upsert', doc })));
    const columnarWriteMs = performance.now() - start;
    // What a start costs: a fresh instance reads the rows back into columns, in map order.
    const reopened = new ColumnarSearchIndex(columnarFile);
    start = performance.now();
    await reopened.count('listings');
    const columnarLoadMs = performance.now() - start;
    await columnar.close();
    const columnarSize = ['', '-wal'].reduce((s, suffix) => s + (statSync(columnarFile + suffix, { throwIfNoEntry: false })?.size ?? 0), 0);

    const heavyIterations = Math.max(5, Math.round(ITERATIONS / 10));
    generator.seed = querySeed;
    const sqlite = [...(await measure((q) => index.search('listings', q))), ...(await measure((q) => index.search('listings', q), HEAVY, heavyIterations))];
    generator.seed = querySeed;
    const scan = [...(await measure(async (q) => memory.search(q))), ...(await measure(async (q) => memory.search(q), HEAVY, heavyIterations))];
    generator.seed = querySeed;
    const columns = [...(await measure((q) => reopened.search('listings', q))), ...(await measure((q) => reopened.search('listings', q), HEAVY, heavyIterations))];
    const heavyNames = new Set(Object.keys(HEAVY));

    const fmt = (n) => n.toFixed(1).padStart(7);
    // The load average goes with the numbers: on a shared 2-core machine, other work shows in p95 and p99.
    const load = loadavg().map((n) => n.toFixed(1)).join(' ');
    console.log(`\n${LISTINGS.toLocaleString('en')} listings, ${ITERATIONS} queries each (after ${WARMUP} warm-up), Node ${process.version}, ${cpus().length} CPUs, load average ${load}\n`);
    console.log('| engine | query | p50 ms | p95 ms | p99 ms | avg matches |');
    console.log('|---|---|---:|---:|---:|---:|');
    for (const [engine, rows] of [['columnar (default)', columns], ['sqlite (FTS5 + R*Tree)', sqlite], ['in-memory scan', scan]]) {
      for (const r of rows) {
        const name = heavyNames.has(r.name) ? `(heavy, ${heavyIterations}×) ${r.name}` : r.name;
        console.log(`| ${engine} | ${name} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${String(r.matches).padStart(6)} |`);
      }
    }
    // The two engines must agree: same totals everywhere, same pages where the order is fully defined
    // (by price or distance, ties by id; the baseline's relevance is only word counts, so not for text).
    const disagreements = sqlite.map((r, q) =>
      r.answers.filter((a, i) =>
        [scan[q].answers[i], columns[q].answers[i]].some((b) => a.total !== b.total || a.buckets !== b.buckets || (!r.name.startsWith('text') && a.ids !== b.ids)),
      ).length,
    );
    console.log(`\nResults compared query by query: ${disagreements.every((n) => n === 0) ? 'the engines agree on every total, every aggregation and every page' : `disagreements per query: ${disagreements.join(', ')}`}.`);
    console.log(`Indexing all listings: sqlite ${(sqliteIndexMs / 1000).toFixed(1)} s in bulks of 1,000 (file ${(size / 1048576).toFixed(0)} MB); in-memory ${(memoryIndexMs / 1000).toFixed(1)} s (folding text into word lists); columnar ${(columnarWriteMs / 1000).toFixed(1)} s to write (file ${(columnarSize / 1048576).toFixed(0)} MB) and ${(columnarLoadMs / 1000).toFixed(1)} s to load into memory at a start.`);
    console.log(`Heap in use at the end (all three engines loaded): ${(process.memoryUsage().heapUsed / 1048576).toFixed(0)} MB.`);
  } finally {
    await index.close();
    await columnar.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One start, in this process (run as a child by coldLoad): open the file, answer one search, print the figures. */
async function openAndSearch(file) {
  const start = performance.now();
  const index = new ColumnarSearchIndex(file);
  const result = await index.search('listings', { text: { query: 'quiet estate', fields: ['title', 'description'] }, filter: [{ term: { field: 'region', value: 'ashanti' } }], size: 20 });
  const ms = performance.now() - start;
  const rss = process.memoryUsage().rss;
  // Then what a search box query with a place costs once started: one common word, within 3 or 10 km of a
  // town, by relevance, with facets (the marketplace's 'text + place'), 150 of each after 20 to warm up.
  const words = ['gated', 'quiet', 'fenced', 'serene', 'new'];
  const towns = PLACES.filter((p) => p.town !== 'Rural');
  const textPlace = {};
  for (const km of [3, 10]) {
    const times = [];
    for (let i = 0; i < 170; i++) {
      const town = towns[i % towns.length];
      const q = { text: { query: words[i % words.length], fields: ['description'] }, geo: { field: 'location', distance: { lat: town.lat, lon: town.lon, km } }, size: 20, aggregations: { category: { terms: { field: 'category' } }, acquisition: { terms: { field: 'acquisition' } } } };
      const t = performance.now();
      await index.search('listings', q);
      if (i >= 20) times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    textPlace[km] = { p50: percentile(times, 50), p95: percentile(times, 95), mean: times.reduce((a, b) => a + b) / times.length };
  }
  await index.close();
  console.log(JSON.stringify({ ms, rss, total: result.total, live: await countOf(file), textPlace }));
}

async function countOf(file) {
  const index = new ColumnarSearchIndex(file);
  try {
    return index.db.prepare("SELECT count(*) FROM ci_docs WHERE name = 'listings' AND doc IS NOT NULL").pluck().get();
  } finally {
    await index.close();
  }
}

/** Writes the listings straight into a fresh index file, unless it exists (a kept --file). */
async function writeListingsOnce(file) {
  if (existsSync(file)) return;
  const writer = new ColumnarSearchIndex(file);
  await writer.ensureIndex('listings', MAPPING);
  const start = performance.now();
  // In bulks of 1,000 as the projector writes them, generated as they go (a million at once would crowd the heap).
  for (let i = 0; i < LISTINGS; i += 1000) await writer.bulk('listings', Array.from({ length: Math.min(1000, LISTINGS - i) }, (_, j) => ({ op: 'upsert', doc: listing(i + j) })));
  await writer.close();
  console.log(`Wrote ${LISTINGS.toLocaleString('en')} listings into ${file} in ${((performance.now() - start) / 1000).toFixed(1)} s`);
}

async function coldLoad() {
  const dir = args.file ? undefined : mkdtempSync(join(tmpdir(), 'fie-bench-'));
  const file = args.file ?? join(dir, 'columnar.db');
  try {
    await writeListingsOnce(file);
    const size = (f) => statSync(f, { throwIfNoEntry: false })?.size ?? 0;
    const files = () => readdirSync(join(file, '..')).filter((f) => f.startsWith(file.split('/').pop())).map((f) => `${f} ${(size(join(file, '..', f)) / 1048576).toFixed(0)} MB`).join(', ');
    console.log(`Files: ${files()}`);
    const profile = args['cpu-prof'] === 'true' ? ['--cpu-prof', `--cpu-prof-dir=${join(file, '..', 'profiles')}`] : [];
    for (const which of ['first start', 'next start']) {
      const out = execFileSync(process.execPath, [...profile, new URL(import.meta.url).pathname, '--open', file], { encoding: 'utf8', maxBuffer: 1 << 20 });
      const r = JSON.parse(out.trim().split('\n').pop());
      const load = loadavg().map((n) => n.toFixed(2)).join(' ');
      console.log(`${which}: first search answered ${(r.ms / 1000).toFixed(2)} s after opening the index (${r.live.toLocaleString('en')} listings, ${r.total} matches), resident memory ${(r.rss / 1048576).toFixed(0)} MB; load average ${load}`);
      const tp = Object.entries(r.textPlace).map(([km, t]) => `within ${km} km p50 ${t.p50.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms, mean ${t.mean.toFixed(1)} ms`);
      console.log(`  then one word + place, by relevance, with facets: ${tp.join('; ')}`);
    }
    console.log(`Files: ${files()}`);
  } finally {
    if (dir && !args.keep) rmSync(dir, { recursive: true, force: true });
  }
}

async function snapshotStall() {
  const dir = args.file ? undefined : mkdtempSync(join(tmpdir(), 'fie-bench-'));
  const file = args.file ?? join(dir, 'columnar.db');
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  try {
    await writeListingsOnce(file);
    const index = new ColumnarSearchIndex(file, { snapshotGapMs: 0 });
    const settled = async () => {
      while (index.snapshotting) await sleep(20);
    };
    let start = performance.now();
    const first = await index.search('listings', { size: 1 });
    await settled();
    console.log(`Loaded ${first.total.toLocaleString('en')} listings in ${((performance.now() - start) / 1000).toFixed(1)} s (and any first snapshot written).`);
    // Rows short of the next snapshot (a tenth of the index), as updates of existing listings.
    const tenth = Math.ceil(first.total / 10);
    const update = (from, n) => index.bulk('listings', Array.from({ length: n }, (_, j) => ({ op: 'upsert', doc: listing(from + j) })));
    let written = 0;
    for (; written + 1000 < tenth - 1000; written += 1000) await update(written, 1000);
    const queries = Object.values(QUERIES);
    const during = [];
    let running = true;
    // Searches are counted from when the bulk that begins the snapshot is written.
    let snapshotting = Infinity;
    // Open loop, as people arrive: a search every 50 ms, each timed from when it was due, so one that waits
    // behind the thread (a bulk, the snapshot's encoding) counts the wait, as a person's would; and its own time.
    const own = [];
    const searcher = (async () => {
      let due = performance.now();
      for (let i = 0; running; i++) {
        const wait = due - performance.now();
        await (wait > 0 ? sleep(wait) : new Promise((resolve) => setImmediate(resolve)));
        const t = performance.now();
        await index.search('listings', queries[i % queries.length]());
        if (due >= snapshotting) {
          own.push(performance.now() - t);
          during.push(performance.now() - due);
        }
        due += 50;
      }
    })();
    let longestBulk = 0;
    let began = 0;
    // The last rows, 50 at a time every 20 ms (a bulk that short costs the searches little), until one bulk
    // begins the snapshot; then until it is named. Searches are counted from the start of each bulk: those due
    // before the one that began the snapshot are left out.
    while (!index.snapshotting) {
      began = performance.now();
      snapshotting = began;
      await update(written, 50);
      written += 50;
      longestBulk = Math.max(longestBulk, performance.now() - began);
      await sleep(20);
      if (!index.snapshotting) (during.length = 0), (own.length = 0);
    }
    await settled();
    const took = performance.now() - began;
    running = false;
    await searcher;
    during.sort((a, b) => a - b);
    own.sort((a, b) => a - b);
    const load = loadavg().map((n) => n.toFixed(2)).join(' ');
    console.log(`Snapshot of ${first.total.toLocaleString('en')} listings (${written.toLocaleString('en')} updated): from the bulk that began it until named ${(took / 1000).toFixed(2)} s; the longest bulk ${longestBulk.toFixed(0)} ms (encoding included when it is synchronous).`);
    console.log(`Searches meanwhile (one due every 50 ms), from when each was due: ${during.length}, p50 ${percentile(during, 50).toFixed(1)} ms, p99 ${percentile(during, 99).toFixed(1)} ms, longest ${during[during.length - 1].toFixed(0)} ms; each one's own time p50 ${percentile(own, 50).toFixed(1)} ms, p99 ${percentile(own, 99).toFixed(1)} ms; load average ${load}`);
    await index.close();
  } finally {
    if (dir && !args.keep) rmSync(dir, { recursive: true, force: true });
  }
}

if (args.open) await openAndSearch(args.open);
else if (args['cold-load'] === 'true') await coldLoad();
else if (args['snapshot-stall'] === 'true') await snapshotStall();
else await main();
