import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLowData } from '../../lib/low-data';

/**
 * In low-data mode a map (its code and its tiles) loads only when the person asks for it; the space it will take
 * is held meanwhile, so nothing moves when it comes. `askedAlready`: the page showed the map on request anyway
 * (a phone's Map button).
 */
export function MapOnRequest({ height, askedAlready = false, children }: { height: number | string; askedAlready?: boolean; children: ReactNode }) {
  const lowData = useLowData();
  const [asked, setAsked] = useState(false);
  if (!lowData || asked || askedAlready) return <>{children}</>;
  return (
    <Box sx={{ height, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'grey.100', display: 'grid', placeItems: 'center', textAlign: 'center', p: 2 }}>
      <div>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          The map is off to save data.
        </Typography>
        <Button variant="outlined" size="small" onClick={() => setAsked(true)}>
          Show the map
        </Button>
      </div>
    </Box>
  );
}
