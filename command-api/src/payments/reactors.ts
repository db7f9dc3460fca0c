import {
  isGhanaMobile,
  momoNetworkOf,
  payments,
  paymentClaimStream,
  paymentStream,
  toE164,
  type PaymentClaimed,
  type PaymentEvent,
  type PaymentKind,
  type PaymentReleaseRequested,
  type PaymentState,
  type RefundCause,
  type StayEvent,
  type ViewingEvent,
} from '@fie/domain';
import { ORGANIZATIONS, paymentsOf, type OrganizationView } from '@fie/read-models';
import { PaymentProviderUnavailable, WrongExpectedRevisionError } from '@fie/stores';
import { loadStayState, loadUser, loadViewingState } from '../shared/aggregates';
import type { CommandDeps } from '../shared/deps';
import { Rounds } from '../shared/rounds';
import { LogFollower } from '../shared/log-reactor';
import { appendEvents } from '../shared/streams';
import { checkStatus, collect, loadPayment, providerOf } from './handlers';
import { payoutRecipient } from './payout-account';

const expected = (error: unknown) => error instanceof PaymentProviderUnavailable || error instanceof WrongExpectedRevisionError;

/** Appends what a decision on a payment's stream gives, at the revision read; losing to a concurrent step changes nothing (the next round decides again). */
async function step(deps: CommandDeps, paymentId: string, decide: (state: PaymentState | undefined) => PaymentEvent[]): Promise<number> {
  const { state, revision } = await loadPayment(deps, paymentId);
  if (!state) return 0;
  const events = decide(state);
  if (!events.length) return 0;
  try {
    await appendEvents(deps, paymentStream(paymentId), events, revision);
    return events.length;
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) return 0;
    throw error;
  }
}

/**
 * Carries out what a payment's stream says is owed: the release to the lister's number, the refund to the payer,
 * each under its key (the provider does it once however often it is asked), then records it once done.
 */
export async function settle(deps: CommandDeps, paymentId: string): Promise<number> {
  const provider = providerOf(deps);
  const { state } = await loadPayment(deps, paymentId);
  if (!state) return 0;
  let recorded = 0;
  if (state.releaseDue > state.released) {
    // The lister's own number, once the provider has named the wallet on it (checked before the first payout).
    const to = await payoutRecipient(deps, state.lister);
    if (to) {
      const out = await provider.payout({ key: payments.releaseKey(paymentId), amount: state.releaseDue - state.released, currency: 'GHS', recipient: to, reason: `Fie ${state.kind.replace('_', ' ')}` });
      if (out.status === 'success') recorded += await step(deps, paymentId, (s) => payments.recordReleased(s, { transferReference: out.reference, now: deps.now() }));
    }
  }
  if (state.refundDue > state.refunded) {
    const out = await provider.refund({ key: payments.refundKey(paymentId), reference: state.reference, amount: state.refundDue - state.refunded });
    if (out.status === 'success') recorded += await step(deps, paymentId, (s) => payments.recordRefunded(s, { refundReference: out.reference, now: deps.now() }));
  }
  return recorded;
}

/**
 * The payments' clock (issue 33), each minute: payments waiting for their payer are asked about (a lost callback
 * changes nothing: the status is asked; one the provider never answered is sent again, under the same reference),
 * and expire once past their time; held money is released once due (24 h after the slot or check-in) unless
 * disputed; releases and refunds owed and not yet done are done. Time comes from `deps.now`.
 */
export class PaymentReconciler extends Rounds<number> {
  constructor(
    private readonly deps: CommandDeps,
    everyMs = 60_000,
  ) {
    super(deps, everyMs, 'payment reconciliation');
  }

  /** One round at `now`; answers how many events it appended. */
  protected async round(now: Date): Promise<number> {
    if (!this.deps.payments) return 0;
    const deps = { ...this.deps, now: () => now };
    const views = paymentsOf(this.deps.documents);
    let appended = 0;
    const each = async (ids: string[], doing: string, run: (id: string) => Promise<number>) => {
      appended += await this.each(ids, doing, (paymentId) => ({ paymentId }), run, expected);
    };
    const waiting = await views.find({ status: { $in: ['requested', 'pending'] } }, { sort: [['requestedAt', 'asc']], limit: 500 });
    await each(
      waiting.map((v) => v.id),
      'ask the provider',
      async (id) => {
        let n = 0;
        const { state } = await loadPayment(deps, id);
        if (state?.status === 'requested') n += (await collect(deps, providerOf(deps), state)).position !== undefined ? 1 : 0;
        const checked = await checkStatus(deps, id);
        n += checked?.position !== undefined ? 1 : 0;
        return n + (await step(deps, id, (s) => payments.expirePayment(s, { now })));
      },
    );
    const due = await views.find({ status: 'held', mismatch: false, releaseAfter: { $lte: now.toISOString() } }, { limit: 500 });
    await each(
      due.map((v) => v.id),
      'release what is due',
      async (id) => {
        const { state } = await loadPayment(deps, id);
        const agreed = state ? await dealingAgreed(deps, state) : false;
        return step(deps, id, (s) => payments.releaseWhenDue(s, { now, agreed }));
      },
    );
    // A seeker's word that the lister did not come, left unanswered by the lister for 24 hours: the fee goes back.
    const disputed = await views.find({ status: 'disputed', kind: 'viewing_fee' }, { limit: 500 });
    await each(
      disputed.map((v) => v.id),
      'refund an unanswered no-show',
      async (id) => {
        const { state } = await loadPayment(deps, id);
        if (!state?.noShowClaimed) return 0;
        const { state: viewing } = await loadViewingState(deps, state.dealingId);
        return step(deps, id, (s) => payments.refundUnansweredNoShow(s, { now, recordedOnViewing: viewing?.noShows?.seeker }));
      },
    );
    const owed = await views.find({ status: { $in: ['release_requested', 'refund_requested', 'split_requested'] } }, { limit: 500 });
    await each(
      owed.map((v) => v.id),
      'release or refund',
      (id) => settle(deps, id),
    );
    return appended;
  }
}

/** Whether the lister agreed to the dealing: confirmed the viewing, accepted the stay (a deposit's offer was accepted to be paid at all). */
async function dealingAgreed(deps: CommandDeps, state: PaymentState): Promise<boolean> {
  if (state.kind === 'viewing_fee') return (await loadViewingState(deps, state.dealingId)).state?.status === 'confirmed';
  if (state.kind === 'stay') return (await loadStayState(deps, state.dealingId)).state?.status === 'accepted';
  return true;
}

const NAME = 'payments';

/**
 * The payments' reactions to the log (issue 33): a release or refund asked for is done at once; a viewing the lister
 * cancels or declines, a stay declined or called off, a listing its lister deletes or archives (the deposits on
 * it): what is held for them goes back to the payer at once. Money that arrives for a dealing already closed goes
 * back too. Checkpointed in `_reactors` like the other reactors; each step is idempotent (decided on the payment's
 * stream), so handling an event twice does nothing twice.
 */
export class PaymentReactions {
  private readonly follower;

  constructor(private readonly deps: CommandDeps) {
    this.follower = new LogFollower(deps, NAME, 'the payments stopped following the log');
  }

  async start() {
    if (!this.deps.payments) return;
    await this.follower.start(async (event) => {
      try {
        return await this.react(event.type, event.data);
      } catch (error) {
        // The reconciler's next round does what this could not (a provider that did not answer).
        if (!expected(error)) this.deps.logger.error('payments: a reaction failed', { type: event.type, error: String(error) });
        return true;
      }
    }, 200);
  }

  async stop() {
    await this.follower.stop();
  }

  /** The dealing's last payment, from its claim stream. */
  private async paymentOf(kind: PaymentKind, dealingId: string): Promise<string | undefined> {
    const claims = await this.deps.events.readStream(paymentClaimStream(kind, dealingId));
    return (claims.at(-1)?.data as PaymentClaimed['data'] | undefined)?.paymentId;
  }

  private async refund(paymentId: string | undefined, cause: Exclude<RefundCause, 'staff_decided'>) {
    if (!paymentId) return false;
    const n = await step(this.deps, paymentId, (s) => payments.refundForCause(s, cause, { now: this.deps.now() }));
    return n > 0;
  }

  /** Whether a dealing is closed on the lister's side (or declined): held money for it goes back. */
  private async closedDealing(state: PaymentState): Promise<RefundCause | undefined> {
    if (state.kind === 'viewing_fee') {
      const { state: v } = await loadViewingState(this.deps, state.dealingId);
      return v?.status === 'declined' ? 'viewing_cancelled' : undefined;
    }
    if (state.kind === 'stay') {
      const { state: s } = await loadStayState(this.deps, state.dealingId);
      return s?.status === 'declined' || s?.status === 'cancelled' || s?.status === 'expired' ? 'stay_ended' : undefined;
    }
    // Held after the home went to another seeker (their deposit released to the lister): it goes back.
    const gone = await paymentsOf(this.deps.documents).find({ listingId: state.listingId, kind: 'deposit', status: { $in: ['release_requested', 'released'] } });
    return gone.some((p) => p.id !== state.paymentId) ? 'let_to_another' : undefined;
  }

  /**
   * A deposit went to the lister in full (the keys received, its time passed, or staff decided so): the home is that
   * seeker's, so what anyone else holds for it goes back to them at once, disputed or not.
   */
  private async refundOtherDeposits(d: PaymentReleaseRequested['data']) {
    if (d.kind !== 'deposit') return false;
    const { state } = await loadPayment(this.deps, d.paymentId);
    if (!state || d.amount < (state.heldAmount ?? 0)) return false;
    const others = await paymentsOf(this.deps.documents).find({ listingId: d.listingId, kind: 'deposit', status: { $in: ['held', 'disputed'] } });
    let any = false;
    for (const other of others) if (other.id !== d.paymentId) any = (await this.refund(other.id, 'let_to_another')) || any;
    return any;
  }

  private async react(type: string, data: unknown): Promise<boolean> {
    switch (type) {
      case 'PaymentReleaseRequested': {
        const d = data as PaymentReleaseRequested['data'];
        const others = await this.refundOtherDeposits(d);
        return (await settle(this.deps, d.paymentId)) > 0 || others;
      }
      case 'PaymentRefundRequested':
        return (await settle(this.deps, (data as { paymentId: string }).paymentId)) > 0;
      case 'PaymentHeld': {
        const { paymentId } = data as { paymentId: string };
        const { state } = await loadPayment(this.deps, paymentId);
        const cause = state && (await this.closedDealing(state));
        return cause ? this.refund(paymentId, cause as Exclude<RefundCause, 'staff_decided'>) : false;
      }
      case 'ViewingDeclined':
        return this.refund(await this.paymentOf('viewing_fee', (data as ViewingEvent['data']).viewingId), 'viewing_cancelled');
      case 'ViewingCancelled': {
        const d = data as Extract<ViewingEvent, { type: 'ViewingCancelled' }>['data'];
        return d.side === 'lister' ? this.refund(await this.paymentOf('viewing_fee', d.viewingId), 'viewing_cancelled') : false;
      }
      case 'StayDeclined':
      case 'StayCancelled':
      case 'StayExpired':
        return this.refund(await this.paymentOf('stay', (data as StayEvent['data']).stayId), 'stay_ended');
      case 'ListingDeleted':
      case 'ListingStatusChanged': {
        const d = data as { listingId: string; status?: string };
        if (type === 'ListingStatusChanged' && d.status !== 'archived') return false;
        const held = await paymentsOf(this.deps.documents).find({ listingId: d.listingId, kind: 'deposit', status: { $in: ['held', 'disputed'] } });
        let any = false;
        for (const p of held) any = (await this.refund(p.id, 'offer_withdrawn')) || any;
        return any;
      }
      default:
        return false;
    }
  }
}
