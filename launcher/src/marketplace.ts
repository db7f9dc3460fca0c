import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import compression from 'compression';
import express from 'express';
import { AccountClosures, commandRouter, ensureAdministrator, ListingFreshness, NoShowsFromDisputes, Notifier, PaymentReactions, PaymentReconciler, RequestReactors, ReviewWindows, simulatedRegister, StayExpiries, ViewingReminders } from '@fie/command-api';
import { closeServer, cors, keepConnectionsAlive, createLogger, PublicOrigin, securityHeaders, errorHandler, notFoundHandler, PersonalDataVault, StartingGate, waitForProjections, type AppConfig, type Logger } from '@fie/platform';
import { allProjections, ProjectionRunner, type RunnerOptions } from '@fie/projectors';
import { attachRealtime, createSite, PageCache, queryRouter, SearchThreads, shortLinkRoutes, type Realtime, type Site } from '@fie/query-api';
import { createStores, PaymentSimulator, type Stores } from '@fie/stores';
import { BackgroundWork } from './background-work';
import { staticSite } from './static-site';

/**
 * The whole marketplace in one process on one port: command API and query API under /api, the
 * projectors in-process, the public site at / and the admin console at /admin. This is the composition
 * root for the embedded default; each service also has its own main.ts for running apart.
 */
export type Marketplace = { url: string; port: number; stores: Stores; runner: ProjectionRunner; work: BackgroundWork; logger: Logger; realtime: Realtime; notifier: Notifier; requests: RequestReactors; reminders: ViewingReminders; freshness: ListingFreshness; payments: PaymentReconciler; reviews: ReviewWindows; stays: StayExpiries; site: Site; stop(): Promise<void> };

const repoRoot = resolve(__dirname, '../..');

export type MarketplaceOptions = {
  logger?: Logger;
  onFirstStart?: (admin: { email: string; password: string }) => void;
  /** The projectors' options (tests: batch sizes, the redelivery fault). */
  runner?: RunnerOptions;
  /** Tests only: the stores as the marketplace will use them (to inject a storage fault through the ports). */
  wrapStores?: (stores: Stores) => Stores;
  /** Tests only: the clock commands, the notifier and the short links go by (a test moves it days ahead). */
  now?: () => Date;
};

export async function startMarketplace(config: AppConfig, options: MarketplaceOptions = {}): Promise<Marketplace> {
  const logger = options.logger ?? createLogger(config.logLevel, 'fie');
  // Listen first, then wait for the stores (an engine may not be up yet): health says what the process waits for
  // meanwhile, every other call answers 503 'starting', and each retry is logged (as the separate services do).
  const gate = new StartingGate(logger);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  const publicOrigin = new PublicOrigin(config.publicUrl);
  app.use(publicOrigin.learn, securityHeaders({ publicOrigin, tileOrigins: config.tileOrigins }), cors(config.corsOrigins));
  app.use(compression());
  app.use(gate.handler());
  app.use(errorHandler(logger));
  const server: Server = await new Promise((resolveListen) => {
    const s = keepConnectionsAlive(app.listen(config.port, () => resolveListen(s)));
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;

  const created = await createStores(config.stores, { watcher: gate.watcher, onSubscriptionDropped: (error, retryInMs) => logger.warn(`event subscription dropped (${String(error)}); resubscribing in ${retryInMs} ms`) });
  const stores = options.wrapStores ? options.wrapStores(created) : created;
  const vault = new PersonalDataVault(stores.documents);
  // The simulator's callbacks come back to this process (a real provider is given the public address in its dashboard).
  if (stores.payments instanceof PaymentSimulator) stores.payments.setCallbackUrl(`http://127.0.0.1:${port}/api/payments/callback/simulator`);
  if (stores.payments instanceof PaymentSimulator) stores.payments.setRegister(simulatedRegister(stores.documents));
  const projectionNames = allProjections.map((projection) => projection.name);

  const now = options.now ?? (() => new Date());
  const commandDeps = {
    events: stores.events,
    mailer: stores.mailer,
    sms: stores.sms,
    payments: stores.payments,
    whatsapp: stores.whatsapp,
    whatsappWebhook: config.whatsappWebhook,
    textsPerDay: config.textsPerDay,
    blobs: stores.blobs,
    documents: stores.documents,
    vault,
    logger,
    secrets: config.secrets,
    supportEmail: config.supportEmail,
    publicOrigin,
    outbound: config.outbound,
    gatewaySecret: config.gatewaySecret,
    search: stores.search,
    now,
    // Read-your-writes for every client, even one that ignores X-Fie-Position: answer once the read models have the change.
    // The projections this process holds say when their commits pass the position (no polling of the store); only
    // those other processes hold (they share the projections) are asked through their checkpoints.
    afterCommit: async (position: number) => {
      const runner = work.runner;
      const here = runner.names;
      const elsewhere = projectionNames.filter((name) => !here.includes(name));
      await Promise.all([here.length ? runner.reached(position, 3000) : true, elsewhere.length ? waitForProjections(stores.documents, position, elsewhere, 3000) : true]);
    },
  };

  // One process, but the same path as several: the reactors (notifier, matches and expiries, viewing reminders at
  // 18:00 Accra the evening before, listing freshness, the viewings of closed accounts) follow the event log and append or send what is due.
  const work = new BackgroundWork(
    stores.documents,
    config.projectorLeaseMs,
    allProjections,
    // A rebuild from position 0 folds on worker threads of its own (each with its own connections), so the
    // marketplace's thread keeps answering meanwhile (REBUILD_THREADS, REBUILD_MEMORY_MB).
    (projections) => new ProjectionRunner(stores.events, stores.documents, projections, logger, vault, stores.search, { rebuild: { ...config.rebuild, stores: config.stores }, ...options.runner }),
    () => {
      // Read at each mail: the public address, or in development the first request's origin (else this process's).
      const notifier = new Notifier({
        ...commandDeps,
        sms: stores.sms,
        codeSecret: config.secrets.codeSecret,
        get publicUrl() {
          return publicOrigin.current() ?? url;
        },
      });
      const requests = new RequestReactors(commandDeps);
      const reminders = new ViewingReminders(commandDeps);
      const freshness = new ListingFreshness(commandDeps);
      const closures = new AccountClosures(commandDeps);
      // A seeker's dispute of a viewing fee saying the lister did not come is recorded on the viewing (issue 33).
      const noShows = new NoShowsFromDisputes(commandDeps);
      // Payments (issue 33): the reconciler asks the provider, releases what is due and does what is owed; the reactions follow the log.
      const payments = new PaymentReconciler(commandDeps);
      const paymentReactions = new PaymentReactions(commandDeps);
      // Reviews (issue 33): what is still hidden when a dealing's 14 days are over is published.
      const reviews = new ReviewWindows(commandDeps);
      // Stay requests not answered in time lapse, and what was paid for them goes back.
      const stays = new StayExpiries(commandDeps);
      return { notifier, requests, reminders, freshness, payments, reviews, stays, reactors: [notifier, requests, reminders, freshness, closures, noShows, payments, paymentReactions, reviews, stays] };
    },
    logger,
  );
  const admin = await ensureAdministrator(commandDeps, config.adminEmail);
  if (admin) (options.onFirstStart ?? printFirstStart())(admin);
  await work.start();
  const searchThreads = SearchThreads.start(config.searchThreads, config.stores, logger);

  const routes = express.Router();
  routes.use(
    '/api',
    commandRouter(commandDeps),
    queryRouter({ ...stores, searchThreads, logger, secrets: config.secrets, projectionNames, publicOrigin, projectionStatus: () => work.runner.status() }),
    notFoundHandler,
  );
  // The short links of Fie's texts (/s/{code}), beside the site's pages.
  routes.use('/', shortLinkRoutes({ documents: stores.documents, now }));
  routes.use('/admin', staticSite(join(repoRoot, 'admin-console/dist'), 'admin console', 'npm run build -w admin-console'));
  // The public site, its pages rendered on the server from the same read models.
  const site = createSite({ ...stores, searchThreads, logger, projectionNames, webRoot: join(repoRoot, 'public-web'), publicOrigin, renderThreads: config.renderThreads, cache: new PageCache({ maxBytes: config.pageCacheBytes }) });
  await site.start();
  routes.use('/', site.router);
  // The socket feed follows the event log in every process.
  const realtime = await attachRealtime(server, { events: stores.events, documents: stores.documents, jwtSecret: config.secrets.jwtSecret, logger });
  gate.open(routes);

  return {
    url,
    port,
    stores,
    work,
    logger,
    realtime,
    site,
    get runner() {
      return work.runner;
    },
    get notifier() {
      return work.workers.notifier;
    },
    get requests() {
      return work.workers.requests;
    },
    get reminders() {
      return work.workers.reminders;
    },
    get freshness() {
      return work.workers.freshness;
    },
    get payments() {
      return work.workers.payments;
    },
    get reviews() {
      return work.workers.reviews;
    },
    get stays() {
      return work.workers.stays;
    },
    /**
     * Stops in the order that loses nothing: refuse new connections; close the sockets (going away, so apps
     * reconnect elsewhere or later); let requests in flight finish, projections still running so their
     * read-your-writes wait ends; then the reactors, the projectors after their current batch (giving the lease up),
     * and the stores.
     */
    async stop() {
      const requestsDone = closeServer(server);
      await realtime.close();
      await requestsDone;
      await site.stop();
      await work.stop();
      await searchThreads?.close();
      await stores.close();
    },
  };
}

/** Printed as plain text, not as a log entry, so a person can read and copy it from any terminal. */
function printFirstStart() {
  return (admin: { email: string; password: string }) => {
    process.stdout.write(
      [
        '',
        '  First start on an empty data directory: an administrator was created for the admin console.',
        `    email:    ${admin.email}`,
        `    password: ${admin.password}`,
        '  This password is shown once and is not stored anywhere in the clear. Keep it safe.',
        '  Sign in to the admin console (/admin) and change it: the console reminds you until you do.',
        '',
        '',
      ].join('\n'),
    );
  };
}
