import { isPaymentEvent, partyKey, paymentNotices, paymentStepAt, type PaymentEvent } from '@fie/domain';
import { paymentLink, type NotificationView } from '@fie/read-models';
import type { RecordedEvent } from '@fie/stores';

/**
 * Each step of a payment that is news (held, failed or expired, released, refunded, disputed, decided) tells both
 * sides under the bell, leading to the payment in their dashboard; its `kind` ('payment') is what a payments list on
 * screen listens for to refresh itself.
 */
export function paymentNoticeViews(recorded: RecordedEvent): NotificationView[] {
  if (!isPaymentEvent(recorded)) return [];
  const event = { type: recorded.type, data: recorded.data } as PaymentEvent;
  return paymentNotices(event).map((n) => ({
    id: `payment-${recorded.streamId}-${recorded.revision}-${n.side}`,
    recipient: partyKey(n.recipient),
    kind: 'payment',
    // The lister acts for the payment's other side; the payer reads about their own payment.
    actor: n.side === 'payer' ? partyKey(event.data.lister) : partyKey({ kind: 'user', id: event.data.payerId }),
    title: n.headline,
    body: 'For {property}',
    link: paymentLink(event.data.paymentId),
    propertyId: event.data.listingId,
    createdAt: paymentStepAt(event),
    read: false,
  }));
}
