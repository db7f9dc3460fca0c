import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';

/**
 * Pages are sent as HTML and read without JavaScript (Opera Mini's data saving, KaiOS, an old phone on 2G);
 * what cannot work without it says so instead of failing silently. `NEEDS_SCRIPT` on a control hides it there
 * (index.html's <noscript> style), and `WithoutScript` says what to do instead, only there.
 */
export const NEEDS_SCRIPT = 'fie-needs-script';

export function WithoutScript({ children }: { children: ReactNode }) {
  return (
    <noscript>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        {children}
      </Typography>
    </noscript>
  );
}
