import type Database from 'better-sqlite3';
import { openSqliteFile } from '../sqlite-file';
import type { Clause, IndexMapping, IndexOp, SearchDoc, SearchIndex, SearchQuery, SearchResult } from './port';
import { assertIndexName, docValues, InvalidSearchError, normalizeMapping, sameMapping, UnknownIndexError } from './schema';
import { Columns, deepFreeze } from './columnar/columns';
import { countMatches, runSearch, Scratch } from './columnar/query';

/** An index in memory, and how far it has read the file: its generation, last seq, and data_version then. */
type Loaded = { columns: Columns; generation: number; seq: number; version: number };

/**
 * The embedded search index: every index held in memory as typed columns (see columnar/), and kept on disk
 * in one SQLite file (WAL) as plain JSON documents, so a start reloads it instead of replaying the log.
 *
 * Why in memory: a search must answer in well under a millisecond of CPU for one process on a 2-core
 * machine to serve 500 searches a second with a p95 under 50 ms at 100,000 listings. A scan of typed
 * arrays does a map viewport with filters and five facet counts in about that; SQLite's FTS5 + R*Tree
 * (SqliteSearchIndex, kept as the slower alternative) took 10 to 120 ms for the same, most of it grouping
 * facets (bench/search-engines.mjs has the figures). The price is memory: about 1.5 KB a listing plus
 * its stored document, some 300 MB at 100,000 listings.
 *
 * Disk layout: ci_meta (index name, mapping, generation) and ci_docs (index, id, document or NULL for a
 * deleted one, seq). Each write takes the next seq of its index, so another process on the same file (the
 * query API when the projectors run apart) catches up by reading the rows after the last seq it has seen,
 * when SQLite's data_version says someone else committed; a new generation (a rebuilt or cleared index)
 * makes it reload the index whole. ci_aliases names an index by another name; the aliases are read again
 * whenever data_version says another connection committed, so a switch made elsewhere is seen at the next call.
 */
export class ColumnarSearchIndex implements SearchIndex {
  readonly db: Database.Database;
  private readonly loaded = new Map<string, Loaded>();
  private readonly scratch = new Scratch();
  private readonly dataVersion: Database.Statement;
  private readonly metaOf: Database.Statement;
  private readonly rowsAfter: Database.Statement;
  private readonly lastSeq: Database.Statement;
  private readonly putRow: Database.Statement;
  private aliases = new Map<string, string>();
  private aliasesVersion = -1;

  constructor(file: string) {
    this.db = openSqliteFile(file);
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS ci_meta (name TEXT PRIMARY KEY, mapping TEXT NOT NULL, generation INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS ci_docs (name TEXT NOT NULL, id TEXT NOT NULL, doc TEXT, seq INTEGER NOT NULL, PRIMARY KEY (name, id)) WITHOUT ROWID;
      CREATE INDEX IF NOT EXISTS ci_docs_seq ON ci_docs (name, seq);
      CREATE TABLE IF NOT EXISTS ci_aliases (alias TEXT PRIMARY KEY, target TEXT NOT NULL);
    `);
    // The log position of each document's last write (see IndexOp.position); files made before it lack the column.
    const columns = this.db.prepare('PRAGMA table_info(ci_docs)').all() as { name: string }[];
    if (!columns.some((c) => c.name === 'position')) this.db.exec('ALTER TABLE ci_docs ADD COLUMN position INTEGER');
    this.dataVersion = this.db.prepare('PRAGMA data_version').pluck();
    this.metaOf = this.db.prepare('SELECT mapping, generation FROM ci_meta WHERE name = ?');
    this.rowsAfter = this.db.prepare('SELECT id, doc, seq FROM ci_docs WHERE name = ? AND seq > ? ORDER BY seq');
    this.lastSeq = this.db.prepare('SELECT coalesce(max(seq), 0) FROM ci_docs WHERE name = ?').pluck();
    // A write older than the document's last (a stale projector's late batch) changes nothing.
    this.putRow = this.db.prepare(
      'INSERT INTO ci_docs (name, id, doc, seq, position) VALUES (?, ?, ?, ?, ?) ON CONFLICT (name, id) DO UPDATE SET doc = excluded.doc, seq = excluded.seq, position = excluded.position ' +
        'WHERE excluded.position IS NULL OR ci_docs.position IS NULL OR excluded.position >= ci_docs.position',
    );
  }

  async ensureIndex(name: string, mapping: IndexMapping): Promise<'kept' | 'created'> {
    const index = this.target(name);
    const wanted = normalizeMapping(mapping);
    // Read and rebuild in one write transaction, so two processes starting together cannot both rebuild.
    const outcome = this.db.transaction((): 'kept' | 'created' => {
      const row = this.metaOf.get(index) as { mapping: string; generation: number } | undefined;
      if (row && sameMapping(JSON.parse(row.mapping) as IndexMapping, wanted)) return 'kept';
      this.db.prepare('DELETE FROM ci_docs WHERE name = ?').run(index);
      this.db
        .prepare('INSERT INTO ci_meta (name, mapping, generation) VALUES (?, ?, 1) ON CONFLICT (name) DO UPDATE SET mapping = excluded.mapping, generation = generation + 1')
        .run(index, JSON.stringify(wanted));
      return 'created';
    }).immediate();
    if (outcome === 'created') this.loaded.delete(index);
    return outcome;
  }

  async bulk(name: string, ops: IndexOp[]): Promise<void> {
    const index = this.target(name);
    if (ops.length === 0) {
      if (!this.metaOf.get(index)) throw new UnknownIndexError(index);
      return;
    }
    this.db.transaction(() => {
      // A writer that never searches (the projectors, when searches run on their own thread) does not
      // hold the index in memory: it checks the documents against the mapping and writes rows.
      // One that does catches up with every other writer first, inside the write lock, then applies its own.
      const meta = this.metaOf.get(index) as { mapping: string } | undefined;
      if (!meta) throw new UnknownIndexError(index);
      const loaded = this.loaded.has(index) ? this.current(index, true) : undefined;
      const mapping = JSON.parse(meta.mapping) as IndexMapping;
      // Every document is checked before anything is written: a bad one refuses the whole bulk.
      const rows = ops.map((op) => (op.op === 'delete' ? { id: op.id, doc: null, position: op.position } : (docValues(mapping, op.doc), { id: op.doc.id, doc: JSON.stringify(op.doc), position: op.position })));
      let seq = this.lastSeq.get(index) as number;
      const applied: typeof rows = [];
      for (const row of rows) {
        if (this.putRow.run(index, row.id, row.doc, seq + 1, row.position ?? null).changes === 0) continue;
        seq += 1;
        applied.push(row);
      }
      if (loaded) {
        for (const row of applied) this.apply(loaded.columns, row.id, row.doc);
        loaded.seq = seq;
      }
    }).immediate();
    this.compactIfWasteful(index);
  }

  async get<T extends SearchDoc = SearchDoc>(index: string, id: string): Promise<T | null> {
    const { columns } = this.current(this.target(index));
    const slot = columns.slotOf.get(id);
    return slot === undefined ? null : (columns.docs[slot] as T);
  }

  async search<T extends SearchDoc = SearchDoc>(index: string, query: SearchQuery): Promise<SearchResult<T>> {
    return runSearch<T>(this.current(this.target(index)).columns, query, this.scratch);
  }

  async count(index: string, filter: Clause[] = []): Promise<number> {
    const { columns } = this.current(this.target(index));
    return filter.length ? countMatches(columns, filter) : columns.live;
  }

  async clear(name: string): Promise<void> {
    const index = this.target(name);
    this.current(index);
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM ci_docs WHERE name = ?').run(index);
      this.db.prepare('UPDATE ci_meta SET generation = generation + 1 WHERE name = ?').run(index);
    })();
    this.loaded.delete(index);
  }

  async setAlias(alias: string, index: string): Promise<void> {
    assertIndexName(alias);
    assertIndexName(index);
    this.db.transaction(() => {
      if (!this.metaOf.get(index)) throw new UnknownIndexError(index);
      // The index the alias's name was before aliases: it retires as the alias takes its name.
      this.deleteIndex(alias);
      this.db.prepare('INSERT INTO ci_aliases (alias, target) VALUES (?, ?) ON CONFLICT (alias) DO UPDATE SET target = excluded.target').run(alias, index);
    }).immediate();
    this.loaded.delete(alias);
    this.aliases.set(alias, index);
  }

  async resolveAlias(name: string): Promise<string> {
    return this.target(name);
  }

  async dropIndex(index: string): Promise<void> {
    assertIndexName(index);
    this.db.transaction(() => {
      const alias = this.db.prepare('SELECT alias FROM ci_aliases WHERE target = ?').pluck().get(index) as string | undefined;
      if (alias) throw new InvalidSearchError(`Index ${index} is in use as ${alias}: move the alias before dropping it`);
      this.deleteIndex(index);
    }).immediate();
    this.loaded.delete(index);
  }

  private deleteIndex(index: string): void {
    this.db.prepare('DELETE FROM ci_docs WHERE name = ?').run(index);
    this.db.prepare('DELETE FROM ci_meta WHERE name = ?').run(index);
  }

  /**
   * The index a name stands for now. The aliases are read again when another connection has committed (the
   * projectors switched a generation); an index that has gone with a switch is let go from memory then.
   */
  private target(name: string): string {
    assertIndexName(name);
    const version = this.dataVersion.get() as number;
    if (version !== this.aliasesVersion) {
      const rows = this.db.prepare('SELECT alias, target FROM ci_aliases').all() as { alias: string; target: string }[];
      this.aliases = new Map(rows.map((r) => [r.alias, r.target]));
      const indexes = new Set(this.db.prepare('SELECT name FROM ci_meta').pluck().all() as string[]);
      for (const loaded of [...this.loaded.keys()]) if (!indexes.has(loaded)) this.loaded.delete(loaded);
      this.aliasesVersion = version;
    }
    return this.aliases.get(name) ?? name;
  }

  async health() {
    try {
      this.db.prepare('SELECT count(*) FROM ci_meta').get();
      // Only what this thread holds: under `npm start` the search thread holds the index, not the one that
      // answers health (counting the file instead would read all of it).
      const documents = [...this.loaded.values()].reduce((n, l) => n + l.columns.live, 0);
      return { ok: true, adapter: 'columnar', detail: this.loaded.size ? `${this.db.name} (${documents.toLocaleString('en-GH')} documents in memory)` : this.db.name };
    } catch (error) {
      return { ok: false, adapter: 'columnar', detail: String(error) };
    }
  }

  async close() {
    if (this.db.open) this.db.close();
    this.loaded.clear();
  }

  /**
   * The index as it is on disk now. Cheap when nobody else wrote (one PRAGMA); otherwise it applies the
   * other writers' rows, or reloads the index when it was rebuilt or cleared.
   */
  private current(index: string, force = false): Loaded {
    assertIndexName(index);
    // data_version changes only when another connection commits: our own writes are applied as they are made.
    const version = this.dataVersion.get() as number;
    let loaded = this.loaded.get(index);
    if (loaded && !force && loaded.version === version) return loaded;
    const meta = this.metaOf.get(index) as { mapping: string; generation: number } | undefined;
    if (!meta) {
      this.loaded.delete(index);
      throw new UnknownIndexError(index);
    }
    if (!loaded || loaded.generation !== meta.generation) {
      loaded = { columns: new Columns(index, JSON.parse(meta.mapping) as IndexMapping), generation: meta.generation, seq: 0, version };
      this.loaded.set(index, loaded);
    }
    // Each id has one row, so the rows after a seq can be applied in any order: a whole load goes in map
    // order (see Columns.inMapOrder), so neighbours on the map are neighbours in memory.
    const rows = this.rowsAfter.all(index, loaded.seq) as { id: string; doc: string | null; seq: number }[];
    const fresh = loaded.seq === 0;
    for (const row of rows) loaded.seq = Math.max(loaded.seq, row.seq);
    const docs = rows.map((row) => (row.doc === null ? row.id : deepFreeze(JSON.parse(row.doc) as SearchDoc)));
    for (const doc of fresh ? loaded.columns.inMapOrder(docs) : docs) {
      if (typeof doc === 'string') loaded.columns.remove(doc);
      else loaded.columns.upsert(doc);
    }
    loaded.version = version;
    return loaded;
  }

  private apply(columns: Columns, id: string, doc: string | null): void {
    if (doc === null) columns.remove(id);
    else columns.upsert(deepFreeze(JSON.parse(doc) as SearchDoc));
  }

  /** Rebuilds an index's columns from its live documents once dead slots (old versions) outnumber them. */
  private compactIfWasteful(index: string): void {
    const loaded = this.loaded.get(index);
    if (!loaded?.columns.wasteful) return;
    const columns = new Columns(index, loaded.columns.mapping);
    for (const doc of columns.inMapOrder(loaded.columns.liveDocs())) columns.upsert(doc);
    loaded.columns = columns;
  }
}
