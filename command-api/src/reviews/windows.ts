import { parseReviewId } from '@fie/domain';
import { reviewsOf } from '@fie/read-models';
import type { CommandDeps } from '../shared/deps';
import { publishDue } from './handlers';

/**
 * The reviews' clock (issue 33), each few minutes: a review still hidden when its dealing's 14 days are over is
 * published then, whether or not the other side wrote one (double-blind ends with the window). The read model finds
 * the candidates; the decision is taken again on the dealing's stream, so a round repeated or run in two processes
 * publishes nothing twice. Time comes from `deps.now`.
 */
export class ReviewWindows {
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(
    private readonly deps: CommandDeps,
    private readonly everyMs = 5 * 60_000,
  ) {}

  start() {
    this.timer = setInterval(() => void this.tick().catch((error) => this.deps.logger.error('publishing reviews at their window’s close failed', { error: String(error) })), this.everyMs);
    this.timer.unref();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** One round at `now`; answers how many events it appended. */
  tick(now = this.deps.now()): Promise<number> {
    const run = (this.running ?? Promise.resolve(0)).catch(() => 0).then(() => this.round(now));
    this.running = run;
    return run;
  }

  private async round(now: Date): Promise<number> {
    const due = await reviewsOf(this.deps.documents).find({ status: 'hidden', windowClosesAt: { $lte: now.toISOString() } }, { sort: [['windowClosesAt', 'asc']], limit: 500 });
    const dealings = new Map<string, { kind: 'viewing' | 'tenancy' | 'stay'; dealingId: string }>();
    for (const review of due) {
      const parsed = parseReviewId(review.id);
      if (parsed) dealings.set(`${parsed.kind}-${parsed.dealingId}`, parsed);
    }
    let appended = 0;
    for (const { kind, dealingId } of dealings.values()) {
      try {
        appended += await publishDue(this.deps, kind, dealingId, now);
      } catch (error) {
        this.deps.logger.error('reviews: could not publish at the window’s close', { kind, dealingId, error: String(error) });
      }
    }
    return appended;
  }
}
