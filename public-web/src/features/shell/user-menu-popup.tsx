import { Link as RouterLink } from 'react-router-dom';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { paths } from '../../lib/paths';
import { useT } from '../../lib/i18n/language';
import { dashboardPath, profilePath, type Viewer } from './viewer';

/** The user menu's items (Profile, Dashboard, My Account, Logout), loaded on first open. */
export function UserMenuPopup({
  anchor,
  viewer,
  onClose,
  onLogout,
}: {
  anchor: HTMLElement | null;
  viewer: Viewer;
  onClose: () => void;
  onLogout: () => void;
}) {
  const t = useT();
  const myAccount = viewer.kind === 'organization' ? `${paths.organizationDashboard}?tab=profile#account` : paths.myAccount;
  return (
    <Menu id="user-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      <MenuItem component={RouterLink} to={profilePath(viewer)} onClick={onClose}>
        {t('shell.user-menu.profile', 'Profile')}
      </MenuItem>
      <MenuItem component={RouterLink} to={dashboardPath(viewer)} onClick={onClose}>
        {t('shell.user-menu.dashboard', 'Dashboard')}
      </MenuItem>
      <MenuItem component={RouterLink} to={myAccount} onClick={onClose}>
        {t('shell.user-menu.my-account', 'My Account')}
      </MenuItem>
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          onLogout();
        }}
      >
        {t('shell.user-menu.logout', 'Logout')}
      </MenuItem>
    </Menu>
  );
}
