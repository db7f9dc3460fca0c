import type Database from 'better-sqlite3';
import type { IndexMapping, SearchDoc } from './port';
import { docValues } from './schema';
import { column, ftsColumn, latColumn, listColumn, lonColumn, tablesOf, type Ctx } from './sqlite-search-sql';

/**
 * The embedded search index's tables (the layout is described in sqlite-search-index.ts) and the writes
 * that keep them together. `rid`, the main table's rowid, ties a document's rows in every table.
 */
export function createTables(db: Database.Database, index: string, mapping: IndexMapping): void {
  const t = tablesOf(index);
  // Points first: a column's place in the row is what it costs to read, and the map's box is tested on every row of a scan.
  const fields = Object.entries(mapping)
    .filter(([f]) => f !== 'id')
    .sort(([, a], [, b]) => Number(b === 'geo_point') - Number(a === 'geo_point'));
  const columns = ['rid INTEGER PRIMARY KEY'];
  const indexed: string[] = [];
  for (const [field, type] of fields) {
    if (type === 'keyword' || type === 'date') columns.push(`${column(field)} TEXT`);
    if (type === 'number') columns.push(`${column(field)} REAL`);
    if (type === 'boolean' || type === 'text') columns.push(`${column(field)} INTEGER`);
    if (type === 'geo_point') columns.push(`${latColumn(field)} REAL`, `${lonColumn(field)} REAL`);
    if (type === 'keyword' || type === 'number' || type === 'date') indexed.push(field);
  }
  columns.push('id TEXT NOT NULL UNIQUE');
  // keyword[] values again, as a JSON array at the end of the row, for terms aggregations: json_each over the
  // matches costs half as much as a lookup per match in the side table (which filters use).
  for (const [field, type] of fields) if (type === 'keyword[]') columns.push(`${listColumn(field)} TEXT`);
  db.exec(`CREATE TABLE ${t.main} (${columns.join(', ')})`);
  for (const field of indexed) db.exec(`CREATE INDEX "si_${index}:ix:${field}" ON ${t.main} (${column(field)})`);
  db.exec(`CREATE TABLE ${t.docs} (rid INTEGER PRIMARY KEY, doc TEXT NOT NULL)`);
  // (field, value) finds the documents with a value; (rid, field, value) serves deletes and terms aggregations.
  db.exec(`CREATE TABLE ${t.kw} (field TEXT NOT NULL, value TEXT NOT NULL, rid INTEGER NOT NULL, PRIMARY KEY (field, value, rid)) WITHOUT ROWID`);
  db.exec(`CREATE INDEX "si_${index}:kw:rid" ON ${t.kw} (rid, field, value)`);
  const texts = fields.filter(([, type]) => type === 'text').map(([f]) => ftsColumn(f));
  if (texts.length) {
    // Contentless: the words are indexed, the text itself is kept once, in the docs table.
    db.exec(
      `CREATE VIRTUAL TABLE ${t.fts} USING fts5(${texts.join(', ')}, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4', content = '', contentless_delete = 1)`,
    );
  }
  for (const [field, type] of fields) {
    if (type === 'geo_point') db.exec(`CREATE VIRTUAL TABLE ${t.geo(field)} USING rtree(rid, min_lat, max_lat, min_lon, max_lon)`);
  }
}

export function dropTables(db: Database.Database, index: string, mapping: IndexMapping): void {
  const t = tablesOf(index);
  for (const [field, type] of Object.entries(mapping)) if (type === 'geo_point') db.exec(`DROP TABLE IF EXISTS ${t.geo(field)}`);
  for (const table of [t.fts, t.kw, t.docs, t.main]) db.exec(`DROP TABLE IF EXISTS ${table}`);
}

/** One bulk's prepared writes to one index's tables: an upsert replaces every row of the document, a delete removes them. */
export class SqliteWriter {
  private readonly find: Database.Statement;
  private readonly insertMain: Database.Statement;
  private readonly updateMain: Database.Statement;
  private readonly fields: [string, IndexMapping[string]][];
  private readonly texts: string[];
  private readonly points: string[];

  constructor(private readonly db: Database.Database, private readonly ctx: Ctx) {
    const { t, mapping } = ctx;
    this.fields = Object.entries(mapping).filter(([f]) => f !== 'id');
    this.texts = Object.keys(mapping).filter((f) => mapping[f] === 'text');
    this.points = Object.keys(mapping).filter((f) => mapping[f] === 'geo_point');
    const columns = this.fields.flatMap(([f, type]) => (type === 'geo_point' ? [latColumn(f), lonColumn(f)] : type === 'keyword[]' ? [listColumn(f)] : [column(f)]));
    this.find = db.prepare(`SELECT rid FROM ${t.main} WHERE id = ?`);
    this.insertMain = db.prepare(`INSERT INTO ${t.main} (id${columns.map((c) => `, ${c}`).join('')}) VALUES (?${columns.map(() => ', ?').join('')})`);
    this.updateMain = db.prepare(`UPDATE ${t.main} SET ${columns.length ? columns.map((c) => `${c} = ?`).join(', ') : 'id = id'} WHERE rid = ?`);
  }

  upsert(doc: SearchDoc): void {
    const v = docValues(this.ctx.mapping, doc);
    const values = this.fields.flatMap(([f, type]) => {
      if (type === 'geo_point') return [v.points[f]?.lat ?? null, v.points[f]?.lon ?? null];
      if (type === 'text') return [v.texts[f] !== undefined ? 1 : null];
      if (type === 'keyword[]') return [v.keywords[f] ? JSON.stringify(v.keywords[f]) : null];
      return [v.scalars[f] ?? null];
    });
    const existing = this.find.get(v.id) as { rid: number } | undefined;
    let rid: number;
    if (existing) {
      rid = existing.rid;
      this.removeSide(rid);
      this.updateMain.run(...values, rid);
    } else {
      rid = Number(this.insertMain.run(v.id, ...values).lastInsertRowid);
    }
    const { t } = this.ctx;
    this.run(`INSERT OR REPLACE INTO ${t.docs} (rid, doc) VALUES (?, ?)`, rid, JSON.stringify(doc));
    for (const [field, list] of Object.entries(v.keywords)) for (const value of list) this.run(`INSERT INTO ${t.kw} (field, value, rid) VALUES (?, ?, ?)`, field, value, rid);
    if (this.texts.length && this.texts.some((f) => v.texts[f] !== undefined)) {
      this.run(`INSERT INTO ${t.fts} (rowid${this.texts.map((f) => `, ${ftsColumn(f)}`).join('')}) VALUES (?${this.texts.map(() => ', ?').join('')})`, rid, ...this.texts.map((f) => v.texts[f] ?? null));
    }
    for (const field of Object.keys(v.points)) {
      const { lat, lon } = v.points[field]!;
      this.run(`INSERT INTO ${t.geo(field)} (rid, min_lat, max_lat, min_lon, max_lon) VALUES (?, ?, ?, ?, ?)`, rid, lat, lat, lon, lon);
    }
  }

  remove(id: string): void {
    const existing = this.find.get(id) as { rid: number } | undefined;
    if (!existing) return;
    this.removeSide(existing.rid);
    this.run(`DELETE FROM ${this.ctx.t.main} WHERE rid = ?`, existing.rid);
  }

  /** Everything but the main row: docs, keyword values, words and points. */
  private removeSide(rid: number): void {
    const { t } = this.ctx;
    this.run(`DELETE FROM ${t.docs} WHERE rid = ?`, rid);
    this.run(`DELETE FROM ${t.kw} WHERE rid = ?`, rid);
    if (this.texts.length) this.run(`DELETE FROM ${t.fts} WHERE rowid = ?`, rid);
    for (const field of this.points) this.run(`DELETE FROM ${t.geo(field)} WHERE rid = ?`, rid);
  }

  private readonly cache = new Map<string, Database.Statement>();
  private run(sql: string, ...params: unknown[]): void {
    let stmt = this.cache.get(sql);
    if (!stmt) this.cache.set(sql, (stmt = this.db.prepare(sql)));
    stmt.run(...params);
  }
}
