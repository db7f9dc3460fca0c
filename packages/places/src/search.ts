import { districtById, districts, places, regionOfPlace, regions } from './gazetteer';
import { normalizeName } from './normalize';
import type { PlaceSuggestion, SuggestionKind } from './types';

export interface SearchOptions {
  /** How many suggestions at most; 8 unless told. */
  limit?: number;
  /** Only suggestions in this region. */
  regionCode?: string;
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
}

const wordsOf = (s: string) => (s ? s.split(' ') : []);

function entry(suggestion: PlaceSuggestion, alt: readonly string[], context: readonly (string | undefined)[], population = 0): Entry {
  const names = [suggestion.name, ...alt].map(normalizeName);
  return {
    suggestion,
    names,
    words: names.map(wordsOf),
    context: context.flatMap((c) => (c ? wordsOf(normalizeName(c)) : [])),
    kindRank: KIND_RANK[suggestion.kind],
    population,
  };
}

const districtLabel = (name: string, regionName: string) =>
  /\b(Municipal|Metropolitan)$/.test(name) ? `${name}, ${regionName}` : `${name} District, ${regionName}`;

// Built once, when the module loads: about 500 entries with their names already normalised.
const entries: Entry[] = [
  ...regions.map((r) =>
    entry({ id: r.code, name: r.name, kind: 'region', label: `${r.name} Region`, regionCode: r.code, regionName: r.name, lat: r.lat, lon: r.lon }, [], []),
  ),
  ...districts.map((d) => {
    const region = regionOfPlace(d);
    const position = d.lat !== undefined && d.lon !== undefined ? { lat: d.lat, lon: d.lon } : { lat: region.lat, lon: region.lon, approximate: true as const };
    return entry({ id: d.id, name: d.name, kind: 'district', label: districtLabel(d.name, region.name), regionCode: d.regionCode, regionName: region.name, ...position }, [], [region.name]);
  }),
  ...places.map((p) => {
    const region = regionOfPlace(p);
    const district = p.districtId ? districtById(p.districtId) : undefined;
    const label = [p.name, p.city, region.name].filter((x): x is string => Boolean(x)).join(', ');
    const suggestion: PlaceSuggestion = { id: p.id, name: p.name, kind: p.kind, label, regionCode: p.regionCode, regionName: region.name, lat: p.lat, lon: p.lon };
    if (district) suggestion.districtName = district.name;
    return entry(suggestion, p.alt ?? [], [p.city, district?.name, region.name], p.population);
  }),
];

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
 * Suggestions for the location box, best first: exact names, then names starting with the query, then word-prefix
 * matches; among equals a city before a neighbourhood before a town, then districts and regions (a region named
 * exactly comes first), then the larger population. Case, accents and punctuation are ignored. A query is a linear
 * scan over precomputed names: a few microseconds.
 */
export function searchPlaces(query: string, options: SearchOptions = {}): PlaceSuggestion[] {
  const q = normalizeName(query);
  const limit = Math.max(0, Math.floor(options.limit ?? 8));
  if (!q || limit === 0) return [];
  const queryWords = q.split(' ');
  const found: { e: Entry; s: number; kind: number }[] = [];
  for (const e of entries) {
    if (options.regionCode && e.suggestion.regionCode !== options.regionCode) continue;
    const s = score(e, q, queryWords);
    if (s < 0) continue;
    const kind = e.suggestion.kind === 'region' && s === 0 ? -1 : e.kindRank;
    found.push({ e, s, kind });
  }
  found.sort((a, b) => a.s - b.s || a.kind - b.kind || b.e.population - a.e.population || a.e.suggestion.name.localeCompare(b.e.suggestion.name, 'en'));
  return found.slice(0, limit).map(({ e }) => ({ ...e.suggestion }));
}
