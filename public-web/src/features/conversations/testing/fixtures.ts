import type { SocketLike } from '../realtime/realtime-client';

/** Answers as the API gives them (docs/api-conversations.md), for tests. */
export const ama = { id: 'u-1', kind: 'user' as const, name: 'Ama M.' };
export const kwame = { id: 'u-2', kind: 'user' as const, name: 'Kwame M.' };
export const acme = { id: 'o-1', kind: 'organization' as const, name: 'Acme Homes' };

export function apiMessage(over: Record<string, unknown> = {}) {
  const id = (over.id as string) ?? 'm-1';
  const at = (over.createdAt as string) ?? '2026-11-20T10:00:00.000Z';
  return {
    _id: id,
    id,
    conversationId: 'c-1',
    from: kwame.id,
    to: ama.id,
    fromName: kwame.name,
    message: 'Is the house still available?',
    erased: false,
    property_id: 'p-1',
    mine: false,
    createdAt: at,
    created_at: at,
    readAt: null,
    ...over,
  };
}

export function apiConversation(over: Record<string, unknown> = {}) {
  const lastMessage = (over.lastMessage as Record<string, unknown> | null | undefined) === undefined ? apiMessage() : over.lastMessage;
  const id = (over.id as string) ?? 'c-1';
  return {
    _id: id,
    id,
    as: ama,
    partner: kwame,
    lastMessage,
    property: { _id: 'p-1', title: 'Three-bedroom house in East Legon', thumbnail: '/api/properties/images/img-1/thumb.webp', status: 'published' },
    unread: 1,
    blocked: false,
    updatedAt: (lastMessage as { createdAt?: string } | null)?.createdAt ?? '2026-11-20T10:00:00.000Z',
    ...over,
  };
}

export function apiNotification(over: Record<string, unknown> = {}) {
  const id = (over.id as string) ?? 'n-1';
  return {
    _id: id,
    id,
    kind: 'message',
    title: 'New message from Kwame M.',
    body: 'About Three-bedroom house in East Legon',
    link: '/owner-dashboard#messages/m-1',
    conversationId: 'c-1',
    messageId: 'm-1',
    read: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...over,
  };
}

/** A socket stand-in: the test plays the server (open, joined, pushes, closes). */
export class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  static latest(): FakeSocket {
    const socket = FakeSocket.all[FakeSocket.all.length - 1];
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  /** Opens and answers the join, as the server does. */
  join() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
    this.push({ type: 'joined', parties: ['user:u-1'] });
  }
  push(frame: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
}

/** The live store's test options: a fake socket and a window of its own. */
export function fakeRealtime() {
  FakeSocket.all = [];
  const events = new EventTarget();
  return { createSocket: (url: string) => new FakeSocket(url), url: 'ws://fie.test/api/ws', events: events as unknown as Window };
}
