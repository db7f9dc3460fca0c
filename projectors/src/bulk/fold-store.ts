import type { Collection, Doc, DocumentStore, Filter, FindOptions, IndexOp, LoadRow, SearchIndex, WriteOp } from '@fie/stores';
import { indexOf } from '../generations';
import type { Projection, ProjectionOutput } from '../projection';
import { FoldCollection } from './fold-collection';
import { byKey, mergedByKey, type SpillDir, type SpillFile } from './spill-file';

/** What a load writes between two progress reports. */
const LOAD_STEP = 20_000;

/**
 * One projection's new generation, folded in memory while a rebuild reads the log (see bulk-rebuild.ts): its
 * collections (FoldCollection) and its search index operations, the last of each document. `view` is the
 * document store the projection reads through, as it would read the store after the same writes.
 *
 * `evict` writes the least recently used of what is held into the generation and forgets it (the memory bound;
 * a collection's indexes are made when a query first asks the generation); `finish` writes the rest, each
 * document once, in key order, with plain inserts where nothing was written before, and then makes the indexes.
 */
export class FoldStore {
  private readonly collections = new Map<string, FoldCollection>();
  /** Writes to collections the projection does not own (none do today): applied as they are, at each flush. */
  private foreign: WriteOp[] = [];
  /** Per search index (its name without generation), the last operation on each document (as JSON text once cooled). */
  private search = new Map<string, Map<string, IndexOp | string>>();
  /** Search documents operated on since the last `cool`, per index. */
  private searchWarm = new Map<string, Set<string>>();
  private readonly searchSpilled = new Set<string>();
  /** Per search index, operations set aside out of the heap (cooled or evicted) until the finish: nothing reads them before. */
  private searchAside = new Map<string, SpillFile>();
  private searchSample = { bytes: 0, count: 0 };
  private searchOps = 0;
  /** Whether reads and writes are noted for cooling (track). */
  private tracking = false;
  private readonly indexed = new Set<string>();
  readonly view: DocumentStore;

  constructor(
    readonly projection: Projection,
    /** The store pinned to the generation being built. */
    private readonly target: DocumentStore,
    private readonly searchIndex: SearchIndex | undefined,
    readonly generation: string,
    private readonly options: { freeze?: boolean; spill?: SpillDir } = {},
  ) {
    const spill = options.spill;
    for (const name of projection.collections) {
      const collection = new FoldCollection(name, target.collection(name), options.freeze, spill ? () => spill.file() : undefined);
      collection.onSettle = (c) => this.flushCollection(c);
      collection.onQuery = (c) => this.makeIndexes(c.name);
      this.collections.set(name, collection);
    }
    this.view = this.makeView();
  }

  /** Documents and search operations held, and their estimated JSON bytes. */
  get held(): { documents: number; bytes: number } {
    let documents = 0;
    let bytes = 0;
    for (const c of this.collections.values()) {
      documents += c.size;
      bytes += c.bytes;
    }
    const ops = [...this.search.values()].reduce((n, m) => n + m.size, 0);
    documents += ops;
    if (this.searchSample.count) bytes += Math.round((this.searchSample.bytes / this.searchSample.count) * ops);
    return { documents, bytes };
  }

  /** Writes asked per collection so far (what the projection returned, before folding). */
  asked(): Record<string, number> {
    return Object.fromEntries([...this.collections.values()].map((c) => [c.name, c.asked]));
  }

  /** One event's output, folded in: synchronously, unless a document must be read back from the generation. */
  add(output: ProjectionOutput, position: number): Promise<void> | undefined {
    const documents = Array.isArray(output) ? output : output.documents;
    for (let i = 0; i < documents.length; i++) {
      const pending = this.apply(documents[i]!);
      if (pending) return this.addRest(pending, output, i + 1, position);
    }
    this.addSearch(output, position);
    return undefined;
  }

  private async addRest(pending: Promise<void>, output: ProjectionOutput, from: number, position: number): Promise<void> {
    await pending;
    const documents = Array.isArray(output) ? output : output.documents;
    for (let i = from; i < documents.length; i++) await this.apply(documents[i]!);
    this.addSearch(output, position);
  }

  private apply(op: WriteOp): Promise<void> | undefined {
    const collection = this.collections.get(op.collection);
    if (collection) return collection.apply(op);
    this.foreign.push(op);
    return undefined;
  }

  private addSearch(output: ProjectionOutput, position: number): void {
    if (Array.isArray(output)) return;
    for (const { index, ops } of output.search ?? []) {
      let byId = this.search.get(index);
      if (!byId) this.search.set(index, (byId = new Map()));
      // Index operations carry whole documents: only the last of each id matters (as in PendingWrites).
      for (const op of ops) {
        const id = op.op === 'upsert' ? op.doc.id : op.id;
        byId.delete(id);
        this.searchAside.get(index)?.delete(id);
        byId.set(id, { ...op, position });
        if (this.tracking) {
          let warm = this.searchWarm.get(index);
          if (!warm) this.searchWarm.set(index, (warm = new Set()));
          warm.add(id);
        }
        // Sampled one operation in 64 (counted, not by the held size, which stays put while documents are rewritten).
        if (op.op === 'upsert' && (this.searchSample.count < 16 || (++this.searchOps & 63) === 0)) {
          this.searchSample.bytes += JSON.stringify(op.doc).length;
          this.searchSample.count += 1;
        }
      }
    }
  }

  /** From now on, what is read and written is noted, so that `cool` can tell what was not (Folder: COOL_FROM). */
  track(): void {
    this.tracking = true;
    for (const collection of this.collections.values()) collection.track();
  }

  /**
   * What was not read nor written since the last time is held as JSON text from now on (FoldCollection.cool),
   * search operations likewise (each carries a whole document: a listing's search document is the largest held).
   */
  cool(): void {
    for (const collection of this.collections.values()) collection.cool();
    for (const [index, byId] of this.search) {
      const warm = this.searchWarm.get(index);
      const spill = this.options.spill;
      if (spill && !this.searchSpilled.has(index)) {
        for (const [id, op] of byId) if (!warm?.has(id)) this.setAside(index, id, op);
      } else for (const [id, op] of byId) if (typeof op !== 'string' && !warm?.has(id)) byId.set(id, JSON.stringify(op));
    }
    this.searchWarm = new Map();
  }

  /**
   * The memory bound was reached: the least recently used `share` of each collection's documents, and of each
   * search index's operations, go into the generation and leave memory; the rest stay held, so the documents the
   * fold is working on are neither read back nor written twice. Answers how many were written.
   */
  async evict(share: number): Promise<number> {
    let written = 0;
    for (const collection of this.collections.values()) {
      const fresh = !collection.spilled;
      // Written to the table only where documents go there (without a file to set them aside in, or once settled).
      const rows = collection.evict(share);
      written += rows.length;
      if (rows.length) {
        await this.loadRows(collection.name, rows, fresh);
        collection.spilled = true;
      }
      // Its indexes are made when a query first needs them (FoldCollection.onQuery), or at the finish.
    }
    for (const [index, byId] of this.search) {
      // Held least recently operated on first (addSearch moves an id to the end).
      const count = Math.ceil(byId.size * share);
      const spilled = this.searchSpilled.has(index);
      if (this.options.spill && !spilled) {
        let taken = 0;
        for (const [id, op] of byId) {
          if (taken++ >= count) break;
          this.setAside(index, id, op);
        }
        continue;
      }
      const ops: IndexOp[] = [];
      let taken = 0;
      for (const [id, op] of byId) {
        if (taken++ >= count) break;
        byId.delete(id);
        const parsed = typeof op === 'string' ? (JSON.parse(op) as IndexOp) : op;
        if (spilled || parsed.op === 'upsert') ops.push(parsed);
      }
      ops.sort((a, b) => byKey(idOf(a), idOf(b)));
      written += ops.length;
      const name = indexOf(index, this.generation);
      for (let start = 0; start < ops.length; start += LOAD_STEP) await this.searchOf().load(name, ops.slice(start, start + LOAD_STEP));
      this.searchSpilled.add(index);
    }
    await this.writeForeign();
    return written;
  }

  /**
   * Everything held and set aside goes into the generation (the fold's bookkeeping with it: Folder, SETTLE_BELOW),
   * a step at a time in key order, and the collections' indexes are made: from now on they answer for what memory
   * does not hold. Answers how many documents (and search operations) were written.
   */
  async settle(): Promise<number> {
    let written = 0;
    const count = (documents: number) => (written += documents);
    for (const collection of this.collections.values()) {
      if (collection.pending === 0) continue;
      await this.drain(collection, count);
      collection.spilled = true;
      await this.makeIndexes(collection.name);
    }
    await this.writeSearch(count);
    await this.writeForeign();
    return written;
  }

  /**
   * The rest, each document once, in key order; then the generation's indexes, made over the whole collection
   * (one sorted pass instead of an update per row). `loaded` is told how many documents went each step.
   */
  async finish(loaded: (documents: number) => void = () => undefined): Promise<void> {
    for (const collection of this.collections.values()) await this.drain(collection, loaded);
    await this.writeSearch(loaded);
    await this.writeForeign();
    await this.makeIndexes();
  }

  /** Documents (and search operations) still to write at the finish. */
  get pending(): number {
    let n = 0;
    for (const c of this.collections.values()) n += c.pending;
    for (const m of this.search.values()) n += m.size;
    for (const f of this.searchAside.values()) n += f.size;
    return n;
  }

  /** The generation's secondary indexes, for the collections not indexed yet. */
  async makeIndexes(only?: string): Promise<void> {
    for (const index of this.projection.indexes ?? []) {
      if (only !== undefined && index.collection !== only) continue;
      const key = `${index.collection}:${index.fields.join(',')}`;
      if (this.indexed.has(key)) continue;
      await this.target.collection(index.collection).ensureIndex({ fields: index.fields, unique: index.unique });
      this.indexed.add(key);
    }
  }

  /** What a collection holds and set aside, into the generation a step at a time in key order; `loaded` told each step's count. */
  private async drain(collection: FoldCollection, loaded: (documents: number) => void): Promise<void> {
    const fresh = !collection.spilled;
    for (const step of collection.drain(LOAD_STEP)) {
      await this.loadRows(collection.name, step, fresh);
      loaded(step.length);
    }
  }

  /** Rows into a collection of the generation; into a table still empty (`fresh`), deletions have nothing to delete. */
  private async loadRows(name: string, rows: LoadRow[], fresh: boolean): Promise<void> {
    if (rows.length) await this.target.load(name, fresh ? rows.filter((r) => !('deleted' in r)) : rows, { fresh });
  }

  private async flushCollection(collection: FoldCollection): Promise<void> {
    const fresh = !collection.spilled;
    const rows = collection.take();
    collection.spilled = true;
    await this.loadRows(collection.name, rows, fresh);
    // From now on the collection answers queries for what memory does not hold: it needs its indexes.
    await this.makeIndexes(collection.name);
  }

  private async writeSearch(loaded: (documents: number) => void = () => undefined): Promise<void> {
    const search = this.search;
    const asides = this.searchAside;
    this.search = new Map();
    this.searchAside = new Map();
    this.searchWarm = new Map();
    for (const index of new Set([...search.keys(), ...asides.keys()])) {
      const byId = search.get(index) ?? new Map<string, IndexOp | string>();
      const aside = asides.get(index);
      try {
        const spilled = this.searchSpilled.has(index);
        // By id, the operations read (from memory, or from the file in key order) a step at a time.
        const name = indexOf(index, this.generation);
        let ops: IndexOp[] = [];
        let taken = 0;
        const load = async () => {
          if (ops.length) await this.searchOf().load(name, ops);
          loaded(taken);
          ops = [];
          taken = 0;
        };
        for (const [id, json] of mergedByKey([...byId.keys()].sort(byKey), aside?.sorted())) {
          const held = byId.get(id) ?? json!;
          const op = typeof held === 'string' ? (JSON.parse(held) as IndexOp) : held;
          if (spilled || op.op === 'upsert') ops.push(op);
          if (++taken === LOAD_STEP) await load();
        }
        if (taken) await load();
      } finally {
        aside?.close();
      }
      this.searchSpilled.add(index);
    }
  }

  /** A search operation out of the heap, into the index's file (see searchAside). */
  private setAside(index: string, id: string, op: IndexOp | string): void {
    let aside = this.searchAside.get(index);
    if (!aside) this.searchAside.set(index, (aside = this.options.spill!.file()));
    aside.put(id, typeof op === 'string' ? op : JSON.stringify(op));
    this.search.get(index)!.delete(id);
  }

  /** The files this store set documents aside in, removed (a rebuild that failed or was stopped). */
  discard(): void {
    for (const aside of this.searchAside.values()) aside.close();
    this.searchAside = new Map();
    for (const collection of this.collections.values()) collection.discard();
  }

  private async writeForeign(): Promise<void> {
    const ops = this.foreign;
    this.foreign = [];
    if (ops.length) await this.target.bulkWrite(ops);
  }

  private searchOf(): SearchIndex {
    if (!this.searchIndex) throw new Error(`projection ${this.projection.name} feeds a search index, but the rebuild has none`);
    return this.searchIndex;
  }

  private makeView(): DocumentStore {
    const owned = (name: string) => this.collections.get(name);
    const readOnly = (name: string): Collection => {
      const fold = owned(name);
      if (!fold) return this.target.collection(name);
      const refuse = async (): Promise<never> => {
        throw new Error(`${this.projection.name}: a projection writes by returning operations`);
      };
      return {
        get: (id: string) => fold.get(id),
        find: (filter?: Filter, options?: FindOptions) => fold.find(filter, options),
        findOne: async (filter: Filter) => (await fold.find(filter, { limit: 1 }))[0] ?? null,
        count: (filter?: Filter) => fold.count(filter),
        upsert: refuse,
        update: refuse,
        delete: refuse,
        ensureIndex: refuse,
        clear: refuse,
        drop: refuse,
      };
    };
    const cache = new Map<string, Collection>();
    const refuse = async (): Promise<never> => {
      throw new Error(`${this.projection.name}: a projection cannot do this while it is rebuilt`);
    };
    return {
      collection<T extends Doc = Doc>(name: string): Collection<T> {
        let c = cache.get(name);
        if (!c) cache.set(name, (c = readOnly(name)));
        return c as unknown as Collection<T>;
      },
      bulkWrite: refuse,
      load: refuse,
      health: () => this.target.health(),
      pinned: () => {
        throw new Error('a projection cannot choose a generation');
      },
      switchGeneration: refuse,
      generations: () => this.target.generations(),
      close: refuse,
    };
  }
}

const idOf = (op: IndexOp) => (op.op === 'upsert' ? op.doc.id : op.id);
