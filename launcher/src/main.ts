import { ConfigError, loadConfig } from '@fie/platform';
import { LISTINGS } from '@fie/read-models';
import { startMarketplace } from './marketplace';

async function main() {
  const config = loadConfig();
  const marketplace = await startMarketplace(config);
  marketplace.logger.info(`Fie is running at ${marketplace.url} (admin console at ${marketplace.url}/admin, data in ${config.dataDir})`);
  // The read model, not the search index: this thread writes the index but keeps no copy of it in memory.
  const listed = await marketplace.stores.documents.collection(LISTINGS).count().catch(() => 0);
  if (listed === 0) {
    process.stdout.write('\n  The marketplace has no listings yet. For a living demo (320 listings across all 16 regions),\n  stop it with Ctrl+C and run `npm run seed`, then `npm start` again.\n\n');
  }
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    marketplace.logger.info(`${signal}: stopping`);
    await marketplace.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
