import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { useT } from '../../lib/i18n/language';
import type { BellState } from './notifications';

const NotificationsPopup = lazy(() => import('./notifications-popup').then((m) => ({ default: m.NotificationsPopup })));

/**
 * The notifications bell, with a badge of unread notifications. The list loads with the menu's code on
 * the first open, so the first page carries only the button (and a plain badge rather than MUI's, which
 * would add its slot machinery to every first page).
 */
export function NotificationsMenu({ state }: { state: BellState }) {
  const t = useT();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const unread = state.unread;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={unread ? t('shell.notifications.unread-label', 'Notifications, {unread} unread', { unread }) : t('shell.notifications.label', 'Notifications')}
        aria-haspopup="menu"
        aria-controls={anchor ? 'notifications-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setOpened(true);
          setAnchor(event.currentTarget);
        }}
      >
        <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
          <NotificationsNoneOutlined />
          {unread > 0 ? (
            <Box
              component="span"
              aria-hidden
              data-testid="notifications-badge"
              sx={{
                position: 'absolute',
                top: -6,
                right: -8,
                minWidth: 18,
                height: 18,
                px: 0.5,
                borderRadius: 9,
                bgcolor: 'secondary.main',
                color: 'secondary.contrastText',
                fontSize: 11,
                fontWeight: 700,
                lineHeight: '18px',
                textAlign: 'center',
              }}
            >
              {unread > 99 ? '99+' : unread}
            </Box>
          ) : null}
        </Box>
      </IconButton>
      {opened ? (
        <Suspense fallback={null}>
          <NotificationsPopup anchor={anchor} state={state} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
