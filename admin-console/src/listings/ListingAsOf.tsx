import { useState } from 'react';
import { useGetOne } from 'react-admin';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ListingAsOf as AsOf } from '../providers/dataProvider';
import { statusLabel } from '../lib/labels';

const money = (price: number, currency: string) => `${currency === 'USD' ? 'US$' : 'GH₵'} ${price.toLocaleString('en-GH')}`;
const day = (iso: string) => new Date(iso).toLocaleDateString('en-GH', { timeZone: 'Africa/Accra', day: 'numeric', month: 'short', year: 'numeric' });
const moment = (iso: string) => new Date(iso).toLocaleString('en-GH', { timeZone: 'Africa/Accra', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const today = () => new Date().toISOString().slice(0, 10);

/**
 * 'What did this listing look like on date X': its state then, and its prices and statuses until then. Until staff
 * pick a date it follows today, and it is a react-admin read (getOne with the date as meta), so after a decision on
 * the page (hide, restore, approve, remove) the refresh reads it again and it shows the new state and its time.
 */
export const ListingAsOf = ({ listingId }: { listingId: string }) => {
  const [picked, setPicked] = useState<string | null>(null);
  const date = picked ?? today();
  const { data: asOf, isPending, error } = useGetOne<AsOf & { id: string }>('listing-history', { id: listingId, meta: { at: date } }, { retry: false });

  return (
    <Stack spacing={1} sx={{ maxWidth: 640 }}>
      <TextField type="date" label="As of" value={date} onChange={(e) => e.target.value && setPicked(e.target.value)} size="small" sx={{ width: 200 }} slotProps={{ inputLabel: { shrink: true } }} />
      {isPending ? <CircularProgress size={24} aria-label="Loading the listing as of that date" /> : null}
      {error ? <Alert severity="error">The listing as of {date} could not be loaded: {(error as Error).message}</Alert> : null}
      {asOf && !asOf.state ? <Typography color="text.secondary">The listing did not exist yet on {day(asOf.at)}.</Typography> : null}
      {asOf?.state ? (
        <>
          <Typography>
            On {day(asOf.at)}: <strong>{asOf.state.listing.title ?? 'untitled'}</strong>, {money(asOf.state.listing.price, asOf.state.listing.currency)},{' '}
            {asOf.state.deleted ? 'removed' : asOf.state.hidden ? `hidden by moderators (${asOf.state.hidden})` : asOf.state.status}
          </Typography>
          <Typography variant="subtitle2" component="h3">Prices</Typography>
          {asOf.prices.map((p) => (
            <Typography key={p.at} variant="body2">
              {day(p.at)}: {money(p.price, p.currency)}
            </Typography>
          ))}
          <Typography variant="subtitle2" component="h3">Statuses</Typography>
          {asOf.statuses.map((s) => (
            <Typography key={s.at} variant="body2">
              {moment(s.at)}: {statusLabel(s.status)}
            </Typography>
          ))}
        </>
      ) : null}
    </Stack>
  );
};
