import type { DocumentStore, RecordedEvent, SearchIndex } from '@fie/stores';
import { foldsSealed, type BulkProjector, type Projection } from '../projection';
import { FoldStore } from './fold-store';
import { heapLimit, heapShare, LiveHeap } from './heap';
import { SpillDir } from './spill-file';

/** An event as a projection gets it: opened (personal data), or as stored for a `sealed` projection. */
export type Opened = RecordedEvent & { erased?: boolean };
/** A batch of the log: the events as stored, and opened (or why one could not be), one for one. */
export type FoldBatch = { sealed: RecordedEvent[]; opened?: (Opened | { error: string })[] };

/**
 * How much a fold may hold before it evicts (per folder, each thread its own share): documents, and their
 * JSON bytes (about a third of what they take as objects in memory). See RebuildOptions.memoryMb.
 */
export type FoldBound = {
  documents: number;
  bytes: number;
  /** Every this many batches, what was not touched since is held as JSON text (FoldStore.cool); COOL_EVERY by default. */
  coolEvery?: number;
  /** Cooling starts once the fold holds this share of its bound (COOL_FROM by default; 0: from the first batch). */
  coolFrom?: number;
  /** At the bound, the fold keeps this share of it, its most recently used documents (EVICT_TO by default). */
  evictTo?: number;
  /** How full the heap may be before the fold gives memory back (HEAP_EVICT_AT by default; tests: 0, every check). */
  heapEvictAt?: number;
};

/** Batches (of 2,000 events by default) between two coolings: what a projection has not touched in as many is cold. */
export const COOL_EVERY = 8;
/**
 * Far below its bound a fold has no need of the memory cooling saves, and cooling costs: every document written
 * as JSON and parsed again when read, the reads and writes noted to tell what is cold (at 100,000 events, a tenth
 * of a rebuild's CPU with its garbage; BENCHMARKS.md, Replay). So it starts at half the bound.
 */
export const COOL_FROM = 0.5;

/**
 * At its bound a fold writes out its least recently used documents until it holds half the bound. Flushing
 * everything (as before) had it read back every document it was still working on, and write each again at the
 * next flush: 3.4 million documents written for 2.2 million final ones at a million events. On the benchmark's
 * history, which picks the listings and conversations it changes at random, it saved only 4 % of those writes
 * (BENCHMARKS.md, Replay as a bulk load): a history with locality gains more.
 */
export const EVICT_TO = 0.5;

/**
 * The bound is an estimate (documents, and their JSON bytes sampled); the heap's limit (bulk/heap.ts) is not.
 * Every HEAP_CHECK_EVERY batches, a heap fuller than HEAP_EVICT_AT of its limit (V8 collects hard near it, so
 * most of that is live) lowers the fold's bound to what it holds, and it evicts: better a document written twice
 * than a rebuild out of memory.
 */
export const HEAP_EVICT_AT = 0.9;
/** Or the heap held after the last full collection fuller than this: V8 collects without end past it (LiveHeap). */
export const LIVE_HEAP_EVICT_AT = 0.6;
const HEAP_CHECK_EVERY = 8;
/**
 * When the heap is full but the documents held take less than this share of it (at OBJECT_BYTES their JSON
 * bytes each), what fills it is the fold's bookkeeping for the whole rebuild (where each document set aside is,
 * the indexes of the projections' queries), which grows with the history and which evicting documents does not
 * touch: at ten million events that ran a thread out of heap (BENCHMARKS.md, Replay as a bulk load). The fold
 * then settles: everything held and set aside goes into the generations' tables (in key order, their indexes
 * made), the bookkeeping with it, and the fold goes on against the tables, slower but within the heap.
 */
const SETTLE_BELOW = 0.25;
const OBJECT_BYTES = 3;

/** What a folder says of each of its projections. */
export type FoldState = {
  name: string;
  phase: 'folding' | 'loading' | 'indexing' | 'loaded' | 'failed';
  /** Documents written at the finish, and how many there are to write. */
  loaded: number;
  toLoad: number;
  error?: string;
  /** Writes asked per collection (before folding), for the benchmark. */
  asked?: Record<string, number>;
  /** Times the memory bound made it write out documents (evict), and the documents written then. */
  flushes: number;
  flushed?: number;
  /** Documents (and search operations) the whole folder held after its last step: never more than its bound. */
  held?: number;
};

/**
 * A group of projections folded together over the log (the whole rebuild in one thread, or one worker thread's
 * share): each event goes through each projection into its FoldStore; past the bound, the least recently used
 * of what is held is written into the generations and the fold goes on; at the end each writes the rest. A
 * projection that throws stops there and is reported failed; the others go on.
 */
export class Folder {
  private readonly folds: { store: FoldStore; state: FoldState; projector: BulkProjector | Projection; handles?: Set<string> }[];
  private flushes = 0;
  private batches = 0;
  /** Whether the fold has come near enough its bound to cool what it holds (COOL_FROM). */
  private cooling = false;
  /** The last event folded: where a projection's own finish (Projection.bulk) writes. */
  private position = 0;
  private sinceHeapCheck = 0;
  /** Whether the heap was full at the last check, and at the one before it. */
  private fullNow = false;
  private fullBefore = false;
  /** What the last full collection left, and whether it was over LIVE_HEAP_EVICT_AT at the last check. */
  private readonly liveHeap = new LiveHeap();
  private liveFull = false;
  /** The bound in force: as given, lowered when the heap nears its limit. */
  private bound: FoldBound;
  /** Where documents cooled or evicted wait for the finish, out of the heap (SpillFile). */
  private readonly spill: SpillDir;

  constructor(
    projections: { projection: Projection; generation: string }[],
    documents: DocumentStore,
    search: SearchIndex | undefined,
    bound: FoldBound,
    /** `spillDir`: the directory for documents set aside (SpillDir: DATA_DIR/rebuild-spill; the system's temporary one without). */
    options: { freeze?: boolean; spillDir?: string } = {},
  ) {
    this.bound = bound;
    this.spill = new SpillDir(options.spillDir);
    this.folds = projections.map(({ projection, generation }) => ({
      store: new FoldStore(projection, documents.pinned(projection.collections, generation), search, generation, { freeze: options.freeze, spill: this.spill }),
      state: { name: projection.name, phase: 'folding' as FoldState['phase'], loaded: 0, toLoad: 0, flushes: 0 },
      projector: projection.bulk?.() ?? projection,
      ...(projection.handles ? { handles: new Set(projection.handles) } : {}),
    }));
  }

  states(): FoldState[] {
    const held = this.held.documents;
    return this.folds.map(({ store, state }) => ({ ...state, asked: store.asked(), held }));
  }

  get held(): { documents: number; bytes: number } {
    let documents = 0;
    let bytes = 0;
    for (const { store } of this.folds) {
      const held = store.held;
      documents += held.documents;
      bytes += held.bytes;
    }
    return { documents, bytes };
  }

  async fold(batch: FoldBatch): Promise<void> {
    for (const last of [batch.sealed[batch.sealed.length - 1], batch.opened?.[batch.opened.length - 1]]) if (last && 'position' in last) this.position = Math.max(this.position, last.position);
    for (const { store, state, projector, handles } of this.folds) {
      if (state.phase === 'failed') continue;
      const { projection } = store;
      // Opened events, where the batch has them, for all but those that must read them as stored (foldsSealed).
      const inputs = !batch.opened || foldsSealed(projection, true) ? batch.sealed : batch.opened;
      try {
        for (const input of inputs) {
          if ('error' in input) throw new Error(input.error);
          if (handles && !handles.has(input.type)) continue;
          let output = projector.project(input, store.view);
          if (output instanceof Promise) output = await output;
          // Most events write nothing for most projections: no step through the store for them.
          if (!Array.isArray(output) || output.length > 0) {
            const added = store.add(output, input.position);
            if (added) await added;
          }
        }
      } catch (error) {
        state.phase = 'failed';
        state.error = error instanceof Error ? (error.stack ?? error.message) : String(error);
      }
    }
    const held = this.held;
    if (held.documents > this.bound.documents || held.bytes > this.bound.bytes) await this.evict(held);
    else if (held.documents > 0 && this.heapFull()) {
      if (held.bytes * OBJECT_BYTES < heapLimit() * SETTLE_BELOW) {
        // On the heap's size now, only when it was full at the check before too: it counts garbage not yet
        // collected, and V8 collects the old generation hard only near its limit. On what the last full
        // collection left, at once.
        if (this.fullBefore || this.liveFull) await this.settle();
      } else {
        this.bound = { ...this.bound, documents: Math.max(1000, Math.floor(held.documents * 0.9)), bytes: Math.max(2 ** 20, Math.floor(held.bytes * 0.9)) };
        await this.evict(held);
      }
    } else {
      const from = this.bound.coolFrom ?? COOL_FROM;
      if (!this.cooling && (held.documents >= this.bound.documents * from || held.bytes >= this.bound.bytes * from)) {
        // From now on the stores note what is read and written, to tell what is cold at the next cooling.
        this.cooling = true;
        this.batches = 0;
        for (const { store } of this.folds) store.track();
      }
      if (this.cooling && ++this.batches % (this.bound.coolEvery ?? COOL_EVERY) === 0) for (const { store, state } of this.folds) if (state.phase !== 'failed') store.cool();
    }
  }

  /**
   * The memory bound: the same share of every store's documents, its least recently used, goes into the
   * generations, enough that the fold then holds EVICT_TO of its bound; the fold goes on with the rest.
   */
  async evict(held: { documents: number; bytes: number }): Promise<void> {
    this.liveHeap.reset();
    const to = this.bound.evictTo ?? EVICT_TO;
    const share = Math.min(1, Math.max(1 - (to * this.bound.documents) / Math.max(1, held.documents), held.bytes > 0 ? 1 - (to * this.bound.bytes) / held.bytes : 0));
    this.flushes += 1;
    for (const { store, state } of this.folds) {
      if (state.phase === 'failed') continue;
      state.flushes += 1;
      await this.guard(state, async () => {
        state.flushed = (state.flushed ?? 0) + (await store.evict(share));
      });
    }
  }

  /** Everything held and set aside, into the generations (see SETTLE_BELOW). */
  async settle(): Promise<void> {
    this.flushes += 1;
    // What the last full collection left is no longer so: until the next one, no second settle on its word.
    this.liveHeap.reset();
    for (const { store, state, projector } of this.folds) {
      if (state.phase === 'failed') continue;
      state.flushes += 1;
      await this.guard(state, async () => {
        // What the projection holds its own way for the whole rebuild first (BulkProjector.settle), then the store.
        if ('settle' in projector && projector.settle) await store.add(await projector.settle(store.view), this.position);
        state.flushed = (state.flushed ?? 0) + (await store.settle());
      });
    }
  }

  /** Every HEAP_CHECK_EVERY batches: whether the heap is fuller than HEAP_EVICT_AT of its limit. */
  private heapFull(): boolean {
    if (++this.sinceHeapCheck < HEAP_CHECK_EVERY) return false;
    this.sinceHeapCheck = 0;
    this.fullBefore = this.fullNow;
    const evictAt = this.bound.heapEvictAt ?? HEAP_EVICT_AT;
    this.fullNow = heapShare() > evictAt;
    this.liveFull = this.liveHeap.share > evictAt * (LIVE_HEAP_EVICT_AT / HEAP_EVICT_AT);
    return this.fullNow || this.liveFull;
  }

  /** Each projection's last writes, then its indexes; `report` is told of the progress. */
  async finish(report: () => void = () => undefined): Promise<void> {
    try {
      await this.finishAll(report);
    } finally {
      this.close();
    }
  }

  /** Every file set aside, removed: after the finish, or when a rebuild stops without one. */
  close(): void {
    this.liveHeap.stop();
    for (const { store } of this.folds) store.discard();
    this.spill.remove();
  }

  private async finishAll(report: () => void): Promise<void> {
    for (const { store, state, projector } of this.folds) {
      if (state.phase === 'failed' || !('finish' in projector)) continue;
      await this.guard(state, async () => {
        await store.add(await projector.finish(store.view), this.position);
      });
    }
    // A projection's own finish writes like a step of the fold: within the bound.
    const held = this.held;
    if (held.documents > this.bound.documents || held.bytes > this.bound.bytes) await this.evict(held);
    for (const fold of this.folds) fold.state.toLoad = fold.store.pending;
    for (const { store, state } of this.folds) {
      if (state.phase === 'failed') continue;
      state.phase = 'loading';
      report();
      const ok = await this.guard(state, () =>
        store.finish((n) => {
          state.loaded += n;
          if (state.loaded >= state.toLoad) state.phase = 'indexing';
          report();
        }),
      );
      if (ok) state.phase = 'loaded';
      report();
    }
  }

  private async guard(state: FoldState, work: () => Promise<void>): Promise<boolean> {
    try {
      await work();
      return true;
    } catch (error) {
      state.phase = 'failed';
      state.error = error instanceof Error ? (error.stack ?? error.message) : String(error);
      return false;
    }
  }
}
