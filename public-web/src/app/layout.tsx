import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import { HydrationMark } from '../lib/hydration-mark';
import { useFlash } from '../components/ui/flash-message';
import { PageLoader } from '../components/ui/page-loader';
import { visuallyHidden } from '../components/ui/visually-hidden';
import { useT } from '../lib/i18n/language';
import { AccountDialogsProvider, AccountLanguage, AuthProvider, preloadAccountDialogs, useAccountDialogs, useAuth } from '../features/accounts';
import { Footer, Header } from '../features/shell';
import { ConversationsProvider, useBell } from './conversations';
import { NavigationEffects } from './navigation-effects';
import { toViewer } from './viewer';

/**
 * The root route: session, dialog and messaging state (they need the router), then header, page and
 * footer. Messaging's live part loads only once someone is signed in.
 */
export function RootLayout() {
  return (
    <AuthProvider>
      <AccountDialogsProvider>
        <ConversationsProvider>
          <Frame />
        </ConversationsProvider>
      </AccountDialogsProvider>
    </AuthProvider>
  );
}

function Frame() {
  const t = useT();
  const auth = useAuth();
  const dialogs = useAccountDialogs();
  const { flash } = useFlash();
  const bell = useBell();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <NavigationEffects />
      <AccountLanguage />
      <Box component="a" href="#main" sx={{ ...visuallyHidden, '&:focus': { position: 'static', width: 'auto', height: 'auto', clip: 'auto', p: 1 } }}>
        {t('shell.layout.skip-to-content', 'Skip to content')}
      </Box>
      <Header
        viewer={toViewer(auth)}
        onLogin={() => dialogs.open('login')}
        onLoginIntent={preloadAccountDialogs}
        notifications={bell}
        onLogout={() => {
          auth.logout();
          flash('info', t('shell.layout.signed-out', 'Signed out'));
        }}
      />
      {/* At least a screen tall: while a page's code loads, the footer waits below the fold instead of showing and
          then being pushed down by the page (a layout shift of about half the screen on a phone). */}
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, minHeight: '100dvh', outline: 'none' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
          <HydrationMark />
        </Suspense>
      </Box>
      <Footer />
    </Box>
  );
}
