import { freshness, longDateIn, type ListingArchivedAsStale, type ListingArchiveWarned, type ListingConfirmationRequested, type Speech } from '@fie/domain';
import { listingConfirmToken } from '@fie/platform';
import type { MailMessage } from '@fie/stores';
import { escapeHtml } from '../../shared/escape-html';
import { stopTheseEmails, unsubscribeHeaders } from '../message-mail';
import type { NoticeSource } from './source';

/**
 * Freshness (issue 10): the 30-day "still available?" prompt, the warning a week before the archive (issue 32: a
 * listing about to expire) and the 60-day archive tell the lister. The prompt and the warning follow their
 * preferences about their listings; the archive mails even someone on the site, as it takes the listing out of
 * search. Texts (issue 32) lead by a short link to the one-tap confirm page.
 */
export const freshnessNoticeSource: NoticeSource = async (recorded, deps) => {
  if (recorded.type !== 'ListingConfirmationRequested' && recorded.type !== 'ListingArchiveWarned' && recorded.type !== 'ListingArchivedAsStale') return [];
  const event = { type: recorded.type, data: recorded.data } as ListingConfirmationRequested | ListingArchiveWarned | ListingArchivedAsStale;
  const { recipient } = freshness.freshnessNotice(event);
  const archived = event.type === 'ListingArchivedAsStale';
  // One tap, no sign-in: the link opens a page whose button confirms (a POST, so a mail scanner's fetch does not).
  const target = `/confirm-listing?token=${listingConfirmToken(deps.codeSecret, event.data.listingId, event.data.lastConfirmedAt)}`;
  const link = `${deps.publicUrl}${target}`;
  return [
    {
      party: recipient,
      notice: {
        kind: 'moderation',
        topic: `freshness-${recorded.streamId}-${recorded.revision}`,
        always: archived,
        target,
        mail: (to, unsubscribe, speech) => freshnessMail({ to, ...freshness.freshnessNotice(event, speech), link, unsubscribe }, speech),
        sms: (speech, short = link) => {
          const { t } = speech;
          const { name } = event.data;
          if (event.type === 'ListingArchiveWarned') {
            return t('sms.freshness.warned.link', 'Fie: your listing "{name}" leaves search on {date} unless you confirm it is still available: {link}', { name, date: longDateIn(event.data.archivesAt, speech), link: short });
          }
          return archived
            ? t('sms.freshness.archived.link', 'Fie: your listing "{name}" is out of search: nobody confirmed it for 60 days. Still available? Confirm it here: {link}', { name, link: short })
            : t('sms.freshness.prompt.link', 'Fie: is your listing "{name}" still available? Confirm it with one tap, or at 60 days it leaves search: {link}', { name, link: short });
        },
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
