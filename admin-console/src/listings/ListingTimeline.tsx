import { useGetOne } from 'react-admin';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TimelineEntry } from './types';

const shown = (value: unknown) => (value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** The listing's history from its events, oldest first, each edit with what changed from what to what. */
export const ListingTimeline = ({ listingId }: { listingId: string }) => {
  const { data, isPending, error } = useGetOne<{ id: string; entries: TimelineEntry[] }>('listing-timelines', { id: listingId }, { retry: false });
  if (isPending) return <CircularProgress size={24} aria-label="Loading the timeline" />;
  if (error) return <Alert severity="error">The timeline could not be loaded: {(error as Error).message}</Alert>;
  if (!data?.entries.length) return <Typography color="text.secondary">No events for this listing yet.</Typography>;
  return (
    <Table size="small" aria-label="Timeline">
      <TableHead>
        <TableRow>
          <TableCell>When</TableCell>
          <TableCell>What</TableCell>
          <TableCell>By</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data.entries.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>{new Date(entry.at).toLocaleString('en-GH', { timeZone: 'Africa/Accra' })}</TableCell>
            <TableCell>
              <Typography variant="body2">{entry.summary}</Typography>
              {entry.changes
                .filter((c) => c.field !== 'images')
                .map((c) => (
                  <Typography key={c.field} variant="caption" component="div" color="text.secondary">
                    {c.field}: {shown(c.before)} → {shown(c.after)}
                  </Typography>
                ))}
            </TableCell>
            <TableCell sx={{ verticalAlign: 'top' }}>{entry.by ?? '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
