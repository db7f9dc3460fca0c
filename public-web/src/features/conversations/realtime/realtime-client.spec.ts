import { startRealtime, socketUrl, type SocketLike } from './realtime-client';
import { ONLINE_RELOAD_MS, RECONNECT_CHECK_MS, RECONNECT_DELAY_MS } from './timings';

/** A socket stand-in: the test plays the server, opening, answering and closing it. */
class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  closedWith?: number;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.closedWith = code;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  push(frame: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
}

const latest = () => FakeSocket.all[FakeSocket.all.length - 1]!;
const message = {
  id: 'm-1', _id: 'm-1', conversationId: 'c-1', from: 'u-2', to: 'u-1', fromName: 'Kwame M.', message: 'Is it still available?',
  erased: false, property_id: 'p-1', mine: false, createdAt: '2026-11-20T10:00:00.000Z', created_at: '2026-11-20T10:00:00.000Z', readAt: null,
};
const conversation = {
  id: 'c-1', _id: 'c-1', as: { id: 'u-1', kind: 'user', name: 'Ama M.' }, partner: { id: 'u-2', kind: 'user', name: 'Kwame M.' },
  lastMessage: message, property: null, unread: 1, blocked: false, updatedAt: message.createdAt,
};

function start(token: () => string | null = () => 'token-1') {
  const onEvent = jest.fn();
  const onReload = jest.fn();
  const onStatus = jest.fn();
  const events = new EventTarget();
  const client = startRealtime({ token, onEvent, onReload, onStatus, url: 'ws://fie.test/api/ws', createSocket: (url) => new FakeSocket(url), events: events as unknown as Window });
  return { client, onEvent, onReload, onStatus, events };
}

describe('the real-time connection', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  test('the address is /api/ws on this site, wss: on an https page, and never carries the token', () => {
    expect(socketUrl('/api', { href: 'https://fie.com.gh/property/p-1' })).toBe('wss://fie.com.gh/api/ws');
    expect(socketUrl('/api', { href: 'http://localhost:8080/' })).toBe('ws://localhost:8080/api/ws');
    start();
    expect(latest().url).toBe('ws://fie.test/api/ws');
  });

  test('the first frame is a join with the session token, and pushed events reach the screens', () => {
    const { onEvent, onStatus, client } = start();
    latest().open();
    expect(latest().sent).toEqual([{ type: 'join', token: 'token-1' }]);
    latest().push({ type: 'joined', parties: ['user:u-1'] });
    expect(client.status()).toBe('connected');
    expect(onStatus).toHaveBeenLastCalledWith('connected');

    latest().push({ type: 'new-message', message, conversation });
    latest().push({ type: 'message-read', conversationId: 'c-1', reader: 'user:u-2', readAt: '2026-11-20T10:01:00.000Z' });
    latest().push({ type: 'notification', notification: { id: 'n-1', _id: 'n-1', kind: 'message', title: 'New message from Kwame M.', body: 'About a house', link: '/owner-dashboard#messages/m-1', read: false, createdAt: message.createdAt }, unread: 3 });
    latest().push({ type: 'pong' });
    latest().push({ type: 'something-new' });
    expect(onEvent.mock.calls.map(([event]) => event.type)).toEqual(['new-message', 'message-read', 'notification']);
  });

  test('after a drop it tries twice, 15 s apart, then leaves it to the 30 s check', () => {
    start();
    latest().open();
    latest().push({ type: 'joined', parties: [] });
    latest().drop();
    expect(FakeSocket.all).toHaveLength(1);

    jest.advanceTimersByTime(RECONNECT_DELAY_MS - 1);
    expect(FakeSocket.all).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2); // first attempt
    latest().drop();
    jest.advanceTimersByTime(RECONNECT_DELAY_MS);
    expect(FakeSocket.all).toHaveLength(3); // second attempt
    latest().drop();
    jest.advanceTimersByTime(RECONNECT_DELAY_MS);
    expect(FakeSocket.all).toHaveLength(3); // no third attempt of its own

    // The check runs every 30 s from the start: 45 s have passed, so the next one is at 60 s.
    jest.advanceTimersByTime(2 * RECONNECT_CHECK_MS - 3 * RECONNECT_DELAY_MS - 1);
    expect(FakeSocket.all).toHaveLength(3);
    jest.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(4);
  });

  test('joining again after a drop reloads what was missed; the first join does not', () => {
    const { onReload } = start();
    latest().open();
    latest().push({ type: 'joined', parties: [] });
    expect(onReload).not.toHaveBeenCalled();
    latest().drop(4408);
    jest.advanceTimersByTime(RECONNECT_DELAY_MS);
    latest().open();
    latest().push({ type: 'joined', parties: [] });
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  test('the check reconnects only while a session exists', () => {
    let token: string | null = 'token-1';
    start(() => token);
    latest().drop(4400);
    token = null;
    jest.advanceTimersByTime(10 * RECONNECT_CHECK_MS);
    expect(FakeSocket.all).toHaveLength(1);
    token = 'token-2';
    jest.advanceTimersByTime(RECONNECT_CHECK_MS);
    expect(FakeSocket.all).toHaveLength(2);
    latest().open();
    expect(latest().sent).toEqual([{ type: 'join', token: 'token-2' }]);
  });

  test('a 4401 (session over) stops it: no attempts, no checks', () => {
    const { client, onStatus } = start();
    latest().open();
    latest().drop(4401);
    jest.advanceTimersByTime(10 * RECONNECT_CHECK_MS);
    expect(FakeSocket.all).toHaveLength(1);
    expect(client.status()).toBe('session-over');
    expect(onStatus).toHaveBeenLastCalledWith('session-over');
  });

  test('back online, messages reload after 5 s and a dropped socket reconnects at once', () => {
    const { onReload, events } = start();
    latest().open();
    latest().push({ type: 'joined', parties: [] });
    latest().drop();
    jest.advanceTimersByTime(RECONNECT_DELAY_MS);
    latest().drop();
    jest.advanceTimersByTime(RECONNECT_DELAY_MS);
    latest().drop();
    expect(FakeSocket.all).toHaveLength(3);

    events.dispatchEvent(new Event('online'));
    expect(FakeSocket.all).toHaveLength(4);
    jest.advanceTimersByTime(ONLINE_RELOAD_MS - 1);
    expect(onReload).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  test('stopping closes the socket and ends every timer', () => {
    const { client, events, onReload } = start();
    latest().open();
    client.stop();
    expect(latest().closedWith).toBe(1000);
    latest().drop(1000);
    events.dispatchEvent(new Event('online'));
    jest.advanceTimersByTime(10 * RECONNECT_CHECK_MS);
    expect(FakeSocket.all).toHaveLength(1);
    expect(onReload).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });
});
