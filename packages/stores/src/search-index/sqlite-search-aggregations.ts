import type { Aggregation, AggregationResult, FieldType, IndexMapping } from './port';
import { checkRanges, DEFAULT_TERMS_SIZE, fieldType, InvalidSearchError } from './schema';
import { column, listColumn, type Ctx, type HitColumns, type Params } from './sqlite-search-sql';

/**
 * Aggregations as parts of the search's one statement, each a SELECT over `hits`, the materialized set of
 * every match (not the page). Every part yields rows of the same shape: (part, k, n, x, y, z) plus padding;
 * `part` is the aggregation's number. Terms are ordered like Elasticsearch's: most documents first, then by key.
 *
 * Cost: SQLite has no hash aggregation, so a terms aggregation sorts its matches, about 0.3 µs a match for a
 * keyword and about 1 µs for a keyword[] (every value of every match). With two such facets, a query stays
 * under 50 ms up to roughly 15,000 matches; one that matches 40,000 of 100,000 listings takes 150 to 200 ms
 * (bench/search-engines.mjs). Where most of an index matches, narrow the query or use Elasticsearch.
 */
export type Row = { part: number; k: unknown; n: number | null; x: unknown; y: unknown; z: unknown };

export function aggregationParts(ctx: Ctx, aggs: Record<string, Aggregation>, hits: HitColumns, p: Params, pad: string, matchAll: boolean): string[] {
  const parts: string[] = [];
  const row = (part: number, k: string, n: string, x = 'NULL', y = 'NULL', z = 'NULL') => `SELECT ${part}, ${k}, ${n}, ${x}, ${y}, ${z}, NULL${pad}`;
  Object.entries(aggs).forEach(([name, agg], i) => {
    const part = i + 1;
    if ('terms' in agg) {
      const { field, size = DEFAULT_TERMS_SIZE } = agg.terms;
      const type = fieldType(ctx.index, ctx.mapping, field, 'terms-agg');
      if (!Number.isInteger(size) || size < 1 || size > 10_000) throw new InvalidSearchError(`terms aggregation ${name}: size must be 1 to 10,000`);
      if (type === 'keyword[]') {
        // A document counts once in each of its values' buckets, as in Elasticsearch. CROSS JOIN keeps the
        // matches as the outer loop: the planner cannot see how few they are and would rather scan every value.
        // When everything matches, the side table's own order (field, value) groups the values without a sort.
        if (matchAll) {
          parts.push(`SELECT * FROM (${row(part, 'kw.value', 'count(*)')} FROM ${ctx.t.kw} kw WHERE kw.field = ${p.add(field)} GROUP BY kw.value ORDER BY 3 DESC, 2 ASC LIMIT ${size})`);
        } else {
          const list = hits.add(`m.${listColumn(field)}`);
          parts.push(`SELECT * FROM (${row(part, 'j.value', 'count(*)')} FROM hits CROSS JOIN json_each(hits.${list}) j GROUP BY j.value ORDER BY 3 DESC, 2 ASC LIMIT ${size})`);
        }
      } else {
        const c = hits.add(`m.${column(field)}`);
        parts.push(`SELECT * FROM (${row(part, c, 'count(*)')} FROM hits WHERE ${c} IS NOT NULL GROUP BY ${c} ORDER BY 3 DESC, 2 ASC LIMIT ${size})`);
      }
    } else if ('range' in agg) {
      const { field, ranges } = agg.range;
      fieldType(ctx.index, ctx.mapping, field, 'range-agg');
      checkRanges(name, ranges);
      const c = hits.add(`m.${column(field)}`);
      ranges.forEach((r, j) => {
        // Elasticsearch's ranges include `from` and exclude `to`.
        const test = [`${c} IS NOT NULL`];
        if (r.from !== undefined) test.push(`${c} >= ${p.add(r.from)}`);
        if (r.to !== undefined) test.push(`${c} < ${p.add(r.to)}`);
        parts.push(`${row(part, String(j), `coalesce(sum(CASE WHEN ${test.join(' AND ')} THEN 1 ELSE 0 END), 0)`)} FROM hits`);
      });
    } else if ('stats' in agg) {
      const type = fieldType(ctx.index, ctx.mapping, agg.stats.field, 'stats');
      const c = hits.add(`m.${column(agg.stats.field)}`);
      // Dates are ISO text here; Elasticsearch's date stats are epoch milliseconds, so the average is taken in those.
      const avg = type === 'date' ? `avg(unixepoch(${c}, 'subsec') * 1000)` : `avg(${c})`;
      parts.push(`${row(part, 'NULL', `count(${c})`, `min(${c})`, `max(${c})`, avg)} FROM hits`);
    } else {
      throw new InvalidSearchError(`Unknown aggregation ${name}: ${JSON.stringify(agg)}`);
    }
  });
  return parts;
}

export function readAggregations(aggs: Record<string, Aggregation>, mapping: IndexMapping, rows: Row[]): Record<string, AggregationResult> {
  const out: Record<string, AggregationResult> = {};
  Object.entries(aggs).forEach(([name, agg], i) => {
    const mine = rows.filter((r) => r.part === i + 1);
    if ('terms' in agg) {
      const type = mapping[agg.terms.field]!;
      out[name] = { buckets: mine.map((r) => ({ key: bucketKey(type, r.k), count: Number(r.n) })) };
    } else if ('range' in agg) {
      out[name] = { buckets: agg.range.ranges.map((r, j) => ({ key: r.key, count: Number(mine.find((m) => Number(m.k) === j)?.n ?? 0) })) };
    } else if ('stats' in agg) {
      const isDate = mapping[agg.stats.field] === 'date';
      const num = (v: unknown) => (v === null || v === undefined ? null : isDate && typeof v === 'string' ? Date.parse(v) : Number(v));
      const r = mine[0]!;
      out[name] = { min: num(r.x), max: num(r.y), avg: num(r.z), count: Number(r.n) };
    }
  });
  return out;
}

/** Keys as Elasticsearch prints them: booleans as 'true'/'false', numbers in their shortest form. */
function bucketKey(type: FieldType, key: unknown): string {
  if (type === 'boolean') return key ? 'true' : 'false';
  return String(key);
}
