import { ENGLISH, type Speech } from '@fie/domain';
import type { MailMessage } from '@fie/stores';
import { stopTheseEmails, unsubscribeHeaders } from '../notifications/message-mail';
import { escapeHtml } from '../shared/escape-html';

/**
 * The mail of a review's news (issue 33): the other side has reviewed you (write yours before the window closes),
 * or a review of you is published. Never the review's words: they are shown on the site, once both are in.
 */
export function reviewMail(m: { to: string; headline: string; details: string; link: string; unsubscribe: string }, { t }: Speech = ENGLISH): MailMessage {
  return {
    to: m.to,
    subject: m.headline,
    text: [m.headline, '', m.details, '', t('mail.review.open', 'Open your dashboard: {link}', { link: m.link }), '', stopTheseEmails(t, m.unsubscribe)].join('\n'),
    html:
      `<p><strong>${escapeHtml(m.headline)}</strong></p><p>${escapeHtml(m.details)}</p>` +
      `<p><a href="${escapeHtml(m.link)}">${t('mail.review.open.button', 'Open your dashboard')}</a></p>` +
      `<p style="color:#666;font-size:12px"><a href="${escapeHtml(m.unsubscribe)}">${t('mail.review.unsubscribe', 'Stop these emails')}</a></p>`,
    headers: unsubscribeHeaders(m.unsubscribe, 'review'),
  };
}

/** A text with its short link; the notifier fits it to two SMS, the link kept whole. */
export const reviewSms = (m: { headline: string; details: string; link: string }, { t }: Speech = ENGLISH) => t('sms.review', 'Fie: {headline}. {details} {link}', m);
