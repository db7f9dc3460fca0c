import { ENGLISH, type Speech } from '@fie/domain';
import type { MailMessage } from '@fie/stores';
import { stopTheseEmails, unsubscribeHeaders } from '../notifications/message-mail';
import { escapeHtml } from '../shared/escape-html';

const PREVIEW = 400;

/**
 * The mail telling someone away that the other side of an offer took a step: the headline ('Ama M. offered
 * GH₵ 4,000 a month, 3 months in advance'), the property, the other side's message if they wrote one, a link to
 * the offer and a one-click unsubscribe. Names only, never an email or a phone. In the reader's language (the
 * headline too: offerNotice with their Speech).
 */
export function offerMail(m: { to: string; headline: string; propertyTitle: string; message?: string; link: string; unsubscribe: string }, { t }: Speech = ENGLISH): MailMessage {
  const preview = m.message && m.message.length > PREVIEW ? `${m.message.slice(0, PREVIEW)}…` : m.message;
  const intro = (headline: string, propertyTitle: string) => t('mail.offer.intro', '{headline} for {propertyTitle}.', { headline, propertyTitle });
  return {
    to: m.to,
    subject: t('mail.offer.subject', '{headline} for {propertyTitle}', { headline: m.headline, propertyTitle: m.propertyTitle }),
    text: [intro(m.headline, m.propertyTitle), ...(preview ? ['', preview] : []), '', t('mail.offer.see', 'See the offer and its history: {link}', { link: m.link }), '', stopTheseEmails(t, m.unsubscribe)].join('\n'),
    html:
      `<p>${intro(escapeHtml(m.headline), escapeHtml(m.propertyTitle))}</p>` +
      (preview ? `<blockquote style="border-left:3px solid #ccc;margin:0;padding-left:12px;white-space:pre-line">${escapeHtml(preview)}</blockquote>` : '') +
      `<p><a href="${escapeHtml(m.link)}">${t('mail.offer.see.button', 'See the offer and its history')}</a></p>` +
      `<p style="color:#666;font-size:12px"><a href="${escapeHtml(m.unsubscribe)}">${t('mail.offer.unsubscribe', 'Stop emails about offers')}</a></p>`,
    headers: unsubscribeHeaders(m.unsubscribe, 'offer-step'),
  };
}

/** A text stays within plain characters ('GHS', not the cedi sign) and says where to answer. */
export function offerSms(m: { headline: string; propertyTitle: string; link: string }, { t }: Speech = ENGLISH) {
  return t('sms.offer', 'Fie: {headline} for {propertyTitle}. See it at {link}', m);
}
