import type { Language, MomoNetwork, PaymentKind, Translate } from '@fie/domain';
import { formatDate } from '@fie/domain';
import { formatMoney } from '../../lib/money';
import type { Payment, PaymentStatus } from './api/payments';

/** 5000 pesewas → 'GH₵ 50'. */
export const cedis = (pesewas: number) => formatMoney(pesewas / 100, 'GHS');

export const networkLabels: Record<MomoNetwork, string> = { mtn: 'MTN MoMo', telecel: 'Telecel Cash', airteltigo: 'AirtelTigo Money' };

export function kindLabel(t: Translate, kind: PaymentKind): string {
  switch (kind) {
    case 'viewing_fee':
      return t('payments.kind.viewing-fee', 'Viewing fee');
    case 'deposit':
      return t('payments.kind.deposit', 'Holding deposit');
    case 'stay':
      return t('payments.kind.stay', 'Short stay');
  }
}

export function statusLabel(t: Translate, status: PaymentStatus, method: 'momo' | 'card' = 'momo'): string {
  switch (status) {
    case 'requested':
    case 'pending':
      return method === 'card' ? t('payments.status.pending-card', 'Waiting for the card payment') : t('payments.status.pending', 'Waiting for approval on the phone');
    case 'held':
      return t('payments.status.held', 'Held safely');
    case 'failed':
      return t('payments.status.failed', 'Not paid: declined');
    case 'expired':
      return t('payments.status.expired', 'Not paid: not approved in time');
    case 'disputed':
      return t('payments.status.disputed', 'Disputed: held for staff');
    case 'release_requested':
      return t('payments.status.release-requested', 'On its way to the lister');
    case 'refund_requested':
      return t('payments.status.refund-requested', 'Being refunded');
    case 'split_requested':
      return t('payments.status.split-requested', 'Being shared as staff decided');
    case 'released':
      return t('payments.status.released', 'Paid to the lister');
    case 'refunded':
      return t('payments.status.refunded', 'Refunded');
    case 'split':
      return t('payments.status.split', 'Shared as staff decided');
  }
}

/** The colour of a state's chip: held money is good news, a closed payment is grey. */
export const statusColour = (status: PaymentStatus): 'default' | 'success' | 'warning' | 'error' | 'info' =>
  status === 'held' || status === 'released' ? 'success' : status === 'disputed' ? 'warning' : status === 'failed' || status === 'expired' ? 'error' : status === 'pending' || status === 'requested' ? 'info' : 'default';

/** When money moves next ('Tue 8 Dec, 12:00'), in Accra's time. */
export const when = (language: Language, iso: string) => formatDate(language, iso, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** A next step at a time: the payer's words or the lister's, each told when. Nothing without a time. */
function timed(language: Language, at: string | null, payer: boolean, words: (at: { when: string }) => [forPayer: string, forLister: string]) {
  if (!at) return undefined;
  const [forPayer, forLister] = words({ when: when(language, at) });
  return payer ? forPayer : forLister;
}

/** What happens next, and when, for the side reading it (the server's `next`). */
export function nextText(t: Translate, language: Language, payment: Pick<Payment, 'next' | 'side' | 'kind' | 'method'>): string | undefined {
  const payer = payment.side !== 'lister';
  switch (payment.next.what) {
    case 'approve_on_phone':
      if (payer && payment.method === 'card') return t('payments.next.card', 'Complete the card payment on the checkout page.');
      return payer ? t('payments.next.approve', 'Approve the payment on your phone with your mobile-money PIN.') : t('payments.next.approve-lister', 'The seeker has not approved the payment yet.');
    case 'released_unless_disputed':
      return timed(language, payment.next.at, payer, (at) => [
        t('payments.next.release-at', 'It goes to the lister on {when} unless you report a problem before then.', at),
        t('payments.next.release-at-lister', 'It comes to you on {when} unless the seeker reports a problem before then.', at),
      ]);
    case 'released_on_keys_or_at':
      return timed(language, payment.next.at, payer, (at) => [
        t('payments.next.keys-or-at', 'It goes to the lister when you confirm the keys, or by itself on {when} (three days after the move-in date) unless you report a problem before then.', at),
        t('payments.next.keys-or-at-lister', 'It comes to you when the seeker confirms the keys, or on {when} (three days after the move-in date) unless the seeker reports a problem before then.', at),
      ]);
    case 'released_on_confirmation':
      return payer
        ? t('payments.next.on-confirmation', 'It goes to the lister when you confirm, or is refunded if the dealing falls through.')
        : t('payments.next.on-confirmation-lister', 'It comes to you when the seeker confirms.');
    case 'staff_check':
      return t('payments.next.staff-check', 'The amount received differs from what was asked: staff check it before anything moves.');
    case 'refunded_unless_answered':
      return timed(language, payment.next.at, payer, (at) => [
        t('payments.next.no-show-refund', 'It comes back to you on {when} unless the lister answers that they came; then staff decide.', at),
        t('payments.next.no-show-refund-lister', 'The seeker says you did not come: it goes back to them on {when} unless you answer it on the viewing in your calendar; then staff decide.', at),
      ]);
    case 'staff_decide':
      return t('payments.next.staff-decide', 'Staff look at the dispute and decide; both sides are told.');
    case 'money_on_its_way':
      return t('payments.next.on-its-way', 'The provider is sending the money.');
    default:
      return undefined;
  }
}

/** The payer's confirmation, by what was paid for. */
export const confirmLabel = (t: Translate, kind: PaymentKind) =>
  kind === 'viewing_fee' ? t('payments.confirm.viewing', 'The viewing took place') : kind === 'deposit' ? t('payments.confirm.keys', 'Keys received') : t('payments.confirm.stay', 'I have checked in');
