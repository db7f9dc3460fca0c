import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FieDataProvider, ListingAsOf as AsOf } from '../providers/dataProvider';

const money = (price: number, currency: string) => `${currency === 'USD' ? 'US$' : 'GH₵'} ${price.toLocaleString('en-GH')}`;
const day = (iso: string) => new Date(iso).toLocaleDateString('en-GH', { timeZone: 'Africa/Accra', day: 'numeric', month: 'short', year: 'numeric' });
const today = () => new Date().toISOString().slice(0, 10);

type Load = { status: 'loading' } | { status: 'ready'; asOf: AsOf } | { status: 'failed'; message: string };

/** 'What did this listing look like on date X': its state then, and its prices and statuses until then. */
export const ListingAsOf = ({ listingId }: { listingId: string }) => {
  const dataProvider = useDataProvider<FieDataProvider>();
  const [date, setDate] = useState(today);
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    dataProvider.listingAsOf(listingId, date).then(
      ({ data }) => live && setLoad({ status: 'ready', asOf: data }),
      (error: Error) => live && setLoad({ status: 'failed', message: error.message }),
    );
    return () => {
      live = false;
    };
  }, [dataProvider, listingId, date]);

  return (
    <Stack spacing={1} sx={{ maxWidth: 640 }}>
      <TextField type="date" label="As of" value={date} onChange={(e) => e.target.value && setDate(e.target.value)} size="small" sx={{ width: 200 }} slotProps={{ inputLabel: { shrink: true } }} />
      {load.status === 'loading' ? <CircularProgress size={24} aria-label="Loading the listing as of that date" /> : null}
      {load.status === 'failed' ? <Alert severity="error">The listing as of {date} could not be loaded: {load.message}</Alert> : null}
      {load.status === 'ready' && !load.asOf.state ? <Typography color="text.secondary">The listing did not exist yet on {day(load.asOf.at)}.</Typography> : null}
      {load.status === 'ready' && load.asOf.state ? (
        <>
          <Typography>
            On {day(load.asOf.at)}: <strong>{load.asOf.state.listing.title ?? 'untitled'}</strong>, {money(load.asOf.state.listing.price, load.asOf.state.listing.currency)},{' '}
            {load.asOf.state.deleted ? 'removed' : load.asOf.state.hidden ? `hidden by moderators (${load.asOf.state.hidden})` : load.asOf.state.status}
          </Typography>
          <Typography variant="subtitle2">Prices</Typography>
          {load.asOf.prices.map((p) => (
            <Typography key={p.at} variant="body2">
              {day(p.at)}: {money(p.price, p.currency)}
            </Typography>
          ))}
          <Typography variant="subtitle2">Statuses</Typography>
          {load.asOf.statuses.map((s) => (
            <Typography key={s.at} variant="body2">
              {day(s.at)}: {s.status}
            </Typography>
          ))}
        </>
      ) : null}
    </Stack>
  );
};
