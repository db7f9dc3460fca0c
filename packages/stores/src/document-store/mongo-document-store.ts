import {
  MongoClient,
  type AnyBulkWriteOperation,
  type Db,
  type Document,
  type Filter as MongoFilter,
  type Sort,
  type UpdateFilter,
} from 'mongodb';
import { LiveGenerations, PinnedDocumentStore } from './generations';
import {
  DuplicateKeyError,
  GENERATIONS,
  type Collection,
  type Condition,
  DocumentText,
  type Doc,
  type DocumentStore,
  type Filter,
  type FindOptions,
  type GenerationPointer,
  type IndexSpec,
  type LoadRow,
  type Patch,
  type WriteOp,
} from './port';

/** What a document looks like in MongoDB: our `id` is stored as `_id`. */
type Stored = { _id: string } & Record<string, unknown>;

const COLLECTION = /^[A-Za-z_][A-Za-z0-9_-]*(@[A-Za-z0-9]+)?$/;
// Field paths are checked like the embedded adapter's: no `$` operators or odd keys can sneak in as a field.
const FIELD = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

/**
 * Production document store over MongoDB (driver 7). One MongoDB collection per collection; `id` ↔ `_id`.
 *
 * bulkWrite is NOT atomic here: without a replica-set transaction, a crash can leave a batch half applied
 * (ops run in order, one collection run at a time). Projections stay correct anyway because every op they send
 * carries the event's `position`: an op applies only where the document's `_position` is absent or lower and
 * sets `_position`, so replaying the batch after a crash re-applies only the ops that did not land, and a
 * checkpoint written in a later op of the batch can only be ahead of what landed if every earlier op landed.
 *
 * Generations: a projection's collections are MongoDB collections named `listings@v6g2`, and the pointer
 * document in `_generations` says which is live. A switch writes the pointer and then the checkpoints (not
 * atomically: a crash in between leaves the new generation live with the checkpoint it had before, and the
 * projection replays from there, its writes guarded by position).
 */
export class MongoDocumentStore implements DocumentStore {
  private readonly live = new LiveGenerations();
  private loading?: Promise<void>;

  private constructor(private readonly client: MongoClient, readonly db: Db) {}

  static async connect(url: string, database: string): Promise<MongoDocumentStore> {
    const client = new MongoClient(url);
    try {
      await client.connect();
      await client.db(database).command({ ping: 1 });
    } catch (error) {
      await client.close().catch(() => undefined);
      throw error;
    }
    return new MongoDocumentStore(client, client.db(database));
  }

  raw(name: string) {
    if (!COLLECTION.test(name)) throw new Error(`Invalid collection name: ${name}`);
    return this.db.collection<Stored>(name);
  }

  collection<T extends Doc = Doc>(name: string): Collection<T> {
    return new MongoCollection<T>(this, name);
  }

  /** The MongoDB name of a collection now: its live generation's for a projection's collection. */
  async resolve(collection: string): Promise<string> {
    if (this.live.stale) {
      // One read of the pointers at a time, whoever asks.
      this.loading ??= this.generations()
        .then((pointers) => this.live.load(pointers))
        .finally(() => (this.loading = undefined));
      await this.loading;
    }
    return this.live.physical(collection);
  }

  pinned(collections: string[], generation: string): DocumentStore {
    return new PinnedDocumentStore(this, collections, generation);
  }

  /**
   * A bulk load (see the port). Fresh, into a collection nothing else writes: unordered `insertMany`s, which the
   * server spreads over its threads; after an earlier flush, unordered replacements and deletes by id. A
   * rebuild creates the collection's indexes after its last load (building an index over a full collection
   * is one sorted pass; maintaining it row by row is not).
   */
  async load(collection: string, docs: LoadRow[], options: { fresh?: boolean } = {}): Promise<void> {
    const target = this.raw(await this.resolve(collection));
    for (let start = 0; start < docs.length; start += MONGO_LOAD_ROWS) {
      const chunk = docs.slice(start, start + MONGO_LOAD_ROWS);
      if (options.fresh && chunk.every((d) => !('deleted' in d && d.deleted === true))) {
        await target.insertMany(chunk.map((d) => toStoredDoc(asDoc(d))), { ordered: false });
        continue;
      }
      await target.bulkWrite(
        chunk.map((d): AnyBulkWriteOperation<Stored> => ('deleted' in d && d.deleted === true ? { deleteOne: { filter: { _id: d.id } } } : { replaceOne: { filter: { _id: d.id }, replacement: toStoredDoc(asDoc(d)), upsert: true } })),
        { ordered: false },
      );
    }
  }


  async switchGeneration(pointer: GenerationPointer, ops: WriteOp[] = []): Promise<void> {
    const { id, ...rest } = pointer;
    await this.raw(GENERATIONS).replaceOne({ _id: id }, rest, { upsert: true });
    this.live.remember(pointer);
    await this.bulkWrite(ops);
  }

  async generations(): Promise<GenerationPointer[]> {
    return (await this.raw(GENERATIONS).find({}).toArray()).map((d) => fromStored<GenerationPointer & Doc>(d)!);
  }

  async bulkWrite(logicalOps: WriteOp[]): Promise<void> {
    const ops: WriteOp[] = [];
    for (const op of logicalOps) ops.push({ ...op, collection: await this.resolve(op.collection) });
    // MongoDB's bulkWrite is per collection: run each consecutive stretch of one collection's ops in order.
    let start = 0;
    while (start < ops.length) {
      let end = start + 1;
      while (end < ops.length && ops[end]!.collection === ops[start]!.collection) end += 1;
      await this.runOrdered(ops[start]!.collection, ops.slice(start, end));
      start = end;
    }
  }

  private async runOrdered(name: string, ops: WriteOp[]): Promise<void> {
    const collection = this.raw(name);
    let rest = ops.filter((op) => toMongoOp(op) !== undefined);
    while (rest.length > 0) {
      try {
        await collection.bulkWrite(rest.map((op) => toMongoOp(op)!), { ordered: true });
        return;
      } catch (error) {
        const failed = firstWriteError(error);
        if (!failed || failed.code !== 11000) throw error;
        const op = rest[failed.index]!;
        const fields = duplicateFields(failed);
        if (op.op === 'upsert' && op.position !== undefined && fields.length === 1 && fields[0] === 'id') {
          // The guarded filter missed because the document has already seen this position (or a newer one), so
          // the upsert tried to insert a second document with the same _id. Nothing to do — but check once more
          // without upsert, in case the miss was a race with another writer that inserted an older version.
          const { filter, replacement } = guardedReplace(op);
          await collection.replaceOne(filter, replacement, { upsert: false });
          rest = rest.slice(failed.index + 1);
          continue;
        }
        throw new DuplicateKeyError(name, fields);
      }
    }
  }

  async health() {
    try {
      await this.db.command({ ping: 1 });
      return { ok: true, adapter: 'mongodb', detail: this.db.databaseName };
    } catch (error) {
      return { ok: false, adapter: 'mongodb', detail: String(error) };
    }
  }

  async close() {
    await this.client.close();
  }
}

/** A collection by its name as callers know it; each call works on the generation that is live then. */
class MongoCollection<T extends Doc> implements Collection<T> {
  private name: string;

  constructor(private readonly store: MongoDocumentStore, private readonly logical: string) {
    this.name = logical;
  }

  private async col() {
    this.name = await this.store.resolve(this.logical);
    return this.store.raw(this.name);
  }

  async get(id: string): Promise<T | null> {
    return fromStored<T>(await (await this.col()).findOne({ _id: id }));
  }

  async find(filter?: Filter, options: FindOptions = {}): Promise<T[]> {
    if (options.limit === 0) return [];
    let cursor = (await this.col()).find(toMongoFilter(filter)).sort(toSort(options.sort));
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit !== undefined) cursor = cursor.limit(options.limit);
    return (await cursor.toArray()).map((d) => fromStored<T>(d)!);
  }

  async findOne(filter: Filter): Promise<T | null> {
    return (await this.find(filter, { limit: 1 }))[0] ?? null;
  }

  async count(filter?: Filter): Promise<number> {
    return (await this.col()).countDocuments(toMongoFilter(filter));
  }

  async upsert(doc: T): Promise<void> {
    const { id, ...rest } = doc;
    const c = await this.col();
    await this.guard(() => c.replaceOne({ _id: id }, rest, { upsert: true }));
  }

  async update(id: string, patch: Patch): Promise<boolean> {
    const update = toUpdate(patch);
    const c = await this.col();
    if (!update) return (await c.countDocuments({ _id: id }, { limit: 1 })) > 0;
    const result = await this.guard(() => c.updateOne({ _id: id }, update));
    return result.matchedCount > 0;
  }

  async delete(id: string): Promise<boolean> {
    return (await (await this.col()).deleteOne({ _id: id })).deletedCount > 0;
  }

  /**
   * A unique index only covers documents that have all its fields: like the embedded adapter (where SQL
   * NULLs never collide), many documents may lack the field. (An explicit null still counts as a value here.)
   */
  async ensureIndex(spec: IndexSpec): Promise<void> {
    if (spec.fields.length === 1 && spec.fields[0] === 'id') return; // _id is always indexed and unique
    const keys = Object.fromEntries(spec.fields.map((f) => [fieldPath(f), 1 as const]));
    const partialFilterExpression = spec.unique
      ? Object.fromEntries(spec.fields.map((f) => [fieldPath(f), { $exists: true }]))
      : undefined;
    await (await this.col()).createIndex(keys, spec.unique ? { unique: true, partialFilterExpression } : {});
  }

  async clear(): Promise<void> {
    await (await this.col()).deleteMany({});
  }

  async drop(): Promise<void> {
    const c = await this.col();
    // Dropping a collection that is not there is no error: the retired generation is gone either way.
    await c.drop().catch((error: { codeName?: string; code?: number }) => {
      if (error.codeName !== 'NamespaceNotFound' && error.code !== 26) throw error;
    });
  }

  private async guard<R>(write: () => Promise<R>): Promise<R> {
    try {
      return await write();
    } catch (error) {
      if ((error as { code?: number }).code === 11000) throw new DuplicateKeyError(this.name, duplicateFields(error as DuplicateInfo));
      throw error;
    }
  }
}

/** Documents a bulk load sends per insertMany: large enough for the server to spread, small enough to hold. */
const MONGO_LOAD_ROWS = 5000;

function toStoredDoc(doc: Doc): Stored {
  const { id, ...rest } = doc;
  return { _id: id, ...rest };
}

function fromStored<T extends Doc>(stored: Stored | null): T | null {
  if (!stored) return null;
  const { _id, ...rest } = stored;
  return { id: _id, ...rest } as unknown as T;
}

function fieldPath(field: string): string {
  if (field === 'id') return '_id';
  if (!FIELD.test(field)) throw new Error(`Invalid field path: ${field}`);
  return field;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function toMongoFilter(filter: Filter | undefined): MongoFilter<Stored> {
  if (!filter) return {};
  const clauses: Document[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined) continue;
    if (key === '$or' || key === '$and') {
      const subs = (value as Filter[]).map(toMongoFilter);
      // MongoDB refuses empty $or/$and arrays: an empty $or matches nothing, an empty $and everything.
      if (subs.length === 0) clauses.push(key === '$or' ? { _id: { $in: [] } } : {});
      else clauses.push({ [key]: subs });
      continue;
    }
    clauses.push(...conditionClauses(fieldPath(key), value as Condition));
  }
  const nonEmpty = clauses.filter((c) => Object.keys(c).length > 0);
  if (nonEmpty.length === 0) return {};
  return (nonEmpty.length === 1 ? nonEmpty[0] : { $and: nonEmpty }) as MongoFilter<Stored>;
}

const PLAIN = ['$eq', '$ne', '$in', '$nin', '$gt', '$gte', '$lt', '$lte', '$exists'] as const;

function conditionClauses(path: string, cond: Condition): Document[] {
  if (cond === null || typeof cond !== 'object') return [{ [path]: cond }];
  const ops: Document = {};
  const clauses: Document[] = [];
  for (const [op, value] of Object.entries(cond)) {
    if (value === undefined) continue;
    if ((PLAIN as readonly string[]).includes(op)) ops[op] = value;
    // Two regexes cannot share one operator object, so each gets its own clause.
    else if (op === '$startsWith') clauses.push({ [path]: { $regex: `^${escapeRegex(String(value))}` } });
    else if (op === '$contains') clauses.push({ [path]: { $regex: escapeRegex(String(value)), $options: 'i' } });
    else throw new Error(`Unsupported filter operator ${op} on ${path}`);
  }
  if (Object.keys(ops).length > 0) clauses.unshift({ [path]: ops });
  return clauses;
}

function toSort(sort: FindOptions['sort']): Sort {
  const spec: Record<string, 1 | -1> = {};
  for (const [field, dir] of sort ?? []) spec[fieldPath(field)] = dir === 'desc' ? -1 : 1;
  if (!('_id' in spec)) spec._id = 1; // a stable order makes paging deterministic
  return spec;
}

/** $set, $unset and $inc from a patch; undefined when the patch changes nothing. (A path in two of them is an error in MongoDB.) */
function toUpdate(patch: Patch, position?: number): UpdateFilter<Stored> | undefined {
  const update: Document = {};
  const set = Object.fromEntries(Object.entries(patch.set ?? {}).map(([k, v]) => [fieldPath(k), v]));
  if (position !== undefined) set._position = position;
  if (Object.keys(set).length) update.$set = set;
  if (patch.unset?.length) update.$unset = Object.fromEntries(patch.unset.map((k) => [fieldPath(k), '']));
  const inc = Object.entries(patch.inc ?? {});
  if (inc.length) update.$inc = Object.fromEntries(inc.map(([k, v]) => [fieldPath(k), v]));
  return Object.keys(update).length ? (update as UpdateFilter<Stored>) : undefined;
}

/** Matches the document only when it has not seen `position` yet: `_position` absent or lower. */
function notSeen(id: string, position: number): MongoFilter<Stored> {
  return { _id: id, _position: { $not: { $gte: position } } } as MongoFilter<Stored>;
}

function guardedReplace(op: Extract<WriteOp, { op: 'upsert' }>) {
  const { id, ...rest } = op.doc;
  return { filter: notSeen(id, op.position!), replacement: { ...rest, _position: op.position! } };
}

function toMongoOp(op: WriteOp): AnyBulkWriteOperation<Stored> | undefined {
  if (op.op === 'delete') return { deleteOne: { filter: { _id: op.id } } };
  if (op.op === 'upsert') {
    if (op.position === undefined) {
      const { id, ...rest } = op.doc;
      return { replaceOne: { filter: { _id: id }, replacement: rest, upsert: true } };
    }
    const { filter, replacement } = guardedReplace(op);
    return { replaceOne: { filter, replacement, upsert: true } };
  }
  const update = toUpdate(op.patch, op.position);
  if (!update) return undefined; // an empty patch without a position changes nothing
  return { updateOne: { filter: op.position === undefined ? { _id: op.id } : notSeen(op.id, op.position), update } };
}

type DuplicateInfo = { code?: number; errmsg?: string; message?: string; keyPattern?: Record<string, unknown>; err?: { keyPattern?: Record<string, unknown> } };

function firstWriteError(error: unknown): (DuplicateInfo & { index: number; code: number }) | undefined {
  const errors = (error as { writeErrors?: unknown }).writeErrors;
  const first = (Array.isArray(errors) ? errors[0] : errors) as (DuplicateInfo & { index: number; code: number }) | undefined;
  return first && typeof first.index === 'number' ? first : undefined;
}

/**
 * The fields of the unique index that refused a write: from the server's keyPattern (single writes) or, for
 * bulk writes (whose errors lose keyPattern), from the index name in the E11000 message ("town_1_region_1").
 */
function duplicateFields(error: DuplicateInfo): string[] {
  const pattern = error.keyPattern ?? error.err?.keyPattern;
  const index = /index: (\S+)/.exec(error.errmsg ?? error.message ?? '')?.[1] ?? '_id_';
  const names = pattern ? Object.keys(pattern) : index === '_id_' ? ['_id'] : index.split(/_-?1(?:_|$)/).filter(Boolean);
  return names.map((n) => (n === '_id' ? 'id' : n));
}

/** A row to load as a document (one held as JSON text parsed). */
const asDoc = (row: LoadRow): Doc => (row instanceof DocumentText ? (JSON.parse(row.json) as Doc) : (row as Doc));
