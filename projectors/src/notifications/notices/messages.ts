import { partyKey, type MessageSent } from '@fie/domain';
import { messageNotificationId, type NotificationView } from '@fie/read-models';
import type { RecordedEvent } from '@fie/stores';

/** A message received: 'New message from Ama M.', 'About 3 bedroom house in East Legon'. */
export function messageNotices(event: RecordedEvent): NotificationView[] {
  if (event.type !== 'MessageSent') return [];
  const d = event.data as MessageSent['data'];
  return [
    {
      id: messageNotificationId(d.messageId),
      recipient: partyKey(d.to),
      kind: 'message',
      actor: partyKey(d.from),
      title: 'New message from {actor}',
      body: d.propertyId ? 'About {property}' : 'Open the conversation to read it',
      link: `#messages/${d.messageId}`,
      conversationId: d.conversationId,
      messageId: d.messageId,
      propertyId: d.propertyId,
      createdAt: d.sentAt,
      read: false,
    },
  ];
}
