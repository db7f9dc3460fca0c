/**
 * The document store port for read models, with the MongoDB semantics the app needs. Documents are JSON
 * objects keyed by a string `id`. Field paths may be dotted ('location.region').
 *
 * Projections write through `bulkWrite` with a `position`: an operation is applied only if the document
 * has not already seen that position (its `_position` is lower or absent), so replaying an event after a
 * crash cannot double its effect. Adapters that can make a batch atomic (the embedded one) do so.
 */
export type Doc = { id: string } & Record<string, unknown>;

type Scalar = string | number | boolean | null;
export type Condition =
  | Scalar
  | {
      $eq?: Scalar;
      $ne?: Scalar;
      $in?: Scalar[];
      $nin?: Scalar[];
      $gt?: Scalar;
      $gte?: Scalar;
      $lt?: Scalar;
      $lte?: Scalar;
      $exists?: boolean;
      /** Case-sensitive prefix match (MongoDB: an anchored, escaped regex). */
      $startsWith?: string;
      /** Case-insensitive substring match (MongoDB: an escaped regex with the i flag). */
      $contains?: string;
    };
export type Filter = { [field: string]: Condition | Filter[] | undefined; $or?: Filter[]; $and?: Filter[] };

export type SortSpec = [field: string, direction: 'asc' | 'desc'][];
export type FindOptions = { sort?: SortSpec; skip?: number; limit?: number };
export type Patch = { set?: Record<string, unknown>; unset?: string[]; inc?: Record<string, number> };

export type WriteOp =
  | { op: 'upsert'; collection: string; doc: Doc; position?: number }
  | { op: 'update'; collection: string; id: string; patch: Patch; position?: number }
  | { op: 'delete'; collection: string; id: string };

/**
 * A document already turned into JSON: a rebuild holds documents it has not needed for a while as text (a third
 * of the memory, and nothing for the collector to trace), and loads them as they are.
 */
export class DocumentText {
  constructor(
    readonly id: string,
    readonly json: string,
  ) {}
}

/** A document to load (as an object or as its JSON), or the id of one to delete (see DocumentStore.load). */
export type LoadRow = Doc | DocumentText | { id: string; deleted: true };

export type IndexSpec = { fields: string[]; unique?: boolean };

export interface Collection<T extends Doc = Doc> {
  get(id: string): Promise<T | null>;
  find(filter?: Filter, options?: FindOptions): Promise<T[]>;
  findOne(filter: Filter): Promise<T | null>;
  count(filter?: Filter): Promise<number>;
  /** Insert or replace the whole document. */
  upsert(doc: T): Promise<void>;
  /** Apply a patch to an existing document; false when there is none. */
  update(id: string, patch: Patch): Promise<boolean>;
  delete(id: string): Promise<boolean>;
  ensureIndex(spec: IndexSpec): Promise<void>;
  /** Remove every document (a projection rebuild starts from nothing). */
  clear(): Promise<void>;
  /** Remove the collection itself, its documents and indexes (a retired generation). */
  drop(): Promise<void>;
}

/**
 * Read models under generations. A projection's collections live under a generation name
 * (`listings@v6g2`, see generationName) and a pointer document per projection, in GENERATIONS, says which
 * generation is live: `collection('listings')` and a bulk's `collection: 'listings'` reach the live one.
 * A rebuild writes a new generation beside it through `pinned`, then `switchGeneration` makes it live in one
 * step. A projection without a pointer is its bare names (read models from before generations).
 */
export const GENERATIONS = '_generations';
export type GenerationPointer = {
  /** The projection. */
  id: string;
  /** The live generation ('' for the bare names). */
  generation: string;
  /** The collections the generation holds (the projection's). */
  collections: string[];
  switchedAt: string;
};

export interface DocumentStore {
  /** A collection by name; a projection's collection is its live generation's, resolved at each call. */
  collection<T extends Doc = Doc>(name: string): Collection<T>;
  bulkWrite(ops: WriteOp[]): Promise<void>;
  /**
   * A rebuild's bulk load into a collection of a generation being built, which nothing else writes or reads:
   * whole documents, given in key order, written as they are (no position guard, no read of what is there), a
   * null for one to delete. `fresh` says the collection holds none of them yet, so each is a plain insert;
   * otherwise (a load after an earlier flush) one replaces what is there. Not atomic as a whole: a load
   * cut short leaves part of it, which is why it only ever fills a generation that is not live yet.
   */
  load(collection: string, docs: LoadRow[], options?: { fresh?: boolean }): Promise<void>;
  /** A view in which these collections are those of `generation` (a rebuild writes through it). */
  pinned(collections: string[], generation: string): DocumentStore;
  /**
   * Makes a generation live: writes its pointer with `ops` (checkpoints) in one transaction where the engine
   * has them. This process sees it at once, others within GENERATION_TTL_MS.
   */
  switchGeneration(pointer: GenerationPointer, ops?: WriteOp[]): Promise<void>;
  /** The pointers, as stored now. */
  generations(): Promise<GenerationPointer[]>;
  health(): Promise<{ ok: boolean; adapter: string; detail?: string }>;
  close(): Promise<void>;
}

/** A unique index refused a write. */
export class DuplicateKeyError extends Error {
  readonly code = 'DuplicateKey';
  constructor(readonly collection: string, readonly fields: string[]) {
    super(`A document in ${collection} already has this ${fields.join(', ')}`);
    this.name = 'DuplicateKeyError';
  }
}
