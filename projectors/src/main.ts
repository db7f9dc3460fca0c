import { createLogger, loadConfig, PersonalDataVault } from '@fie/platform';
import { createStores } from '@fie/stores';
import { allProjections } from './all-projections';
import { ProjectionRunner } from './runtime';

/** The projectors as their own process (the launcher runs them in-process instead). */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, 'projectors');
  const stores = await createStores(config.stores, {
    watcher: {
      waiting: (store, error, retryInMs) => logger.warn(`waiting for the ${store}: ${error} (next try in ${Math.round(retryInMs / 1000)} s)`),
      connected: (store) => logger.info(`the ${store} answered`),
    },
    onSubscriptionDropped: (error, retryInMs) => logger.warn(`event subscription dropped (${String(error)}); resubscribing in ${retryInMs} ms`),
  });
  const runner = new ProjectionRunner(stores.events, stores.documents, allProjections, logger, new PersonalDataVault(stores.documents), stores.search);
  await runner.start();
  logger.info(`projectors running: ${runner.names.join(', ')}`);
  const shutdown = async () => {
    await runner.stop();
    await stores.close();
    process.exit(0);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
