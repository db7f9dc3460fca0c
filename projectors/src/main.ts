import { createLogger, loadConfig, PersonalDataVault } from '@fie/platform';
import { createStores } from '@fie/stores';
import { allProjections } from './all-projections';
import { ProjectionRunner } from './runtime';
import { ProjectionShares } from './shares';

/**
 * The projectors as their own process (the launcher runs them in-process instead). Several may run, on one
 * machine or many: each projection has its own lease, and the processes share the projections by their cost
 * (see shares.ts). One process alone projects them all; a second takes about half; when one dies, the others
 * take its projections over within a lease time, each from its checkpoint.
 */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, 'projectors');
  const stores = await createStores(config.stores, {
    watcher: {
      waiting: (store: string, error: string, retryInMs: number) => logger.warn(`waiting for the ${store}: ${error} (next try in ${Math.round(retryInMs / 1000)} s)`),
      connected: (store: string) => logger.info(`the ${store} answered`),
    },
    onSubscriptionDropped: (error: unknown, retryInMs: number) => logger.warn(`event subscription dropped (${String(error)}); resubscribing in ${retryInMs} ms`),
  });
  const vault = new PersonalDataVault(stores.documents);
  const shares = new ProjectionShares(
    stores.documents,
    allProjections,
    config.projectorLeaseMs,
    (projections) => new ProjectionRunner(stores.events, stores.documents, projections, logger, vault, stores.search, { rebuild: { ...config.rebuild, stores: config.stores } }),
    logger,
  );
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await shares.stop();
      await stores.close();
      process.exit(0);
    })());
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  await shares.start();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
