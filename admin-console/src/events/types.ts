// One stored event as the query API's admin endpoint returns it. `id` is the global position
// as a string (react-admin needs an `id`); secrets inside `data` arrive already redacted.
export type EventRecord = {
  id: string;
  position: number;
  streamId: string;
  revision: number;
  type: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
  createdAt: string;
};

export type EventTypeRecord = { id: string; name: string; count: number };
