import type { BoundingBox, Clause, GeoPoint, IndexMapping, SearchQuery, SortClause } from './port';
import { boxAround, checkBox, checkCircle, coerceValue, EARTH_RADIUS_KM, fieldType, InvalidSearchError, textWords } from './schema';

/**
 * Translates the port's queries into SQL over one index's tables (see sqlite-search-index.ts for the layout).
 * Values are always bound as named parameters. What is spliced is safe by construction: table and column
 * names (index and field names are checked against strict patterns, and every field must be in the mapping),
 * whole numbers checked as such (LIMIT, OFFSET), and the numeric constants of the distance formula.
 */
export type Tables = { main: string; docs: string; kw: string; fts: string; geo: (field: string) => string };

export function tablesOf(index: string): Tables {
  // Index names never contain ':', so no two indexes' table names can collide.
  return {
    main: `"si_${index}"`,
    docs: `"si_${index}:docs"`,
    kw: `"si_${index}:kw"`,
    fts: `"si_${index}:fts"`,
    geo: (field) => `"si_${index}:geo:${field}"`,
  };
}

/** The column of a scalar field (a text field's column only marks presence; its words live in the FTS5 table). */
export const column = (field: string) => (field === 'id' ? 'id' : `f_${field}`);
export const latColumn = (field: string) => `g_${field}_lat`;
export const lonColumn = (field: string) => `g_${field}_lon`;
export const ftsColumn = (field: string) => `t_${field}`;
export const listColumn = (field: string) => `l_${field}`;

/** Named parameters, so the order of expressions in the SQL text does not matter. */
export class Params {
  readonly values: Record<string, unknown> = {};
  private n = 0;
  add(value: unknown): string {
    const name = `p${this.n++}`;
    this.values[name] = value;
    return `@${name}`;
  }
}

/**
 * One index's tables and mapping, and its `common` fields: keyword columns whose every value is shared by
 * many rows (category, acquisition), where an index lookup per row is slower than a scan; the planner's
 * statistics say so, its cost model does not always listen.
 */
export type Ctx = { index: string; mapping: IndexMapping; t: Tables; common: ReadonlySet<string> };

/** A column in an equality test: prefixed with unary + (no index) when its values are too common to be worth one. */
const eqColumn = (ctx: Ctx, field: string) => `${ctx.common.has(field) ? '+' : ''}m.${column(field)}`;

export function clauseSql(ctx: Ctx, clause: Clause, p: Params): string {
  if ('not' in clause) {
    // coalesce: a comparison with a missing (NULL) value is NULL, and NOT NULL would drop the document,
    // where Elasticsearch's must_not keeps documents that lack the field.
    return `NOT coalesce((${clauseSql(ctx, clause.not, p)}), 0)`;
  }
  if ('any' in clause) {
    if (clause.any.length === 0) return '0';
    return `(${clause.any.map((c) => `(${clauseSql(ctx, c, p)})`).join(' OR ')})`;
  }
  if ('term' in clause) {
    const { field, value } = clause.term;
    const type = fieldType(ctx.index, ctx.mapping, field, 'term');
    const v = coerceValue(field, type, value);
    if (type === 'keyword[]') return `m.rid IN (SELECT rid FROM ${ctx.t.kw} WHERE field = ${p.add(field)} AND value = ${p.add(v)})`;
    return `${eqColumn(ctx, field)} = ${p.add(v)}`;
  }
  if ('terms' in clause) {
    const { field, values } = clause.terms;
    const type = fieldType(ctx.index, ctx.mapping, field, 'term');
    if (!Array.isArray(values)) throw new InvalidSearchError(`terms on ${field} needs an array of values`);
    if (values.length === 0) return '0';
    // One JSON parameter rather than one per value: the SQL text, and so the cached statement, stays the same.
    const list = p.add(JSON.stringify(values.map((v) => coerceValue(field, type, v))));
    if (type === 'keyword[]') return `m.rid IN (SELECT rid FROM ${ctx.t.kw} WHERE field = ${p.add(field)} AND value IN (SELECT value FROM json_each(${list})))`;
    return `${eqColumn(ctx, field)} IN (SELECT value FROM json_each(${list}))`;
  }
  if ('range' in clause) {
    const { field, ...bounds } = clause.range;
    const type = fieldType(ctx.index, ctx.mapping, field, 'range');
    // Unary + keeps the planner off the column's index for ranges: listing ranges are wide (a price band, a
    // number of bedrooms), and looking up half the table row by row is several times slower than a scan.
    // A narrow range on a big index pays for this with a scan (about 15 ms at 100,000 listings).
    const col = `+m.${column(field)}`;
    const parts = [`${col} IS NOT NULL`];
    const ops = { gte: '>=', gt: '>', lte: '<=', lt: '<' } as const;
    for (const key of Object.keys(ops) as (keyof typeof ops)[]) {
      const bound = bounds[key];
      if (bound !== undefined) parts.push(`${col} ${ops[key]} ${p.add(coerceValue(field, type, bound))}`);
    }
    return parts.join(' AND ');
  }
  if ('exists' in clause) {
    const { field } = clause.exists;
    const type = fieldType(ctx.index, ctx.mapping, field, 'exists');
    if (type === 'keyword[]') return `m.rid IN (SELECT rid FROM ${ctx.t.kw} WHERE field = ${p.add(field)})`;
    if (type === 'geo_point') return `m.${latColumn(field)} IS NOT NULL`;
    return `m.${column(field)} IS NOT NULL`;
  }
  throw new InvalidSearchError(`Unknown clause: ${JSON.stringify(clause)}`);
}

/** An FTS5 query: every word (each a quoted string, so no FTS5 syntax can be injected), the last as a prefix. */
export function ftsMatch(ctx: Ctx, text: NonNullable<SearchQuery['text']>): string | undefined {
  if (!Array.isArray(text.fields) || text.fields.length === 0) throw new InvalidSearchError('A text query needs at least one text field');
  const columns = text.fields.map((f) => (fieldType(ctx.index, ctx.mapping, f, 'text'), ftsColumn(f)));
  const words = textWords(text.query ?? '');
  if (words.length === 0) return undefined;
  const phrases = words.map((w, i) => `"${w}"${i === words.length - 1 ? '*' : ''}`);
  return `{${columns.join(' ')}} : (${phrases.join(' ')})`;
}

const HALF_RADIANS = Math.PI / 360;

/**
 * The haversine term h (distance = 2R·asin(√h)) in SQL, with the origin's cosine bound as a value: the
 * math functions are built in, so sorting and filtering need no JS callback, and each one costs time per row.
 */
function haversineTerm(field: string, from: GeoPoint, p: Params): string {
  const lat = `m.${latColumn(field)}`;
  const lon = `m.${lonColumn(field)}`;
  const dLat = `sin((${lat} - ${p.add(from.lat)}) * ${HALF_RADIANS})`;
  const dLon = `sin((${lon} - ${p.add(from.lon)}) * ${HALF_RADIANS})`;
  return `(${dLat} * ${dLat} + ${p.add(Math.cos(from.lat * 2 * HALF_RADIANS))} * cos(${lat} * ${2 * HALF_RADIANS}) * ${dLon} * ${dLon})`;
}

export const distanceKey = (field: string, from: GeoPoint) => `distance:${field}:${from.lat}:${from.lon}`;

/** Great-circle distance in km (min(1, …): rounding can push the argument of asin a hair past 1 for antipodes). */
export function distanceSql(field: string, from: GeoPoint, p: Params): string {
  return `(${2 * EARTH_RADIUS_KM} * asin(min(1.0, sqrt(${haversineTerm(field, from, p)}))))`;
}

/** distance ≤ km, tested on h itself (it grows with the distance), which spares asin and sqrt on every candidate. */
export function withinSql(field: string, circle: GeoPoint & { km: number }, p: Params): string {
  const hMax = Math.sin(Math.min(Math.PI / 2, circle.km / (2 * EARTH_RADIUS_KM))) ** 2;
  return `${haversineTerm(field, circle, p)} <= ${p.add(hMax)}`;
}

/**
 * Rows whose point may lie in the box, from the R*Tree (it stores 32-bit floats, rounded outwards, so this
 * is a superset; the exact test is on the REAL columns). West > east crosses the antimeridian: two boxes.
 */
export function rtreeSql(rtree: string, box: BoundingBox, p: Params): string {
  const [s, n, w, e] = [p.add(box.south), p.add(box.north), p.add(box.west), p.add(box.east)];
  const inLat = `max_lat >= ${s} AND min_lat <= ${n}`;
  if (box.west <= box.east) return `SELECT rid FROM ${rtree} WHERE ${inLat} AND max_lon >= ${w} AND min_lon <= ${e}`;
  return `SELECT rid FROM ${rtree} WHERE ${inLat} AND max_lon >= ${w} UNION ALL SELECT rid FROM ${rtree} WHERE ${inLat} AND min_lon <= ${e}`;
}

export function inBoxSql(field: string, box: BoundingBox, p: Params): string {
  const lat = `m.${latColumn(field)}`;
  const lon = `m.${lonColumn(field)}`;
  const [s, n, w, e] = [p.add(box.south), p.add(box.north), p.add(box.west), p.add(box.east)];
  return `${lat} BETWEEN ${s} AND ${n} AND ${box.west <= box.east ? `${lon} BETWEEN ${w} AND ${e}` : `(${lon} >= ${w} OR ${lon} <= ${e})`}`;
}

/**
 * Where the geo part of a query narrows the matches. `viaRtree` says whether the R*Tree should find the
 * candidates: worth it for a small box, but each candidate then costs a lookup in the main table, so a box
 * holding a large share of all points is faster tested row by row in a scan (see SqliteSearchIndex.viaRtree).
 */
export type ViaRtree = (field: string, box: BoundingBox) => boolean;

export function geoSql(ctx: Ctx, geo: NonNullable<SearchQuery['geo']>, p: Params, viaRtree: ViaRtree): string[] {
  fieldType(ctx.index, ctx.mapping, geo.field, 'geo');
  const parts: string[] = [];
  const candidates = (box: BoundingBox) => (viaRtree(geo.field, box) ? [`m.rid IN (${rtreeSql(ctx.t.geo(geo.field), box, p)})`] : []);
  if (geo.bbox) {
    const box = checkBox(geo.bbox);
    parts.push(...candidates(box), inBoxSql(geo.field, box, p));
  }
  if (geo.distance) {
    const circle = checkCircle(geo.distance);
    const box = boxAround(circle, circle.km);
    parts.push(...candidates(box), inBoxSql(geo.field, box, p), withinSql(geo.field, circle, p));
  }
  return parts;
}

/**
 * The columns of the materialized match set (the `hits` CTE): rid and id, then whatever sorting, scoring,
 * distances and aggregations need, each computed once per match.
 */
export class HitColumns {
  private readonly columns = new Map<string, string>([['m.rid', 'rid'], ['m.id', 'id']]);
  private readonly keyed = new Map<string, string>();
  /** `key` names an expression whose SQL differs by parameter names only (a distance from the same point). */
  add(expr: string, alias = `h${this.columns.size}`, key = expr): string {
    const known = this.columns.get(key) ?? this.keyed.get(key);
    if (known) return known;
    if (key !== expr) this.keyed.set(key, alias);
    if (known) return known;
    this.columns.set(expr, alias);
    return alias;
  }
  sql(): string {
    return [...this.columns].map(([expr, alias]) => `${expr} AS ${alias}`).join(', ');
  }
}

/** A sort as columns of `hits`; missing values sort last either way (as in Elasticsearch), and the id breaks every tie so pages are stable. */
export type SortKey = { alias: string; dir: 'ASC' | 'DESC' };

export function sortKeys(ctx: Ctx, sort: SortClause[], hasScore: boolean, hits: HitColumns, p: Params): SortKey[] {
  const keys: SortKey[] = [];
  for (const s of sort) {
    if ('relevance' in s) {
      // Without text every document scores the same, as in Elasticsearch: the id decides.
      if (hasScore) keys.push({ alias: 'score', dir: 'DESC' });
      continue;
    }
    if ('sinkBefore' in s) {
      const { field, value } = s.sinkBefore;
      const type = fieldType(ctx.index, ctx.mapping, field, 'range');
      if (type === 'keyword') throw new InvalidSearchError(`sinkBefore needs a number or date field; ${field} is a keyword`);
      keys.push({ alias: hits.add(`CASE WHEN m.${column(field)} < ${p.add(coerceValue(field, type, value))} THEN 1 ELSE 0 END`), dir: 'ASC' });
      continue;
    }
    const dir = s.order === 'desc' ? 'DESC' : 'ASC';
    if ('distanceFrom' in s) {
      const { field, lat, lon } = s.distanceFrom;
      fieldType(ctx.index, ctx.mapping, field, 'geo');
      keys.push({ alias: hits.add(distanceSql(field, { lat, lon }, p), undefined, distanceKey(field, { lat, lon })), dir });
      continue;
    }
    fieldType(ctx.index, ctx.mapping, s.field, 'sort');
    keys.push({ alias: hits.add(`m.${column(s.field)}`), dir });
  }
  return keys;
}

export const orderBy = (keys: SortKey[], idAlias: string) => [...keys.map((k) => `${k.alias} ${k.dir} NULLS LAST`), `${idAlias} ASC`].join(', ');
