import type { MailAttachment, MailMessage } from '@fie/stores';
import { escapeHtml } from '../shared/escape-html';

/**
 * The mail for a step of a viewing or a stay: what happened, when and where, a reason if one was given, a
 * link to the Calender tab, a one-click unsubscribe, and for viewings the calendar invitation (.ics) that
 * adds, moves or removes it in the person's own calendar.
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
}): MailMessage {
  const lines = [m.headline, '', m.details, ...(m.reason ? ['', `They said: "${m.reason}"`] : []), ...(m.extra ? ['', m.extra] : []), '', `Open your calendar: ${m.link}`, '', `Stop these emails: ${m.unsubscribe}`];
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
      `<p><a href="${escapeHtml(m.link)}">Open your calendar</a></p>` +
      `<p style="color:#666;font-size:12px"><a href="${escapeHtml(m.unsubscribe)}">Stop emails about viewings and stay bookings</a></p>`,
    headers: { 'List-Unsubscribe': `<${m.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click', 'X-Fie-Template': 'dealing' },
    ...(attachments ? { attachments } : {}),
  };
}

/** One GSM-7 text where it can: no cedi sign, a short link. */
export const dealingSms = (m: { headline: string; details: string; link: string }) => `Fie: ${m.headline}. ${m.details}. ${m.link}`.slice(0, 300);
