import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../../app/theme';
import { mockFetch, type Answer, type Call } from '../../../testing/fetch';
import { setViewportWidth } from '../../../testing/render';
import { createLive, type ConversationsLive } from '../live/live-store';
import { acme, apiConversation, apiMessage, fakeRealtime, FakeSocket } from '../testing/fixtures';
import { EMPTY_INBOX, MessagesPanel } from './messages-panel';

let live: ConversationsLive | undefined;

function Address() {
  const location = useLocation();
  return <p data-testid="address">{location.pathname + location.search + location.hash}</p>;
}

const kwameChat = apiConversation();
const esiMessage = apiMessage({ id: 'm-7', conversationId: 'c-2', from: 'u-3', fromName: 'Esi O.', message: 'Is the shop in Osu free?', createdAt: '2026-11-18T09:00:00.000Z' });
const acmeChat = apiConversation({
  id: 'c-2',
  as: acme,
  partner: { id: 'u-3', kind: 'user', name: 'Esi O.' },
  lastMessage: esiMessage,
  property: { _id: 'p-2', title: 'Shop in Osu', thumbnail: null, status: 'published' },
  unread: 0,
});

function show(routes: Record<string, Answer | ((call: Call) => Answer)>, { at = '/owner-dashboard?tab=messages', organizationId }: { at?: string; organizationId?: string } = {}) {
  const mock = mockFetch({
    'GET /notifications': { body: { result: { notifications: [], unread: 0 } } },
    'GET /messages/fetch-messages': { body: { result: { messages: [kwameChat, acmeChat] } } },
    'POST /messages/c-1/read': { body: { message: 'Marked as read', unread: 0 } },
    'POST /notifications/read': { body: { result: { unread: 0 } } },
    ...routes,
  });
  live = createLive({ viewer: 'user', dashboardPath: '/owner-dashboard', token: () => 't', realtime: fakeRealtime() });
  live.start();
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[at]}>
        <MessagesPanel live={live} organizationId={organizationId} />
        <Address />
      </MemoryRouter>
    </ThemeProvider>,
  );
  return mock;
}

const kwameThread = { body: { messages: [apiMessage()], conversation: kwameChat, hasMore: false } };
const list = () => screen.findByRole('list', { name: 'Conversations' });
const address = () => screen.getByTestId('address').textContent;

describe('the Messages tab', () => {
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => act(() => live?.stop()));

  test('lists each conversation with its partner, property, last message, time and unread count; the organization’s are marked', async () => {
    show({});

    const rows = within(await list()).getAllByRole('button');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Kwame M.');
    expect(rows[0]!.textContent).toContain('Three-bedroom house in East Legon');
    expect(rows[0]!.textContent).toContain('Is the house still available?');
    expect(rows[0]!.textContent).toContain('1 unread message');
    expect(rows[0]!.querySelector('img')?.getAttribute('src')).toBe('/api/properties/images/img-1/thumb.webp');
    expect(rows[1]!.textContent).toContain('Esi O.');
    expect(rows[1]!.textContent).toContain('For Acme Homes');
    expect(rows[1]!.textContent).not.toContain('unread');
    expect(screen.getByText('Choose a conversation to read it here.')).toBeTruthy();
  });

  test('with no conversations it says how one starts', async () => {
    show({ 'GET /messages/fetch-messages': { body: { result: { messages: [] } } } });

    expect(await screen.findByText(EMPTY_INBOX)).toBeTruthy();
  });

  test('a failed load says why and Retry loads again', async () => {
    show({ 'GET /messages/fetch-messages': { status: 500, body: { message: 'Something went wrong on our side' } } });

    expect(await screen.findByText('Something went wrong on our side')).toBeTruthy();
    mockFetch({ 'GET /messages/fetch-messages': { body: { result: { messages: [kwameChat] } } } });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(within(await list()).getAllByRole('button')).toHaveLength(1);
  });

  test('on a wide screen the chosen conversation opens beside the list, is marked read, and the address names it', async () => {
    const { calls } = show({ 'GET /messages': kwameThread });

    fireEvent.click(within(await list()).getAllByRole('button')[0]!);
    expect(address()).toBe('/owner-dashboard?tab=messages#messages/m-1');
    expect(await screen.findByRole('heading', { name: 'Kwame M.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Three-bedroom house in East Legon' }).getAttribute('href')).toBe('/property/p-1');
    expect(screen.getByRole('list', { name: 'Conversations' })).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/messages/c-1/read')).toBe(true));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('button')[0]!.textContent).not.toContain('unread'));
  });

  test('to the lister of its property, a conversation says what the person writing has done through Fie', async () => {
    show({ 'GET /messages': { body: { ...kwameThread.body, conversation: { ...kwameChat, partnerReputation: { count: 1, average: 4, completedDealings: 2 } } } } });
    fireEvent.click(within(await list()).getAllByRole('button')[0]!);
    expect((await screen.findByTestId('seeker-reputation')).textContent).toBe('Kwame: ★ 4.0 from 1 review by listers · 2 deals completed through Fie');
  });

  test('a notification’s link (#messages/{messageId}) opens that message’s conversation', async () => {
    const { fetchMock } = show({ 'GET /messages': { body: { messages: [esiMessage], conversation: acmeChat, hasMore: false } } }, { at: '/owner-dashboard#messages/m-7' });

    expect(await screen.findByRole('heading', { name: 'Esi O.' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/messages?message=m-7'))).toBe(true);
    expect(screen.getByText('You answer for Acme Homes')).toBeTruthy();
  });

  test('a member answering in the organization’s inbox writes for the organization', async () => {
    const { calls } = show(
      {
        'GET /messages': { body: { messages: [esiMessage], conversation: acmeChat, hasMore: false } },
        'POST /messages/send-message': { status: 201, body: apiMessage({ id: 'm-8', conversationId: 'c-2', mine: true, from: 'o-1', to: 'u-3', message: 'Yes, it is free', sentBy: 'Ama M.' }) },
      },
      { at: '/owner-dashboard#messages/m-7' },
    );
    const thread = await screen.findByRole('list', { name: 'Messages' });
    expect(within(thread).getByText('Is the shop in Osu free?')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'Yes, it is free' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/messages/send-message')?.body).toEqual({ to: 'u-3', message: 'Yes, it is free', as: 'o-1' }));
    expect(await screen.findByText('You (Ama M.) ·', { exact: false })).toBeTruthy();
  });

  test('an organization dashboard shows only that organization’s inbox', async () => {
    show({}, { at: '/org/acme?tab=messages', organizationId: 'o-1' });

    const rows = within(await list()).getAllByRole('button');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textContent).toContain('Esi O.');
  });

  test('on a phone the list shows alone, then the conversation alone with a way back', async () => {
    setViewportWidth(400);
    show({ 'GET /messages': kwameThread });

    fireEvent.click(within(await list()).getAllByRole('button')[0]!);
    expect(await screen.findByRole('heading', { name: 'Kwame M.' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Conversations' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'All conversations' }));
    expect(await list()).toBeTruthy();
    expect(address()).toBe('/owner-dashboard?tab=messages#messages');
  });

  test('a new message arriving moves its conversation to the top with its count', async () => {
    show({});
    await list();
    act(() => FakeSocket.latest().join());

    const fresh = apiMessage({ id: 'm-9', conversationId: 'c-2', from: 'u-3', fromName: 'Esi O.', message: 'Hello again', createdAt: '2026-11-21T08:00:00.000Z' });
    act(() => FakeSocket.latest().push({ type: 'new-message', message: fresh, conversation: { ...acmeChat, lastMessage: fresh, unread: 1, updatedAt: fresh.createdAt } }));
    const rows = within(await list()).getAllByRole('button');
    expect(rows[0]!.textContent).toContain('Hello again');
    expect(rows[0]!.textContent).toContain('1 unread message');
  });

  test('block and unblock from the conversation’s menu', async () => {
    const { calls } = show({
      'GET /messages': kwameThread,
      'POST /messages/block': { body: { message: 'Blocked. They can no longer message you.', blocked: true } },
      'POST /messages/unblock': { body: { message: 'Unblocked', blocked: false } },
    }, { at: '/owner-dashboard#messages/m-1' });
    await screen.findByRole('heading', { name: 'Kwame M.' });

    fireEvent.click(screen.getByRole('button', { name: 'Conversation options' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Block Kwame M.' }));
    expect(await screen.findByText('Blocked. They can no longer message you.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/messages/block')?.body).toEqual({ party: 'u-2' });
    expect(screen.getByText(/You blocked Kwame M\./)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('Unblocked')).toBeTruthy();
    expect(calls.find((c) => c.path === '/messages/unblock')?.body).toEqual({ party: 'u-2' });
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeTruthy();
  });

  test('Report message asks why, sends the reason, and says a second report is not needed', async () => {
    let reports = 0;
    const { calls } = show(
      {
        'GET /messages': kwameThread,
        'POST /messages/m-1/report': () =>
          ++reports === 1 ? { status: 201, body: { message: 'Report received', reportId: 'r-1' } } : { status: 409, body: { message: 'You have already reported this message', code: 'AlreadyReported' } },
      },
      { at: '/owner-dashboard#messages/m-1' },
    );
    await screen.findByRole('list', { name: 'Messages' });

    fireEvent.click(screen.getByRole('button', { name: 'Message options' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Report message' }));
    let dialog = await screen.findByRole('dialog', { name: 'Report message' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Choose why you are reporting this message')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Scam, or asked for money before a viewing' }));
    fireEvent.change(within(dialog).getByLabelText('What happened (optional)'), { target: { value: 'Asked for a deposit by MoMo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(/Report received/)).toBeTruthy();
    expect(calls.find((c) => c.path === '/messages/m-1/report')?.body).toEqual({ reason: 'scam', details: 'Asked for a deposit by MoMo' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report message' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Message options' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Report message' }));
    dialog = await screen.findByRole('dialog', { name: 'Report message' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('You have already reported this message')).toBeTruthy();
  }, 30_000);
});
