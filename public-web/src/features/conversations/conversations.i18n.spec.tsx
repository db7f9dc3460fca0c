import { act, fireEvent, screen, within } from '@testing-library/react';
import { mockFetch } from '../../testing/fetch';
import { englishOnScreen } from '../../testing/english-left';
import { renderIn } from '../../testing/in-language';
import { setViewportWidth } from '../../testing/render';
import { ChatDialog } from './components/chat-dialog';
import { MessagesPanel } from './components/messages-panel';
import { createLive, type ConversationsLive } from './live/live-store';
import { acme, apiConversation, apiMessage, fakeRealtime } from './testing/fixtures';

const AREAS = ['conversations', 'ui'];
// What people wrote stays as they wrote it; here they wrote Twi.
const question = apiMessage({ message: 'Dan no da so wɔ hɔ?', createdAt: '2026-11-20T10:00:00.000Z' });
const answer = apiMessage({ id: 'm-2', mine: true, from: 'u-1', to: 'u-2', fromName: 'Ama M.', message: 'Aane, bra Memeneda', readAt: '2026-11-20T11:00:00.000Z', createdAt: '2026-11-20T10:30:00.000Z' });
const kwameChat = apiConversation({ lastMessage: answer, property: { _id: 'p-1', title: 'Dan wɔ East Legon', thumbnail: null, status: 'published' } });
const acmeChat = apiConversation({
  id: 'c-2',
  as: acme,
  partner: { id: 'u-3', kind: 'user', name: 'Esi O.' },
  lastMessage: apiMessage({ id: 'm-7', conversationId: 'c-2', from: 'u-3', fromName: 'Esi O.', message: 'Sotɔɔ no wɔ Osu?' }),
  property: null,
  unread: 2,
});

let live: ConversationsLive | undefined;
afterEach(() => act(() => live?.stop()));

describe('messages in Twi', () => {
  test('the Messages tab: the conversations, the open one, its menus, the box and the report dialog speak Twi', async () => {
    setViewportWidth(1280);
    mockFetch({
      'GET /notifications': { body: { result: { notifications: [], unread: 0 } } },
      'GET /messages/fetch-messages': { body: { result: { messages: [kwameChat, acmeChat] } } },
      'GET /messages': { body: { messages: [question, answer], conversation: kwameChat, hasMore: true } },
      'POST /messages/c-1/read': { body: { message: 'Marked as read', unread: 0 } },
    });
    live = createLive({ viewer: 'user', dashboardPath: '/owner-dashboard', token: () => 't', realtime: fakeRealtime() });
    live.start();
    renderIn('tw', <MessagesPanel live={live} />, '/owner-dashboard?tab=messages#messages/m-2');

    const conversations = await screen.findByRole('list', { name: 'Nkɔmmɔ' });
    expect(within(conversations).getByText('Ma Acme Homes')).toBeTruthy();
    expect(within(conversations).getByText('nkra 2 a wonkenkanee')).toBeTruthy();
    expect(await screen.findByText('Wahunu')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fa nkra a edi kan no ba' })).toBeTruthy();
    expect(screen.getByText('Enter soma, Shift+Enter hyɛ nsensanmu foforɔ ase')).toBeTruthy();
    expect(englishOnScreen('tw', AREAS)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Nkɔmmɔ no ho nneɛma' }));
    expect(await screen.findByRole('menuitem', { name: 'Siw Kwame M. kwan' })).toBeTruthy();
    expect(englishOnScreen('tw', AREAS, [screen.getByRole('menu')])).toEqual([]);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });

    fireEvent.click(screen.getAllByRole('button', { name: 'Nkra no ho nneɛma' })[0]!);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Bɔ amanneɛ fa nkra yi ho' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bɔ amanneɛ fa nkra yi ho' });
    expect(within(dialog).getByLabelText('Nnaadaa, anaa wɔbisaa sika ansa na wɔakɔhwɛ')).toBeTruthy();
    expect(englishOnScreen('tw', AREAS, [dialog])).toEqual([]);
  });

  test('the chat on a property page: its card, the empty conversation and the box speak Twi', async () => {
    setViewportWidth(1280);
    mockFetch({ 'GET /messages': { status: 404, body: { message: 'Conversation not found', code: 'ConversationNotFound' } } });
    renderIn(
      'tw',
      <ChatDialog onClose={jest.fn()} listing={{ id: 'p-1', title: 'Dan wɔ East Legon', price: 'GH₵ 4,500' }} lister={{ id: 'u-2', name: 'Kwame M.' }} own={false} messagesPath="/owner-dashboard?tab=messages" live={null} />,
      '/property/p-1?chat=1',
    );

    const dialog = await screen.findByRole('dialog', { name: 'Soma Kwame M. nkra' });
    expect(await within(dialog).findByText(/^Bisa Kwame M\. biribi fa agyapadeɛ yi ho/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Soma' })).toBeTruthy();
    expect(englishOnScreen('tw', AREAS, [dialog])).toEqual([]);
  });
});
