import { countedEvents, DAILY_COUNTS, dailyCountKinds, type DailyCountsView } from '@fie/read-models';
import type { Projection } from '../projection';

const zeros = Object.fromEntries(dailyCountKinds.map((k) => [k, 0])) as Omit<DailyCountsView, 'id'>;

/**
 * Daily counts of sign-ups, listings, messages, viewings asked for, offers made and reports, by the day each
 * event was recorded (Africa/Accra is GMT all year, so the UTC date is Accra's): one document per day. It
 * needs no personal data: it reads the events as they come, sealed unless they were opened anyway.
 */
export const dailyCountsProjection: Projection = {
  name: 'daily-counts',
  version: 1,
  sealed: 'either',
  handles: Object.keys(countedEvents),
  collections: [DAILY_COUNTS],
  async project(event, docs) {
    const kind = countedEvents[event.type];
    if (!kind) return [];
    const day = event.createdAt.slice(0, 10);
    const current = await docs.collection<DailyCountsView>(DAILY_COUNTS).get(day);
    return current
      ? [{ op: 'update', collection: DAILY_COUNTS, id: day, patch: { inc: { [kind]: 1 } }, position: event.position }]
      : [{ op: 'upsert', collection: DAILY_COUNTS, doc: { id: day, ...zeros, [kind]: 1 }, position: event.position }];
  },
};
