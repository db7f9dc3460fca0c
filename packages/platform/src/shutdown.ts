import type { Server } from 'node:http';
import type { Logger } from './logger';

/** A stop must be over within this (Docker and systemd kill after 10 s): what is still open then is cut. */
export const STOP_WITHIN_MS = 10_000;
/** How long requests in flight get to finish once the server stops accepting. */
export const REQUEST_GRACE_MS = 7_000;

/**
 * Stops an HTTP server gracefully: no new connections from now on, idle keep-alive connections closed at once,
 * requests in flight allowed to finish (each connection is closed as soon as its answer has gone), and whatever
 * is still open after `graceMs` cut.
 */
export async function closeServer(server: Server, graceMs = REQUEST_GRACE_MS): Promise<void> {
  if (!server.listening) return;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // A connection that finishes its request becomes idle: close it then rather than at its keep-alive timeout.
  const idle = setInterval(() => server.closeIdleConnections(), 50);
  server.closeIdleConnections();
  const cut = setTimeout(() => server.closeAllConnections(), graceMs);
  try {
    await closed;
  } finally {
    clearInterval(idle);
    clearTimeout(cut);
  }
}

/**
 * SIGTERM and SIGINT stop the process once: `stop` finishes what is in flight and closes the stores, then the
 * process exits 0. If stopping takes longer than STOP_WITHIN_MS, the process exits 1 anyway: a stuck stop must
 * not keep a deployment waiting, and everything answered is already durable in the event log.
 */
export function stopOnSignals(stop: () => Promise<void>, logger: Logger, exit: (code: number) => never = process.exit): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: stopping (new connections refused, requests in flight finishing)`);
    const deadline = setTimeout(() => {
      logger.error(`not stopped within ${STOP_WITHIN_MS / 1000} s: exiting anyway`);
      exit(1);
    }, STOP_WITHIN_MS - 500);
    deadline.unref();
    stop().then(
      () => {
        logger.info('stopped');
        exit(0);
      },
      (error: unknown) => {
        logger.error('stopping failed', { error: error instanceof Error ? error.stack : String(error) });
        exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
