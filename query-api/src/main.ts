import express from 'express';
import { createLogger, errorHandler, loadConfig, notFoundHandler } from '@fie/platform';
import { projectionNames } from '@fie/read-models';
import { createStores } from '@fie/stores';
import { queryRouter } from './app';
import { attachRealtime } from './realtime/attach';
import { SearchThreads } from './listings/search-threads';

/** The query API as its own process, on QUERY_API_PORT (the projectors run in their own process). */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, 'query-api');
  const stores = await createStores(config.stores);
  const app = express();
  app.set('trust proxy', 'loopback');
  const searchThreads = SearchThreads.start(config.searchThreads, config.stores, logger);
  app.use('/api', queryRouter({ ...stores, searchThreads, logger, secrets: config.secrets, projectionNames }), notFoundHandler);
  app.use(errorHandler(logger));
  const server = app.listen(config.queryApiPort, () => logger.info(`query API on http://localhost:${config.queryApiPort}/api (WebSocket at /api/ws)`));
  const realtime = await attachRealtime(server, { events: stores.events, documents: stores.documents, jwtSecret: config.secrets.jwtSecret, logger });
  const shutdown = () => void realtime.close().then(() => server.close(() => Promise.all([searchThreads?.close(), stores.close()]).then(() => process.exit(0))));
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
