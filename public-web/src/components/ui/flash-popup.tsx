import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useSay } from '../../lib/i18n/language';

export type Flash = { id: number; severity: 'success' | 'error' | 'info'; message: string };

/** The popup itself, loaded with the first flash so pages that never flash never download it. */
export function FlashPopup({ flash, autoHideMs, onClose }: { flash: Flash | null; autoHideMs: number; onClose: () => void }) {
  // A shared schema's or the API's English (made with apiText) in the page's language; other words as they are.
  const say = useSay();
  return (
    <Snackbar
      key={flash?.id}
      open={flash !== null}
      autoHideDuration={autoHideMs}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      {flash ? (
        <Alert severity={flash.severity} variant="filled" onClose={onClose} sx={{ width: '100%' }}>
          {say(flash.message)}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
