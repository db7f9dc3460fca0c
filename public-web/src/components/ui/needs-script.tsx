import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { isServerBuild } from '../../lib/env';

/**
 * Pages are sent as HTML and read without JavaScript (Opera Mini's data saving, KaiOS, an old phone on 2G);
 * what cannot work without it says so instead of failing silently. `NEEDS_SCRIPT` on a control hides it there
 * (index.html's <noscript> style), and `NeedsScriptNote` says what to do instead, only there. `WithoutScript`
 * holds anything else shown only there (a plain form); a large one is also left to the server build at its call
 * site (`isServerBuild && …`), so the browser's code does not carry it.
 */
export const NEEDS_SCRIPT = 'fie-needs-script';

/** What only a browser without JavaScript shows. Only the server draws it: a browser that runs this code never
 * shows a <noscript>, and React leaves its content as the server sent it. */
export function WithoutScript({ children }: { children: ReactNode }) {
  return <noscript>{isServerBuild ? children : null}</noscript>;
}

/** A line saying what needs JavaScript, and what to do instead, shown only without it. */
export function NeedsScriptNote({ children }: { children: ReactNode }) {
  return (
    <WithoutScript>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        {children}
      </Typography>
    </WithoutScript>
  );
}
