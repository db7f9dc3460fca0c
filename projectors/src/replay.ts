import type { Logger } from '@fie/platform';
import type { DocumentStore, EventStore, SearchIndex } from '@fie/stores';
import type { Projection } from './projection';
import { ProjectionRunner } from './runtime';
import { CHECKPOINTS, PersonalDataVault, type Checkpoint } from '@fie/platform';

/**
 * Rebuilds projections from position 0: empties their read models and checkpoints, then runs them until
 * they reach the head of the log. Run it while the marketplace is stopped (or accept a moment of empty
 * read models while it runs).
 */
export async function replay(events: EventStore, documents: DocumentStore, projections: Projection[], logger: Logger, keysFrom?: DocumentStore, search?: SearchIndex): Promise<{ head: number }> {
  // Keys are read from the store being rebuilt, so replay into another store by passing `keysFrom`.
  const runner = new ProjectionRunner(events, documents, projections, logger, new PersonalDataVault(keysFrom ?? documents), search);
  for (const projection of projections) await runner.reset(projection);
  const head = await events.headPosition();
  await runner.start();
  const checkpoints = documents.collection<Checkpoint>(CHECKPOINTS);
  for (;;) {
    const failed = runner.status().find((s) => s.error);
    if (failed) {
      await runner.stop();
      throw new Error(`projection ${failed.name} failed: ${failed.error}`);
    }
    const done = await Promise.all(projections.map(async (p) => ((await checkpoints.get(p.name))?.position ?? 0) >= head));
    if (done.every(Boolean)) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  await runner.stop();
  return { head };
}
