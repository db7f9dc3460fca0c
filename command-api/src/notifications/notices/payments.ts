import { isPaymentEvent, partyKey, paymentNotices, type PaymentEvent, type Speech } from '@fie/domain';
import { notificationLink, paymentLink, propertyRef } from '@fie/read-models';
import { paymentMail, paymentSms } from '../../payments/mail';
import type { NoticeSource } from './source';

/**
 * Each step of a payment that is news (held, failed or expired, released, refunded, disputed, decided), to both
 * sides by the channels they chose for payments: a mail, and a text with a short link to the payment in their
 * dashboard. Always sent, even to someone on the site: a receipt is what people keep of money they paid.
 */
export const paymentNoticeSource: NoticeSource = async (recorded, deps) => {
  if (!isPaymentEvent(recorded)) return [];
  // Opened like every notice's event, though no notice repeats the sealed parts (the payer's number, a dispute's words).
  const opened = await deps.vault.open(recorded);
  const event = { type: opened.type, data: opened.data } as PaymentEvent;
  const notices = paymentNotices(event);
  if (!notices.length) return [];
  const property = await propertyRef(deps.documents, event.data.listingId);
  const propertyTitle = (speech: Speech) => property?.title ?? speech.t('mail.common.a-property', 'a property');
  return notices.map((n, i) => {
    const party = partyKey(n.recipient);
    // The notice in the reader's language: the same one (the i-th) worded with their Speech.
    const wording = (speech: Speech) => {
      const worded = paymentNotices(event, speech)[i]!;
      return { headline: worded.headline, details: worded.details };
    };
    const target = notificationLink({ recipient: party, link: paymentLink(event.data.paymentId) });
    const link = `${deps.publicUrl}${target}`;
    return {
      party,
      notice: {
        kind: 'payments' as const,
        topic: `${recorded.streamId}-${recorded.revision}-${n.side}`,
        always: true,
        target,
        mail: (address: string, unsubscribe: string, speech: Speech) => paymentMail({ to: address, ...wording(speech), propertyTitle: propertyTitle(speech), link, unsubscribe }, speech),
        sms: (speech: Speech, short?: string) => paymentSms({ ...wording(speech), link: short ?? link }, speech),
      },
    };
  });
};
