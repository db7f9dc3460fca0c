import { createContext, lazy, Suspense, useContext, useMemo, useState, type ReactNode } from 'react';
import { useAuth } from '../features/accounts';
import type { ConversationsLive } from '../features/conversations/live/live-store';
import { useLiveSnapshot } from '../features/conversations/hooks/use-live-snapshot';
import type { BellState } from '../features/shell';
import { LiveChangesProvider } from '../lib/live-changes';
import { paths } from '../lib/paths';

// Messaging's live part (the socket, the calls, zod) is its own chunk, fetched only once someone is signed in.
const LiveConversations = lazy(() => import('../features/conversations/live/live-conversations').then((m) => ({ default: m.LiveConversations })));

const LiveContext = createContext<ConversationsLive | null>(null);

/** The shared messaging state for the signed-in session; null for visitors and while its code arrives. */
export function useConversationsLive(): ConversationsLive | null {
  return useContext(LiveContext);
}

/**
 * Gives the header and the screens the notifications, unread counts and live events of the signed-in
 * session (messages and notifications load after login, spec §4). Mounted only with a session: a new
 * token (a sign-in, the daily refresh) starts a new one.
 */
export function ConversationsProvider({ children }: { children: ReactNode }) {
  const { token, organization } = useAuth();
  const [live, setLive] = useState<ConversationsLive | null>(null);
  const dashboardPath = organization ? paths.organizationDashboard : paths.ownerDashboard;
  const shared = token ? live : null;
  return (
    <LiveContext.Provider value={shared}>
      {/* The same socket's news for the lists (calendar, offers, requests), so a list changes when the bell does. */}
      <LiveChangesProvider value={shared ? shared.onChange : null}>{children}</LiveChangesProvider>
      {token ? (
        <Suspense fallback={null}>
          <LiveConversations
            key={`${token}|${dashboardPath}`}
            viewer={organization ? 'organization' : 'user'}
            dashboardPath={dashboardPath}
            onReady={setLive}
          />
        </Suspense>
      ) : null}
    </LiveContext.Provider>
  );
}

/** The bell's state (spec §2 "Header": a badge count, linking to the latest message under the dashboard). */
export function useBell(): BellState {
  const live = useConversationsLive();
  const snapshot = useLiveSnapshot(live);
  return useMemo<BellState>(() => {
    const notifications = snapshot?.notifications;
    const conversations = snapshot?.conversations;
    const latest = conversations?.status === 'ready' ? conversations.data.find((c) => c.lastMessage)?.lastMessage : undefined;
    return {
      status: notifications?.status ?? 'loading',
      error: notifications?.status === 'failed' ? notifications.error : undefined,
      unread: snapshot?.unreadNotifications ?? 0,
      items: notifications?.status === 'ready' ? notifications.data : [],
      latestMessageLink: latest && live ? live.linkTo(latest.id) : undefined,
      onOpen: (item) => void live?.markNotificationRead(item.id),
      onMarkAllRead: () => void live?.markAllNotificationsRead(),
      onRetry: () => live?.reloadNotifications(),
    };
  }, [snapshot, live]);
}
