import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import AddHomeOutlined from '@mui/icons-material/AddHomeOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import { paths } from '../../lib/paths';
import { useT } from '../../lib/i18n/language';
import { dashboardPath, listPropertyPath, profilePath, type Viewer } from './viewer';
import type { ReactNode } from 'react';

type Item = { label: string; icon: ReactNode } & ({ to: string } | { onClick: () => void });

/**
 * The header below 900 px (spec): Search, About, List Property, Post a request and, when signed in,
 * Dashboard, Profile and Sign Out. Visitors also get Login and Register here, since the drawer is
 * the only menu a phone shows.
 */
export function MobileDrawer({
  open,
  onClose,
  viewer,
  onLogin,
  onLogout,
}: {
  open: boolean;
  onClose: () => void;
  viewer: Viewer;
  onLogin: () => void;
  onLogout: () => void;
}) {
  const t = useT();
  const main: Item[] = [
    { label: t('shell.drawer.search', 'Search'), to: paths.searchProperty, icon: <SearchOutlined /> },
    { label: t('shell.drawer.about', 'About'), to: paths.about, icon: <InfoOutlined /> },
    { label: t('shell.drawer.list-property', 'List Property'), to: listPropertyPath(viewer), icon: <AddHomeOutlined /> },
    { label: t('shell.drawer.post-request', 'Post a request'), to: paths.addRequest, icon: <TuneOutlined /> },
  ];
  const account: Item[] =
    viewer.kind === 'visitor'
      ? [
          { label: t('shell.drawer.login', 'Login'), onClick: onLogin, icon: <LoginOutlined /> },
          { label: t('shell.drawer.register', 'Register'), to: paths.register, icon: <PersonAddAltOutlined /> },
        ]
      : [
          { label: t('shell.drawer.dashboard', 'Dashboard'), to: dashboardPath(viewer), icon: <DashboardOutlined /> },
          { label: t('shell.drawer.profile', 'Profile'), to: profilePath(viewer), icon: <PersonOutlined /> },
          { label: t('shell.drawer.sign-out', 'Sign Out'), onClick: onLogout, icon: <LogoutOutlined /> },
        ];

  const render = (item: Item) =>
    'to' in item ? (
      <ListItemButton key={item.label} component={RouterLink} to={item.to} onClick={onClose}>
        <ListItemIcon>{item.icon}</ListItemIcon>
        <ListItemText primary={item.label} />
      </ListItemButton>
    ) : (
      <ListItemButton
        key={item.label}
        onClick={() => {
          onClose();
          item.onClick();
        }}
      >
        <ListItemIcon>{item.icon}</ListItemIcon>
        <ListItemText primary={item.label} />
      </ListItemButton>
    );

  return (
    <Drawer id="site-drawer" anchor="right" open={open} onClose={onClose}>
      <Box component="nav" aria-label={t('shell.drawer.nav-label', 'Site menu')} sx={{ width: 272 }}>
        <List>{main.map(render)}</List>
        <Divider />
        <List>{account.map(render)}</List>
      </Box>
    </Drawer>
  );
}
