import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useLowData } from '../../lib/low-data';
import { useT } from '../../lib/i18n/language';

/**
 * In low-data mode a map (its code and its tiles) loads only when the person asks for it; the space it will take
 * is held meanwhile, so nothing moves when it comes. `askedAlready`: the page showed the map on request anyway
 * (a phone's Map button). Plain elements rather than MUI's Button: this is on the search page's first load,
 * whose weight is budgeted.
 */
export function MapOnRequest({ height, askedAlready = false, children }: { height: number | string; askedAlready?: boolean; children: ReactNode }) {
  const t = useT();
  const lowData = useLowData();
  const [asked, setAsked] = useState(false);
  if (!lowData || asked || askedAlready) return <>{children}</>;
  return (
    <Box sx={{ height, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'grey.100', display: 'grid', placeItems: 'center', textAlign: 'center', p: 2 }}>
      <div>
        <Box component="p" sx={{ m: 0, mb: 1, color: 'text.secondary', fontSize: 14 }}>
          {t('ui.map.off', 'The map is off to save data.')}
        </Box>
        <Box
          component="button"
          type="button"
          onClick={() => setAsked(true)}
          sx={{ font: 'inherit', fontSize: 14, fontWeight: 600, px: 2, py: 0.75, borderRadius: 1, border: 1, borderColor: 'primary.main', color: 'primary.main', bgcolor: 'background.paper', cursor: 'pointer' }}
        >
          {t('ui.map.show', 'Show the map')}
        </Box>
      </div>
    </Box>
  );
}
