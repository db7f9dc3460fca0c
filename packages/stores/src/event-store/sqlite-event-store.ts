import type Database from 'better-sqlite3';
import { deepFreeze } from '../deep-freeze';
import { openSqliteFile } from '../sqlite-file';
import { randomUUID } from 'node:crypto';
import {
  checkExpected,
  IdempotencyMismatchError,
  START,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeOptions,
} from './port';
import { createSignal, pollingSubscription } from './subscription';
import { SqliteEventTable } from './sqlite-event-table';

type Row = {
  position: number;
  event_id: string;
  stream_id: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
  created_at: string;
};

/**
 * Embedded event store: one SQLite file in WAL mode. The global position is the rowid, so $all order is
 * the commit order; each append is one transaction, so a batch is all-or-nothing.
 */
export class SqliteEventStore implements EventStore {
  private readonly db: Database.Database;
  private readonly signal = createSignal();
  /** Prepared once: preparing costs more than running these lookups, and every subscription reads per batch. */
  private readonly statements = new Map<string, Database.Statement>();
  /** Appends through this connection, and the last small read of the log (see readAll). */
  private appends = 0;
  private tail?: { after: number; complete: boolean; appends: number; version: number; events: RecordedEvent[] };
  /** The events table, read in place by the analysts' event browser (see EventTable). */
  readonly table: SqliteEventTable;

  constructor(file: string, options: { cacheMb?: number } = {}) {
    this.db = openSqliteFile(file);
    // A command reads its streams by (stream_id, revision), ids that are UUIDs, so the index's pages are read in
    // random order: with SQLite's 2 MB default most reads missed the cache (as in the document store).
    this.db.pragma(`cache_size = -${1024 * (options.cacheMb ?? 64)}`);
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS events (
        position   INTEGER PRIMARY KEY AUTOINCREMENT,
        event_id   TEXT NOT NULL UNIQUE,
        stream_id  TEXT NOT NULL,
        revision   INTEGER NOT NULL,
        type       TEXT NOT NULL,
        data       TEXT NOT NULL,
        metadata   TEXT NOT NULL,
        created_at TEXT NOT NULL,
        UNIQUE (stream_id, revision)
      );
    `);
    this.table = new SqliteEventTable(this.db);
  }

  private prepare(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) this.statements.set(sql, (statement = this.db.prepare(sql)));
    return statement;
  }

  async append(streamId: string, events: NewEvent[], options: { expectedRevision?: ExpectedRevision } = {}): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const withIds = events.map((e) => ({ ...e, id: e.id ?? randomUUID() }));
    const expected = options.expectedRevision ?? 'any';
    // A stream only grows: once it is past the revision expected, the append can never succeed, so it fails
    // without queueing for the write lock (many writers that lost a race then cost a read each, not a lock).
    if (expected !== 'any' && expected !== 'stream_exists') {
      const current = this.currentRevision(streamId);
      const lost = expected === 'no_stream' ? current !== 'no_stream' : current !== 'no_stream' && current > expected;
      if (lost && !this.idempotentResult(streamId, withIds.map((e) => e.id))) checkExpected(streamId, expected, current);
    }
    const result = this.db.transaction((): AppendResult => {
      const repeated = this.idempotentResult(streamId, withIds.map((e) => e.id));
      if (repeated) return repeated;
      const current = this.currentRevision(streamId);
      checkExpected(streamId, expected, current);
      const insert = this.prepare(
        'INSERT INTO events (event_id, stream_id, revision, type, data, metadata, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      );
      let revision = current === 'no_stream' ? -1 : current;
      let position = 0;
      const createdAt = new Date().toISOString();
      for (const event of withIds) {
        revision += 1;
        const info = insert.run(event.id, streamId, revision, event.type, JSON.stringify(event.data ?? null), JSON.stringify(event.metadata ?? {}), createdAt);
        position = Number(info.lastInsertRowid);
      }
      return { nextExpectedRevision: revision, position };
    }).immediate();
    this.appends += 1;
    this.signal.notify();
    return result;
  }

  private currentRevision(streamId: string): number | 'no_stream' {
    const head = this.prepare('SELECT MAX(revision) AS r FROM events WHERE stream_id = ?').get(streamId) as { r: number | null };
    return head.r === null ? 'no_stream' : head.r;
  }

  /** EventStoreDB treats a repeated append of the same event ids as a success that writes nothing. */
  private idempotentResult(streamId: string, ids: string[]): AppendResult | undefined {
    const placeholders = ids.map(() => '?').join(',');
    // One statement per batch size (a command appends one to a few events).
    const found = this.prepare(`SELECT stream_id, revision, position FROM events WHERE event_id IN (${placeholders}) ORDER BY position`)
      .all(...ids) as Pick<Row, 'stream_id' | 'revision' | 'position'>[];
    if (found.length === 0) return undefined;
    if (found.length !== ids.length || found.some((r) => r.stream_id !== streamId)) throw new IdempotencyMismatchError(streamId);
    const last = found[found.length - 1]!;
    return { nextExpectedRevision: last.revision, position: last.position };
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const rows = this.prepare('SELECT * FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision LIMIT ?')
      .all(streamId, options.fromRevision ?? 0, options.maxCount ?? -1) as Row[];
    return rows.map(toRecorded);
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const after = options.after ?? START;
    const limit = options.maxCount ?? -1;
    // Every subscription of this process (projectors, reactors, the live feed) is woken by the same append and
    // reads the same few new events: the first reads and parses them, the others get the same frozen events,
    // unless anything was appended since, here or (data_version) by another connection.
    const version = this.prepare('PRAGMA data_version').pluck().get() as number;
    const tail = this.tail;
    if (tail && tail.after === after && tail.appends === this.appends && tail.version === version && (tail.complete || (limit !== -1 && limit <= tail.events.length))) {
      return limit === -1 ? tail.events.slice() : tail.events.slice(0, limit);
    }
    const rows = this.prepare('SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?').all(after, limit) as Row[];
    if (rows.length > TAIL_MAX) {
      this.tail = undefined;
      return rows.map(toRecorded);
    }
    const events = rows.map((row) => deepFreeze(toRecorded(row)));
    // Complete: these were all the events after `after`, so a reader asking for more gets the same.
    this.tail = { after, complete: limit === -1 || rows.length < limit, appends: this.appends, version, events };
    return events.slice();
  }

  async identity(): Promise<string> {
    this.db.exec('CREATE TABLE IF NOT EXISTS store_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
    // Insert if absent, then read: of two processes opening a new file, both read the one that was kept.
    this.db.prepare("INSERT OR IGNORE INTO store_meta (key, value) VALUES ('identity', ?)").run(randomUUID());
    return (this.db.prepare("SELECT value FROM store_meta WHERE key = 'identity'").get() as { value: string }).value;
  }

  async headPosition(): Promise<number> {
    const row = this.prepare('SELECT MAX(position) AS p FROM events').get() as { p: number | null };
    return row.p ?? START;
  }

  subscribeToAll(options: SubscribeOptions) {
    return pollingSubscription(this, options, this.signal.listener());
  }

  async health() {
    try {
      this.prepare('SELECT 1').get();
      return { ok: true, adapter: 'sqlite', detail: this.db.name };
    } catch (error) {
      return { ok: false, adapter: 'sqlite', detail: String(error) };
    }
  }

  async close() {
    this.signal.cancelAll();
    if (this.db.open) this.db.close();
  }
}

/** Reads of the log this long or shorter (the live tail) are shared by the readers that ask for the same. */
const TAIL_MAX = 64;

function toRecorded(row: Row): RecordedEvent {
  return {
    id: row.event_id,
    streamId: row.stream_id,
    revision: row.revision,
    position: row.position,
    type: row.type,
    data: JSON.parse(row.data),
    metadata: JSON.parse(row.metadata),
    createdAt: row.created_at,
  };
}
