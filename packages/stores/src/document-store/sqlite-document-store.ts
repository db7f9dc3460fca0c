import type Database from 'better-sqlite3';
import { openSqliteFile } from '../sqlite-file';
import { DocumentText, DuplicateKeyError, GENERATIONS, type Collection, type Doc, type DocumentStore, type Filter, type FindOptions, type GenerationPointer, type IndexSpec, type LoadRow, type Patch, type WriteOp } from './port';
import { LiveGenerations, PinnedDocumentStore } from './generations';
import { fieldExpr, orderClause, whereClause } from './sqlite-filter';
import { applyPatch, applyWriteOp } from './apply-write-op';
import { isStorageUnavailable } from '../storage-errors';

export { applyPatch };

/** Rows a bulk load writes per transaction: some tens of milliseconds of the write lock. */
const LOAD_ROWS = 4000;

/**
 * Embedded document store: one SQLite file, one table per collection (id, doc JSON), indexes on
 * json_extract expressions. A bulkWrite is one transaction, so a projection's writes and its checkpoint
 * land together or not at all. A projection's collections resolve to their live generation (a table per
 * generation, `c_listings@v6g2`) through the pointer documents, re-read once they are a second old.
 */
export class SqliteDocumentStore implements DocumentStore {
  readonly db: Database.Database;
  private readonly known = new Set<string>();
  private readonly statements = new Map<string, Database.Statement>();
  private readonly byCollection = new Map<string, { get: Database.Statement; upsert: Database.Statement; guardedUpsert: Database.Statement; remove: Database.Statement }>();
  private readonly live = new LiveGenerations();

  constructor(file: string, options: { cacheMb?: number } = {}) {
    this.db = openSqliteFile(file);
    // Read models are written by id in random order (UUIDs) and through several expression indexes: with
    // SQLite's 2 MB default nearly every write misses the page cache once the file outgrows it. 64 MiB
    // (allocated only as pages are used, least recently used evicted) made a projector's replay spend about half
    // the time per write. It fills as the file grows: SQLITE_CACHE_MB trades that speed for memory.
    this.db.pragma(`cache_size = -${1024 * (options.cacheMb ?? 64)}`);
  }

  table(collection: string): string {
    if (!/^[A-Za-z_][A-Za-z0-9_-]*(@[A-Za-z0-9]+)?$/.test(collection)) throw new Error(`Invalid collection name: ${collection}`);
    const name = `c_${collection.replace(/-/g, '_')}`;
    if (!this.known.has(name)) {
      this.db.exec(`CREATE TABLE IF NOT EXISTS "${name}" (id TEXT PRIMARY KEY, doc TEXT NOT NULL)`);
      this.known.add(name);
    }
    return `"${name}"`;
  }

  /**
   * The table for a read, or nothing when the collection was never written and cannot be made now (a full or
   * read-only disk): such a collection reads as empty instead of failing, so reads keep working.
   */
  readable(collection: string): string | undefined {
    try {
      return this.table(collection);
    } catch (error) {
      if (isStorageUnavailable(error)) return undefined;
      throw error;
    }
  }

  /**
   * Prepared statements by SQL text: preparing costs more than running a lookup by id, and reads repeat the
   * same few shapes. (SQLite re-prepares a statement by itself when the schema changes under it.)
   */
  prepare(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      if (this.statements.size >= 500) this.statements.clear();
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  collection<T extends Doc = Doc>(name: string): Collection<T> {
    return new SqliteCollection<T>(this, name);
  }

  /** The table-level name of a collection now: its live generation's for a projection's collection. */
  resolve(collection: string): string {
    if (this.live.stale) this.live.load(this.readPointers());
    return this.live.physical(collection);
  }

  async bulkWrite(ops: WriteOp[]): Promise<void> {
    if (ops.length === 0) return;
    // IMMEDIATE: a bulk reads its documents before it writes them, and a deferred transaction that reads and then
    // writes fails at once ("database is locked", no waiting) when another process (a second projectors process,
    // a second `npm start`) wrote meanwhile. Taking the write lock first waits for it (busy_timeout) instead.
    this.db.transaction(() => this.applyAll(ops)).immediate();
  }

  /**
   * A bulk load (see the port): plain prepared inserts in the order given (key order, so each row lands at the
   * end of the table's b-tree), in transactions of LOAD_ROWS, each document turned into JSON before its
   * transaction begins. Short transactions keep the file's one write lock free often: the marketplace's own
   * writes (a command's projection, the monitor) wait for at most one of them, never for a whole load.
   */
  async load(collection: string, docs: LoadRow[], options: { fresh?: boolean } = {}): Promise<void> {
    const name = this.resolve(collection);
    const table = this.table(name);
    const insert = this.prepare(options.fresh ? `INSERT INTO ${table} (id, doc) VALUES (?, ?)` : `INSERT OR REPLACE INTO ${table} (id, doc) VALUES (?, ?)`);
    const remove = this.prepare(`DELETE FROM ${table} WHERE id = ?`);
    for (let start = 0; start < docs.length; start += LOAD_ROWS) {
      const rows = docs.slice(start, start + LOAD_ROWS).map((d) => (d instanceof DocumentText ? [d.id, d.json] : 'deleted' in d && d.deleted === true ? [d.id, null] : [d.id, JSON.stringify(d)]) as [string, string | null]);
      this.db
        .transaction(() => {
          for (const [id, json] of rows) {
            if (json === null) remove.run(id);
            else this.run(name, insert, id, json);
          }
        })
        .immediate();
    }
  }

  pinned(collections: string[], generation: string): DocumentStore {
    return new PinnedDocumentStore(this, collections, generation);
  }

  async switchGeneration(pointer: GenerationPointer, ops: WriteOp[] = []): Promise<void> {
    this.db.transaction(() => this.applyAll([{ op: 'upsert', collection: GENERATIONS, doc: pointer }, ...ops])).immediate();
    this.live.remember(pointer);
  }

  async generations(): Promise<GenerationPointer[]> {
    return this.readPointers();
  }

  private readPointers(): GenerationPointer[] {
    return (this.prepare(`SELECT doc FROM ${this.table(GENERATIONS)}`).all() as { doc: string }[]).map((r) => JSON.parse(r.doc) as GenerationPointer);
  }

  /** Drops a collection's table (a retired generation) and forgets what was prepared against it. */
  dropTable(collection: string): void {
    const table = this.table(collection);
    this.db.exec(`DROP TABLE IF EXISTS ${table}`);
    this.known.delete(table.slice(1, -1));
    this.byCollection.delete(collection);
    this.statements.clear();
  }

  /**
   * A bulk's operations in order, inside its transaction, with each document read at most once and written
   * at most once: a projector's bulk carries a few thousand events' writes, and a counter or a listing that
   * several of them change is patched in memory, then written when the bulk ends. A write to a document the
   * bulk has not read is one statement, its position guard in SQL.
   */
  private applyAll(ops: WriteOp[]): void {
    const read = new Map<string, Map<string, { doc: Doc | null; dirty: boolean; owned: boolean }>>();
    for (const op of ops) {
      const collection = this.resolve(op.collection);
      const s = this.statementsOf(collection);
      const id = op.op === 'upsert' ? op.doc.id : op.id;
      let docs = read.get(collection);
      const known = docs?.get(id);
      if (!known && op.op !== 'update') {
        if (op.op === 'delete') s.remove.run(id);
        else if (op.position === undefined) this.run(collection, s.upsert, id, JSON.stringify(op.doc));
        else this.run(collection, s.guardedUpsert, id, JSON.stringify({ ...op.doc, _position: op.position }), op.position);
        continue;
      }
      if (!docs) read.set(collection, (docs = new Map()));
      let entry = known;
      if (!entry) {
        const row = s.get.get(id) as { doc: string } | undefined;
        entry = { doc: row ? (JSON.parse(row.doc) as Doc) : null, dirty: false, owned: true };
        docs.set(id, entry);
      }
      const next = applyWriteOp(entry.doc, op, entry.owned);
      if (next === undefined) continue;
      entry.doc = next;
      entry.dirty = true;
      // An upsert's document is the caller's: copy it before a later patch in this bulk changes it.
      entry.owned = op.op === 'update';
    }
    for (const [collection, docs] of read) {
      const s = this.statementsOf(collection);
      for (const [id, entry] of docs) {
        if (!entry.dirty) continue;
        if (entry.doc === null) s.remove.run(id);
        else this.run(collection, s.upsert, id, JSON.stringify(entry.doc));
      }
    }
  }

  /** Prepared statements per collection, so a write costs neither a table-name check nor a lookup by SQL text. */
  private statementsOf(collection: string) {
    let s = this.byCollection.get(collection);
    if (!s) {
      const table = this.table(collection);
      s = {
        get: this.db.prepare(`SELECT doc FROM ${table} WHERE id = ?`),
        upsert: this.db.prepare(`INSERT INTO ${table} (id, doc) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET doc = excluded.doc`),
        // The position guard of applyWriteOp, in SQL: replace unless the stored document has seen this position.
        guardedUpsert: this.db.prepare(
          `INSERT INTO ${table} (id, doc) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET doc = excluded.doc
           WHERE NOT (coalesce(json_type(doc, '$._position') IN ('integer', 'real'), 0) AND json_extract(doc, '$._position') >= ?)`,
        ),
        remove: this.db.prepare(`DELETE FROM ${table} WHERE id = ?`),
      };
      this.byCollection.set(collection, s);
    }
    return s;
  }

  private run(collection: string, statement: Database.Statement, ...params: unknown[]): void {
    try {
      statement.run(...params);
    } catch (error) {
      // Duck-typed: under test sandboxes the driver's error class may come from another realm.
      const { code, message } = error as { code?: string; message?: string };
      if (code === 'SQLITE_CONSTRAINT_UNIQUE') throw new DuplicateKeyError(collection, uniqueFields(message ?? ''));
      throw error;
    }
  }

  write(collection: string, doc: Doc): void {
    this.run(collection, this.statementsOf(collection).upsert, doc.id, JSON.stringify(doc));
  }

  /** One document by id, through the collection's prepared statement. */
  getSync(collection: string, id: string): Doc | null {
    if (!this.readable(collection)) return null;
    const row = this.statementsOf(collection).get.get(id) as { doc: string } | undefined;
    return row ? (JSON.parse(row.doc) as Doc) : null;
  }

  async health() {
    try {
      this.db.prepare('SELECT 1').get();
      return { ok: true, adapter: 'sqlite', detail: this.db.name };
    } catch (error) {
      return { ok: false, adapter: 'sqlite', detail: String(error) };
    }
  }

  async close() {
    if (this.db.open) this.db.close();
  }
}

/** A collection by its name as callers know it; each call works on the generation that is live then. */
class SqliteCollection<T extends Doc> implements Collection<T> {
  constructor(private readonly store: SqliteDocumentStore, private readonly logical: string) {}

  private get name() {
    return this.store.resolve(this.logical);
  }
  private get db() {
    return this.store.db;
  }
  private get table() {
    return this.store.table(this.name);
  }

  async get(id: string): Promise<T | null> {
    return this.store.getSync(this.name, id) as T | null;
  }

  async find(filter?: Filter, options: FindOptions = {}): Promise<T[]> {
    const params: unknown[] = [];
    const where = whereClause(filter, params);
    const table = this.store.readable(this.name);
    if (!table) return [];
    const sql = `SELECT doc FROM ${table} WHERE ${where} ORDER BY ${orderClause(options.sort)} LIMIT ? OFFSET ?`;
    const rows = this.store.prepare(sql).all(...params, options.limit ?? -1, options.skip ?? 0) as { doc: string }[];
    return rows.map((r) => JSON.parse(r.doc) as T);
  }

  async findOne(filter: Filter): Promise<T | null> {
    return (await this.find(filter, { limit: 1 }))[0] ?? null;
  }

  async count(filter?: Filter): Promise<number> {
    const params: unknown[] = [];
    const table = this.store.readable(this.name);
    if (!table) return 0;
    const row = this.store.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${whereClause(filter, params)}`).get(...params) as { n: number };
    return row.n;
  }

  async upsert(doc: T): Promise<void> {
    this.store.write(this.name, doc);
  }

  async update(id: string, patch: Patch): Promise<boolean> {
    const name = this.name;
    const current = this.store.getSync(name, id);
    if (!current) return false;
    this.store.write(name, applyPatch(current, patch));
    return true;
  }

  async delete(id: string): Promise<boolean> {
    return this.store.prepare(`DELETE FROM ${this.table} WHERE id = ?`).run(id).changes > 0;
  }

  async ensureIndex(spec: IndexSpec): Promise<void> {
    const table = this.table;
    const name = `ix_${this.name.replace(/-/g, '_')}_${spec.fields.join('_').replace(/\./g, '_')}${spec.unique ? '_u' : ''}`;
    const exprs = spec.fields.map(fieldExpr).join(', ');
    this.db.exec(`CREATE ${spec.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS "${name}" ON ${table} (${exprs})`);
  }

  async clear(): Promise<void> {
    this.db.prepare(`DELETE FROM ${this.table}`).run();
  }

  async drop(): Promise<void> {
    this.store.dropTable(this.name);
  }
}

function uniqueFields(message: string): string[] {
  // "UNIQUE constraint failed: index 'ix_users_email_u'" or "...: c_users.id"
  const m = /index '([^']+)'/.exec(message);
  return m ? [m[1]!.replace(/^ix_[^_]+_/, '').replace(/_u$/, '')] : ['id'];
}
