import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * A message box for the results (an error with its Retry, a note about the search). Plain rather than
 * MUI's Alert, to keep the search page's first download small.
 */
export function Notice({ tone, action, children }: { tone: 'error' | 'info'; action?: ReactNode; children: ReactNode }) {
  const error = tone === 'error';
  return (
    <Box
      role={error ? 'alert' : 'note'}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        flexWrap: 'wrap',
        mb: 2,
        px: 2,
        py: 1.25,
        borderRadius: 2,
        borderLeft: 4,
        borderColor: error ? 'error.main' : 'info.main',
        bgcolor: error ? '#fdeded' : '#e5f3fb',
        color: error ? '#5f2120' : '#014361',
      }}
    >
      <Box sx={{ flex: '1 1 240px' }}>{children}</Box>
      {action}
    </Box>
  );
}
