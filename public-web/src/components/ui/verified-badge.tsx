import Box from '@mui/material/Box';
import Verified from '@mui/icons-material/Verified';
import { useT } from '../../lib/i18n/language';

/**
 * The verified badge: staff checked the lister's Ghana Card or licence, and the check has not lapsed (the
 * server says so on every answer). Text beside the icon, so it reads without colour and to screen readers.
 */
export function VerifiedBadge({ label }: { label?: string }) {
  const t = useT();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'success.main', fontSize: 13, fontWeight: 700 }}>
      <Verified fontSize="inherit" aria-hidden />
      {label ?? t('ui.verified.lister', 'Verified lister')}
    </Box>
  );
}
