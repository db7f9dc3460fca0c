import { lazy, Suspense, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import { useT } from '../../lib/i18n/language';
import { displayName, type Viewer } from './viewer';

const UserMenuPopup = lazy(() => import('./user-menu-popup').then((m) => ({ default: m.UserMenuPopup })));

/**
 * The signed-in user's menu button. It reads as the user's first name (the avatar letter is
 * decoration), so a screen reader announces "Ama, menu button"; the menu loads on first open.
 */
export function UserMenu({ viewer, onLogout }: { viewer: Viewer; onLogout: () => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const t = useT();
  // A user without a first name reads as "Account" (viewer.ts keeps the English, for the code that needs a name).
  const name = viewer.kind === 'user' && !viewer.firstName ? t('shell.user-menu.account', 'Account') : displayName(viewer);
  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? 'user-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setOpened(true);
          setAnchor(event.currentTarget);
        }}
        startIcon={
          <Avatar aria-hidden sx={{ width: 28, height: 28, fontSize: 14, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
            {name.charAt(0).toUpperCase()}
          </Avatar>
        }
        endIcon={<KeyboardArrowDown aria-hidden />}
        sx={{ maxWidth: 200 }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</span>
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <UserMenuPopup anchor={anchor} viewer={viewer} onClose={() => setAnchor(null)} onLogout={onLogout} />
        </Suspense>
      ) : null}
    </>
  );
}
