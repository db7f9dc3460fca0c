import { evolvePayment, imageUrl, isPaymentEvent, NO_SHOW_ANSWER_MS, partyKey, paymentEventTypes, type PaymentEvent, type PaymentState } from '@fie/domain';
import { DISPUTE_PHOTOS, PAYMENTS, type DisputePhotoView, type PaymentStepView, type PaymentView } from '@fie/read-models';
import type { Projection } from '../projection';

const atOf = (event: PaymentEvent): string => {
  const d = event.data as unknown as Record<string, string>;
  return d.requestedAt ?? d.pendingAt ?? d.heldAt ?? d.failedAt ?? d.expiredAt ?? d.releasedAt ?? d.refundedAt ?? d.disputedAt ?? d.decidedAt ?? '';
};

function stepOf(event: PaymentEvent, erased: boolean): PaymentStepView {
  const at = atOf(event);
  switch (event.type) {
    case 'PaymentHeld':
      return { type: event.type, at, amount: event.data.amount, currency: event.data.currency, mismatch: event.data.mismatch };
    case 'PaymentFailed':
      return { type: event.type, at, cause: event.data.reason };
    case 'PaymentReleaseRequested':
    case 'PaymentRefundRequested':
      return { type: event.type, at, amount: event.data.amount, cause: event.data.cause, ...(event.data.by ? { by: event.data.by } : {}) };
    case 'PaymentReleased':
    case 'PaymentRefunded':
      return { type: event.type, at, amount: event.data.amount };
    case 'PaymentDisputed':
      return {
        type: event.type,
        at,
        side: event.data.side,
        by: event.data.by,
        reason: erased ? null : event.data.reason,
        details: erased ? null : (event.data.details ?? null),
        photos: erased ? [] : (event.data.photos ?? []).map((name) => ({ name, thumbnail: imageUrl(name, 'thumb'), location: imageUrl(name, 'large') })),
      };
    case 'PaymentDecided':
      return { type: event.type, at, by: event.data.staffId, decision: event.data.decision, amount: event.data.listerShare, reason: event.data.reason };
    case 'PaymentRequested':
      return { type: event.type, at, amount: event.data.amount, currency: event.data.currency };
    default:
      return { type: event.type, at };
  }
}

/** The state the read model keeps, back as the domain's (without the payer's number, which it never keeps). */
const stateOf = (v: PaymentView): PaymentState => ({
  paymentId: v.id,
  kind: v.kind,
  dealingId: v.dealingId,
  listingId: v.listingId,
  payerId: v.payerId,
  lister: v.lister.startsWith('organization:') ? { kind: 'organization', id: v.lister.slice(13) } : { kind: 'user', id: v.lister.replace(/^user:/, '') },
  status: v.status,
  amount: v.amount,
  currency: v.currency,
  provider: v.provider,
  reference: v.reference,
  idempotencyKey: '',
  method: v.method ?? 'momo',
  ...(v.network ? { network: v.network } : {}),
  ...(v.checkoutUrl ? { checkoutUrl: v.checkoutUrl } : {}),
  ...(v.releaseAfter ? { releaseAfter: v.releaseAfter } : {}),
  ...(v.advance ? { advance: v.advance } : {}),
  requestedAt: v.requestedAt,
  ...(v.heldAmount !== null ? { heldAmount: v.heldAmount } : {}),
  mismatch: v.mismatch,
  releaseDue: v.releaseDue,
  refundDue: v.refundDue,
  released: v.released,
  refunded: v.refunded,
  ...(v.disputedBy ? { disputedBy: v.disputedBy } : {}),
});

/** Payments: each one's state (folded by the domain's own evolve) and its history, a step an event. */
export const paymentsProjection: Projection = {
  name: 'payments',
  // 2: a no-show dispute's answer-by time (noShowAnswerBy). 3: a dispute's photos kept private (DISPUTE_PHOTOS).
  version: 3,
  handles: paymentEventTypes,
  collections: [PAYMENTS, DISPUTE_PHOTOS],
  indexes: [
    { collection: PAYMENTS, fields: ['payerId', 'requestedAt'] },
    { collection: PAYMENTS, fields: ['lister', 'requestedAt'] },
    { collection: PAYMENTS, fields: ['status', 'updatedAt'] },
    { collection: PAYMENTS, fields: ['dealingId'] },
    { collection: PAYMENTS, fields: ['listingId'] },
  ],
  async project(recorded, docs) {
    if (!isPaymentEvent(recorded)) return [];
    const event = { type: recorded.type, data: recorded.data } as PaymentEvent;
    const erased = Boolean((recorded as { erased?: boolean }).erased);
    const current = await docs.collection<PaymentView>(PAYMENTS).get(event.data.paymentId);
    if (!current && event.type !== 'PaymentRequested') return [];
    // A redelivered event (its step already in the history) changes nothing.
    if (current && current.history.length > recorded.revision) return [];
    const state = evolvePayment(current ? stateOf(current) : undefined, event)!;
    const at = atOf(event);
    const d = event.type === 'PaymentRequested' ? event.data : undefined;
    const doc: PaymentView = {
      id: state.paymentId,
      kind: state.kind,
      dealingId: state.dealingId,
      listingId: state.listingId,
      payerId: state.payerId,
      lister: partyKey(state.lister),
      status: state.status,
      amount: state.amount,
      currency: state.currency,
      method: state.method,
      network: state.network ?? null,
      phoneEnding: d ? (d.phoneEnding ?? '') : current!.phoneEnding,
      checkoutUrl: state.checkoutUrl ?? null,
      source: d ? (d.source ?? null) : (current?.source ?? null),
      usdToGhs: d ? (d.usdToGhs ?? null) : (current?.usdToGhs ?? null),
      provider: state.provider,
      reference: state.reference,
      heldAmount: state.heldAmount ?? null,
      mismatch: state.mismatch,
      releaseAfter: state.releaseAfter ?? null,
      releaseDue: state.releaseDue,
      refundDue: state.refundDue,
      released: state.released,
      refunded: state.refunded,
      advance: state.advance ?? null,
      disputedBy: state.disputedBy ?? null,
      noShowAnswerBy:
        event.type === 'PaymentDisputed' && event.data.noShow
          ? new Date(Date.parse(event.data.disputedAt) + NO_SHOW_ANSWER_MS).toISOString()
          : state.status === 'disputed'
            ? (current?.noShowAnswerBy ?? null)
            : null,
      requestedAt: state.requestedAt,
      updatedAt: at,
      history: [...(current?.history ?? []), stepOf(event, erased)],
    };
    // A dispute's photos become evidence, served on signed links only (kept so even once its words are erased).
    const photos = event.type === 'PaymentDisputed' ? (event.data.photos ?? []) : [];
    return [
      { op: 'upsert', collection: PAYMENTS, doc, position: recorded.position },
      ...photos.map((id) => ({ op: 'upsert' as const, collection: DISPUTE_PHOTOS, doc: { id, paymentId: state.paymentId } satisfies DisputePhotoView, position: recorded.position })),
    ];
  },
};
