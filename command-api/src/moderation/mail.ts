import type { MailMessage } from '@fie/stores';
import { unsubscribeHeaders } from '../notifications/message-mail';
import { escapeHtml } from '../shared/escape-html';

/** A moderators' decision or a report's outcome, by mail: the headline, what it means (the reason), a link. */
export function moderationMail(m: { to: string; title: string; body: string; link: string; unsubscribe: string }): MailMessage {
  return {
    to: m.to,
    subject: m.title,
    text: [`${m.title}.`, '', m.body, '', `See it on Fie: ${m.link}`, '', `Stop these emails: ${m.unsubscribe}`].join('\n'),
    html:
      `<p>${escapeHtml(m.title)}.</p><p style="white-space:pre-line">${escapeHtml(m.body)}</p>` +
      `<p><a href="${escapeHtml(m.link)}">See it on Fie</a></p>` +
      `<p style="color:#666;font-size:12px"><a href="${escapeHtml(m.unsubscribe)}">Stop emails about moderators' decisions</a></p>`,
    headers: unsubscribeHeaders(m.unsubscribe, 'moderation'),
  };
}

/** Plain characters only, within one text's length. */
export const moderationSms = (m: { title: string; body: string }) => `Fie: ${m.title}. ${m.body}`.slice(0, 300);
