import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

/** The bell's menu, loaded on first open. */
export function NotificationsPopup({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  return (
    <Menu id="notifications-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      <MenuItem disabled>No notifications yet</MenuItem>
    </Menu>
  );
}
