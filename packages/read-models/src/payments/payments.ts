import type { AdvanceCap, PaymentKind, PaymentStatus } from '@fie/domain';
import type { DocumentStore } from '@fie/stores';

/**
 * Payments (issue 33), one document a payment: where it stands and its history, for its payer and its lister, for
 * staff's list, and for the reconciler (which payments to ask the provider about, which are due to be released).
 * Its payer's number is not here (only its last digits): it stays sealed in the log.
 */
export const PAYMENTS = 'payments';

export type PaymentStepView = {
  type: string;
  at: string;
  amount?: number;
  cause?: string;
  by?: string;
  side?: 'payer' | 'lister';
  decision?: string;
  /** A dispute's or a decision's words (a dispute's are the person's own, gone with their key). */
  reason?: string | null;
  details?: string | null;
  /** A dispute's photos, as uploaded by the side that disputed (none once their account is gone). */
  photos?: { name: string; thumbnail: string; location: string }[];
  mismatch?: boolean;
  currency?: string;
};

export type PaymentView = {
  id: string;
  kind: PaymentKind;
  dealingId: string;
  listingId: string;
  payerId: string;
  /** The lister's party key (user:… or organization:…). */
  lister: string;
  status: PaymentStatus;
  amount: number;
  currency: 'GHS';
  method: 'momo' | 'card';
  /** Mobile money's network and the paying number's last digits; a card: null and ''. */
  network: 'mtn' | 'telecel' | 'airteltigo' | null;
  phoneEnding: string;
  /** A card payment's checkout page at the provider (shown to its payer only, while it waits). */
  checkoutUrl: string | null;
  /** A dollar-priced dealing: the price it came from (cents) and the rate used. */
  source: { amount: number; currency: 'GHS' | 'USD' } | null;
  usdToGhs: number | null;
  provider: string;
  reference: string;
  heldAmount: number | null;
  /** Held for staff: what came differs from what was asked. */
  mismatch: boolean;
  releaseAfter: string | null;
  releaseDue: number;
  refundDue: number;
  released: number;
  refunded: number;
  advance: AdvanceCap | null;
  disputedBy: 'payer' | 'lister' | null;
  /** A seeker's word that the lister did not come: refunded at this time unless the lister answers it on the viewing (then staff decide). */
  noShowAnswerBy?: string | null;
  requestedAt: string;
  updatedAt: string;
  history: PaymentStepView[];
};

/** Where a payment is shown in its payer's or lister's dashboard (after the dashboard's own path): the Payments tab, that payment. */
export const paymentLink = (paymentId: string) => `?tab=payments&payment=${encodeURIComponent(paymentId)}`;

export const paymentsOf = (docs: DocumentStore) => docs.collection<PaymentView>(PAYMENTS);

/**
 * The photos sent with a dispute, by image id: evidence for staff and the payment's two sides, never public. The
 * photo route serves them only on a signed link, which the payment's views carry (query-api's photo-links.ts).
 */
export const DISPUTE_PHOTOS = 'dispute_photos';
export type DisputePhotoView = { id: string; paymentId: string };

export async function isDisputePhoto(docs: DocumentStore, imageId: string): Promise<boolean> {
  return (await docs.collection<DisputePhotoView>(DISPUTE_PHOTOS).get(imageId)) !== null;
}

/** What happens next, and when, for the side asking: what a dashboard says beside a payment. */
export function paymentNext(view: Pick<PaymentView, 'status' | 'kind' | 'releaseAfter' | 'mismatch' | 'noShowAnswerBy'>): { what: string; at: string | null } {
  switch (view.status) {
    case 'requested':
    case 'pending':
      return { what: 'approve_on_phone', at: null };
    case 'held':
      if (view.mismatch) return { what: 'staff_check', at: null };
      // A deposit waits for the keys; with a move-in day agreed it also goes by itself 72 hours after.
      if (view.kind === 'deposit') return view.releaseAfter ? { what: 'released_on_keys_or_at', at: view.releaseAfter } : { what: 'released_on_confirmation', at: null };
      return view.releaseAfter ? { what: 'released_unless_disputed', at: view.releaseAfter } : { what: 'released_on_confirmation', at: null };
    case 'disputed':
      return view.noShowAnswerBy ? { what: 'refunded_unless_answered', at: view.noShowAnswerBy } : { what: 'staff_decide', at: null };
    case 'release_requested':
    case 'refund_requested':
    case 'split_requested':
      return { what: 'money_on_its_way', at: null };
    default:
      return { what: 'nothing', at: null };
  }
}

/** A payment as its payer, its lister or staff read it. */
export function presentPayment(view: PaymentView, side?: 'payer' | 'lister') {
  const { reference: _reference, checkoutUrl, ...shown } = view;
  // The checkout page is the payer's to complete: nobody else is sent there.
  const checkout = side === 'payer' && checkoutUrl && (view.status === 'requested' || view.status === 'pending') ? checkoutUrl : null;
  return { ...shown, checkoutUrl: checkout, ...(side ? { side } : {}), next: paymentNext(view) };
}
