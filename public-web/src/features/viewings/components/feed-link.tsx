import { useEffect, useState, type FocusEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useFlash } from '../../../components/ui/flash-message';
import { FormBanner } from '../../../components/ui/form-banner';
import { useSay, useT } from '../../../lib/i18n/language';
import { fetchFeedUrl, resetFeedUrl } from '../api/viewings';

/** A failed load keeps the server's words, said in the page's language when shown ('' when it had none). */
type Load = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; url: string };

/**
 * The person's secret calendar address: a phone's calendar or Google Calendar subscribes to it and follows their
 * viewings and stays. Anyone with the link can read it, so it can be reset: the old link stops working at once.
 */
export function FeedLink() {
  const t = useT();
  const say = useSay();
  const { flash } = useFlash();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<string | undefined>();

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    fetchFeedUrl({ signal: controller.signal }).then(
      (url) => !controller.signal.aborted && setLoad({ status: 'ready', url }),
      (error: unknown) => !controller.signal.aborted && setLoad({ status: 'failed', message: error instanceof Error ? error.message : '' }),
    );
    return () => controller.abort();
  }, [attempt]);

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      flash('success', t('viewings.feed.copied', 'Calendar link copied'));
    } catch {
      flash('info', t('viewings.feed.copy-by-hand', 'Select the link and copy it'));
    }
  }

  async function reset() {
    setBusy(true);
    setBanner(undefined);
    try {
      const { url } = await resetFeedUrl();
      setLoad({ status: 'ready', url });
      flash('success', t('viewings.feed.reset-done', 'Calendar link reset: the old link no longer works'));
    } catch (error) {
      setBanner(error instanceof Error ? say(error.message) : t('viewings.failed', 'Something went wrong'));
    } finally {
      setBusy(false);
      setAsking(false);
    }
  }

  return (
    <Box component="section" aria-labelledby="feed-heading">
      <Typography id="feed-heading" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {t('viewings.feed.title', 'Your calendar on your phone')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('viewings.feed.intro', "Add this link to your phone's calendar or Google Calendar (“subscribe” or “from URL”) and your viewings and stays appear there. Keep it private: anyone with it can see them.")}
      </Typography>
      {banner ? <FormBanner severity="error" message={banner} /> : null}
      {load.status === 'loading' ? <LinearProgress aria-label={t('viewings.feed.loading', 'Loading your calendar link')} /> : null}
      {load.status === 'failed' ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography color="error">
            {t('viewings.feed.failed', 'We could not load your calendar link.')} {say(load.message)}
          </Typography>
          <Button onClick={() => setAttempt((n) => n + 1)}>{t('viewings.retry', 'Retry')}</Button>
        </Stack>
      ) : null}
      {load.status === 'ready' ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <TextField label={t('viewings.feed.link', 'Calendar link')} value={load.url} fullWidth size="small" slotProps={{ htmlInput: { readOnly: true, onFocus: (e: FocusEvent<HTMLInputElement>) => e.target.select() } }} />
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" onClick={() => copy(load.url)}>
              {t('viewings.feed.copy', 'Copy')}
            </Button>
            <Button color="error" onClick={() => setAsking(true)} disabled={busy}>
              {t('viewings.feed.reset', 'Reset')}
            </Button>
          </Stack>
        </Stack>
      ) : null}
      {asking ? (
        <ConfirmDialog
          title={t('viewings.feed.reset-title', 'Reset your calendar link?')}
          text={t('viewings.feed.reset-text', 'The old link stops working at once: calendars that follow it stop updating until you add the new one.')}
          confirmLabel={t('viewings.feed.reset-link', 'Reset link')}
          busy={busy}
          onConfirm={reset}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </Box>
  );
}
