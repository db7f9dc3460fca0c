import type { Logger } from '@fie/platform';
import { PROJECTIONS, type ProjectionStatusView } from '@fie/read-models';
import type { DocumentStore } from '@fie/stores';

/** Events handled, sampled: the rate is over the last RATE_WINDOW_MS. */
const RATE_WINDOW_MS = 10_000;
/** How often the status is written while something changes, and at least how often while nothing does. */
const WRITE_EVERY_MS = 1000;
const HEARTBEAT_MS = 5000;

export class Rate {
  private samples: { at: number; count: number }[] = [];
  count = 0;

  add(events: number): void {
    this.count += events;
  }

  /** Events a second over the window (0 when nothing was handled in it). */
  perSecond(now = Date.now()): number {
    this.samples.push({ at: now, count: this.count });
    while (this.samples.length > 1 && now - this.samples[0]!.at > RATE_WINDOW_MS) this.samples.shift();
    const first = this.samples[0]!;
    const seconds = (now - first.at) / 1000;
    return seconds > 0 ? Math.round(((this.count - first.count) / seconds) * 10) / 10 : 0;
  }
}

/**
 * What the runner tells the projections monitor: each projection's status in `_projections`, written about
 * once a second while anything changes and every few seconds regardless (the console reads from that how
 * fresh it is, and `npm run replay` whether a marketplace runs).
 */
export class ProjectionMonitor {
  private timer?: NodeJS.Timeout;
  private readonly written = new Map<string, string>();
  private lastWrite = 0;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly documents: DocumentStore,
    private readonly logger: Logger,
    private readonly sample: () => ProjectionStatusView[],
  ) {}

  start(): void {
    this.timer ??= setInterval(() => void this.flush(false), WRITE_EVERY_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  /** Writes the statuses that changed, or all of them when forced or when the heartbeat is due; one write at a time. */
  flush(force = true): Promise<void> {
    this.writing = this.writing.then(() => this.write(force));
    return this.writing;
  }

  private async write(force: boolean): Promise<void> {
    const now = Date.now();
    const heartbeat = force || now - this.lastWrite >= HEARTBEAT_MS;
    const changed = this.sample().filter((status) => {
      const { updatedAt: _at, rate: _rate, ...rest } = status;
      const key = JSON.stringify(rest);
      if (!heartbeat && this.written.get(status.id) === key && status.rate === 0) return false;
      this.written.set(status.id, key);
      return true;
    });
    if (!changed.length) return;
    try {
      await this.documents.bulkWrite(changed.map((doc) => ({ op: 'upsert', collection: PROJECTIONS, doc })));
      this.lastWrite = now;
    } catch (error) {
      // The monitor is not worth stopping a projection for: the next write tries again.
      for (const status of changed) this.written.delete(status.id);
      this.logger.warn('could not write the projections status', { error: error instanceof Error ? error.message : String(error) });
    }
  }
}
