import type { RequestExpired, RequestExpiryReminded, RequestMatched, RequestMatchesFound } from '@fie/domain';
import { requestExpiredNotificationId, requestFoundNotificationId, requestMatchNotificationId, requestReminderNotificationId, type NotificationView } from '@fie/read-models';
import type { RecordedEvent } from '@fie/stores';

/** Where a request's notifications lead: the Requests tab, with that request and its matches. */
export const requestLink = (requestId: string) => `?tab=requests&request=${requestId}`;
const what = (kind: 'request' | 'search') => (kind === 'search' ? 'saved search' : 'request');

/**
 * A new listing that matches tells the requester at once: 'A property matches your request', '{property}' (its
 * title, filled in when read); what a request matches as it is posted is told once: '12 properties already match
 * your request'. The week before a request expires, and when it has, the requester is told too, to renew it.
 */
export function requestNotices(event: RecordedEvent): NotificationView[] {
  switch (event.type) {
    case 'RequestMatched': {
      const d = event.data as RequestMatched['data'];
      // Found as the request was posted: told together, by RequestMatchesFound.
      if (d.announce === false) return [];
      return [{
        id: requestMatchNotificationId(d.requestId, d.listingId), recipient: `user:${d.requesterId}`, kind: 'request', actor: d.lister,
        title: `A property matches your ${what(d.kind)}`, body: '{property}', link: requestLink(d.requestId), propertyId: d.listingId, createdAt: d.matchedAt, read: false,
      }];
    }
    case 'RequestMatchesFound': {
      const d = event.data as RequestMatchesFound['data'];
      const one = d.count === 1;
      return [{
        id: requestFoundNotificationId(d.requestId, d.foundAt), recipient: `user:${d.requesterId}`, kind: 'request', actor: `user:${d.requesterId}`,
        title: one ? `A property already matches your ${what(d.kind)}` : `${d.more ? 'More than ' : ''}${d.count.toLocaleString('en-GH')} properties already match your ${what(d.kind)}`,
        body: one ? '{property}' : d.more ? `The newest ${d.count} are with your ${what(d.kind)}; narrow it to see the best` : `See them with your ${what(d.kind)}`, link: requestLink(d.requestId), ...(one ? { propertyId: d.listingIds[0] } : {}), createdAt: d.foundAt, read: false,
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
