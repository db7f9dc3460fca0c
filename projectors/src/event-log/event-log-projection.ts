import { EVENT_LOG, EVENT_TYPES, type EventLogEntry, type EventTypeCount } from '@fie/read-models';
import type { Projection } from '../projection';

/**
 * The admin console's view of the event log: every event, with secrets redacted, plus a count per
 * event type for the console's type filter. Analysts browse it; the event store stays the source of truth.
 */

const SECRET_KEY = /(password|secret|token)|hash$/i;

export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, k === '_sealed' ? '[sealed personal data]' : SECRET_KEY.test(k) ? '[redacted]' : redact(v)]),
    );
  }
  return value;
}

export const eventLogProjection: Projection = {
  name: 'event-log',
  version: 2,
  cost: 12,
  sealed: true,
  collections: [EVENT_LOG, EVENT_TYPES],
  indexes: [
    { collection: EVENT_LOG, fields: ['position'] },
    { collection: EVENT_LOG, fields: ['streamId'] },
    { collection: EVENT_LOG, fields: ['type', 'position'] },
  ],
  async project(event, docs) {
    const entry: EventLogEntry = {
      id: String(event.position),
      position: event.position,
      streamId: event.streamId,
      streamType: event.streamId.split('-')[0] ?? event.streamId,
      revision: event.revision,
      type: event.type,
      data: redact(event.data),
      metadata: redact(event.metadata) as Record<string, unknown>,
      createdAt: event.createdAt,
    };
    const counted = await docs.collection<EventTypeCount & { _position?: number }>(EVENT_TYPES).get(event.type);
    return [
      { op: 'upsert', collection: EVENT_LOG, doc: entry, position: event.position },
      counted
        ? { op: 'update', collection: EVENT_TYPES, id: event.type, patch: { inc: { count: 1 } }, position: event.position }
        : { op: 'upsert', collection: EVENT_TYPES, doc: { id: event.type, name: event.type, count: 1 }, position: event.position },
    ];
  },
};
