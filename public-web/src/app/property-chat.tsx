import { lazy, Suspense, useCallback, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import LinearProgress from '@mui/material/LinearProgress';
import { useAuth } from '../features/accounts';
import { paths } from '../lib/paths';
import { useT } from '../lib/i18n/language';
import type { Property } from '../lib/property';
import { readSession, serverSession, subscribeToSession } from '../lib/storage';
import { useConversationsLive } from './conversations';
import { toOrganizationViewer } from './organization-viewer';

// The chat modal loads when first opened.
const PropertyChatDialog = lazy(() => import('./property-chat-dialog').then((m) => ({ default: m.PropertyChatDialog })));

/** The query that keeps the property page's chat open, through a reload and through the login page (lib/paths). */
export const CHAT_QUERY = 'chat';

/**
 * The property page's chat with the lister. It is open while the address says `?chat=1` and someone is
 * signed in, so a visitor who signs in first (the login dialog, or /login?next=…&chat=1) comes back to
 * the same property with the chat open, and a phone's back button closes it.
 */
export function usePropertyChat(): { onMessage: () => void; renderChat: (listing: { property: Property; title: string }) => ReactNode } {
  const t = useT();
  const { token, organization } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const live = useConversationsLive();
  const session = useSyncExternalStore(subscribeToSession, readSession, serverSession);
  const viewer = useMemo(() => toOrganizationViewer(session), [session]);
  const here = useRef(location);
  here.current = location;
  const open = new URLSearchParams(location.search).get(CHAT_QUERY) === '1';

  const onMessage = useCallback(() => {
    const { pathname, search, hash } = here.current;
    const query = new URLSearchParams(search);
    if (query.get(CHAT_QUERY) === '1') return;
    query.set(CHAT_QUERY, '1');
    navigate({ pathname, search: `?${query.toString()}`, hash }, { state: { chatOpenedHere: true } });
  }, [navigate]);

  const close = useCallback(() => {
    const { pathname, search, hash, state } = here.current;
    // Opened by the button: step back, so the history does not fill with chats. Arrived open: drop the query.
    if ((state as { chatOpenedHere?: boolean } | null)?.chatOpenedHere) {
      navigate(-1);
      return;
    }
    const query = new URLSearchParams(search);
    query.delete(CHAT_QUERY);
    const rest = query.toString();
    navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
  }, [navigate]);

  const renderChat = useCallback(
    ({ property, title }: { property: Property; title: string }) => {
      if (!open || !token) return null;
      const own =
        (viewer.kind === 'organization' && property.organizationId !== undefined && property.organizationId === viewer.id) ||
        (viewer.kind === 'user' && !property.organizationId && property.ownerId === viewer.id)
          ? ('self' as const)
          : viewer.kind === 'user' && property.organizationId !== undefined && viewer.organization?.id === property.organizationId
            ? ('organization' as const)
            : false;
      return (
        <Suspense fallback={<LinearProgress aria-label={t('ui.loading.chat', 'Opening the chat')} sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000 }} />}>
          <PropertyChatDialog
            property={property}
            title={title}
            onClose={close}
            own={own}
            messagesPath={`${organization ? paths.organizationDashboard : paths.ownerDashboard}?tab=messages`}
            live={live}
          />
        </Suspense>
      );
    },
    [open, token, viewer, organization, live, close, t],
  );

  return { onMessage, renderChat };
}
