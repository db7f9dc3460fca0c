import type { Checkpoint } from '@fie/platform';
import type { DocumentStore } from '@fie/stores';
import type { Rate } from './monitor';
import type { Projection } from './projection';

/** A checkpoint, with the projection's version, its generation and the event store whose position it is. */
export type StoredCheckpoint = Checkpoint & { version: number; generation?: string; store?: string };
export type RebuildRequest = { requestedBy: string; reason: string };

/**
 * A projection's generation as the runner follows it: where its committed checkpoint is, whether it has
 * failed, and whether it waits for its storage to take writes again (a full or read-only disk: it resumes
 * from its checkpoint). The live generation's checkpoint is the projection's name (readers wait on it); a
 * generation being built beside it (`building`) has its own.
 */
export type Runner = {
  projection: Projection;
  checkpoint: number;
  failed?: string;
  stalled?: string;
  /** The generation it writes ('' for the bare names from before generations) and the version it was built with. */
  generation: string;
  version: number;
  checkpointId: string;
  /** The store as this generation sees it: the projection's collections are the generation's. */
  store: DocumentStore;
  /** Read in place from the event store's own table (Projection.readInPlace): nothing to write, the checkpoint moves. */
  inPlace?: boolean;
  /** Events projected, for the monitor's rate. */
  rate: Rate;
  building?: RebuildRequest & { startedAt: string };
};
