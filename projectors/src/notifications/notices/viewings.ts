import { partyKey, stayEventTypes, stayNotices, viewingEventTypes, viewingNotices, type DealingNotice, type StayEvent, type ViewingEvent } from '@fie/domain';
import type { NotificationView } from '@fie/read-models';
import type { RecordedEvent } from '@fie/stores';

/** The Calendar tab of the recipient's dashboard, where they answer. */
export const CALENDAR_LINK = '?tab=calendar';

const views = (notices: DealingNotice[], id: (i: number) => string, kind: string, propertyId: string): NotificationView[] =>
  notices.map((n, i) => ({
    id: id(i),
    recipient: partyKey(n.recipient),
    kind,
    actor: partyKey(n.actor),
    title: n.title,
    body: n.body,
    link: CALENDAR_LINK,
    propertyId,
    createdAt: n.at,
    read: false,
  }));

/** Every step of a viewing or a stay tells the other side (the reminder tells both): 'Ama Mensah asked to view {property}'. */
export function viewingNoticeViews(recorded: RecordedEvent): NotificationView[] {
  if ((viewingEventTypes as string[]).includes(recorded.type)) {
    const event = { type: recorded.type, data: recorded.data } as ViewingEvent;
    return views(viewingNotices(event), (i) => `viewing-${event.data.viewingId}-${recorded.revision}-${i}`, 'viewing', event.data.listingId);
  }
  if ((stayEventTypes as string[]).includes(recorded.type)) {
    const event = { type: recorded.type, data: recorded.data } as StayEvent;
    return views(stayNotices(event), (i) => `stay-${event.data.stayId}-${recorded.revision}-${i}`, 'stay', event.data.listingId);
  }
  return [];
}
