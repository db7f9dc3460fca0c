import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../../app/theme';
import { mockFetch, type Answer, type Call } from '../../../testing/fetch';
import { createLive } from '../live/live-store';
import { apiConversation, apiMessage, fakeRealtime, FakeSocket } from '../testing/fixtures';
import { ChatDialog, type ChatDialogProps } from './chat-dialog';
import { COUNTER_FROM } from './composer';

const listing = { id: 'p-1', title: 'Three-bedroom house in East Legon', thumbnail: '/api/properties/images/img-1/thumb.webp', price: 'GH₵ 4,500 per/mth' };
const lister = { id: 'u-2', name: 'Kwame M.' };
const noConversation: Answer = { status: 404, body: { message: 'Conversation not found', code: 'ConversationNotFound' } };

function show(props: Partial<ChatDialogProps> = {}) {
  const onClose = jest.fn();
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/property/p-1?chat=1']}>
        <ChatDialog onClose={onClose} listing={listing} lister={lister} own={false} messagesPath="/owner-dashboard?tab=messages" live={null} {...props} />
      </MemoryRouter>
    </ThemeProvider>,
  );
  return { onClose };
}

const box = () => screen.getByRole('textbox', { name: 'Message' });
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const sent = (calls: Call[]) => calls.filter((c) => c.path === '/messages/send-message').map((c) => c.body);

describe('the chat with the lister', () => {
  test('shows the property’s card and the conversation, oldest first, asked for by the lister’s id', async () => {
    const { calls } = mockFetch({
      'GET /messages': {
        body: {
          messages: [apiMessage({ id: 'm-1', message: 'Is it still available?', mine: true, from: 'u-1', to: 'u-2' }), apiMessage({ id: 'm-2', message: 'Yes it is', createdAt: '2026-11-20T11:00:00.000Z' })],
          conversation: apiConversation({ unread: 0 }),
          hasMore: false,
        },
      },
    });
    show();

    const dialog = await screen.findByRole('dialog', { name: 'Message Kwame M.' });
    const card = within(dialog).getByRole('region', { name: 'The property' });
    expect(card.textContent).toContain('Three-bedroom house in East Legon');
    expect(card.textContent).toContain('GH₵ 4,500 per/mth');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/api/properties/images/img-1/thumb.webp');
    const items = within(await within(dialog).findByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('Is it still available?'), expect.stringContaining('Yes it is')]);
    expect(calls.find((c) => c.path === '/messages')).toBeTruthy();
    expect((globalThis.fetch as jest.Mock).mock.calls[0][0]).toContain('/messages?with=u-2&limit=50');
  });

  test('with nobody having written yet, Enter sends the first message about this property', async () => {
    let first = true;
    const { calls } = mockFetch({
      'GET /messages': () => (first ? noConversation : { body: { messages: [apiMessage({ id: 'm-1', mine: true, message: 'Is it still available?' })], conversation: apiConversation(), hasMore: false } }),
      'POST /messages/send-message': () => {
        first = false;
        return { status: 201, body: apiMessage({ id: 'm-1', mine: true, from: 'u-1', to: 'u-2', message: 'Is it still available?' }) };
      },
    });
    show();

    expect(await screen.findByText(/Ask Kwame M\. about this property/)).toBeTruthy();
    type('  Is it still available?  ');
    fireEvent.keyDown(box(), { key: 'Enter' });

    await waitFor(() => expect(sent(calls)).toEqual([{ to: 'u-2', message: 'Is it still available?', property_id: 'p-1' }]));
    expect(await screen.findByText('Is it still available?')).toBeTruthy();
    await waitFor(() => expect((box() as HTMLTextAreaElement).value).toBe(''));
  });

  test('Shift+Enter starts a new line instead of sending', async () => {
    const { calls } = mockFetch({ 'GET /messages': noConversation });
    show();
    await screen.findByText(/Ask Kwame M\./);

    type('Hello');
    fireEvent.keyDown(box(), { key: 'Enter', shiftKey: true });
    expect(sent(calls)).toEqual([]);
  });

  test('with a keyboard, the box says Enter sends and Shift+Enter starts a new line', async () => {
    mockFetch({ 'GET /messages': noConversation });
    show();
    await screen.findByText(/Ask Kwame M\./);
    expect(screen.getByText('Enter sends, Shift+Enter starts a new line')).toBeTruthy();
  });

  test('on a phone (a touch screen, no keyboard) the box says nothing of Shift+Enter, Enter starts a new line and Send sends', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: query === '(pointer: coarse)' })) as typeof window.matchMedia;
    try {
      const { calls } = mockFetch({
        'GET /messages': noConversation,
        'POST /messages/send-message': { status: 201, body: apiMessage({ id: 'm-1', mine: true, from: 'u-1', to: 'u-2', message: 'Hello' }) },
      });
      show();
      await screen.findByText(/Ask Kwame M\./);
      expect(screen.queryByText(/Shift/)).toBeNull();

      type('Hello');
      fireEvent.keyDown(box(), { key: 'Enter' });
      expect(sent(calls)).toEqual([]);
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(sent(calls)).toEqual([{ to: 'u-2', message: 'Hello', property_id: 'p-1' }]));
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  test('an empty box says what to do, and the counter shows near the 4,000-character limit', async () => {
    const { calls } = mockFetch({ 'GET /messages': noConversation });
    show();
    await screen.findByText(/Ask Kwame M\./);

    type('   ');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write a message')).toBeTruthy();
    expect(sent(calls)).toEqual([]);

    type('a'.repeat(COUNTER_FROM));
    expect(screen.getByText(`${COUNTER_FROM.toLocaleString('en-GH')} / 4,000 characters`)).toBeTruthy();
    type('a'.repeat(4001));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('A message can be at most 4,000 characters')).toBeTruthy();
    expect(sent(calls)).toEqual([]);
  });

  test.each([
    ['a field error goes under the box', { status: 400, body: { message: 'Invalid input', code: 'ValidationError', errors: { message: 'Write a message' } } }, 'Write a message'],
    ['too many messages (429) is said plainly, with the wait', { status: 429, body: { message: 'You are sending messages too quickly. Please wait 12 seconds.', code: 'TooManyRequests' } }, 'You are sending messages too quickly. Please wait 12 seconds.'],
    ['a block (403) is said plainly', { status: 403, body: { message: 'You cannot message this person', code: 'Blocked' } }, 'You cannot message this person'],
  ])('%s, and the text stays', async (_, answer, text) => {
    mockFetch({ 'GET /messages': noConversation, 'POST /messages/send-message': answer as Answer });
    show();
    await screen.findByText(/Ask Kwame M\./);

    type('Hello, is it available?');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(text)).toBeTruthy();
    expect((box() as HTMLTextAreaElement).value).toBe('Hello, is it available?');
  });

  test('Load earlier messages brings the page before the first one shown', async () => {
    const { calls } = mockFetch({
      'GET /messages': () => {
        const url = (globalThis.fetch as jest.Mock).mock.calls.at(-1)![0] as string;
        return url.includes('before=m-5')
          ? { body: { messages: [apiMessage({ id: 'm-4', message: 'The earlier one', createdAt: '2026-11-19T09:00:00.000Z' })], conversation: apiConversation(), hasMore: false } }
          : { body: { messages: [apiMessage({ id: 'm-5', message: 'The latest one' })], conversation: apiConversation({ unread: 0 }), hasMore: true } };
      },
    });
    show();

    fireEvent.click(await screen.findByRole('button', { name: 'Load earlier messages' }));
    expect(await screen.findByText('The earlier one')).toBeTruthy();
    const items = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('The earlier one');
    expect(items[1]!.textContent).toContain('The latest one');
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
    expect(calls.filter((c) => c.path === '/messages')).toHaveLength(2);
  });

  test('markup in a message shows as text', async () => {
    mockFetch({ 'GET /messages': { body: { messages: [apiMessage({ message: '<img src=x onerror=alert(1)>' })], conversation: apiConversation({ unread: 0 }), hasMore: false } } });
    show();

    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(screen.getByRole('dialog').querySelector('img[src="x"]')).toBeNull();
  });

  test('opened, the conversation is marked read; a reply that arrives is read too, and your message shows Seen once they read it', async () => {
    const { calls } = mockFetch({
      'GET /notifications': { body: { result: { notifications: [], unread: 0 } } },
      'GET /messages/fetch-messages': { body: { result: { messages: [] } } },
      'GET /messages': { body: { messages: [apiMessage({ id: 'm-1' }), apiMessage({ id: 'm-2', mine: true, from: 'u-1', to: 'u-2', message: 'Can I view it?', createdAt: '2026-11-20T10:30:00.000Z' })], conversation: apiConversation({ unread: 1 }), hasMore: false } },
      'POST /messages/c-1/read': { body: { message: 'Marked as read', unread: 0 } },
      'POST /notifications/read': { body: { result: { unread: 0 } } },
    });
    const live = createLive({ viewer: 'user', dashboardPath: '/owner-dashboard', token: () => 't', realtime: fakeRealtime() });
    live.start();
    FakeSocket.latest().join();
    show({ live });

    await screen.findByText('Can I view it?');
    await waitFor(() => expect(calls.filter((c) => c.path === '/messages/c-1/read')).toHaveLength(1));
    expect(screen.queryByText('Seen')).toBeNull();

    act(() => FakeSocket.latest().push({ type: 'message-read', conversationId: 'c-1', reader: 'user:u-2', readAt: '2026-11-20T10:31:00.000Z' }));
    expect(await screen.findByText('Seen')).toBeTruthy();

    const reply = apiMessage({ id: 'm-3', message: 'Saturday at 10?', createdAt: '2026-11-20T10:32:00.000Z' });
    act(() => FakeSocket.latest().push({ type: 'new-message', message: reply, conversation: apiConversation({ lastMessage: reply, unread: 1 }) }));
    expect(await screen.findByText('Saturday at 10?')).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.path === '/messages/c-1/read')).toHaveLength(2));
    // You are reading it: no toast for it.
    expect(live.getSnapshot().toast).toBeNull();
    act(() => live.stop());
  });

  test('on your own listing it says so instead of a box', () => {
    mockFetch({});
    show({ own: 'self' });

    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('This is your own listing');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Open Messages' }).getAttribute('href')).toBe('/owner-dashboard?tab=messages');
  });

  test('on your organization’s listing it points to the organization’s inbox', () => {
    mockFetch({});
    show({ own: 'organization' });

    expect(screen.getByRole('dialog').textContent).toContain('This listing is your organization’s');
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
