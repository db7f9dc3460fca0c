import { partyKey, reminderTime, type CalendarFeedReset, type SlotLedgerEvent, type ViewingEvent } from '@fie/domain';
import { CALENDAR_FEEDS, VIEWING_HOURS, VIEWINGS, type CalendarFeedView, type ViewingHoursView, type ViewingView } from '@fie/read-models';
import type { WriteOp } from '@fie/stores';
import type { Projection } from '../projection';

/**
 * Viewings as they stand (for the calendars, search-bookings, the booking picker and the reminder
 * scheduler), each listing's viewing hours, and each party's calendar-feed generation. Every event carries
 * the viewing's facts, so each write stands on its own event.
 */
export const viewingsProjection: Projection = {
  name: 'viewings',
  version: 1,
  handles: ['ViewingRequested', 'ViewingConfirmed', 'ViewingDeclined', 'ViewingTimeProposed', 'ViewingCancelled', 'ViewingReminderDue', 'ViewingHoursSet', 'CalendarFeedReset'],
  collections: [VIEWINGS, VIEWING_HOURS, CALENDAR_FEEDS],
  indexes: [
    { collection: VIEWINGS, fields: ['lister', 'start'] },
    { collection: VIEWINGS, fields: ['seekerId', 'start'] },
    { collection: VIEWINGS, fields: ['listingId', 'start'] },
    { collection: VIEWINGS, fields: ['status', 'remindAt'] },
  ],
  async project(recorded, docs) {
    const event = { type: recorded.type, data: recorded.data } as ViewingEvent | SlotLedgerEvent | CalendarFeedReset;
    const position = recorded.position;
    // Each event carries the viewing's facts, so a document can always be made from the event in hand.
    const viewing = async (id: string, change: (current: ViewingView) => ViewingView): Promise<WriteOp[]> => {
      const d = (event as ViewingEvent).data;
      const current = (await docs.collection<ViewingView>(VIEWINGS).get(id)) ?? {
        id, listingId: d.listingId, lister: partyKey(d.lister), seekerId: d.seekerId, start: d.start, status: 'pending',
        requestedAt: recorded.createdAt, updatedAt: recorded.createdAt, remindAt: reminderTime(d.start), sequence: 0,
      };
      return [{ op: 'upsert', collection: VIEWINGS, doc: { ...change(current), sequence: recorded.revision }, position }];
    };
    switch (event.type) {
      case 'ViewingRequested': {
        const d = event.data;
        return viewing(d.viewingId, (v) => ({ ...v, status: 'pending', start: d.start, requestedAt: d.requestedAt, updatedAt: d.requestedAt }));
      }
      case 'ViewingConfirmed':
        return viewing(event.data.viewingId, (v) => ({ ...v, status: 'confirmed', start: event.data.start, remindAt: reminderTime(event.data.start), updatedAt: event.data.confirmedAt }));
      case 'ViewingDeclined': {
        const { reason, declinedAt } = event.data;
        return viewing(event.data.viewingId, (v) => ({ ...v, status: 'declined', ...(reason ? { reason } : {}), updatedAt: declinedAt }));
      }
      case 'ViewingTimeProposed': {
        const { start, previousStart, proposedAt } = event.data;
        return viewing(event.data.viewingId, (v) => ({ ...v, status: 'proposed', start, previousStart, remindAt: reminderTime(start), updatedAt: proposedAt }));
      }
      case 'ViewingCancelled': {
        const { reason, side, cancelledAt } = event.data;
        return viewing(event.data.viewingId, (v) => ({ ...v, status: 'cancelled', cancelledBy: side, ...(reason ? { reason } : {}), updatedAt: cancelledAt }));
      }
      case 'ViewingReminderDue':
        return viewing(event.data.viewingId, (v) => ({ ...v, remindedFor: event.data.start }));
      case 'ViewingHoursSet': {
        const doc: ViewingHoursView = { id: event.data.listingId, hours: event.data.hours, updatedAt: event.data.setAt };
        return [{ op: 'upsert', collection: VIEWING_HOURS, doc, position }];
      }
      case 'CalendarFeedReset': {
        const doc: CalendarFeedView = { id: partyKey(event.data.party), generation: event.data.generation };
        return [{ op: 'upsert', collection: CALENDAR_FEEDS, doc, position }];
      }
      default:
        return [];
    }
  },
};
