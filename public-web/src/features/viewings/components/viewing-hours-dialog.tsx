import { useEffect, useState } from 'react';
import { weekdayNames, weekdays, type DayHours, type Weekday, type WeeklyHours } from '@fie/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { FormBanner } from '../../../components/ui/form-banner';
import { fetchListerListings, fetchViewingHours, saveViewingHours, type ListerListing } from '../api/viewings';

/** Half hours from 06:00 to 22:00, the choices for a day's window. */
const times = Array.from({ length: 33 }, (_, i) => `${String(6 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);
// Monday first, as the calendar shows the week.
const week: Weekday[] = [...weekdays.slice(1), 'sun'];

type Load = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; listings: ListerListing[] };

/**
 * The lister's weekly viewing hours, per listing: each day open between two half hours, or closed. Until set,
 * any day 08:00 to 18:00. Viewings already asked for stay as they are; new requests must fall inside.
 */
export function ViewingHoursDialog({ as, onClose, onSaved }: { as: 'person' | 'organization'; onClose: () => void; onSaved: (message: string) => void }) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [listingId, setListingId] = useState('');
  const [hours, setHours] = useState<WeeklyHours | null>(null);
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<string | undefined>();

  useEffect(() => {
    const controller = new AbortController();
    fetchListerListings(as, { signal: controller.signal }).then(
      (listings) => {
        if (controller.signal.aborted) return;
        setLoad({ status: 'ready', listings });
        if (listings[0]) setListingId(listings[0].id);
      },
      (error: unknown) => !controller.signal.aborted && setLoad({ status: 'failed', message: error instanceof Error ? error.message : 'Something went wrong' }),
    );
    return () => controller.abort();
  }, [as]);

  useEffect(() => {
    if (!listingId) return;
    const controller = new AbortController();
    setHours(null);
    setBanner(undefined);
    fetchViewingHours(listingId, { signal: controller.signal }).then(
      (found) => !controller.signal.aborted && setHours(found),
      (error: unknown) => !controller.signal.aborted && setBanner(error instanceof Error ? error.message : 'Something went wrong'),
    );
    return () => controller.abort();
  }, [listingId]);

  const setDay = (day: Weekday, value: DayHours) => setHours((h) => (h ? { ...h, [day]: value } : h));

  async function save() {
    if (!hours || busy) return;
    setBusy(true);
    setBanner(undefined);
    try {
      onSaved(await saveViewingHours(listingId, hours));
    } catch (error) {
      setBanner(error instanceof Error ? error.message : 'Something went wrong');
    } finally {
      setBusy(false);
    }
  }

  return (
    <DialogFrame
      id="viewing-hours"
      title="Viewing hours"
      width={560}
      dividers
      onClose={busy ? () => undefined : onClose}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            Close
          </Button>
          <Button variant="contained" onClick={save} disabled={!hours || busy}>
            Save hours
            {busy ? <CircularProgress size={16} sx={{ ml: 1 }} color="inherit" aria-hidden /> : null}
          </Button>
        </>
      }
    >
      {banner ? <FormBanner severity="error" message={banner} /> : null}
      {load.status === 'loading' ? <LinearProgress aria-label="Loading your listings" /> : null}
      {load.status === 'failed' ? <FormBanner severity="error" title="We could not load your listings" message={load.message} /> : null}
      {load.status === 'ready' && !load.listings.length ? <Typography>You have no listings yet. Viewing hours are set for each listing you list.</Typography> : null}
      {load.status === 'ready' && load.listings.length ? (
        <>
          <TextField select label="Listing" value={listingId} onChange={(e) => setListingId(e.target.value)} fullWidth sx={{ mb: 2 }} disabled={busy}>
            {load.listings.map((l) => (
              <MenuItem key={l.id} value={l.id}>
                {l.title}
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Accra time. People book 30-minute viewings inside these hours.
          </Typography>
          {!hours ? <LinearProgress aria-label="Loading the viewing hours" /> : null}
          {hours
            ? week.map((day) => {
                const open = hours[day];
                return (
                  <Box key={day} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '170px 1fr 1fr' }, gap: 1, alignItems: 'center', mb: 1 }}>
                    <FormControlLabel
                      sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
                      control={<Switch checked={Boolean(open)} onChange={(e) => setDay(day, e.target.checked ? { from: '08:00', to: '18:00' } : null)} disabled={busy} />}
                      label={weekdayNames[day]}
                    />
                    {open ? (
                      <>
                        <TextField select size="small" label={`${weekdayNames[day]} from`} value={open.from} onChange={(e) => setDay(day, { ...open, from: e.target.value })} disabled={busy}>
                          {times.filter((t) => t < open.to).map((t) => <MenuItem key={t} value={t}>{t}</MenuItem>)}
                        </TextField>
                        <TextField select size="small" label={`${weekdayNames[day]} to`} value={open.to} onChange={(e) => setDay(day, { ...open, to: e.target.value })} disabled={busy}>
                          {times.filter((t) => t > open.from).map((t) => <MenuItem key={t} value={t}>{t}</MenuItem>)}
                        </TextField>
                      </>
                    ) : (
                      <Typography color="text.secondary" sx={{ gridColumn: { xs: '1 / -1', sm: 'span 2' } }}>
                        No viewings
                      </Typography>
                    )}
                  </Box>
                );
              })
            : null}
        </>
      ) : null}
    </DialogFrame>
  );
}
