import type { DocumentStore } from '@fie/stores';
import { StoredCounter } from '../shared/throttle';

/**
 * Each sender's recent messages, for the per-minute limit, counted in the document store so every
 * command-api instance sees the same sends (see StoredCounter). The domain reads them as times: each send
 * counts at the start of its ten-second bucket.
 */
export class SendWindow {
  private readonly counter: StoredCounter;

  constructor(documents: DocumentStore, windowMs: number) {
    this.counter = new StoredCounter(documents, 'sends', windowMs);
  }

  async of(sender: string, now: number): Promise<number[]> {
    const buckets = await this.counter.recent(sender, now);
    return buckets.flatMap((b) => new Array<number>(b.count).fill(Math.max(b.at, now - this.counter.windowMs + 1)));
  }

  record(sender: string, now: number): Promise<void> {
    return this.counter.hit(sender, now);
  }
}
