import { DataTable, DateField, FunctionField, ReferenceManyField, Show, SimpleShowLayout, useRecordContext } from 'react-admin';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ScrollRegion } from '../components/ScrollRegion';
import { listingReportReasonLabel, statusLabel } from '../lib/labels';
import type { ListingReportRecord } from '../listing-reports/types';
import { DecisionButton } from './DecisionButton';
import { ListingPhotos, ListingSummary } from './ListingDetails';
import { ListingAsOf } from './ListingAsOf';
import { ListingTimeline } from './ListingTimeline';
import type { ModerationListingRecord } from './types';

/** The decisions that make sense now: a hidden listing is restored, a shown one hidden; a removed one is final. */
const Decisions = () => {
  const record = useRecordContext<ModerationListingRecord>();
  if (!record || record.status === 'removed') return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <DecisionButton decision="approve" />
      {record.hidden ? <DecisionButton decision="restore" /> : <DecisionButton decision="hide" />}
      <DecisionButton decision="remove" />
    </Stack>
  );
};

const Situation = () => {
  const record = useRecordContext<ModerationListingRecord>();
  if (!record) return null;
  return (
    <Stack spacing={1}>
      {record.hidden && (
        <Alert severity="warning">
          Hidden {record.hidden.by === 'reports' ? 'automatically after reports' : 'by staff'}: {record.hidden.reason}
        </Alert>
      )}
      {record.staleArchivedAt && (
        <Alert severity="info">
          Out of search since {new Date(record.staleArchivedAt).toLocaleDateString('en-GH', { timeZone: 'Africa/Accra', day: 'numeric', month: 'short', year: 'numeric' })}: its lister has not confirmed it is still available for 60 days. It comes back when they do.
        </Alert>
      )}
      {record.reviewRequestedAt && <Alert severity="info">The lister asked for a review on {new Date(record.reviewRequestedAt).toLocaleString('en-GH', { timeZone: 'Africa/Accra' })}.</Alert>}
      {record.flags.map((flag) => (
        <Alert key={flag.code} severity="error">
          Flagged: {flag.explanation}
        </Alert>
      ))}
      {record.lastDecision && (
        <Typography variant="body2" color="text.secondary">
          Last decision: {statusLabel(record.lastDecision.decision)}, “{record.lastDecision.reason}” ({record.lastDecision.staffId})
        </Typography>
      )}
    </Stack>
  );
};

const ListingTimelineField = () => {
  const record = useRecordContext<ModerationListingRecord>();
  // The table scrolls sideways by itself on a phone; the page never does.
  return record ? (
    <ScrollRegion label="Timeline">
      <ListingTimeline listingId={record.id} />
    </ScrollRegion>
  ) : null;
};

const ListingAsOfField = () => {
  const record = useRecordContext<ModerationListingRecord>();
  return record ? <ListingAsOf listingId={record.id} /> : null;
};

const ReportColumn = DataTable.Col<ListingReportRecord>;

export const ListingShow = () => (
  <Show title="Listing">
    <SimpleShowLayout>
      <Decisions />
      <Situation />
      <ListingSummary />
      <ListingPhotos />
      <DateField source="createdAt" label="Listed" showTime />
      <ReferenceManyField label="Reports" reference="listing-reports" target="listingId" sort={{ field: 'reportedAt', order: 'DESC' }}>
        <DataTable bulkActionButtons={false} rowClick={false} empty={<Typography color="text.secondary">No one has reported this listing.</Typography>} sx={{ overflowX: 'auto', maxWidth: '100%' }}>
          <ReportColumn source="reason">
            <FunctionField<ListingReportRecord> render={(r) => listingReportReasonLabel(r.reason)} />
          </ReportColumn>
          <ReportColumn source="details" disableSort />
          <ReportColumn source="status">
            <FunctionField<ListingReportRecord> render={(r) => statusLabel(r.status)} />
          </ReportColumn>
          <ReportColumn source="reportedAt" label="Reported">
            <DateField source="reportedAt" showTime />
          </ReportColumn>
        </DataTable>
      </ReferenceManyField>
      <ListingTimelineField />
      <ListingAsOfField />
    </SimpleShowLayout>
  </Show>
);
