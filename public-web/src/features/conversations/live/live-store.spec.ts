import { waitFor } from '@testing-library/react';
import { mockFetch } from '../../../testing/fetch';
import { acme, apiConversation, apiMessage, apiNotification, fakeRealtime, FakeSocket } from '../testing/fixtures';
import { ONLINE_RELOAD_MS, RECONNECT_DELAY_MS } from '../realtime/timings';
import { createLive, type ConversationsLive } from './live-store';

let live: ConversationsLive | undefined;

function start(routes: Parameters<typeof mockFetch>[0] = {}, options: { viewer?: 'user' | 'organization'; dashboardPath?: string } = {}) {
  const mock = mockFetch({
    'GET /notifications': { body: { result: { notifications: [apiNotification()], unread: 1 } } },
    'GET /messages/fetch-messages': { body: { result: { messages: [apiConversation()] } } },
    ...routes,
  });
  const realtime = fakeRealtime();
  live = createLive({ viewer: options.viewer ?? 'user', dashboardPath: options.dashboardPath ?? '/owner-dashboard', token: () => 'token-ama', realtime });
  live.start();
  return { live, mock, events: realtime.events };
}

const ready = async (store: ConversationsLive) =>
  waitFor(() => {
    const s = store.getSnapshot();
    expect(s.notifications.status).toBe('ready');
    expect(s.conversations.status).toBe('ready');
  });

describe('the shared messaging state', () => {
  afterEach(() => {
    live?.stop();
    jest.useRealTimers();
  });

  test('messages and notifications load once signed in, and the bell counts what the server says is unread', async () => {
    const { live: store, mock } = start();
    await ready(store);

    expect(mock.calls.map((c) => `${c.method} ${c.path}`).sort()).toEqual(['GET /messages/fetch-messages', 'GET /notifications']);
    expect(store.getSnapshot().unreadNotifications).toBe(1);
    expect(FakeSocket.latest().url).toBe('ws://fie.test/api/ws');
  });

  test('a message for you opens the toast, leading to its conversation in your dashboard; your own does not', async () => {
    const { live: store } = start();
    await ready(store);
    FakeSocket.latest().join();

    const mine = apiMessage({ id: 'm-0', mine: true, from: 'u-1', to: 'u-2' });
    FakeSocket.latest().push({ type: 'new-message', message: mine, conversation: apiConversation({ lastMessage: mine, unread: 0 }) });
    expect(store.getSnapshot().toast).toBeNull();

    const reply = apiMessage({ id: 'm-2', message: 'Yes, come on Saturday', createdAt: '2026-11-20T11:00:00.000Z' });
    FakeSocket.latest().push({ type: 'new-message', message: reply, conversation: apiConversation({ lastMessage: reply, unread: 1 }) });
    expect(store.getSnapshot().toast).toMatchObject({ link: '/owner-dashboard#messages/m-2', message: { message: 'Yes, come on Saturday' } });
    const conversations = store.getSnapshot().conversations;
    expect(conversations.status === 'ready' && conversations.data[0]!.lastMessage!.id).toBe('m-2');
  });

  test('no toast for the conversation on screen', async () => {
    const { live: store } = start();
    await ready(store);
    const stop = store.showing('c-1');

    const reply = apiMessage({ id: 'm-2' });
    FakeSocket.latest().push({ type: 'new-message', message: reply, conversation: apiConversation({ lastMessage: reply }) });
    expect(store.getSnapshot().toast).toBeNull();
    stop();
    FakeSocket.latest().push({ type: 'new-message', message: apiMessage({ id: 'm-3' }), conversation: apiConversation() });
    expect(store.getSnapshot().toast).not.toBeNull();
  });

  test('a pushed notification goes first, and the badge takes the count it carries', async () => {
    const { live: store } = start();
    await ready(store);

    FakeSocket.latest().push({ type: 'notification', notification: apiNotification({ id: 'n-2', link: '/owner-dashboard#messages/m-2' }), unread: 2 });
    const notifications = store.getSnapshot().notifications;
    expect(notifications.status === 'ready' && notifications.data.map((n) => n.id)).toEqual(['n-2', 'n-1']);
    expect(store.getSnapshot().unreadNotifications).toBe(2);
  });

  test('opening a notification marks it read; Mark all as read marks them all', async () => {
    const { live: store, mock } = start({ 'POST /notifications/read': { body: { result: { unread: 0 } } } });
    await ready(store);

    await store.markNotificationRead('n-1');
    expect(mock.calls.find((c) => c.path === '/notifications/read')?.body).toEqual({ ids: ['n-1'] });
    expect(store.getSnapshot().unreadNotifications).toBe(0);

    await store.markAllNotificationsRead();
    expect(mock.calls.filter((c) => c.path === '/notifications/read').map((c) => c.body)).toEqual([{ ids: ['n-1'] }, { all: true }]);
  });

  test('a member is led to their own dashboard by links written for the organization’s', async () => {
    const { live: store } = start({
      'GET /notifications': { body: { result: { notifications: [apiNotification({ link: '/organization-dashboard#messages/m-9' })], unread: 1 } } },
      'GET /messages/fetch-messages': { body: { result: { messages: [apiConversation({ as: acme })] } } },
    });
    await ready(store);

    const notifications = store.getSnapshot().notifications;
    expect(notifications.status === 'ready' && notifications.data[0]!.link).toBe('/owner-dashboard#messages/m-9');
  });

  test('reading a conversation clears its unread count and its notifications', async () => {
    const { live: store, mock } = start({ 'POST /notifications/read': { body: { result: { unread: 0 } } } });
    await ready(store);

    store.conversationRead('c-1');
    const conversations = store.getSnapshot().conversations;
    expect(conversations.status === 'ready' && conversations.data[0]!.unread).toBe(0);
    await waitFor(() => expect(mock.calls.find((c) => c.path === '/notifications/read')?.body).toEqual({ ids: ['n-1'] }));
  });

  test('back online, messages and notifications load again 5 s later', async () => {
    jest.useFakeTimers();
    const { live: store, mock, events } = start();
    await jest.advanceTimersByTimeAsync(0);
    const before = mock.calls.length;

    events.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(ONLINE_RELOAD_MS - 1);
    expect(mock.calls.length).toBe(before);
    await jest.advanceTimersByTimeAsync(1);
    expect(mock.calls.slice(before).map((c) => c.path).sort()).toEqual(['/messages/fetch-messages', '/notifications']);
    expect(store.getSnapshot().conversations.status).toBe('ready');
  });

  test('the lists on screen hear each pushed notification’s kind, and a reload once the socket is back after a drop', async () => {
    jest.useFakeTimers();
    const { live: store } = start();
    await jest.advanceTimersByTimeAsync(0);
    FakeSocket.latest().join();
    const heard: unknown[] = [];
    const stop = store.onChange((change) => heard.push(change));

    FakeSocket.latest().push({ type: 'new-message', message: apiMessage({ id: 'm-5' }), conversation: apiConversation() });
    FakeSocket.latest().push({ type: 'notification', notification: apiNotification({ id: 'n-5', kind: 'viewing', link: '?tab=calender' }), unread: 2 });
    expect(heard).toEqual([{ kind: 'viewing' }]);

    const dropped = FakeSocket.latest();
    dropped.drop();
    await jest.advanceTimersByTimeAsync(RECONNECT_DELAY_MS);
    expect(FakeSocket.latest()).not.toBe(dropped);
    FakeSocket.latest().join();
    expect(heard).toEqual([{ kind: 'viewing' }, { reload: true }]);

    stop();
    FakeSocket.latest().push({ type: 'notification', notification: apiNotification({ id: 'n-6', kind: 'offer' }), unread: 3 });
    expect(heard).toHaveLength(2);
  });

  test('a failed load says why, and loading again recovers', async () => {
    const { live: store } = start({ 'GET /messages/fetch-messages': { status: 503, body: { message: 'The marketplace is busy, try again' } } });
    await waitFor(() => expect(store.getSnapshot().conversations).toEqual({ status: 'failed', error: 'The marketplace is busy, try again' }));

    mockFetch({ 'GET /messages/fetch-messages': { body: { result: { messages: [] } } } });
    store.reloadConversations();
    await waitFor(() => expect(store.getSnapshot().conversations).toEqual({ status: 'ready', data: [] }));
  });
});
