import type { PartyRef } from '../conversations/parties';
import type { MomoNetwork, PaymentDecision, PaymentKind, PaymentMethod } from './schemas';

/**
 * Events of a payment's stream (`payment-{paymentId}`), one per step (issue 33). The money is never Fie's:
 * it is held by the licensed provider until Fie tells it to release it to the lister or refund it to the payer.
 * Every event names the payment's kind, dealing, payer and lister, so a reactor or a read model needs no earlier
 * event to know who it concerns. Amounts are pesewas; the currency is GHS.
 */
export type PaymentRef = { paymentId: string; kind: PaymentKind; dealingId: string; listingId: string; payerId: string; lister: PartyRef };

/** The Rent Act's cap, when it cut what was agreed: months agreed, months collected, and whether the tenancy is monthly. */
export type AdvanceCap = { agreedMonths: number; collectedMonths: number; monthlyTenancy: boolean };

export type PaymentRequested = {
  type: 'PaymentRequested';
  data: PaymentRef & {
    amount: number;
    currency: 'GHS';
    method: PaymentMethod;
    /** Mobile money only (a card is completed on the provider's checkout page): the network. */
    network?: MomoNetwork;
    /** The paying number (E.164), sealed with the payer's key (personalDataFields): a collection the provider did not answer is sent again to it. */
    phone?: string;
    /** The paying number's last three digits: what a receipt or a list shows. */
    phoneEnding?: string;
    /** A dollar-priced dealing: the price it comes from (cents) and the day's rate used, as the payer was shown them. */
    source?: { amount: number; currency: 'GHS' | 'USD' };
    usdToGhs?: number;
    provider: string;
    /** The provider's reference for the collection: one per payment, so a retried charge is the same charge. */
    reference: string;
    idempotencyKey: string;
    /** When the money goes to the lister unless disputed (24 h after a viewing's slot or a stay's check-in); none for a deposit, released on the keys. */
    releaseAfter?: string;
    advance?: AdvanceCap;
    requestedAt: string;
  };
};
/** `checkoutUrl`: a card payment's page at the provider, where the payer completes it (3-D Secure). */
export type PaymentPending = { type: 'PaymentPending'; data: PaymentRef & { reference: string; checkoutUrl?: string; pendingAt: string } };
/** The provider says the money was taken. `mismatch`: not what was asked (amount or currency), or after the payment had closed: held for staff, never released by itself. */
export type PaymentHeld = { type: 'PaymentHeld'; data: PaymentRef & { reference: string; amount: number; currency: string; mismatch: boolean; heldAt: string } };
export type PaymentFailed = { type: 'PaymentFailed'; data: PaymentRef & { reference: string; reason: string; failedAt: string } };
export type PaymentExpired = { type: 'PaymentExpired'; data: PaymentRef & { reference: string; expiredAt: string } };
export type ReleaseCause = 'payer_confirmed' | 'time_passed' | 'staff_decided';
export type PaymentReleaseRequested = { type: 'PaymentReleaseRequested'; data: PaymentRef & { amount: number; to: PartyRef; cause: ReleaseCause; by?: string; key: string; requestedAt: string } };
export type PaymentReleased = { type: 'PaymentReleased'; data: PaymentRef & { amount: number; to: PartyRef; key: string; transferReference: string; releasedAt: string } };
/** `no_show_unanswered`: the seeker said the lister did not come to the viewing, and the lister did not answer within 24 hours. */
/** `let_to_another`: another seeker's deposit for the same home went to the lister (the keys were theirs). */
/** `not_agreed`: its time came and the lister had never confirmed the viewing, or accepted the stay. */
export type RefundCause = 'viewing_cancelled' | 'offer_withdrawn' | 'stay_ended' | 'staff_decided' | 'no_show_unanswered' | 'let_to_another' | 'not_agreed';
export type PaymentRefundRequested = { type: 'PaymentRefundRequested'; data: PaymentRef & { amount: number; cause: RefundCause; by?: string; key: string; requestedAt: string } };
/** `to`: where the money went back, where it came from (a card payment is refunded to the card). */
export type PaymentRefunded = { type: 'PaymentRefunded'; data: PaymentRef & { amount: number; key: string; refundReference: string; to?: 'card' | 'mobile_money'; refundedAt: string } };
/** `reason` and `details` are the person's words, sealed with their key (personalDataFields). */
/** `noShow`: the payer of a viewing fee says the lister did not come; the viewings feature records it as a fact on the viewing. */
/** `photos`: the names of the photos the disputing side uploaded with it (what staff look at). */
export type PaymentDisputed = { type: 'PaymentDisputed'; data: PaymentRef & { side: 'payer' | 'lister'; by: string; reason: string; details?: string; photos?: string[]; noShow?: true; disputedAt: string } };
export type PaymentDecided = {
  type: 'PaymentDecided';
  data: PaymentRef & { staffId: string; decision: PaymentDecision; listerShare: number; payerShare: number; reason: string; decidedAt: string };
};

export type PaymentEvent =
  | PaymentRequested
  | PaymentPending
  | PaymentHeld
  | PaymentFailed
  | PaymentExpired
  | PaymentReleaseRequested
  | PaymentReleased
  | PaymentRefundRequested
  | PaymentRefunded
  | PaymentDisputed
  | PaymentDecided;

export const paymentStream = (paymentId: string) => `payment-${paymentId}`;
/**
 * One live payment per dealing: each is claimed on `payment-claims-{kind}-{dealingId}` at the revision read, so
 * two payments sent at once cannot both pass; a failed or expired one frees the dealing for another try.
 */
export type PaymentClaimed = { type: 'PaymentClaimed'; data: { paymentId: string; kind: PaymentKind; dealingId: string; claimedAt: string } };
export const paymentClaimStream = (kind: PaymentKind, dealingId: string) => `payment-claims-${kind}-${dealingId}`;

export const paymentEventTypes: PaymentEvent['type'][] = [
  'PaymentRequested',
  'PaymentPending',
  'PaymentHeld',
  'PaymentFailed',
  'PaymentExpired',
  'PaymentReleaseRequested',
  'PaymentReleased',
  'PaymentRefundRequested',
  'PaymentRefunded',
  'PaymentDisputed',
  'PaymentDecided',
];
export const isPaymentEvent = (event: { type: string }): event is PaymentEvent => (paymentEventTypes as string[]).includes(event.type);
