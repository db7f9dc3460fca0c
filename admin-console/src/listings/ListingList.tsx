import { DataTable, List, SimpleList, useRecordContext } from 'react-admin';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DateColumn, NumberColumn } from '../components/Columns';
import { statusLabel } from '../lib/labels';
import { FreshnessFiguresCard } from './FreshnessFiguresCard';
import { listingFilters } from './listingFilters';
import type { ModerationListingRecord } from './types';

const Column = DataTable.Col<ModerationListingRecord>;

const StatusCell = () => {
  const record = useRecordContext<ModerationListingRecord>();
  if (!record) return null;
  return (
    <Stack component="span" direction="row" spacing={0.5} useFlexGap flexWrap="wrap" sx={{ mt: 0.5 }}>
      <Chip component="span" size="small" label={statusLabel(record.status)} color={record.status === 'published' ? 'success' : record.status === 'hidden' ? 'warning' : 'default'} />
      {record.staleArchivedAt && <Chip component="span" size="small" label="archived: unconfirmed 60 days" color="warning" variant="outlined" />}
      {record.reviewRequestedAt && <Chip component="span" size="small" label="review asked" color="info" />}
      {record.firstListing && <Chip component="span" size="small" label="first listing" variant="outlined" />}
      {record.flags.map((flag) => (
        <Chip component="span" key={flag.code} size="small" label="flagged" color="error" variant="outlined" title={flag.explanation} />
      ))}
    </Stack>
  );
};

const when = (iso: string) => new Date(iso).toLocaleDateString('en-GH', { timeZone: 'Africa/Accra', day: 'numeric', month: 'short', year: 'numeric' });

/** On a phone: one line per listing (title, then lister and town), its status and flags below, reports on the right. */
const PhoneList = () => (
  <SimpleList<ModerationListingRecord>
    primaryText={(r) => r.title}
    secondaryText={(r) => (
      <>
        {r.listerName} · {r.town} · {when(r.createdAt)}
        <StatusCell />
      </>
    )}
    tertiaryText={(r) => (r.openReports ? `${r.openReports} open report${r.openReports === 1 ? '' : 's'}` : '')}
    linkType="show"
  />
);

// Every listing, newest first, so a search finds any of them; the Queue filter narrows it to a moderation queue
// (first-time listers, reported, automatically flagged, review asked for). Staff act on a listing from its page.
// Its own storeKey, so a console that kept the old 'Any queue' default in the browser opens on all listings too.
export const ListingList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <>
      <FreshnessFiguresCard />
      <List filters={listingFilters} storeKey="listings.all" sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} title="Listings">
        {isSmall ? (
          <PhoneList />
        ) : (
          <DataTable rowClick="show" bulkActionButtons={false}>
            <Column source="title" />
            <Column source="listerName" label="Lister" disableSort />
            <Column source="town" disableSort />
            <Column source="status" disableSort>
              <StatusCell />
            </Column>
            <NumberColumn source="openReports" label="Open reports" />
            <DateColumn source="createdAt" label="Listed" showTime />
          </DataTable>
        )}
      </List>
    </>
  );
};
