import { NotFoundError, paymentClaimStream, paymentStream, viewingMessages as m, viewings, viewingStream, type PaymentClaimed, type PaymentDisputed, type PaymentEvent, type ViewingActor } from '@fie/domain';
import type { Principal } from '@fie/platform';
import { WrongExpectedRevisionError } from '@fie/stores';
import type { CommandDeps } from '../shared/deps';
import { LogFollower } from '../shared/log-reactor';
import { appendEvents, asEvent } from '../shared/streams';
import { loadViewing } from './handlers';
import { sideOf } from './sides';

/**
 * No-shows recorded as facts (issue 33): after a viewing's slot, either side may record that the other did not come,
 * and the person named may answer it once. A fact about the dealing, decided on the viewing's stream; the seeker's
 * dispute of the viewing fee saying the lister did not come records it too, through the reactor below.
 */

/**
 * Which sides said the viewing took place: the seeker who confirmed the viewing fee ("the viewing took place"),
 * read from the payments' log (the payment claimed for this viewing), never from its handlers.
 */
async function tookPlaceSaidBy(deps: CommandDeps, viewingId: string): Promise<ViewingActor['side'][]> {
  const claims = await deps.events.readStream(paymentClaimStream('viewing_fee', viewingId));
  const paymentId = (claims.at(-1)?.data as PaymentClaimed['data'] | undefined)?.paymentId;
  if (!paymentId) return [];
  const history = (await deps.events.readStream(paymentStream(paymentId))).map((r) => asEvent<PaymentEvent>(r));
  return history.some((e) => e.type === 'PaymentReleaseRequested' && e.data.cause === 'payer_confirmed') ? ['seeker'] : [];
}

const notFound = () => new NotFoundError(m.notFound, 'ViewingNotFound');

/** POST /viewings/{id}/no-show: the caller's side records that the other did not come. */
export async function recordNoShow(deps: CommandDeps, principal: Principal | undefined, viewingId: string) {
  const { state, revision } = await loadViewing(deps, viewingId);
  const actor = await sideOf(deps, principal, state, notFound());
  const events = viewings.recordNoShow(state, actor, { tookPlaceSaidBy: await tookPlaceSaidBy(deps, viewingId) }, { now: deps.now() });
  const { position } = await appendEvents(deps, viewingStream(viewingId), events, revision);
  return { event: events[0], position };
}

/** POST /viewings/{id}/no-show/answer: the person named answers, once. */
export async function answerNoShow(deps: CommandDeps, principal: Principal | undefined, viewingId: string, input: unknown) {
  const { state, revision } = await loadViewing(deps, viewingId);
  const actor = await sideOf(deps, principal, state, notFound());
  // The words are sealed with the key of whoever wrote them: the person, or the organization from its own login.
  const events = viewings.answerNoShow(state, { ...actor, authorId: principal!.id }, input, { now: deps.now() });
  const { position } = await appendEvents(deps, viewingStream(viewingId), events, revision);
  return { event: events[0], position };
}

const NAME = 'viewings-no-shows-from-disputes';

/**
 * The seeker who disputes a viewing fee saying the lister did not come (PaymentDisputed with `noShow`, appended by the
 * payments feature) has it recorded on the viewing as a fact, as if they had said so on the viewing: a reactor on the
 * log, so the payments feature never calls into this one. Recording twice is refused by the decider (once per side),
 * and a viewing that cannot take it (not confirmed, moved) is left as it is: the dispute itself goes to staff anyway.
 */
export class NoShowsFromDisputes {
  private readonly follower;

  constructor(private readonly deps: CommandDeps) {
    this.follower = new LogFollower(deps, NAME, 'the no-shows of disputed viewing fees stopped following the log');
  }

  async start() {
    await this.follower.start(async (event) => {
      if (event.type !== 'PaymentDisputed') return false;
      try {
        await this.react(event.data as PaymentDisputed['data']);
      } catch (error) {
        this.deps.logger.error('could not record the no-show of a disputed viewing fee', { error: error instanceof Error ? error.message : String(error) });
      }
      return true;
    }, 500);
  }

  async stop() {
    await this.follower.stop();
  }

  /** Records the fact, unless the viewing already has it from this side or cannot take it (then nothing changes). */
  async react(d: PaymentDisputed['data']): Promise<boolean> {
    if (d.kind !== 'viewing_fee' || d.side !== 'payer' || !d.noShow) return false;
    for (let attempt = 0; attempt < 3; attempt++) {
      const { state, revision } = await loadViewing(this.deps, d.dealingId);
      if (!state || state.noShows?.seeker) return false;
      let events: ReturnType<typeof viewings.recordNoShow>;
      try {
        events = viewings.recordNoShow(state, { side: 'seeker', by: `user-${d.payerId}` }, { tookPlaceSaidBy: [], cause: 'payment_dispute' }, { now: new Date(d.disputedAt) });
      } catch {
        return false;
      }
      try {
        await appendEvents(this.deps, viewingStream(d.dealingId), events, revision);
        return true;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
      }
    }
    return false;
  }
}
