import LockResetIcon from '@mui/icons-material/LockReset';
import { ListItemIcon, ListItemText, MenuItem, type MenuItemProps } from '@mui/material';
import { useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { CHANGE_PASSWORD_PATH } from './path';

/** An entry of the app bar's user menu, where a staff member looks for their own account. */
export const ChangePasswordMenuItem = (props: Omit<MenuItemProps<typeof Link>, 'to' | 'component'>) => {
  const userMenu = useUserMenu();
  return (
    <MenuItem {...props} component={Link} to={CHANGE_PASSWORD_PATH} onClick={userMenu?.onClose}>
      <ListItemIcon>
        <LockResetIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Change password</ListItemText>
    </MenuItem>
  );
};
