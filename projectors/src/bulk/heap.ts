import { spawn } from 'node:child_process';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';

/**
 * The V8 old generation a rebuild runs in, for REBUILD_MEMORY_MB `memoryMb` (issue 34, memory). Without a cap V8
 * grows its heap lazily far past what the fold holds (1.9 to 2.0 GB resident for a million events at 640 MB,
 * BENCHMARKS.md), so the process is given one: the fold's objects take about 1.3 times the setting at its bound
 * (their JSON bytes a third of that), and modules, the batch in hand and what projections fold their own way
 * (Projection.bulk: counts, price levels, inboxes) some 256 MB besides. Near the cap the fold gives memory back
 * before V8 runs out (Folder: HEAP_EVICT_AT).
 */
export function rebuildHeapMb(memoryMb: number): number {
  return Math.round(memoryMb * HEAP_PER_MEMORY_MB + HEAP_BASE_MB);
}

const HEAP_PER_MEMORY_MB = 1.5;
const HEAP_BASE_MB = 256;

/** Whether this process was started with its old generation set (the flag or NODE_OPTIONS). */
export function heapCapped(execArgv = process.execArgv, nodeOptions = process.env.NODE_OPTIONS ?? ''): boolean {
  return [...execArgv, ...nodeOptions.split(/\s+/)].some((arg) => arg.startsWith('--max-old-space-size'));
}

/** How full the heap is, against its limit (the cap, or V8's own default). */
export function heapShare(): number {
  const { used_heap_size, heap_size_limit } = getHeapStatistics();
  return used_heap_size / heap_size_limit;
}

/**
 * The heap held after the last full collection, against its limit, while watched (a fold's life): what is live,
 * which the heap's size now (heapShare) is not, as it counts garbage not yet collected. As the live heap nears the
 * limit V8 collects the old generation again and again: at ten million events a folding thread spent most of its
 * time marking, with its heap under 90 % of the cap at every check (BENCHMARKS.md, Replay as a bulk load).
 */
export class LiveHeap {
  private live = 0;
  private readonly observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if ((entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) this.live = getHeapStatistics().used_heap_size;
  });

  constructor() {
    this.observer.observe({ entryTypes: ['gc'] });
  }

  get share(): number {
    return this.live / heapLimit();
  }

  /** Forgotten until the next full collection: the fold has just let go of much of what it held. */
  reset(): void {
    this.live = 0;
  }

  stop(): void {
    this.observer.disconnect();
  }
}

/** The heap's limit in bytes (the cap, or V8's own default). */
export function heapLimit(): number {
  return getHeapStatistics().heap_size_limit;
}

/**
 * Runs this script again in a node capped at `heapMb` and ends with its exit code, unless this one is capped
 * already: answers true when it did (the caller then stops). The child ends as soon as this process does (its
 * IPC channel closes), so a `kill -9` of the replay still stops the rebuild; SIGINT and SIGTERM are passed on.
 */
export async function inCappedHeap(heapMb: number): Promise<boolean> {
  if (heapCapped()) return false;
  const child = spawn(process.execPath, [`--max-old-space-size=${heapMb}`, ...process.execArgv, ...process.argv.slice(1)], { stdio: ['inherit', 'inherit', 'inherit', 'ipc'] });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  const code = await new Promise<number>((resolve) => child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
  process.exit(code);
}

/** In the capped child: end when the parent does (its IPC channel closes). */
export function endWithParent(): void {
  if (!process.send) return;
  process.on('disconnect', () => process.exit(1));
  // The channel alone must not keep the process alive once its work is done.
  process.channel?.unref();
}
