import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's light theme with blues dark enough to read: its app bar (white on #2196f3, 3.1:1) and MUI's
 * primary text on the light greys of the page and the sign-in fields (#1976d2, 4.0 to 4.4:1) fell short of
 * WCAG's 4.5:1 for text; white on #1565c0 is 5.8:1, and #1565c0 on the page's greys 5.0:1 or better.
 * A spinner has no text of its own, so every one is named "Loading" unless it says more.
 */
const BLUE = { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' };

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: BLUE, secondary: BLUE },
  components: {
    ...defaultTheme.components,
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
  },
};
