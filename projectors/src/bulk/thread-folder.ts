import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { StoresConfig } from '@fie/stores';
import { allProjections } from '../all-projections';
import { foldsSealed, type Projection } from '../projection';
import type { FoldBatch, FoldBound, FoldState } from './folder';
import { sizedWorker } from './sized-worker';

/** The compiled worker; missing where the tests run the TypeScript sources (the fold then runs in the caller's thread). */
const SCRIPT = join(__dirname, 'fold-worker.js');
/**
 * Batches handed to a thread before the reader waits for it: enough to keep it busy, few enough to hold. Both
 * threads fold the same stretch of the log, so a thread in a long eviction holds the reader, and the other waits
 * once its queue is done: with three, after both had settled at ten million events, each waited for batches a third
 * of the time or more, and sixteen took the rate from 2,100 to 2,745 events a second (BENCHMARKS.md, Replay as a
 * bulk load). A batch of 2,000 events takes a few MB of the thread's heap.
 */
const IN_FLIGHT = 16;
/**
 * A fold allocates and drops a great deal (every event, every document version): a young generation larger than
 * V8's default keeps most of it from being copied into the old one, where collecting it is far dearer.
 */
const YOUNG_GENERATION_MB = 96;
/**
 * And that young generation at its full size from the start (V8's is three semi-spaces' worth): V8 begins a new
 * thread's semi-spaces at a megabyte or two and grows them only as it sees objects survive, and meanwhile a fold's
 * scavenges copy again and again what is still in use, and promote into the old generation what a larger space
 * would have let die. At a million events, some 3 to 7 % less CPU (BENCHMARKS.md, Replay as a bulk load); 192 MB young
 * generations were no faster and held 150 MB more.
 */
const SEMI_SPACE_MB = YOUNG_GENERATION_MB / 3;

export type ToThread = { kind: 'fold'; batch: FoldBatch } | { kind: 'finish' };
export type FromThread =
  | { kind: 'folded'; states: FoldState[]; use: ThreadUse }
  | { kind: 'progress'; states: FoldState[]; use: ThreadUse }
  | { kind: 'finished'; states: FoldState[]; use: ThreadUse }
  | { kind: 'failed'; error: string };
/** A thread's CPU so far (ms; undefined off Linux) and its heap (MB), sent with each message. */
export type ThreadUse = { cpuMs?: number; heapMb: number };
/** What a folding thread used: its projections, its CPU so far and the most its heap held after a batch. */
export type ThreadUsed = { projections: string[]; cpuMs?: number; heapPeakMb: number };
export type ThreadData = { stores: StoresConfig; builds: { name: string; generation: string }[]; bound: FoldBound; spillDir?: string };

/** The event types some projections handle, when every one of them says (Projection.handles). */
export function typesOf(projections: Projection[]): Set<string> | undefined {
  if (projections.length === 0 || projections.some((p) => !p.handles)) return undefined;
  return new Set(projections.flatMap((p) => p.handles!));
}

/** The events of `types` (all without it); an event that could not be opened goes through, to fail as it would. */
function only<T extends { type: string } | { error: string }>(events: T[], types: Set<string> | undefined): T[] {
  return types ? events.filter((e) => !('type' in e) || types.has(e.type)) : events;
}

/** Worker threads can fold these projections: the compiled worker is there and knows each of them. */
export function foldThreadsAvailable(projections: Projection[]): boolean {
  return existsSync(SCRIPT) && projections.every((p) => allProjections.includes(p));
}

/**
 * A share of a rebuild's projections folded on a worker thread of their own (bulk/fold-worker.ts), which opens
 * its own connections to the stores: the same work as a Folder, the batches handed over as messages (each read
 * and opened once by the reader, for every thread).
 */
export class ThreadFolder {
  private readonly worker: Worker;
  private states_: FoldState[];
  private readonly waiting: { acked: Promise<void>; resolve: () => void; reject: (error: Error) => void }[] = [];
  private finished?: { resolve: () => void; reject: (error: Error) => void };
  private onProgress: () => void = () => undefined;
  private failure?: Error;
  private readonly sealed: boolean;
  private readonly opened: boolean;
  /** The event types its projections handle, sealed and opened, where every one of them says (Projection.handles). */
  private readonly sealedTypes?: Set<string>;
  private readonly openedTypes?: Set<string>;
  private readonly used_: ThreadUsed;

  /**
   * `heapMb`: the thread's old generation (bulk/heap.ts, for its share of the memory setting). `opening`: whether
   * the rebuild opens the log (for some projection of any thread; see foldsSealed).
   */
  constructor(group: { projection: Projection; generation: string }[], stores: StoresConfig, bound: FoldBound, heapMb?: number, spillDir?: string, opening = true) {
    const sealed = (b: { projection: Projection }) => foldsSealed(b.projection, opening);
    this.sealed = group.some(sealed);
    this.opened = group.some((b) => !sealed(b));
    this.sealedTypes = typesOf(group.filter(sealed).map((b) => b.projection));
    this.openedTypes = typesOf(group.filter((b) => !sealed(b)).map((b) => b.projection));
    const data: ThreadData = { stores, builds: group.map((b) => ({ name: b.projection.name, generation: b.generation })), bound, ...(spillDir ? { spillDir } : {}) };
    this.states_ = group.map((b) => ({ name: b.projection.name, phase: 'folding', loaded: 0, toLoad: 0, flushes: 0 }));
    this.used_ = { projections: group.map((b) => b.projection.name), heapPeakMb: 0 };
    this.worker = sizedWorker(SEMI_SPACE_MB, () => new Worker(SCRIPT, { workerData: data, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB, ...(heapMb ? { maxOldGenerationSizeMb: heapMb } : {}) } }));
    this.worker.on('message', (message: FromThread) => this.receive(message));
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => {
      if (!this.finished && code !== 0) this.fail(new Error(`a rebuild thread stopped (exit code ${code})`));
    });
  }

  states(): FoldState[] {
    return this.states_;
  }

  used(): ThreadUsed {
    return { ...this.used_ };
  }

  /** Hands a batch over; waits only while IN_FLIGHT batches are still being folded. */
  async fold(batch: FoldBatch): Promise<void> {
    if (this.failure) throw this.failure;
    // Only what its projections handle: a batch is copied into each thread it is sent to.
    const sealed = this.sealed || !batch.opened ? only(batch.sealed, !batch.opened && this.opened ? (this.sealed ? undefined : this.openedTypes) : this.sealedTypes) : [];
    const sent: FoldBatch = { sealed, ...(this.opened && batch.opened ? { opened: only(batch.opened, this.openedTypes) } : {}) };
    let settle!: { resolve: () => void; reject: (error: Error) => void };
    const acked = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
    acked.catch(() => undefined);
    this.waiting.push({ acked, ...settle });
    this.worker.postMessage({ kind: 'fold', batch: sent } satisfies ToThread);
    if (this.waiting.length >= IN_FLIGHT) await this.waiting[0]!.acked;
  }

  async finish(report: () => void): Promise<void> {
    this.onProgress = report;
    // Every batch handed over is folded before the finish (a failure there fails the thread's projections).
    await Promise.allSettled(this.waiting.map((w) => w.acked));
    const done = new Promise<void>((resolve, reject) => (this.finished = { resolve, reject }));
    this.worker.postMessage({ kind: 'finish' } satisfies ToThread);
    await done;
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }

  private receive(message: FromThread): void {
    if ('use' in message) {
      this.used_.cpuMs = message.use.cpuMs;
      this.used_.heapPeakMb = Math.max(this.used_.heapPeakMb, message.use.heapMb);
    }
    switch (message.kind) {
      case 'folded':
        this.states_ = message.states;
        this.waiting.shift()?.resolve();
        return;
      case 'progress':
        this.states_ = message.states;
        this.onProgress();
        return;
      case 'finished':
        this.states_ = message.states;
        this.finished?.resolve();
        return;
      case 'failed':
        this.fail(new Error(message.error));
    }
  }

  private fail(error: Error): void {
    this.failure ??= error;
    this.states_ = this.states_.map((s) => (s.phase === 'loaded' ? s : { ...s, phase: 'failed', error: s.error ?? error.message }));
    for (const w of this.waiting.splice(0)) w.reject(error);
    // The rebuild goes on to report each projection's state: a failed thread's are failed.
    this.finished?.resolve();
  }
}
