import type { Server } from 'node:http';
import express from 'express';
import { createStores, type Stores } from '@fie/stores';
import type { AppConfig } from './config';
import { errorHandler } from './http-errors';
import { keepConnectionsAlive } from './keep-alive';
import type { Logger } from './logger';
import { PublicOrigin } from './public-origin';
import { cors, securityHeaders } from './security-headers';
import { StartingGate } from './starting';

/**
 * How a service that runs as its own process (command-api, query-api) starts: it listens first, with the
 * security headers, CORS and error handling of every service, behind a starting gate (health says what it waits
 * for meanwhile), then opens the stores. The service hands its routes to `gate.open` once they are ready.
 */
export async function startBehindGate(config: AppConfig, logger: Logger, port: number, listening: string): Promise<{ gate: StartingGate; server: Server; stores: Stores; publicOrigin: PublicOrigin }> {
  const gate = new StartingGate(logger);
  const app = express();
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  const publicOrigin = new PublicOrigin(config.publicUrl);
  app.use(publicOrigin.learn, securityHeaders({ publicOrigin, tileOrigins: config.tileOrigins }), cors(config.corsOrigins));
  app.use(gate.handler());
  app.use(errorHandler(logger));
  const server = keepConnectionsAlive(app.listen(port, () => logger.info(listening)));
  const stores = await createStores(config.stores, { watcher: gate.watcher, onSubscriptionDropped: (error, retryInMs) => logger.warn(`event subscription dropped (${String(error)}); resubscribing in ${retryInMs} ms`) });
  return { gate, server, stores, publicOrigin };
}

/** Runs a service's `main`; a failure to start is printed and the process exits with 1. */
export function runService(main: () => Promise<void>): void {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
