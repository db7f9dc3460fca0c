import type { Aggregation, AggregationResult, BoundingBox, Clause, FieldType, SearchDoc, SearchHit, SearchQuery, SearchResult } from '../port';
import {
  boxAround,
  checkBox,
  checkCircle,
  checkRanges,
  coerceValue,
  DEFAULT_TERMS_SIZE,
  distanceOrigin,
  EARTH_RADIUS_KM,
  fieldType,
  InvalidSearchError,
  pageOf,
} from '../schema';
import { unitVector, type Column, type Columns, type Dictionary, type GeoColumn, type KeywordColumn, type ListColumn, type NumberColumn } from './columns';
import { byPredicate, codesIn, inBox, listsIn, numberBetween, numberIn, numberRange, withinChord, type Pass } from './passes';
import type { Scratch } from './scratch';
import { planText, textCandidates } from './text-match';

/**
 * A search over one index's columns: find the matches (text postings or every slot, then the geo test and
 * the filters, each a small function of a slot), aggregate over all of them, and pick the page with a
 * bounded heap. Everything here is synchronous, so the scratch arrays can be shared between searches.
 */
type Pred = (slot: number) => boolean;

function column<K extends Column['kind']>(cols: Columns, field: string, kind?: K): Extract<Column, { kind: K }> {
  return cols.columns.get(field) as Extract<Column, { kind: K }>;
}

function compileClause(cols: Columns, clause: Clause): Pred {
  const index = cols.index;
  if ('not' in clause) {
    // Elasticsearch's must_not keeps documents that lack the field: the inner test is simply false for them.
    const inner = compileClause(cols, clause.not);
    return (s) => !inner(s);
  }
  if ('any' in clause) {
    const preds = clause.any.map((c) => compileClause(cols, c));
    if (preds.length === 0) return () => false;
    return (s) => preds.some((p) => p(s));
  }
  if ('term' in clause || 'terms' in clause) {
    const { field, values } = termValues(cols, clause);
    return membership(cols, field, values);
  }
  if ('range' in clause) {
    const { field, gte, gt, lte, lt } = clause.range;
    const type = fieldType(index, cols.mapping, field, 'range');
    const bound = (b: number | string | undefined) => (b === undefined ? undefined : coerceValue(field, type, b));
    const [ge, g, le, l] = [bound(gte), bound(gt), bound(lte), bound(lt)];
    if (type === 'keyword') {
      const { dict, codes } = column(cols, field, 'keyword');
      return (s) => {
        const stored = codes[s]!;
        if (stored === 0) return false;
        const v = dict.values[stored - 1]!;
        return (ge === undefined || v >= ge) && (g === undefined || v > g) && (le === undefined || v <= le) && (l === undefined || v < l);
      };
    }
    const values = column(cols, field, 'number').values;
    const { lo, loOpen, hi, hiOpen } = numberBounds(field, type, clause.range);
    return (s) => {
      const v = values[s]!;
      return (loOpen ? v > lo : v >= lo) && (hiOpen ? v < hi : v <= hi);
    };
  }
  if ('exists' in clause) {
    const { field } = clause.exists;
    fieldType(index, cols.mapping, field, 'exists');
    if (field === 'id') return () => true;
    const c = cols.columns.get(field)!;
    if (c.kind === 'keyword') return (s) => c.codes[s]! !== 0;
    if (c.kind === 'number') return (s) => c.values[s] === c.values[s];
    if (c.kind === 'list') return (s) => c.to[s]! > c.from[s]!;
    if (c.kind === 'geo') return (s) => c.lat[s] === c.lat[s];
    return (s) => c.present[s] === 1;
  }
  throw new InvalidSearchError(`Unknown clause: ${JSON.stringify(clause)}`);
}

/** A term's or terms' field and values, checked against the mapping and typed as the field's column holds them. */
function termValues(cols: Columns, clause: Extract<Clause, { term: unknown } | { terms: unknown }>) {
  const { field } = 'term' in clause ? clause.term : clause.terms;
  const type = fieldType(cols.index, cols.mapping, field, 'term');
  const raw = 'term' in clause ? [clause.term.value] : clause.terms.values;
  if (!Array.isArray(raw)) throw new InvalidSearchError(`terms on ${field} needs an array of values`);
  return { field, values: raw.map((v) => coerceValue(field, type, v)) };
}

/** A top-level filter as a pass: the common tests get their own loop, the rest go through their predicate. */
function compilePass(cols: Columns, clause: Clause): Pass {
  if ('term' in clause || 'terms' in clause) {
    const { field, values } = termValues(cols, clause);
    const c = cols.columns.get(field)!;
    if (values.length === 0) return () => 0;
    if (c.kind === 'keyword' || c.kind === 'list') {
      const wanted = wantedCodes(c.dict, values);
      if (!wanted) return () => 0;
      return c.kind === 'keyword' ? codesIn(c.codes, wanted) : listsIn(c.from, c.to, c.flat, wanted);
    }
    const nums = values.map((v) => (typeof v === 'number' ? v : Date.parse(v)));
    const column = (c as NumberColumn).values;
    return nums.length === 1 ? numberBetween(column, nums[0]!, nums[0]!) : numberIn(column, new Set(nums));
  }
  if ('range' in clause && cols.columns.get(clause.range.field)?.kind === 'number') {
    const { field } = clause.range;
    const { lo, loOpen, hi, hiOpen } = numberBounds(field, fieldType(cols.index, cols.mapping, field, 'range'), clause.range);
    const values = column(cols, field, 'number').values;
    return loOpen || hiOpen ? numberRange(values, lo, loOpen, hi, hiOpen) : numberBetween(values, lo, hi);
  }
  return byPredicate(compileClause(cols, clause));
}

/**
 * A number or date range as its tightest bounds (dates as epoch ms): a strict bound wins a tie with an
 * inclusive one. A missing value (NaN) fails every comparison, as it should.
 */
function numberBounds(field: string, type: FieldType, range: { gte?: number | string; gt?: number | string; lte?: number | string; lt?: number | string }) {
  const num = (b: number | string | undefined) => {
    if (b === undefined) return undefined;
    const v = coerceValue(field, type, b);
    return typeof v === 'number' ? v : Date.parse(v);
  };
  const [ge, g, le, l] = [num(range.gte), num(range.gt), num(range.lte), num(range.lt)];
  return {
    lo: Math.max(ge ?? -Infinity, g ?? -Infinity),
    loOpen: g !== undefined && g >= (ge ?? -Infinity),
    hi: Math.min(le ?? Infinity, l ?? Infinity),
    hiOpen: l !== undefined && l <= (le ?? Infinity),
  };
}

/** A flag per stored code (the dictionary code plus one; 0, a missing value, is never wanted). */
function wantedCodes(dict: Dictionary, values: (string | number)[]): Uint8Array | undefined {
  const wanted = new Uint8Array(dict.values.length + 1);
  let any = false;
  for (const v of values) {
    const code = dict.find(String(v));
    if (code >= 0) {
      wanted[code + 1] = 1;
      any = true;
    }
  }
  return any ? wanted : undefined;
}

/** A document has one of the values: a flag per dictionary code for keywords, a set for numbers. */
function membership(cols: Columns, field: string, values: (string | number)[]): Pred {
  const c = cols.columns.get(field)!;
  if (values.length === 0) return () => false;
  if (c.kind === 'keyword' || c.kind === 'list') {
    const wanted = wantedCodes(c.dict, values);
    if (!wanted) return () => false;
    if (c.kind === 'keyword') {
      const codes = c.codes;
      return (s) => wanted[codes[s]!] === 1;
    }
    const { from, to, flat } = c;
    return (s) => {
      for (let i = from[s]!, end = to[s]!; i < end; i++) if (wanted[flat[i]!] === 1) return true;
      return false;
    };
  }
  const column = (c as NumberColumn).values;
  const nums = values.map((v) => (typeof v === 'number' ? v : Date.parse(v)));
  if (nums.length === 1) {
    const only = nums[0]!;
    return (s) => column[s] === only;
  }
  const set = new Set(nums);
  return (s) => set.has(column[s]!);
}

/**
 * The geo part: the box that holds every match (the view, else the circle's bounding box), which the grid
 * applies when it finds the candidates, and the tests the candidates still need (the circle itself, and the
 * view's box when the candidates came from the text).
 */
function compileGeo(cols: Columns, geo: NonNullable<SearchQuery['geo']>): { box?: BoundingBox; boxes: Pass[]; circle?: Pass } {
  fieldType(cols.index, cols.mapping, geo.field, 'geo');
  const { lat, lon, x, y, z } = column(cols, geo.field, 'geo') as GeoColumn;
  const boxes: BoundingBox[] = [];
  let circlePass: Pass | undefined;
  if (geo.bbox) boxes.push(checkBox(geo.bbox));
  if (geo.distance) {
    const circle = checkCircle(geo.distance);
    boxes.push(boxAround(circle, circle.km));
    const hMax = Math.sin(Math.min(Math.PI / 2, circle.km / (2 * EARTH_RADIUS_KM))) ** 2;
    circlePass = withinChord(x, y, z, ...unitVector(circle.lat, circle.lon), 4 * hMax);
  }
  return { box: boxes[0], boxes: boxes.map((b) => inBox(lat, lon, b.south, b.north, b.west, b.east)), circle: circlePass };
}


/** Past this many postings for its rarest word, a text query with a map view or place starts from the grid. */
const TEXT_FIRST = 2_000;

/** A sort key: a number by slot (from `values` when it is a column, read without a call), or a text. */
type Key = { num?: (slot: number) => number; values?: Float64Array; str?: (slot: number) => string | undefined; dir: 1 | -1 };

export function runSearch<T extends SearchDoc>(cols: Columns, query: SearchQuery, scratch: Scratch): SearchResult<T> {
  const { from, size } = pageOf(query.from, query.size);
  scratch.fit(cols.size);
  const geo = query.geo ? compileGeo(cols, query.geo) : undefined;
  const text = query.text ? planText(cols, query.text) : undefined;
  const passes: Pass[] = [];
  for (const clause of query.filter ?? []) passes.push(compilePass(cols, clause));

  // Candidates: the grid cells under the map view (their points tested against its box as they are read),
  // the text's slots among them; or the text's slots alone when its rarest word is rare; else every live slot.
  // Then each pass narrows them: the rest of the geo part first (it rules out the most), then the filters.
  const matches = scratch.matches;
  let n = 0;
  const fromGrid = Boolean(geo?.box && (!text || text.rarest > TEXT_FIRST));
  if (fromGrid) {
    const box = geo!.box!;
    const { grid } = column(cols, query.geo!.field, 'geo') as GeoColumn;
    if (box.west <= box.east) n = grid.collect(box.south, box.north, box.west, box.east, cols.alive, matches, 0);
    else {
      n = grid.collect(box.south, box.north, box.west, 180, cols.alive, matches, 0);
      n = grid.collect(box.south, box.north, -180, box.east, cols.alive, matches, n);
    }
  }
  let textSlots: Int32Array | undefined;
  if (text) {
    const flags = fromGrid ? scratch.flags : undefined;
    if (flags) for (let i = 0; i < n; i++) flags[matches[i]!] = 1;
    textSlots = textCandidates(cols, text, scratch, flags && { flags, slots: matches, n });
    if (flags) for (let i = 0; i < n; i++) flags[matches[i]!] = 0;
    matches.set(textSlots);
    n = textSlots.length;
  } else if (!fromGrid) {
    const alive = cols.alive;
    for (let slot = 0; slot < cols.size; slot++) if (alive[slot] === 1) matches[n++] = slot;
  }
  // The boxes first (cheap, and they rule out the most), the circle last: it costs the most per candidate.
  if (geo) {
    passes.unshift(...(fromGrid ? geo.boxes.slice(1) : geo.boxes));
    if (geo.circle) passes.push(geo.circle);
  }
  try {
    for (const pass of passes) n = pass(matches, n);

    // Distances from the origin as the haversine term h, once per match: it orders as the distance does,
    // and only the page's hits need the asin and square root that make it kilometres.
    const origin = distanceOrigin(query);
    if (origin) {
      const { x, y, z } = column(cols, origin.field, 'geo') as GeoColumn;
      const [x0, y0, z0] = unitVector(origin.lat, origin.lon);
      const h = scratch.h;
      for (let i = 0; i < n; i++) {
        const slot = matches[i]!;
        const dx = x[slot]! - x0;
        const dy = y[slot]! - y0;
        const dz = z[slot]! - z0;
        h[slot] = (dx * dx + dy * dy + dz * dz) / 4;
      }
    }
    const keys = sortKeys(cols, query, Boolean(textSlots), scratch);
    const page = size > 0 ? topK(cols, matches, n, from + size, keys).slice(from, from + size) : [];
    const hits: SearchHit<T>[] = page.map((slot) => {
      const hit: SearchHit<T> = { id: cols.ids[slot]!, doc: cols.doc(slot) as T };
      if (textSlots) hit.score = scratch.score[slot]!;
      if (origin) {
        const h = scratch.h[slot]!;
        if (h === h) hit.distanceKm = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
      }
      return hit;
    });
    return { total: n, hits, aggregations: aggregate(cols, query.aggregations ?? {}, matches, n) };
  } finally {
    if (textSlots) for (let i = 0; i < textSlots.length; i++) scratch.score[textSlots[i]!] = 0;
  }
}

export function countMatches(cols: Columns, filter: Clause[]): number {
  const preds = filter.map((c) => compileClause(cols, c));
  let n = 0;
  outer: for (let slot = 0; slot < cols.size; slot++) {
    if (cols.alive[slot] !== 1) continue;
    for (const p of preds) if (!p(slot)) continue outer;
    n++;
  }
  return n;
}

function sortKeys(cols: Columns, query: SearchQuery, hasScore: boolean, scratch: Scratch): Key[] {
  const keys: Key[] = [];
  for (const s of query.sort ?? (hasScore ? [{ relevance: true as const }] : [])) {
    if ('relevance' in s) {
      // Without text every document scores the same, as in Elasticsearch: the id decides.
      if (hasScore) keys.push({ num: (slot) => scratch.score[slot]!, values: scratch.score, dir: -1 });
      continue;
    }
    if ('sinkBefore' in s) {
      const { field, value } = s.sinkBefore;
      const type = fieldType(cols.index, cols.mapping, field, 'range');
      if (type === 'keyword') throw new InvalidSearchError(`sinkBefore needs a number or date field; ${field} is a keyword`);
      const v = coerceValue(field, type, value);
      const cut = typeof v === 'number' ? v : Date.parse(v);
      const values = (cols.columns.get(field) as NumberColumn).values;
      // NaN (missing) compares false: not before, so it stays with the rest.
      keys.push({ num: (slot) => (values[slot]! < cut ? 1 : 0), dir: 1 });
      continue;
    }
    const dir = s.order === 'desc' ? -1 : 1;
    if ('distanceFrom' in s) {
      fieldType(cols.index, cols.mapping, s.distanceFrom.field, 'geo');
      const sameOrigin = (() => {
        const o = distanceOrigin(query)!;
        return o.field === s.distanceFrom.field && o.lat === s.distanceFrom.lat && o.lon === s.distanceFrom.lon;
      })();
      const h = scratch.h;
      if (sameOrigin) keys.push({ num: (slot) => h[slot]!, values: h, dir });
      else {
        // A second distance sort, from another point: the squared chord orders as the distance does.
        const { x, y, z } = column(cols, s.distanceFrom.field, 'geo') as GeoColumn;
        const [x0, y0, z0] = unitVector(s.distanceFrom.lat, s.distanceFrom.lon);
        keys.push({ num: (slot) => (x[slot]! - x0) ** 2 + (y[slot]! - y0) ** 2 + (z[slot]! - z0) ** 2, dir });
      }
      continue;
    }
    fieldType(cols.index, cols.mapping, s.field, 'sort');
    const c = cols.columns.get(s.field)!;
    if (s.field === 'id') keys.push({ str: (slot) => cols.ids[slot], dir });
    else if (c.kind === 'keyword') keys.push({ str: (slot) => (c.codes[slot]! !== 0 ? c.dict.values[c.codes[slot]! - 1] : undefined), dir });
    else {
      const values = (c as NumberColumn).values;
      keys.push({ num: (slot) => values[slot]!, values, dir });
    }
  }
  return keys;
}

/** The first k matches in the keys' order: a bounded max-heap (worst on top) when k is small, a sort otherwise. Missing values last, ties by id. */
function topK(cols: Columns, matches: Int32Array, n: number, k: number, keys: Key[]): number[] {
  const ids = cols.ids;
  const compare = (a: number, b: number): number => {
    for (const key of keys) {
      if (key.num) {
        const va = key.num(a);
        const vb = key.num(b);
        const ma = va !== va;
        const mb = vb !== vb;
        if (ma || mb) {
          if (ma && mb) continue;
          return ma ? 1 : -1;
        }
        if (va !== vb) return va < vb ? -key.dir : key.dir;
      } else {
        const va = key.str!(a);
        const vb = key.str!(b);
        if (va === undefined || vb === undefined) {
          if (va === vb) continue;
          return va === undefined ? 1 : -1;
        }
        if (va !== vb) return va < vb ? -key.dir : key.dir;
      }
    }
    const ia = ids[a]!;
    const ib = ids[b]!;
    return ia < ib ? -1 : ia > ib ? 1 : 0;
  };
  if (k >= n / 4) return Array.from(matches.subarray(0, n)).sort(compare).slice(0, k);
  const heap: number[] = [];
  const up = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (compare(heap[i]!, heap[parent]!) <= 0) return;
      [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
      i = parent;
    }
  };
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let worst = i;
      if (l < heap.length && compare(heap[l]!, heap[worst]!) > 0) worst = l;
      if (r < heap.length && compare(heap[r]!, heap[worst]!) > 0) worst = r;
      if (worst === i) return;
      [heap[i], heap[worst]] = [heap[worst]!, heap[i]!];
      i = worst;
    }
  };
  // Most matches lose to the worst of the page on the first key alone: its rank (missing last, the
  // direction folded in) settles them with one number, and only ties need the whole comparison.
  const first = keys[0]?.values ? keys[0] : undefined;
  const column = first?.values ?? new Float64Array(0);
  const dir = first?.dir ?? 1;
  const rank = (slot: number) => {
    const v = column[slot]!;
    return v !== v ? Infinity : dir * v;
  };
  let worst = Infinity;
  for (let i = 0; i < n; i++) {
    const slot = matches[i]!;
    if (heap.length < k) {
      heap.push(slot);
      up(heap.length - 1);
      if (first && heap.length === k) worst = rank(heap[0]!);
      continue;
    }
    if (first) {
      const v = column[slot]!;
      const r = v !== v ? Infinity : dir * v;
      if (r > worst) continue;
      if (r === worst && compare(slot, heap[0]!) >= 0) continue;
    } else if (compare(slot, heap[0]!) >= 0) continue;
    heap[0] = slot;
    down(0);
    if (first) worst = rank(heap[0]!);
  }
  return heap.sort(compare);
}

function aggregate(cols: Columns, aggs: Record<string, Aggregation>, matches: Int32Array, n: number): Record<string, AggregationResult> {
  const out: Record<string, AggregationResult> = {};
  for (const [name, agg] of Object.entries(aggs)) {
    if ('terms' in agg) {
      const { field, size = DEFAULT_TERMS_SIZE } = agg.terms;
      const type = fieldType(cols.index, cols.mapping, field, 'terms-agg');
      if (!Number.isInteger(size) || size < 1 || size > 10_000) throw new InvalidSearchError(`terms aggregation ${name}: size must be 1 to 10,000`);
      out[name] = { buckets: termsBuckets(cols, field, type, matches, n).slice(0, size) };
    } else if ('range' in agg) {
      const { field, ranges } = agg.range;
      fieldType(cols.index, cols.mapping, field, 'range-agg');
      checkRanges(name, ranges);
      const values = column(cols, field, 'number').values;
      const counts = ranges.map(() => 0);
      for (let i = 0; i < n; i++) {
        const v = values[matches[i]!]!;
        if (v !== v) continue;
        // Elasticsearch's ranges include `from` and exclude `to`.
        ranges.forEach((r, j) => {
          if ((r.from === undefined || v >= r.from) && (r.to === undefined || v < r.to)) counts[j]!++;
        });
      }
      out[name] = { buckets: ranges.map((r, j) => ({ key: r.key, count: counts[j]! })) };
    } else if ('stats' in agg) {
      fieldType(cols.index, cols.mapping, agg.stats.field, 'stats');
      const values = column(cols, agg.stats.field, 'number').values;
      let count = 0;
      let sum = 0;
      let min = Infinity;
      let max = -Infinity;
      for (let i = 0; i < n; i++) {
        const v = values[matches[i]!]!;
        if (v !== v) continue;
        count++;
        sum += v;
        if (v < min) min = v;
        if (v > max) max = v;
      }
      out[name] = count ? { min, max, avg: sum / count, count } : { min: null, max: null, avg: null, count: 0 };
    } else {
      throw new InvalidSearchError(`Unknown aggregation ${name}: ${JSON.stringify(agg)}`);
    }
  }
  return out;
}

const SMALL = 256;

/** Buckets most documents first, then by key (numbers by value, false before true, keywords by text); a document counts once per value. */
function termsBuckets(cols: Columns, field: string, type: string, matches: Int32Array, n: number): { key: string; count: number }[] {
  const c = cols.columns.get(field)!;
  if (c.kind === 'keyword' || c.kind === 'list') {
    // Counted by stored code: index 0 counts the documents without a value, and is left out.
    const counts = new Int32Array(c.dict.values.length + 1);
    if (c.kind === 'keyword') {
      const codes = (c as KeywordColumn).codes;
      for (let i = 0; i < n; i++) counts[codes[matches[i]!]!]!++;
    } else {
      const { from, to, flat } = c as ListColumn;
      for (let i = 0; i < n; i++) {
        const slot = matches[i]!;
        for (let j = from[slot]!, end = to[slot]!; j < end; j++) counts[flat[j]!]!++;
      }
    }
    const buckets: { key: string; count: number }[] = [];
    for (let stored = 1; stored < counts.length; stored++) if (counts[stored]! > 0) buckets.push({ key: c.dict.values[stored - 1]!, count: counts[stored]! });
    return buckets.sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }
  const values = (c as NumberColumn).values;
  const counts = new Map<number, number>();
  // Small whole numbers (bedrooms, booleans) count in an array; anything else in a map.
  const small = new Int32Array(SMALL);
  for (let i = 0; i < n; i++) {
    const v = values[matches[i]!]!;
    if (v >= 0 && v < SMALL && (v | 0) === v) small[v | 0]!++;
    else if (v === v) counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  small.forEach((count, v) => count > 0 && counts.set(v, count));
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .map(([v, count]) => ({ key: type === 'boolean' ? (v ? 'true' : 'false') : String(v), count }));
}
