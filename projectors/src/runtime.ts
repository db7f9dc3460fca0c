import { CHECKPOINTS, type Checkpoint, type Logger, type PersonalDataVault } from '@fie/platform';
import { isStorageUnavailable, START, type DocumentStore, type EventStore, type RecordedEvent, type SearchIndex, type Subscription, type WriteOp } from '@fie/stores';
import { PendingWrites } from './pending-writes';
import type { Projection } from './projection';

type StoredCheckpoint = Checkpoint & { version: number };
type Opened = RecordedEvent & { erased?: boolean };

/**
 * A projection as the runner follows it: where its committed checkpoint is, whether it has failed, and whether
 * it waits for its storage to take writes again (a full or read-only disk: it resumes from its checkpoint).
 */
type Runner = { projection: Projection; checkpoint: number; failed?: string; stalled?: string };

export type RunnerOptions = {
  /** Events read from the log and projected per transaction, at most (fewer when fewer are waiting). */
  batchSize?: number;
  /** Document writes a projection may hold before it commits inside a batch. */
  maxPendingWrites?: number;
  /**
   * A fault for tests only: this share (0–1) of live events is handed to the projections a second time, soon
   * after or a batch later, as an at-least-once subscription may. The checkpoint guard must make it harmless.
   */
  redeliver?: { share: number; seed: number };
};

const RESOLVED = Promise.resolve();

/**
 * Runs projections: they catch up from their checkpoints, then follow the log live, reading it once for all.
 *
 * Events come in batches: whatever the log has after the last one handled, up to `batchSize` (a live event
 * is projected at once, alone; a catch-up reads thousands at a time). Each projection projects the batch
 * through PendingWrites, which lets its handler read its own earlier writes, then commits the batch's writes
 * and its new checkpoint in one bulkWrite (one transaction on the embedded store). A projection with nothing
 * to write still moves its checkpoint: those checkpoints go together in one more bulkWrite. On engines
 * where a bulk is not atomic, every write carries its event's position and a document ignores positions it
 * has already seen, so replaying a batch after a crash cannot double an effect.
 *
 * Projections start from different checkpoints after a version change or a failure: the log is read from the
 * earliest, and a projection skips the events it already has. A projection that throws, or whose writes are
 * refused, stops at the checkpoint before the failing event (its earlier events of the batch are committed)
 * and is reported by status(); the others go on. Handlers of one batch share each event object: they must
 * not change it.
 */
export class ProjectionRunner {
  private readonly batchSize: number;
  private readonly maxPendingWrites: number;
  private runners: Runner[] = [];
  private subscription?: Subscription;
  private queue: RecordedEvent[] = [];
  private draining?: Promise<void>;
  private room?: () => void;
  private stopping = false;
  /** Wakes the wait between retries of a stalled projection when the runner stops. */
  private wakeRetry?: () => void;
  private readonly redeliver?: { share: number; random: () => number; recent: RecordedEvent[] };

  constructor(
    private readonly events: EventStore,
    private readonly documents: DocumentStore,
    private readonly projections: Projection[],
    private readonly logger: Logger,
    private readonly vault: PersonalDataVault,
    private readonly search?: SearchIndex,
    options: RunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 2000;
    this.maxPendingWrites = options.maxPendingWrites ?? 20_000;
    if (options.redeliver) this.redeliver = { share: options.redeliver.share, random: seededRandom(options.redeliver.seed), recent: [] };
  }

  get names() {
    return this.projections.map((p) => p.name);
  }

  /** Catches up, then follows the log live. */
  async start(): Promise<void> {
    this.runners = await this.prepareAll();
    this.stopping = false;
    this.subscription = this.events.subscribeToAll({
      after: Math.min(...this.runners.map((r) => r.checkpoint)),
      batchSize: this.batchSize,
      onEvent: (event) => this.enqueue(event),
      onError: (error) => {
        for (const runner of this.runners) if (!runner.failed) this.fail(runner, error);
      },
    });
  }

  /**
   * Projects the log at least up to `head` (the last batch may go a little past it) and returns, without
   * following the log or polling checkpoints: a replay reads batch after batch and nothing waits between them.
   */
  async runUntil(head: number): Promise<void> {
    this.runners = await this.prepareAll();
    let position = Math.min(...this.runners.map((r) => r.checkpoint));
    while (position < head && this.runners.some((r) => !r.failed)) {
      const batch = await this.events.readAll({ after: position, maxCount: this.batchSize });
      if (batch.length === 0) break;
      await this.project(batch);
      position = batch[batch.length - 1]!.position;
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.releaseRoom(); // a subscription waiting for room in the queue must see that it is stopped
    this.wakeRetry?.();
    await this.subscription?.stop();
    this.subscription = undefined;
    await this.draining;
    this.queue = [];
  }

  /** Empties a projection's read models and checkpoint; the next start replays it from the beginning. */
  async reset(projection: Projection): Promise<void> {
    for (const collection of projection.collections) await this.documents.collection(collection).clear();
    for (const index of projection.searchIndexes ?? []) {
      await this.searchIndex(projection).ensureIndex(index.name, index.mapping);
      await this.searchIndex(projection).clear(index.name);
    }
    await this.documents.collection(CHECKPOINTS).delete(projection.name);
  }

  status(): { name: string; running: boolean; error?: string }[] {
    return this.projections.map((p) => {
      const runner = this.runners.find((r) => r.projection === p);
      const error = runner?.failed ?? (runner?.stalled && `waiting for storage: ${runner.stalled}`);
      return { name: p.name, running: !!runner && !runner.failed && !!this.subscription, error: error || undefined };
    });
  }

  private async prepareAll(): Promise<Runner[]> {
    const runners: Runner[] = [];
    for (const projection of this.projections) runners.push({ projection, checkpoint: await this.prepare(projection) });
    return runners;
  }

  /** Rebuilds what needs rebuilding, makes the indexes, and answers where the projection resumes. */
  private async prepare(projection: Projection): Promise<number> {
    const checkpoints = this.documents.collection<StoredCheckpoint>(CHECKPOINTS);
    let checkpoint = await checkpoints.get(projection.name);
    if (checkpoint && checkpoint.version !== projection.version) {
      this.logger.info(`projection ${projection.name} changed (v${checkpoint.version} → v${projection.version}); rebuilding`);
      await this.reset(projection);
      checkpoint = null;
    }
    // A search index that is new while the checkpoint is past the start (another engine chosen, its file
    // deleted, its mapping changed) would stay empty: the projection replays from the beginning instead.
    const created: string[] = [];
    for (const index of projection.searchIndexes ?? []) {
      if ((await this.searchIndex(projection).ensureIndex(index.name, index.mapping)) === 'created') created.push(index.name);
    }
    if (checkpoint && checkpoint.position !== START && created.length) {
      this.logger.info(`search index ${created.join(', ')} of projection ${projection.name} is new; rebuilding the projection`);
      await this.reset(projection);
      checkpoint = null;
    }
    for (const index of projection.indexes ?? []) {
      await this.documents.collection(index.collection).ensureIndex({ fields: index.fields, unique: index.unique });
    }
    if (!checkpoint) await this.documents.bulkWrite([this.checkpointOp(projection, START)]);
    return checkpoint?.position ?? START;
  }

  /**
   * The subscription's handler: queue the event and let the drain project everything queued as one batch.
   * The subscription waits only when a whole batch is already queued, so at most two are held.
   */
  private enqueue(event: RecordedEvent): Promise<void> {
    if (this.stopping) return RESOLVED;
    this.queue.push(event);
    if (this.redeliver) this.redeliverSome(event, this.redeliver);
    this.draining ??= this.drain();
    if (this.queue.length < this.batchSize) return RESOLVED;
    return new Promise<void>((resolve) => (this.room = resolve));
  }

  private releaseRoom(): void {
    const room = this.room;
    this.room = undefined;
    room?.();
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length && !this.stopping) {
        // Let the subscription hand over the rest of what it has read: a batch is what is there, never
        // something waited for.
        await new Promise<void>((resolve) => setImmediate(resolve));
        if (this.stopping) break;
        const batch = this.queue;
        this.queue = [];
        this.releaseRoom();
        await this.project(batch);
        await this.retryStalled(lastPosition(batch));
        if (this.runners.every((r) => r.failed)) {
          this.stopping = true;
          this.releaseRoom();
          void this.subscription?.stop();
        }
      }
    } finally {
      this.draining = undefined;
    }
  }

  /** One batch through every projection still running; see the class comment. */
  private async project(batch: RecordedEvent[]): Promise<void> {
    // Personal data is opened once per event for all projections (the event log's projection reads it sealed).
    let opened: Promise<(Opened | { error: unknown })[]> | undefined;
    const open = () => (opened ??= Promise.all(batch.map((event) => this.vault.open(event).catch((error: unknown) => ({ error })))));
    const quiet: Runner[] = [];
    const last = lastPosition(batch);
    for (const runner of this.runners) {
      if (runner.failed || runner.stalled || last <= runner.checkpoint) continue;
      const { projection } = runner;
      const inputs = projection.sealed ? batch : await open();
      const pending: PendingWrites = new PendingWrites(this.documents, () => this.commit(runner, pending));
      let error: unknown;
      for (let i = 0; i < batch.length; i++) {
        // The checkpoint guard: an event at or below what this projection already has (committed, or earlier in
        // this batch) is a repeat, from a redelivery or a retry, and is skipped, so no effect is ever doubled.
        if (batch[i]!.position <= Math.max(runner.checkpoint, pending.position ?? START)) continue;
        try {
          const input = inputs[i]!;
          if ('error' in input) throw input.error;
          const output = projection.project(input, pending.view);
          pending.add(output instanceof Promise ? await output : output, input.position);
          if (pending.size >= this.maxPendingWrites) await this.commit(runner, pending);
        } catch (thrown) {
          error = thrown;
          break;
        }
      }
      if (error === undefined && !pending.hasWrites && pending.position !== undefined && pending.position > runner.checkpoint) {
        quiet.push(runner);
        continue;
      }
      try {
        // Before stopping on a failed event, keep the events before it (unless it is their commit that failed).
        if (!pending.broken && pending.position !== undefined && pending.position > runner.checkpoint) await this.commit(runner, pending);
      } catch (refused) {
        error ??= refused;
      }
      if (error !== undefined) this.fail(runner, error);
    }
    if (quiet.length) {
      try {
        await this.documents.bulkWrite(quiet.map((r) => this.checkpointOp(r.projection, last)));
        for (const runner of quiet) runner.checkpoint = last;
      } catch (error) {
        for (const runner of quiet) this.fail(runner, error);
      }
    }
  }

  /**
   * Projections that stalled on their storage (a full disk) catch up from their checkpoints to `upTo` by
   * reading the log again, after a wait that grows to five seconds, until the storage takes their writes:
   * the marketplace recovers by itself, without a restart. The subscription waits meanwhile (the queue is full).
   */
  private async retryStalled(upTo: number): Promise<void> {
    for (let delay = 200; this.runners.some((r) => r.stalled) && !this.stopping; delay = Math.min(delay * 2, 5000)) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, delay);
        function done() {
          clearTimeout(timer);
          resolve();
        }
        this.wakeRetry = done;
      });
      this.wakeRetry = undefined;
      if (this.stopping) return;
      const stalled = this.runners.filter((r) => r.stalled);
      for (const runner of stalled) runner.stalled = undefined;
      let position = Math.min(...stalled.map((r) => r.checkpoint));
      try {
        while (position < upTo && stalled.some((r) => !r.stalled && !r.failed)) {
          const batch = (await this.events.readAll({ after: position, maxCount: this.batchSize })).filter((e) => e.position <= upTo);
          if (batch.length === 0) break;
          await this.project(batch);
          position = lastPosition(batch);
        }
      } catch (error) {
        if (!isStorageUnavailable(error)) throw error;
        for (const runner of stalled) runner.stalled ??= error instanceof Error ? error.message : String(error);
      }
    }
  }

  /**
   * The redelivery fault: now and then an event goes into the queue again, either at once (the same batch) or
   * one of the last fifty (most often already committed).
   */
  private redeliverSome(event: RecordedEvent, fault: NonNullable<ProjectionRunner['redeliver']>): void {
    fault.recent.push(event);
    if (fault.recent.length > 50) fault.recent.shift();
    if (fault.random() >= fault.share) return;
    this.queue.push(fault.random() < 0.5 ? event : fault.recent[Math.floor(fault.random() * fault.recent.length)]!);
  }

  /** A projection's pending writes and its checkpoint, together. */
  private async commit(runner: Runner, pending: PendingWrites): Promise<void> {
    const position = pending.position;
    if (position === undefined) return;
    const { documents, search } = pending.take();
    try {
      // The index first: if we stop before the checkpoint, the events are replayed and their index writes
      // (whole documents) repeat harmlessly.
      for (const { index, ops } of search) if (ops.length) await this.searchIndex(runner.projection).bulk(index, ops);
      await this.documents.bulkWrite([...documents, this.checkpointOp(runner.projection, position)]);
    } catch (error) {
      // Those writes are gone from the buffer: nothing after them may be committed, or they would be skipped.
      pending.broken = error;
      throw error;
    }
    runner.checkpoint = position;
  }

  private fail(runner: Runner, error: unknown): void {
    if (isStorageUnavailable(error)) {
      // Not the projection's fault: it waits at its checkpoint and retries (see retryStalled).
      runner.stalled = error instanceof Error ? error.message : String(error);
      this.logger.warn(`projection ${runner.projection.name} waits for its storage`, { error: runner.stalled });
      return;
    }
    // A projection that fails stops where it is (its checkpoint is before the bad event) and is reported by
    // /api/health; the others go on.
    runner.failed = error instanceof Error ? error.message : String(error);
    this.logger.error(`projection ${runner.projection.name} stopped`, { error: error instanceof Error ? error.stack : String(error) });
  }

  private searchIndex(projection: Projection): SearchIndex {
    if (!this.search) throw new Error(`projection ${projection.name} feeds a search index, but the runner has none`);
    return this.search;
  }

  private checkpointOp(projection: Projection, position: number): WriteOp {
    const doc: StoredCheckpoint = { id: projection.name, position, version: projection.version, updatedAt: new Date().toISOString() };
    return { op: 'upsert', collection: CHECKPOINTS, doc };
  }
}

/** The furthest position in a batch (a redelivered event may come after a later one). */
function lastPosition(batch: RecordedEvent[]): number {
  let last = START;
  for (const event of batch) if (event.position > last) last = event.position;
  return last;
}

/** mulberry32: a small seeded generator, so a run with redelivered events can be repeated from its seed. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
