import type { Logger } from '@fie/platform';
import type { DocumentStore, EventStore, SearchIndex } from '@fie/stores';
import type { Projection } from './projection';
import type { RebuildRequest } from './rebuilds';
import { ProjectionRunner, type RunnerOptions } from './runtime';
import { PersonalDataVault } from '@fie/platform';

/**
 * Rebuilds projections from position 0 with nothing following the log in this process: each gets a new
 * generation beside its live one, filled batch after batch from one read of the log up to the head it had when
 * the replay began, then switched to and the old one dropped (at once, unless `retireAfterMs` says to wait for
 * other processes reading it: the CLI beside a running marketplace). The live read models serve until then.
 */
export async function replay(
  events: EventStore,
  documents: DocumentStore,
  projections: Projection[],
  logger: Logger,
  keysFrom?: DocumentStore,
  search?: SearchIndex,
  options?: RunnerOptions,
  request: RebuildRequest = { requestedBy: 'operator-cli', reason: 'npm run replay' },
): Promise<{ head: number }> {
  // Keys are read from the store being rebuilt, so replay into another store by passing `keysFrom`.
  const runner = new ProjectionRunner(events, documents, projections, logger, new PersonalDataVault(keysFrom ?? documents), search, { retireAfterMs: 0, ...options });
  return runner.rebuildAll(request);
}
