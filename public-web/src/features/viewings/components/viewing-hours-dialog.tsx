import { useEffect, useState } from 'react';
import { optionLabel, weekdays, type DayHours, type Translate, type Weekday, type WeeklyHours } from '@fie/domain';
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
import { useLanguage, useSay, useT } from '../../../lib/i18n/language';
import { fetchListerListings, fetchViewingHours, saveViewingHours, type ListerListing } from '../api/viewings';
import { weekdayName } from '../dates';

/** Half hours from 06:00 to 22:00, the choices for a day's window. */
const times = Array.from({ length: 33 }, (_, i) => `${String(6 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);
// Monday first, as the calendar shows the week.
const week: Weekday[] = [...weekdays.slice(1), 'sun'];

/** A listing's name in the select: its title, else its type and town. */
function listingName(t: Translate, listing: ListerListing): string {
  if (listing.title) return listing.title;
  const type = listing.type ? optionLabel(t, 'type', listing.type, listing.typeLabel) : listing.typeLabel;
  if (type && listing.town) return t('viewings.hours.listing-name', '{type} in {town}', { type, town: listing.town });
  return type || listing.town || t('viewings.hours.a-listing', 'A listing');
}

/** A failed load keeps the server's words, said in the page's language when shown ('' when it had none). */
type Load = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; listings: ListerListing[] };

/**
 * The lister's weekly viewing hours, per listing: each day open between two half hours, or closed. Until set,
 * any day 08:00 to 18:00. Viewings already asked for stay as they are; new requests must fall inside.
 */
export function ViewingHoursDialog({ as, onClose, onSaved }: { as: 'person' | 'organization'; onClose: () => void; onSaved: (message: string) => void }) {
  const t = useT();
  const say = useSay();
  const { language } = useLanguage();
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
      (error: unknown) => !controller.signal.aborted && setLoad({ status: 'failed', message: error instanceof Error ? error.message : '' }),
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
      (error: unknown) => !controller.signal.aborted && setBanner(error instanceof Error ? error.message : ''),
    );
    return () => controller.abort();
  }, [listingId]);

  const setDay = (day: Weekday, value: DayHours) => setHours((h) => (h ? { ...h, [day]: value } : h));

  async function save() {
    if (!hours || busy) return;
    setBusy(true);
    setBanner(undefined);
    try {
      await saveViewingHours(listingId, hours);
      onSaved(t('viewings.hours.saved', 'Viewing hours saved'));
    } catch (error) {
      setBanner(error instanceof Error ? error.message : '');
    } finally {
      setBusy(false);
    }
  }

  return (
    <DialogFrame
      id="viewing-hours"
      title={t('viewings.hours.title', 'Viewing hours')}
      width={560}
      dividers
      onClose={busy ? () => undefined : onClose}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {t('viewings.close', 'Close')}
          </Button>
          <Button variant="contained" onClick={save} disabled={!hours || busy}>
            {t('viewings.hours.save', 'Save hours')}
            {busy ? <CircularProgress size={16} sx={{ ml: 1 }} color="inherit" aria-hidden /> : null}
          </Button>
        </>
      }
    >
      {banner !== undefined ? <FormBanner severity="error" message={say(banner) || t('viewings.failed', 'Something went wrong')} /> : null}
      {load.status === 'loading' ? <LinearProgress aria-label={t('viewings.hours.loading-listings', 'Loading your listings')} /> : null}
      {load.status === 'failed' ? <FormBanner severity="error" title={t('viewings.hours.listings-failed', 'We could not load your listings')} message={say(load.message) || undefined} /> : null}
      {load.status === 'ready' && !load.listings.length ? <Typography>{t('viewings.hours.no-listings', 'You have no listings yet. Viewing hours are set for each listing you list.')}</Typography> : null}
      {load.status === 'ready' && load.listings.length ? (
        <>
          <TextField select label={t('viewings.hours.listing', 'Listing')} value={listingId} onChange={(e) => setListingId(e.target.value)} fullWidth sx={{ mb: 2 }} disabled={busy}>
            {load.listings.map((l) => (
              <MenuItem key={l.id} value={l.id}>
                {listingName(t, l)}
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('viewings.hours.intro', 'Accra time. People book 30-minute viewings inside these hours.')}
          </Typography>
          {!hours ? <LinearProgress aria-label={t('viewings.hours.loading', 'Loading the viewing hours')} /> : null}
          {hours
            ? week.map((day) => {
                const open = hours[day];
                const name = weekdayName(language, day);
                return (
                  <Box key={day} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '170px 1fr 1fr' }, gap: 1, alignItems: 'center', mb: 1 }}>
                    <FormControlLabel
                      sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
                      control={<Switch checked={Boolean(open)} onChange={(e) => setDay(day, e.target.checked ? { from: '08:00', to: '18:00' } : null)} disabled={busy} />}
                      label={name}
                    />
                    {open ? (
                      <>
                        <TextField select size="small" label={t('viewings.hours.from', '{day} from', { day: name })} value={open.from} onChange={(e) => setDay(day, { ...open, from: e.target.value })} disabled={busy}>
                          {times.filter((time) => time < open.to).map((time) => <MenuItem key={time} value={time}>{time}</MenuItem>)}
                        </TextField>
                        <TextField select size="small" label={t('viewings.hours.to', '{day} to', { day: name })} value={open.to} onChange={(e) => setDay(day, { ...open, to: e.target.value })} disabled={busy}>
                          {times.filter((time) => time > open.from).map((time) => <MenuItem key={time} value={time}>{time}</MenuItem>)}
                        </TextField>
                      </>
                    ) : (
                      <Typography color="text.secondary" sx={{ gridColumn: { xs: '1 / -1', sm: 'span 2' } }}>
                        {t('viewings.hours.closed', 'No viewings')}
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
