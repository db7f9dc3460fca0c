import { freshness, listingStream, PROMPT_AFTER_DAYS_MS } from '@fie/domain';
import { LISTINGS, type ListingView } from '@fie/read-models';
import type { CommandDeps } from '../shared/deps';
import { Rounds } from '../shared/rounds';
import { appendEvents } from '../shared/streams';
import { loadListing } from '../shared/aggregates';

/**
 * Appends each listing's freshness events once due (issue 10): the "still available?" prompt at 30 days
 * unconfirmed, the stale archive at 60. As with the viewing reminders, each is decided on the listing's stream
 * and appended at the revision read, so a second instance or tick finds it there or loses the append; the
 * notifier mails on the event with its own checkpoint, so a restart or a replay never mails it again. The read
 * model only says which listings to look at. Time comes from `deps.now`.
 */
export class ListingFreshness extends Rounds<number> {
  constructor(
    private readonly deps: Pick<CommandDeps, 'events' | 'vault' | 'documents' | 'logger' | 'now'>,
    everyMs = 60 * 60_000,
  ) {
    super(deps, everyMs, 'listing freshness');
  }

  /** Appends the prompts and archives due at `now`; answers how many. */
  protected async round(now: Date): Promise<number> {
    const before = new Date(now.getTime() - PROMPT_AFTER_DAYS_MS).toISOString();
    const due = await this.deps.documents.collection<ListingView>(LISTINGS).find({ status: 'published', lastConfirmedAt: { $lte: before } }, { sort: [['lastConfirmedAt', 'asc']], limit: 500 });
    // Counted by listings prompted or archived, not by events.
    return this.each(
      due.filter((view) => !view.staleArchivedAt),
      'prompt or archive a listing',
      (view) => ({ listingId: view.id }),
      async (view) => {
        const { state, revision } = await loadListing(this.deps as CommandDeps, view.id);
        if (!state) return 0;
        const events = freshness.dueFreshnessEvents(state, state.freshness, now);
        if (!events.length) return 0;
        await appendEvents(this.deps, listingStream(view.id), events, revision);
        return 1;
      },
    );
  }
}
