import { DataTable, DateField, FunctionField, List, ReferenceField, SelectInput } from 'react-admin';
import Typography from '@mui/material/Typography';
import { ReportFiguresCard } from './ReportFiguresCard';
import { ResolveButton } from './ResolveButton';
import { listingReportReasonLabels } from '@fie/domain';
import { listingReportReasonLabel, messageReportReasonLabel, statusLabel } from '../lib/labels';
import type { ListingReportRecord, MessageReportRecord } from './types';

const Column = DataTable.Col<ListingReportRecord>;
const MessageColumn = DataTable.Col<MessageReportRecord>;

const reportFilters = [
  <SelectInput key="status" source="status" choices={[{ id: 'open', name: 'Open' }, { id: 'resolved', name: 'Resolved' }]} alwaysOn />,
  <SelectInput key="reason" source="reason" choices={Object.entries(listingReportReasonLabels).map(([id, name]) => ({ id, name }))} />,
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
          <FunctionField<ListingReportRecord> render={(r) => listingReportReasonLabel(r.reason)} />
        </Column>
        <Column source="details" disableSort />
        <Column source="reportedAt" label="Reported">
          <DateField source="reportedAt" showTime />
        </Column>
        <Column source="status">
          <FunctionField<ListingReportRecord> render={(r) => statusLabel(r.status)} />
        </Column>
        <Column source="outcome" disableSort>
          <FunctionField<ListingReportRecord> render={(r) => (r.outcome ? statusLabel(r.outcome) : '')} />
        </Column>
        <Column label="" disableSort>
          <ResolveButton />
        </Column>
      </DataTable>
    </List>
    <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
      Reports of messages
    </Typography>
    <List resource="message-reports" disableSyncWithLocation filter={{ status: 'open' }} sort={{ field: 'reportedAt', order: 'ASC' }} perPage={10} title=" " actions={false} empty={<Typography color="text.secondary">No open reports of messages.</Typography>}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <MessageColumn source="reason">
          <FunctionField<MessageReportRecord> render={(r) => messageReportReasonLabel(r.reason)} />
        </MessageColumn>
        <MessageColumn source="details" disableSort />
        <MessageColumn source="conversationId" label="Conversation" disableSort />
        <MessageColumn source="reportedAt" label="Reported">
          <DateField source="reportedAt" showTime />
        </MessageColumn>
        <MessageColumn label="" disableSort>
          <ResolveButton resource="message-reports" about="this message" />
        </MessageColumn>
      </DataTable>
    </List>
  </>
);
