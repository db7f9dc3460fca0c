import Database from 'better-sqlite3';

/**
 * An online, consistent copy of a SQLite file through SQLite's backup API: it copies a snapshot page by page
 * while the marketplace goes on writing (it restarts if the source changes under it, so the copy is one
 * committed state, never half of a transaction). The copy is a plain database file (no WAL beside it).
 */
export async function backupSqliteFile(source: string, destination: string): Promise<void> {
  const db = new Database(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(destination);
  } finally {
    db.close();
  }
  const copy = new Database(destination);
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

/** Folds a database's WAL back into its file and leaves it as one plain file (a backup's copy after a write). */
export function compactSqliteFile(file: string): void {
  const db = new Database(file);
  try {
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.pragma('journal_mode = DELETE');
  } finally {
    db.close();
  }
}
