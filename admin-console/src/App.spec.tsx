import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { App } from './App';
import type { FieDataProvider } from './providers/dataProvider';
import { STAFF_KEY, TOKEN_KEY } from './providers/session';
import type { EventRecord } from './events/types';

const events: EventRecord[] = [
  { id: '2', position: 2, streamId: 'listing-9', revision: 0, type: 'ListingDrafted', data: { title: 'Two-bedroom, East Legon' }, metadata: {}, createdAt: '2025-05-03T10:05:00.000Z' },
  { id: '1', position: 1, streamId: 'user-7', revision: 0, type: 'UserSignedUp', data: { passwordHash: '[redacted]' }, metadata: { correlationId: 'c-1' }, createdAt: '2025-05-03T10:00:00.000Z' },
];

// Like the query API, the admin resources answer 401 to a request without a session.
const rejectWithoutToken = () => {
  if (!localStorage.getItem(TOKEN_KEY)) throw new HttpError('Sign in again.', 401, { message: 'Sign in again.', code: 'unauthorized' });
};

// An in-memory data provider that understands the server's `stream` prefix filter.
const fakeDataProvider = () => {
  const provider = {
    getList: jest.fn(async (resource: string, params: { filter?: { stream?: string } }) => {
      rejectWithoutToken();
      if (resource === 'event-types') return { data: [{ id: 'UserSignedUp', name: 'UserSignedUp', count: 1 }], total: 1 };
      if (resource === 'partner-feeds') return { data: [{ id: 'meqasa-partners', source: 'Meqasa Partners', count: 12, importedAt: '2025-05-03T10:00:00.000Z' }], total: 3 };
      const stream = params.filter?.stream;
      const data = stream ? events.filter((e) => e.streamId.startsWith(stream)) : events;
      return { data, total: data.length };
    }),
    getOne: jest.fn(async (resource: string, { id }: { id: string }) => {
      rejectWithoutToken();
      if (resource === 'settings') return { data: { id: 'exchange-rate', usdToGhs: 15, setAt: null } };
      return { data: events.find((e) => e.id === String(id))! };
    }),
    getMany: jest.fn(async () => ({ data: [] })),
    getManyReference: jest.fn(async () => ({ data: [], total: 0 })),
    create: jest.fn(), update: jest.fn(), updateMany: jest.fn(), delete: jest.fn(), deleteMany: jest.fn(),
    getHealth: jest.fn(async () => ({
      status: 'ok', head: 2,
      stores: { events: { ok: true, adapter: 'sqlite' } },
      projections: [{ name: 'listings', checkpoint: 1, head: 2, lag: 1, status: 'running' }],
    })),
  };
  return provider as typeof provider & FieDataProvider;
};

const signIn = () => {
  localStorage.setItem(TOKEN_KEY, 'tok-123');
  localStorage.setItem(STAFF_KEY, JSON.stringify({ id: 's1', email: 'ama@fie.gh', name: 'Ama Mensah', role: 'admin' }));
};

beforeEach(() => {
  localStorage.clear();
  window.location.hash = '';
  // getIdentity refreshes from /auth/me; answer like an unreachable server so the stored staff is used.
  jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
});
afterEach(() => jest.restoreAllMocks());

// Guards the router set-up in App.tsx: with react-router's transitions on, this screen stayed blank.
test('When nobody is signed in and a deep link is opened, then the login page shows the first-start hint', async () => {
  window.location.hash = '#/events';
  render(<App dataProvider={fakeDataProvider()} />);
  expect(await screen.findByText(/one-time password were printed in the server's terminal/)).toBeTruthy();
  expect(screen.getByLabelText(/Email/)).toBeTruthy();
  expect(window.location.hash).toBe('#/login');
});

test('When signed in, then the dashboard shows each projection with its lag', async () => {
  signIn();
  const dataProvider = fakeDataProvider();
  render(<App dataProvider={dataProvider} />);
  const row = (await screen.findByText('listings')).closest('tr')!;
  expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['listings', '1', '2', '1', 'running']);

  // The app bar has its own icon-only Refresh; ours is the one with a visible label.
  fireEvent.click(screen.getByText('Refresh', { selector: 'button' }));
  await waitFor(() => expect(dataProvider.getHealth).toHaveBeenCalledTimes(2));
});

test('When signed in, then the dashboard counts the partner feeds and names the latest import', async () => {
  signIn();
  const dataProvider = fakeDataProvider();
  render(<App dataProvider={dataProvider} />);

  expect((await screen.findByLabelText('Number of partner feeds')).textContent).toBe('3');
  expect(screen.getByText(/Latest: Meqasa Partners/)).toBeTruthy();
  expect(dataProvider.getList).toHaveBeenCalledWith('partner-feeds', expect.objectContaining({
    pagination: { page: 1, perPage: 1 }, sort: { field: 'importedAt', order: 'DESC' },
  }));
  expect(screen.getByRole('link', { name: 'Import a feed' }).getAttribute('href')).toBe('#/partner-feeds/create');
});

test('When a stream is clicked in the event list, then the list is filtered to that stream, newest first', async () => {
  signIn();
  window.location.hash = '#/events';
  const dataProvider = fakeDataProvider();
  render(<App dataProvider={dataProvider} />);

  fireEvent.click(await screen.findByRole('link', { name: 'user-7' }));

  await waitFor(() => expect(screen.queryByText('listing-9')).toBeNull());
  expect(window.location.hash).toMatch(/^#\/events\?/);
  const lastEventsQuery = dataProvider.getList.mock.calls.filter(([resource]) => resource === 'events').at(-1)!;
  expect(lastEventsQuery[1]).toMatchObject({
    filter: { stream: 'user-7' },
    sort: { field: 'position', order: 'DESC' },
    pagination: { page: 1, perPage: 25 },
  });
});

test('When an event is opened, then its data is pretty-printed and it links to the rest of its stream', async () => {
  signIn();
  window.location.hash = '#/events/1/show';
  render(<App dataProvider={fakeDataProvider()} />);

  expect(await screen.findByText(/"passwordHash": "\[redacted\]"/)).toBeTruthy();
  expect(screen.getByText(/"correlationId": "c-1"/)).toBeTruthy();
  const link = screen.getByRole('link', { name: 'Other events of this stream' });
  expect(decodeURIComponent(link.getAttribute('href')!)).toBe('#/events?filter={"stream":"user-7"}');
});
