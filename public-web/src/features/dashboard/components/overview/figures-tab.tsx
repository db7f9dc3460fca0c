import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Refresh from '@mui/icons-material/Refresh';
import { paths } from '../../../../lib/paths';
import { useT } from '../../../../lib/i18n/language';
import { useFigures, type Figure, type Figures } from '../../api/figures';
import type { DashboardUser } from '../../types';
import { FigureCard } from './figure-card';
import { PerListingTable } from './per-listing-table';
import { LoadState } from '../../../../components/ui/load-state';

/**
 * The Dashboard tab: real figures only (spec property-side.md §2). Listers see their listings by status,
 * views, enquiries and saves, in all and per listing; everyone sees what they keep for their own search.
 * Each figure comes with a small chart of the last days. What the server does not count yet is not shown.
 */
export function FiguresTab({ user }: { user: DashboardUser }) {
  const t = useT();
  const { load, reload } = useFigures();
  const figures = 'figures' in load ? load.figures : undefined;
  const documents = user.documents.length;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {t('dashboard.figures.title', 'Your figures')}
        </Typography>
        <Button startIcon={<Refresh aria-hidden />} onClick={reload} disabled={load.status === 'loading'}>
          {t('ui.refresh', 'Refresh')}
        </Button>
      </Stack>
      <LoadState loading={load.status === 'loading'} failed={load.status === 'failed'} loadingLabel={t('dashboard.figures.loading', 'Loading your figures')} failedTitle={t('dashboard.figures.failed', 'We could not load your figures')} message={load.status === 'failed' ? load.message : undefined} onRetry={reload} />

      {figures?.ownLister ? <ListerSection lister={figures.ownLister} title={t('dashboard.figures.own-name', 'Listed under your own name')} /> : null}
      {figures?.lister ? <ListerSection lister={figures.lister} title={figures.ownLister ? t('dashboard.figures.for-organization', 'Listed for your organization') : undefined} /> : null}
      {figures?.seeker ? <FigureGrid title={t('dashboard.figures.your-search', 'Your search')} figures={figures.seeker.figures} /> : null}
      {figures && !figures.lister && user.userType === 'seeker' ? (
        <Typography>
          {t('dashboard.figures.become-owner', 'Have a property to let or sell?')}{' '}
          <Link component={RouterLink} to={paths.seekerOwnerRegistration}>
            {t('dashboard.figures.register-owner', 'Register as an Owner')}
          </Link>
        </Typography>
      ) : null}

      <Typography>
        {t('dashboard.figures.documents', '{count, plural, =0 {You have not uploaded any documents yet.} one {You have uploaded # document.} other {You have uploaded # documents.}}', { count: documents })}{' '}
        <Link component={RouterLink} to={`${paths.ownerDashboard}?tab=documents`} replace>
          {documents === 0 ? t('dashboard.figures.upload-documents', 'Upload them') : t('dashboard.figures.see-documents', 'See them')}
        </Link>
      </Typography>
    </Box>
  );
}

function ListerSection({ lister, title }: { lister: NonNullable<Figures['lister']>; title?: string }) {
  const t = useT();
  const statusLabels = Object.fromEntries((lister.figures.find((f) => f.key === 'listings')?.parts ?? []).map((part) => [part.key, part.label]));
  // A member who is an owner too has two sections; one without listings says nothing rather than a second 'no listings'.
  if (lister.listings.length === 0) return title ? null : <NoListings />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FigureGrid title={title ?? t('dashboard.figures.your-listings', 'Your listings')} figures={lister.figures} />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('dashboard.figures.per-listing', 'Per listing')}
      </Typography>
      <PerListingTable listings={lister.listings} figures={lister.figures} statusLabels={statusLabels} />
      <Typography variant="body2" color="text.secondary">
        {t('dashboard.figures.explained', 'Views count each visitor once a day, without cookies; your own visits are not counted. Phone number shown counts the taps on Show number. Enquiries are conversations people started with you about a listing.')}
      </Typography>
    </Box>
  );
}

function FigureGrid({ title, figures }: { title: string; figures: Figure[] }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } }}>
        {figures.map((figure) => (
          <FigureCard key={figure.key} figure={figure} />
        ))}
      </Box>
    </Box>
  );
}

/** A lister with nothing listed: say so, and where to start (a draft waits on /add_property). */
function NoListings() {
  const t = useT();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }} gutterBottom>
        {t('dashboard.figures.your-listings', 'Your listings')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('dashboard.figures.no-listings', 'You have not listed a property yet. Once you do, its views, enquiries and saves are counted here.')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" component={RouterLink} to={paths.listProperty}>
          {t('dashboard.figures.list-property', 'List Property')}
        </Button>
        <Button variant="outlined" component={RouterLink} to={paths.addProperty}>
          {t('dashboard.figures.drafts', 'Your drafts')}
        </Button>
      </Stack>
    </Paper>
  );
}
