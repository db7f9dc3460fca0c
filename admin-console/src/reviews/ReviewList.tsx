import { DataTable, DateField, FunctionField, List, ReferenceField, SelectInput } from 'react-admin';
import { RemoveButton } from './RemoveButton';
import type { ReviewRecord } from './types';

const Column = DataTable.Col<ReviewRecord>;

const statusLabels: Record<ReviewRecord['status'], string> = { hidden: 'Waiting (double-blind)', published: 'Published', removed: 'Removed' };

const reviewFilters = [
  <SelectInput key="status" source="status" choices={Object.entries(statusLabels).map(([id, name]) => ({ id, name }))} alwaysOn />,
  <SelectInput key="side" source="side" choices={[{ id: 'seeker', name: 'By seekers' }, { id: 'lister', name: 'By listers' }]} />,
];

// Moderation (issue 33): published reviews, newest first, each removable with a reason; hidden and removed ones by the filter.
export const ReviewList = () => (
  <List filters={reviewFilters} filterDefaultValues={{ status: 'published' }} sort={{ field: 'updatedAt', order: 'DESC' }} perPage={25} title="Reviews">
    <DataTable bulkActionButtons={false} rowClick={false}>
      <Column source="author" label="By" disableSort>
        <FunctionField<ReviewRecord> render={(r) => `${r.author.name} (${r.side})`} />
      </Column>
      <Column source="listingId" label="Listing" disableSort>
        <ReferenceField source="listingId" reference="listings" link="show" />
      </Column>
      <Column source="overall" label="Rating">
        <FunctionField<ReviewRecord> render={(r) => `${r.overall} / 5`} />
      </Column>
      <Column source="text" label="Words" disableSort />
      <Column source="reply" label="Reply" disableSort>
        <FunctionField<ReviewRecord> render={(r) => r.reply?.text ?? ''} />
      </Column>
      <Column source="status">
        <FunctionField<ReviewRecord> render={(r) => (r.status === 'removed' ? `${statusLabels.removed}: ${r.removal?.reason ?? ''}` : statusLabels[r.status])} />
      </Column>
      <Column source="submittedAt" label="Written">
        <DateField source="submittedAt" showTime />
      </Column>
      <Column label="" disableSort>
        <RemoveButton />
      </Column>
    </DataTable>
  </List>
);
