import { partyKey, type MessageSent, type MessagesRead, type NotificationsRead, type UserDeleted } from '@fie/domain';
import { messageNotificationId, NOTIFICATIONS, type NotificationView } from '@fie/read-models';
import type { WriteOp } from '@fie/stores';
import type { Projection } from '../projection';

/** In-app notifications: one per message received; read when marked so, or when its conversation is read. */
export const notificationsProjection: Projection = {
  name: 'notifications',
  version: 1,
  collections: [NOTIFICATIONS],
  indexes: [
    { collection: NOTIFICATIONS, fields: ['recipient', 'createdAt'] },
    { collection: NOTIFICATIONS, fields: ['recipient', 'read'] },
  ],
  async project(recorded, docs) {
    const event = { type: recorded.type, data: recorded.data } as MessageSent | MessagesRead | NotificationsRead | UserDeleted;
    const position = recorded.position;
    const notifications = docs.collection<NotificationView>(NOTIFICATIONS);
    const markRead = (found: NotificationView[]) => found.map((n): WriteOp => ({ op: 'update', collection: NOTIFICATIONS, id: n.id, patch: { set: { read: true } }, position }));
    switch (event.type) {
      case 'MessageSent': {
        const d = event.data;
        const doc: NotificationView = {
          id: messageNotificationId(d.messageId),
          recipient: partyKey(d.to),
          kind: 'message',
          actor: partyKey(d.from),
          conversationId: d.conversationId,
          messageId: d.messageId,
          propertyId: d.propertyId,
          createdAt: d.sentAt,
          read: false,
        };
        return [{ op: 'upsert', collection: NOTIFICATIONS, doc, position }];
      }
      case 'MessagesRead':
        return markRead(await notifications.find({ recipient: partyKey(event.data.reader), conversationId: event.data.conversationId, read: false }));
      case 'NotificationsRead': {
        const { recipient, ids } = event.data;
        const unread = await notifications.find({ recipient: partyKey(recipient), read: false, ...(ids === 'all' ? {} : { id: { $in: ids } }) });
        return markRead(unread);
      }
      case 'UserDeleted': {
        const theirs = await notifications.find({ recipient: partyKey({ kind: 'user', id: event.data.userId }) });
        return theirs.map((n): WriteOp => ({ op: 'delete', collection: NOTIFICATIONS, id: n.id }));
      }
      default:
        return [];
    }
  },
};
