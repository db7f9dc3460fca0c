import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { StoresConfig } from '@fie/stores';
import { allProjections } from '../all-projections';
import type { Projection } from '../projection';
import type { FoldBatch, FoldBound, FoldState } from './folder';

/** The compiled worker; missing where the tests run the TypeScript sources (the fold then runs in the caller's thread). */
const SCRIPT = join(__dirname, 'fold-worker.js');
/** Batches handed to a thread before the reader waits for it: enough to keep it busy, few enough to hold. */
const IN_FLIGHT = 3;
/**
 * A fold allocates and drops a great deal (every event, every document version): a young generation larger than
 * V8's default keeps most of it from being copied into the old one, where collecting it is far dearer.
 */
const YOUNG_GENERATION_MB = 96;

/**
 * A batch goes to a thread as JSON text, each list made once for every thread it goes to: the structured clone
 * of postMessage serialized a batch again for each thread, 15 s of the reader's thread at a million events, and
 * parsing the text is cheaper for the thread than deserializing the clone (issue 34).
 */
export type ToThread = { kind: 'fold'; sealed?: string; opened?: string; position?: number } | { kind: 'finish' };
export type FromThread =
  | { kind: 'folded'; states: FoldState[]; heapMb: number }
  | { kind: 'progress'; states: FoldState[] }
  | { kind: 'finished'; states: FoldState[] }
  | { kind: 'failed'; error: string };
export type ThreadData = { stores: StoresConfig; builds: { name: string; generation: string }[]; bound: FoldBound; sealed: boolean; opened: boolean; spillDir?: string };

/** The event types some projections handle, when every one of them says (Projection.handles). */
export function typesOf(projections: Projection[]): Set<string> | undefined {
  if (projections.length === 0 || projections.some((p) => !p.handles)) return undefined;
  return new Set(projections.flatMap((p) => p.handles!));
}

/** A batch's lists as JSON text, each made once whatever the number of threads it is sent to (gone with its batch). */
const texts = new WeakMap<object, string>();

function textOf(events: object[]): string {
  let text = texts.get(events);
  if (text === undefined) texts.set(events, (text = JSON.stringify(events)));
  return text;
}

/** A batch as a thread's message made it again (its Folder skips what its projections do not handle). */
export function batchOf(message: Extract<ToThread, { kind: 'fold' }>): FoldBatch {
  return {
    sealed: message.sealed ? (JSON.parse(message.sealed) as FoldBatch['sealed']) : [],
    ...(message.opened ? { opened: JSON.parse(message.opened) as NonNullable<FoldBatch['opened']> } : {}),
    ...(message.position !== undefined ? { position: message.position } : {}),
  };
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
  heapMb = 0;

  /** `heapMb`: the thread's old generation (bulk/heap.ts, for its share of the memory setting). */
  constructor(group: { projection: Projection; generation: string }[], stores: StoresConfig, bound: FoldBound, heapMb?: number, spillDir?: string) {
    this.sealed = group.some((b) => b.projection.sealed);
    this.opened = group.some((b) => !b.projection.sealed);
    const data: ThreadData = { stores, builds: group.map((b) => ({ name: b.projection.name, generation: b.generation })), bound, sealed: this.sealed, opened: this.opened, ...(spillDir ? { spillDir } : {}) };
    this.states_ = group.map((b) => ({ name: b.projection.name, phase: 'folding', loaded: 0, toLoad: 0, flushes: 0 }));
    this.worker = new Worker(SCRIPT, { workerData: data, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB, ...(heapMb ? { maxOldGenerationSizeMb: heapMb } : {}) } });
    this.worker.on('message', (message: FromThread) => this.receive(message));
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => {
      if (!this.finished && code !== 0) this.fail(new Error(`a rebuild thread stopped (exit code ${code})`));
    });
  }

  states(): FoldState[] {
    return this.states_;
  }

  /** Hands a batch over; waits only while IN_FLIGHT batches are still being folded. */
  async fold(batch: FoldBatch): Promise<void> {
    if (this.failure) throw this.failure;
    // Only the lists its projections read: as stored (sealed, or all when nothing is opened), opened.
    const sent: ToThread = {
      kind: 'fold',
      ...(this.sealed || !batch.opened ? { sealed: textOf(batch.sealed) } : {}),
      ...(this.opened && batch.opened ? { opened: textOf(batch.opened) } : {}),
      ...(batch.position !== undefined ? { position: batch.position } : {}),
    };
    let settle!: { resolve: () => void; reject: (error: Error) => void };
    const acked = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
    acked.catch(() => undefined);
    this.waiting.push({ acked, ...settle });
    this.worker.postMessage(sent);
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
    switch (message.kind) {
      case 'folded':
        this.states_ = message.states;
        this.heapMb = message.heapMb;
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
