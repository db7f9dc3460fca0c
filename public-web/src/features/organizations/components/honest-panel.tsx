import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/**
 * A tab whose content arrives with later work: it says what will be here and with what, and never
 * shows sample figures that could be mistaken for the organization's own.
 */
export function HonestPanel({ heading, arrivesWith, children }: { heading: string; arrivesWith: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="overline" color="secondary.dark" component="p">
        Arrives with {arrivesWith}
      </Typography>
      <Typography variant="h6" component="h2" gutterBottom>
        {heading}
      </Typography>
      <Typography color="text.secondary">{children}</Typography>
    </Paper>
  );
}
