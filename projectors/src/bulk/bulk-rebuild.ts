import { rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { START, type DocumentStore, type EventStore, type RecordedEvent, type SearchIndex, type StoresConfig } from '@fie/stores';
import { foldsSealed, type Projection } from '../projection';
import { Folder, type FoldBatch, type FoldBound, type FoldState, type Opened } from './folder';
import { rebuildHeapMb } from './heap';
import { rebuildSpillDir } from './spill-file';
import { foldThreadsAvailable, ThreadFolder, typesOf, type ThreadUsed } from './thread-folder';

/**
 * How a rebuild from position 0 runs (issue 34). Settings: REBUILD_MEMORY_MB, REBUILD_THREADS.
 */
export type RebuildOptions = {
  /**
   * Memory the fold may hold, in MB, all threads together (REBUILD_MEMORY_MB, 640 by default): past it the
   * least recently used documents held are written into the new generation and the fold goes on (Folder.evict).
   * The heap is capped by it too (bulk/heap.ts). A smaller machine sets less, and the rebuild then writes
   * documents more than once (BENCHMARKS.md, Replay, has the times).
   */
  memoryMb?: number;
  /** Worker threads that fold projections (REBUILD_THREADS; 0: this thread); unset, chosen when it starts (rebuildThreads). */
  threads?: number;
  /** How worker threads open the stores (each its own connections); without it, the fold runs in this thread. */
  stores?: StoresConfig;
  /** Events read from the log per step. */
  batchSize?: number;
  /** Tests: freeze every document the fold holds, so a projection that changes what it read fails. */
  freeze?: boolean;
  /** Tests: the bound itself, instead of one worked out from memoryMb. */
  bound?: FoldBound;
  /** Told how the rebuild goes, after every step (see RebuildProgress). */
  onProgress?: (progress: RebuildProgress) => void;
};

/** Where a bulk rebuild is: the log read up to `position` of `head`, and each projection's state. */
export type RebuildProgress = {
  phase: 'folding' | 'loading' | 'done';
  position: number;
  head: number;
  /** Events a second since it began, and when it began (ms since the epoch). */
  rate: number;
  startedAt: number;
  elapsedMs: number;
  /** Estimated time left, in ms (null until there is a rate to go by). */
  etaMs: number | null;
  /** Worker threads folding (0: the rebuild's own thread), and why that many. */
  threads: number;
  threadsWhy: string;
  projections: FoldState[];
  /** Each folding thread's projections, CPU so far and heap at most (none when the fold is on the rebuild's own thread). */
  threadsUsed?: ThreadUsed[];
};

/**
 * 640: at 1024 a million events peaked at 1,825 MB resident (the fold's objects take about 1.3 times the setting,
 * and the threads, their page caches and young generations some 500 MB besides); BENCHMARKS.md, Replay.
 */
export const DEFAULT_REBUILD_MEMORY_MB = 640;
/**
 * What a megabyte of the memory setting holds: documents' JSON bytes are about a third of what they take as
 * objects, and what the threads hold besides (the batch in hand, indexes of the fold's queries) takes some.
 * Cold documents are held as their JSON text (FoldStore.cool), which takes less, but V8 returns the memory of
 * what it dropped lazily: the bound loosened to 1.75 MB of JSON and 2,000 documents a megabyte, a million events
 * were at 2.1 GB resident by their 474,000th (BENCHMARKS.md, Replay as a bulk load). So the bound stays.
 */
const JSON_BYTES_PER_MB = 2 ** 20 / 3.5;
const DOCUMENTS_PER_MB = 1200;

/**
 * Worker threads for a rebuild that was not told how many: one per core where the cores are free, none (the fold
 * on the rebuild's own thread) where they are busy. Threads cost CPU of their own (each loads every module, every
 * batch is copied to each, each heap collected): 10.4 s of CPU against 9.1 s on one thread for 100,000 events,
 * and on a machine whose cores are taken they only compete (BENCHMARKS.md, Replay as a bulk load). So they are
 * worth it only with at least two cores idle, by the load average of the last minute.
 */
export function rebuildThreads(cores = availableParallelism(), load = loadavg()[0]!): { threads: number; why: string } {
  const idle = Math.round(cores - load);
  const at = `${cores} cores at load ${load.toFixed(1)}`;
  if (idle >= 2) return { threads: Math.min(cores, idle), why: `chosen: ${Math.min(cores, idle)} of ${at}` };
  return { threads: 0, why: `chosen: the rebuild's own thread, ${at} (threads pay only with two cores idle)` };
}

export function foldBound(memoryMb: number, threads: number): FoldBound {
  const share = memoryMb / Math.max(1, threads);
  return { documents: Math.max(1000, Math.round(share * DOCUMENTS_PER_MB)), bytes: Math.max(2 ** 20, Math.round(share * JSON_BYTES_PER_MB)) };
}

export type BulkHost = {
  events: EventStore;
  documents: DocumentStore;
  search?: SearchIndex;
  /** Opens a batch's personal data, once for every projection. */
  open(batch: RecordedEvent[]): Promise<(Opened | { error: unknown })[]>;
  stopping(): boolean;
};

/**
 * Folds projections over the log from position 0 to `head` in memory and writes each one's new generation
 * once, at the end (see FoldStore): the log read and opened once, the projections folded in this thread or
 * spread over worker threads by their cost, each thread with its own connections to the stores. Answers each
 * projection's final state: 'loaded' (its generation holds the log up to `head`, indexes made) or 'failed'.
 * Nothing here touches a live generation, so a rebuild cut short anywhere leaves the live read models as they
 * were, and its own generation is dropped by the next attempt.
 */
export async function bulkFold(host: BulkHost, builds: { projection: Projection; generation: string }[], head: number, options: RebuildOptions = {}): Promise<FoldState[]> {
  if (builds.length === 0) return [];
  const started = Date.now();
  const chosen = options.threads === undefined ? rebuildThreads() : { threads: options.threads, why: 'as set (REBUILD_THREADS)' };
  const wanted = chosen.threads;
  const threads = options.stores && wanted > 0 && foldThreadsAvailable(builds.map((b) => b.projection)) ? Math.min(wanted, builds.length) : 0;
  const memoryMb = options.memoryMb ?? DEFAULT_REBUILD_MEMORY_MB;
  const spillDir = rebuildSpillDir(options.stores?.dataDir);
  // Whether the log is opened: for any projection that needs it opened (not for one that takes either form).
  const anyOpened = builds.some((b) => !b.projection.sealed);
  const folders: (Folder | ThreadFolder)[] =
    threads > 0
      ? shares(builds, threads).map((group) => new ThreadFolder(group, options.stores!, options.bound ?? foldBound(memoryMb, threads), rebuildHeapMb(memoryMb / threads), spillDir, anyOpened))
      : [new Folder(builds, host.documents, host.search, options.bound ?? foldBound(memoryMb, 1), { freeze: options.freeze, spillDir })];
  // Only the events some projection handles are opened (Projection.handles): the others no projection reads opened.
  const openedTypes = typesOf(builds.filter((b) => !foldsSealed(b.projection, anyOpened)).map((b) => b.projection));
  let position = START;
  let phase: RebuildProgress['phase'] = 'folding';
  let loadStarted = 0;
  const report = () => {
    if (!options.onProgress) return;
    const now = Date.now();
    const elapsedMs = now - started;
    const states = folders.flatMap((f) => f.states());
    const rate = elapsedMs > 0 ? Math.round(((position - START) / elapsedMs) * 1000) : 0;
    let etaMs: number | null = null;
    if (phase === 'folding' && rate > 0) etaMs = Math.round(((head - position) / rate) * 1000);
    if (phase === 'loading') {
      const loaded = states.reduce((n, s) => n + s.loaded, 0);
      const toLoad = states.reduce((n, s) => n + s.toLoad, 0);
      const spent = now - loadStarted;
      etaMs = loaded > 0 ? Math.round((spent / loaded) * Math.max(0, toLoad - loaded)) : null;
    }
    options.onProgress({ phase, position, head, rate, startedAt: started, elapsedMs, etaMs: phase === 'done' ? 0 : etaMs, threads, threadsWhy: threads === wanted ? chosen.why : `${chosen.why}; ${threads} here`, projections: states, ...(threads > 0 ? { threadsUsed: folders.map((f) => (f as ThreadFolder).used()) } : {}) });
  };
  try {
    report();
    while (position < head && !host.stopping()) {
      const read = await host.events.readAll({ after: position, maxCount: options.batchSize ?? 2000 });
      const sealed = read.filter((e) => e.position <= head);
      if (sealed.length === 0) break;
      const batch: FoldBatch = { sealed };
      if (anyOpened) batch.opened = (await host.open(openedTypes ? sealed.filter((e) => openedTypes.has(e.type)) : sealed)).map((e) => ('error' in e ? { error: e.error instanceof Error ? e.error.message : String(e.error) } : e));
      await Promise.all(folders.map((f) => f.fold(batch)));
      position = sealed[sealed.length - 1]!.position;
      report();
      // Between steps, let the process answer (a rebuild shares it with the marketplace).
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (host.stopping()) throw new Error('stopped before the rebuild had read the log');
    phase = 'loading';
    loadStarted = Date.now();
    await Promise.all(folders.map((f) => f.finish(report)));
    phase = 'done';
    report();
    return folders.flatMap((f) => f.states());
  } finally {
    await Promise.all(folders.map((f) => f.close()));
    rmSync(spillDir, { recursive: true, force: true });
  }
}

/** Projections in `threads` groups of about equal cost (the costliest first, each to the lightest group). */
function shares<T extends { projection: Projection }>(builds: T[], threads: number): T[][] {
  const groups = Array.from({ length: threads }, () => ({ cost: 0, builds: [] as T[] }));
  for (const build of [...builds].sort((a, b) => (b.projection.cost ?? 1) - (a.projection.cost ?? 1))) {
    const lightest = groups.reduce((best, g) => (g.cost < best.cost ? g : best));
    lightest.builds.push(build);
    lightest.cost += build.projection.cost ?? 1;
  }
  return groups.map((g) => g.builds).filter((g) => g.length);
}
