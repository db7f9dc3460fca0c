import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { apiConversation, apiNotification, FakeSocket } from '../features/conversations/testing/fixtures';
import { mockFetch } from '../testing/fetch';
import { Site, withFakeSockets } from './site-testing';
import { ama, storeSession } from '../testing/render';

// The whole site under jsdom takes a few seconds on a busy machine.
jest.setTimeout(20_000);

describe('messaging across the site', () => {
  withFakeSockets();

  test('once signed in, messages and notifications load, the socket joins, and the bell counts the unread', async () => {
    storeSession({ token: 'token-ama', user: ama });
    const { calls } = mockFetch({
      'GET /auth/user': { body: ama },
      'GET /notifications': { body: { result: { notifications: [apiNotification(), apiNotification({ id: 'n-0', read: true, title: 'New message from Esi O.', link: '/owner-dashboard#messages/m-0' })], unread: 1 } } },
      'GET /messages/fetch-messages': { body: { result: { messages: [apiConversation()] } } },
      'POST /notifications/read': { body: { result: { unread: 0 } } },
    });
    await act(async () => {
      render(<Site at="/about" probe />);
    });

    // Generous waits: the live part is its own chunk, and the machine running the tests may be busy.
    const wait = { timeout: 5000 };
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' }, wait);
    expect(calls.map((c) => c.path)).toEqual(expect.arrayContaining(['/notifications', '/messages/fetch-messages']));
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1), wait);
    act(() => FakeSocket.latest().join());
    expect(FakeSocket.latest().sent).toEqual([{ type: 'join', token: 'token-ama' }]);
    expect(FakeSocket.latest().url).toBe('ws://localhost/api/ws');

    fireEvent.click(bell);
    const menu = await screen.findByRole('menu', { name: 'Notifications' }, wait);
    expect(within(menu).getByRole('menuitem', { name: 'Open the latest message' }).getAttribute('href')).toBe('/owner-dashboard#messages/m-1');
    fireEvent.click(within(menu).getByRole('menuitem', { name: /New message from Kwame M\./ }));
    await waitFor(() => expect(calls.find((c) => c.path === '/notifications/read')?.body).toEqual({ ids: ['n-1'] }), wait);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/owner-dashboard'), wait);
    expect(await screen.findByRole('button', { name: 'Notifications' }, wait)).toBeTruthy();
  });

  test('a notification pushed over the socket rings the bell and makes the open Offers tab ask again', async () => {
    storeSession({ token: 'token-ama', user: ama });
    const { calls } = mockFetch({
      'GET /auth/user': { body: ama },
      'GET /notifications': { body: { result: { notifications: [], unread: 0 } } },
      'GET /messages/fetch-messages': { body: { result: { messages: [] } } },
      'GET /offers': { body: { result: { offers: [] } } },
    });
    await act(async () => {
      render(<Site at="/owner-dashboard?tab=offers" probe />);
    });
    const wait = { timeout: 5000 };
    await screen.findByText('No offers yet', undefined, wait);
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1), wait);
    act(() => FakeSocket.latest().join());
    const offersAsked = () => calls.filter((c) => c.method === 'GET' && c.path === '/offers').length;
    const before = offersAsked();

    const accepted = apiNotification({ id: 'n-2', kind: 'offer', title: 'Kwame B. accepted your offer of GH₵ 4,000 a month', link: '/owner-dashboard?tab=offers&offer=o-1', conversationId: undefined, messageId: undefined });
    act(() => FakeSocket.latest().push({ type: 'notification', notification: accepted, unread: 1 }));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' }, wait)).toBeTruthy();
    await waitFor(() => expect(offersAsked()).toBe(before + 1), wait);
  });

  test('a visitor’s pages load nothing of messaging', async () => {
    const { calls } = mockFetch({});
    await act(async () => {
      render(<Site at="/about" probe />);
    });

    await screen.findByRole('button', { name: 'Login' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(calls.some((c) => c.path.startsWith('/notifications') || c.path.startsWith('/messages'))).toBe(false);
    expect(FakeSocket.all).toHaveLength(0);
  });
});
