import { isNoticedModerationEvent, moderationNotice } from '@fie/domain';
import type { NotificationView } from '@fie/read-models';
import type { RecordedEvent } from '@fie/stores';

/** A staff decision tells the lister, with the reason; a resolved report tells its reporter the outcome. */
export function moderationNotices(recorded: RecordedEvent): NotificationView[] {
  const event = { type: recorded.type, data: recorded.data };
  if (!isNoticedModerationEvent(event)) return [];
  const notice = moderationNotice(event);
  return [
    {
      id: `moderation-${recorded.streamId}-${recorded.revision}`,
      recipient: notice.recipient,
      kind: 'moderation',
      actor: notice.recipient,
      title: notice.title,
      body: notice.body,
      link: notice.link,
      propertyId: notice.listingId || null,
      createdAt: notice.at,
      read: false,
    },
  ];
}
