import { Suspense, useMemo, type ReactNode } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { useAuth } from '../features/accounts';
import { SaveButton, SavedPanel } from './lazy-pages';
import { useSignInThen } from './sign-in-then';
import { useT } from '../lib/i18n/language';

export type RenderSave = (property: { id: string; name: string }) => ReactNode;

/**
 * The heart for the search cards and the property page, from the saved feature. Its code loads after the
 * page has shown (it is not needed to read the results). Saving is a person's: an organization's session
 * gets no hearts, and a visitor's heart asks them to sign in first.
 */
export function useRenderSave(variant: 'overlay' | 'plain' = 'overlay'): RenderSave | undefined {
  const { token, organization } = useAuth();
  const signIn = useSignInThen();
  const signedIn = Boolean(token);
  return useMemo(() => {
    if (organization) return undefined;
    return function renderSave(property: { id: string; name: string }) {
      return (
        <Suspense fallback={null}>
          <SaveButton propertyId={property.id} name={property.name} signedIn={signedIn} onSignIn={signIn} variant={variant} />
        </Suspense>
      );
    };
  }, [organization, signedIn, signIn, variant]);
}

/** The dashboard's Saved tab, loaded with the tab, with a quiet bar while it arrives. */
export function SavedTab() {
  const t = useT();
  return (
    <Suspense fallback={<LinearProgress aria-label={t('ui.loading.saved', 'Loading your saved properties')} />}>
      <SavedPanel />
    </Suspense>
  );
}
