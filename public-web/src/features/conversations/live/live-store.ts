// Made with an id, so the page says it in its language (useSay).
import { apiText as t } from '@fie/domain';
import { ApiError } from '../../../lib/api-client';
import type { LiveChange } from '../../../lib/live-changes';
import type { Conversation, Message, Notification } from '../api/entities';
import { fetchConversations } from '../api/fetch-conversations';
import { fetchNotifications } from '../api/fetch-notifications';
import { markNotificationsRead } from '../api/mark-notifications-read';
import type { LiveEvent, MessageReadEvent, NewMessageEvent } from '../realtime/frames';
import { startRealtime, type ConnectionStatus, type RealtimeClient, type RealtimeOptions } from '../realtime/realtime-client';

export type Loadable<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: string };

/** The 'New message received' toast: the message, its conversation and where Open leads. */
export type Toast = { key: string; message: Message; conversation: Conversation; link: string };

export type LiveSnapshot = {
  connection: ConnectionStatus;
  notifications: Loadable<Notification[]>;
  /** The server's count of unread notifications: the bell's badge. */
  unreadNotifications: number;
  /** Every inbox the viewer reads (their own and, for a member with List Properties, the organization's), most recent first. */
  conversations: Loadable<Conversation[]>;
  toast: Toast | null;
};

export type LiveOptions = {
  /** A person (who may also write for their organization) or an organization's own login. */
  viewer: 'user' | 'organization';
  /** '/owner-dashboard' or '/organization-dashboard': where the viewer's Messages tab lives. */
  dashboardPath: string;
  token: () => string | null;
  /** For tests: a socket stand-in and the window whose 'online' is heard. */
  realtime?: Pick<RealtimeOptions, 'createSocket' | 'url' | 'events'>;
};

/**
 * What every signed-in screen shares about messaging: the notifications and their unread count, the
 * conversations with theirs, the connection, the toast, and the live events for an open conversation.
 * The header and the screens read it through the app's ConversationsProvider; one instance lives per
 * session (a new token, a new instance).
 */
export type ConversationsLive = ReturnType<typeof createLive>;

export function createLive(options: LiveOptions) {
  let snapshot: LiveSnapshot = {
    connection: 'disconnected',
    notifications: { status: 'loading' },
    unreadNotifications: 0,
    conversations: { status: 'loading' },
    toast: null,
  };
  const listeners = new Set<() => void>();
  const eventListeners = new Set<(event: LiveEvent) => void>();
  const reloadListeners = new Set<() => void>();
  /** Conversations on screen now, by how many views show them: no toast for what you are reading. */
  const onScreen = new Map<string, number>();
  let client: RealtimeClient | undefined;
  // One load of each at a time: a newer one replaces an older one still on its way.
  let notificationsLoad: AbortController | undefined;
  let conversationsLoad: AbortController | undefined;

  const set = (change: Partial<LiveSnapshot>) => {
    snapshot = { ...snapshot, ...change };
    for (const listener of listeners) listener();
  };

  const linkTo = (messageId: string) => `${options.dashboardPath}#messages/${encodeURIComponent(messageId)}`;

  /** A notification's link, led to the viewer's own dashboard (a member cannot open the organization's). */
  const ownLink = (link: string) => {
    const match = /^\/(?:owner|organization)-dashboard(#messages(?:\/.*)?)$/.exec(link);
    return match ? `${options.dashboardPath}${match[1]}` : link;
  };

  async function loadNotifications(signal: AbortSignal) {
    if (snapshot.notifications.status === 'failed') set({ notifications: { status: 'loading' } });
    try {
      const { notifications, unread } = await fetchNotifications({ signal });
      if (!signal.aborted) set({ notifications: { status: 'ready', data: notifications.map((n) => ({ ...n, link: ownLink(n.link) })) }, unreadNotifications: unread });
    } catch (error) {
      if (!signal.aborted) set({ notifications: { status: 'failed', error: messageOf(error) } });
    }
  }

  async function loadConversations(signal: AbortSignal) {
    if (snapshot.conversations.status === 'failed') set({ conversations: { status: 'loading' } });
    try {
      // Without `as`, the inbox holds every side the viewer answers for: their own and, for a member with
      // List Properties, their organization's.
      const conversations = await fetchConversations(undefined, { signal });
      if (!signal.aborted) set({ conversations: { status: 'ready', data: newestFirst(conversations) } });
    } catch (error) {
      if (!signal.aborted) set({ conversations: { status: 'failed', error: messageOf(error) } });
    }
  }

  function reloadNotifications() {
    notificationsLoad?.abort();
    notificationsLoad = new AbortController();
    void loadNotifications(notificationsLoad.signal);
  }

  function reloadConversations() {
    conversationsLoad?.abort();
    conversationsLoad = new AbortController();
    void loadConversations(conversationsLoad.signal);
  }

  function reload() {
    reloadNotifications();
    reloadConversations();
    for (const listener of reloadListeners) listener();
  }

  function onNewMessage({ message, conversation }: NewMessageEvent) {
    if (snapshot.conversations.status === 'ready') {
      set({ conversations: { status: 'ready', data: upsert(snapshot.conversations.data, conversation) } });
    }
    if (message.mine || (onScreen.get(conversation.id) ?? 0) > 0) return;
    set({ toast: { key: message.id, message, conversation, link: linkTo(message.id) } });
  }

  function onMessageRead(event: MessageReadEvent) {
    if (snapshot.conversations.status !== 'ready') return;
    const data = snapshot.conversations.data.map((c) =>
      c.id === event.conversationId && c.lastMessage?.mine && !c.lastMessage.readAt ? { ...c, lastMessage: { ...c.lastMessage, readAt: event.readAt } } : c,
    );
    set({ conversations: { status: 'ready', data } });
  }

  function onEvent(event: LiveEvent) {
    if (event.type === 'new-message') onNewMessage(event);
    else if (event.type === 'message-read') onMessageRead(event);
    else {
      const notification = { ...event.notification, link: ownLink(event.notification.link) };
      const items = snapshot.notifications.status === 'ready' ? snapshot.notifications.data.filter((n) => n.id !== notification.id) : [];
      set({ notifications: { status: 'ready', data: [notification, ...items] }, unreadNotifications: event.unread });
    }
    for (const listener of eventListeners) listener(event);
  }

  /** Marks some notifications read here at once, then on the server; the server's count wins when it answers. */
  async function markRead(ids: string[]) {
    if (snapshot.notifications.status !== 'ready') return;
    const unread = snapshot.notifications.data.filter((n) => ids.includes(n.id) && !n.read);
    if (unread.length === 0) return;
    set({
      notifications: { status: 'ready', data: snapshot.notifications.data.map((n) => (ids.includes(n.id) ? { ...n, read: true } : n)) },
      unreadNotifications: Math.max(0, snapshot.unreadNotifications - unread.length),
    });
    try {
      set({ unreadNotifications: await markNotificationsRead({ ids: unread.map((n) => n.id) }) });
    } catch {
      // The next load tells the truth; a bell that is briefly off by one is better than an error here.
    }
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Live events for an open conversation. */
    onEvent(listener: (event: LiveEvent) => void) {
      eventListeners.add(listener);
      return () => void eventListeners.delete(listener);
    },
    /** Told when messages should be read again (back online, joined again after a drop). */
    onReload(listener: () => void) {
      reloadListeners.add(listener);
      return () => void reloadListeners.delete(listener);
    },
    /**
     * For the lists on screen (calendar, offers, requests; lib/live-changes): each notification's kind as it is
     * pushed, and a reload when anything may have been missed. An arrow, so it can be handed on by itself.
     */
    onChange: (listener: (change: LiveChange) => void) => {
      const news = (event: LiveEvent) => {
        if (event.type === 'notification') listener({ kind: event.notification.kind });
      };
      const reloaded = () => listener({ reload: true });
      eventListeners.add(news);
      reloadListeners.add(reloaded);
      return () => {
        eventListeners.delete(news);
        reloadListeners.delete(reloaded);
      };
    },
    start() {
      if (client) return;
      reload();
      client = startRealtime({ ...options.realtime, token: options.token, onEvent, onReload: reload, onStatus: (connection) => set({ connection }) });
    },
    stop() {
      client?.stop();
      client = undefined;
      notificationsLoad?.abort();
      conversationsLoad?.abort();
    },
    reloadConversations,
    reloadNotifications,
    markNotificationRead: (id: string) => markRead([id]),
    async markAllNotificationsRead() {
      if (snapshot.notifications.status === 'ready') {
        set({ notifications: { status: 'ready', data: snapshot.notifications.data.map((n) => ({ ...n, read: true })) } });
      }
      set({ unreadNotifications: 0 });
      try {
        set({ unreadNotifications: await markNotificationsRead({ all: true }) });
      } catch {
        reloadNotifications();
      }
    },
    /**
     * A view shows this conversation: no toast for it while it does. The returned function says it stopped.
     * Its unread notifications are read now too, since the person is looking at the messages they announce.
     */
    showing(conversationId: string) {
      onScreen.set(conversationId, (onScreen.get(conversationId) ?? 0) + 1);
      if (snapshot.toast?.conversation.id === conversationId) set({ toast: null });
      return () => {
        const count = (onScreen.get(conversationId) ?? 1) - 1;
        if (count > 0) onScreen.set(conversationId, count);
        else onScreen.delete(conversationId);
      };
    },
    /** After POST /messages/{id}/read: the conversation has nothing unread, nor do its notifications. */
    conversationRead(conversationId: string) {
      if (snapshot.conversations.status === 'ready') {
        set({ conversations: { status: 'ready', data: snapshot.conversations.data.map((c) => (c.id === conversationId ? { ...c, unread: 0 } : c)) } });
      }
      if (snapshot.notifications.status === 'ready') {
        void markRead(snapshot.notifications.data.filter((n) => n.conversationId === conversationId && !n.read).map((n) => n.id));
      }
    },
    /** A fresher view of one conversation (after sending, blocking), put where its time says. */
    conversationChanged(conversation: Conversation) {
      if (snapshot.conversations.status === 'ready') set({ conversations: { status: 'ready', data: upsert(snapshot.conversations.data, conversation) } });
    },
    dismissToast() {
      set({ toast: null });
    },
    linkTo,
    viewer: options.viewer,
  };
}

function newestFirst(conversations: Conversation[]): Conversation[] {
  return [...conversations].sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
}

function upsert(conversations: Conversation[], conversation: Conversation): Conversation[] {
  return newestFirst([conversation, ...conversations.filter((c) => c.id !== conversation.id)]);
}

export function messageOf(error: unknown): string {
  if (error instanceof ApiError || error instanceof Error) return error.message;
  return t('ui.went-wrong', 'Something went wrong');
}
