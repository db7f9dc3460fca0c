import type { RequestHandler } from 'express';
import { apiText as t } from '@fie/domain';
import type { ConnectionWatcher } from '@fie/stores';
import type { Logger } from './logger';
import { localizeAnswer } from './request-language';

type Wait = { store: string; error: string; since: string; retryInMs: number };

/** Seconds a client is asked to wait while the service starts. */
const STARTING_RETRY_AFTER = 5;

/**
 * A service that listens before its stores answer. The port opens at once, so a load balancer or `docker
 * compose ps` sees a process that is alive and says why it is not ready: `/api/health` answers 503
 * `{status: 'starting', waitingFor}` and every other call 503 with a clear message, until `open` hands the
 * requests to the service's routes. The watcher logs each wait once per attempt and each recovery.
 */
export class StartingGate {
  private readonly waits = new Map<string, Wait>();
  private routes?: RequestHandler;

  constructor(private readonly logger: Logger) {}

  readonly watcher: ConnectionWatcher = {
    waiting: (store, error, retryInMs) => {
      const since = this.waits.get(store)?.since ?? new Date().toISOString();
      this.waits.set(store, { store, error, since, retryInMs });
      this.logger.warn(`waiting for the ${store}: ${error} (next try in ${Math.round(retryInMs / 1000)} s)`);
    },
    connected: (store) => {
      const wait = this.waits.get(store);
      if (!wait) return;
      this.waits.delete(store);
      this.logger.info(`the ${store} answered after ${Math.round((Date.now() - Date.parse(wait.since)) / 1000)} s`);
    },
  };

  /** What the service waits for now (empty once every store has answered). */
  get waitingFor(): Wait[] {
    return [...this.waits.values()];
  }

  open(routes: RequestHandler): void {
    this.routes = routes;
  }

  handler(): RequestHandler {
    return (req, res, next) => {
      if (this.routes) return this.routes(req, res, next);
      res.setHeader('Retry-After', String(STARTING_RETRY_AFTER));
      if (req.method === 'GET' && req.path === '/api/health') {
        res.status(503).json({ status: 'starting', waitingFor: this.waitingFor });
        return;
      }
      res.status(503).json(localizeAnswer(req, { message: t('api.errors.starting', 'Fie is starting: try again in a few seconds.'), code: 'starting' }));
    };
  }
}
