import type { DocumentStore, IndexMapping, IndexOp, RecordedEvent, WriteOp } from '@fie/stores';

/**
 * A projection is a plain handler from one event to the read-model writes it causes. It may read the
 * current read models (through `docs`) but writes only by returning operations: the runtime applies them
 * together with the projection's checkpoint, so an effect is never lost nor doubled.
 * Bump `version` when the handler's output changes: the runtime then rebuilds the projection from the start.
 */
export type Projection = {
  name: string;
  version: number;
  /** Collections this projection owns; a rebuild empties them. */
  collections: string[];
  /** Indexes the query side relies on. */
  indexes?: { collection: string; fields: string[]; unique?: boolean }[];
  /**
   * Most projections get events with personal data opened (and `erased: true` once the person's key is
   * destroyed). A projection that sets `sealed` gets them as stored, sealed: the admin event log does, so
   * it never holds personal data that a deletion would have to chase. One that needs no personal data at all
   * says 'either': it gets them sealed where nothing else opens them (the live runner then opens nothing for it),
   * opened where they are opened anyway (a rebuild opens the log once for all projections: sending a thread the
   * sealed events besides the opened ones copied them twice, see foldsSealed).
   */
  sealed?: boolean | 'either';
  /**
   * Where the event store keeps a table of its own that readers query in place (EventStore.table, the embedded
   * store), that table is this read model: the projection then writes nothing and only moves its checkpoint.
   */
  readInPlace?: boolean;
  /** Search indexes this projection feeds (created on start, emptied on rebuild). */
  searchIndexes?: { name: string; mapping: IndexMapping }[];
  /**
   * What projecting costs, against 1 for a light projection: CPU per event in a replay of the benchmark's mixed
   * history (BENCHMARKS.md, Replay). Processes that share the projections (shares.ts) split them by it.
   */
  cost?: number;
  /**
   * The event types it handles, where it says so: for any other, `project` writes nothing and reads nothing. A
   * rebuild then neither hands it the others nor sends them to its thread (bulk/thread-folder.ts).
   */
  handles?: readonly string[];
  project(event: RecordedEvent & { erased?: boolean }, docs: DocumentStore): ProjectionOutput | Promise<ProjectionOutput>;
  /**
   * A rebuild from position 0 (bulk/) folds with this instead of `project`, where knowing the whole log lets it
   * skip work whose result a later event replaces: its `project` gets every event as `project` would, and its
   * `finish`, after the last, returns the writes left. Together they must leave exactly what `project` leaves
   * event after event (bulk/bulk-rebuild.int.spec.ts holds them to it).
   */
  bulk?: () => BulkProjector;
};

/** A projection's own way through a rebuild from position 0 (Projection.bulk); one per rebuild. */
export type BulkProjector = {
  project(event: RecordedEvent & { erased?: boolean }, docs: DocumentStore): ProjectionOutput | Promise<ProjectionOutput>;
  finish(docs: DocumentStore): ProjectionOutput | Promise<ProjectionOutput>;
  /**
   * The fold is settling into the generations' tables (bulk/folder.ts, SETTLE_BELOW): the writes of what this
   * holds for the whole rebuild, which it lets go, to project from then on as live projection does, asking the
   * tables. Without it, what it holds stays held.
   */
  settle?(docs: DocumentStore): ProjectionOutput | Promise<ProjectionOutput>;
};

/**
 * Read-model writes, and for projections that feed search, index operations. Index operations carry whole
 * documents (or deletions by id), so applying one twice after a crash leaves the same index.
 */
export type ProjectionOutput = WriteOp[] | { documents: WriteOp[]; search?: { index: string; ops: IndexOp[] }[] };

/**
 * Whether a projection folds a rebuild's events as stored, where `opened` says whether the rebuild opens them for
 * some projection: always for `sealed: true`, for 'either' only where nothing is opened. At a million events the
 * daily counts' sealed copies of the messages, listings and sign-ups their thread was sent opened as well made the
 * batches that thread was sent 45 % larger, and cloning them nearly twice as dear (BENCHMARKS.md, Replay as a bulk load).
 */
export function foldsSealed(projection: Pick<Projection, 'sealed'>, opened: boolean): boolean {
  return projection.sealed === true || (projection.sealed === 'either' && !opened);
}
