import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

export type Flash = { id: number; severity: 'success' | 'error' | 'info'; message: string };

/** The popup itself, loaded with the first flash so pages that never flash never download it. */
export function FlashPopup({ flash, autoHideMs, onClose }: { flash: Flash | null; autoHideMs: number; onClose: () => void }) {
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
          {flash.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
