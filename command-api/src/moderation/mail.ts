import { ENGLISH, type Speech } from '@fie/domain';
import type { MailMessage } from '@fie/stores';
import { stopTheseEmails, unsubscribeHeaders } from '../notifications/message-mail';
import { escapeHtml } from '../shared/escape-html';

/**
 * A moderators' decision or a report's outcome, by mail: the headline, what it means (the reason), a link. In the
 * reader's language (the title and body too: moderationNotice and freshnessNotice with their Speech).
 */
export function moderationMail(m: { to: string; title: string; body: string; link: string; unsubscribe: string }, { t }: Speech = ENGLISH): MailMessage {
  return {
    to: m.to,
    subject: m.title,
    text: [`${m.title}.`, '', m.body, '', t('mail.moderation.see', 'See it on Fie: {link}', { link: m.link }), '', stopTheseEmails(t, m.unsubscribe)].join('\n'),
    html:
      `<p>${escapeHtml(m.title)}.</p><p style="white-space:pre-line">${escapeHtml(m.body)}</p>` +
      `<p><a href="${escapeHtml(m.link)}">${t('mail.moderation.see.button', 'See it on Fie')}</a></p>` +
      `<p style="color:#666;font-size:12px"><a href="${escapeHtml(m.unsubscribe)}">${t('mail.moderation.unsubscribe', "Stop emails about moderators' decisions")}</a></p>`,
    headers: unsubscribeHeaders(m.unsubscribe, 'moderation'),
  };
}

/** A text; the notifier makes it plain and fits it to two SMS (fitText). */
export const moderationSms = (m: { title: string; body: string }, { t }: Speech = ENGLISH) => t('sms.moderation', 'Fie: {title}. {body}', { title: m.title, body: m.body });
