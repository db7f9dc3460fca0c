import type { PartyRef } from '../conversations/parties';
import { ENGLISH, type Speech } from '../shared/speech';
import type { PaymentEvent } from './events';

/**
 * What each side of a payment is told of a step (issue 33): the receipt when the money is held, a payment that
 * failed or expired, the money released or refunded, a dispute and staff's decision. A headline (the mail's subject,
 * the text's words) and a line on what happens next, in the reader's language. Steps in between (requested, pending,
 * release or refund asked of the provider) are no news: the step that follows them is.
 */
export type PaymentNotice = { recipient: PartyRef; side: 'payer' | 'lister'; headline: string; details: string };

const grouped = new Intl.NumberFormat('en-GH', { maximumFractionDigits: 2 });
/** Pesewas as people read cedis: GH₵ 50, GH₵ 25.50 (a text makes it GHS). */
export const cedisOf = (pesewas: number) => `GH₵ ${pesewas % 100 === 0 ? grouped.format(pesewas / 100) : (pesewas / 100).toFixed(2)}`;

/** When a step was taken, whichever step it is. */
export function paymentStepAt(event: PaymentEvent): string {
  switch (event.type) {
    case 'PaymentRequested':
      return event.data.requestedAt;
    case 'PaymentPending':
      return event.data.pendingAt;
    case 'PaymentHeld':
      return event.data.heldAt;
    case 'PaymentFailed':
      return event.data.failedAt;
    case 'PaymentExpired':
      return event.data.expiredAt;
    case 'PaymentReleaseRequested':
    case 'PaymentRefundRequested':
      return event.data.requestedAt;
    case 'PaymentReleased':
      return event.data.releasedAt;
    case 'PaymentRefunded':
      return event.data.refundedAt;
    case 'PaymentDisputed':
      return event.data.disputedAt;
    case 'PaymentDecided':
      return event.data.decidedAt;
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

export function paymentNotices(event: PaymentEvent, speech: Speech = ENGLISH): PaymentNotice[] {
  const { t } = speech;
  const d = event.data;
  const payer: PartyRef = { kind: 'user', id: d.payerId };
  const kind = d.kind;
  const toPayer = (headline: string, details: string): PaymentNotice => ({ recipient: payer, side: 'payer', headline, details });
  const toLister = (headline: string, details: string): PaymentNotice => ({ recipient: d.lister, side: 'lister', headline, details });
  const tryAgain = () => t('mail.payment.try-again', 'Nothing was taken. You can pay again from your payments.');
  switch (event.type) {
    case 'PaymentHeld': {
      const amount = cedisOf(event.data.amount);
      const next = event.data.mismatch
        ? t('mail.payment.held.mismatch', 'The amount received differs from what was asked: staff check it before anything is released.')
        : t('mail.payment.held.next', 'The money stays with our licensed payment provider until the {kind, select, viewing_fee {viewing} deposit {move-in} other {stay}} has taken place; then it goes to the lister, or back to the payer if it did not.', { kind });
      return [
        toPayer(t('mail.payment.held.payer', 'Receipt: your {kind, select, viewing_fee {viewing fee} deposit {holding deposit} other {stay payment}} of {amount} is held safely', { kind, amount }), next),
        toLister(t('mail.payment.held.lister', 'A {kind, select, viewing_fee {viewing fee} deposit {holding deposit} other {stay payment}} of {amount} was paid into the hold', { kind, amount }), next),
      ];
    }
    case 'PaymentFailed':
    case 'PaymentExpired': {
      const expired = event.type === 'PaymentExpired' ? 'yes' : 'no';
      return [
        toPayer(t('mail.payment.failed.payer', '{expired, select, yes {Your payment was not approved in time} other {Your payment did not go through}}', { expired }), tryAgain()),
        toLister(
          t('mail.payment.failed.lister', 'The {kind, select, viewing_fee {viewing fee} deposit {holding deposit} other {stay payment}} was not paid: {expired, select, yes {it was not approved in time} other {the payment did not go through}}', { kind, expired }),
          t('mail.payment.failed.lister.next', 'The seeker may pay again.'),
        ),
      ];
    }
    case 'PaymentReleased': {
      const amount = cedisOf(event.data.amount);
      return [
        toLister(t('mail.payment.released.lister', '{amount} was paid to your mobile-money number', { amount }), t('mail.payment.released.lister.next', 'It may take a few minutes to show on your phone.')),
        toPayer(t('mail.payment.released.payer', '{amount} of your {kind, select, viewing_fee {viewing fee} deposit {holding deposit} other {stay payment}} went to the lister', { kind, amount }), t('mail.payment.released.payer.next', 'This payment is complete.')),
      ];
    }
    case 'PaymentRefunded': {
      const amount = cedisOf(event.data.amount);
      return [
        event.data.to === 'card'
          ? toPayer(t('mail.payment.refunded.payer-card', '{amount} was refunded to your card', { amount }), t('mail.payment.refunded.payer-card.next', 'Your bank may take a few days to show it on your card.'))
          : toPayer(t('mail.payment.refunded.payer', '{amount} was refunded to your mobile-money number', { amount }), t('mail.payment.refunded.payer.next', 'It may take a few minutes to show on your phone.')),
        toLister(t('mail.payment.refunded.lister', '{amount} of the {kind, select, viewing_fee {viewing fee} deposit {holding deposit} other {stay payment}} was refunded to the payer', { kind, amount }), t('mail.payment.refunded.lister.next', 'This payment is complete.')),
      ];
    }
    case 'PaymentDisputed': {
      const next = t('mail.payment.disputed.next', 'The money stays held until our staff decide. Both sides are told of the decision.');
      const byPayer = event.data.side === 'payer';
      const yours = t('mail.payment.disputed.yours', 'You disputed the {kind, select, viewing_fee {viewing fee} deposit {holding deposit} other {stay payment}}', { kind });
      const theirs = t('mail.payment.disputed.theirs', 'The {side, select, payer {payer} other {lister}} disputed the {kind, select, viewing_fee {viewing fee} deposit {holding deposit} other {stay payment}}', { kind, side: event.data.side });
      return [toPayer(byPayer ? yours : theirs, next), toLister(byPayer ? theirs : yours, next)];
    }
    case 'PaymentDecided': {
      const { decision, listerShare, payerShare, reason } = event.data;
      const headline = t('mail.payment.decided', 'Our staff decided the dispute over the {kind, select, viewing_fee {viewing fee} deposit {holding deposit} other {stay payment}}', { kind });
      const details = t(
        'mail.payment.decided.details',
        '{decision, select, release {All of it, {lister}, goes to the lister.} refund {All of it, {payer}, goes back to the payer.} other {{lister} goes to the lister and {payer} back to the payer.}} Why: {reason}',
        { decision, lister: cedisOf(listerShare), payer: cedisOf(payerShare), reason },
      );
      return [toPayer(headline, details), toLister(headline, details)];
    }
    case 'PaymentRequested':
    case 'PaymentPending':
    case 'PaymentReleaseRequested':
    case 'PaymentRefundRequested':
      return [];
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}
