import { ENGLISH, type Speech } from '@fie/domain';
import type { MailMessage } from '@fie/stores';
import { escapeHtml } from '../shared/escape-html';

const PREVIEW = 400;

/**
 * The mail telling someone offline that a message arrived: who wrote (by name only, never their email or
 * phone), about which property, the start of the text, a link back, and a one-click unsubscribe. In the reader's
 * language (issue 23); names, titles and the message itself as they were written.
 */
export function newMessageMail(m: { to: string; fromName: string; propertyTitle?: string; text: string; link: string; unsubscribe: string }, { t }: Speech = ENGLISH): MailMessage {
  const preview = m.text.length > PREVIEW ? `${m.text.slice(0, PREVIEW)}…` : m.text;
  const about = m.propertyTitle ? 'yes' : 'no';
  const intro = (fromName: string, propertyTitle: string) =>
    t('mail.message.intro', '{about, select, yes {{fromName} sent you a message about {propertyTitle}:} other {{fromName} sent you a message:}}', { about, fromName, propertyTitle });
  return {
    to: m.to,
    subject: t('mail.message.subject', '{about, select, yes {{fromName} sent you a message on Fie about {propertyTitle}} other {{fromName} sent you a message on Fie}}', { about, fromName: m.fromName, propertyTitle: m.propertyTitle ?? '' }),
    text: [intro(m.fromName, m.propertyTitle ?? ''), '', preview, '', readAndReply(t, m.link), '', stopTheseEmails(t, m.unsubscribe)].join('\n'),
    html:
      `<p>${intro(escapeHtml(m.fromName), escapeHtml(m.propertyTitle ?? ''))}</p>` +
      `<blockquote style="border-left:3px solid #ccc;margin:0;padding-left:12px;white-space:pre-line">${escapeHtml(preview)}</blockquote>` +
      `<p><a href="${escapeHtml(m.link)}">${t('mail.common.read-and-reply.button', 'Read and reply')}</a></p>` +
      `<p style="color:#666;font-size:12px"><a href="${escapeHtml(m.unsubscribe)}">${t('mail.message.unsubscribe', 'Stop emails about new messages')}</a></p>`,
    headers: unsubscribeHeaders(m.unsubscribe, 'new-message'),
  };
}

/** 'Read and reply: https://…', the line every message mail ends with. */
const readAndReply = (t: Speech['t'], link: string) => t('mail.common.read-and-reply', 'Read and reply: {link}', { link });
/** 'Stop these emails: https://…', the plain-text unsubscribe line of every mail that has one. */
export const stopTheseEmails = (t: Speech['t'], link: string) => t('mail.common.stop-these-emails', 'Stop these emails: {link}', { link });

/** The morning digest: one mail listing the conversations with unread messages. */
export function digestMail(m: { to: string; conversations: { name: string; unread: number }[]; link: string; unsubscribe: string }, { t }: Speech = ENGLISH): MailMessage {
  const total = m.conversations.reduce((n, c) => n + c.unread, 0);
  const line = (name: string, unread: number) => t('mail.digest.line', '{name}: {unread} unread', { name, unread });
  const morning = t('mail.digest.intro', 'Good morning. Waiting for you on Fie:');
  return {
    to: m.to,
    subject: t('mail.digest.subject', '{total, plural, one {You have {total} unread message on Fie} other {You have {total} unread messages on Fie}}', { total }),
    text: [morning, '', ...m.conversations.map((c) => line(c.name, c.unread)), '', readAndReply(t, m.link), '', stopTheseEmails(t, m.unsubscribe)].join('\n'),
    html:
      `<p>${morning}</p><ul>${m.conversations.map((c) => `<li>${line(escapeHtml(c.name), c.unread)}</li>`).join('')}</ul>` +
      `<p><a href="${escapeHtml(m.link)}">${t('mail.common.read-and-reply.button', 'Read and reply')}</a></p><p style="color:#666;font-size:12px"><a href="${escapeHtml(m.unsubscribe)}">${t('mail.message.unsubscribe', 'Stop emails about new messages')}</a></p>`,
    headers: unsubscribeHeaders(m.unsubscribe, 'message-digest'),
  };
}

/** RFC 8058: mail clients show an Unsubscribe button that POSTs to the link. */
export const unsubscribeHeaders = (link: string, template: string) => ({
  'List-Unsubscribe': `<${link}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  'X-Fie-Template': template,
});

/** A text with its (short) link; the notifier makes it GSM-7 and fits it to two SMS, the link whole (fitText). */
export function newMessageSms(m: { fromName: string; propertyTitle?: string; link: string }, { t }: Speech = ENGLISH) {
  return t('sms.message', '{about, select, yes {Fie: {fromName} sent you a message about {propertyTitle}. Reply at {link}} other {Fie: {fromName} sent you a message. Reply at {link}}}', {
    about: m.propertyTitle ? 'yes' : 'no', fromName: m.fromName, propertyTitle: m.propertyTitle ?? '', link: m.link,
  });
}
