import type { Filter, SortSpec } from '../document-store/port';

/**
 * The event store port, with EventStoreDB's semantics: streams with revisions (0-based), a global
 * `$all` order with positions, optimistic concurrency by expected revision, idempotent appends by
 * event id, and catch-up-then-live subscriptions. Positions are exclusive when passed as `after`:
 * you get the events after the one you name; START means "from the very beginning".
 */
export const START = 0;

export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | number;

export type NewEvent = {
  /** A UUID; appending the same ids again at the same place is a no-op (safe retries). */
  id?: string;
  type: string;
  data: unknown;
  metadata?: Record<string, unknown>;
};

export type RecordedEvent<T = unknown> = {
  id: string;
  streamId: string;
  /** 0-based revision inside the stream. */
  revision: number;
  /** Position in $all: strictly increasing, greater than START. */
  position: number;
  type: string;
  data: T;
  metadata: Record<string, unknown>;
  createdAt: string;
};

export type AppendResult = {
  /** Revision of the last event now in the stream. */
  nextExpectedRevision: number;
  /** $all position of the last appended event. */
  position: number;
};

export type ReadAllOptions = { after?: number; maxCount?: number };
export type ReadStreamOptions = { fromRevision?: number; maxCount?: number };

export type Subscription = {
  /** Stops after the event in hand; resolves when the loop has ended. */
  stop(): Promise<void>;
};

export type SubscribeOptions = {
  after: number;
  /**
   * Awaited one event at a time, in $all order. A throw stops the subscription and calls onError. The event may be
   * the same object other subscriptions get (the embedded store hands the live tail to all of them frozen).
   */
  onEvent: (event: RecordedEvent) => Promise<void>;
  onError?: (error: unknown) => void;
  /** Called when the subscription has read everything there was and now waits for new events. */
  onCaughtUp?: (position: number) => void;
  /** How many events to read per batch while catching up. */
  batchSize?: number;
};

export type StoreHealth = { ok: boolean; adapter: string; detail?: string };

/** A filter over recorded events' fields (position, streamId, revision, type, createdAt, id), as the document store's. */
export type EventFilter = Filter;
export type EventFindOptions = { sort?: SortSpec; skip?: number; limit?: number };

/**
 * The event store's own table, read in place (issue 34): where a store keeps its events in an indexed table
 * that can be queried (the embedded store does), the analysts' event browser and the count of each type read
 * it, instead of a read model that copies every event. Filters and sorting as the document store's, over
 * position, streamId, revision, type, createdAt and id (the event's id).
 */
export interface EventTable {
  find(filter?: EventFilter, options?: EventFindOptions): Promise<RecordedEvent[]>;
  count(filter?: EventFilter): Promise<number>;
  at(position: number): Promise<RecordedEvent | null>;
  /** How many events of each type the log holds, kept with every append. */
  typeCounts(): Promise<{ type: string; count: number }[]>;
}

export interface EventStore {
  append(streamId: string, events: NewEvent[], options?: { expectedRevision?: ExpectedRevision }): Promise<AppendResult>;
  /** The stream's events in revision order; an empty list when the stream does not exist. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** Events of $all after a position, in order. Readers may be handed the same event objects: never change them. */
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Position of the newest event in $all (START when empty). */
  headPosition(): Promise<number>;
  subscribeToAll(options: SubscribeOptions): Subscription;
  /**
   * This store's own id, made once when it is first used: positions are only meaningful in the store that gave
   * them, so what keeps positions (projection checkpoints) keeps this beside them. A copy of the log in another
   * store (a migration) has another identity.
   */
  identity(): Promise<string>;
  health(): Promise<StoreHealth>;
  close(): Promise<void>;
  /** The store's own table, where it has one to read in place (see EventTable); absent on KurrentDB. */
  readonly table?: EventTable;
}

/** The expected revision did not match: nothing was written. Mapped to HTTP 409 at the edge. */
export class WrongExpectedRevisionError extends Error {
  readonly code = 'WrongExpectedVersion';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${streamId} is at ${actual}, not at the expected ${expected}; someone else changed it first`);
    this.name = 'WrongExpectedRevisionError';
  }
}

/** Some but not all of the event ids already exist: a retry that does not match the first attempt. */
export class IdempotencyMismatchError extends Error {
  readonly code = 'IdempotencyMismatch';
  constructor(readonly streamId: string) {
    super(`Append to ${streamId} repeats some event ids of an earlier append but not all of them`);
    this.name = 'IdempotencyMismatchError';
  }
}

export function checkExpected(streamId: string, expected: ExpectedRevision, current: number | 'no_stream'): void {
  const ok =
    expected === 'any' ||
    (expected === 'no_stream' && current === 'no_stream') ||
    (expected === 'stream_exists' && current !== 'no_stream') ||
    (typeof expected === 'number' && current === expected);
  if (!ok) throw new WrongExpectedRevisionError(streamId, expected, current);
}

/** The stream where a store that has no place of its own for it keeps its identity (skipped by migrations). */
export const STORE_IDENTITY_STREAM = 'fie-store-identity';
