import { applyWriteOp, compareBySort, matchesFilter, type Collection, type Doc, type DocumentStore, type Filter, type FindOptions, type IndexOp, type IndexSpec, type Patch, type WriteOp } from '@fie/stores';
import type { ProjectionOutput } from './projection';

/**
 * A document the batch has written: as the store holds it (`stored`, read when first needed), as it is after
 * the writes folded in so far (`now`), and the writes not folded in yet.
 */
type Touched = { ops: WriteOp[]; stored?: Doc | null; now?: Doc | null };

/**
 * One projection's writes for a batch of events, held until the runtime commits them with the checkpoint.
 * The handler reads the read models through `view`, which shows it what the store will hold after the
 * batch's earlier events: `get` folds the pending writes of that document into the stored one (with the
 * store's own rules, position guard included); a query (find, findOne, count) asks the store and corrects
 * its answer for the documents the batch has written, with the port's filter semantics in memory
 * (matchesFilter). Where those cannot say for sure, the pending writes are committed first and the store
 * answers alone. Documents come back as fresh copies, JSON-shaped, as the store returns them.
 */
export class PendingWrites {
  private byCollection = new Map<string, WriteOp[]>();
  private touched = new Map<string, Map<string, Touched>>();
  private searchOps = new Map<string, Map<string, IndexOp>>();
  /** Document writes waiting. */
  size = 0;
  /** The last event projected into this buffer, written or not: where the checkpoint goes on commit. */
  position?: number;
  /** Set when a commit failed: its writes are lost, so nothing may be added or committed after them. */
  broken?: unknown;
  readonly view: DocumentStore;

  constructor(
    private readonly store: DocumentStore,
    /** Commits everything pending (the runtime's commit, checkpoint included). */
    private readonly commit: () => Promise<void>,
  ) {
    this.view = this.makeView();
  }

  get hasWrites(): boolean {
    return this.size > 0 || this.searchOps.size > 0;
  }

  /** Adds one event's output. */
  add(output: ProjectionOutput, position: number): void {
    if (this.broken !== undefined) throw this.broken;
    const { documents, search } = Array.isArray(output) ? { documents: output, search: undefined } : output;
    for (const op of documents) {
      let ops = this.byCollection.get(op.collection);
      if (!ops) this.byCollection.set(op.collection, (ops = []));
      ops.push(op);
      let docs = this.touched.get(op.collection);
      if (!docs) this.touched.set(op.collection, (docs = new Map()));
      const id = op.op === 'upsert' ? op.doc.id : op.id;
      const touched = docs.get(id);
      if (touched) touched.ops.push(op);
      else docs.set(id, { ops: [op] });
    }
    this.size += documents.length;
    for (const { index, ops } of search ?? []) {
      let byId = this.searchOps.get(index);
      if (!byId) this.searchOps.set(index, (byId = new Map()));
      // Index operations carry whole documents: only the last one of each id matters.
      for (const op of ops) {
        const id = op.op === 'upsert' ? op.doc.id : op.id;
        byId.delete(id);
        byId.set(id, op);
      }
    }
    this.position = position;
  }

  /**
   * Everything pending, emptied: document writes grouped by collection (each collection's in event order:
   * documents of different collections do not depend on each other, and an engine that writes one
   * collection at a time makes fewer round trips), and the index operations.
   */
  take(): { documents: WriteOp[]; search: { index: string; ops: IndexOp[] }[] } {
    const documents = [...this.byCollection.values()].flat();
    const search = [...this.searchOps].map(([index, byId]) => ({ index, ops: [...byId.values()] }));
    this.byCollection = new Map();
    this.touched = new Map();
    this.searchOps = new Map();
    this.size = 0;
    return { documents, search };
  }

  private async get(collection: string, id: string): Promise<Doc | null> {
    const touched = this.touched.get(collection)?.get(id);
    if (!touched) return this.store.collection(collection).get(id);
    const doc = await this.fold(collection, id, touched);
    return doc === null ? null : copy(doc);
  }

  /** The document after the pending writes so far: the stored one, then each write, as the store applies them. */
  private async fold(collection: string, id: string, touched: Touched): Promise<Doc | null> {
    if (touched.stored === undefined) {
      touched.stored = await this.store.collection(collection).get(id);
      touched.now = touched.stored;
    }
    for (const op of touched.ops) {
      // Never in place: `now` may share objects with the stored document or with writes still pending.
      const next = applyWriteOp(touched.now!, op);
      if (next !== undefined) touched.now = next;
    }
    touched.ops = [];
    return touched.now!;
  }

  /** The collection's written documents, as stored and as they are now. */
  private async written(collection: string): Promise<{ id: string; stored: Doc | null; now: Doc | null }[]> {
    const docs = this.touched.get(collection)!;
    const out: { id: string; stored: Doc | null; now: Doc | null }[] = [];
    for (const [id, touched] of docs) out.push({ id, now: await this.fold(collection, id, touched), stored: touched.stored! });
    return out;
  }

  private async find(collection: string, filter?: Filter, options: FindOptions = {}): Promise<Doc[]> {
    if (!this.touched.get(collection)?.size) return this.store.collection(collection).find(filter, options);
    const written = await this.written(collection);
    const added: Doc[] = [];
    for (const { now } of written) {
      const verdict = now === null ? false : matchesFilter(now, filter);
      if (verdict === undefined) return (await this.settled(collection)).find(filter, options);
      if (verdict) added.push(now!);
    }
    const skip = options.skip ?? 0;
    // Enough stored documents that, once those the batch rewrote are set aside, the page is still full.
    const limit = options.limit === undefined ? undefined : skip + options.limit + written.length;
    const stored = await this.store.collection(collection).find(filter, { sort: options.sort, limit });
    const rewritten = this.touched.get(collection)!;
    const merged = stored.filter((d) => !rewritten.has(d.id)).concat(added.map(copy));
    let unsure = false;
    merged.sort((a, b) => {
      const order = compareBySort(a, b, options.sort);
      if (order === undefined) unsure = true;
      return order ?? 0;
    });
    if (unsure) return (await this.settled(collection)).find(filter, options);
    return merged.slice(skip, options.limit === undefined ? undefined : skip + options.limit);
  }

  private async count(collection: string, filter?: Filter): Promise<number> {
    if (!this.touched.get(collection)?.size) return this.store.collection(collection).count(filter);
    let correction = 0;
    for (const { stored, now } of await this.written(collection)) {
      const before = stored === null ? false : matchesFilter(stored, filter);
      const after = now === null ? false : matchesFilter(now, filter);
      if (before === undefined || after === undefined) return (await this.settled(collection)).count(filter);
      correction += Number(after) - Number(before);
    }
    return (await this.store.collection(collection).count(filter)) + correction;
  }

  private async settled(collection: string): Promise<Collection> {
    if (this.byCollection.has(collection)) await this.commit();
    return this.store.collection(collection);
  }

  private async settledStore(): Promise<DocumentStore> {
    if (this.hasWrites) await this.commit();
    return this.store;
  }

  private makeView(): DocumentStore {
    const self = this;
    const collections = new Map<string, Collection>();
    const collection = (name: string): Collection => ({
      get: (id: string) => self.get(name, id),
      find: (filter?: Filter, options?: FindOptions) => self.find(name, filter, options),
      findOne: async (filter: Filter) => (await self.find(name, filter, { limit: 1 }))[0] ?? null,
      count: (filter?: Filter) => self.count(name, filter),
      // Handlers write by returning operations; a direct write still lands after the batch's earlier ones.
      upsert: async (doc: Doc) => (await self.settled(name)).upsert(doc),
      update: async (id: string, patch: Patch) => (await self.settled(name)).update(id, patch),
      delete: async (id: string) => (await self.settled(name)).delete(id),
      ensureIndex: async (spec: IndexSpec) => (await self.settled(name)).ensureIndex(spec),
      clear: async () => (await self.settled(name)).clear(),
    });
    return {
      collection<T extends Doc = Doc>(name: string): Collection<T> {
        let c = collections.get(name);
        if (!c) collections.set(name, (c = collection(name)));
        return c as unknown as Collection<T>;
      },
      bulkWrite: async (ops: WriteOp[]) => (await self.settledStore()).bulkWrite(ops),
      health: () => self.store.health(),
      close: async () => {
        throw new Error('a projection cannot close the document store');
      },
    };
  }
}

/** A fresh, JSON-shaped copy, as the store hands out. */
function copy(doc: Doc): Doc {
  return JSON.parse(JSON.stringify(doc)) as Doc;
}
