import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { useHostMode } from '../../lib/host-mode';
import { NEEDS_SCRIPT, WithoutScript } from '../../components/ui/needs-script';
import { useIsClient } from '../../lib/use-is-client';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { paths } from '../../lib/paths';
import { useT } from '../../lib/i18n/language';
import { Logo } from './logo';
import { HeaderLanguageMenu } from './language-switcher';
import { NotificationsMenu } from './notifications-menu';
import type { BellState } from './notifications';
import { UserMenu } from './user-menu';
import { isOwnerLike, listPropertyPath, type Viewer } from './viewer';

// The drawer loads when first opened: most visits on a phone never open it.
const MobileDrawer = lazy(() => import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })));

export type HeaderProps = {
  viewer: Viewer;
  onLogin: () => void;
  onLogout: () => void;
  /** Called when a pointer or focus nears Login, to fetch the dialog's code ahead of the tap. */
  onLoginIntent?: () => void;
  /** The bell's notifications, from the app's messaging state; without them there is no bell. */
  notifications?: BellState;
};

/** Pages that are themselves a sign-in form: a second Login button there would only confuse. */
const signInForms: readonly string[] = [paths.login, paths.register, paths.confirmRegistration];

/**
 * The site header (spec §2 "Header"). At 900 px and up: the menu items of the host mode, the
 * role-dependent links, notifications and the user menu. Below 900 px: the logo and a drawer.
 */
export function Header({ viewer, onLogin, onLogout, onLoginIntent, notifications }: HeaderProps) {
  const t = useT();
  const mode = useHostMode();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const signedIn = viewer.kind !== 'visitor';
  const showLogin = !signedIn && !signInForms.includes(pathname);
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const client = useIsClient();
  const phone = !client || narrow;
  const desktop = !client || !narrow;

  const menuItems =
    mode === 'app'
      ? [
          { label: t('shell.header.list-property', 'List Property'), to: listPropertyPath(viewer) },
          { label: t('shell.header.post-request', 'Post a request'), to: paths.addRequest },
        ]
      : [
          { label: t('shell.header.market-property', 'Market Property'), to: listPropertyPath(viewer) },
          { label: t('shell.header.find-property', 'Find Property'), to: paths.searchProperty },
        ];

  // The server cannot know the screen: it sends both layouts and CSS shows one (below 900 px the drawer's
  // button); the browser hydrates that, then keeps only the layout that fits.
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar component="nav" aria-label={t('shell.header.nav-label', 'Main')} sx={{ gap: 1, minHeight: { xs: 56 } }}>
        <Logo />
        <Box sx={{ flexGrow: 1 }} />
        {phone ? (
          <Box sx={{ display: { xs: 'flex', md: 'none' }, alignItems: 'center', gap: 1 }}>
            <HeaderLanguageMenu />
            {signedIn && notifications ? <NotificationsMenu state={notifications} /> : null}
            <IconButton
              className={NEEDS_SCRIPT}
              edge="end"
              color="inherit"
              aria-label={t('shell.header.open-menu', 'Open menu')}
              aria-controls={drawerOpen ? 'site-drawer' : undefined}
              aria-expanded={drawerOpen ? 'true' : 'false'}
              onClick={() => {
                setDrawerUsed(true);
                setDrawerOpen(true);
              }}
            >
              <MenuIcon />
            </IconButton>
            <WithoutScript>
              <Button component="a" href={paths.searchProperty} color="inherit" size="small">
                {t('shell.header.search', 'Search')}
              </Button>
              <Button component="a" href={paths.login} color="inherit" size="small">
                {t('shell.header.login', 'Login')}
              </Button>
            </WithoutScript>
            {drawerUsed ? (
              <Suspense fallback={null}>
                <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} viewer={viewer} onLogin={onLogin} onLogout={onLogout} />
              </Suspense>
            ) : null}
          </Box>
        ) : null}
        {desktop ? (
          <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1 }}>
            <HeaderLanguageMenu />
            {menuItems.map((item) => (
              <Button key={item.label} component={RouterLink} to={item.to} color="inherit">
                {item.label}
              </Button>
            ))}
            {viewer.kind === 'user' && viewer.userType === 'seeker' ? (
              <Button component={RouterLink} to={paths.seekerOwnerRegistration} variant="outlined" color="primary">
                {t('shell.header.register-owner', 'Register as an Owner')}
              </Button>
            ) : null}
            {isOwnerLike(viewer) ? (
              <Button component={RouterLink} to={paths.ownerDashboard} color="inherit">
                {t('shell.header.dashboard', 'Dashboard')}
              </Button>
            ) : null}
            {viewer.kind === 'organization' ? (
              <Button component={RouterLink} to={paths.org} color="inherit">
                {t('shell.header.organization-dashboard', 'Organization Dashboard')}
              </Button>
            ) : null}
            {signedIn ? (
              <>
                {notifications ? <NotificationsMenu state={notifications} /> : null}
                <UserMenu viewer={viewer} onLogout={onLogout} />
              </>
            ) : showLogin ? (
              <>
                <Button className={NEEDS_SCRIPT} variant="contained" onClick={onLogin} onPointerEnter={onLoginIntent} onFocus={onLoginIntent}>
                  {t('shell.header.login', 'Login')}
                </Button>
                {/* Without JavaScript the dialog cannot open: the sign-in page instead. */}
                <WithoutScript>
                  <Button component="a" href={paths.login} variant="contained">
                    {t('shell.header.login', 'Login')}
                  </Button>
                </WithoutScript>
              </>
            ) : null}
          </Box>
        ) : null}
      </Toolbar>
    </AppBar>
  );
}
