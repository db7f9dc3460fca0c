import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { FlashProvider } from '../components/ui/flash-message';
import { theme } from './theme';

/** Providers that do not need the router; the session and dialogs live in the root layout, inside it. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <FlashProvider>{children}</FlashProvider>
    </ThemeProvider>
  );
}
