import type Database from 'better-sqlite3';
import { openSqliteFile } from '../sqlite-file';
import { DuplicateKeyError, type Collection, type Doc, type DocumentStore, type Filter, type FindOptions, type IndexSpec, type Patch, type WriteOp } from './port';
import { fieldExpr, orderClause, whereClause } from './sqlite-filter';

/**
 * Embedded document store: one SQLite file, one table per collection (id, doc JSON), indexes on
 * json_extract expressions. A bulkWrite is one transaction, so a projection's writes and its checkpoint
 * land together or not at all.
 */
export class SqliteDocumentStore implements DocumentStore {
  readonly db: Database.Database;
  private readonly known = new Set<string>();
  private readonly statements = new Map<string, Database.Statement>();

  constructor(file: string) {
    this.db = openSqliteFile(file);
  }

  table(collection: string): string {
    if (!/^[A-Za-z_][A-Za-z0-9_-]*$/.test(collection)) throw new Error(`Invalid collection name: ${collection}`);
    const name = `c_${collection.replace(/-/g, '_')}`;
    if (!this.known.has(name)) {
      this.db.exec(`CREATE TABLE IF NOT EXISTS "${name}" (id TEXT PRIMARY KEY, doc TEXT NOT NULL)`);
      this.known.add(name);
    }
    return `"${name}"`;
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

  async bulkWrite(ops: WriteOp[]): Promise<void> {
    if (ops.length === 0) return;
    this.db.transaction(() => {
      for (const op of ops) this.applySync(op);
    })();
  }

  applySync(op: WriteOp): void {
    const table = this.table(op.collection);
    if (op.op === 'delete') {
      this.prepare(`DELETE FROM ${table} WHERE id = ?`).run(op.id);
      return;
    }
    const id = op.op === 'upsert' ? op.doc.id : op.id;
    const row = this.prepare(`SELECT doc FROM ${table} WHERE id = ?`).get(id) as { doc: string } | undefined;
    const current = row ? (JSON.parse(row.doc) as Doc) : undefined;
    if (op.position !== undefined && current && typeof current._position === 'number' && current._position >= op.position) return;
    let next: Doc;
    if (op.op === 'upsert') next = { ...op.doc };
    else {
      if (!current) return;
      next = applyPatch(current, op.patch);
    }
    if (op.position !== undefined) next._position = op.position;
    this.write(op.collection, table, next);
  }

  write(collection: string, table: string, doc: Doc): void {
    try {
      this.prepare(`INSERT INTO ${table} (id, doc) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET doc = excluded.doc`).run(doc.id, JSON.stringify(doc));
    } catch (error) {
      // Duck-typed: under test sandboxes the driver's error class may come from another realm.
      const { code, message } = error as { code?: string; message?: string };
      if (code === 'SQLITE_CONSTRAINT_UNIQUE') throw new DuplicateKeyError(collection, uniqueFields(message ?? ''));
      throw error;
    }
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

class SqliteCollection<T extends Doc> implements Collection<T> {
  constructor(private readonly store: SqliteDocumentStore, private readonly name: string) {}

  private get db() {
    return this.store.db;
  }
  private get table() {
    return this.store.table(this.name);
  }

  async get(id: string): Promise<T | null> {
    const row = this.store.prepare(`SELECT doc FROM ${this.table} WHERE id = ?`).get(id) as { doc: string } | undefined;
    return row ? (JSON.parse(row.doc) as T) : null;
  }

  async find(filter?: Filter, options: FindOptions = {}): Promise<T[]> {
    const params: unknown[] = [];
    const where = whereClause(filter, params);
    const sql = `SELECT doc FROM ${this.table} WHERE ${where} ORDER BY ${orderClause(options.sort)} LIMIT ? OFFSET ?`;
    const rows = this.store.prepare(sql).all(...params, options.limit ?? -1, options.skip ?? 0) as { doc: string }[];
    return rows.map((r) => JSON.parse(r.doc) as T);
  }

  async findOne(filter: Filter): Promise<T | null> {
    return (await this.find(filter, { limit: 1 }))[0] ?? null;
  }

  async count(filter?: Filter): Promise<number> {
    const params: unknown[] = [];
    const row = this.store.prepare(`SELECT COUNT(*) AS n FROM ${this.table} WHERE ${whereClause(filter, params)}`).get(...params) as { n: number };
    return row.n;
  }

  async upsert(doc: T): Promise<void> {
    this.store.write(this.name, this.table, doc);
  }

  async update(id: string, patch: Patch): Promise<boolean> {
    const current = await this.get(id);
    if (!current) return false;
    this.store.write(this.name, this.table, applyPatch(current, patch));
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
}

export function applyPatch<T extends Doc>(doc: T, patch: Patch): T {
  const next = structuredClone(doc) as Record<string, unknown>;
  for (const [path, value] of Object.entries(patch.set ?? {})) setPath(next, path, value);
  for (const path of patch.unset ?? []) unsetPath(next, path);
  for (const [path, by] of Object.entries(patch.inc ?? {})) {
    const current = getPath(next, path);
    setPath(next, path, (typeof current === 'number' ? current : 0) + by);
  }
  return next as T;
}

function getPath(obj: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), obj);
}

function setPath(obj: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let o = obj;
  for (const k of keys.slice(0, -1)) {
    if (!o[k] || typeof o[k] !== 'object') o[k] = {};
    o = o[k] as Record<string, unknown>;
  }
  o[keys[keys.length - 1]!] = value;
}

function unsetPath(obj: Record<string, unknown>, path: string) {
  const keys = path.split('.');
  const parent = getPath(obj, keys.slice(0, -1).join('.')) ?? (keys.length === 1 ? obj : undefined);
  if (parent && typeof parent === 'object') delete (parent as Record<string, unknown>)[keys[keys.length - 1]!];
}

function uniqueFields(message: string): string[] {
  // "UNIQUE constraint failed: index 'ix_users_email_u'" or "...: c_users.id"
  const m = /index '([^']+)'/.exec(message);
  return m ? [m[1]!.replace(/^ix_[^_]+_/, '').replace(/_u$/, '')] : ['id'];
}
