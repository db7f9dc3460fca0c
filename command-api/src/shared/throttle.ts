import { TooManyRequestsError } from '@fie/domain';
import type { DocumentStore } from '@fie/stores';

/**
 * Counters for throttles, in the document store, so every command-api instance counts the same attempts
 * (in memory, N instances would allow N times as many). A window is cut into buckets of BUCKET_MS, one
 * document each (`{name}|{key}|{bucket}`), raised by an atomic increment; the count in the window is the sum
 * of its buckets. Documents carry their expiry and are cleared as they age. The embedded store serves one
 * machine; MongoDB serves every instance.
 */
export const THROTTLES = '_throttles';
const BUCKET_MS = 10_000;

type Bucket = { id: string; key: string; bucket: number; count: number; expiresAt: string };

export class StoredCounter {
  private indexed?: Promise<void>;
  private hits = 0;

  constructor(
    private readonly documents: DocumentStore,
    private readonly name: string,
    readonly windowMs: number,
  ) {}

  private get collection() {
    return this.documents.collection<Bucket>(THROTTLES);
  }

  /** The buckets of the window ending `now`, oldest first. */
  async recent(key: string, now: number): Promise<{ at: number; count: number }[]> {
    await (this.indexed ??= this.collection.ensureIndex({ fields: ['key', 'bucket'] }));
    const from = Math.floor((now - this.windowMs) / BUCKET_MS);
    const rows = await this.collection.find({ key: `${this.name}|${key}`, bucket: { $gt: from } }, { sort: [['bucket', 'asc']] });
    return rows.map((row) => ({ at: row.bucket * BUCKET_MS, count: row.count }));
  }

  async hit(key: string, now: number): Promise<void> {
    const bucket = Math.floor(now / BUCKET_MS);
    const id = `${this.name}|${key}|${bucket}`;
    if (!(await this.collection.update(id, { inc: { count: 1 } }))) {
      // Insert if absent (the position guard keeps one another instance made meanwhile), then count.
      const doc: Bucket = { id, key: `${this.name}|${key}`, bucket, count: 0, expiresAt: new Date(now + this.windowMs + BUCKET_MS).toISOString() };
      await this.documents.bulkWrite([{ op: 'upsert', collection: THROTTLES, doc, position: 1 }]);
      await this.collection.update(id, { inc: { count: 1 } });
    }
    if (++this.hits % 500 === 0) void this.clearExpired(now).catch(() => undefined);
  }

  private async clearExpired(now: number): Promise<void> {
    const old = await this.collection.find({ expiresAt: { $lt: new Date(now).toISOString() } }, { limit: 1000 });
    for (const row of old) await this.collection.delete(row.id);
  }
}

/** Failures per address (or any key) in a sliding window, shared by every instance. */
export class AddressThrottle {
  private readonly counter: StoredCounter;

  constructor(
    documents: DocumentStore,
    name: string,
    private readonly max: number,
    windowMs: number,
    private readonly clock: () => number = Date.now,
  ) {
    this.counter = new StoredCounter(documents, name, windowMs);
  }

  async assertAllowed(address: string, message: (minutes: number) => string): Promise<void> {
    const now = this.clock();
    const buckets = await this.counter.recent(address, now);
    let total = buckets.reduce((sum, b) => sum + b.count, 0);
    if (total < this.max) return;
    // The oldest attempts leave the window first: once enough have left, attempts are allowed again.
    let seconds = 1;
    for (const bucket of buckets) {
      total -= bucket.count;
      if (total < this.max) {
        seconds = Math.max(1, Math.ceil((bucket.at + this.counter.windowMs - now) / 1000));
        break;
      }
    }
    throw new TooManyRequestsError(message(Math.ceil(seconds / 60)), seconds);
  }

  record(address: string): Promise<void> {
    return this.counter.hit(address, this.clock());
  }
}
