import { parseReviewId } from '@fie/domain';
import { reviewsOf } from '@fie/read-models';
import type { CommandDeps } from '../shared/deps';
import { Rounds } from '../shared/rounds';
import { publishDue } from './handlers';

/**
 * The reviews' clock (issue 33), each few minutes: a review still hidden when its dealing's 14 days are over is
 * published then, whether or not the other side wrote one (double-blind ends with the window). The read model finds
 * the candidates; the decision is taken again on the dealing's stream, so a round repeated or run in two processes
 * publishes nothing twice. Time comes from `deps.now`.
 */
export class ReviewWindows extends Rounds<number> {
  constructor(
    private readonly deps: CommandDeps,
    everyMs = 5 * 60_000,
  ) {
    super(deps, everyMs, 'publishing reviews at their window’s close');
  }

  /** One round at `now`; answers how many events it appended. */
  protected async round(now: Date): Promise<number> {
    const due = await reviewsOf(this.deps.documents).find({ status: 'hidden', windowClosesAt: { $lte: now.toISOString() } }, { sort: [['windowClosesAt', 'asc']], limit: 500 });
    const dealings = new Map<string, { kind: 'viewing' | 'tenancy' | 'stay'; dealingId: string }>();
    for (const review of due) {
      const parsed = parseReviewId(review.id);
      if (parsed) dealings.set(`${parsed.kind}-${parsed.dealingId}`, parsed);
    }
    return this.each(
      dealings.values(),
      'publish',
      (dealing) => dealing,
      ({ kind, dealingId }) => publishDue(this.deps, kind, dealingId, now),
    );
  }
}
