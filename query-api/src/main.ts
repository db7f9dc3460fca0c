import { join } from 'node:path';
import express from 'express';
import { closeServer, createLogger, loadConfig, notFoundHandler, runService, startBehindGate, stopOnSignals } from '@fie/platform';
import { projectionNames } from '@fie/read-models';
import { queryRouter } from './app';
import { attachRealtime } from './realtime/attach';
import { SearchThreads } from './listings/search-threads';
import { createSite } from './site/site-router';
import { PageCache } from './site/page-cache';
import { shortLinkRoutes } from './notifications/short-links';

/** The query API as its own process, on QUERY_API_PORT (the projectors run in their own process), with the public site's pages. */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, 'query-api');
  // Listen first, then wait for the stores: health says what the service waits for meanwhile.
  const { gate, server, stores, publicOrigin } = await startBehindGate(config, logger, config.queryApiPort, `query API on http://localhost:${config.queryApiPort}/api (WebSocket at /api/ws)`);
  const searchThreads = SearchThreads.start(config.searchThreads, config.stores, logger);
  const routes = express.Router();
  routes.use('/api', queryRouter({ ...stores, searchThreads, logger, secrets: config.secrets, projectionNames, publicOrigin }), notFoundHandler);
  // The short links of Fie's texts (/s/{code}), beside the site's pages.
  routes.use('/', shortLinkRoutes(stores));
  // The public site's pages, rendered here from the read models (the gateway serves its built files itself).
  const site = createSite({ ...stores, searchThreads, logger, projectionNames, webRoot: join(__dirname, '../../public-web'), publicOrigin, renderThreads: config.renderThreads, cache: new PageCache({ maxBytes: config.pageCacheBytes }) });
  await site.start();
  routes.use('/', site.router);
  const realtime = await attachRealtime(server, { events: stores.events, documents: stores.documents, jwtSecret: config.secrets.jwtSecret, logger });
  gate.open(routes);
  logger.info('query API ready');
  // SIGTERM: no new connections, sockets closed as going away, requests in flight finish; out within 10 s.
  stopOnSignals(async () => {
    const requestsDone = closeServer(server);
    await realtime.close();
    await requestsDone;
    await site.stop();
    await searchThreads?.close();
    await stores.close();
  }, logger);
}

runService(main);
