import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import HomeWorkRounded from '@mui/icons-material/HomeWorkRounded';

/** The wordmark: plain text and one inline icon, no image to download on a slow line. */
export function Logo() {
  return (
    <Link
      component={RouterLink}
      to="/"
      underline="none"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 800, fontSize: 24, color: 'primary.main', letterSpacing: -0.5 }}
    >
      <HomeWorkRounded aria-hidden sx={{ color: 'secondary.main' }} />
      Fie
    </Link>
  );
}
