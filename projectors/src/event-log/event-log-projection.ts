import { EVENT_LOG, EVENT_TYPES, toEventLogEntry, type EventTypeCount } from '@fie/read-models';
import type { Projection } from '../projection';

export { redact } from '@fie/read-models';

/**
 * The admin console's view of the event log: every event, with secrets redacted, plus a count per
 * event type for the console's type filter. Analysts browse it; the event store stays the source of truth.
 * Where the event store has a table of its own to read in place (the embedded store), the analysts read that,
 * and this projection writes nothing (`readInPlace`): a copy of every event was half of a rebuild's writes.
 */
export const eventLogProjection: Projection = {
  name: 'event-log',
  // 3: read in place where the event store allows it (its copy is dropped by the rebuild this version asks for).
  version: 3,
  cost: 12,
  sealed: true,
  readInPlace: true,
  collections: [EVENT_LOG, EVENT_TYPES],
  indexes: [
    { collection: EVENT_LOG, fields: ['position'] },
    { collection: EVENT_LOG, fields: ['streamId'] },
    { collection: EVENT_LOG, fields: ['type', 'position'] },
  ],
  async project(event, docs) {
    const counted = await docs.collection<EventTypeCount & { _position?: number }>(EVENT_TYPES).get(event.type);
    return [
      { op: 'upsert', collection: EVENT_LOG, doc: toEventLogEntry(event), position: event.position },
      counted
        ? { op: 'update', collection: EVENT_TYPES, id: event.type, patch: { inc: { count: 1 } }, position: event.position }
        : { op: 'upsert', collection: EVENT_TYPES, doc: { id: event.type, name: event.type, count: 1 }, position: event.position },
    ];
  },
};
