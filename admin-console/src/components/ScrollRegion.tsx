import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * A box that scrolls sideways by itself on a phone (a wide table), so the page never does. It can take focus
 * and is a named region, so a keyboard can scroll it and a screen reader says what it holds (WCAG 2.1.1;
 * axe-core's scrollable-region-focusable).
 */
export const ScrollRegion = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box role="region" aria-label={label} tabIndex={0} sx={{ overflowX: 'auto', maxWidth: '100%', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }}>
    {children}
  </Box>
);
