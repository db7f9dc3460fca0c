import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { createDocumentStore, createEventStore, createReadStores } from './create-stores';

const dir = mkdtempSync(join(tmpdir(), 'fie-sqlite-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A SQLite store's page cache in KiB, as SQLite reports it (negative sizes are KiB). */
const cacheKib = (store: unknown) => -Number((store as { db: Database.Database }).db.pragma('cache_size', { simple: true }));

test('the writing connections take SQLITE_CACHE_MB, and the search thread’s reading one a small cache of its own', async () => {
  const config = { dataDir: dir, mongodbDatabase: 'fie', sqliteCacheMb: 16 };
  const [events, documents, reads] = await Promise.all([createEventStore(config), createDocumentStore(config), createReadStores(config)]);
  try {
    expect(cacheKib(events)).toBe(16 * 1024);
    expect(cacheKib(documents)).toBe(16 * 1024);
    expect(cacheKib(reads.documents)).toBe(8 * 1024);
  } finally {
    await Promise.all([events.close(), documents.close(), reads.close()]);
  }
});
