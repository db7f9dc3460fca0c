import { DataTable, DateField, FunctionField, List, ReferenceField, SelectInput } from 'react-admin';
import { ReportFiguresCard } from './ReportFiguresCard';
import { ResolveButton } from './ResolveButton';
import { reasonLabels, type ListingReportRecord } from './types';

const Column = DataTable.Col<ListingReportRecord>;

const reportFilters = [
  <SelectInput key="status" source="status" choices={[{ id: 'open', name: 'Open' }, { id: 'resolved', name: 'Resolved' }]} alwaysOn />,
  <SelectInput key="reason" source="reason" choices={Object.entries(reasonLabels).map(([id, name]) => ({ id, name }))} />,
];

// The queue by age: open reports, oldest first.
export const ReportList = () => (
  <>
    <ReportFiguresCard />
    <List filters={reportFilters} filterDefaultValues={{ status: 'open' }} sort={{ field: 'reportedAt', order: 'ASC' }} perPage={25} title="Reports" empty={false}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <Column source="listingId" label="Listing" disableSort>
          <ReferenceField source="listingId" reference="listings" link="show" />
        </Column>
        <Column source="reason">
          <FunctionField<ListingReportRecord> render={(r) => reasonLabels[r.reason] ?? r.reason} />
        </Column>
        <Column source="details" disableSort />
        <Column source="reportedAt" label="Reported">
          <DateField source="reportedAt" showTime />
        </Column>
        <Column source="status" />
        <Column source="outcome" disableSort />
        <Column label="" disableSort>
          <ResolveButton />
        </Column>
      </DataTable>
    </List>
  </>
);
