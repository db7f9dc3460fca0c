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
import { fetchFeedUrl, resetFeedUrl } from '../api/viewings';

type Load = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; url: string };

/**
 * The person's secret calendar address: a phone's calendar or Google Calendar subscribes to it and follows their
 * viewings and stays. Anyone with the link can read it, so it can be reset: the old link stops working at once.
 */
export function FeedLink() {
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
      (error: unknown) => !controller.signal.aborted && setLoad({ status: 'failed', message: error instanceof Error ? error.message : 'Something went wrong' }),
    );
    return () => controller.abort();
  }, [attempt]);

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      flash('success', 'Calendar link copied');
    } catch {
      flash('info', 'Select the link and copy it');
    }
  }

  async function reset() {
    setBusy(true);
    setBanner(undefined);
    try {
      const { message, url } = await resetFeedUrl();
      setLoad({ status: 'ready', url });
      flash('success', message);
    } catch (error) {
      setBanner(error instanceof Error ? error.message : 'Something went wrong');
    } finally {
      setBusy(false);
      setAsking(false);
    }
  }

  return (
    <Box component="section" aria-labelledby="feed-heading">
      <Typography id="feed-heading" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        Your calendar on your phone
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Add this link to your phone&apos;s calendar or Google Calendar (&ldquo;subscribe&rdquo; or &ldquo;from URL&rdquo;) and your viewings and stays appear there. Keep it private: anyone with it can see them.
      </Typography>
      {banner ? <FormBanner severity="error" message={banner} /> : null}
      {load.status === 'loading' ? <LinearProgress aria-label="Loading your calendar link" /> : null}
      {load.status === 'failed' ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography color="error">We could not load your calendar link. {load.message}</Typography>
          <Button onClick={() => setAttempt((n) => n + 1)}>Retry</Button>
        </Stack>
      ) : null}
      {load.status === 'ready' ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <TextField label="Calendar link" value={load.url} fullWidth size="small" slotProps={{ htmlInput: { readOnly: true, onFocus: (e: FocusEvent<HTMLInputElement>) => e.target.select() } }} />
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" onClick={() => copy(load.url)}>
              Copy
            </Button>
            <Button color="error" onClick={() => setAsking(true)} disabled={busy}>
              Reset
            </Button>
          </Stack>
        </Stack>
      ) : null}
      {asking ? (
        <ConfirmDialog title="Reset your calendar link?" text="The old link stops working at once: calendars that follow it stop updating until you add the new one." confirmLabel="Reset link" busy={busy} onConfirm={reset} onClose={() => setAsking(false)} />
      ) : null}
    </Box>
  );
}
