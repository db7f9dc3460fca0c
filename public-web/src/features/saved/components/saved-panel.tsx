import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Refresh from '@mui/icons-material/Refresh';
import { useFlash } from '../../../components/ui/flash-message';
import { useReload } from '../../../lib/use-reload';
import { paths } from '../../../lib/paths';
import { fetchSavedProperties, type SavedProperty } from '../api/saved';
import { setSaved } from '../saved-store';
import { SavedCard, savedName } from './saved-card';
import { LoadState } from '../../../components/ui/load-state';
import { useT } from '../../../lib/i18n/language';

const readSaved = (signal: AbortSignal) => fetchSavedProperties({ signal });

/**
 * The dashboard's Saved tab: the properties the person saved, most recently saved first. A property that
 * was let, sold, hidden, deleted or taken down stays, greyed and saying what became of it, until the person
 * removes it (its words are the app part's `saved` area: the dashboard has them before it draws).
 */
export function SavedPanel() {
  const t = useT();
  const { flash } = useFlash();
  const [items, setItems] = useState<SavedProperty[] | null>(null);
  const { load, reload } = useReload(readSaved, setItems);

  // Gone from the list at once; put back where it was if the server refuses.
  async function remove(saved: SavedProperty) {
    const index = items?.findIndex((item) => item.id === saved.id) ?? -1;
    setItems((current) => current?.filter((item) => item.id !== saved.id) ?? null);
    try {
      flash('success', await setSaved(saved.id, false));
    } catch (error) {
      setItems((current) => {
        if (!current || current.some((item) => item.id === saved.id)) return current;
        const next = [...current];
        next.splice(Math.max(0, Math.min(index, next.length)), 0, saved);
        return next;
      });
      flash('error', t('saved.panel.not-removed', 'Could not remove {name}: {reason}', { name: savedName(t, saved), reason: error instanceof Error ? error.message : t('saved.panel.went-wrong', 'Something went wrong') }));
    }
  }

  const count = items?.length ?? 0;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="saved-title" sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography id="saved-title" variant="h6" component="h2">
            {t('saved.panel.title', 'Saved properties')}
          </Typography>
          {items ? <Chip size="small" color="primary" label={count} aria-label={t('saved.panel.count', '{count} saved', { count })} /> : null}
        </Stack>
        <Button startIcon={<Refresh aria-hidden />} onClick={reload} disabled={load.status === 'loading'}>
          {t('saved.panel.refresh', 'Refresh')}
        </Button>
      </Stack>

      <LoadState loading={load.status === 'loading'} failed={load.status === 'failed'} loadingLabel={t('saved.panel.loading', 'Loading your saved properties')} failedTitle={t('saved.panel.failed', 'We could not load your saved properties')} message={load.status === 'failed' ? load.message : undefined} onRetry={reload} spaced />

      {items && count === 0 && load.status === 'ready' ? (
        <Box sx={{ textAlign: 'center', py: 4 }}>
          <Typography variant="h6" component="p" gutterBottom>
            {t('saved.panel.empty', 'No saved properties yet')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('saved.panel.empty-text', 'Press the heart on a property to keep it here, so you can compare it with others and come back to it.')}
          </Typography>
          <Button variant="contained" component={RouterLink} to={paths.searchProperty}>
            {t('saved.panel.search', 'Search property')}
          </Button>
        </Box>
      ) : null}

      {items && count > 0 ? (
        <Box
          component="ul"
          aria-label={t('saved.panel.list', 'Your saved properties')}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } }}
        >
          {items.map((saved) => (
            <Box component="li" key={saved.id}>
              <SavedCard saved={saved} onRemove={() => void remove(saved)} />
            </Box>
          ))}
        </Box>
      ) : null}
    </Paper>
  );
}
