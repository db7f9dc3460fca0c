import { Suspense } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useRoutes } from 'react-router-dom';
import { mockFetch } from '../testing/fetch';
import { apiProperty } from '../testing/properties';
import { ama, renderAt, storeSession } from '../testing/render';
import { pageRoutes } from './routes';

// OpenLayers needs a real canvas; the page's small map is checked in the browser journeys.
jest.mock('../components/map/ol-map', () => ({
  createMapEngine: () => ({ setMarkers: jest.fn(), setHighlighted: jest.fn(), focus: jest.fn(), showPopup: jest.fn(), updateSize: jest.fn(), destroy: jest.fn(), map: {} }),
}));

// The whole page and its dialogs under jsdom take a few seconds on a busy machine.
jest.setTimeout(20_000);

function Table() {
  return <Suspense fallback={<p>loading</p>}>{useRoutes(pageRoutes)}</Suspense>;
}

const house = apiProperty({ id: 'p-1', title: 'Family house near the A&C Mall', ownerId: 'u-9', organizationId: null, lister: { name: 'Kwame M.', kind: 'owner' } });
const noConversation = { status: 404, body: { message: 'Conversation not found', code: 'ConversationNotFound' } };
const location = () => screen.getByTestId('location').textContent;

async function visit(path: string, routes: Parameters<typeof mockFetch>[0] = {}) {
  const mock = mockFetch({ 'GET /properties/search/p-1': { body: house }, 'GET /saved-properties/ids': { body: { result: { ids: [] } } }, ...routes });
  await act(async () => {
    renderAt(<Table />, path);
  });
  // hidden: with ?chat=1 the chat is open over the page at once.
  await screen.findByRole('heading', { level: 1, name: 'Family house near the A&C Mall', hidden: true });
  return mock;
}

describe('/property/:id and its chat with the lister', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  test('a visitor who presses Sign in to message the owner signs in, and the chat with the owner opens on the same property', async () => {
    const { fetchMock } = await visit('/property/p-1', {
      'POST /auth/login': { body: { token: 'token-ama', user: ama } },
      'GET /auth/user': { body: ama },
      'GET /messages': noConversation,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Sign in to message the owner' }));
    const login = await screen.findByRole('dialog', { name: 'Login' });
    fireEvent.change(within(login).getByLabelText('Email or phone'), { target: { value: 'ama@example.com' } });
    fireEvent.change(within(login).getByLabelText('Password'), { target: { value: 'Akwaaba#2026' } });
    fireEvent.click(within(login).getByRole('button', { name: 'Login' }));

    const chat = await screen.findByRole('dialog', { name: 'Message Kwame M.' }, { timeout: 6000 });
    expect(location()).toBe('/property/p-1?chat=1');
    expect(within(chat).getByRole('region', { name: 'The property' }).textContent).toContain('Family house near the A&C Mall');
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/messages?with=u-9'))).toBe(true));
  });

  test('signed in, Message opens the chat in the address, and closing it steps back', async () => {
    storeSession({ token: 'token-ama', user: ama });
    await visit('/property/p-1', { 'GET /auth/user': { body: ama }, 'GET /messages': noConversation });

    // The first Message is beside the price; the phone's contact bar at the foot of the page has one too.
    fireEvent.click(screen.getAllByRole('button', { name: 'Message' })[0]!);
    const chat = await screen.findByRole('dialog', { name: 'Message Kwame M.' });
    expect(location()).toBe('/property/p-1?chat=1');
    fireEvent.click(within(chat).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Message Kwame M.' })).toBeNull());
    expect(location()).toBe('/property/p-1');
  });

  test('back from the login page with ?chat=1, the chat is open; closing it drops the query', async () => {
    storeSession({ token: 'token-ama', user: ama });
    await visit('/property/p-1?chat=1', { 'GET /auth/user': { body: ama }, 'GET /messages': noConversation });

    const chat = await screen.findByRole('dialog', { name: 'Message Kwame M.' });
    fireEvent.click(within(chat).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(location()).toBe('/property/p-1'));
  });

  test('a visitor arriving with ?chat=1 gets no chat until signed in', async () => {
    await visit('/property/p-1?chat=1');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in to message the owner' })).toBeTruthy();
  });

  test('the owner of the listing is told it is theirs instead of a box', async () => {
    const owner = { ...ama, id: 'u-9', _id: 'u-9', user_type: 'owner' };
    storeSession({ token: 'token-kwame', user: owner });
    await visit('/property/p-1?chat=1', { 'GET /auth/user': { body: owner } });

    const chat = await screen.findByRole('dialog', { name: 'Message Kwame M.' });
    expect(chat.textContent).toContain('This is your own listing');
    expect(within(chat).queryByRole('textbox')).toBeNull();
  });

  test('an organization’s listing is messaged at the organization', async () => {
    storeSession({ token: 'token-ama', user: ama });
    const listed = apiProperty({ id: 'p-1', title: 'Family house near the A&C Mall', ownerId: 'u-9', organizationId: 'o-1', lister: { name: 'Acme Homes', kind: 'organization', url_name: 'acme' } });
    const { fetchMock } = await visit('/property/p-1?chat=1', { 'GET /properties/search/p-1': { body: listed }, 'GET /auth/user': { body: ama }, 'GET /messages': noConversation });

    await screen.findByRole('dialog', { name: 'Message Acme Homes' });
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/messages?with=o-1'))).toBe(true));
  });
});
