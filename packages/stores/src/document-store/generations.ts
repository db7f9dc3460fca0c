import type { Collection, Doc, DocumentStore, GenerationPointer, LoadRow, WriteOp } from './port';

/**
 * How long a process trusts the pointers it read: another process (the projectors running apart, a search
 * thread) sees a switch within this long; the process that switches sees it at once.
 */
export const GENERATION_TTL_MS = 1000;

/**
 * A collection of one generation, by name: `listings@v6g2`. Such a name is never resolved through the
 * pointers. The generation '' is the bare name the read models had before generations (`listings@` addresses
 * the table `listings` itself, so a retired bare generation can be dropped once `listings` means another).
 */
export const generationName = (collection: string, generation: string): string => `${collection}@${generation}`;

/** Writes to some collections as those of one generation (`listings` → `listings@v6g2`); others as they are. */
export function inGeneration(ops: WriteOp[], collections: ReadonlySet<string>, generation: string): WriteOp[] {
  return ops.map((op) => (collections.has(op.collection) ? { ...op, collection: generationName(op.collection, generation) } : op));
}

/** Where a generation's collection is stored: `listings@v6g2` as is, `listings@` as `listings`. */
const storedName = (collection: string, generation: string): string => (generation ? `${collection}@${generation}` : collection);

/**
 * The live names of projections' collections, as the pointer documents say, cached for GENERATION_TTL_MS.
 * Each adapter keeps one and asks it for the physical name of every collection it touches; a name no pointer
 * lists (a generation's own name, the checkpoints, the keys) is itself.
 */
export class LiveGenerations {
  private names = new Map<string, string>();
  private pointers = new Map<string, GenerationPointer>();
  private loadedAt = -Infinity;

  get stale(): boolean {
    return Date.now() - this.loadedAt >= GENERATION_TTL_MS;
  }

  /** The pointers as just read from the store. */
  load(pointers: GenerationPointer[]): void {
    this.pointers = new Map(pointers.map((p) => [p.id, p]));
    this.index();
    this.loadedAt = Date.now();
  }

  /** A pointer this process has just written: seen at once, whatever the cache's age. */
  remember(pointer: GenerationPointer): void {
    this.pointers.set(pointer.id, pointer);
    this.index();
  }

  /** Where a collection is stored now: a generation's name as it says, a projection's at its live generation. */
  physical(collection: string): string {
    if (collection.endsWith('@')) return collection.slice(0, -1);
    return this.names.get(collection) ?? collection;
  }

  all(): GenerationPointer[] {
    return [...this.pointers.values()];
  }

  private index(): void {
    const names = new Map<string, string>();
    for (const p of this.pointers.values()) for (const c of p.collections) names.set(c, storedName(c, p.generation));
    this.names = names;
  }
}

/**
 * A view of a store in which some collections are those of one generation: a rebuild writes its new
 * generation through it while every reader (and the live projection) goes on with the live one. Every
 * other collection is the store's, through its live pointers.
 */
export class PinnedDocumentStore implements DocumentStore {
  private readonly collections: Set<string>;

  constructor(private readonly inner: DocumentStore, collections: string[], private readonly generation: string) {
    this.collections = new Set(collections);
  }

  collection<T extends Doc = Doc>(name: string): Collection<T> {
    return this.inner.collection<T>(this.collections.has(name) ? generationName(name, this.generation) : name);
  }

  bulkWrite(ops: WriteOp[]): Promise<void> {
    return this.inner.bulkWrite(inGeneration(ops, this.collections, this.generation));
  }

  load(collection: string, docs: LoadRow[], options?: { fresh?: boolean }): Promise<void> {
    return this.inner.load(this.collections.has(collection) ? generationName(collection, this.generation) : collection, docs, options);
  }

  pinned(collections: string[], generation: string): DocumentStore {
    return new PinnedDocumentStore(this, collections, generation);
  }

  switchGeneration(pointer: GenerationPointer, ops?: WriteOp[]): Promise<void> {
    return this.inner.switchGeneration(pointer, ops);
  }

  generations(): Promise<GenerationPointer[]> {
    return this.inner.generations();
  }

  health() {
    return this.inner.health();
  }

  /** A view owns nothing: closing it leaves the store open. */
  async close(): Promise<void> {}
}
