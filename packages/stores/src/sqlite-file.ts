import Database from 'better-sqlite3';

/**
 * A SQLite file as every embedded adapter opens it: WAL, so readers never wait for the one writer and other
 * processes may read the same file; synchronous NORMAL, durable at each checkpoint and never corrupt (a
 * power cut may lose the last commits, which the projectors then replay from the event log); and a wait of
 * up to five seconds for the write lock instead of failing at once.
 */
export function openSqliteFile(file: string): Database.Database {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  return db;
}
