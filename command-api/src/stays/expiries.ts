import { ghanaToday, STAY_ANSWER_MS, stays, stayStream } from '@fie/domain';
import { staysOf } from '@fie/read-models';
import type { CommandDeps } from '../shared/deps';
import { Rounds } from '../shared/rounds';
import { appendEvents } from '../shared/streams';
import { loadStay } from './handlers';

/**
 * Stay requests the lister did not answer in time (issue 33), each few minutes: a request still pending two days
 * after it was made, or at its check-in time, lapses (StayExpired), so the seeker is not left waiting on a
 * lister who is not there, and what they paid into the hold for it goes back (the payments' reactions follow the
 * event). The read model finds the candidates; the decision is taken again on the stay's stream, so a round
 * repeated or run in two processes expires nothing twice.
 */
export class StayExpiries extends Rounds<number> {
  constructor(
    private readonly deps: CommandDeps,
    everyMs = 5 * 60_000,
  ) {
    super(deps, everyMs, 'closing stay requests not answered in time');
  }

  protected async round(now: Date): Promise<number> {
    const pending = staysOf(this.deps.documents);
    const [old, starting] = await Promise.all([
      pending.find({ status: 'pending', requestedAt: { $lte: new Date(now.getTime() - STAY_ANSWER_MS).toISOString() } }, { limit: 500 }),
      pending.find({ status: 'pending', start: { $lte: ghanaToday(now) } }, { limit: 500 }),
    ]);
    // A race lost is the lister answering at that moment: their answer stands.
    return this.each(
      new Set([...old, ...starting].map((s) => s.id)),
      'close a request',
      (stayId) => ({ stayId }),
      async (id) => {
        const { state, revision } = await loadStay(this.deps, id);
        const events = stays.expireStay(state, { now });
        if (events.length) await appendEvents(this.deps, stayStream(id), events, revision);
        return events.length;
      },
    );
  }
}
