import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import { useT } from '../../lib/i18n/language';
import { FormBanner } from './form-banner';

/**
 * Where a panel's data stands while it is not shown: a bar while it is read, else what went wrong, in a
 * banner, and Retry. `spaced` keeps a gap under either, for panels that are not laid out in a grid.
 */
export function LoadState({
  loading,
  failed,
  loadingLabel,
  failedTitle,
  message,
  onRetry,
  spaced = false,
}: {
  loading: boolean;
  failed: boolean;
  loadingLabel: string;
  failedTitle: string;
  message?: string;
  onRetry: () => void;
  spaced?: boolean;
}) {
  const t = useT();
  const sx = spaced ? { mb: 2 } : undefined;
  return (
    <>
      {loading ? <LinearProgress aria-label={loadingLabel} sx={sx} /> : null}
      {failed ? (
        <Box sx={sx}>
          <FormBanner severity="error" title={failedTitle} message={message} />
          <Button variant="outlined" onClick={onRetry}>
            {t('ui.retry', 'Retry')}
          </Button>
        </Box>
      ) : null}
    </>
  );
}

/** What could not be read, in an alert with Retry at its end (drawers, chats and small panels). */
export function RetryAlert({ onRetry, sx, children }: { onRetry: () => void; sx?: SxProps<Theme>; children: ReactNode }) {
  const t = useT();
  return (
    <Alert
      severity="error"
      role="alert"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('ui.retry', 'Retry')}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
