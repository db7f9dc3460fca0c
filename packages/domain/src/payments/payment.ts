import { partyKey, type PartyRef } from '../conversations/parties';
import { toGhs, type Currency, type PaymentPlan } from '../listings/options';
import { nightlyRate } from '../listings/price';
import { ConflictError, ForbiddenError, NotFoundError, RuleViolation } from '../shared/errors';
import { parseOrThrow } from '../shared/validation';
import type {
  AdvanceCap,
  PaymentDecided,
  PaymentDisputed,
  PaymentEvent,
  PaymentExpired,
  PaymentFailed,
  PaymentHeld,
  PaymentPending,
  PaymentRef,
  PaymentReleased,
  PaymentReleaseRequested,
  PaymentRefunded,
  PaymentRefundRequested,
  PaymentRequested,
  RefundCause,
} from './events';
import { paymentMessages as m } from './messages';
import { decidePaymentSchema, disputePaymentSchema, PAYMENT_CURRENCY, type PaymentKind, type RequestPaymentBody } from './schemas';

/**
 * A payment into the provider's hold and out of it (issue 33), as a decider: each function takes the state
 * folded from the payment's events and a command, and returns the events to append (none when the step was
 * already taken: a repeated callback, confirmation or release changes nothing). No I/O: the edge asks the
 * provider, and tells this what the provider said.
 *
 * requested → pending → held → (release requested → released | refund requested → refunded | disputed → decided)
 *                    ↘ failed | expired
 */
export type PaymentStatus =
  | 'requested'
  | 'pending'
  | 'held'
  | 'failed'
  | 'expired'
  | 'disputed'
  | 'release_requested'
  | 'refund_requested'
  | 'split_requested'
  | 'released'
  | 'refunded'
  | 'split';

export type PaymentState = PaymentRef & {
  status: PaymentStatus;
  /** What was asked, in pesewas (GHS). */
  amount: number;
  currency: 'GHS';
  provider: string;
  reference: string;
  idempotencyKey: string;
  method: 'momo' | 'card';
  /** A mobile-money payment's network and number; a card has neither. */
  network?: 'mtn' | 'telecel' | 'airteltigo';
  phone?: string;
  /** A card payment's checkout page at the provider, where the payer completes it. */
  checkoutUrl?: string;
  releaseAfter?: string;
  advance?: AdvanceCap;
  requestedAt: string;
  /** What the provider took (it may differ from what was asked: then `mismatch`). */
  heldAmount?: number;
  heldCurrency?: string;
  mismatch: boolean;
  /** What is to go, and what went, to each side. */
  releaseDue: number;
  refundDue: number;
  released: number;
  refunded: number;
  disputedBy?: 'payer' | 'lister';
  /** When it was disputed, and whether the payer said the lister did not come (a viewing fee): refunded unless the lister answers in 24 hours. */
  disputedAt?: string;
  noShowClaimed?: boolean;
};

/** Still to be paid or being paid: the dealing has a live payment, and no second may start. */
export const livePaymentStatuses: PaymentStatus[] = ['requested', 'pending', 'held', 'disputed', 'release_requested', 'refund_requested', 'split_requested', 'released', 'split'];
/** Waiting for the payer's approval: what the reconciler asks the provider about. */
export const awaitingPaymentStatuses: PaymentStatus[] = ['requested', 'pending'];

const ref = (s: PaymentRef): PaymentRef => ({ paymentId: s.paymentId, kind: s.kind, dealingId: s.dealingId, listingId: s.listingId, payerId: s.payerId, lister: s.lister });

/** What is left to happen once the money has been told where to go. */
function settled(s: PaymentState): PaymentStatus {
  const releaseDone = s.released >= s.releaseDue;
  const refundDone = s.refunded >= s.refundDue;
  if (s.releaseDue > 0 && s.refundDue > 0) return releaseDone && refundDone ? 'split' : 'split_requested';
  if (s.releaseDue > 0) return releaseDone ? 'released' : 'release_requested';
  return refundDone ? 'refunded' : 'refund_requested';
}

export function evolvePayment(state: PaymentState | undefined, event: PaymentEvent): PaymentState | undefined {
  switch (event.type) {
    case 'PaymentRequested': {
      const d = event.data;
      return {
        ...ref(d),
        status: 'requested',
        amount: d.amount,
        currency: d.currency,
        provider: d.provider,
        reference: d.reference,
        idempotencyKey: d.idempotencyKey,
        method: d.method,
        ...(d.network ? { network: d.network } : {}),
        ...(d.phone ? { phone: d.phone } : {}),
        ...(d.releaseAfter ? { releaseAfter: d.releaseAfter } : {}),
        ...(d.advance ? { advance: d.advance } : {}),
        requestedAt: d.requestedAt,
        mismatch: false,
        releaseDue: 0,
        refundDue: 0,
        released: 0,
        refunded: 0,
      };
    }
    case 'PaymentPending':
      return state && { ...state, status: 'pending', ...(event.data.checkoutUrl ? { checkoutUrl: event.data.checkoutUrl } : {}) };
    case 'PaymentHeld':
      return state && { ...state, status: 'held', heldAmount: event.data.amount, heldCurrency: event.data.currency, mismatch: event.data.mismatch };
    case 'PaymentFailed':
      return state && { ...state, status: 'failed' };
    case 'PaymentExpired':
      return state && { ...state, status: 'expired' };
    case 'PaymentDisputed':
      return state && { ...state, status: 'disputed', disputedBy: event.data.side, disputedAt: event.data.disputedAt, ...(event.data.noShow ? { noShowClaimed: true } : {}) };
    case 'PaymentDecided':
      return state;
    case 'PaymentReleaseRequested': {
      const next = state && { ...state, releaseDue: state.releaseDue + event.data.amount };
      return next && { ...next, status: settled(next) };
    }
    case 'PaymentRefundRequested': {
      const next = state && { ...state, refundDue: state.refundDue + event.data.amount };
      return next && { ...next, status: settled(next) };
    }
    case 'PaymentReleased': {
      const next = state && { ...state, released: state.released + event.data.amount };
      return next && { ...next, status: settled(next) };
    }
    case 'PaymentRefunded': {
      const next = state && { ...state, refunded: state.refunded + event.data.amount };
      return next && { ...next, status: settled(next) };
    }
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

export const foldPayment = (events: PaymentEvent[]) => events.reduce<PaymentState | undefined>(evolvePayment, undefined);

// ---- what a dealing costs ----------------------------------------------------------------------------------

/** What is paid for, as the edge loaded it from the viewing, offer or stay and its listing. */
export type PaymentDealing =
  | { kind: 'viewing_fee'; dealingId: string; listingId: string; seekerId: string; lister: PartyRef; open: boolean; start: string; viewingFeeGhs?: number }
  | {
      kind: 'deposit';
      dealingId: string;
      listingId: string;
      seekerId: string;
      lister: PartyRef;
      accepted: boolean;
      rental: boolean;
      /** The agreed monthly rent, and the months of advance agreed. */
      monthlyRent: number;
      currency: Currency;
      advanceMonths?: number;
      /** The listing's rent period: a monthly (or shorter) one is a monthly tenancy. */
      paymentPlan?: PaymentPlan;
      /** The move-in day agreed (YYYY-MM-DD), if the offer named one. */
      moveInDate?: string;
    }
  | { kind: 'stay'; dealingId: string; listingId: string; seekerId: string; lister: PartyRef; open: boolean; start: string; end: string; price: number; currency: Currency; paymentPlan?: PaymentPlan };

const DAY_MS = 24 * 60 * 60 * 1000;
/** A viewing fee goes to the lister 24 hours after the slot, a stay's payment 24 hours after check-in, unless disputed. */
export const RELEASE_AFTER_MS = DAY_MS;
/** A deposit goes to the lister when the seeker confirms the keys, or by itself 72 hours after the agreed move-in day (from its noon in Accra). */
export const DEPOSIT_RELEASE_AFTER_MOVE_IN_MS = 3 * DAY_MS;
/** The Rent Act, 1963 (Act 220), s. 25: one month in advance for a monthly tenancy, six for a longer one. */
export const LAWFUL_ADVANCE_MONTHS = { monthly: 1, longer: 6 } as const;
const toPesewas = (cedis: number) => Math.round(cedis * 100);

/**
 * What a dealing costs: `amount` in pesewas (GHS), and `source`, the price it comes from in the listing's
 * currency (its minor unit: pesewas or cents) with the rate used when that is dollars.
 */
export type PaymentDue = { amount: number; source: { amount: number; currency: Currency }; usdToGhs?: number; releaseAfter?: string; advance?: AdvanceCap };

/**
 * What a dealing asks to be paid into the hold, in pesewas: a viewing's fee; a holding deposit of the months of
 * advance agreed (at least the first month), cut to what the Rent Act allows; a stay's nights at the nightly rate.
 * A dollar price is paid in cedis at the day's rate. The quote a payer reads before paying and the payment itself
 * are both this function's answer.
 */
export function paymentDue(dealing: PaymentDealing, usdToGhs: number): PaymentDue {
  switch (dealing.kind) {
    case 'viewing_fee': {
      if (!dealing.open) throw new RuleViolation('ViewingClosed', m.viewingClosed, { viewing_id: m.viewingClosed });
      if (!dealing.viewingFeeGhs || dealing.viewingFeeGhs <= 0) throw new RuleViolation('NoViewingFee', m.noViewingFee, { viewing_id: m.noViewingFee });
      const amount = toPesewas(dealing.viewingFeeGhs);
      return { amount, source: { amount, currency: 'GHS' }, releaseAfter: new Date(Date.parse(dealing.start) + RELEASE_AFTER_MS).toISOString() };
    }
    case 'deposit': {
      if (!dealing.rental) throw new RuleViolation('NotARental', m.offerNotRental, { offer_id: m.offerNotRental });
      if (!dealing.accepted) throw new RuleViolation('OfferNotAccepted', m.offerNotAccepted, { offer_id: m.offerNotAccepted });
      const monthlyTenancy = dealing.paymentPlan !== 'YEARLY';
      const agreedMonths = Math.max(1, dealing.advanceMonths ?? 0);
      const lawful = monthlyTenancy ? LAWFUL_ADVANCE_MONTHS.monthly : LAWFUL_ADVANCE_MONTHS.longer;
      const collectedMonths = Math.min(agreedMonths, lawful);
      const amount = toPesewas(toGhs(dealing.monthlyRent, dealing.currency, usdToGhs)) * collectedMonths;
      return {
        amount,
        source: { amount: toPesewas(dealing.monthlyRent) * collectedMonths, currency: dealing.currency },
        ...(dealing.currency === 'USD' ? { usdToGhs } : {}),
        ...(collectedMonths < agreedMonths ? { advance: { agreedMonths, collectedMonths, monthlyTenancy } } : {}),
        ...(dealing.moveInDate ? { releaseAfter: new Date(Date.parse(`${dealing.moveInDate}T12:00:00Z`) + DEPOSIT_RELEASE_AFTER_MOVE_IN_MS).toISOString() } : {}),
      };
    }
    case 'stay': {
      if (!dealing.open) throw new RuleViolation('StayClosed', m.stayClosed, { stay_id: m.stayClosed });
      const nights = Math.max(1, Math.round((Date.parse(`${dealing.end}T00:00:00Z`) - Date.parse(`${dealing.start}T00:00:00Z`)) / DAY_MS));
      const nightly = nightlyRate(toGhs(dealing.price, dealing.currency, usdToGhs), dealing.paymentPlan);
      return {
        amount: toPesewas(nightly * nights),
        source: { amount: toPesewas(nightlyRate(dealing.price, dealing.paymentPlan) * nights), currency: dealing.currency },
        ...(dealing.currency === 'USD' ? { usdToGhs } : {}),
        releaseAfter: new Date(Date.parse(`${dealing.start}T12:00:00Z`) + RELEASE_AFTER_MS).toISOString(),
      };
    }
    default: {
      const unreachable: never = dealing;
      return unreachable;
    }
  }
}

/**
 * What the payer of a dealing would pay, and why: the seeker only (anyone else is refused, as paying is), the
 * dealing open. The same checks and the same `paymentDue` as `requestPayment`, so the quote is what is charged.
 */
export function quotePayment(dealing: PaymentDealing | undefined, kind: PaymentKind, payerId: string, usdToGhs: number): PaymentDue {
  const field = kind === 'viewing_fee' ? 'viewing_id' : kind === 'deposit' ? 'offer_id' : 'stay_id';
  if (!dealing || dealing.kind !== kind) throw new NotFoundError(m.dealingNotFound, 'DealingNotFound', { [field]: m.dealingNotFound });
  if (dealing.seekerId !== payerId) throw new ForbiddenError(m.notYourDealing, 'NotYourDealing', { [field]: m.notYourDealing });
  return paymentDue(dealing, usdToGhs);
}

/** Why less was collected than agreed, in the payer's words: the Rent Act's cap. */
export const advanceCapNote = (cap: AdvanceCap) => m.advanceCapped(cap.agreedMonths, cap.collectedMonths, cap.monthlyTenancy);

// ---- the payer pays ----------------------------------------------------------------------------------------

export type RequestPaymentContext = {
  paymentId: string;
  payerId: string;
  idempotencyKey: string;
  provider: string;
  /** The provider's reference for the collection (derived from the payment, so a retry is the same charge). */
  reference: string;
  /** The dealing already has a live payment (its claim's last payment, folded). */
  livePayment: boolean;
  usdToGhs: number;
  now: Date;
};

/**
 * The seeker of a viewing, an accepted offer or a stay pays what it asks into the hold. Anyone else is refused:
 * one cannot pay for, and so hold up, someone else's dealing. One live payment per dealing.
 */
export function requestPayment(dealing: PaymentDealing | undefined, body: RequestPaymentBody, ctx: RequestPaymentContext): [PaymentRequested] {
  const field = body.kind === 'viewing_fee' ? 'viewing_id' : body.kind === 'deposit' ? 'offer_id' : 'stay_id';
  const due = quotePayment(dealing, body.kind, ctx.payerId, ctx.usdToGhs);
  // What the payer was shown is what is charged: a different amount (a new rate since) is asked again, never taken.
  if (body.expected_amount !== undefined && body.expected_amount !== due.amount) throw new ConflictError(m.amountChanged, 'AmountChanged', { expected_amount: m.amountChanged });
  if (ctx.livePayment) throw new ConflictError(m.alreadyPaying, 'AlreadyPaying', { [field]: m.alreadyPaying });
  const d = dealing!;
  return [
    {
      type: 'PaymentRequested',
      data: {
        paymentId: ctx.paymentId,
        kind: d.kind,
        dealingId: d.dealingId,
        listingId: d.listingId,
        payerId: ctx.payerId,
        lister: d.lister,
        amount: due.amount,
        currency: PAYMENT_CURRENCY,
        method: body.method,
        ...(body.method === 'momo' && body.phone && body.network ? { network: body.network, phone: body.phone, phoneEnding: body.phone.slice(-3) } : {}),
        ...(due.usdToGhs ? { source: due.source, usdToGhs: due.usdToGhs } : {}),
        provider: ctx.provider,
        reference: ctx.reference,
        idempotencyKey: ctx.idempotencyKey,
        ...(due.releaseAfter ? { releaseAfter: due.releaseAfter } : {}),
        ...(due.advance ? { advance: due.advance } : {}),
        requestedAt: ctx.now.toISOString(),
      },
    },
  ];
}

function existing(state: PaymentState | undefined): PaymentState {
  if (!state) throw new NotFoundError(m.notFound, 'PaymentNotFound');
  return state;
}

/** The provider took the charge and asks the payer to approve it: on their phone, or on its card checkout page (`checkoutUrl`). */
export function recordPending(state: PaymentState | undefined, ctx: { now: Date; checkoutUrl?: string }): PaymentPending[] {
  const s = existing(state);
  if (s.status !== 'requested') return [];
  return [{ type: 'PaymentPending', data: { ...ref(s), reference: s.reference, ...(ctx.checkoutUrl ? { checkoutUrl: ctx.checkoutUrl } : {}), pendingAt: ctx.now.toISOString() } }];
}

/** What the provider answered when asked about a reference (never what a callback's body claims). */
export type ProviderReport = { reference: string; status: 'success' | 'failed' | 'abandoned' | 'pending'; amount?: number; currency?: string; reason?: string };

/**
 * The provider's answer about the collection. Success holds the money; an amount or currency other than asked,
 * or money taken after the payment had failed or expired, is held for staff (`mismatch`), never released by
 * itself. A report about another reference, or one that changes nothing (a second callback), adds nothing.
 */
export function recordProviderStatus(state: PaymentState | undefined, report: ProviderReport, ctx: { now: Date }): (PaymentHeld | PaymentFailed)[] {
  const s = existing(state);
  if (report.reference !== s.reference) return [];
  const at = ctx.now.toISOString();
  const closed = s.status === 'failed' || s.status === 'expired';
  if (report.status === 'success') {
    if (!awaitingPaymentStatuses.includes(s.status) && !closed) return [];
    const amount = report.amount ?? 0;
    const currency = report.currency ?? '';
    const mismatch = closed || amount !== s.amount || currency !== s.currency;
    return [{ type: 'PaymentHeld', data: { ...ref(s), reference: s.reference, amount, currency, mismatch, heldAt: at } }];
  }
  if ((report.status === 'failed' || report.status === 'abandoned') && awaitingPaymentStatuses.includes(s.status)) {
    return [{ type: 'PaymentFailed', data: { ...ref(s), reference: s.reference, reason: report.reason ?? report.status, failedAt: at } }];
  }
  return [];
}

/** How long a payer has to approve a collection before it expires (the provider's prompt times out sooner). */
export const PAYMENT_EXPIRES_AFTER_MS = 30 * 60 * 1000;

/** A collection still not approved after its time, and the provider still says pending: it expires. */
export function expirePayment(state: PaymentState | undefined, ctx: { now: Date; expiresAfterMs?: number }): PaymentExpired[] {
  const s = existing(state);
  if (!awaitingPaymentStatuses.includes(s.status)) return [];
  if (ctx.now.getTime() - Date.parse(s.requestedAt) < (ctx.expiresAfterMs ?? PAYMENT_EXPIRES_AFTER_MS)) return [];
  return [{ type: 'PaymentExpired', data: { ...ref(s), reference: s.reference, expiredAt: ctx.now.toISOString() } }];
}

// ---- out of the hold ---------------------------------------------------------------------------------------

/** The key of a release or refund: the provider's reference for the transfer, so a retried one is the same one. */
export const releaseKey = (paymentId: string) => `release-${paymentId}`;
export const refundKey = (paymentId: string) => `refund-${paymentId}`;

function releasable(s: PaymentState) {
  if (s.status === 'disputed') throw new RuleViolation('Disputed', m.disputed);
  if (s.status !== 'held') throw new RuleViolation('NotHeld', m.notHeld);
  if (s.mismatch) throw new RuleViolation('HeldForStaff', m.heldForStaff);
}

const releaseOf = (s: PaymentState, amount: number, cause: PaymentReleaseRequested['data']['cause'], now: Date, by?: string): PaymentReleaseRequested => ({
  type: 'PaymentReleaseRequested',
  // Only ever to the dealing's lister, as the payment recorded them: no command names who is paid.
  data: { ...ref(s), amount, to: s.lister, cause, ...(by ? { by } : {}), key: releaseKey(s.paymentId), requestedAt: now.toISOString() },
});
const refundOf = (s: PaymentState, amount: number, cause: RefundCause, now: Date, by?: string): PaymentRefundRequested => ({
  type: 'PaymentRefundRequested',
  data: { ...ref(s), amount, cause, ...(by ? { by } : {}), key: refundKey(s.paymentId), requestedAt: now.toISOString() },
});

/** The payer says the viewing took place, or the keys are in hand: the money goes to the lister. Once. */
export function confirmPayment(state: PaymentState | undefined, payerId: string, ctx: { now: Date }): PaymentReleaseRequested[] {
  const s = existing(state);
  if (s.payerId !== payerId) throw new ForbiddenError(m.onlyPayer, 'OnlyPayer');
  if (s.releaseDue > 0) return [];
  releasable(s);
  return [releaseOf(s, s.heldAmount!, 'payer_confirmed', ctx.now, payerId)];
}

/**
 * Nobody disputed it in time (24 h after the slot or check-in, 72 h after a deposit's move-in day): the money goes to
 * the lister, if the dealing was agreed (`agreed`: the viewing confirmed, the stay accepted, the offer accepted).
 * One the lister never agreed to goes back to the payer instead. Nothing before its time.
 */
export function releaseWhenDue(state: PaymentState | undefined, ctx: { now: Date; agreed: boolean }): (PaymentReleaseRequested | PaymentRefundRequested)[] {
  const s = existing(state);
  if (s.status !== 'held' || s.mismatch || !s.releaseAfter || s.releaseDue > 0) return [];
  if (ctx.now.getTime() < Date.parse(s.releaseAfter)) return [];
  if (!ctx.agreed) return [refundOf(s, s.heldAmount!, 'not_agreed', ctx.now)];
  return [releaseOf(s, s.heldAmount!, 'time_passed', ctx.now)];
}

/**
 * The lister cancelled the viewing or withdrew, or the stay was declined: what is held goes back to the payer at
 * once (disputed or not). Before the money is taken there is nothing to refund; once it has gone, nothing either.
 */
export function refundForCause(state: PaymentState | undefined, cause: Exclude<RefundCause, 'staff_decided'>, ctx: { now: Date }): PaymentRefundRequested[] {
  const s = existing(state);
  if (s.status !== 'held' && s.status !== 'disputed') return [];
  return [refundOf(s, s.heldAmount!, cause, ctx.now)];
}

/** How long a lister has to answer a seeker's word that they did not come, before the fee goes back by itself. */
export const NO_SHOW_ANSWER_MS = 24 * 60 * 60 * 1000;

/**
 * The seeker disputed a viewing fee saying the lister did not come: the viewing records it as a no-show, and the
 * lister has 24 hours to answer it there. Unanswered by then, the fee goes back to the seeker; answered, staff decide.
 */
export function refundUnansweredNoShow(state: PaymentState | undefined, ctx: { now: Date; recordedOnViewing: { answered: boolean } | undefined }): PaymentRefundRequested[] {
  const s = existing(state);
  if (s.status !== 'disputed' || s.kind !== 'viewing_fee' || !s.noShowClaimed || !s.disputedAt) return [];
  // Only a no-show the viewing records (its slot had begun) can go back by itself; answered, or never recorded, staff decide.
  if (!ctx.recordedOnViewing || ctx.recordedOnViewing.answered) return [];
  if (ctx.now.getTime() < Date.parse(s.disputedAt) + NO_SHOW_ANSWER_MS) return [];
  return [refundOf(s, s.heldAmount!, 'no_show_unanswered', ctx.now)];
}

/** A viewing fee's slot has begun: its release is due a day after the slot. */
const slotBegun = (s: PaymentState, now: Date) => Boolean(s.releaseAfter) && now.getTime() >= Date.parse(s.releaseAfter!) - RELEASE_AFTER_MS;

/** Either side of the dealing, while the money is held: staff decide, and nothing moves meanwhile. */
export function disputePayment(state: PaymentState | undefined, actor: { side: 'payer' | 'lister'; by: string }, input: unknown, ctx: { now: Date }): [PaymentDisputed] {
  const s = existing(state);
  const body = parseOrThrow(disputePaymentSchema, input);
  if (s.status === 'disputed') throw new ConflictError(m.alreadyDisputed, 'AlreadyDisputed');
  if (s.status !== 'held') throw new RuleViolation('NotHeld', m.notHeld);
  return [
    {
      type: 'PaymentDisputed',
      data: {
        ...ref(s),
        side: actor.side,
        by: actor.by,
        reason: body.reason,
        ...(body.details ? { details: body.details } : {}),
        ...(body.photos.length ? { photos: body.photos } : {}),
        // Only the seeker's word about a viewing's lister is a no-show to record.
        // (and only once the slot has begun: a viewing not yet due cannot have been missed).
        ...(body.no_show && actor.side === 'payer' && s.kind === 'viewing_fee' && slotBegun(s, ctx.now) ? { noShow: true as const } : {}),
        disputedAt: ctx.now.toISOString(),
      },
    },
  ];
}

/**
 * Staff decide a disputed payment, or one held for them: all to the lister, all back to the payer, or split
 * (the lister's share in pesewas, the rest refunded). The decision is an event with the staff member and why.
 */
export function decidePayment(state: PaymentState | undefined, staffId: string, input: unknown, ctx: { now: Date }): [PaymentDecided, ...(PaymentReleaseRequested | PaymentRefundRequested)[]] {
  const s = existing(state);
  const body = parseOrThrow(decidePaymentSchema, input);
  if (!(s.status === 'disputed' || (s.status === 'held' && s.mismatch))) throw new RuleViolation('NotDisputed', m.notDisputed);
  const held = s.heldAmount ?? 0;
  const listerShare = body.decision === 'release' ? held : body.decision === 'refund' ? 0 : body.lister_share!;
  if (body.decision === 'split' && listerShare >= held) throw new RuleViolation('ListerShareInvalid', m.listerShareInvalid, { lister_share: m.listerShareInvalid });
  const payerShare = held - listerShare;
  const decided: PaymentDecided = {
    type: 'PaymentDecided',
    data: { ...ref(s), staffId, decision: body.decision, listerShare, payerShare, reason: body.reason, decidedAt: ctx.now.toISOString() },
  };
  return [
    decided,
    ...(listerShare > 0 ? [releaseOf(s, listerShare, 'staff_decided', ctx.now, staffId)] : []),
    ...(payerShare > 0 ? [refundOf(s, payerShare, 'staff_decided', ctx.now, staffId)] : []),
  ];
}

/** The provider paid the lister: recorded once, whatever the number of times it is told. */
export function recordReleased(state: PaymentState | undefined, ctx: { transferReference: string; now: Date }): PaymentReleased[] {
  const s = existing(state);
  const owed = s.releaseDue - s.released;
  if (owed <= 0) return [];
  return [{ type: 'PaymentReleased', data: { ...ref(s), amount: owed, to: s.lister, key: releaseKey(s.paymentId), transferReference: ctx.transferReference, releasedAt: ctx.now.toISOString() } }];
}

/** The provider refunded the payer: recorded once. */
export function recordRefunded(state: PaymentState | undefined, ctx: { refundReference: string; now: Date }): PaymentRefunded[] {
  const s = existing(state);
  const owed = s.refundDue - s.refunded;
  if (owed <= 0) return [];
  return [{ type: 'PaymentRefunded', data: { ...ref(s), amount: owed, key: refundKey(s.paymentId), refundReference: ctx.refundReference, to: s.method === 'card' ? 'card' : 'mobile_money', refundedAt: ctx.now.toISOString() } }];
}

/** Who may see a payment: its payer, and its lister (the edge says which parties the caller acts for). */
export function paymentSide(state: Pick<PaymentState, 'payerId' | 'lister'>, parties: string[], userId: string): 'payer' | 'lister' | undefined {
  if (state.payerId === userId) return 'payer';
  return parties.includes(partyKey(state.lister)) ? 'lister' : undefined;
}

