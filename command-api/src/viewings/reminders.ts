import { viewings, viewingStream } from '@fie/domain';
import { viewingsOf } from '@fie/read-models';
import { WrongExpectedRevisionError } from '@fie/stores';
import type { CommandDeps } from '../shared/deps';
import { appendEvents } from '../shared/streams';
import { loadViewing } from './handlers';

/**
 * Appends each confirmed viewing's reminder once it falls due (18:00 Accra the evening before). The reminder
 * is an event on the viewing's stream, decided on the stream and appended at the revision read: a second
 * instance, or a second tick, finds it there or loses the append, so it is appended once; the notifier mails
 * on that event with its own checkpoint, so a restart or a replay never mails it again. The read model only
 * says which viewings to look at. Time comes from `deps.now`.
 */
export class ViewingReminders {
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(
    private readonly deps: Pick<CommandDeps, 'events' | 'vault' | 'documents' | 'logger' | 'now'>,
    private readonly everyMs = 60_000,
  ) {}

  start() {
    this.timer = setInterval(() => void this.tick().catch((error) => this.deps.logger.error('viewing reminders failed', { error: String(error) })), this.everyMs);
    this.timer.unref();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** Appends the reminders due at `now`; answers how many. */
  tick(now = this.deps.now()): Promise<number> {
    const run = (this.running ?? Promise.resolve(0)).catch(() => 0).then(() => this.remind(now));
    this.running = run;
    return run;
  }

  private async remind(now: Date): Promise<number> {
    const at = now.toISOString();
    const due = await viewingsOf(this.deps.documents).find({ status: 'confirmed', remindAt: { $lte: at }, start: { $gt: at } }, { sort: [['remindAt', 'asc']], limit: 500 });
    let appended = 0;
    for (const view of due) {
      if (view.remindedFor === view.start) continue;
      const { state, revision } = await loadViewing(this.deps as CommandDeps, view.id);
      const events = viewings.remindViewing(state, { now });
      if (!events.length) continue;
      try {
        await appendEvents(this.deps, viewingStream(view.id), events, revision);
        appended++;
      } catch (error) {
        // Another instance appended it first, or the viewing changed: the next tick decides again.
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
      }
    }
    return appended;
  }
}
