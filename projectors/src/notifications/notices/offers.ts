import { isOfferEvent, offerNotice, offerStepAt, partyKey, type OfferEvent } from '@fie/domain';
import { offerLink, offerNotificationId, type NotificationView } from '@fie/read-models';
import type { RecordedEvent } from '@fie/stores';

/** Every step of an offer tells the other side: 'Ama M. offered GH₵ 4,000 a month, 3 months in advance', 'For {property}'. */
export function offerNotices(recorded: RecordedEvent): NotificationView[] {
  if (!isOfferEvent(recorded)) return [];
  const event = { type: recorded.type, data: recorded.data } as OfferEvent;
  const notice = offerNotice(event);
  return [
    {
      id: offerNotificationId(event.data.offerId, recorded.revision),
      recipient: partyKey(notice.recipient),
      kind: 'offer',
      actor: partyKey(notice.actor),
      title: notice.title,
      body: 'For {property}',
      link: offerLink(event.data.offerId),
      propertyId: event.data.listingId,
      createdAt: offerStepAt(event),
      read: false,
    },
  ];
}
