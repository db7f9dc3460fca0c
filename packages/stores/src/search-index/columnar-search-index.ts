import type Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { openSqliteFile } from '../sqlite-file';
import type { Clause, IndexMapping, IndexOp, SearchDoc, SearchIndex, SearchQuery, SearchResult } from './port';
import { assertIndexName, docValues, InvalidSearchError, normalizeMapping, sameMapping, UnknownIndexError } from './schema';
import { Columns } from './columnar/columns';
import { countMatches, runSearch } from './columnar/query';
import { Scratch } from './columnar/scratch';
import { pacer } from '../pace';
import { decodeSnapshot, encodeSnapshot, sealSnapshot } from './columnar/snapshot';
import { writeSnapshotFile } from './columnar/snapshot-file';
import { CorruptSnapshotError, SnapshotDocs } from './columnar/stored-docs';

/**
 * An index in memory, and how far it has read the file: its generation, last seq, and data_version then;
 * the seq its last snapshot holds (0 for none since a load from the rows) and when that snapshot was taken
 * or the load made, and the snapshot being written, if one is.
 */
type Loaded = { columns: Columns; generation: number; seq: number; version: number; snapshotSeq: number; snapshotAt: number; writing?: Promise<void> };
type Meta = { mapping: string; generation: number; stamp: string | null; snapshot: string | null };

export type ColumnarOptions = {
  /** Rows since the last snapshot before the next is written (at least; a tenth of the index when that is more). */
  snapshotEvery?: number;
  /** The least time between two snapshots of an index, but for the first after a load from the rows. */
  snapshotGapMs?: number;
};
/** Documents a bulk load writes per transaction (the write lock is held for some tens of milliseconds). */
const LOAD_OPS = 2000;
/** SQL for a generation's new stamp (see the class comment): random, so no two generations share one. */
const NEW_STAMP = 'lower(hex(randomblob(16)))';
const SNAPSHOT_EVERY = 10_000;
const SNAPSHOT_GAP_MS = 60_000;
/** Past this, any row not yet in a snapshot is reason enough to write one. */
const SNAPSHOT_STALE_MS = 30 * 60_000;

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
 *
 * Snapshots: reading a million JSON rows back into columns takes a minute, so an index in memory is also
 * saved as its columns in a binary file beside the SQLite file (columnar/snapshot.ts), and a start reads
 * that and applies only the rows written after it. Which snapshot is trusted is recorded in ci_meta, not
 * guessed from the file: `stamp` is new with every generation (drop and re-create included, where the
 * generation number starts again), and `snapshot` names the file's token, set only once the file is whole
 * on disk and in the same WAL as the rows it holds, so a crash or a restored backup never pairs a snapshot
 * with rows it does not match. A snapshot is written after a load from the rows, then once enough rows
 * have come since (see ColumnarOptions); it is built on this thread (half a second at a million) and
 * written to disk off it. The documents stay in the snapshot's file, read one by one as hits need them and
 * checked against their CRC; should one not match, the snapshot is dropped and the index loaded from the rows.
 * (An open snapshot stays readable when a newer one is renamed over it: this relies on POSIX files.)
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
  private readonly writes = new Set<Promise<void>>();
  private readonly snapshotEvery: number;
  private readonly snapshotGapMs: number;

  constructor(file: string, options: ColumnarOptions = {}) {
    this.snapshotEvery = options.snapshotEvery ?? SNAPSHOT_EVERY;
    this.snapshotGapMs = options.snapshotGapMs ?? SNAPSHOT_GAP_MS;
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
    // Each generation's stamp and its trusted snapshot (see above); files made before them lack the columns.
    // Checked first without the write lock, which an open needs only once per file.
    const metaColumns = () => (this.db.prepare('PRAGMA table_info(ci_meta)').all() as { name: string }[]).map((c) => c.name);
    const stamped = () => ['stamp', 'snapshot'].every((c) => metaColumns().includes(c)) && !this.db.prepare('SELECT 1 FROM ci_meta WHERE stamp IS NULL').get();
    if (!stamped()) {
      this.db.transaction(() => {
        if (!metaColumns().includes('stamp')) this.db.exec('ALTER TABLE ci_meta ADD COLUMN stamp TEXT');
        if (!metaColumns().includes('snapshot')) this.db.exec('ALTER TABLE ci_meta ADD COLUMN snapshot TEXT');
        this.db.exec(`UPDATE ci_meta SET stamp = ${NEW_STAMP} WHERE stamp IS NULL`);
      }).immediate();
    }
    this.dataVersion = this.db.prepare('PRAGMA data_version').pluck();
    this.metaOf = this.db.prepare('SELECT mapping, generation, stamp, snapshot FROM ci_meta WHERE name = ?');
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
        .prepare(
          `INSERT INTO ci_meta (name, mapping, generation, stamp) VALUES (?, ?, 1, ${NEW_STAMP}) ` +
            'ON CONFLICT (name) DO UPDATE SET mapping = excluded.mapping, generation = generation + 1, stamp = excluded.stamp, snapshot = NULL',
        )
        .run(index, JSON.stringify(wanted));
      return 'created';
    }).immediate();
    if (outcome === 'created') this.forget(index);
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
      const meta = this.metaOf.get(index) as Meta | undefined;
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
    const loaded = this.loaded.get(index);
    if (loaded) this.snapshotIfDue(index, loaded);
  }

  /** A bulk load: the rows in bulks of LOAD_OPS, each one transaction (see SearchIndex.load). */
  async load(name: string, ops: IndexOp[]): Promise<void> {
    for (let start = 0; start < ops.length; start += LOAD_OPS) await this.bulk(name, ops.slice(start, start + LOAD_OPS));
  }

  async get<T extends SearchDoc = SearchDoc>(index: string, id: string): Promise<T | null> {
    return this.reading(index, (name) => {
      const { columns } = this.current(name);
      const slot = columns.slotOf.get(id);
      return slot === undefined ? null : ((columns.doc(slot) ?? null) as T | null);
    });
  }

  async search<T extends SearchDoc = SearchDoc>(index: string, query: SearchQuery): Promise<SearchResult<T>> {
    return this.reading(index, (name) => runSearch<T>(this.current(name).columns, query, this.scratch));
  }

  /**
   * A read that hands out documents. One a snapshot holds is checked against its CRC as it is read from the
   * file: should it not match, the snapshot is let go and the read made again over the index loaded from the rows.
   */
  private reading<T>(index: string, read: (name: string) => T): T {
    const name = this.target(index);
    try {
      return read(name);
    } catch (error) {
      if (!(error instanceof CorruptSnapshotError)) throw error;
      this.forget(name);
      return read(name);
    }
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
      this.db.prepare(`UPDATE ci_meta SET generation = generation + 1, stamp = ${NEW_STAMP}, snapshot = NULL WHERE name = ?`).run(index);
    })();
    this.forget(index);
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
    this.forget(alias);
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
    this.forget(index);
  }

  /** An index gone or of a new generation: let go of it in memory, and of its snapshot, which no longer matches. */
  private forget(index: string): void {
    this.loaded.delete(index);
    rmSync(this.snapshotFile(index), { force: true });
  }

  private snapshotFile(index: string): string {
    return `${this.db.name}.snapshot-${index}`;
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

  /** Whether a snapshot is being encoded or written now (benchmarks watch it; searches need not). */
  get snapshotting(): boolean {
    return this.writes.size > 0;
  }

  /** Waits for any snapshot being written (a stop cut short leaves only a temporary file, which is never read). */
  async close() {
    await Promise.all(this.writes);
    if (this.db.open) this.db.close();
    for (const loaded of this.loaded.values()) loaded.columns.stored.close();
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
    const meta = this.metaOf.get(index) as Meta | undefined;
    if (!meta) {
      this.loaded.delete(index);
      throw new UnknownIndexError(index);
    }
    if (!loaded || loaded.generation !== meta.generation) {
      loaded = this.fromSnapshot(index, meta, version) ?? {
        columns: new Columns(index, JSON.parse(meta.mapping) as IndexMapping),
        generation: meta.generation,
        seq: 0,
        version,
        snapshotSeq: 0,
        snapshotAt: Date.now(),
      };
      this.loaded.set(index, loaded);
    }
    const before = loaded.seq;
    if (loaded.seq === 0) this.loadRows(index, loaded);
    else {
      const rows = this.rowsAfter.all(index, loaded.seq) as { id: string; doc: string | null; seq: number }[];
      for (const row of rows) {
        loaded.seq = Math.max(loaded.seq, row.seq);
        this.apply(loaded.columns, row.id, row.doc);
      }
    }
    loaded.version = version;
    // Not inside a bulk's write transaction (force): the bulk takes its snapshot once the lock is let go.
    if (loaded.seq !== before && !force) this.snapshotIfDue(index, loaded);
    return loaded;
  }

  /**
   * A whole load from the rows, in map order (see Columns.inMapOrder), so neighbours on the map are neighbours
   * in memory. Each id has one row, so order is free. The rows are read once for each document's place, and
   * each is parsed again as it goes in: no more than one parsed document is alive at a time (holding a million
   * at once made three quarters of the load garbage collection). A deleted document's row is skipped.
   */
  private loadRows(index: string, loaded: Loaded): void {
    const { columns } = loaded;
    const json: string[] = [];
    const keys: number[] = [];
    for (const row of this.rowsAfter.iterate(index, 0) as IterableIterator<{ id: string; doc: string | null; seq: number }>) {
      loaded.seq = Math.max(loaded.seq, row.seq);
      if (row.doc === null) continue;
      json.push(row.doc);
      keys.push(columns.mapKey(JSON.parse(row.doc) as SearchDoc));
    }
    const order = Int32Array.from(json.keys()).sort((a, b) => keys[a]! - keys[b]! || a - b);
    for (const i of order) columns.upsert(JSON.parse(json[i]!) as SearchDoc, json[i]!);
  }

  /** The index as its trusted snapshot holds it (the rows after it still to apply), or undefined to load the rows. */
  private fromSnapshot(index: string, meta: Meta, version: number): Loaded | undefined {
    if (!meta.snapshot || !meta.stamp) return undefined;
    const file = this.snapshotFile(index);
    try {
      const decoded = decodeSnapshot(file, JSON.parse(meta.mapping) as IndexMapping, meta.snapshot);
      if (!decoded) return undefined;
      const { columns, stamp } = decoded;
      if (stamp.token !== meta.snapshot || stamp.stamp !== meta.stamp || stamp.generation !== meta.generation || stamp.index !== index) return undefined;
      return { columns, generation: meta.generation, seq: stamp.seq, version, snapshotSeq: stamp.seq, snapshotAt: Date.now() };
    } catch {
      // Truncated, corrupt or of another format: the rows are the truth, and the next snapshot replaces it.
      return undefined;
    }
  }

  /**
   * Writes a snapshot when enough rows have come since the last: right after a load from the rows (of at
   * least snapshotEvery), then once they are a tenth of the index (at least snapshotEvery) and a minute has
   * passed, or after half an hour for any. The columns are encoded in slices on this thread, as they were
   * when this was called (writes meanwhile change nothing it reads); the file is written off the thread, then
   * named in ci_meta.
   */
  private snapshotIfDue(index: string, loaded: Loaded): void {
    if (loaded.writing) return;
    const pending = loaded.seq - loaded.snapshotSeq;
    const since = Date.now() - loaded.snapshotAt;
    const due =
      loaded.snapshotSeq === 0
        ? pending >= this.snapshotEvery
        : pending >= Math.max(this.snapshotEvery, loaded.columns.live / 10) && since >= this.snapshotGapMs;
    if (!due && !(pending > 0 && since >= SNAPSHOT_STALE_MS)) return;
    const meta = this.metaOf.get(index) as Meta | undefined;
    if (!meta?.stamp || meta.generation !== loaded.generation) return;
    const stamp = { index, stamp: meta.stamp, generation: loaded.generation, seq: loaded.seq, token: randomUUID() };
    const { columns } = loaded;
    // Without dead slots the snapshot's slots are the columns' own: once written, its documents are read from
    // it, and the columns let go of their strings (a million of them after a load from the rows).
    const whole = columns.size === columns.live;
    // Not tried again before the next is due, whatever becomes of this one.
    loaded.snapshotSeq = loaded.seq;
    loaded.snapshotAt = Date.now();
    // Encoded in slices, searches and writes going on between them (encodeSnapshot); written off the thread.
    const pace = pacer();
    const write = encodeSnapshot(columns, stamp, pace)
      .then(async (encoded) => {
        await sealSnapshot(encoded);
        const fd = await writeSnapshotFile(this.snapshotFile(index), encoded, pace);
        const docs = new SnapshotDocs(fd, encoded.docsAt, encoded.offsets, encoded.crcs);
        if (whole && this.loaded.get(index) === loaded && loaded.columns === columns) columns.stored.adopt(docs);
        else docs.close();
        // Named only once whole on disk; and only if the index is still the one snapshotted.
        if (this.db.open) this.db.prepare('UPDATE ci_meta SET snapshot = ? WHERE name = ? AND stamp = ? AND generation = ?').run(stamp.token, index, stamp.stamp, stamp.generation);
      })
      // Out of memory, a full disk or a busy lock: no snapshot; the index still answers, and the rows are still there.
      .catch(() => undefined)
      .finally(() => {
        loaded.writing = undefined;
        this.writes.delete(write);
      });
    loaded.writing = write;
    this.writes.add(write);
  }

  private apply(columns: Columns, id: string, doc: string | null): void {
    if (doc === null) columns.remove(id);
    else columns.upsert(JSON.parse(doc) as SearchDoc, doc);
  }

  /** Rebuilds an index's columns from its live documents once dead slots (old versions) outnumber them. */
  private compactIfWasteful(index: string): void {
    const loaded = this.loaded.get(index);
    if (!loaded?.columns.wasteful) return;
    const columns = new Columns(index, loaded.columns.mapping);
    let json: string[];
    try {
      json = loaded.columns.liveJson();
    } catch (error) {
      if (!(error instanceof CorruptSnapshotError)) throw error;
      return this.forget(index); // the next call loads the rows
    }
    const entries = json.map((text) => ({ doc: JSON.parse(text) as SearchDoc, json: text }));
    for (const entry of columns.inMapOrder(entries, (e) => e.doc)) columns.upsert(entry.doc, entry.json);
    loaded.columns = columns;
  }
}
