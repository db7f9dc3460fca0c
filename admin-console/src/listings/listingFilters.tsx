import { SearchInput, SelectInput } from 'react-admin';

/** The moderation queues, as filters over all listings: no queue chosen is every listing. */
export const queueChoices = [
  { id: 'any', name: 'In any queue' },
  { id: 'first_time', name: 'First-time listers' },
  { id: 'reported', name: 'Reported' },
  { id: 'flagged', name: 'Flagged automatically' },
  { id: 'review', name: 'Review asked for' },
];

export const statusChoices = ['published', 'hidden', 'archived', 'let', 'sold', 'removed'].map((id) => ({ id, name: id[0]!.toUpperCase() + id.slice(1) }));

// Declared once, outside any component, so the filter bar keeps a stable identity across renders.
export const listingFilters = [
  <SearchInput key="q" source="q" placeholder="Title, town or id" alwaysOn />,
  <SelectInput key="queue" source="queue" label="Queue" choices={queueChoices} emptyText="All listings" alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={statusChoices} />,
];
