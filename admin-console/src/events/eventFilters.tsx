import { AutocompleteInput, DateInput, SearchInput, TextInput, useGetList, type InputProps } from 'react-admin';
import type { EventTypeRecord } from './types';

// The server compares `createdAt` with ISO instants, while the date inputs hold calendar days.
// Widen each day to its first and last millisecond in the analyst's time zone so that
// "from 3 May to 3 May" means the whole of 3 May rather than nothing.
export const startOfDayIso = (day: string): string | undefined => dayToIso(day, 0, 0, 0, 0);
export const endOfDayIso = (day: string): string | undefined => dayToIso(day, 23, 59, 59, 999);

const dayToIso = (day: string, h: number, m: number, s: number, ms: number) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  if (!match) return undefined; // an emptied input removes the filter
  const [, y, mo, d] = match.map(Number) as [number, number, number, number];
  return new Date(y, mo - 1, d, h, m, s, ms).toISOString();
};

/**
 * The type filter offers the event types the store actually holds, with their counts.
 * Choices are loaded once and filtered in the browser: the list is short, and it spares the
 * server from supporting free-text search and getMany on `event-types`.
 */
const EventTypeInput = (props: Omit<InputProps, 'source'> & { source: string }) => {
  const { data = [], isPending } = useGetList<EventTypeRecord>('event-types', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'id', order: 'ASC' },
  });
  return (
    <AutocompleteInput
      {...props}
      choices={data}
      isPending={isPending}
      optionText={(type: EventTypeRecord) => `${type.name} (${type.count})`}
      inputText={(type: EventTypeRecord) => type.name}
      sx={{ minWidth: 260 }}
    />
  );
};

// Declared once, outside any component, so the filter bar keeps a stable identity across renders.
export const eventFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Type or stream" />,
  <TextInput key="stream" source="stream" label="Stream (starts with)" alwaysOn />,
  <EventTypeInput key="type" source="type" label="Type" alwaysOn />,
  <DateInput key="createdAt_gte" source="createdAt_gte" label="From day" parse={startOfDayIso} />,
  <DateInput key="createdAt_lte" source="createdAt_lte" label="To day" parse={endOfDayIso} />,
];
