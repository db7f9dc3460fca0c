import { ENGLISH, type Speech } from '@fie/domain';
import type { MailMessage } from '@fie/stores';
import { stopTheseEmails, unsubscribeHeaders } from '../notifications/message-mail';
import { escapeHtml } from '../shared/escape-html';

/**
 * The mail of a payment's step (issue 33): the receipt, a failure, the money released or refunded, a dispute and
 * staff's decision. The headline, what happens next, the property, and a link to the payment and its history in
 * the dashboard. Never the payer's number, nor the provider's reference.
 */
export function paymentMail(m: { to: string; headline: string; details: string; propertyTitle: string; link: string; unsubscribe: string }, { t }: Speech = ENGLISH): MailMessage {
  const property = t('mail.payment.property', 'For {propertyTitle}.', { propertyTitle: m.propertyTitle });
  return {
    to: m.to,
    subject: m.headline,
    text: [m.headline, '', m.details, property, '', t('mail.payment.see', 'See the payment and its history: {link}', { link: m.link }), '', stopTheseEmails(t, m.unsubscribe)].join('\n'),
    html:
      `<p><strong>${escapeHtml(m.headline)}</strong></p><p>${escapeHtml(m.details)}</p><p>${escapeHtml(property)}</p>` +
      `<p><a href="${escapeHtml(m.link)}">${t('mail.payment.see.button', 'See the payment and its history')}</a></p>` +
      `<p style="color:#666;font-size:12px"><a href="${escapeHtml(m.unsubscribe)}">${t('mail.payment.unsubscribe', 'Stop emails about payments')}</a></p>`,
    headers: unsubscribeHeaders(m.unsubscribe, 'payment'),
  };
}

/** A text with its short link; the notifier makes it GSM-7 and fits it to two SMS, the link kept whole (fitText). */
export const paymentSms = (m: { headline: string; details: string; link: string }, { t }: Speech = ENGLISH) => t('sms.payment', 'Fie: {headline}. {details} {link}', m);
