/**
 * The admin console's view of the event log: every event, with secrets redacted, plus a count per
 * event type for the console's type filter. Analysts browse it; the event store stays the source of truth.
 * Where the event store has a table to read in place (the embedded store), that is what they read
 * (query-api/src/analysts/event-log-source.ts) and the event-log projection writes nothing.
 */
export type EventLogEntry = {
  id: string;
  position: number;
  streamId: string;
  streamType: string;
  revision: number;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  createdAt: string;
};
export type EventTypeCount = { id: string; name: string; count: number };

export const EVENT_LOG = 'event_log';
export const EVENT_TYPES = 'event_types';

const SECRET_KEY = /(password|secret|token)|hash$/i;

/** An event's data as analysts read it: secrets redacted, sealed personal data named, never opened. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, k === '_sealed' ? '[sealed personal data]' : SECRET_KEY.test(k) ? '[redacted]' : redact(v)]),
    );
  }
  return value;
}

/** A recorded event as the event browser shows it. */
export function toEventLogEntry(event: { position: number; streamId: string; revision: number; type: string; data: unknown; metadata: Record<string, unknown>; createdAt: string }): EventLogEntry {
  return {
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
}
