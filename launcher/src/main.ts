import { ConfigError, loadConfig } from '@fie/platform';
import { startMarketplace } from './marketplace';

async function main() {
  const config = loadConfig();
  const marketplace = await startMarketplace(config);
  marketplace.logger.info(`Fie is running at ${marketplace.url} (admin console at ${marketplace.url}/admin, data in ${config.dataDir})`);
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
