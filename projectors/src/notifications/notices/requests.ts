import type { RequestExpired, RequestExpiryReminded, RequestMatched } from '@fie/domain';
import { requestExpiredNotificationId, requestMatchNotificationId, requestReminderNotificationId, type NotificationView } from '@fie/read-models';
import type { RecordedEvent } from '@fie/stores';

/** Where a request's notifications lead: the Requests tab, with that request and its matches. */
export const requestLink = (requestId: string) => `?tab=requests&request=${requestId}`;
const what = (kind: 'request' | 'search') => (kind === 'search' ? 'saved search' : 'request');

/**
 * A match tells the requester at once: 'A property matches your request', '{property}' (its title, filled in
 * when read). The week before a request expires, and when it has, the requester is told too, to renew it.
 */
export function requestNotices(event: RecordedEvent): NotificationView[] {
  switch (event.type) {
    case 'RequestMatched': {
      const d = event.data as RequestMatched['data'];
      return [{
        id: requestMatchNotificationId(d.requestId, d.listingId), recipient: `user:${d.requesterId}`, kind: 'request', actor: d.lister,
        title: `A property matches your ${what(d.kind)}`, body: '{property}', link: requestLink(d.requestId), propertyId: d.listingId, createdAt: d.matchedAt, read: false,
      }];
    }
    case 'RequestExpiryReminded': {
      const d = event.data as RequestExpiryReminded['data'];
      return [{
        id: requestReminderNotificationId(d.requestId, d.expiresAt), recipient: `user:${d.requesterId}`, kind: 'request', actor: `user:${d.requesterId}`,
        title: `Your ${what(d.kind)} ends in a week`, body: 'Renew it to keep hearing about properties that match', link: requestLink(d.requestId), createdAt: d.remindedAt, read: false,
      }];
    }
    case 'RequestExpired': {
      const d = event.data as RequestExpired['data'];
      return [{
        id: requestExpiredNotificationId(d.requestId, d.expiredAt), recipient: `user:${d.requesterId}`, kind: 'request', actor: `user:${d.requesterId}`,
        title: `Your ${what(d.kind)} has ended`, body: 'Renew it to hear about matches again', link: requestLink(d.requestId), createdAt: d.expiredAt, read: false,
      }];
    }
    default:
      return [];
  }
}
