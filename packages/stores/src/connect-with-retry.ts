/**
 * Connecting to an engine that is not up yet. Under `docker compose up` the services start beside engines that
 * take their time (Elasticsearch's first start takes a minute or more, longer than its client's own three
 * retries), and an engine may restart under a running marketplace. A service that exited on the first refused
 * connection would only be restarted into the same refusal, so each connection is retried with backoff, and
 * every wait is reported, so the logs and `/api/health` say what the service waits for.
 */
export type ConnectionWatcher = {
  /** A connection attempt failed; the next one comes in `retryInMs`. */
  waiting?(store: string, error: string, retryInMs: number): void;
  /** The store answered (after waiting or at once). */
  connected?(store: string): void;
};

export type RetryOptions = {
  watcher?: ConnectionWatcher;
  /** Delays between attempts: doubling from `firstDelayMs` up to `maxDelayMs`. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** Give up after this long (the default never does: the service waits, reporting, until the engine answers). */
  giveUpAfterMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
};

/** An engine did not answer within `giveUpAfterMs`. */
export class GaveUpWaiting extends Error {}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function connectWithRetry<T>(store: string, connect: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { watcher, firstDelayMs = 1000, maxDelayMs = 15_000, giveUpAfterMs = Infinity, sleep = sleepFor, now = Date.now } = options;
  const started = now();
  let delay = firstDelayMs;
  for (;;) {
    try {
      const connected = await connect();
      watcher?.connected?.(store);
      return connected;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (now() - started + delay > giveUpAfterMs) throw new GaveUpWaiting(`${store}: gave up after ${Math.round((now() - started) / 1000)} s: ${message}`);
      watcher?.waiting?.(store, message, delay);
      await sleep(delay);
      delay = Math.min(delay * 2, maxDelayMs);
    }
  }
}
