import { DataTable, DateField, List, NumberField, useRecordContext } from 'react-admin';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { FreshnessFiguresCard } from './FreshnessFiguresCard';
import { listingFilters } from './listingFilters';
import type { ModerationListingRecord } from './types';

const Column = DataTable.Col<ModerationListingRecord>;

const StatusCell = () => {
  const record = useRecordContext<ModerationListingRecord>();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      <Chip size="small" label={record.status} color={record.status === 'published' ? 'success' : record.status === 'hidden' ? 'warning' : 'default'} />
      {record.staleArchivedAt && <Chip size="small" label="archived: unconfirmed 60 days" color="warning" variant="outlined" />}
      {record.reviewRequestedAt && <Chip size="small" label="review asked" color="info" />}
      {record.firstListing && <Chip size="small" label="first listing" variant="outlined" />}
      {record.flags.map((flag) => (
        <Chip key={flag.code} size="small" label="flagged" color="error" variant="outlined" title={flag.explanation} />
      ))}
    </Stack>
  );
};

// Every listing, newest first; the Queue filter gives the moderation queue (first-time listers, reported,
// automatically flagged, review asked for). Staff act on a listing from its page. Above it, the freshness figures.
export const ListingList = () => (
  <>
    <FreshnessFiguresCard />
    <List filters={listingFilters} filterDefaultValues={{ queue: 'any' }} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} title="Listings">
      <DataTable rowClick="show" bulkActionButtons={false}>
        <Column source="title" />
        <Column source="listerName" label="Lister" disableSort />
        <Column source="town" disableSort />
        <Column source="status" disableSort>
          <StatusCell />
        </Column>
        <Column source="openReports" label="Open reports" align="right">
          <NumberField source="openReports" />
        </Column>
        <Column source="createdAt" label="Listed">
          <DateField source="createdAt" showTime />
        </Column>
      </DataTable>
    </List>
  </>
);
