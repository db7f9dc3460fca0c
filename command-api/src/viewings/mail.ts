import { ENGLISH, type Speech } from '@fie/domain';
import type { MailAttachment, MailMessage } from '@fie/stores';
import { stopTheseEmails } from '../notifications/message-mail';
import { escapeHtml } from '../shared/escape-html';

/**
 * The mail for a step of a viewing or a stay: what happened, when and where, a reason if one was given, a
 * link to the Calender tab, a one-click unsubscribe, and for viewings the calendar invitation (.ics) that
 * adds, moves or removes it in the person's own calendar. In the reader's language (the headline and details too:
 * viewingNotices and stayNotices with their Speech).
 */
export function dealingMail(m: {
  to: string;
  headline: string;
  details: string;
  reason?: string;
  extra?: string;
  link: string;
  unsubscribe: string;
  invitation?: { method: 'REQUEST' | 'CANCEL'; ics: string };
}, { t }: Speech = ENGLISH): MailMessage {
  const lines = [
    m.headline, '', m.details, ...(m.reason ? ['', t('mail.dealing.reason', 'They said: "{reason}"', { reason: m.reason })] : []), ...(m.extra ? ['', m.extra] : []), '',
    t('mail.dealing.calendar', 'Open your calendar: {link}', { link: m.link }), '', stopTheseEmails(t, m.unsubscribe),
  ];
  const attachments: MailAttachment[] | undefined = m.invitation
    ? [{ filename: m.invitation.method === 'CANCEL' ? 'cancel.ics' : 'invite.ics', content: m.invitation.ics, contentType: `text/calendar; method=${m.invitation.method}; charset=utf-8` }]
    : undefined;
  return {
    to: m.to,
    subject: m.headline,
    text: lines.join('\n'),
    html:
      `<p><strong>${escapeHtml(m.headline)}</strong></p><p>${escapeHtml(m.details)}</p>` +
      (m.reason ? `<blockquote style="border-left:3px solid #ccc;margin:0;padding-left:12px">${escapeHtml(m.reason)}</blockquote>` : '') +
      (m.extra ? `<p style="white-space:pre-line">${escapeHtml(m.extra)}</p>` : '') +
      `<p><a href="${escapeHtml(m.link)}">${t('mail.dealing.calendar.button', 'Open your calendar')}</a></p>` +
      `<p style="color:#666;font-size:12px"><a href="${escapeHtml(m.unsubscribe)}">${t('mail.dealing.unsubscribe', 'Stop emails about viewings and stay bookings')}</a></p>`,
    headers: { 'List-Unsubscribe': `<${m.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click', 'X-Fie-Template': 'dealing' },
    ...(attachments ? { attachments } : {}),
  };
}

/** A text with its link; the notifier makes it GSM-7 and fits it to two SMS, the link whole (fitText). */
export const dealingSms = (m: { headline: string; details: string; link: string }, { t }: Speech = ENGLISH) => t('sms.dealing', 'Fie: {headline}. {details}. {link}', m);
