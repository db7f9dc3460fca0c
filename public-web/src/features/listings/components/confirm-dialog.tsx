import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** The question before deleting a listing: it cannot be undone. */
export function ConfirmDialog({ title, text, confirmLabel, busy, onConfirm, onClose }: { title: string; text: string; confirmLabel: string; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="listing-confirm-title" aria-describedby="listing-confirm-text">
      <DialogTitle id="listing-confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="listing-confirm-text">{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy}>
          {confirmLabel}
          {busy ? <CircularProgress size={16} sx={{ ml: 1 }} color="inherit" aria-hidden /> : null}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
