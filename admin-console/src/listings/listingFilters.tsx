import { SearchInput, SelectInput } from 'react-admin';

export const queueChoices = [
  { id: 'any', name: 'Any queue' },
  { id: 'first_time', name: 'First-time listers' },
  { id: 'reported', name: 'Reported' },
  { id: 'flagged', name: 'Flagged automatically' },
  { id: 'review', name: 'Review asked for' },
];

export const statusChoices = ['published', 'hidden', 'archived', 'let', 'sold', 'removed'].map((id) => ({ id, name: id }));

// Declared once, outside any component, so the filter bar keeps a stable identity across renders.
export const listingFilters = [
  <SearchInput key="q" source="q" placeholder="Title or town" alwaysOn />,
  <SelectInput key="queue" source="queue" label="Queue" choices={queueChoices} alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={statusChoices} />,
];
