import type { MailMessage } from '@fie/stores';
import { unsubscribeHeaders } from '../notifications/message-mail';
import { escapeHtml } from '../shared/escape-html';

const PREVIEW = 400;

/**
 * The mail telling someone away that the other side of an offer took a step: the headline ('Ama M. offered
 * GH₵ 4,000 a month, 3 months in advance'), the property, the other side's message if they wrote one, a link to
 * the offer and a one-click unsubscribe. Names only, never an email or a phone.
 */
export function offerMail(m: { to: string; headline: string; propertyTitle: string; message?: string; link: string; unsubscribe: string }): MailMessage {
  const preview = m.message && m.message.length > PREVIEW ? `${m.message.slice(0, PREVIEW)}…` : m.message;
  return {
    to: m.to,
    subject: `${m.headline} for ${m.propertyTitle}`,
    text: [`${m.headline} for ${m.propertyTitle}.`, ...(preview ? ['', preview] : []), '', `See the offer and its history: ${m.link}`, '', `Stop these emails: ${m.unsubscribe}`].join('\n'),
    html:
      `<p>${escapeHtml(m.headline)} for ${escapeHtml(m.propertyTitle)}.</p>` +
      (preview ? `<blockquote style="border-left:3px solid #ccc;margin:0;padding-left:12px;white-space:pre-line">${escapeHtml(preview)}</blockquote>` : '') +
      `<p><a href="${escapeHtml(m.link)}">See the offer and its history</a></p>` +
      `<p style="color:#666;font-size:12px"><a href="${escapeHtml(m.unsubscribe)}">Stop emails about offers</a></p>`,
    headers: unsubscribeHeaders(m.unsubscribe, 'offer-step'),
  };
}

/** A text stays within plain characters ('GHS', not the cedi sign) and says where to answer. */
export function offerSms(m: { headline: string; propertyTitle: string; link: string }) {
  return `Fie: ${m.headline} for ${m.propertyTitle}. See it at ${m.link}`.slice(0, 300);
}
