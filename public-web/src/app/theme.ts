import { createTheme } from '@mui/material/styles';

/**
 * Ghana's green and gold, and the phone's own fonts: downloading a web font costs data and delays
 * the first readable paint on a slow connection.
 */
export const theme = createTheme({
  palette: {
    primary: { main: '#0b6b3a', contrastText: '#ffffff' },
    secondary: { main: '#f2b705', contrastText: '#1d1d1b' },
    background: { default: '#fafaf7' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { variant: 'outlined' } },
  },
});
