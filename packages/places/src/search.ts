import { districtById, districts, places, regionOfPlace, regions } from './gazetteer';
import { normalizeName } from './normalize';
import type { Place, PlaceSuggestion, SuggestionKind } from './types';

export interface SearchOptions {
  /** How many suggestions at most; 8 unless told. */
  limit?: number;
  /** Only suggestions in this region. */
  regionCode?: string;
  /**
   * Places to search beside the gazetteer's: the localities listers type, learned from the listings (the query
   * API's learned places). Keep passing the same array while it has not changed: its names are normalised once.
   */
  extra?: readonly Place[];
  /**
   * Whether the query is still being typed (the autocomplete): its last word may then be the start of a word with
   * a typo in it ('east lag' finds East Legon). A search names a place in whole words, so it says false. True unless told.
   */
  typing?: boolean;
}

// Among equally good matches: a city before a neighbourhood before a town, then districts, then regions
// (a region comes first only when the query names it exactly, see rank()).
const KIND_RANK: Record<SuggestionKind, number> = { city: 0, neighbourhood: 1, town: 2, district: 3, region: 4 };

interface Entry {
  suggestion: PlaceSuggestion;
  /** Normalised name first, then the alternative spellings. */
  names: string[];
  /** The words of each of names. */
  words: string[][];
  /** The words of the city, district and region, for queries like 'legon accra'. */
  context: string[];
  kindRank: number;
  population: number;
  /** The letters of each of names (letterMask), and of each of its words: the typo pass's quick test. */
  nameMasks: number[];
  wordMasks: number[][];
  /** The name's rank in English alphabetical order among the gazetteer's entries; -1 for an extra place's. */
  order: number;
}

const wordsOf = (s: string) => (s ? s.split(' ') : []);
// The words of a city's, district's or region's name, which thousands of entries share: normalised once each.
const contextCache = new Map<string, string[]>();
function contextWords(name: string): string[] {
  let words = contextCache.get(name);
  if (!words) contextCache.set(name, (words = wordsOf(normalizeName(name))));
  return words;
}

/**
 * The set of letters in a normalised string as 32 bits (a to z, digits sharing the last six). A word within d edits of
 * another lacks at most d of the other's letters (each missing letter costs a deletion or a substitution), so
 * missingLetters() is a cheap test that rules out most words before an edit distance is worked out.
 */
function letterMask(s: string): number {
  let mask = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 97 && c <= 122) mask |= 1 << (c - 97);
    else if (c >= 48 && c <= 57) mask |= 1 << (26 + ((c - 48) % 6));
  }
  return mask;
}
/** How many of the letters of mask a are not in mask b. */
function missingLetters(a: number, b: number): number {
  let x = a & ~b;
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

function entry(suggestion: PlaceSuggestion, alt: readonly string[], context: readonly (string | undefined)[], population = 0): Entry {
  const names = [suggestion.name, ...alt].map(normalizeName);
  const words = names.map(wordsOf);
  return {
    suggestion,
    names,
    words,
    context: context.flatMap((c) => (c ? contextWords(c) : [])),
    kindRank: KIND_RANK[suggestion.kind],
    population,
    nameMasks: names.map(letterMask),
    wordMasks: words.map((ws) => ws.map(letterMask)),
    order: -1,
  };
}

const districtLabel = (name: string, regionName: string) =>
  /\b(Municipal|Metropolitan)$/.test(name) ? `${name}, ${regionName}` : `${name} District, ${regionName}`;

function placeEntry(p: Place): Entry {
  const region = regionOfPlace(p);
  const district = p.districtId ? districtById(p.districtId) : undefined;
  const label = [p.name, p.city, region.name].filter((x): x is string => Boolean(x)).join(', ');
  const suggestion: PlaceSuggestion = { id: p.id, name: p.name, kind: p.kind, label, regionCode: p.regionCode, regionName: region.name, lat: p.lat, lon: p.lon };
  if (district) suggestion.districtName = district.name;
  return entry(suggestion, p.alt ?? [], [p.city, district?.name, region.name], p.population);
}

/**
 * Which entries have a word (of their name or another spelling) starting with given letters: by a word's first two
 * letters, and by its first letter for one-letter queries. Every match as typed (score() below) has a query word
 * starting a word of the name, so only these entries are scored: a query reads a few dozen entries, not all.
 */
function prefixIndex(list: readonly Entry[]): { byTwo: Map<string, number[]>; byOne: Map<string, number[]> } {
  const byTwo = new Map<string, number[]>();
  const byOne = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, key: string, i: number) => {
    const at = map.get(key);
    if (!at) map.set(key, [i]);
    else if (at[at.length - 1] !== i) at.push(i);
  };
  list.forEach((e, i) => {
    for (const words of e.words) for (const w of words) {
      add(byTwo, w.slice(0, 2), i);
      add(byOne, w.slice(0, 1), i);
    }
  });
  return { byTwo, byOne };
}

// Among equals, names in English alphabetical order: each entry's rank in it, worked out once (a collator's compare
// in every sort of every query cost more than the rest of the query).
let collator: Intl.Collator | undefined;
const byName = (a: Entry, b: Entry) => (collator ??= new Intl.Collator('en')).compare(a.suggestion.name, b.suggestion.name);

interface Built {
  entries: Entry[];
  index: ReturnType<typeof prefixIndex>;
  /** Which entries a query has already scored, by a stamp per query (no clearing between queries). */
  seen: Uint32Array;
}
let built: Built | undefined;
let stamp = 0;
/**
 * The regions', districts' and places' entries (about 3,800, names normalised), ranked by name and indexed: built at
 * the first search, not when the module loads, since it costs some 150 ms of CPU that a process which never searches
 * (most of the tests that load @fie/places, for its regions or nearestPlace) need not pay.
 */
function build(): Built {
  if (built) return built;
  const entries: Entry[] = [
    ...regions.map((r) =>
      entry({ id: r.code, name: r.name, kind: 'region', label: `${r.name} Region`, regionCode: r.code, regionName: r.name, lat: r.lat, lon: r.lon }, [], []),
    ),
    ...districts.map((d) => {
      const region = regionOfPlace(d);
      const position = d.lat !== undefined && d.lon !== undefined ? { lat: d.lat, lon: d.lon } : { lat: region.lat, lon: region.lon, approximate: true as const };
      return entry({ id: d.id, name: d.name, kind: 'district', label: districtLabel(d.name, region.name), regionCode: d.regionCode, regionName: region.name, ...position }, [], [region.name]);
    }),
    ...places.map(placeEntry),
  ];
  // By the normalised name first (a plain comparison, the same order for names of letters and spaces), the collator
  // only between names that normalise alike: thousands of collator comparisons cost more than the rest of the build.
  [...entries].sort((a, b) => (a.names[0]! < b.names[0]! ? -1 : a.names[0]! > b.names[0]! ? 1 : byName(a, b))).forEach((e, i) => (e.order = i));
  built = { entries, index: prefixIndex(entries), seen: new Uint32Array(entries.length) };
  return built;
}

// The extra places' entries, made once per array passed.
const extraEntries = new WeakMap<readonly Place[], Entry[]>();
function entriesOf(extra: readonly Place[]): Entry[] {
  let made = extraEntries.get(extra);
  if (!made) {
    made = extra.map(placeEntry);
    extraEntries.set(extra, made);
  }
  return made;
}
/** Two entries' names in English alphabetical order: by their ranks, or by the collator for an extra place's. */
function compareNames(a: Entry, b: Entry): number {
  return a.order >= 0 && b.order >= 0 ? a.order - b.order : byName(a, b);
}

/** How many typing mistakes a word of this many letters may hold and still be found: none up to 3, one up to 7, then two. */
export const typosAllowed = (length: number) => (length < 4 ? 0 : length < 8 ? 1 : 2);

/**
 * The edit distance between a and b (insertions, deletions, substitutions and swaps of two neighbouring letters,
 * each one edit), or max + 1 as soon as it must be more than max. Only the band of cells within max of the
 * diagonal is worked out, so a check costs a few dozen steps.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  if (b.length >= BUFFER) return a === b ? 0 : max + 1;
  // Three rows reused across calls (this runs thousands of times a query): two back, one back, this one.
  let prev2 = rowA;
  let prev = rowB;
  let row = rowC;
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - max);
    const to = Math.min(b.length, i + max);
    row[0] = i;
    if (from > 1) row[from - 1] = max + 1;
    if (to < b.length) row[to + 1] = max + 1;
    let best = i <= max ? i : max + 1;
    for (let j = from; j <= to; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) d = Math.min(d, prev2[j - 2]! + 1);
      row[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    const t = prev2;
    prev2 = prev;
    prev = row;
    row = t;
  }
  return Math.min(prev[b.length]!, max + 1);
}
const BUFFER = 128;
const rowA = new Int32Array(BUFFER + 2);
const rowB = new Int32Array(BUFFER + 2);
const rowC = new Int32Array(BUFFER + 2);

/**
 * The fewest edits with which every query word matches a different word of the name: the start of it as typed,
 * the whole word with at most typosAllowed(length) mistakes, or (while typing) the start of it with one mistake,
 * for the last query word; -1 when some query word matches none.
 */
function typoWordsMatch(queryWords: readonly string[], queryMasks: readonly number[], words: readonly string[], masks: readonly number[], typing: boolean): number {
  const used = words.length <= USED.length ? USED.fill(0, 0, words.length) : new Uint8Array(words.length);
  let edits = 0;
  for (let k = 0; k < queryWords.length; k++) {
    const q = queryWords[k]!;
    const allowed = typosAllowed(q.length);
    const last = typing && k === queryWords.length - 1;
    // The start of a word with a typo: from four letters, or three after other words ('east lag').
    const startTypo = q.length >= 4 || (q.length === 3 && queryWords.length > 1);
    let bestIndex = -1;
    let bestEdits = Infinity;
    for (let i = 0; i < words.length && bestEdits > 0; i++) {
      if (used[i]) continue;
      // Any match below lacks at most `allowed` of the query word's letters, or one for the start of a word with a typo.
      if (missingLetters(queryMasks[k]!, masks[i]!) > (last && startTypo ? Math.max(allowed, 1) : allowed)) continue;
      const w = words[i]!;
      let d = w.startsWith(q) ? 0 : allowed > 0 ? editDistance(q, w, allowed) : Infinity;
      if (d > allowed && last && startTypo && w.length > q.length) d = editDistance(q, w.slice(0, q.length), 1) <= 1 ? 1 : Infinity;
      if (d <= Math.max(allowed, 1) && d < bestEdits) {
        bestEdits = d;
        bestIndex = i;
      }
    }
    if (bestIndex < 0) return -1;
    used[bestIndex] = 1;
    edits += bestEdits;
  }
  return edits;
}
const USED = new Uint8Array(16);

/** Whether every query word starts a different one of words (in any order). */
function wordsMatch(queryWords: readonly string[], words: readonly string[]): boolean {
  const used = new Array<boolean>(words.length).fill(false);
  return queryWords.every((q) => {
    const i = words.findIndex((w, k) => !used[k] && w.startsWith(q));
    if (i < 0) return false;
    used[i] = true;
    return true;
  });
}

/**
 * How well an entry matches, lower is better, or -1 for no match: 0 the exact name, 2 a name starting with the
 * query, 4 every query word starting a word of the name ('leg' → West Legon), 6 the words found in the name and its
 * city, district or region ('legon accra'). An alternative spelling scores one more than the name would.
 */
function score(e: Entry, query: string, queryWords: readonly string[]): number {
  let best = -1;
  e.names.forEach((name, i) => {
    const alt = i === 0 ? 0 : 1;
    let s = -1;
    if (name === query) s = 0;
    else if (name.startsWith(query)) s = 2;
    else if (wordsMatch(queryWords, e.words[i] ?? [])) s = 4;
    if (s >= 0 && (best < 0 || s + alt < best)) best = s + alt;
  });
  if (best < 0 && queryWords.length > 1) {
    const inName = queryWords.filter((q) => e.words[0]?.some((w) => w.startsWith(q)));
    if (inName.length > 0 && wordsMatch(queryWords, [...(e.words[0] ?? []), ...e.context])) best = 6;
  }
  return best;
}

/**
 * Only when nothing matched as typed: a match with typos ('east lagon' → East Legon, 'kumasy' → Kumasi), scoring
 * 8 plus the edits (one more for an alternative spelling), or -1. The whole name counts too, so a space left
 * out or put in is one edit ('eastlegon').
 */
function typoScore(e: Entry, query: string, queryWords: readonly string[], queryMask: number, queryMasks: readonly number[], typing: boolean): number {
  let best = -1;
  const allowed = typosAllowed(query.length);
  for (let i = 0; i < e.names.length; i++) {
    const name = e.names[i]!;
    const alt = i === 0 ? 0 : 1;
    let edits = typoWordsMatch(queryWords, queryMasks, e.words[i] ?? [], e.wordMasks[i] ?? [], typing);
    const nameMask = e.nameMasks[i]!;
    const whole = missingLetters(queryMask, nameMask) > allowed || missingLetters(nameMask, queryMask) > allowed ? allowed + 1 : editDistance(query, name, allowed);
    if (whole <= allowed && (edits < 0 || whole < edits)) edits = whole;
    if (edits >= 0 && (best < 0 || 8 + edits + alt < best)) best = 8 + edits + alt;
  }
  return best;
}

/**
 * Suggestions for the location box, best first: exact names, then names starting with the query, then word-prefix
 * matches, then (only when none of those match) names with typos, the fewest edits first; among equals a city before a neighbourhood before a town, then districts and regions (a region named
 * exactly comes first), then the larger population. Case, accents and punctuation are ignored. A query scores only
 * the entries the prefix index gives for its words (tens of microseconds over the 3,800); a query with typos reads
 * every entry, most ruled out by their letters before any edit distance (a few tenths of a millisecond).
 */
export function searchPlaces(query: string, options: SearchOptions = {}): PlaceSuggestion[] {
  const q = normalizeName(query);
  const limit = Math.max(0, Math.floor(options.limit ?? 8));
  if (!q || limit === 0) return [];
  const queryWords = q.split(' ');
  const typing = options.typing ?? true;
  const extra = options.extra?.length ? entriesOf(options.extra) : [];
  const inRegion = (e: Entry) => !options.regionCode || e.suggestion.regionCode === options.regionCode;
  const found: { e: Entry; s: number; kind: number }[] = [];
  const consider = (e: Entry) => {
    if (!inRegion(e)) return;
    const s = score(e, q, queryWords);
    if (s < 0) return;
    const kind = e.suggestion.kind === 'region' && s === 0 ? -1 : e.kindRank;
    found.push({ e, s, kind });
  };
  // The gazetteer's entries through the prefix index (each once), the extra ones (a few hundred at most) all.
  const { entries, index, seen } = build();
  stamp = stamp === 0xffffffff ? 1 : stamp + 1;
  if (stamp === 1) seen.fill(0);
  for (const w of queryWords) {
    for (const i of (w.length >= 2 ? index.byTwo.get(w.slice(0, 2)) : index.byOne.get(w)) ?? []) {
      if (seen[i] === stamp) continue;
      seen[i] = stamp;
      consider(entries[i]!);
    }
  }
  for (const e of extra) consider(e);
  // Typos are looked for only when nothing matched as typed (so in every entry), and only in words of three letters or more.
  if (found.length === 0 && queryWords.some((w) => w.length >= 3)) {
    const queryMask = letterMask(q);
    const queryMasks = queryWords.map(letterMask);
    for (const list of [entries, extra]) {
      for (const e of list) {
        if (!inRegion(e)) continue;
        const s = typoScore(e, q, queryWords, queryMask, queryMasks, typing);
        if (s >= 0) found.push({ e, s, kind: e.kindRank });
      }
    }
  }
  found.sort((a, b) => a.s - b.s || a.kind - b.kind || b.e.population - a.e.population || compareNames(a.e, b.e));
  return found.slice(0, limit).map(({ e }) => ({ ...e.suggestion }));
}
