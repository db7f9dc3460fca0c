import { typeLabels, type ListingArchivedAsStale, type ListingConfirmationRequested } from '@fie/domain';
import { LISTINGS, notificationLink, type ListingView } from '@fie/read-models';
import { moderationMail, moderationSms } from '../../moderation/mail';
import type { NoticeSource } from './source';

/** Where the lister confirms: their dashboard's Properties tab, where the card asks "Still available?". */
const confirmLink = '?tab=properties';

/**
 * Freshness (issue 10): the 30-day "still available?" prompt and the 60-day archive tell the lister. The prompt
 * follows their preferences for mail about their listings; the archive mails even someone on the site, as it
 * takes the listing out of search.
 */
export const freshnessNoticeSource: NoticeSource = async (recorded, deps) => {
  if (recorded.type !== 'ListingConfirmationRequested' && recorded.type !== 'ListingArchivedAsStale') return [];
  const event = { type: recorded.type, data: recorded.data } as ListingConfirmationRequested | ListingArchivedAsStale;
  const view = await deps.documents.collection<ListingView>(LISTINGS).get(event.data.listingId);
  if (!view) return [];
  const recipient = view.organizationId ? `organization:${view.organizationId}` : `user:${view.ownerId}`;
  const name = view.title || `${typeLabels[view.type] ?? view.type} in ${view.location_details.town}`;
  const archived = event.type === 'ListingArchivedAsStale';
  const title = archived ? `Your listing "${name}" is archived: is it still available?` : `Is your listing "${name}" still available?`;
  const body = archived
    ? 'Nobody has confirmed it for 60 days, so it no longer shows in search. Confirm it from your dashboard and it is advertised again at once.'
    : 'Nobody has confirmed it for 30 days. Confirm it from your dashboard with one tap; at 45 days unconfirmed it ranks below fresh listings, and at 60 it is archived.';
  const link = `${deps.publicUrl}${notificationLink({ recipient, link: confirmLink })}`;
  return [
    {
      party: recipient,
      notice: {
        kind: 'moderation',
        topic: `freshness-${recorded.streamId}-${recorded.revision}`,
        always: archived,
        mail: (to, unsubscribe) => moderationMail({ to, title, body, link, unsubscribe }),
        sms: moderationSms({ title, body: archived ? 'Confirm it on your Fie dashboard to advertise it again.' : 'Confirm it on your Fie dashboard.' }),
      },
    },
  ];
};
