import type { Logger } from '@fie/platform';
import type { DocumentStore, EventStore, SearchIndex } from '@fie/stores';
import type { Projection } from './projection';
import { ProjectionRunner, type RunnerOptions } from './runtime';
import { PersonalDataVault } from '@fie/platform';

/**
 * Rebuilds projections from position 0: empties their read models and checkpoints, then projects the log
 * batch after batch until the head it had when the replay began, with no subscription and nothing polled.
 * Run it while the marketplace is stopped (or accept a moment of empty read models while it runs).
 */
export async function replay(
  events: EventStore,
  documents: DocumentStore,
  projections: Projection[],
  logger: Logger,
  keysFrom?: DocumentStore,
  search?: SearchIndex,
  options?: RunnerOptions,
): Promise<{ head: number }> {
  // Keys are read from the store being rebuilt, so replay into another store by passing `keysFrom`.
  const runner = new ProjectionRunner(events, documents, projections, logger, new PersonalDataVault(keysFrom ?? documents), search, options);
  for (const projection of projections) await runner.reset(projection);
  const head = await events.headPosition();
  await runner.runUntil(head);
  const failed = runner.status().find((s) => s.error);
  if (failed) throw new Error(`projection ${failed.name} failed: ${failed.error}`);
  return { head };
}
