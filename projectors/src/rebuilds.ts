import { CHECKPOINTS, type Checkpoint, type Logger } from '@fie/platform';
import { PROJECTIONS, type ProjectionRebuildView, type ProjectionStatusView } from '@fie/read-models';
import { START, type DocumentStore, type EventStore, type RecordedEvent, type SearchIndex } from '@fie/stores';
import { buildCheckpointId, dropGeneration, emptyGeneration, indexOf, livePointer, nextGeneration, type ProjectionPointer } from './generations';
import { bulkFold, type RebuildOptions, type RebuildProgress } from './bulk/bulk-rebuild';
import type { Opened } from './bulk/folder';
import { Rate } from './monitor';
import type { Projection } from './projection';
import type { RebuildRequest, Runner, StoredCheckpoint } from './runner';

export type { RebuildRequest, StoredCheckpoint } from './runner';
type LastRebuild = NonNullable<ProjectionStatusView['lastRebuild']>;
export type RetiredGeneration = { generation: string; collections: string[]; searchIndexes: string[] };

/** What the rebuilds need of the runner that follows the log. */
export type RebuildHost = {
  events: EventStore;
  documents: DocumentStore;
  search?: SearchIndex;
  logger: Logger;
  projections: Projection[];
  batchSize: number;
  stopping(): boolean;
  /** The live generation's runner of a projection. */
  live(name: string): Runner | undefined;
  /** After a switch: the new generation's runner follows the log in place of the old one. */
  replaceLive(runner: Runner): void;
  project(batch: RecordedEvent[], runners: Runner[]): Promise<void>;
  /** Runs `fn` while no live batch is being projected. */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  /** Writes the monitor's status now (a rebuild started, switched or failed). */
  flush(): Promise<void>;
  /** Opens a batch's personal data, once for every projection (the runner's vault). */
  open(batch: RecordedEvent[]): Promise<(Opened | { error: unknown })[]>;
  /** How a rebuild from position 0 folds and loads (threads, memory, progress). */
  rebuild: RebuildOptions;
};

type Build = {
  projection: Projection;
  request: RebuildRequest;
  startedAt: string;
  runner?: Runner;
  switched?: boolean;
  failed?: string;
  /** The bulk load from position 0, while it runs: how far it has got (the monitor shows it). */
  bulk?: { progress: RebuildProgress; at: number };
};

/**
 * Blue/green rebuilds of projections (issues 10 and 11). A rebuild makes a new generation of the
 * projection's read models (collections `listings@v6g2`, search index `listings@v6g2`) and fills it from
 * position 0 with its own reads of the log, while the live generation keeps serving and keeps following the
 * log. When the new one has reached the live one's checkpoint, the switch waits for the live batch in hand,
 * projects whatever the new one still lacks, then moves the search aliases and the pointer document with the
 * projection's checkpoint (the one readers and read-your-writes wait on), and the new generation's runner
 * follows the log from there in place of the old. Nothing appended during the rebuild is lost: the new
 * generation reads the log up to the live checkpoint, and the live runner has skipped nothing past it.
 * The old generation is dropped a little later, once other processes' caches of the pointer have expired.
 *
 * What a rebuild is doing is kept in `_projections` (the monitor), so a restart resumes it from the new
 * generation's checkpoint instead of starting again.
 */
export class Rebuilds {
  private readonly builds = new Map<string, { build: Build; done: Promise<void> }>();
  private readonly last = new Map<string, LastRebuild>();
  private readonly retired = new Map<string, RetiredGeneration[]>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly retiring = new Set<Promise<void>>();
  /** Rebuilds asked for while the runner prepares; they start once unfinished ones have been resumed. */
  private deferred: [string, RebuildRequest][] | undefined = [];

  constructor(
    private readonly host: RebuildHost,
    private readonly retireAfterMs: number,
  ) {}

  /** The new generation being built for a projection, if any. */
  building(name: string): Runner | undefined {
    return this.builds.get(name)?.build.runner;
  }

  /** How far a rebuild has read the log: its bulk load's position while it folds, else its checkpoint. */
  position(name: string): number | undefined {
    const build = this.builds.get(name)?.build;
    return build?.bulk?.progress.position ?? build?.runner?.checkpoint;
  }

  /** What the monitor shows of a projection's rebuilds. */
  view(name: string, target: number): { rebuild: ProjectionRebuildView | null; lastRebuild: LastRebuild | null; retired: RetiredGeneration[] } {
    const build = this.builds.get(name)?.build;
    return {
      rebuild: build?.runner && !build.switched && !build.failed ? this.describe(build, target) : null,
      lastRebuild: this.last.get(name) ?? null,
      retired: this.retired.get(name) ?? [],
    };
  }

  /** The requests in a batch that the named projections' live generations have not seen yet. */
  requestsIn(batch: RecordedEvent[]): (RebuildRequest & { projection: string })[] {
    const requests: (RebuildRequest & { projection: string })[] = [];
    for (const event of batch) {
      if (event.type !== 'ProjectionRebuildRequested') continue;
      const data = event.data as { projection?: string; requestedBy?: string; reason?: string };
      const live = data.projection ? this.host.live(data.projection) : undefined;
      if (!live || event.position <= live.checkpoint) continue;
      requests.push({ projection: data.projection!, requestedBy: data.requestedBy ?? 'unknown', reason: data.reason ?? '' });
    }
    return requests;
  }

  /** Starts a rebuild unless one is under way; its failure is logged and shown by the monitor. */
  schedule(name: string, request: RebuildRequest): void {
    if (this.deferred) this.deferred.push([name, request]);
    else this.start(name, request).catch(() => undefined);
  }

  /** Starts a rebuild (or joins the one under way); resolves when it has switched. */
  start(name: string, request: RebuildRequest, resume?: { generation: string; startedAt: string }): Promise<void> {
    const running = this.builds.get(name);
    if (running) return running.done;
    const projection = this.host.projections.find((p) => p.name === name);
    if (!projection) return Promise.reject(new Error(`There is no projection called ${name}`));
    const build: Build = { projection, request, startedAt: resume?.startedAt ?? new Date().toISOString() };
    // A build cut short by a stop stays listed, so the monitor's last write records where it got to and the
    // next start resumes it from there.
    const done = this.run([build], undefined, resume?.generation).finally(() => {
      if (!this.host.stopping()) this.builds.delete(name);
    });
    this.builds.set(name, { build, done });
    return done;
  }

  /**
   * Every projection, from position 0 to the head as it is now, in one read of the log. It ends once the old
   * generations are dropped: after retireAfterMs from the last switch, as the marketplace may be reading them.
   */
  async all(request: RebuildRequest): Promise<{ head: number }> {
    this.deferred = undefined;
    const head = await this.host.events.headPosition();
    const startedAt = new Date().toISOString();
    const builds: Build[] = this.host.projections.map((projection) => ({ projection, request, startedAt }));
    await this.run(builds, head);
    // Every switch came before now, so its retirement's timer fires before this one.
    if (this.timers.size) await new Promise((resolve) => setTimeout(resolve, this.retireAfterMs));
    await Promise.all(this.retiring);
    return { head };
  }

  /** At start: drops generations a switch left behind, resumes rebuilds under way, then starts those asked for. */
  async resume(): Promise<void> {
    // Builds a stop cut short were kept for the monitor's last write; this start takes them up anew.
    this.builds.clear();
    const statuses = await this.host.documents.collection<ProjectionStatusView & { retired?: RetiredGeneration[] }>(PROJECTIONS).find({});
    for (const status of statuses) {
      const projection = this.host.projections.find((p) => p.name === status.id);
      if (!projection) continue;
      if (status.lastRebuild) this.last.set(status.id, status.lastRebuild);
      for (const old of status.retired ?? []) await this.drop(projection, old);
      const rebuild = status.rebuild;
      if (!rebuild) continue;
      const checkpoint = await this.host.documents.collection<StoredCheckpoint>(CHECKPOINTS).get(buildCheckpointId(projection, rebuild.generation));
      const live = rebuild.generation === this.host.live(projection.name)?.generation;
      if (checkpoint?.position === START && rebuild.version === projection.version && !live) {
        // Cut short during its bulk load (the fold was in memory): its generation is dropped and it starts again.
        this.host.logger.info(`starting the rebuild of ${projection.name} again: the last one stopped during its bulk load`);
        await this.abandonGeneration(projection, rebuild.generation);
        (this.deferred ??= []).push([projection.name, { requestedBy: rebuild.requestedBy, reason: rebuild.reason }]);
      } else if (checkpoint && rebuild.version === projection.version && !live) {
        this.host.logger.info(`resuming the rebuild of ${projection.name} (${rebuild.generation}) from position ${checkpoint.position}`);
        this.start(projection.name, rebuild, { generation: rebuild.generation, startedAt: rebuild.startedAt }).catch(() => undefined);
      } else {
        await this.abandonGeneration(projection, rebuild.generation);
      }
    }
    const deferred = this.deferred ?? [];
    this.deferred = undefined;
    for (const [name, request] of deferred) this.schedule(name, request);
  }

  async stop(): Promise<void> {
    await Promise.allSettled([...this.builds.values()].map((b) => b.done));
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    // Generations waiting to be dropped go now: the runner stops, and nothing else drops them.
    for (const [name, olds] of this.retired) {
      const projection = this.host.projections.find((p) => p.name === name)!;
      for (const old of olds) this.retiring.add(this.drop(projection, old));
    }
    await Promise.all(this.retiring);
    this.deferred = [];
  }

  /**
   * Fills the builds' generations batch after batch, all from one read of the log, and switches each when it
   * has caught up: with the live generation's checkpoint, or `head` when nothing follows the log.
   */
  private async run(builds: Build[], head?: number, generation?: string): Promise<void> {
    const { events, logger } = this.host;
    for (const build of builds) await this.open(build, generation);
    await this.host.flush();
    const fresh = builds.filter((b) => b.runner!.checkpoint === START && !b.failed);
    if (fresh.length) await this.bulk(fresh, head ?? (await events.headPosition()));
    while (!this.host.stopping()) {
      for (const build of builds) if (!build.switched && !build.failed && build.runner!.checkpoint >= (await this.target(build, head))) await this.switchTo(build, head);
      const going = builds.filter((b) => !b.switched && !b.failed);
      if (!going.length) break;
      const from = Math.min(...going.map((b) => b.runner!.checkpoint));
      const batch = await events.readAll({ after: from, maxCount: this.host.batchSize });
      if (batch.length) await this.host.project(batch, going.map((b) => b.runner!));
      for (const build of going) {
        const runner = build.runner!;
        if (runner.failed) await this.fail(build, runner.failed);
        else if (runner.stalled) {
          // Its storage refused the writes (a full disk): wait, then read again from its checkpoint.
          runner.stalled = undefined;
          await new Promise((r) => setTimeout(r, 1000));
        }
      }
      // Between batches, let the marketplace answer: a rebuild shares the process with the site.
      await new Promise((r) => setImmediate(r));
    }
    const unfinished = builds.find((b) => !b.switched && !b.failed);
    if (unfinished) throw new Error(`The rebuild of ${unfinished.projection.name} stopped before it could switch; it resumes at the next start`);
    const failed = builds.find((b) => b.failed);
    if (failed) {
      logger.error(`rebuild of ${failed.projection.name} failed`, { error: failed.failed });
      throw new Error(`The rebuild of ${failed.projection.name} failed: ${failed.failed}`);
    }
  }

  /**
   * The builds' generations from position 0 to `head` as a bulk load (bulk/bulk-rebuild.ts): folded in memory,
   * each document written once, indexes made after, then each build's checkpoint at `head`. What the log
   * gains meanwhile the loop after it projects the usual way, up to the switch.
   */
  private async bulk(builds: Build[], head: number): Promise<void> {
    const { documents, logger } = this.host;
    const onProgress = (progress: RebuildProgress) => {
      for (const build of builds) build.bulk = { progress, at: Date.now() };
      this.host.rebuild.onProgress?.(progress);
    };
    // A projection read in place has nothing to fold: its generation stays empty.
    const folded = builds.filter((b) => !b.runner!.inPlace);
    const states = await bulkFold(
      { events: this.host.events, documents, search: this.host.search, open: (batch) => this.host.open(batch), stopping: () => this.host.stopping() },
      folded.map((b) => ({ projection: b.projection, generation: b.runner!.generation })),
      head,
      { ...this.host.rebuild, batchSize: this.host.rebuild.batchSize ?? Math.max(this.host.batchSize, 2000), onProgress },
    );
    const store = await this.host.events.identity();
    for (const build of builds) {
      const runner = build.runner!;
      const state = runner.inPlace ? { phase: 'loaded', flushes: 0, error: undefined } : states.find((s) => s.name === build.projection.name);
      if (!state || state.phase !== 'loaded') {
        await this.fail(build, state?.error ?? 'the bulk load did not finish');
        continue;
      }
      const checkpoint: StoredCheckpoint = { id: runner.checkpointId, position: head, version: runner.version, generation: runner.generation, store, updatedAt: new Date().toISOString() };
      await documents.bulkWrite([{ op: 'upsert', collection: CHECKPOINTS, doc: checkpoint }]);
      runner.checkpoint = head;
      runner.rate.add(head);
      build.bulk = undefined;
      logger.info(`rebuilt ${build.projection.name} as ${runner.generation} up to position ${head} in one bulk load${state.flushes ? ` (${state.flushes} flushes at the memory bound)` : ''}`);
    }
    await this.host.flush();
  }

  /** Makes the build's generation (empty), or takes up one under way at its checkpoint. */
  private async open(build: Build, resumed?: string): Promise<void> {
    const { documents, search } = this.host;
    const { projection } = build;
    const generation = resumed ?? nextGeneration(projection, await livePointer(documents, projection));
    const id = buildCheckpointId(projection, generation);
    let position = START;
    if (resumed) {
      position = (await documents.collection<StoredCheckpoint>(CHECKPOINTS).get(id))?.position ?? START;
    } else {
      await emptyGeneration(documents, search, projection, generation);
      const checkpoint: StoredCheckpoint = { id, position: START, version: projection.version, generation, store: await this.host.events.identity(), updatedAt: new Date().toISOString() };
      await documents.bulkWrite([{ op: 'upsert', collection: CHECKPOINTS, doc: checkpoint }]);
    }
    build.runner = {
      projection,
      checkpoint: position,
      generation,
      version: projection.version,
      checkpointId: id,
      store: documents.pinned(projection.collections, generation),
      rate: new Rate(),
      building: { ...build.request, startedAt: build.startedAt },
      inPlace: !!projection.readInPlace && !!this.host.events.table,
    };
    this.host.logger.info(`rebuilding ${projection.name} as ${generation} beside the live generation (${build.request.requestedBy}: ${build.request.reason})`);
  }

  /** Where a build must be to switch: the live generation's checkpoint, or the log's head when the live one has failed. */
  private async target(build: Build, head?: number): Promise<number> {
    if (head !== undefined) return head;
    const live = this.host.live(build.projection.name);
    return live && !live.failed ? live.checkpoint : this.host.events.headPosition();
  }

  private async switchTo(build: Build, head?: number): Promise<void> {
    const { documents, search, events, logger } = this.host;
    const { projection } = build;
    const runner = build.runner!;
    await this.host.exclusive(async () => {
      // The live generation may have moved on since the check: it waits now, so catch up with it.
      for (let target = await this.target(build, head); runner.checkpoint < target; target = await this.target(build, head)) {
        const batch = await events.readAll({ after: runner.checkpoint, maxCount: this.host.batchSize });
        if (!batch.length) break;
        await this.host.project(batch, [runner]);
        if (runner.failed || runner.stalled) return; // the build's loop deals with it
      }
      const old = await livePointer(documents, projection);
      const live = this.host.live(projection.name);
      const retired: RetiredGeneration = {
        generation: live?.generation ?? old?.generation ?? '',
        collections: old?.collections ?? projection.collections,
        searchIndexes: old?.searchIndexes ?? (projection.searchIndexes ?? []).map((i) => i.name),
      };
      for (const index of projection.searchIndexes ?? []) await search!.setAlias(index.name, indexOf(index.name, runner.generation));
      const pointer: ProjectionPointer = {
        id: projection.name,
        generation: runner.generation,
        collections: projection.collections,
        switchedAt: new Date().toISOString(),
        version: projection.version,
        searchIndexes: (projection.searchIndexes ?? []).map((i) => i.name),
        builds: Number(/g(\d+)$/.exec(runner.generation)?.[1] ?? 0),
      };
      const checkpoint: StoredCheckpoint = { id: projection.name, position: runner.checkpoint, version: projection.version, generation: runner.generation, store: await events.identity(), updatedAt: pointer.switchedAt };
      await documents.switchGeneration(pointer, [
        { op: 'upsert', collection: CHECKPOINTS, doc: checkpoint },
        { op: 'delete', collection: CHECKPOINTS, id: runner.checkpointId },
      ]);
      runner.checkpointId = projection.name;
      runner.building = undefined;
      this.host.replaceLive(runner);
      build.switched = true;
      this.last.set(projection.name, { ...this.describe(build, runner.checkpoint), finishedAt: pointer.switchedAt, outcome: 'switched' });
      logger.info(`projection ${projection.name} switched to ${runner.generation} at position ${runner.checkpoint}`);
      if (retired.generation !== runner.generation) this.retire(projection, retired);
    });
    await this.host.flush();
  }

  /** A build that failed is given up, its generation dropped; the live one stays. */
  private async fail(build: Build, error: string): Promise<void> {
    build.failed = error;
    this.last.set(build.projection.name, { ...this.describe(build, build.runner!.checkpoint), finishedAt: new Date().toISOString(), outcome: 'failed', error });
    await this.abandonGeneration(build.projection, build.runner!.generation);
    await this.host.flush();
  }

  private async abandonGeneration(projection: Projection, generation: string): Promise<void> {
    if (generation === this.host.live(projection.name)?.generation) return;
    await this.drop(projection, { generation, collections: projection.collections, searchIndexes: (projection.searchIndexes ?? []).map((i) => i.name) });
    await this.host.documents.collection(CHECKPOINTS).delete(buildCheckpointId(projection, generation));
  }

  /** The old generation goes once other processes have stopped reading it (their pointers are cached a second). */
  private retire(projection: Projection, old: RetiredGeneration): void {
    const list = this.retired.get(projection.name) ?? [];
    this.retired.set(projection.name, [...list, old]);
    const go = () => {
      this.timers.delete(timer);
      this.retired.set(projection.name, (this.retired.get(projection.name) ?? []).filter((r) => r !== old));
      const dropping = this.drop(projection, old).finally(() => this.retiring.delete(dropping));
      this.retiring.add(dropping);
    };
    const timer = setTimeout(go, this.retireAfterMs);
    timer.unref();
    this.timers.add(timer);
    if (this.retireAfterMs <= 0) {
      clearTimeout(timer);
      go();
    }
  }

  private async drop(projection: Projection, old: RetiredGeneration): Promise<void> {
    try {
      await dropGeneration(this.host.documents, this.host.search, old.collections, old.searchIndexes, old.generation);
    } catch (error) {
      this.host.logger.warn(`could not drop generation ${old.generation || '(bare)'} of ${projection.name}`, { error: error instanceof Error ? error.message : String(error) });
    }
  }

  private describe(build: Build, target: number): ProjectionRebuildView {
    const runner = build.runner!;
    const bulk = build.bulk?.progress;
    const state = bulk?.projections.find((p) => p.name === build.projection.name);
    if (bulk && state) {
      return {
        generation: runner.generation,
        version: runner.version,
        position: bulk.position,
        target: Math.max(bulk.head, bulk.position),
        rate: bulk.rate,
        phase: state.phase === 'folding' ? 'folding' : state.phase === 'indexing' || state.phase === 'loaded' ? 'indexing' : 'loading',
        loaded: state.loaded,
        toLoad: state.toLoad,
        etaSeconds: bulk.etaMs === null ? null : Math.round(bulk.etaMs / 1000),
        startedAt: build.startedAt,
        requestedBy: build.request.requestedBy,
        reason: build.request.reason,
      };
    }
    return {
      generation: runner.generation,
      version: runner.version,
      position: runner.checkpoint,
      target: Math.max(target, runner.checkpoint),
      phase: 'catching up',
      rate: runner.rate.perSecond(),
      startedAt: build.startedAt,
      requestedBy: build.request.requestedBy,
      reason: build.request.reason,
    };
  }
}
