import type { MailMessage } from '@fie/stores';
import { escapeHtml } from '../shared/escape-html';

const PREVIEW = 400;

/**
 * The mail telling someone offline that a message arrived: who wrote (by name only, never their email or
 * phone), about which property, the start of the text, a link back, and a one-click unsubscribe.
 */
export function newMessageMail(m: { to: string; fromName: string; propertyTitle?: string; text: string; link: string; unsubscribe: string }): MailMessage {
  const preview = m.text.length > PREVIEW ? `${m.text.slice(0, PREVIEW)}…` : m.text;
  const about = m.propertyTitle ? ` about ${m.propertyTitle}` : '';
  return {
    to: m.to,
    subject: `${m.fromName} sent you a message on Fie${about}`,
    text: [`${m.fromName} sent you a message${about}:`, '', preview, '', `Read and reply: ${m.link}`, '', `Stop these emails: ${m.unsubscribe}`].join('\n'),
    html:
      `<p>${escapeHtml(m.fromName)} sent you a message${escapeHtml(about)}:</p>` +
      `<blockquote style="border-left:3px solid #ccc;margin:0;padding-left:12px;white-space:pre-line">${escapeHtml(preview)}</blockquote>` +
      `<p><a href="${escapeHtml(m.link)}">Read and reply</a></p>` +
      `<p style="color:#666;font-size:12px"><a href="${escapeHtml(m.unsubscribe)}">Stop emails about new messages</a></p>`,
    headers: unsubscribeHeaders(m.unsubscribe, 'new-message'),
  };
}

/** The morning digest: one mail listing the conversations with unread messages. */
export function digestMail(m: { to: string; conversations: { name: string; unread: number }[]; link: string; unsubscribe: string }): MailMessage {
  const total = m.conversations.reduce((n, c) => n + c.unread, 0);
  const lines = m.conversations.map((c) => `${c.name}: ${c.unread} unread`);
  return {
    to: m.to,
    subject: `You have ${total} unread message${total === 1 ? '' : 's'} on Fie`,
    text: ['Good morning. Waiting for you on Fie:', '', ...lines, '', `Read and reply: ${m.link}`, '', `Stop these emails: ${m.unsubscribe}`].join('\n'),
    html:
      `<p>Good morning. Waiting for you on Fie:</p><ul>${m.conversations.map((c) => `<li>${escapeHtml(c.name)}: ${c.unread} unread</li>`).join('')}</ul>` +
      `<p><a href="${escapeHtml(m.link)}">Read and reply</a></p><p style="color:#666;font-size:12px"><a href="${escapeHtml(m.unsubscribe)}">Stop emails about new messages</a></p>`,
    headers: unsubscribeHeaders(m.unsubscribe, 'message-digest'),
  };
}

/** RFC 8058: mail clients show an Unsubscribe button that POSTs to the link. */
export const unsubscribeHeaders = (link: string, template: string) => ({
  'List-Unsubscribe': `<${link}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  'X-Fie-Template': template,
});

/** An SMS stays within one GSM-7 message where it can: 'GHS', not the cedi sign, and a short link. */
export function newMessageSms(m: { fromName: string; propertyTitle?: string; link: string }) {
  const about = m.propertyTitle ? ` about ${m.propertyTitle}` : '';
  return `Fie: ${m.fromName} sent you a message${about}. Reply at ${m.link}`.slice(0, 300);
}
