import type { AppendResult, EventStore, EventTable, ExpectedRevision, NewEvent, ReadAllOptions, ReadStreamOptions, RecordedEvent, StoreHealth, SubscribeOptions, Subscription } from './port';

/** Waits between resubscriptions: doubling from the first, never longer than the last. */
const FIRST_WAIT_MS = 500;
const LONGEST_WAIT_MS = 15_000;

type Dropped = { error: string; since: string; attempts: number };

/**
 * An event store whose subscriptions survive a dropped connection (a KurrentDB restart, a network blip, a read
 * that failed). A subscription of the adapter ends at its first read error; here it is started again from the
 * last event its subscriber handled, after a wait that grows, for as long as it takes, so a projection or a
 * reactor never stops for good because the server went away for a moment. Nothing is skipped and nothing is
 * handed over twice: the new subscription starts after the last position the subscriber finished.
 *
 * An error thrown by the subscriber itself is not a dropped connection: it ends the subscription and is passed
 * to onError as before (the subscriber decides what its own failure means).
 *
 * While a subscription is down, health() says so, so /api/health shows it.
 */
export class ResubscribingEventStore implements EventStore {
  private readonly dropped = new Map<object, Dropped>();

  constructor(
    private readonly inner: EventStore,
    private readonly options: { sleep?: (ms: number) => Promise<void>; onDropped?: (error: unknown, retryInMs: number) => void } = {},
  ) {}

  append(streamId: string, events: NewEvent[], options?: { expectedRevision?: ExpectedRevision }): Promise<AppendResult> {
    return this.inner.append(streamId, events, options);
  }

  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    return this.inner.readStream(streamId, options);
  }

  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]> {
    return this.inner.readAll(options);
  }

  get table(): EventTable | undefined {
    return this.inner.table;
  }

  headPosition(): Promise<number> {
    return this.inner.headPosition();
  }

  identity(): Promise<string> {
    return this.inner.identity();
  }

  async health(): Promise<StoreHealth> {
    const health = await this.inner.health();
    const down = [...this.dropped.values()];
    if (!down.length) return health;
    const first = down[0]!;
    return { ...health, ok: false, detail: `${down.length} subscription(s) dropped since ${first.since} (${first.error}); resubscribing (attempt ${first.attempts})` };
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  subscribeToAll(options: SubscribeOptions): Subscription {
    const key = {};
    const sleep = this.options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
    let position = options.after;
    let running = true;
    let current: Subscription | undefined;
    let wait = 0;
    let wake: (() => void) | undefined;

    const start = () => {
      let handlerFailed = false;
      current = this.inner.subscribeToAll({
        ...options,
        after: position,
        onEvent: async (event) => {
          try {
            await options.onEvent(event);
          } catch (error) {
            handlerFailed = true;
            throw error;
          }
          position = event.position;
          if (this.dropped.delete(key)) wait = 0;
        },
        onCaughtUp: (at) => {
          if (this.dropped.delete(key)) wait = 0;
          options.onCaughtUp?.(at);
        },
        onError: (error) => {
          if (handlerFailed || !running) {
            running = false;
            this.dropped.delete(key);
            options.onError?.(error);
            return;
          }
          wait = Math.min(Math.max(wait * 2, FIRST_WAIT_MS), LONGEST_WAIT_MS);
          const was = this.dropped.get(key);
          this.dropped.set(key, { error: error instanceof Error ? error.message : String(error), since: was?.since ?? new Date().toISOString(), attempts: (was?.attempts ?? 0) + 1 });
          this.options.onDropped?.(error, wait);
          void Promise.race([sleep(wait), new Promise<void>((resolve) => (wake = resolve))]).then(() => {
            wake = undefined;
            if (running) start();
          });
        },
      });
    };
    start();

    return {
      stop: async () => {
        running = false;
        this.dropped.delete(key);
        wake?.();
        await current?.stop();
      },
    };
  }
}
