import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormBanner } from '../../../components/ui/form-banner';
import { paths } from '../../../lib/paths';
import { actOnStay, type Stay, type StayAction } from '../api/stays';
import { formatDay } from '../dates';

const labels: Record<StayAction, string> = { accept: 'Accept', decline: 'Decline', cancel: 'Cancel stay' };

/** Stay requests and booked stays: the lister accepts (booking the nights) or declines; either side cancels. */
export function StayList({ stays, onDone }: { stays: Stay[]; onDone: (message: string) => void }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | undefined>();
  const [asked, setAsked] = useState<{ stay: Stay; action: 'decline' | 'cancel' } | null>(null);

  async function run(stay: Stay, action: StayAction) {
    setBusy(stay._id);
    setBanner(undefined);
    try {
      onDone(await actOnStay(stay._id, action));
    } catch (error) {
      setBanner(error instanceof Error ? error.message : 'Something went wrong');
    } finally {
      setBusy(null);
      setAsked(null);
    }
  }

  const shown = stays.filter((s) => s.status === 'pending' || s.status === 'accepted');
  return (
    <Box component="section" aria-labelledby="stays-heading">
      <Typography id="stays-heading" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Short stays
      </Typography>
      {banner ? <FormBanner severity="error" message={banner} /> : null}
      {!shown.length ? <Typography color="text.secondary">No stay requests waiting and no stays booked.</Typography> : null}
      <Stack spacing={1}>
        {shown.map((stay) => (
          <Paper key={stay._id} variant="outlined" sx={{ p: 1.5 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
              <Box>
                <Typography sx={{ fontWeight: 700 }}>
                  {stay.role === 'lister' ? `${stay.seeker.first_name} ${stay.seeker.last_name}` : 'Your stay'}:{' '}
                  <Link component={RouterLink} to={paths.property(stay.property._id)}>
                    {stay.property.title}
                  </Link>
                </Typography>
                <Typography variant="body2">
                  {formatDay(stay.start)} to {formatDay(stay.end)}: {stay.nights} night{stay.nights === 1 ? '' : 's'}, {stay.guests} guest{stay.guests === 1 ? '' : 's'}
                </Typography>
                {stay.message ? <Typography variant="body2" color="text.secondary">&ldquo;{stay.message}&rdquo;</Typography> : null}
              </Box>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
                <Chip size="small" label={stay.statusText} color={stay.status === 'accepted' ? 'success' : 'warning'} />
                {stay.actions.includes('decline') ? <Button size="small" color="error" disabled={busy === stay._id} onClick={() => setAsked({ stay, action: 'decline' })}>{labels.decline}</Button> : null}
                {stay.actions.includes('cancel') ? <Button size="small" color="error" disabled={busy === stay._id} onClick={() => setAsked({ stay, action: 'cancel' })}>{labels.cancel}</Button> : null}
                {stay.actions.includes('accept') ? <Button size="small" variant="contained" disabled={busy === stay._id} onClick={() => run(stay, 'accept')}>{labels.accept}</Button> : null}
              </Stack>
            </Stack>
          </Paper>
        ))}
      </Stack>
      {asked ? (
        <ConfirmDialog
          title={asked.action === 'decline' ? 'Decline this stay request?' : 'Cancel this stay?'}
          text={asked.action === 'decline' ? `${asked.stay.seeker.first_name} is told the nights are not available.` : asked.stay.status === 'accepted' ? 'The nights become free again, and the other side is told.' : 'The request is withdrawn, and the lister is told.'}
          confirmLabel={labels[asked.action]}
          busy={busy === asked.stay._id}
          onConfirm={() => run(asked.stay, asked.action)}
          onClose={() => setAsked(null)}
        />
      ) : null}
    </Box>
  );
}
