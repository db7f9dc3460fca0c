import type Database from 'better-sqlite3';
import { orderClause, whereClause } from '../document-store/sqlite-filter';
import type { EventFilter, EventFindOptions, EventTable, RecordedEvent } from './port';

/** The events table's columns, by the recorded event's field names (the only fields a filter may name). */
const COLUMNS: Record<string, string> = { position: 'position', streamId: 'stream_id', revision: 'revision', type: 'type', createdAt: 'created_at', id: 'event_id' };

function column(field: string): string {
  const name = COLUMNS[field];
  if (!name) throw new Error(`Events cannot be filtered or sorted by ${field}`);
  return name;
}

type Row = { position: number; event_id: string; stream_id: string; revision: number; type: string; data: string; metadata: string; created_at: string };

/**
 * The embedded event store's own table, read in place (see EventTable): the analysts' event browser filters
 * and pages it through its indexes (position; stream and revision; type and position), and the count of each
 * type comes from `event_type_counts`, which a trigger keeps in the same transaction as every append.
 */
export class SqliteEventTable implements EventTable {
  private readonly statements = new Map<string, Database.Statement>();

  constructor(private readonly db: Database.Database) {
    db.exec('CREATE INDEX IF NOT EXISTS events_type_position ON events (type, position)');
    const counted = () => db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'trigger' AND name = 'events_count_type'").get();
    if (!counted()) {
      // Made once, with the counts of what the log already holds, under the write lock (no append in between).
      db.transaction(() => {
        if (counted()) return;
        db.exec(`
          CREATE TABLE IF NOT EXISTS event_type_counts (type TEXT PRIMARY KEY, count INTEGER NOT NULL) WITHOUT ROWID;
          DELETE FROM event_type_counts;
          INSERT INTO event_type_counts (type, count) SELECT type, COUNT(*) FROM events GROUP BY type;
          CREATE TRIGGER events_count_type AFTER INSERT ON events BEGIN
            INSERT INTO event_type_counts (type, count) VALUES (NEW.type, 1) ON CONFLICT (type) DO UPDATE SET count = count + 1;
          END;
        `);
      }).immediate();
    }
  }

  async find(filter?: EventFilter, options: EventFindOptions = {}): Promise<RecordedEvent[]> {
    const params: unknown[] = [];
    const where = whereClause(filter, params, column);
    const sql = `SELECT * FROM events WHERE ${where} ORDER BY ${orderClause(options.sort, column, 'position')} LIMIT ? OFFSET ?`;
    return (this.prepare(sql).all(...params, options.limit ?? -1, options.skip ?? 0) as Row[]).map(recorded);
  }

  async count(filter?: EventFilter): Promise<number> {
    const set = Object.entries(filter ?? {}).filter(([, v]) => v !== undefined);
    // The whole log, or one type of it: counted already.
    if (set.length === 0) return (this.prepare('SELECT coalesce(SUM(count), 0) AS n FROM event_type_counts').get() as { n: number }).n;
    if (set.length === 1 && set[0]![0] === 'type' && typeof set[0]![1] === 'string') {
      return (this.prepare('SELECT coalesce(SUM(count), 0) AS n FROM event_type_counts WHERE type = ?').get(set[0]![1]) as { n: number }).n;
    }
    const params: unknown[] = [];
    return (this.prepare(`SELECT COUNT(*) AS n FROM events WHERE ${whereClause(filter, params, column)}`).get(...params) as { n: number }).n;
  }

  async at(position: number): Promise<RecordedEvent | null> {
    const row = this.prepare('SELECT * FROM events WHERE position = ?').get(position) as Row | undefined;
    return row ? recorded(row) : null;
  }

  async typeCounts(): Promise<{ type: string; count: number }[]> {
    return this.prepare('SELECT type, count FROM event_type_counts ORDER BY type').all() as { type: string; count: number }[];
  }

  private prepare(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      if (this.statements.size >= 200) this.statements.clear();
      this.statements.set(sql, (statement = this.db.prepare(sql)));
    }
    return statement;
  }
}

function recorded(row: Row): RecordedEvent {
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
