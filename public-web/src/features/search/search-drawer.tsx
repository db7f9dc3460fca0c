import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { visuallyHidden } from '../../components/ui/visually-hidden';
import { useT } from '../../lib/i18n/language';
import { FilterBar } from './components/filter-bar';
import { Results } from './components/results';
import { useSearchController } from './hooks/use-search-controller';

/** The drawer's width on a wide screen (spec §9); a phone gets the whole width. */
export const SEARCH_DRAWER_WIDTH = 500;

/**
 * The search inside a right-hand drawer titled Search, for the user dashboard (spec §2): the same
 * controls and results as the search page, without the map or the page around it. It keeps its own
 * filters, so the dashboard's address is left alone, and keeps its results while closed.
 */
export function SearchDrawer({ open, onClose, renderSave }: { open: boolean; onClose: () => void; renderSave?: (property: { id: string; name: string }) => ReactNode }) {
  const t = useT();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      keepMounted
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: SEARCH_DRAWER_WIDTH } }, 'aria-labelledby': 'search-drawer-title' } as object }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', position: 'sticky', top: 0, bgcolor: 'background.paper', zIndex: 2 }}>
        <Typography id="search-drawer-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t('search.bar.search', 'Search')}
        </Typography>
        <IconButton onClick={onClose} edge="end">
          <Close aria-hidden />
          <span style={visuallyHidden}>{t('search.drawer.close', 'Close search')}</span>
        </IconButton>
      </Box>
      <Box sx={{ p: 2 }}>
        <DrawerSearch renderSave={renderSave} />
      </Box>
    </Drawer>
  );
}

function DrawerSearch({ renderSave }: { renderSave?: (property: { id: string; name: string }) => ReactNode }) {
  const search = useSearchController({ syncUrl: false });
  return (
    <>
      <FilterBar filters={search.filters} facets={search.result?.facets} onSearch={(patch) => search.update(patch)} onPlace={search.choosePlace} compact />
      <Box sx={{ mt: 2 }}>
        <Results
          status={search.status}
          result={search.result}
          error={search.error}
          filters={search.filters}
          variant="drawer"
          renderSave={renderSave}
          onSearch={(patch) => search.update(patch)}
          onPage={search.goToPage}
          onRetry={search.retry}
          onClearFilters={search.clearFilters}
        />
      </Box>
    </>
  );
}
