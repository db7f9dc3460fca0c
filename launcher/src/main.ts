import { ConfigError, loadConfig, stopOnSignals } from '@fie/platform';
import { LISTINGS } from '@fie/read-models';
import { startMarketplace } from './marketplace';

async function main() {
  const config = loadConfig();
  const marketplace = await startMarketplace(config, { runner: { redeliver: redeliveryFault(process.env.FIE_TEST_REDELIVER) } });
  marketplace.logger.info(`Fie is running at ${marketplace.url} (admin console at ${marketplace.url}/admin, data in ${config.dataDir})`);
  // The read model, not the search index: this thread writes the index but keeps no copy of it in memory.
  const listed = await marketplace.stores.documents.collection(LISTINGS).count().catch(() => 0);
  if (listed === 0) {
    const port = config.port === 8080 ? '' : `PORT=${config.port} `;
    process.stdout.write(`\n  The marketplace has no listings yet. For a living demo (320 listings across all 16 regions, and people\n  dealing with each other), run \`${port}npm run seed\` in another terminal while it runs.\n\n`);
  }
  stopOnSignals(() => marketplace.stop(), marketplace.logger);
}

/**
 * A fault for the crash test (launcher/src/crash) only, never for a real marketplace: `share:seed`, e.g.
 * `0.1:42`, hands that share of live events to the projections a second time.
 */
function redeliveryFault(setting: string | undefined) {
  if (!setting) return undefined;
  const [share, seed] = setting.split(':').map(Number);
  if (!(share! > 0 && share! < 1) || !Number.isInteger(seed)) throw new ConfigError(`FIE_TEST_REDELIVER must be share:seed (e.g. 0.1:42), not ${setting}`);
  return { share: share!, seed: seed! };
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
