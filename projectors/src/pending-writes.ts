import { applyWriteOp, compareBySort, matchesFilter, type Collection, type Condition, type Doc, type DocumentStore, type Filter, type FindOptions, type IndexOp, type IndexSpec, type Patch, type WriteOp } from '@fie/stores';
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
  private written = new Map<string, Written>();
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
      let written = this.written.get(op.collection);
      if (!written) this.written.set(op.collection, (written = new Written(this.store.collection(op.collection))));
      written.add(op);
    }
    this.size += documents.length;
    for (const { index, ops } of search ?? []) {
      let byId = this.searchOps.get(index);
      if (!byId) this.searchOps.set(index, (byId = new Map()));
      // Index operations carry whole documents: only the last one of each id matters.
      // Each carries its event's position, so the index refuses it if a later holder got there first.
      for (const op of ops) {
        const id = op.op === 'upsert' ? op.doc.id : op.id;
        byId.delete(id);
        byId.set(id, { ...op, position });
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
    const documents = [...this.written.values()].flatMap((w) => w.ops);
    const search = [...this.searchOps].map(([index, byId]) => ({ index, ops: [...byId.values()] }));
    this.written = new Map();
    this.searchOps = new Map();
    this.size = 0;
    return { documents, search };
  }

  private async get(collection: string, id: string): Promise<Doc | null> {
    const written = this.written.get(collection);
    const doc = written?.has(id) ? await written.fold(id) : await this.store.collection(collection).get(id);
    return doc === null ? null : copy(doc);
  }

  private async find(collection: string, filter?: Filter, options: FindOptions = {}): Promise<Doc[]> {
    const written = this.written.get(collection);
    if (!written) return this.store.collection(collection).find(filter, options);
    const added: Doc[] = [];
    for (const { now } of await written.candidates(filter)) {
      const verdict = now === null ? false : matchesFilter(now, filter);
      if (verdict === undefined) return (await this.settled(collection)).find(filter, options);
      if (verdict) added.push(now!);
    }
    const skip = options.skip ?? 0;
    // Enough stored documents that, once those the batch rewrote are set aside, the page is still full.
    const limit = options.limit === undefined ? undefined : skip + options.limit + written.count;
    const stored = await this.store.collection(collection).find(filter, { sort: options.sort, limit });
    const merged = stored.filter((d) => !written.has(d.id)).concat(added.map(copy));
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
    const written = this.written.get(collection);
    if (!written) return this.store.collection(collection).count(filter);
    let correction = 0;
    for (const { stored, now } of await written.candidates(filter)) {
      const before = stored === null ? false : matchesFilter(stored, filter);
      const after = now === null ? false : matchesFilter(now, filter);
      if (before === undefined || after === undefined) return (await this.settled(collection)).count(filter);
      correction += Number(after) - Number(before);
    }
    return (await this.store.collection(collection).count(filter)) + correction;
  }

  private async settled(collection: string): Promise<Collection> {
    if (this.written.has(collection)) await this.commit();
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
      drop: async () => (await self.settled(name)).drop(),
    });
    return {
      collection<T extends Doc = Doc>(name: string): Collection<T> {
        let c = collections.get(name);
        if (!c) collections.set(name, (c = collection(name)));
        return c as unknown as Collection<T>;
      },
      bulkWrite: async (ops: WriteOp[]) => (await self.settledStore()).bulkWrite(ops),
      load: async () => {
        throw new Error('a projection writes by returning operations, not by loading');
      },
      health: () => self.store.health(),
      // Generations are the runtime's business, not a handler's.
      pinned: () => {
        throw new Error('a projection cannot choose a generation');
      },
      switchGeneration: async () => {
        throw new Error('a projection cannot switch a generation');
      },
      generations: () => self.store.generations(),
      close: async () => {
        throw new Error('a projection cannot close the document store');
      },
    };
  }
}

type Folded = { id: string; stored: Doc | null; now: Doc | null };

/**
 * One collection's pending writes: the operations in order, and per document what it was and is. A query
 * looks only at the documents that may match: for a field the filter sets to a value, an index from the
 * field's values (before and after the batch's writes) to documents, built the first time a query asks.
 */
class Written {
  readonly ops: WriteOp[] = [];
  private readonly docs = new Map<string, Touched>();
  /** Documents with writes not folded in yet. */
  private readonly unfolded = new Set<string>();
  private readonly indexes = new Map<string, Map<string, Set<string>>>();

  constructor(private readonly stored: Collection) {}

  get count(): number {
    return this.docs.size;
  }

  has(id: string): boolean {
    return this.docs.has(id);
  }

  add(op: WriteOp): void {
    this.ops.push(op);
    const id = op.op === 'upsert' ? op.doc.id : op.id;
    const touched = this.docs.get(id);
    if (touched) touched.ops.push(op);
    else this.docs.set(id, { ops: [op] });
    this.unfolded.add(id);
  }

  /** The document after the pending writes so far: the stored one, then each write, as the store applies them. */
  async fold(id: string): Promise<Doc | null> {
    const touched = this.docs.get(id)!;
    if (touched.stored === undefined) {
      const stored = await this.stored.get(id);
      // Two queries of one handler (a Promise.all) fold the same document at once: the second to get here must
      // not set `now` back to the stored document after the first has folded the writes into it (the bulk
      // rebuild's equivalence test found a read-up-to count of 0 that way, where 1 message was still unread).
      if (touched.stored === undefined) {
        touched.stored = stored;
        touched.now = stored;
        if (stored) for (const [field, index] of this.indexes) indexUnder(index, stored, field, id);
      }
    }
    if (touched.ops.length) {
      for (const op of touched.ops) {
        // Never in place: `now` may share objects with the stored document or with writes still pending.
        const next = applyWriteOp(touched.now!, op);
        if (next !== undefined) touched.now = next;
      }
      touched.ops = [];
      if (touched.now) for (const [field, index] of this.indexes) indexUnder(index, touched.now, field, id);
    }
    this.unfolded.delete(id);
    return touched.now!;
  }

  /** The written documents a filter may concern (every one whose matching, before or after, is not plainly false). */
  async candidates(filter: Filter | undefined): Promise<Folded[]> {
    for (const id of [...this.unfolded]) await this.fold(id);
    const keyed = keyedCondition(filter);
    let ids: Iterable<string> = this.docs.keys();
    if (keyed) {
      let index = this.indexes.get(keyed.field);
      if (!index) {
        this.indexes.set(keyed.field, (index = new Map()));
        for (const [id, t] of this.docs) for (const doc of [t.stored, t.now]) if (doc) indexUnder(index, doc, keyed.field, id);
      }
      const found = new Set<string>();
      for (const key of [...keyed.keys, UNSURE]) for (const id of index.get(key) ?? []) found.add(id);
      ids = found;
    }
    const out: Folded[] = [];
    for (const id of ids) {
      const t = this.docs.get(id)!;
      out.push({ id, stored: t.stored!, now: t.now! });
    }
    return out;
  }
}

const UNSURE = '?';

/**
 * Which index bucket a value goes to. Only text is told apart by value: numbers and booleans share one
 * bucket (SQL sees a boolean as 1 or 0), and objects and arrays go where every query looks.
 */
function bucketOf(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (typeof value === 'string') return `s:${value}`;
  if (typeof value === 'number' || typeof value === 'boolean') return 'n';
  return UNSURE;
}

function indexUnder(index: Map<string, Set<string>>, doc: Doc, field: string, id: string): void {
  let value: unknown = doc;
  for (const key of field.split('.')) {
    if (value === null || typeof value !== 'object') {
      value = undefined;
      break;
    }
    if (Array.isArray(value)) {
      value = [];
      break;
    }
    value = (value as Record<string, unknown>)[key];
  }
  const bucket = bucketOf(value);
  let ids = index.get(bucket);
  if (!ids) index.set(bucket, (ids = new Set()));
  ids.add(id);
}

/** A field the filter sets to one value (or one of a few), and the buckets those values are in. */
function keyedCondition(filter: Filter | undefined): { field: string; keys: string[] } | undefined {
  let fallback: { field: string; keys: string[] } | undefined;
  for (const field in filter ?? {}) {
    if (field.startsWith('$')) continue;
    const cond = filter![field] as Condition | undefined;
    let values: unknown[] | undefined;
    if (cond === null || (cond !== undefined && typeof cond !== 'object')) values = [cond];
    else if (cond && typeof cond === 'object' && !Array.isArray(cond)) {
      if (cond.$eq !== undefined) values = [cond.$eq];
      else if (cond.$in !== undefined) values = cond.$in;
    }
    if (!values) continue;
    const keyed = { field, keys: [...new Set(values.map(bucketOf))] };
    // Text tells documents apart best.
    if (keyed.keys.every((k) => k.startsWith('s:'))) return keyed;
    fallback ??= keyed;
  }
  return fallback;
}

/** A fresh, JSON-shaped copy, as the store hands out. */
function copy(doc: Doc): Doc {
  return JSON.parse(JSON.stringify(doc)) as Doc;
}
