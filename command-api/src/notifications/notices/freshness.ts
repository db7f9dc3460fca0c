import { freshness, type ListingArchivedAsStale, type ListingConfirmationRequested } from '@fie/domain';
import { listingConfirmToken } from '@fie/platform';
import type { MailMessage } from '@fie/stores';
import { moderationSms } from '../../moderation/mail';
import { escapeHtml } from '../../shared/escape-html';
import { unsubscribeHeaders } from '../message-mail';
import type { NoticeSource } from './source';

/**
 * Freshness (issue 10): the 30-day "still available?" prompt and the 60-day archive tell the lister. The prompt
 * follows their preferences for mail about their listings; the archive mails even someone on the site, as it
 * takes the listing out of search.
 */
export const freshnessNoticeSource: NoticeSource = async (recorded, deps) => {
  if (recorded.type !== 'ListingConfirmationRequested' && recorded.type !== 'ListingArchivedAsStale') return [];
  const event = { type: recorded.type, data: recorded.data } as ListingConfirmationRequested | ListingArchivedAsStale;
  const { recipient, title, body } = freshness.freshnessNotice(event);
  const archived = event.type === 'ListingArchivedAsStale';
  // One tap, no sign-in: the link opens a page whose button confirms (a POST, so a mail scanner's fetch does not).
  const link = `${deps.publicUrl}/confirm-listing?token=${listingConfirmToken(deps.codeSecret, event.data.listingId, event.data.lastConfirmedAt)}`;
  return [
    {
      party: recipient,
      notice: {
        kind: 'moderation',
        topic: `freshness-${recorded.streamId}-${recorded.revision}`,
        always: archived,
        mail: (to, unsubscribe) => freshnessMail({ to, title, body, link, unsubscribe }),
        sms: moderationSms({ title, body: archived ? 'Confirm it on your Fie dashboard to advertise it again.' : 'Confirm it on your Fie dashboard.' }),
      },
    },
  ];
};

/** The prompt or the archive by mail: the question, what happens next, and the one-tap link. */
function freshnessMail(m: { to: string; title: string; body: string; link: string; unsubscribe: string }): MailMessage {
  return {
    to: m.to,
    subject: m.title,
    text: [m.title, '', m.body, '', `Yes, it is still available: ${m.link}`, '', `Stop these emails: ${m.unsubscribe}`].join('\n'),
    html:
      `<p>${escapeHtml(m.title)}</p><p>${escapeHtml(m.body)}</p>` +
      `<p><a href="${escapeHtml(m.link)}">Yes, it is still available</a></p>` +
      `<p style="color:#666;font-size:12px"><a href="${escapeHtml(m.unsubscribe)}">Stop emails about your listings</a></p>`,
    headers: unsubscribeHeaders(m.unsubscribe, 'moderation'),
  };
}
