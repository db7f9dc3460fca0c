import { freshness, type ListingArchivedAsStale, type ListingArchiveWarned, type ListingConfirmationRequested } from '@fie/domain';
import type { NotificationView } from '@fie/read-models';
import type { RecordedEvent } from '@fie/stores';

/** Freshness: the 30-day "still available?" prompt, the warning a week before the archive and the 60-day archive tell the lister, leading to their Properties tab. */
export function freshnessNotices(recorded: RecordedEvent): NotificationView[] {
  if (recorded.type !== 'ListingConfirmationRequested' && recorded.type !== 'ListingArchiveWarned' && recorded.type !== 'ListingArchivedAsStale') return [];
  const event = { type: recorded.type, data: recorded.data } as ListingConfirmationRequested | ListingArchiveWarned | ListingArchivedAsStale;
  const notice = freshness.freshnessNotice(event);
  return [
    {
      id: `freshness-${recorded.streamId}-${recorded.revision}`,
      recipient: notice.recipient,
      kind: 'moderation',
      actor: notice.recipient,
      title: notice.title,
      body: notice.body,
      link: '?tab=properties',
      propertyId: event.data.listingId,
      createdAt: notice.at,
      read: false,
    },
  ];
}
