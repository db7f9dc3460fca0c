import { Suspense } from 'react';
import { preloadAccountDialogs, useAccountDialogs, useAuth } from '../features/accounts';
import { PropertyPage, SearchDrawer } from './lazy-pages';

/**
 * /property/:id: the property feature learns only what it needs from the session (signed in or not,
 * spec: a stored token) and how to open the sign-in dialog, so it never imports the accounts feature.
 */
export function PropertyRoute() {
  const { token } = useAuth();
  const dialogs = useAccountDialogs();
  return (
    <PropertyPage
      signedIn={Boolean(token)}
      onSignIn={() => {
        preloadAccountDialogs();
        dialogs.open('login');
      }}
    />
  );
}

/** The dashboard's search drawer (spec §2), from the search feature; its code loads when first opened. */
export function renderSearchDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <SearchDrawer open={open} onClose={onClose} />
    </Suspense>
  );
}
