import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { signOutEverywhere } from '../../api/profile';
import { useT } from '../../../../lib/i18n/language';
import { Panel } from '../panel';

/**
 * Lost a phone, or signed in at a friend's or a café? Every session of the person's ends, this one included;
 * `onSignedOut` signs this device out and says so (the dashboard's, as after closing an account).
 */
export function SignOutEverywherePanel({ onSignedOut }: { onSignedOut: (message: string) => void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <Panel id="sessions" title={t('dashboard.sessions.title', 'Signed-in devices')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('dashboard.sessions.explanation', "Signed in on a phone you lost, or on someone else's computer? Sign out everywhere, this device included, then sign in again here.")}
      </Typography>
      <Button
        variant="outlined"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setFailed(null);
          try {
            const answer = await signOutEverywhere();
            onSignedOut(answer?.message ?? t('dashboard.sessions.done', 'Signed out of every device'));
          } catch (error) {
            setFailed(error instanceof Error ? error.message : t('dashboard.sessions.failed', 'Could not sign out everywhere. Try again.'));
          } finally {
            setBusy(false);
          }
        }}
      >
        {t('dashboard.sessions.button', 'Sign out of every device')}
      </Button>
      {failed ? (
        <Typography color="error" role="alert" sx={{ mt: 1 }}>
          {failed}
        </Typography>
      ) : null}
    </Panel>
  );
}
