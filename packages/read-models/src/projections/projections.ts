/**
 * The projections monitor (issue 10): what the projection runner says about each projection, written by it
 * about once a second, so the console reads it from any process. The query side adds the log's head and the
 * live checkpoint (from `_checkpoints`) when it answers.
 */
export const PROJECTIONS = '_projections';

/** A rebuild: a new generation filled from position 0 beside the live one, switched to when it has caught up. */
export type ProjectionRebuildView = {
  generation: string;
  version: number;
  /** Where the new generation has got to in the log, and the live head it must reach. */
  position: number;
  target: number;
  /** Events a second, the last ten seconds (of the whole bulk load while it folds). */
  rate: number;
  /**
   * From position 0 a rebuild is a bulk load (issue 34): it folds the log in memory ('folding'), writes each
   * document once ('loading', `loaded` of `toLoad`), makes its indexes ('indexing'), then projects what the log
   * gained meanwhile ('catching up') and switches. Absent in statuses written before phases.
   */
  phase?: 'folding' | 'loading' | 'indexing' | 'catching up';
  loaded?: number;
  toLoad?: number;
  /** Estimated seconds left of the bulk load (null until there is a rate to go by). */
  etaSeconds?: number | null;
  startedAt: string;
  /** The staff member (or 'operator-cli', or 'version-change') and why. */
  requestedBy: string;
  reason: string;
};

export type ProjectionStatusView = {
  id: string;
  /** The version the running code has, and the one the live generation was built with (they differ until a rebuild switches). */
  version: number;
  liveVersion: number;
  /** The live generation ('' for read models from before generations). */
  generation: string;
  /** Events a second the live generation projected, the last ten seconds. */
  rate: number;
  /** Why it stopped, or waits for its storage; null when it runs. */
  error: string | null;
  rebuild: ProjectionRebuildView | null;
  /** How the last rebuild ended. */
  lastRebuild: (ProjectionRebuildView & { finishedAt: string; outcome: 'switched' | 'failed'; error?: string }) | null;
  /** Generations a switch left, to be dropped (the runner's own note, so a restart drops them). */
  retired?: { generation: string; collections: string[]; searchIndexes: string[] }[];
  /** The runner writes this at least every few seconds while it runs: an old one means no runner is running. */
  updatedAt: string;
};

/** How old the runner's status may be before the monitor says no runner is running. */
export const PROJECTION_STATUS_FRESH_MS = 15_000;
