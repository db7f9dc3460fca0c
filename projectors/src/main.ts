import { createLogger, loadConfig, PersonalDataVault } from '@fie/platform';
import { createStores } from '@fie/stores';
import { allProjections } from './all-projections';
import { ProjectionRunner } from './runtime';

/** The projectors as their own process (the launcher runs them in-process instead). */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, 'projectors');
  const stores = await createStores(config.stores);
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
