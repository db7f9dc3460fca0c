import { freshness, type ListingArchivedAsStale, type ListingConfirmationRequested, type Speech } from '@fie/domain';
import { listingConfirmToken } from '@fie/platform';
import type { MailMessage } from '@fie/stores';
import { moderationSms } from '../../moderation/mail';
import { escapeHtml } from '../../shared/escape-html';
import { stopTheseEmails, unsubscribeHeaders } from '../message-mail';
import type { NoticeSource } from './source';

/**
 * Freshness (issue 10): the 30-day "still available?" prompt and the 60-day archive tell the lister. The prompt
 * follows their preferences for mail about their listings; the archive mails even someone on the site, as it
 * takes the listing out of search.
 */
export const freshnessNoticeSource: NoticeSource = async (recorded, deps) => {
  if (recorded.type !== 'ListingConfirmationRequested' && recorded.type !== 'ListingArchivedAsStale') return [];
  const event = { type: recorded.type, data: recorded.data } as ListingConfirmationRequested | ListingArchivedAsStale;
  const { recipient } = freshness.freshnessNotice(event);
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
        mail: (to, unsubscribe, speech) => freshnessMail({ to, ...freshness.freshnessNotice(event, speech), link, unsubscribe }, speech),
        sms: (speech) =>
          moderationSms({
            title: freshness.freshnessNotice(event, speech).title,
            body: archived ? speech.t('sms.freshness.archived', 'Confirm it on your Fie dashboard to advertise it again.') : speech.t('sms.freshness.prompt', 'Confirm it on your Fie dashboard.'),
          }, speech),
      },
    },
  ];
};

/** The prompt or the archive by mail: the question, what happens next, and the one-tap link. */
function freshnessMail(m: { to: string; title: string; body: string; link: string; unsubscribe: string }, { t }: Speech): MailMessage {
  return {
    to: m.to,
    subject: m.title,
    text: [m.title, '', m.body, '', t('mail.freshness.confirm', 'Yes, it is still available: {link}', { link: m.link }), '', stopTheseEmails(t, m.unsubscribe)].join('\n'),
    html:
      `<p>${escapeHtml(m.title)}</p><p>${escapeHtml(m.body)}</p>` +
      `<p><a href="${escapeHtml(m.link)}">${t('mail.freshness.confirm.button', 'Yes, it is still available')}</a></p>` +
      `<p style="color:#666;font-size:12px"><a href="${escapeHtml(m.unsubscribe)}">${t('mail.freshness.unsubscribe', 'Stop emails about your listings')}</a></p>`,
    headers: unsubscribeHeaders(m.unsubscribe, 'moderation'),
  };
}
