import { act, render, screen, within } from '@testing-library/react';
import { acme, apiConversation, apiMessage, FakeSocket } from '../features/conversations/testing/fixtures';
import { mockFetch } from '../testing/fetch';
import { Site, withFakeSockets } from './site-testing';
import { ama, storeSession } from '../testing/render';

// The whole site under jsdom takes a few seconds on a busy machine.
jest.setTimeout(20_000);
const wait = { timeout: 5000 };

const organization = { _id: 'o-1', id: 'o-1', name: 'Acme Homes', url_name: 'acme' };
const esiMessage = apiMessage({ id: 'm-7', conversationId: 'c-2', from: 'u-3', to: 'o-1', fromName: 'Esi O.', message: 'Is the shop in Osu free?' });
const acmeChat = apiConversation({ id: 'c-2', as: acme, partner: { id: 'u-3', kind: 'user', name: 'Esi O.' }, lastMessage: esiMessage, unread: 0 });
const amaChat = apiConversation();

async function visit(at: string, routes: Parameters<typeof mockFetch>[0]) {
  const mock = mockFetch({
    'GET /notifications': { body: { result: { notifications: [], unread: 0 } } },
    'GET /organizations/single/acme': { body: { result: { organization } } },
    ...routes,
  });
  await act(async () => {
    render(<Site at={at} />);
  });
  return mock;
}

describe('the organization dashboards’ Messages tab', () => {
  withFakeSockets();

  test('a notification’s link opens the organization’s shared inbox at that conversation', async () => {
    storeSession({ token: 't-org', organization });
    await visit('/organization-dashboard#messages/m-7', {
      'GET /organizations/user': { body: organization },
      'GET /messages/fetch-messages': { body: { result: { messages: [acmeChat] } } },
      'GET /messages': { body: { messages: [esiMessage], conversation: acmeChat, hasMore: false } },
    });

    expect(await screen.findByRole('tab', { name: 'Messages', selected: true }, wait)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Esi O.' }, wait)).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Messages' })).getByText('Is the shop in Osu free?')).toBeTruthy();
  });

  test('a member who lists for the organization reads its inbox on its page, and only its conversations', async () => {
    const member = { ...ama, user_type: 'organization_member', organization: { id: 'o-1', name: 'Acme Homes', url_name: 'acme', permissions: ['list_properties'] } };
    storeSession({ token: 't-1', user: member });
    await visit('/org/acme?tab=messages', {
      'GET /auth/user': { body: member },
      'GET /organization/fetch-users/o-1': { body: { users: [] } },
      'GET /messages/fetch-messages': { body: { result: { messages: [amaChat, acmeChat] } } },
    });

    const list = await screen.findByRole('list', { name: 'Conversations' }, wait);
    const rows = within(list).getAllByRole('button');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textContent).toContain('Esi O.');
  });

  test('anyone else has no Messages tab: the page opens on the organization’s listings, and no inbox is read', async () => {
    const { calls } = await visit('/org/acme?tab=messages', { 'GET /organizations/acme/listings': { body: { result: { featured: [], properties: [], total: 0, page: 1, pageSize: 15 } } } });

    expect(await screen.findByText('Acme Homes has no properties listed at the moment.', undefined, wait)).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Messages' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Conversations' })).toBeNull();
    expect(calls.map((call) => call.path).filter((path) => path.startsWith('/messages'))).toEqual([]);
  });
});
