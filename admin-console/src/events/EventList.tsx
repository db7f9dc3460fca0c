import { ChipField, DataTable, DateField, FilterButton, List, TopToolbar, useRecordContext } from 'react-admin';
import { ExportButton } from './ExportButton';
import { StreamLink } from './StreamLink';
import { eventFilters } from './eventFilters';
import type { EventRecord } from './types';

const Column = DataTable.Col<EventRecord>;

const StreamCell = () => {
  const record = useRecordContext<EventRecord>();
  return record ? <StreamLink streamId={record.streamId} /> : null;
};

// Events are immutable facts: no create, edit or bulk delete, newest first, 25 a page.
// DataTable is react-admin's successor to Datagrid (5.8+) and the one its docs recommend for new code.
export const EventList = () => (
  <List
    filters={eventFilters}
    sort={{ field: 'position', order: 'DESC' }}
    perPage={25}
    title="Event log"
    actions={
      <TopToolbar>
        <FilterButton />
        <ExportButton />
      </TopToolbar>
    }
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <Column source="position" label="#" />
      <Column source="createdAt" label="Created">
        <DateField source="createdAt" showTime />
      </Column>
      <Column source="type">
        <ChipField source="type" size="small" />
      </Column>
      <Column source="streamId" label="Stream">
        <StreamCell />
      </Column>
      <Column source="revision" disableSort />
    </DataTable>
  </List>
);
