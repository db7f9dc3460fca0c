import { IdFilter } from './id-filter';
import { byKey, mergedByKey, type SpillFile } from './spill-file';
import { compareBySort, deepFreeze, DocumentText, matchesFilter, type Collection, type Condition, type Doc, type Filter, type FindOptions, type LoadRow, type Patch, type WriteOp } from '@fie/stores';

/**
 * One collection of a generation being rebuilt, folded in memory: the latest state of each document the
 * rebuild has written (or read back), so that every write lands in memory and each document is written to the
 * store once, at the end. What a flush (the memory bound) has already written sits in the generation's own
 * collection (`table`), and what memory does not hold is asked of it.
 *
 * Reads answer as the store would after the same writes: `get` by id; `find` and `count` over the documents in
 * memory with the port's filter semantics (matchesFilter, compareBySort), plus the flushed ones from the store.
 * Where those semantics cannot say for sure, the collection is flushed and the store answers alone, as the
 * live path does (PendingWrites). Documents are handed out as held, not copied: a projection never changes
 * what it reads (the tests freeze every held document to hold them to it).
 *
 * A document not read nor written since the last `cool` is held as its JSON text (a third of the memory of the
 * object, and nothing for the collector to trace again at every major collection); it is parsed again when
 * needed, and loaded as the text it is.
 *
 * The documents are held least recently used first (each read or write moves one to the end), so that at the
 * memory bound `evict` writes out and forgets the coldest, and the ones the fold is still working on stay: a
 * flush of everything had the fold read each of those back from the generation and write it again at the next.
 */
export class FoldCollection {
  /**
   * The documents held: the latest state of each, as an object or as JSON text (null: deleted since the last
   * flush, or not in the generation), least recently used first.
   */
  private docs = new Map<string, Doc | string | null>();
  /** Ids read or written since the last `cool`: their documents stay objects. Noted only once `track` was called. */
  private warm = new Set<string>();
  private tracking = false;
  /** Ids written since the last flush. */
  private changed = new Set<string>();
  /** Indexes from a field's values to the held documents, made the first time a query sets the field. */
  private indexes = new Map<string, Index>();
  /**
   * After a flush: each held document as the generation's collection has it (null: not there), read when memory
   * first needed it, and indexes over those, so a count can take them out of the store's answer.
   */
  private stored = new Map<string, Doc | null>();
  private storedIndexes = new Map<string, Index>();
  /** Whether the generation's collection holds documents (from a flush): then memory is not the whole. */
  spilled = false;
  /** The ids written to the generation's collection: one it cannot have is not asked of it. */
  private readonly outside = new IdFilter();
  /** Writes asked (as the projection returned them), for the benchmark's writes per event. */
  asked = 0;
  /** JSON bytes of a held document, sampled: the memory bound's estimate. */
  private sampledBytes = 0;
  private samples = 0;
  private writes = 0;

  /**
   * While nothing was written to the generation's table: documents set aside out of the heap (cooled or evicted),
   * by id, as JSON text in a file (SpillFile). A document is either held (`docs`) or set aside, never both; the
   * indexes cover both. Once a query memory cannot answer writes everything to the table (settled), the
   * collection works as before: what leaves memory goes to the table.
   */
  private aside: SpillFile | undefined;

  constructor(
    readonly name: string,
    private readonly table: Collection,
    /** Tests: freeze every document held, so a projection that changes what it read fails. */
    private readonly freeze = false,
    /** Where documents go out of the heap while the table is empty; without it, straight to the table. */
    private readonly spill?: () => SpillFile,
  ) {}

  /** Documents held in memory. */
  get size(): number {
    return this.docs.size;
  }

  /** Estimated JSON bytes of what is held. */
  get bytes(): number {
    return this.samples ? Math.round((this.sampledBytes / this.samples) * this.docs.size) : 0;
  }

  async get(id: string): Promise<Doc | null> {
    let held = this.held(id);
    if (held === undefined) held = this.unfile(id);
    if (held !== undefined) return held;
    if (!this.spilled || !this.outside.has(id)) return null;
    const stored = await this.table.get(id);
    this.stored.set(id, stored);
    if (stored) for (const [field, index] of this.storedIndexes) indexUnder(index, stored, field, id);
    this.hold(id, stored);
    return stored;
  }

  /**
   * One write, with the store's rules (applyWriteOp's position guard). Synchronous unless the document must be
   * read back from the generation (after a flush): a promise per write was a good part of the fold's garbage.
   */
  apply(op: WriteOp): Promise<void> | undefined {
    this.asked += 1;
    const id = op.op === 'upsert' ? op.doc.id : op.id;
    const held = this.docs.get(id);
    if (held !== undefined) return this.write(id, op, typeof held === 'string' ? this.parse(held) : held);
    const filed = this.unfile(id);
    if (filed !== undefined) return this.write(id, op, filed);
    if (!this.spilled || !this.outside.has(id)) return this.write(id, op, null);
    return this.get(id).then((current) => this.write(id, op, current));
  }

  private write(id: string, op: WriteOp, current: Doc | null): undefined {
    const next = applied(current, op);
    if (next === undefined) return;
    if (this.freeze && next) deepFreeze(next);
    this.hold(id, next, current);
    this.changed.add(id);
    // One write in 64 sampled (counted: the count of changed ids stays put while documents are rewritten, and
    // sampling by it stringified every write once it stopped on a multiple of 64).
    if (next && (this.samples < 16 || (++this.writes & 63) === 0)) {
      this.sampledBytes += JSON.stringify(next).length;
      this.samples += 1;
    }
    return undefined;
  }

  async find(filter?: Filter, options: FindOptions = {}): Promise<Doc[]> {
    const matched: Doc[] = [];
    for (const id of this.candidates(filter)) {
      const doc = this.peek(id);
      if (!doc) continue;
      const verdict = matchesFilter(doc, filter);
      if (verdict === undefined) return (await this.settled()).find(filter, options);
      if (!verdict) continue;
      matched.push(doc);
    }
    // What a projection found it is likely to read again: held as an object from now on, and the most recently used.
    for (const doc of matched) {
      if (this.aside?.has(doc.id)) this.unfile(doc.id);
      this.touch(doc.id, doc);
    }
    let merged = matched;
    if (this.spilled) {
      await this.onQuery(this);
      const skip = options.skip ?? 0;
      // Enough stored documents that, once those memory holds are set aside, the page is still full.
      const limit = options.limit === undefined ? undefined : skip + options.limit + this.docs.size;
      const stored = await this.table.find(filter, { sort: options.sort, limit });
      merged = stored.filter((d) => !this.docs.has(d.id)).concat(matched);
    }
    let unsure = false;
    merged.sort((a, b) => {
      const order = compareBySort(a, b, options.sort);
      if (order === undefined) unsure = true;
      return order ?? 0;
    });
    if (unsure) return (await this.settled()).find(filter, options);
    const skip = options.skip ?? 0;
    return merged.slice(skip, options.limit === undefined ? undefined : skip + options.limit);
  }

  async count(filter?: Filter): Promise<number> {
    let held = 0;
    for (const id of this.candidates(filter)) {
      const doc = this.peek(id);
      if (!doc) continue;
      const verdict = matchesFilter(doc, filter);
      if (verdict === undefined) return (await this.settled()).count(filter);
      if (verdict) held += 1;
    }
    if (!this.spilled) return held;
    await this.onQuery(this);
    // The store's count, less the held documents it counted as they were (memory counted them as they are).
    let stored = await this.table.count(filter);
    for (const id of lookup(this.stored, this.storedIndexes, filter, (id) => this.stored.get(id))) {
      const doc = this.stored.get(id);
      if (!doc) continue;
      const verdict = matchesFilter(doc, filter);
      if (verdict === undefined) return (await this.settled()).count(filter);
      if (verdict) stored -= 1;
    }
    return stored + held;
  }

  /**
   * What was written since the last flush, in key order (null: deleted), and memory emptied: the caller writes
   * them to the generation's collection, which from then on answers for what memory does not hold.
   */
  take(): LoadRow[] {
    return [...this.drain(Infinity)].flat();
  }

  /**
   * What take answers, `size` rows at a time: memory is emptied at once (as take), and the documents set aside
   * are read from their file only as each step is asked for, so a collection is never all in the heap at once.
   */
  drain(size: number): Iterable<LoadRow[]> {
    const aside = this.aside;
    this.aside = undefined;
    const changed = [...this.changed].sort(byKey);
    const filed = aside?.sorted();
    for (const id of changed) this.outside.add(id);
    for (const id of filed?.ids ?? []) this.outside.add(id);
    const docs = this.docs;
    this.reset();
    return (function* () {
      try {
        let step: LoadRow[] = [];
        for (const [id, json] of mergedByKey(changed, filed)) {
          const held = docs.get(id);
          if (held !== undefined) step.push(typeof held === 'string' ? new DocumentText(id, held) : (held ?? { id, deleted: true }));
          else step.push(json !== undefined ? new DocumentText(id, json) : { id, deleted: true });
          if (step.length < size) continue;
          yield step;
          step = [];
        }
        if (step.length) yield step;
      } finally {
        aside?.close();
      }
    })();
  }

  private reset(): void {
    this.docs = new Map();
    this.warm = new Set();
    this.changed = new Set();
    this.indexes = new Map();
    this.stored = new Map();
    this.storedIndexes = new Map();
  }

  /**
   * The memory bound: the least recently used `share` of the documents held leave memory. Those written since the
   * last flush are answered, in key order, for the caller to write to the generation's collection (which from
   * then on answers for them); the others are there already. What stays is as it was, written or not.
   */
  evict(share: number): LoadRow[] {
    const count = Math.ceil(this.docs.size * share);
    if (count <= 0) return [];
    if (this.spill && !this.spilled) {
      // The table is empty: the coldest go to the file, and nothing is written to the table yet.
      let moved = 0;
      for (const id of [...this.docs.keys()]) {
        if (moved++ >= count) break;
        this.file(id);
      }
      return [];
    }
    const gone = new Set<string>();
    const rows: LoadRow[] = [];
    const aside: string[] = [];
    for (const [id, held] of this.docs) {
      if (gone.size + aside.length >= count) break;
      // A document the table cannot have (most of them new: a message, a notification) is set aside in the file, as
      // before the table held anything, and goes into it in key order with the rest at the next settle or the
      // finish. Written now, each would land at its own place in the table and its indexes: after a settle that
      // was 44 % of a folding thread's time (BENCHMARKS.md, Replay as a bulk load).
      const inTable = this.outside.has(id);
      if (this.spill && held !== null && !inTable) {
        aside.push(id);
        continue;
      }
      gone.add(id);
      if (!this.changed.delete(id)) continue;
      // Deleted, and never in the table: nothing to write.
      if (held === null && !inTable) continue;
      rows.push(typeof held === 'string' ? new DocumentText(id, held) : (held ?? { id, deleted: true }));
      this.outside.add(id);
    }
    for (const id of gone) {
      this.docs.delete(id);
      this.stored.delete(id);
      this.warm.delete(id);
    }
    for (const indexes of [this.indexes, this.storedIndexes]) for (const index of indexes.values()) forget(index, gone);
    // Their index entries stay: the queries' indexes cover what is set aside.
    for (const id of aside) this.file(id);
    return rows.sort((a, b) => byKey(a.id, b.id));
  }

  /** Writes pending since the last flush. */
  get pending(): number {
    return this.changed.size + (this.aside?.size ?? 0);
  }

  /** From now on, reads and writes are noted, so that `cool` can tell what was not. */
  track(): void {
    this.tracking = true;
  }

  /** Every document held that was not read nor written since the last time becomes its JSON text. */
  cool(): void {
    if (this.spill && !this.spilled) {
      // Out of the heap altogether, while the table is empty (see `aside`).
      for (const id of [...this.docs.keys()]) if (!this.warm.has(id)) this.file(id);
    } else for (const [id, doc] of this.docs) if (doc !== null && typeof doc !== 'string' && !this.warm.has(id)) this.docs.set(id, JSON.stringify(doc));
    this.warm = new Set();
  }

  /** The file of documents set aside, removed (a rebuild that failed or was stopped). */
  discard(): void {
    this.aside?.close();
    this.aside = undefined;
  }

  /** A held document set aside in the file (a deleted one is simply forgotten: the table is empty). Its index entries stay. */
  private file(id: string): void {
    const held = this.docs.get(id);
    this.docs.delete(id);
    this.warm.delete(id);
    this.changed.delete(id);
    if (held === null || held === undefined) return;
    (this.aside ??= this.spill!()).put(id, typeof held === 'string' ? held : JSON.stringify(held));
  }

  /** A document set aside, held again (as an object, the most recently used, to be written at the finish); undefined when it is not in the file. */
  private unfile(id: string): Doc | undefined {
    const json = this.aside?.take(id);
    if (json === undefined) return undefined;
    const doc = this.parse(json);
    this.changed.add(id);
    this.touch(id, doc);
    return doc;
  }

  /** A held document as an object (held as one from now on, if it was text); undefined when memory does not hold it. */
  private held(id: string): Doc | null | undefined {
    const held = this.docs.get(id);
    if (held === undefined) return undefined;
    const doc = typeof held === 'string' ? this.parse(held) : held;
    this.touch(id, doc);
    return doc;
  }

  /** Held as `doc` and moved to the most recently used end. */
  private touch(id: string, doc: Doc | null): void {
    if (this.tracking) this.warm.add(id);
    this.docs.delete(id);
    this.docs.set(id, doc);
  }

  /** A held document (or one set aside) as an object, left where it is. */
  private peek(id: string): Doc | null | undefined {
    const held = this.docs.get(id);
    if (held === undefined) {
      const json = this.aside?.get(id);
      return json === undefined ? undefined : this.parse(json);
    }
    return typeof held === 'string' ? this.parse(held) : held;
  }

  private parse(json: string): Doc {
    const doc = JSON.parse(json) as Doc;
    return this.freeze ? deepFreeze(doc) : doc;
  }

  /** Everything written so far goes to the store, so the store can answer a query memory cannot be sure of. */
  private async settled(): Promise<Collection> {
    if (this.changed.size) await this.onSettle(this);
    return this.table;
  }

  /**
   * Set by the fold store: called before the generation's collection is queried (not read by id), which makes
   * its indexes then. Until a query needs them, evicted documents go into a table without secondary indexes
   * (each write to an indexed table updates every index; made after the load, they are one sorted pass).
   */
  onQuery: (collection: FoldCollection) => Promise<void> = async () => undefined;

  /** Set by the fold store: writes this collection's pending documents (a flush of one collection). */
  onSettle: (collection: FoldCollection) => Promise<void> = async () => {
    throw new Error(`${this.name}: nothing to flush to`);
  };

  private hold(id: string, next: Doc | null, before?: Doc | null): void {
    if (this.indexes.size) {
      for (const [field, index] of this.indexes) {
        const was = before ? bucketOf(valueUnder(before, field)) : undefined;
        const now = next ? bucketOf(valueUnder(next, field)) : undefined;
        // Most writes leave the field a query looks up by as it was (a conversation's id on its messages).
        if (was === now) continue;
        if (was !== undefined) unindexFrom(index, was, id);
        if (now !== undefined) indexInto(index, now, id);
      }
    }
    this.touch(id, next);
  }

  /** The held ids a filter may concern: by the most selective field it sets to a value, or all of them. */
  private candidates(filter: Filter | undefined): Iterable<string> {
    const aside = this.aside;
    if (!aside?.size) return lookup(this.docs, this.indexes, filter, (id) => this.peek(id));
    const docs = this.docs;
    const all = { has: (id: string) => docs.has(id) || aside.has(id), keys: () => concat(docs.keys(), aside.ids()) };
    return lookup(all, this.indexes, filter, (id) => this.peek(id));
  }
}

/**
 * The ids of `docs` a filter may concern: by the most selective field it sets to a value (an index from that
 * field's values to ids, made from `docs` the first time and kept up to date by the caller), or all of them.
 */
function lookup<T>(docs: Pick<Map<string, T>, 'has' | 'keys'>, indexes: Map<string, Index>, filter: Filter | undefined, docOf: (id: string) => Doc | null | undefined): Iterable<string> {
  let best: Set<string> | undefined;
  for (const { field, keys } of keyedConditions(filter)) {
    if (field === 'id') {
      const ids = new Set((keys as string[]).filter((id) => docs.has(id)));
      if (!best || ids.size < best.size) best = ids;
      continue;
    }
    let index = indexes.get(field);
    if (!index) {
      indexes.set(field, (index = new Map()));
      for (const id of docs.keys()) {
        const doc = docOf(id);
        if (doc) indexUnder(index, doc, field, id);
      }
    }
    const buckets = [...keys, UNSURE].map((key) => index.get(key)).filter((ids) => ids !== undefined);
    // One bucket (most queries: one value, nothing unsure) is answered as it is, not copied: the callers read it
    // through before they write anything that would change it.
    const found = buckets.length === 1 ? buckets[0]! : new Set<string>(buckets.flatMap((ids) => [...ids]));
    if (!best || found.size < best.size) best = found;
    if (best.size === 0) break;
  }
  return best ?? docs.keys();
}

function* concat<T>(...all: Iterable<T>[]): Generator<T> {
  for (const one of all) yield* one;
}

/** Takes `ids` out of an index (a pass over it: the documents gone may be held as text, their buckets unknown). */
function forget(index: Index, ids: Set<string>): void {
  for (const [bucket, held] of index) {
    for (const id of held) if (ids.has(id)) held.delete(id);
    if (held.size === 0) index.delete(bucket);
  }
}

/**
 * applyWriteOp's rules (the position guard, `_position` stamped), without copying what stays: an upsert takes a
 * shallow copy of its document, a patch copies only the objects along the paths it changes. What is held is
 * never changed in place, so a document read earlier stays as it was read.
 */
function applied(current: Doc | null, op: WriteOp): Doc | null | undefined {
  if (op.op === 'delete') return current ? null : undefined;
  if (op.position !== undefined && current && typeof current._position === 'number' && current._position >= op.position) return undefined;
  let next: Doc;
  if (op.op === 'upsert') next = { ...op.doc };
  else {
    if (!current) return undefined;
    next = patched(current, op.patch);
  }
  if (op.position !== undefined) next._position = op.position;
  return next;
}

function patched(doc: Doc, patch: Patch): Doc {
  const next: Record<string, unknown> = { ...doc };
  if (patch.set) for (const path in patch.set) setPath(next, path, structuredCloneIfObject(patch.set[path]));
  if (patch.unset) for (const path of patch.unset) unsetPath(next, path);
  if (patch.inc) {
    for (const path in patch.inc) {
      const value = getPath(next, path);
      setPath(next, path, (typeof value === 'number' ? value : 0) + patch.inc[path]!);
    }
  }
  return next as Doc;
}

/** A patch's value is the caller's: held documents must not share it (applyPatch clones the whole document). */
function structuredCloneIfObject(value: unknown): unknown {
  return value !== null && typeof value === 'object' ? structuredClone(value) : value;
}

function getPath(obj: Record<string, unknown>, path: string): unknown {
  if (!path.includes('.')) return obj[path];
  return path.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), obj);
}

/** Sets a dotted path on `obj` (itself a fresh copy), copying each object along it first. */
function setPath(obj: Record<string, unknown>, path: string, value: unknown): void {
  if (!path.includes('.')) {
    obj[path] = value;
    return;
  }
  const keys = path.split('.');
  let o = obj;
  for (const k of keys.slice(0, -1)) {
    const child = o[k];
    o[k] = child && typeof child === 'object' ? (Array.isArray(child) ? [...child] : { ...(child as Record<string, unknown>) }) : {};
    o = o[k] as Record<string, unknown>;
  }
  o[keys[keys.length - 1]!] = value;
}

function unsetPath(obj: Record<string, unknown>, path: string): void {
  if (!path.includes('.')) {
    delete obj[path];
    return;
  }
  const keys = path.split('.');
  let o = obj;
  for (const k of keys.slice(0, -1)) {
    const child = o[k];
    if (!child || typeof child !== 'object') return;
    o[k] = Array.isArray(child) ? [...child] : { ...(child as Record<string, unknown>) };
    o = o[k] as Record<string, unknown>;
  }
  delete o[keys[keys.length - 1]!];
}

/**
 * Which index bucket a value goes to (as PendingWrites' index): text told apart by value, its own key; numbers and
 * booleans in one bucket (SQL sees a boolean as 1 or 0), nothing in another, objects and arrays where every query
 * looks. Those three are symbols, which no text can be: a key made of text ("s:" and the value, as before) was a new
 * string to hash at every write the index saw, a tenth of a folding thread's store work at a million events.
 */
type Bucket = string | symbol;
type Index = Map<Bucket, Set<string>>;
const NOTHING = Symbol('null');
const NUMBER = Symbol('number');
const UNSURE = Symbol('unsure');

function bucketOf(value: unknown): Bucket {
  if (value === undefined || value === null) return NOTHING;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return NUMBER;
  return UNSURE;
}

/** Fields' paths, split once. */
const paths = new Map<string, string[]>();

function valueUnder(doc: Doc, field: string): unknown {
  if (!field.includes('.')) return (doc as Record<string, unknown>)[field];
  let path = paths.get(field);
  if (!path) paths.set(field, (path = field.split('.')));
  let value: unknown = doc;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    if (Array.isArray(value)) return [];
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function indexUnder(index: Index, doc: Doc, field: string, id: string): void {
  indexInto(index, bucketOf(valueUnder(doc, field)), id);
}

function indexInto(index: Index, bucket: Bucket, id: string): void {
  let ids = index.get(bucket);
  if (!ids) index.set(bucket, (ids = new Set()));
  ids.add(id);
}

function unindexFrom(index: Index, bucket: Bucket, id: string): void {
  const ids = index.get(bucket);
  if (!ids) return;
  ids.delete(id);
  if (ids.size === 0) index.delete(bucket);
}

/** The fields a filter sets to one value (or one of a few) at its top level, text first. */
function keyedConditions(filter: Filter | undefined): { field: string; keys: Bucket[] }[] {
  const found: { field: string; keys: Bucket[] }[] = [];
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
    const keys = [...new Set(values.map(bucketOf))];
    // Only text tells documents apart; a field of numbers or booleans is one bucket, no help.
    if (keys.every((k) => typeof k === 'string')) found.push({ field, keys });
  }
  return found;
}
