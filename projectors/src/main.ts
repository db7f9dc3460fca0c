import { createLogger, loadConfig, PersonalDataVault } from '@fie/platform';
import { createDocumentStore, createStores } from '@fie/stores';
import { allProjections } from './all-projections';
import { Lease } from './lease';
import { ProjectionRunner } from './runtime';

/**
 * The projectors as their own process (the launcher runs them in-process instead). Several may run: the one
 * holding the lease projects, the others stand by and take over when it dies (see lease.ts). The stores are
 * opened only once the lease is held, so a holder starts from what is on disk, not from a standby's old copy.
 * A holder that loses its lease stops and exits; its supervisor (compose's restart policy) starts it again,
 * as a standby.
 */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, 'projectors');
  const connect = {
    watcher: {
      waiting: (store: string, error: string, retryInMs: number) => logger.warn(`waiting for the ${store}: ${error} (next try in ${Math.round(retryInMs / 1000)} s)`),
      connected: (store: string) => logger.info(`the ${store} answered`),
    },
    onSubscriptionDropped: (error: unknown, retryInMs: number) => logger.warn(`event subscription dropped (${String(error)}); resubscribing in ${retryInMs} ms`),
  };
  const leases = await createDocumentStore(config.stores, connect);
  const lease = new Lease(leases, 'projectors', config.projectorLeaseMs, logger);
  let stopping: (() => Promise<void>) | undefined;
  const onSignal = () => void (stopping ? stopping() : lease.release().finally(() => process.exit(0)));
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);

  await lease.acquire();
  logger.info(`holding the projections lease (token ${lease.token}): projecting`);
  const stores = await createStores(config.stores, connect);
  const runner = new ProjectionRunner(stores.events, stores.documents, allProjections, logger, new PersonalDataVault(stores.documents), stores.search);
  let stopped = false;
  stopping = async () => {
    if (stopped) return;
    stopped = true;
    await runner.stop();
    await lease.release().catch(() => undefined);
    await stores.close();
    await leases.close();
    process.exit(0);
  };
  await runner.start();
  logger.info(`projectors running: ${runner.names.join(', ')}`);
  const reason = await lease.held();
  if (stopped) return;
  stopped = true;
  logger.error(`lost the projections lease (${reason}): stopping so that only one process projects`);
  await runner.stop();
  process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
