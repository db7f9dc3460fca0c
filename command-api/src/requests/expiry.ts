import { evolveRequest, expireRequest, REMINDER_DAYS_BEFORE, remindOfExpiry, requestStream, type RequestEvent, type RequestState } from '@fie/domain';
import type { Logger, PersonalDataVault } from '@fie/platform';
import { REQUESTS, type RequestView } from '@fie/read-models';
import { WrongExpectedRevisionError, type DocumentStore, type EventStore } from '@fie/stores';
import { appendEvents, loadState } from '../shared/streams';

/** How often the scheduler looks for requests to remind or expire. */
export const EXPIRY_CHECK_MS = 10 * 60_000;

export type ExpiryDeps = { events: EventStore; documents: DocumentStore; vault: PersonalDataVault; logger: Logger; now: () => Date };

/**
 * Reminds requesters the week before their request expires, and expires it after 90 days. The read model only
 * says which requests may be due; the decision is taken on the request's own stream, from the clock, and
 * appended at the revision read: a second scheduler (another process, a run that overlapped) meets a conflict
 * and leaves it, so each reminder and each expiry is one event. The mail follows from the event (the notifier),
 * never from here.
 */
export class RequestExpiry {
  private timer?: NodeJS.Timeout;

  constructor(private readonly deps: ExpiryDeps) {}

  start() {
    const run = () => void this.runDue().catch((error) => this.deps.logger.error('request expiry failed', { error: String(error) }));
    run();
    this.timer = setInterval(run, EXPIRY_CHECK_MS);
    this.timer.unref();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
  }

  /** Reminds and expires what is due at `now`; answers how many events it appended. */
  async runDue(now = this.deps.now()): Promise<number> {
    const horizon = new Date(now.getTime() + REMINDER_DAYS_BEFORE * 86_400_000).toISOString();
    const due = await this.deps.documents.collection<RequestView>(REQUESTS).find({ status: { $in: ['open', 'paused'] }, expiresAt: { $lte: horizon } }, { sort: [['expiresAt', 'asc']], limit: 1000 });
    let appended = 0;
    for (const view of due) {
      // Reminded already and not yet over: nothing to do, without reading its stream.
      if (view.remindedFor === view.expiresAt && Date.parse(view.expiresAt) > now.getTime()) continue;
      const stream = requestStream(view.id);
      const { state, revision } = await loadState<RequestState, RequestEvent>(this.deps, stream, evolveRequest);
      // Past its date (even if the reminder's week was missed while the service was down): it expires.
      const expired = expireRequest(state, { now });
      const events = expired.length ? expired : remindOfExpiry(state, { now });
      if (!events.length) continue;
      try {
        await appendEvents(this.deps, stream, events, revision);
        appended += events.length;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        // Changed meanwhile (renewed, closed, or another scheduler did it): the next run looks again.
      }
    }
    return appended;
  }
}
