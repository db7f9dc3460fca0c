import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** One titled section of the profile; the heading names the region for screen readers. */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={`${id}-title`} id={id} sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: 80 }}>
      <Typography id={`${id}-title`} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
