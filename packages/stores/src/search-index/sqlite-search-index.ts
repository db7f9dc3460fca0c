import type Database from 'better-sqlite3';
import { openSqliteFile } from '../sqlite-file';
import type { BoundingBox, Clause, IndexMapping, IndexOp, SearchDoc, SearchIndex, SearchQuery, SearchResult } from './port';
import { assertIndexName, distanceOrigin, InvalidSearchError, normalizeMapping, pageOf, sameMapping, UnknownIndexError } from './schema';
import { aggregationParts, readAggregations, type Row } from './sqlite-search-aggregations';
import { clauseSql, distanceKey, distanceSql, ftsMatch, geoSql, HitColumns, orderBy, Params, rtreeSql, sortKeys, tablesOf, type Ctx } from './sqlite-search-sql';
import { createTables, dropTables, SqliteWriter } from './sqlite-search-tables';

/**
 * Embedded search index: one SQLite file (WAL), and per index
 * - a main table, one typed column per mapped field (keyword TEXT, number REAL, date TEXT as UTC ISO so text
 *   order is time order, boolean INTEGER, geo_point as two REAL columns) with a B-tree index on each keyword,
 *   number and date column. A text field's column only marks that the field is present: its words live in the
 *   FTS5 table, and keeping long descriptions out of the main table keeps the scans that filters and
 *   aggregations make small enough to stay in the page cache;
 * - a docs table with the whole document as JSON, read only for the page of hits and for `get`;
 * - a side table (field, value, rid) for keyword[] values, which filters use; the same values as a JSON
 *   array at the end of the main row feed terms aggregations;
 * - a contentless FTS5 table over the text fields (unicode61 with diacritics removed, prefix indexes so the last,
 *   half-typed word is cheap, bm25 for relevance);
 * - one R*Tree per geo_point field, the prefilter of bounding-box and distance queries.
 * The mapping is kept in a meta table; ensureIndex with a different mapping drops the index and creates it empty.
 * Aliases are a table too, read again whenever another connection has committed.
 *
 * A search is one SQL statement (see search), and three things keep it fast at 100,000 listings: the R*Tree
 * only when the box is small (viaRtree), no B-tree index for wide ranges or for values most rows share
 * (commonFields), and planner statistics kept fresh (analyzeIfChanged). bench/search-engines.mjs measures it.
 *
 * Writes are synchronous and visible to the next search. A bulk is one transaction: all of it lands or none.
 */
export class SqliteSearchIndex implements SearchIndex {
  readonly db: Database.Database;
  private readonly mappings = new Map<string, IndexMapping>();
  private readonly statements = new Map<string, Database.Statement>();
  private readonly counts = new Map<string, number>();
  private readonly commons = new Map<string, Set<string>>();
  private readonly dataVersion: Database.Statement;
  private seenVersion = 0;
  private aliases = new Map<string, string>();

  constructor(file: string) {
    this.db = openSqliteFile(file);
    // A bigger page cache and memory-mapped reads: at 100,000 listings the main table is about 10 MB and the
    // whole file (documents and words included) about 180 MB.
    this.db.pragma('cache_size = -65536');
    this.db.pragma('mmap_size = 268435456');
    this.db.pragma('temp_store = MEMORY');
    this.db.exec('CREATE TABLE IF NOT EXISTS search_index_meta (name TEXT PRIMARY KEY, mapping TEXT NOT NULL)');
    this.db.exec('CREATE TABLE IF NOT EXISTS search_index_aliases (alias TEXT PRIMARY KEY, target TEXT NOT NULL)');
    // The log position of each document's last write (see IndexOp.position).
    this.db.exec('CREATE TABLE IF NOT EXISTS search_index_positions (name TEXT NOT NULL, id TEXT NOT NULL, position INTEGER NOT NULL, PRIMARY KEY (name, id)) WITHOUT ROWID');
    this.readAliases();
    this.dataVersion = this.db.prepare('PRAGMA data_version').pluck();
  }

  async ensureIndex(name: string, mapping: IndexMapping): Promise<'kept' | 'created'> {
    assertIndexName(name);
    this.checkVersion();
    const index = this.aliases.get(name) ?? name;
    const wanted = normalizeMapping(mapping);
    // Read and rebuild in one write transaction, so two processes starting together cannot both rebuild.
    const outcome = this.db.transaction((): 'kept' | 'created' => {
      const row = this.db.prepare('SELECT mapping FROM search_index_meta WHERE name = ?').get(index) as { mapping: string } | undefined;
      const current = row ? (JSON.parse(row.mapping) as IndexMapping) : undefined;
      if (current && sameMapping(current, wanted)) return 'kept';
      if (current) dropTables(this.db, index, current);
      createTables(this.db, index, wanted);
      this.db.prepare('DELETE FROM search_index_positions WHERE name = ?').run(index);
      this.db.prepare('INSERT INTO search_index_meta (name, mapping) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET mapping = excluded.mapping').run(index, JSON.stringify(wanted));
      return 'created';
    }).immediate();
    this.mappings.set(index, wanted);
    this.counts.delete(index);
    this.commons.delete(index);
    this.statements.clear();
    return outcome;
  }

  /** A bulk load: bulks of 2,000, each one transaction (see SearchIndex.load). */
  async load(index: string, ops: IndexOp[]): Promise<void> {
    for (let start = 0; start < ops.length; start += 2000) await this.bulk(index, ops.slice(start, start + 2000));
  }

  async bulk(index: string, ops: IndexOp[]): Promise<void> {
    const ctx = this.ctx(index);
    if (ops.length === 0) return;
    const write = new SqliteWriter(this.db, ctx);
    this.db.transaction(() => {
      const lastOf = this.statement('SELECT position FROM search_index_positions WHERE name = ? AND id = ?').pluck();
      const keep = this.statement('INSERT INTO search_index_positions (name, id, position) VALUES (?, ?, ?) ON CONFLICT (name, id) DO UPDATE SET position = excluded.position');
      for (const op of ops) {
        const id = op.op === 'delete' ? op.id : op.doc.id;
        if (op.position !== undefined) {
          // A write older than the document's last (a stale projector's late batch) changes nothing.
          const last = lastOf.get(ctx.index, id) as number | undefined;
          if (last !== undefined && op.position < last) continue;
          keep.run(ctx.index, id, op.position);
        }
        if (op.op === 'delete') write.remove(op.id);
        else write.upsert(op.doc);
      }
    })();
    this.counts.delete(ctx.index);
    this.analyzeIfChanged(ctx);
  }

  async get<T extends SearchDoc = SearchDoc>(index: string, id: string): Promise<T | null> {
    const { t } = this.ctx(index);
    const row = this.statement(`SELECT d.doc FROM ${t.main} m JOIN ${t.docs} d ON d.rid = m.rid WHERE m.id = ?`).get(id) as { doc: string } | undefined;
    return row ? (JSON.parse(row.doc) as T) : null;
  }

  async search<T extends SearchDoc = SearchDoc>(index: string, query: SearchQuery): Promise<SearchResult<T>> {
    const ctx = this.ctx(index);
    const { t } = ctx;
    const { from, size } = pageOf(query.from, query.size);
    const p = new Params();
    const hits = new HitColumns();
    const match = query.text ? ftsMatch(ctx, query.text) : undefined;
    const conditions: string[] = [];
    // With text, the FTS5 table drives the join: it yields the matching rows and their bm25 in one pass.
    // (CROSS JOIN fixes that order; the planner might otherwise probe the FTS5 table once per row of a filter's index.)
    const source = match ? `${t.fts} CROSS JOIN ${t.main} m ON m.rid = ${t.fts}.rowid` : `${t.main} m`;
    if (match) {
      conditions.push(`${t.fts} MATCH ${p.add(match)}`);
      hits.add(`-bm25(${t.fts})`, 'score');
    }
    // The geo test first: SQLite evaluates a scan's conditions in order, and a map view rules out most rows.
    if (query.geo) conditions.push(...geoSql(ctx, query.geo, p, (field, box) => this.viaRtree(ctx, field, box)));
    for (const clause of query.filter ?? []) conditions.push(clauseSql(ctx, clause, p));
    const origin = distanceOrigin(query);
    if (origin) hits.add(distanceSql(origin.field, origin, p), 'dist', distanceKey(origin.field, origin));
    const keys = sortKeys(ctx, query.sort ?? (match ? [{ relevance: true }] : []), Boolean(match), hits, p);
    const pad = keys.map(() => ', NULL').join('');

    // One statement: the matches are found once (the MATERIALIZED CTE), then counted, aggregated and paged
    // from memory. Separate statements would each search the candidates again, which at 100,000 listings
    // costs 10 to 20 ms a pass. Each part is a row type, told apart by `part`; the final ORDER BY puts
    // buckets by count and the page in the query's order.
    // A query without conditions matches everything: then `hits` is only a view of the main table, so each
    // part reads the B-tree indexes in order (a count, a GROUP BY or a sorted page without sorting 100,000 rows).
    const matchAll = conditions.length === 0;
    const parts = [`SELECT 0 AS part, NULL AS k, count(*) AS n, NULL AS x, NULL AS y, NULL AS z, NULL AS doc${keys.map((_, j) => `, NULL AS s${j}`).join('')} FROM hits`];
    parts.push(...aggregationParts(ctx, query.aggregations ?? {}, hits, p, pad, matchAll));
    if (size > 0) {
      const page = `SELECT * FROM hits ORDER BY ${orderBy(keys, 'id')} LIMIT ${size} OFFSET ${from}`;
      const score = match ? 'h.score' : 'NULL';
      const dist = origin ? 'h.dist' : 'NULL';
      parts.push(`SELECT ${PAGE}, h.id, NULL, ${score}, ${dist}, h.rid, d.doc${keys.map((k) => `, h.${k.alias}`).join('')} FROM (${page}) h JOIN ${t.docs} d ON d.rid = h.rid`);
    }
    const finalOrder = ['1', '3 DESC', ...keys.map((k, j) => `${k.alias === 'score' ? 4 : 8 + j} ${k.dir} NULLS LAST`), '2 ASC'];
    const where = conditions.length ? conditions.map((c) => `(${c})`).join(' AND ') : '1';
    const sql = `WITH hits AS ${matchAll ? 'NOT MATERIALIZED' : 'MATERIALIZED'} (SELECT ${hits.sql()} FROM ${source} WHERE ${where}) ${parts.join(' UNION ALL ')} ORDER BY ${finalOrder.join(', ')}`;
    const rows = this.statement(sql).all(p.values) as (Row & { doc: string | null })[];

    const total = Number(rows.find((r) => r.part === 0)!.n);
    const hitRows = rows.filter((r) => r.part === PAGE);
    return {
      total,
      hits: hitRows.map((r) => ({
        id: r.k as string,
        doc: JSON.parse(r.doc!) as T,
        ...(typeof r.x === 'number' ? { score: r.x } : {}),
        ...(typeof r.y === 'number' ? { distanceKm: r.y } : {}),
      })),
      aggregations: readAggregations(query.aggregations ?? {}, ctx.mapping, rows),
    };
  }

  async count(index: string, filter: Clause[] = []): Promise<number> {
    const ctx = this.ctx(index);
    const p = new Params();
    const where = filter.length ? filter.map((c) => `(${clauseSql(ctx, c, p)})`).join(' AND ') : '1';
    return (this.statement(`SELECT count(*) AS n FROM ${ctx.t.main} m WHERE ${where}`).get(p.values) as { n: number }).n;
  }

  async clear(name: string): Promise<void> {
    const { mapping, index } = this.ctx(name);
    // Dropping and recreating is faster than deleting row by row, and leaves no FTS5 tombstones behind.
    this.db.transaction(() => {
      dropTables(this.db, index, mapping);
      createTables(this.db, index, mapping);
      this.db.prepare('DELETE FROM search_index_positions WHERE name = ?').run(index);
    })();
    this.counts.delete(index);
    this.commons.delete(index);
    this.statements.clear();
  }

  async setAlias(alias: string, index: string): Promise<void> {
    assertIndexName(alias);
    assertIndexName(index);
    this.db.transaction(() => {
      if (!this.storedMapping(index)) throw new UnknownIndexError(index);
      // The index the alias's name was before aliases: it retires as the alias takes its name.
      this.deleteIndex(alias);
      this.db.prepare('INSERT INTO search_index_aliases (alias, target) VALUES (?, ?) ON CONFLICT (alias) DO UPDATE SET target = excluded.target').run(alias, index);
    }).immediate();
    this.aliases.set(alias, index);
  }

  async resolveAlias(name: string): Promise<string> {
    assertIndexName(name);
    this.checkVersion();
    return this.aliases.get(name) ?? name;
  }

  async dropIndex(index: string): Promise<void> {
    assertIndexName(index);
    this.db.transaction(() => {
      const alias = this.db.prepare('SELECT alias FROM search_index_aliases WHERE target = ?').pluck().get(index) as string | undefined;
      if (alias) throw new InvalidSearchError(`Index ${index} is in use as ${alias}: move the alias before dropping it`);
      this.deleteIndex(index);
    }).immediate();
  }

  private deleteIndex(index: string): void {
    const mapping = this.storedMapping(index);
    if (!mapping) return;
    dropTables(this.db, index, mapping);
    this.db.prepare('DELETE FROM search_index_meta WHERE name = ?').run(index);
    this.db.prepare('DELETE FROM search_index_positions WHERE name = ?').run(index);
    this.mappings.delete(index);
    this.counts.delete(index);
    this.commons.delete(index);
    this.statements.clear();
  }

  private readAliases(): void {
    const rows = this.db.prepare('SELECT alias, target FROM search_index_aliases').all() as { alias: string; target: string }[];
    this.aliases = new Map(rows.map((r) => [r.alias, r.target]));
  }

  /** What we cached about the indexes (and the aliases) is forgotten once another connection has committed. */
  private checkVersion(): void {
    const version = this.dataVersion.get() as number;
    if (version !== this.seenVersion) {
      this.seenVersion = version;
      this.mappings.clear();
      this.counts.clear();
      this.commons.clear();
      this.statements.clear();
      this.readAliases();
    }
  }

  async health() {
    try {
      this.db.prepare('SELECT count(*) FROM search_index_meta').get();
      return { ok: true, adapter: 'sqlite', detail: this.db.name };
    } catch (error) {
      return { ok: false, adapter: 'sqlite', detail: String(error) };
    }
  }

  async close() {
    if (this.db.open) this.db.close();
  }

  private storedMapping(index: string): IndexMapping | undefined {
    const cached = this.mappings.get(index);
    if (cached) return cached;
    const row = this.db.prepare('SELECT mapping FROM search_index_meta WHERE name = ?').get(index) as { mapping: string } | undefined;
    if (!row) return undefined;
    const mapping = JSON.parse(row.mapping) as IndexMapping;
    this.mappings.set(index, mapping);
    return mapping;
  }

  private ctx(name: string): Ctx {
    assertIndexName(name);
    // Another connection (another process on the same file) may have rebuilt an index, written to it or
    // moved an alias: data_version changes when it commits.
    this.checkVersion();
    const index = this.aliases.get(name) ?? name;
    const mapping = this.storedMapping(index);
    if (!mapping) throw new UnknownIndexError(index);
    let common = this.commons.get(index);
    if (!common) this.commons.set(index, (common = this.commonFields(index)));
    return { index, mapping, t: tablesOf(index), common };
  }

  /**
   * Fields whose values each match more than COMMON_SHARE of the rows on average (sqlite_stat1: "rows
   * rows-per-value"). Looking rows up through such an index costs more than the scan it avoids (measured
   * here: 0.4 µs a row against 0.07 µs), and the planner still takes it, so their equality tests skip it.
   */
  private commonFields(index: string): Set<string> {
    const common = new Set<string>();
    if (!this.db.prepare(`SELECT 1 FROM sqlite_schema WHERE name = 'sqlite_stat1'`).get()) return common;
    const prefix = `si_${index}:ix:`;
    const rows = this.db.prepare('SELECT idx, stat FROM sqlite_stat1 WHERE tbl = ?').all(`si_${index}`) as { idx: string | null; stat: string }[];
    for (const { idx, stat } of rows) {
      const [total, perValue] = stat.split(' ').map(Number);
      if (idx?.startsWith(prefix) && total && perValue && perValue / total > COMMON_SHARE) common.add(idx.slice(prefix.length));
    }
    return common;
  }

  /** Prepared statements by SQL text: a search's SQL depends only on the query's shape, not its values. */
  private statement(sql: string): Database.Statement {
    let stmt = this.statements.get(sql);
    if (!stmt) {
      if (this.statements.size >= 500) this.statements.clear();
      stmt = this.db.prepare(sql);
      this.statements.set(sql, stmt);
    }
    return stmt;
  }

  /**
   * Whether the R*Tree should find a box's candidates. Each candidate costs a lookup by rowid in the main
   * table (about 0.8 µs here), a scan costs about 0.13 µs a row: past roughly a tenth of all documents (a
   * whole-city view at 100,000 listings) the scan wins. The R*Tree counts quickly, and stops at the limit.
   */
  private viaRtree(ctx: Ctx, field: string, box: BoundingBox): boolean {
    const limit = Math.max(2000, Math.floor(this.docCount(ctx) * RTREE_SHARE));
    const p = new Params();
    const sql = `SELECT count(*) AS n FROM (${rtreeSql(ctx.t.geo(field), box, p)} LIMIT ${p.add(limit)})`;
    return (this.statement(sql).get(p.values) as { n: number }).n < limit;
  }

  /** The number of documents, cached until the next write. */
  private docCount(ctx: Ctx): number {
    let n = this.counts.get(ctx.index);
    if (n === undefined) {
      n = (this.statement(`SELECT count(*) AS n FROM ${ctx.t.main}`).get() as { n: number }).n;
      this.counts.set(ctx.index, n);
    }
    return n;
  }

  /**
   * The planner's statistics, refreshed when the index has grown or shrunk by a quarter since the last ANALYZE
   * (about 0.1 s at 100,000 listings). Without them it takes a B-tree index for any equality, even one that
   * matches most rows (category = residential), and a lookup per row is far slower than a scan.
   */
  private analyzeIfChanged(ctx: Ctx): void {
    const count = this.docCount(ctx);
    const hasStats = this.db.prepare(`SELECT 1 FROM sqlite_schema WHERE name = 'sqlite_stat1'`).get();
    const row = hasStats ? (this.db.prepare('SELECT stat FROM sqlite_stat1 WHERE tbl = ? AND idx IS NOT NULL LIMIT 1').get(`si_${ctx.index}`) as { stat: string } | undefined) : undefined;
    const analyzed = row ? Number(row.stat.split(' ')[0]) : 0;
    if (Math.abs(count - analyzed) > 0.25 * analyzed && count >= 1000) {
      this.db.exec(`PRAGMA analysis_limit = 0; ANALYZE ${ctx.t.main}`);
      this.commons.delete(ctx.index);
      this.statements.clear();
    }
  }
}

/** Above this share of rows per value, an index lookup per row loses to a scan (see commonFields). */
const COMMON_SHARE = 0.15;

/** Above this share of all documents in a box, a scan beats the R*Tree (see viaRtree). */
const RTREE_SHARE = 0.12;

/** The page's rows in the search statement (after the total and the aggregations). */
const PAGE = 1_000_000;
