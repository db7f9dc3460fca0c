import { sentence } from '../lib/labels';

/** One step of a payment's history, as GET /api/admin/payments/{id} answers it (an event each). */
export type PaymentStep = {
  type: string;
  at: string;
  amount?: number;
  currency?: string;
  cause?: string;
  by?: string;
  side?: 'payer' | 'lister';
  decision?: string;
  /** A dispute's words are the person's own: null once their key is erased. */
  reason?: string | null;
  details?: string | null;
  /** A dispute's photos, as the side that disputed uploaded them. */
  photos?: { name: string; thumbnail: string; location: string }[];
  mismatch?: boolean;
};

/** A payment as GET /api/admin/payments answers it (the read model, without the provider's reference). */
export type PaymentRecord = {
  id: string;
  kind: 'viewing_fee' | 'deposit' | 'stay';
  dealingId: string;
  listingId: string;
  payerId: string;
  /** The lister's party key (user:… or organization:…). */
  lister: string;
  status: string;
  /** Pesewas, GHS. */
  amount: number;
  currency: 'GHS';
  method: 'momo' | 'card';
  /** Mobile money's network; a card has none. */
  network: 'mtn' | 'telecel' | 'airteltigo' | null;
  phoneEnding: string;
  provider: string;
  heldAmount: number | null;
  /** What came differs from what was asked: held for staff. */
  mismatch: boolean;
  releaseAfter: string | null;
  released: number;
  refunded: number;
  disputedBy: 'payer' | 'lister' | null;
  requestedAt: string;
  updatedAt: string;
  history: PaymentStep[];
  next: { what: string; at: string | null };
};

export const kindChoices = [
  { id: 'viewing_fee', name: 'Viewing fee' },
  { id: 'deposit', name: 'Holding deposit' },
  { id: 'stay', name: 'Short stay' },
];
export const kindLabel = (kind: string) => kindChoices.find((c) => c.id === kind)?.name ?? sentence(kind);

// The domain's PaymentStatus, in the order a payment moves through them.
export const statusChoices = ['requested', 'pending', 'held', 'disputed', 'release_requested', 'refund_requested', 'split_requested', 'released', 'refunded', 'split', 'failed', 'expired'].map((id) => ({
  id,
  name: sentence(id),
}));

const cedis = new Intl.NumberFormat('en-GH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Pesewas as staff read them: GH₵ 50.00. */
export const money = (pesewas: number | null | undefined) => (pesewas === null || pesewas === undefined ? '—' : `GH₵ ${cedis.format(pesewas / 100)}`);

/** 'PaymentReleaseRequested' → 'Release requested'. */
export const stepLabel = (type: string) => sentence(type.replace(/^Payment/, '').replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase());

/** Staff decide a disputed payment, or one held for them because what came differs from what was asked (the domain's rule). */
export const decidable = (p: Pick<PaymentRecord, 'status' | 'mismatch'>) => p.status === 'disputed' || (p.status === 'held' && p.mismatch);

/** The dealing's own stream in the event log: where its whole history is. */
export const dealingStream = (p: Pick<PaymentRecord, 'kind' | 'dealingId'>) =>
  p.kind === 'viewing_fee' ? `viewing-${p.dealingId}` : p.kind === 'deposit' ? `offer-${p.dealingId}` : `stay-request-${p.dealingId}`;
export const dealingLabel = (kind: string) => (kind === 'viewing_fee' ? 'Viewing' : kind === 'deposit' ? 'Offer' : 'Stay request');
