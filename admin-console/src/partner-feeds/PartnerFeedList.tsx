import { CreateButton, DataTable, List, TopToolbar } from 'react-admin';
import { DateColumn, NumberColumn } from '../components/Columns';
import { ListingsButton } from './ListingsButton';
import type { PartnerFeedRecord } from './types';

const Column = DataTable.Col<PartnerFeedRecord>;

const FeedActions = () => (
  <TopToolbar>
    <CreateButton label="Import a feed" />
  </TopToolbar>
);

// One row per partner company; a new import of the same company replaces its row. Feeds cannot be
// edited or deleted from here: the feed itself is the source of truth, so staff import it again.
export const PartnerFeedList = () => (
  <List sort={{ field: 'importedAt', order: 'DESC' }} perPage={25} title="Partner feeds" actions={<FeedActions />} empty={false}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <Column source="source" />
      <NumberColumn source="count" label="Listings" />
      <DateColumn source="importedAt" label="Imported" showTime />
      <Column label="" disableSort>
        <ListingsButton />
      </Column>
    </DataTable>
  </List>
);
