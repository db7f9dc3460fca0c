import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import type { Conversation, Message } from '../api/entities';
import { fetchMessages, type ThreadKey } from '../api/fetch-messages';
import { markConversationRead } from '../api/mark-conversation-read';
import { sendMessage } from '../api/send-message';
import { messageOf, type ConversationsLive } from '../live/live-store';

export type ThreadState = {
  status: 'loading' | 'ready' | 'failed';
  error?: string;
  /** Oldest first. */
  messages: Message[];
  /** Null until the first message: a chat with a lister nobody has written to yet. */
  conversation: Conversation | null;
  hasMore: boolean;
  earlier: { status: 'idle' | 'loading' } | { status: 'failed'; error: string };
};

const loading: ThreadState = { status: 'loading', messages: [], conversation: null, hasMore: false, earlier: { status: 'idle' } };

/** Whatever the two lists hold, once each, oldest first. */
function merge(a: Message[], b: Message[]): Message[] {
  const byId = new Map<string, Message>();
  for (const message of [...a, ...b]) byId.set(message.id, { ...byId.get(message.id), ...message });
  return [...byId.values()].sort((x, y) => Date.parse(x.createdAt) - Date.parse(y.createdAt));
}

const partyKey = (party: { kind: string; id: string }) => `${party.kind}:${party.id}`;

/**
 * One conversation on screen: its messages (the latest page, then 'Load earlier messages'), sending, and
 * what arrives live. While it is open it is marked read on the server when it is opened and whenever the
 * partner writes, and the partner's reading shows as 'Seen' under your messages.
 */
export function useThread({ threadKey, live }: { threadKey: ThreadKey | null; live: ConversationsLive | null }) {
  const [state, setState] = useState<ThreadState>(loading);
  const [attempt, setAttempt] = useState(0);
  const key = threadKey ? JSON.stringify(threadKey) : '';
  const current = useRef({ state, threadKey });
  current.current = { state, threadKey };

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    setState(loading);
    fetchMessages(JSON.parse(key) as ThreadKey, {}, { signal: controller.signal }).then(
      (answer) => {
        if (!controller.signal.aborted) setState({ status: 'ready', messages: answer.messages, conversation: answer.conversation, hasMore: answer.hasMore, earlier: { status: 'idle' } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // Nobody has written yet: an empty conversation, ready for its first message.
        if (error instanceof ApiError && error.status === 404 && JSON.parse(key).with) {
          setState({ ...loading, status: 'ready' });
          return;
        }
        setState({ ...loading, status: 'failed', error: messageOf(error) });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  /** The latest page again, kept with what is already shown (back online, or after the first message). */
  const refresh = useCallback(async () => {
    const { state: now, threadKey: asked } = current.current;
    const by: ThreadKey | null = now.conversation ? { conversation: now.conversation.id } : asked;
    if (!by) return;
    try {
      const answer = await fetchMessages(by);
      setState((s) => ({ ...s, status: 'ready', error: undefined, messages: merge(s.messages, answer.messages), conversation: answer.conversation ?? s.conversation }));
      if (answer.conversation) live?.conversationChanged(answer.conversation);
    } catch {
      // What is on screen stays; the next event or reload tries again.
    }
  }, [live]);

  const conversationId = state.conversation?.id;

  // No toast for the conversation you are reading.
  useEffect(() => (conversationId && live ? live.showing(conversationId) : undefined), [conversationId, live]);

  // Read on the server when opened, and each time the partner's words arrive while it is open.
  const lastUnread = [...state.messages].reverse().find((m) => !m.mine && !m.readAt)?.id;
  const unread = state.conversation?.unread ?? 0;
  const marked = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!conversationId || (!lastUnread && unread === 0)) return;
    const mark = `${conversationId}|${lastUnread ?? ''}|${unread}`;
    if (marked.current === mark) return;
    marked.current = mark;
    markConversationRead(conversationId).then(
      () => {
        const readAt = new Date().toISOString();
        setState((s) => ({
          ...s,
          conversation: s.conversation ? { ...s.conversation, unread: 0 } : s.conversation,
          messages: s.messages.map((m) => (!m.mine && !m.readAt ? { ...m, readAt } : m)),
        }));
        live?.conversationRead(conversationId);
      },
      () => {
        marked.current = undefined;
      },
    );
  }, [conversationId, lastUnread, unread, live]);

  useEffect(() => {
    if (!live) return;
    const stopEvents = live.onEvent((event) => {
      const { state: now, threadKey: asked } = current.current;
      if (event.type === 'new-message') {
        const ours = now.conversation
          ? now.conversation.id === event.conversation.id
          : Boolean(asked && 'with' in asked && event.conversation.partner.id === asked.with);
        if (!ours) return;
        setState((s) => ({ ...s, status: 'ready', messages: merge(s.messages, [event.message]), conversation: event.conversation }));
      } else if (event.type === 'message-read') {
        if (!now.conversation || now.conversation.id !== event.conversationId || event.reader === partyKey(now.conversation.as)) return;
        const readAt = Date.parse(event.readAt);
        setState((s) => ({
          ...s,
          messages: s.messages.map((m) => (m.mine && !m.readAt && Date.parse(m.createdAt) <= readAt ? { ...m, readAt: event.readAt } : m)),
        }));
      }
    });
    const stopReloads = live.onReload(() => void refresh());
    return () => {
      stopEvents();
      stopReloads();
    };
  }, [live, refresh]);

  const loadEarlier = useCallback(async () => {
    const { state: now, threadKey: asked } = current.current;
    const first = now.messages[0];
    const by: ThreadKey | null = now.conversation ? { conversation: now.conversation.id } : asked;
    if (!first || !by) return;
    setState((s) => ({ ...s, earlier: { status: 'loading' } }));
    try {
      const answer = await fetchMessages(by, { before: first.id });
      setState((s) => ({ ...s, messages: merge(answer.messages, s.messages), hasMore: answer.hasMore, earlier: { status: 'idle' } }));
    } catch (error) {
      setState((s) => ({ ...s, earlier: { status: 'failed', error: messageOf(error) } }));
    }
  }, []);

  /**
   * Sends one message; a refusal is thrown for the box to show (field errors, 403, 429). `as` is the
   * organization a member answers for.
   */
  const send = useCallback(
    async (input: { to: string; message: string; propertyId?: string | null; as?: string }) => {
      const result = await sendMessage({
        to: input.to,
        message: input.message,
        ...(input.propertyId ? { property_id: input.propertyId } : {}),
        ...(input.as ? { as: input.as } : {}),
      });
      const before = current.current.state.conversation;
      setState((s) => ({
        ...s,
        messages: merge(s.messages, [result]),
        conversation: s.conversation ? { ...s.conversation, lastMessage: result, updatedAt: result.createdAt } : s.conversation,
      }));
      if (before) live?.conversationChanged({ ...before, lastMessage: result, updatedAt: result.createdAt });
      // The first message made the conversation: read it back for its id, partner and property.
      else await refresh();
    },
    [live, refresh],
  );

  const setConversation = useCallback(
    (conversation: Conversation) => {
      setState((s) => ({ ...s, conversation }));
      live?.conversationChanged(conversation);
    },
    [live],
  );

  return { state, send, loadEarlier, retry: () => setAttempt((n) => n + 1), setConversation };
}
