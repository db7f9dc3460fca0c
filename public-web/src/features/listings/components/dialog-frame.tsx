import type { ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';

/** The listing dialogs' frame: 820 px wide (the spec's listing dialog), the whole screen on a phone. */
export function ListingDialogFrame({ id, title, onClose, children, width = 820 }: { id: string; title: string; onClose: () => void; children: ReactNode; width?: number }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      scroll="paper"
      aria-labelledby={`${id}-title`}
      maxWidth={false}
      slotProps={{ paper: { sx: phone ? undefined : { width, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={`${id}-title`} sx={{ pr: 6 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>{children}</DialogContent>
    </Dialog>
  );
}
