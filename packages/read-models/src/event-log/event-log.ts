/**
 * The admin console's view of the event log: every event, with secrets redacted, plus a count per
 * event type for the console's type filter. Analysts browse it; the event store stays the source of truth.
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
