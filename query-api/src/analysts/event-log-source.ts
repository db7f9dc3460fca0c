import { EVENT_LOG, EVENT_TYPES, toEventLogEntry, type EventLogEntry, type EventTypeCount } from '@fie/read-models';
import { compareBySort, matchesFilter, type Collection, type Condition, type DocumentStore, type EventStore, type EventTable, type Filter, type FindOptions } from '@fie/stores';

type Sources = { documents: DocumentStore; events: Pick<EventStore, 'table'> };

/**
 * The event history as analysts read it (the console's Event log, its export, the timelines and 'as of'):
 * the event store's own table read in place where the store has one (the embedded store), otherwise the
 * event-log projection's copy (KurrentDB). Either way a collection of EventLogEntry, filtered and sorted by
 * position, streamId, type, createdAt, revision and id (the position as text).
 */
export function eventLog(deps: Sources): Collection<EventLogEntry> {
  const table = deps.events.table;
  return table ? inPlace(table) : deps.documents.collection<EventLogEntry>(EVENT_LOG);
}

/** The count of each event type: the event store's own, or the projection's. */
export function eventTypes(deps: Sources): Collection<EventTypeCount> {
  const table = deps.events.table;
  return table ? typesInPlace(table) : deps.documents.collection<EventTypeCount>(EVENT_TYPES);
}

const readOnly = async (): Promise<never> => {
  throw new Error('the event log is read only');
};

function inPlace(table: EventTable): Collection<EventLogEntry> {
  return {
    get: async (id) => {
      const position = Number(id);
      if (!Number.isInteger(position) || String(position) !== id) return null;
      const event = await table.at(position);
      return event ? toEventLogEntry(event) : null;
    },
    find: async (filter, options: FindOptions = {}) => (await table.find(onEvents(filter), { ...options, sort: options.sort?.map(([field, dir]) => [field === 'id' ? 'position' : field, dir]) })).map(toEventLogEntry),
    findOne: async (filter) => {
      const [event] = await table.find(onEvents(filter), { limit: 1 });
      return event ? toEventLogEntry(event) : null;
    },
    count: (filter) => table.count(onEvents(filter)),
    upsert: readOnly,
    update: readOnly,
    delete: readOnly,
    ensureIndex: readOnly,
    clear: readOnly,
    drop: readOnly,
  };
}

/**
 * An entry's filter as the event table's: its id is the position as text. (streamType and data are not filters
 * any caller uses.)
 */
function onEvents(filter: Filter | undefined): Filter | undefined {
  if (!filter) return filter;
  const out: Filter = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined) continue;
    if (key === '$or' || key === '$and') out[key] = (value as Filter[]).map((f) => onEvents(f) ?? {});
    else if (key === 'id') out.position = asPosition(value as Condition);
    else out[key] = value;
  }
  return out;
}

/** An id condition as a position condition: ids that are not whole numbers match no event. */
function asPosition(cond: Condition): Condition {
  const num = (v: unknown) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : -1);
  if (cond === null || typeof cond !== 'object') return num(cond);
  const out: Record<string, unknown> = {};
  for (const [op, v] of Object.entries(cond)) out[op] = Array.isArray(v) ? v.map(num) : op === '$exists' ? v : num(v);
  return out as Condition;
}

function typesInPlace(table: EventTable): Collection<EventTypeCount> {
  const all = async () => (await table.typeCounts()).map(({ type, count }): EventTypeCount => ({ id: type, name: type, count }));
  const find = async (filter?: Filter, options: FindOptions = {}) => {
    const found = (await all()).filter((t) => matchesFilter(t, filter) !== false).sort((a, b) => compareBySort(a, b, options.sort) ?? 0);
    const skip = options.skip ?? 0;
    return found.slice(skip, options.limit === undefined ? undefined : skip + options.limit);
  };
  return {
    get: async (id) => (await all()).find((t) => t.id === id) ?? null,
    find,
    findOne: async (filter) => (await find(filter, { limit: 1 }))[0] ?? null,
    count: async (filter) => (await find(filter)).length,
    upsert: readOnly,
    update: readOnly,
    delete: readOnly,
    ensureIndex: readOnly,
    clear: readOnly,
    drop: readOnly,
  };
}
