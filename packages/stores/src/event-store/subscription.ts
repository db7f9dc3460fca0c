import type { EventStore, RecordedEvent, SubscribeOptions, Subscription } from './port';
import { isStorageUnavailable } from '../storage-errors';

/** The longest wait between two tries while the storage refuses (a full or read-only disk). */
const MAX_STORAGE_WAIT_MS = 5000;

/**
 * Catch-up-then-live by polling `readAll`, woken early by an in-process signal. Used by the embedded
 * adapter; cross-process writers (a separate command-api) are seen within `pollMs`.
 */
export function pollingSubscription(
  store: Pick<EventStore, 'readAll'>,
  options: SubscribeOptions,
  wake: { wait(ms: number): Promise<void>; cancel(): void },
  pollMs = 200,
): Subscription {
  let running = true;
  let inHandler = false;
  let position = options.after;
  const batchSize = options.batchSize ?? 500;

  // While the storage refuses, the same read or the same event is tried again after a wait that grows: the
  // subscriber (a reactor writing its checkpoint) goes on by itself once the disk takes writes again.
  let storageWait = 0;
  const waitForStorage = async () => {
    storageWait = Math.min(Math.max(storageWait * 2, 100), MAX_STORAGE_WAIT_MS);
    await wake.wait(storageWait);
  };

  const loop = (async () => {
    let caughtUp = false;
    while (running) {
      let batch: RecordedEvent[];
      try {
        batch = await store.readAll({ after: position, maxCount: batchSize });
      } catch (error) {
        if (running && isStorageUnavailable(error)) {
          await waitForStorage();
          continue;
        }
        options.onError?.(error);
        return;
      }
      let refused = false;
      for (const event of batch) {
        if (!running) return;
        try {
          inHandler = true;
          await options.onEvent(event);
          storageWait = 0;
        } catch (error) {
          if (running && isStorageUnavailable(error)) {
            refused = true;
            break;
          }
          running = false;
          options.onError?.(error);
          return;
        } finally {
          inHandler = false;
        }
        position = event.position;
      }
      if (refused) {
        // Read again from the last event handled: this one comes first.
        await waitForStorage();
        continue;
      }
      if (batch.length < batchSize) {
        if (!caughtUp || batch.length > 0) options.onCaughtUp?.(position);
        caughtUp = true;
        if (running) await wake.wait(pollMs);
      } else {
        // Catching up: a reader and a handler that never wait on I/O (the embedded store, the request matcher
        // folding the log at start) would otherwise run batch after batch as microtasks, and the process would
        // answer nothing (not even /api/health) until it reached the head: at a million events, 21 s.
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    }
  })();

  return {
    async stop() {
      running = false;
      wake.cancel();
      // Stopping from inside a handler must not wait for the loop that is waiting for that handler.
      if (!inHandler) await loop;
    },
  };
}

/**
 * A wake-up signal for subscriptions. Each subscription listens on its own `listener()`, which remembers a
 * notify that arrived while the subscription was busy, so a new event is never left waiting for the poll.
 */
export function createSignal() {
  const listeners = new Set<{ dirty: boolean; wake?: () => void }>();
  return {
    notify() {
      for (const l of listeners) {
        l.dirty = true;
        l.wake?.();
      }
    },
    listener() {
      const self: { dirty: boolean; wake?: () => void } = { dirty: false };
      listeners.add(self);
      return {
        wait(ms: number) {
          if (self.dirty) {
            self.dirty = false;
            return Promise.resolve();
          }
          return new Promise<void>((resolve) => {
            const timer = setTimeout(done, ms);
            function done() {
              clearTimeout(timer);
              self.wake = undefined;
              self.dirty = false;
              resolve();
            }
            self.wake = done;
          });
        },
        cancel() {
          listeners.delete(self);
          self.wake?.();
        },
      };
    },
    cancelAll() {
      for (const l of listeners) l.wake?.();
      listeners.clear();
    },
  };
}
