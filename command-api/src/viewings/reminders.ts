import { viewings, viewingStream } from '@fie/domain';
import { viewingsOf } from '@fie/read-models';
import type { CommandDeps } from '../shared/deps';
import { Rounds } from '../shared/rounds';
import { appendEvents } from '../shared/streams';
import { loadViewing } from './handlers';

/**
 * Appends each confirmed viewing's reminder once it falls due (18:00 Accra the evening before). The reminder
 * is an event on the viewing's stream, decided on the stream and appended at the revision read: a second
 * instance, or a second tick, finds it there or loses the append, so it is appended once; the notifier mails
 * on that event with its own checkpoint, so a restart or a replay never mails it again. The read model only
 * says which viewings to look at. Time comes from `deps.now`.
 */
export class ViewingReminders extends Rounds<number> {
  constructor(
    private readonly deps: Pick<CommandDeps, 'events' | 'vault' | 'documents' | 'logger' | 'now'>,
    everyMs = 60_000,
  ) {
    super(deps, everyMs, 'viewing reminders');
  }

  /** Appends the reminders due at `now`; answers how many. */
  protected async round(now: Date): Promise<number> {
    const at = now.toISOString();
    const due = await viewingsOf(this.deps.documents).find({ status: 'confirmed', remindAt: { $lte: at }, start: { $gt: at } }, { sort: [['remindAt', 'asc']], limit: 500 });
    // Counted by viewings reminded, not by events.
    return this.each(
      due.filter((view) => view.remindedFor !== view.start),
      'remind',
      (view) => ({ viewingId: view.id }),
      async (view) => {
        const { state, revision } = await loadViewing(this.deps as CommandDeps, view.id);
        const events = viewings.remindViewing(state, { now });
        if (!events.length) return 0;
        await appendEvents(this.deps, viewingStream(view.id), events, revision);
        return 1;
      },
    );
  }
}
