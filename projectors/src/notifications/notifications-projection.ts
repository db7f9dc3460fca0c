import { offerEventTypes, partyKey, paymentEventTypes, reviewEventTypes, stayEventTypes, viewingEventTypes, type MessagesRead, type NotificationsRead, type UserDeleted } from '@fie/domain';
import { NOTIFICATIONS, type NotificationView } from '@fie/read-models';
import type { WriteOp } from '@fie/stores';
import type { Projection } from '../projection';
import { noticeMakers } from './notices';

/**
 * In-app notifications: whatever each feature's notice maker says an event causes (./notices); read when
 * marked so, or, for messages, when their conversation is read.
 */
export const notificationsProjection: Projection = {
  name: 'notifications',
  // 2: title, body and link templates, so every feature's notifications share one shape. 3: `at`. 4: listing freshness. 5: payments.
  version: 5,
  cost: 10,
  // What the notice makers (notices/) make notifications of, and what marks them read or takes them away.
  handles: [...new Set(['MessageSent', ...offerEventTypes, 'RequestMatched', 'RequestMatchesFound', 'RequestExpiryReminded', 'RequestExpired', ...viewingEventTypes, ...stayEventTypes, 'ListingModerated', 'ListingHiddenByReports', 'ListingReportResolved', 'MessageReportResolved', 'ListingConfirmationRequested', 'ListingArchiveWarned', 'ListingArchivedAsStale', ...paymentEventTypes, ...reviewEventTypes, 'MessagesRead', 'NotificationsRead', 'UserDeleted'])],
  collections: [NOTIFICATIONS],
  indexes: [
    { collection: NOTIFICATIONS, fields: ['recipient', 'createdAt'] },
    { collection: NOTIFICATIONS, fields: ['recipient', 'read'] },
    { collection: NOTIFICATIONS, fields: ['at'] },
  ],
  async project(recorded, docs) {
    const made = noticeMakers.flatMap((make) => make(recorded));
    if (made.length) return made.map((doc): WriteOp => ({ op: 'upsert', collection: NOTIFICATIONS, doc: { ...doc, at: recorded.position }, position: recorded.position }));
    const event = { type: recorded.type, data: recorded.data } as MessagesRead | NotificationsRead | UserDeleted;
    const position = recorded.position;
    const notifications = docs.collection<NotificationView>(NOTIFICATIONS);
    const markRead = (found: NotificationView[]) => found.map((n): WriteOp => ({ op: 'update', collection: NOTIFICATIONS, id: n.id, patch: { set: { read: true } }, position }));
    switch (event.type) {
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
