import { CHECKPOINTS, mulberry32, type Logger, type PersonalDataVault } from '@fie/platform';
import { inGeneration, isStorageUnavailable, pacer, START, unpaced, type DocumentStore, type EventStore, type RecordedEvent, type SearchIndex, type Subscription, type WriteOp } from '@fie/stores';
import { indexOf, livePointer } from './generations';
import { ProjectionMonitor, Rate } from './monitor';
import type { ProjectionStatusView } from '@fie/read-models';
import { PendingWrites } from './pending-writes';
import type { Projection } from './projection';
import { Rebuilds } from './rebuilds';
import type { RebuildOptions } from './bulk/bulk-rebuild';
import type { RebuildRequest, Runner, StoredCheckpoint } from './runner';

export type { Runner } from './runner';

type Opened = RecordedEvent & { erased?: boolean };

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
  /** How long a generation that was live stays after a switch, for readers in other processes that still point at it. */
  retireAfterMs?: number;
  /** How a rebuild from position 0 runs: a bulk load, its threads, memory and progress (bulk/bulk-rebuild.ts). */
  rebuild?: RebuildOptions;
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
 *
 * A rebuild (a version change, a ProjectionRebuildRequested event, `npm run replay`) never empties the live
 * read model: it builds a new generation beside it (see rebuilds.ts) while the live one keeps serving and
 * following the log, and switches when the new one has caught up.
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
  /** Live batches and a generation switch never overlap: a switch happens between two batches. */
  private lock: Promise<unknown> = RESOLVED;
  readonly rebuilds: Rebuilds;
  private readonly monitor: ProjectionMonitor;
  /** The event store's identity, kept with every checkpoint (see prepare). */
  private storeIdentity?: string;
  /** Commands waiting until every projection has their write (read-your-writes), by the position they wrote. */
  private waiters: { position: number; done: () => void }[] = [];

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
    if (options.redeliver) this.redeliver = { share: options.redeliver.share, random: mulberry32(options.redeliver.seed), recent: [] };
    this.rebuilds = new Rebuilds(
      {
        events,
        documents,
        search,
        logger,
        projections,
        batchSize: this.batchSize,
        stopping: () => this.stopping,
        live: (name) => this.runners.find((r) => r.projection.name === name),
        replaceLive: (runner) => {
          this.runners = this.runners.map((r) => (r.projection === runner.projection ? runner : r));
        },
        project: (batch, runners) => this.project(batch, runners),
        exclusive: (fn) => this.exclusive(fn),
        flush: () => this.monitor.flush(),
        open: (batch) => this.vault.openEach(batch),
        rebuild: options.rebuild ?? {},
      },
      options.retireAfterMs ?? 10_000,
    );
    this.monitor = new ProjectionMonitor(documents, logger, () => this.sample());
  }

  get names() {
    return this.projections.map((p) => p.name);
  }

  /**
   * Read-your-writes in the process that projects: true once every live projection has committed `position`,
   * false after `timeoutMs` (a stalled projection). It is told by the commits themselves, so a command does
   * not poll the checkpoints in the store; a process that does not project polls them instead.
   */
  reached(position: number, timeoutMs: number): Promise<boolean> {
    if (this.lowestCheckpoint() >= position) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter = {
        position,
        done: () => {
          clearTimeout(timer);
          resolve(true);
        },
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        resolve(false);
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  private lowestCheckpoint(): number {
    return this.runners.length ? Math.min(...this.runners.map((r) => r.checkpoint)) : -1;
  }

  /** Answers the waiters whose position every projection has now passed. */
  private wakeWaiters(): void {
    if (!this.waiters.length) return;
    const lowest = this.lowestCheckpoint();
    const ready = this.waiters.filter((w) => w.position <= lowest);
    if (!ready.length) return;
    this.waiters = this.waiters.filter((w) => w.position > lowest);
    for (const waiter of ready) waiter.done();
  }

  /** Catches up, then follows the log live; rebuilds a projection whose version changed (or resumes one under way). */
  async start(): Promise<void> {
    this.stopping = false;
    this.runners = await this.prepareAll();
    await this.rebuilds.resume();
    this.monitor.start();
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
    this.runners = await this.prepareAll(false);
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
    await this.rebuilds.stop();
    await this.monitor.stop();
    this.queue = [];
  }

  /**
   * Rebuilds one projection beside its live generation and answers once it has switched (a failed build
   * rejects, and the live one stays). While the runner follows the log, the live one keeps following it.
   */
  rebuild(name: string, request: RebuildRequest): Promise<void> {
    return this.rebuilds.start(name, request);
  }

  /**
   * Rebuilds these projections together, reading the log once, up to its head now, with nothing following
   * the log meanwhile (the marketplace stopped): `npm run replay`. Each switches when it has the head.
   */
  async rebuildAll(request: RebuildRequest): Promise<{ head: number }> {
    this.runners = await this.prepareAll(false);
    const done = await this.rebuilds.all(request);
    await this.monitor.flush();
    return done;
  }

  /** Each projection as the monitor shows it (see ProjectionStatusView). */
  private sample(): ProjectionStatusView[] {
    return this.runners.map((runner) => {
      const { projection } = runner;
      const error = runner.failed ?? (runner.stalled ? `waiting for storage: ${runner.stalled}` : null);
      return {
        id: projection.name,
        version: projection.version,
        liveVersion: runner.version,
        generation: runner.generation,
        rate: runner.rate.perSecond(),
        error,
        ...this.rebuilds.view(projection.name, runner.checkpoint),
        updatedAt: new Date().toISOString(),
      };
    });
  }

  status(): { name: string; running: boolean; error?: string; rebuilding?: { generation: string; position: number } }[] {
    return this.projections.map((p) => {
      const runner = this.runners.find((r) => r.projection === p);
      const error = runner?.failed ?? (runner?.stalled && `waiting for storage: ${runner.stalled}`);
      const build = this.rebuilds.building(p.name);
      return {
        name: p.name,
        running: !!runner && !runner.failed && !!this.subscription,
        error: error || undefined,
        ...(build ? { rebuilding: { generation: build.generation, position: this.rebuilds.position(p.name) ?? build.checkpoint } } : {}),
      };
    });
  }

  /** The live generations, where each resumes; with `rebuild`, a version change schedules a rebuild. */
  private async prepareAll(rebuild = true): Promise<Runner[]> {
    this.storeIdentity = await this.events.identity();
    const runners: Runner[] = [];
    for (const projection of this.projections) runners.push(await this.prepare(projection, rebuild));
    return runners;
  }

  /**
   * The live generation of a projection: where it resumes and its indexes. A changed version, or a search
   * index that is new while the checkpoint is past the start (another engine chosen, its file deleted, its
   * mapping changed), calls for a rebuild beside it; the live one keeps serving, and following the log, meanwhile.
   */
  private async prepare(projection: Projection, rebuild: boolean): Promise<Runner> {
    const pointer = await livePointer(this.documents, projection);
    const generation = pointer?.generation ?? '';
    // The bare names (no generation yet) are the document store itself: the same writes, and a store that is
    // wrapped (a test's injected fault) is used as given. A named generation is reached through `pinned`.
    const store = generation ? this.documents.pinned(projection.collections, generation) : this.documents;
    const checkpoint = await this.documents.collection<StoredCheckpoint>(CHECKPOINTS).get(projection.name);
    // Positions belong to the event store that gave them: after a move to another store (npm run migrate) the
    // same events sit at other positions, so this checkpoint means nothing there. The live read model stops
    // following (it serves as it is) and a rebuild beside it reads the new store from its start.
    const otherStore = !!checkpoint?.store && checkpoint.store !== this.storeIdentity;
    const started = checkpoint && checkpoint.position !== START && !otherStore;
    let why: string | undefined;
    if (otherStore) {
      why = 'the event store changed: its positions are not this checkpoint\'s';
    } else if (started && checkpoint.version !== projection.version) {
      // Until the switch, the live generation's checkpoint keeps its version, so a restart still rebuilds.
      why = `version ${checkpoint.version} → ${projection.version}`;
    } else {
      const created: string[] = [];
      for (const index of projection.searchIndexes ?? []) {
        if ((await this.searchIndex(projection).ensureIndex(indexOf(index.name, generation), index.mapping)) === 'created') created.push(index.name);
      }
      if (started && created.length) why = `search index ${created.join(', ')} is new`;
    }
    for (const index of projection.indexes ?? []) await store.collection(index.collection).ensureIndex({ fields: index.fields, unique: index.unique });
    const runner: Runner = {
      projection,
      checkpoint: started ? checkpoint.position : START,
      generation,
      version: started ? checkpoint.version : projection.version,
      checkpointId: projection.name,
      store,
      rate: new Rate(),
      inPlace: !!projection.readInPlace && !!this.events.table,
    };
    if (otherStore) {
      runner.failed = 'waiting for its rebuild from the new event store';
      this.rebuilds.schedule(projection.name, { requestedBy: 'store-change', reason: why! });
      return runner;
    }
    if (!started) await this.documents.bulkWrite([this.checkpointOp(runner, START)]);
    if (why && rebuild) this.rebuilds.schedule(projection.name, { requestedBy: 'version-change', reason: why });
    return runner;
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
        // Requests to rebuild that this generation has not seen yet (a rebuild's new generation has them all).
        const requests = this.rebuilds.requestsIn(batch);
        await this.exclusive(async () => {
          await this.project(batch);
          await this.retryStalled(lastPosition(batch));
        });
        for (const request of requests) this.rebuilds.schedule(request.projection, request);
        // Nothing left to follow the log for, unless a rebuild will bring a projection back (a store change).
        if (this.runners.every((r) => r.failed) && !this.runners.some((r) => this.rebuilds.building(r.projection.name))) {
          this.stopping = true;
          this.releaseRoom();
          void this.subscription?.stop();
        }
      }
    } finally {
      this.draining = undefined;
    }
  }

  /** Runs `fn` between two live batches (a generation switch). */
  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.lock.then(fn);
    this.lock = run.catch(() => undefined);
    return run;
  }

  /** One batch through every projection still running (or through these runners); see the class comment. */
  private async project(batch: RecordedEvent[], runners = this.runners): Promise<void> {
    // Personal data is opened once per event for all projections (the event log's projection reads it sealed).
    let opened: Promise<(Opened | { error: unknown })[]> | undefined;
    const open = () => (opened ??= this.vault.openEach(batch));
    const quiet: Runner[] = [];
    const ready: { runner: Runner; pending: PendingWrites }[] = [];
    const last = lastPosition(batch);
    // A catch-up's batch through every projection is seconds of this thread (the embedded stores answer without
    // waiting on I/O), and the thread also answers HTTP: at a million events /api/health took 6 to 15 s to answer
    // while the projections caught up. The batch goes in slices of a few milliseconds, the answers between them.
    // A live event comes alone and is projected at once, as a command's answer waits for it.
    const pace = batch.length > 1 ? pacer() : unpaced;
    for (const runner of runners) {
      if (runner.failed || runner.stalled || last <= runner.checkpoint) continue;
      if (runner.inPlace) {
        quiet.push(runner);
        continue;
      }
      const { projection } = runner;
      const inputs = projection.sealed ? batch : await open();
      const pending: PendingWrites = new PendingWrites(runner.store, () => this.commit(runner, pending));
      let error: unknown;
      for (let i = 0; i < batch.length; i++) {
        // The checkpoint guard: an event at or below what this projection already has (committed, or earlier in
        // this batch) is a repeat, from a redelivery or a retry, and is skipped, so no effect is ever doubled.
        if (batch[i]!.position <= Math.max(runner.checkpoint, pending.position ?? START)) continue;
        const paused = pace();
        if (paused) await paused;
        try {
          const input = inputs[i]!;
          if ('error' in input) throw input.error;
          const output = projection.project(input, pending.view);
          pending.add(output instanceof Promise ? await output : output, input.position);
          runner.rate.add(1);
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
      const due = !pending.broken && pending.position !== undefined && pending.position > runner.checkpoint;
      if (error === undefined) {
        if (due) ready.push({ runner, pending });
        continue;
      }
      try {
        // Before stopping on a failed event, keep the events before it (unless it is their commit that failed).
        if (due) await this.commit(runner, pending);
      } catch (refused) {
        error ??= refused;
      }
      this.fail(runner, error);
    }
    await this.commitTogether(ready, quiet, last);
  }

  /**
   * The batch's last writes of every projection and all their checkpoints in one bulkWrite: one transaction on
   * the embedded store, where a live event used to cost one per projection that wrote for it and one more for
   * the quiet ones (a command waits for them all). Should that bulk be refused, each projection commits alone
   * as before, so one projection's refused write stops that projection only.
   */
  private async commitTogether(ready: { runner: Runner; pending: PendingWrites }[], quiet: Runner[], last: number): Promise<void> {
    if (ready.length === 0 && quiet.length === 0) return;
    const taken: { runner: Runner; position: number; documents: WriteOp[] }[] = [];
    for (const { runner, pending } of ready) {
      const position = pending.position!;
      const { documents, search } = pending.take();
      try {
        await this.writeIndexes(runner, search);
        taken.push({ runner, position, documents });
      } catch (error) {
        this.fail(runner, error);
      }
    }
    const ops = [
      ...taken.flatMap(({ runner, position, documents }) => [...pinnedOps(runner, documents), this.checkpointOp(runner, position)]),
      ...quiet.map((runner) => this.checkpointOp(runner, last)),
    ];
    try {
      await this.documents.bulkWrite(ops);
      for (const { runner, position } of taken) runner.checkpoint = position;
      for (const runner of quiet) runner.checkpoint = last;
    } catch {
      for (const { runner, position, documents } of taken) {
        try {
          await runner.store.bulkWrite([...documents, this.checkpointOp(runner, position)]);
          runner.checkpoint = position;
        } catch (error) {
          this.fail(runner, error);
        }
      }
      try {
        if (quiet.length) await this.documents.bulkWrite(quiet.map((r) => this.checkpointOp(r, last)));
        for (const runner of quiet) runner.checkpoint = last;
      } catch (error) {
        for (const runner of quiet) this.fail(runner, error);
      }
    }
    this.wakeWaiters();
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
      await this.writeIndexes(runner, search);
      await runner.store.bulkWrite([...documents, this.checkpointOp(runner, position)]);
    } catch (error) {
      // Those writes are gone from the buffer: nothing after them may be committed, or they would be skipped.
      pending.broken = error;
      throw error;
    }
    runner.checkpoint = position;
    this.wakeWaiters();
  }

  /**
   * A projection's search index writes, before its documents and checkpoint: if we stop before the checkpoint,
   * the events are replayed and their index writes (whole documents) repeat harmlessly.
   */
  private async writeIndexes(runner: Runner, search: ReturnType<PendingWrites['take']>['search']): Promise<void> {
    for (const { index, ops } of search) if (ops.length) await this.searchIndex(runner.projection).bulk(indexOf(index, runner.generation), ops);
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

  /**
   * A checkpoint write, through the position guard: a checkpoint never moves backwards, so a late write from a
   * process that lost its lease, or a redelivered batch, cannot undo a later one. It names the event store.
   */
  private checkpointOp(runner: Runner, position: number): WriteOp {
    const doc: StoredCheckpoint = { id: runner.checkpointId, position, version: runner.version, generation: runner.generation, store: this.storeIdentity, updatedAt: new Date().toISOString() };
    return { op: 'upsert', collection: CHECKPOINTS, doc, position };
  }
}

/**
 * A projection's writes as the whole store names them: a generation's collections by their generation's name,
 * as the runner's own (pinned) store would write them; the bare names' store is the whole store itself.
 */
function pinnedOps(runner: Runner, ops: WriteOp[]): WriteOp[] {
  return runner.generation ? inGeneration(ops, new Set(runner.projection.collections), runner.generation) : ops;
}

/** The furthest position in a batch (a redelivered event may come after a later one). */
function lastPosition(batch: RecordedEvent[]): number {
  let last = START;
  for (const event of batch) if (event.position > last) last = event.position;
  return last;
}

