import { lazy, Suspense, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';

const NotificationsPopup = lazy(() => import('./notifications-popup').then((m) => ({ default: m.NotificationsPopup })));

/**
 * The notifications bell. Messaging arrives with later work, so there is nothing to count yet:
 * no badge, and a menu that says so rather than inventing messages.
 */
export function NotificationsMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Notifications"
        aria-haspopup="menu"
        aria-controls={anchor ? 'notifications-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setOpened(true);
          setAnchor(event.currentTarget);
        }}
      >
        <NotificationsNoneOutlined />
      </IconButton>
      {opened ? (
        <Suspense fallback={null}>
          <NotificationsPopup anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
