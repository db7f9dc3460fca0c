import { lazy, Suspense, useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import type { BellState } from './notifications';

const NotificationsPopup = lazy(() => import('./notifications-popup').then((m) => ({ default: m.NotificationsPopup })));

/**
 * The notifications bell, with a badge of unread notifications. The list loads with the menu's code on
 * the first open, so the first page carries only the button.
 */
export function NotificationsMenu({ state }: { state: BellState }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const unread = state.unread;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-haspopup="menu"
        aria-controls={anchor ? 'notifications-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setOpened(true);
          setAnchor(event.currentTarget);
        }}
      >
        <Badge badgeContent={unread} max={99} color="secondary" data-testid="notifications-badge">
          <NotificationsNoneOutlined />
        </Badge>
      </IconButton>
      {opened ? (
        <Suspense fallback={null}>
          <NotificationsPopup anchor={anchor} state={state} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
