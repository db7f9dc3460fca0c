import type { ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useT } from '../../lib/i18n/language';

/**
 * The frame of the site's dialogs: `width` (the spec's, e.g. 450, 500, or 820 for the listing dialog) on larger
 * screens, the whole screen on a phone. `dividers` suits long forms: the content scrolls between a fixed title
 * and the edge, with a line above and below. While `busy` (sending), neither the close button nor a click outside closes it.
 */
export function DialogFrame({
  id,
  title,
  width = 500,
  onClose,
  actions,
  dividers = false,
  busy = false,
  children,
}: {
  id: string;
  title: string;
  width?: number;
  dividers?: boolean;
  busy?: boolean;
  onClose: () => void;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const close = busy ? () => undefined : onClose;
  return (
    <Dialog
      open
      onClose={close}
      fullScreen={phone}
      scroll={dividers ? 'paper' : undefined}
      aria-labelledby={`${id}-title`}
      maxWidth={false}
      slotProps={{ paper: { sx: phone ? undefined : { width, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={`${id}-title`} sx={{ pr: 6 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label={t('ui.close', 'Close')} onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      {dividers ? <DialogContent dividers>{children}</DialogContent> : <DialogContent sx={{ pt: '4px !important' }}>{children}</DialogContent>}
      {actions && <DialogActions sx={{ px: 3, pb: 2 }}>{actions}</DialogActions>}
    </Dialog>
  );
}
