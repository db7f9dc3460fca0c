import { lazy, Suspense, useMemo, useSyncExternalStore } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { useAuth } from '../features/accounts';
import type { NotesDrawerProps } from '../features/notes';
import { paths } from '../lib/paths';
import type { Property } from '../lib/property';
import { readSession, serverSession, subscribeToSession } from '../lib/storage';
import type { RenderEdit } from '../features/property/components/owner-actions';
import { toOrganizationViewer } from './organization-viewer';
import { ListingCards, NotesDrawer, PropertyPage, SearchDrawer, SearchPage } from './lazy-pages';
import { useRenderSave } from './saved-routes';
import { useSignInThen } from './sign-in-then';
import { usePropertyChat } from './property-chat';
import { useRenderOffer } from './offers-routes';
import { useRenderStayRequest, useRenderViewing } from './viewings-routes';
import { useAlertMe } from './requests-routes';
import { useRenderReport } from './moderation-routes';

// The edit form opens on the owner's own listing page; its code loads on the first press of Edit.
const EditListingDialog = lazy(() => import('../features/listings/components/edit-listing-dialog').then((m) => ({ default: m.EditListingDialog })));

/** Edit on the owner's own listing page (issue 32): the listings feature's form, loaded on the first press. */
const renderEdit: RenderEdit = (props) => (
  <Suspense fallback={<LinearProgress sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000 }} />}>
    <EditListingDialog {...props} />
  </Suspense>
);

/** Who is looking, for the property page to speak to an owner as the owner on his own listing. */
function useListingViewer() {
  const session = useSyncExternalStore(subscribeToSession, readSession, serverSession);
  return useMemo(() => toOrganizationViewer(session), [session]);
}

/**
 * /property/:id: the property feature learns only what it needs from the session (signed in or not,
 * spec: a stored token) and how to open the sign-in dialog, so it never imports the accounts feature.
 * The Notes drawer and the heart come from their own features; notes and saves are a person's, so an
 * organization's session gets neither.
 */
export function PropertyRoute() {
  const { token, organization } = useAuth();
  const signIn = useSignInThen();
  // The chat with the lister, from the conversations feature.
  const chat = usePropertyChat();
  return (
    <PropertyPage
      signedIn={Boolean(token)}
      onSignIn={signIn}
      renderNotes={organization ? undefined : renderNotes}
      renderSave={useRenderSave('plain')}
      onMessage={chat.onMessage}
      renderChat={chat.renderChat}
      renderOffer={useRenderOffer()}
      renderViewing={useRenderViewing()}
      renderStayRequest={useRenderStayRequest()}
      renderReport={useRenderReport()}
      renderListings={renderListings}
      viewer={useListingViewer()}
      renderEdit={renderEdit}
      dashboardPath={token ? (organization ? paths.organizationDashboard : `${paths.ownerDashboard}?tab=properties`) : undefined}
    />
  );
}

/** A missing listing's similar ones nearby, as the search's cards; their code loads only for such a page. */
function renderListings(properties: Property[]) {
  return (
    <Suspense fallback={null}>
      <ListingCards properties={properties} />
    </Suspense>
  );
}

/** The Notes drawer, from the notes feature; its code loads on the first press of Notes. */
function renderNotes(props: NotesDrawerProps) {
  return (
    <Suspense fallback={null}>
      <NotesDrawer {...props} />
    </Suspense>
  );
}

/** /search-property and the search site's search page, with the heart on each card and "Alert me" (requests). */
export function SearchRoute() {
  return <SearchPage renderSave={useRenderSave()} onAlertMe={useAlertMe()} />;
}

/** The dashboard's search drawer (spec §2), from the search feature; its code loads when first opened. */
export function renderSearchDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return <DashboardSearchDrawer open={open} onClose={onClose} />;
}

function DashboardSearchDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const renderSave = useRenderSave();
  return (
    <Suspense fallback={null}>
      <SearchDrawer open={open} onClose={onClose} renderSave={renderSave} />
    </Suspense>
  );
}
