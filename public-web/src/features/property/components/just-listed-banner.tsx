import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { paths } from '../../../lib/paths';
import { useT } from '../../../lib/i18n/language';

/**
 * The confirmation a lister sees on their new listing's page, straight after List Property: whether seekers can
 * see it now (a new listing is published at once; one held back says so, not 'live'), and what next: list another,
 * their dashboard, or share the link (the phone's share sheet, else the link is copied).
 */
export function JustListedBanner({ status, url, title, dashboardPath, onClose }: { status: string; url: string; title: string; dashboardPath?: string; onClose: () => void }) {
  const t = useT();
  const [shared, setShared] = useState<string | null>(null);
  const live = status === 'published';
  async function share() {
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      setShared(t('property.listed.copied', 'Link copied'));
    } catch (error) {
      // Closing the share sheet is not a failure; no clipboard leaves the link on screen to copy by hand.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setShared(url);
    }
  }
  return (
    <Alert severity={live ? 'success' : 'info'} role="status" onClose={onClose} sx={{ mb: 2, '& .MuiAlert-message': { minWidth: 0, width: '100%' } }} data-testid="just-listed">
      <AlertTitle>{live ? t('property.listed.live', 'Your listing is live') : t('property.listed.in-review', 'Your listing is saved, and awaits review')}</AlertTitle>
      {live
        ? t('property.listed.live-detail', 'Seekers can find it in search now, and people whose requests it matches are told.')
        : t('property.listed.in-review-detail', 'Seekers will see it once it has been reviewed; your dashboard shows where it stands.')}
      <Stack direction="row" sx={{ mt: 1.5, flexWrap: 'wrap', gap: 1 }}>
        <Button component={RouterLink} to={paths.listProperty} variant="contained" size="small">
          {t('property.listed.list-another', 'List another property')}
        </Button>
        {dashboardPath ? (
          <Button component={RouterLink} to={dashboardPath} variant="outlined" size="small">
            {t('property.listed.dashboard', 'Go to your dashboard')}
          </Button>
        ) : null}
        <Button variant="outlined" size="small" onClick={() => void share()}>
          {t('property.listed.share', 'Share the link')}
        </Button>
      </Stack>
      {shared ? (
        <Stack component="p" role="status" sx={{ m: 0, mt: 1, overflowWrap: 'anywhere' }}>
          {shared}
        </Stack>
      ) : null}
    </Alert>
  );
}
