import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from '../App';
import { fakeApi, jsonAnswer, listAnswer, signIn, type ApiRequest } from '../testing/fakeApi';

const kwame = {
  id: 'u1', name: 'Kwame Boateng', firstName: 'Kwame', lastName: 'Boateng', email: 'kwame@example.com', phone: '+233244987654', userType: 'owner',
  confirmed: true, createdAt: '2026-11-01T10:00:00.000Z', suspended: false, suspendedReason: null, suspendedAt: null, suspendedBy: null,
};
const detail = {
  ...kwame,
  listings: [{ id: 'l1', title: '3 bedroom house in East Legon', status: 'published', price: 4500, currency: 'GHS', town: 'East Legon', createdAt: '2026-11-02T10:00:00.000Z', hiddenReason: null }],
  documents: [], reportsOnListings: [], reportsMade: [], history: [],
};

/** Kwame was a seeker until 5 November, an owner after. */
const asOf = (at: string) => ({
  id: 'u1',
  at: `${at}T23:59:59.999Z`,
  state: at < '2026-11-01' ? null : { closed: false, userType: at < '2026-11-05' ? 'seeker' : 'owner', ownerType: at < '2026-11-05' ? null : 'individual', confirmed: true, signedUpAt: '2026-11-01T10:00:00.000Z', suspended: null },
  history: [
    { at: '2026-11-01T10:00:00.000Z', what: 'Signed up as a seeker' },
    ...(at < '2026-11-05' ? [] : [{ at: '2026-11-05T10:00:00.000Z', what: 'Registered as an owner (individual)' }]),
  ],
});

const usersApi = (onPost: (request: ApiRequest) => Response = () => jsonAnswer(500, { message: 'unexpected' })) =>
  fakeApi((request) => {
    const { method, url } = request;
    if (method === 'POST') return onPost(request);
    if (url.pathname === '/api/admin/users') return listAnswer('users', [kwame]);
    if (url.pathname === '/api/admin/users/u1') return jsonAnswer(200, detail);
    if (url.pathname === '/api/admin/user-history/u1') return jsonAnswer(200, asOf(url.searchParams.get('at')!));
    return undefined;
  });

beforeEach(() => {
  localStorage.clear();
  signIn();
});
afterEach(() => jest.restoreAllMocks());

test('When staff search users, then the search text goes in the filter and each person shows with their status', async () => {
  window.location.hash = '#/users';
  const api = usersApi();
  render(<App />);
  expect(await screen.findByText('Kwame Boateng')).toBeTruthy();
  fireEvent.change(screen.getByPlaceholderText('Name, email or phone'), { target: { value: '0244987654' } });
  // The search input is debounced: wait for the list to be asked again, however long a busy machine takes.
  await waitFor(() => expect(api.listed('/api/admin/users').at(-1)).toMatchObject({ sort: ['createdAt', 'DESC'], filter: { q: '0244987654' } }));
});

test('When a person is opened, then their listings show, and empty sections say so', async () => {
  window.location.hash = '#/users/u1/show';
  usersApi();
  render(<App />);
  expect(await screen.findByText('3 bedroom house in East Legon')).toBeTruthy();
  expect(screen.getByText('No documents')).toBeTruthy();
  expect(screen.getByText('No reports on their listings')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Reinstate' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Resend confirmation code' })).toBeNull();
});

test('When staff suspend a person, then the reason is required and posted, and the server\'s sentence is shown', async () => {
  window.location.hash = '#/users/u1/show';
  const posts: ApiRequest[] = [];
  usersApi((request) => {
    posts.push(request);
    const { reason } = JSON.parse(String(request.init.body)) as { reason: string };
    if (!reason) return jsonAnswer(400, { message: 'Give a reason: the person is told it', errors: { reason: 'Give a reason: the person is told it' } });
    return jsonAnswer(200, { id: 'u1', message: 'Account suspended; the person has been told why' });
  });
  render(<App />);
  fireEvent.click(await screen.findByRole('button', { name: 'Suspend' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
  expect(await within(dialog).findByText('Give a reason: the person is told it')).toBeTruthy();
  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Asked for money before viewings' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
  expect(await screen.findByText('Account suspended; the person has been told why')).toBeTruthy();
  expect(posts.at(-1)!.url.pathname).toBe('/api/admin/users/u1/suspend');
  expect(JSON.parse(String(posts.at(-1)!.init.body))).toEqual({ reason: 'Asked for money before viewings' });
});

test('When staff pick a date in the history, then the person is shown as they were that day, with each change until then', async () => {
  window.location.hash = '#/users/u1/show';
  const api = usersApi();
  render(<App />);
  expect(await screen.findByText(/an owner \(individual\), confirmed, in good standing/)).toBeTruthy();
  fireEvent.change(screen.getByLabelText('As of'), { target: { value: '2026-11-03' } });
  expect(await screen.findByText(/a seeker, confirmed, in good standing/)).toBeTruthy();
  expect(screen.queryByText(/Registered as an owner/)).toBeNull();
  expect(api.requests.filter((r) => r.url.pathname === '/api/admin/user-history/u1').at(-1)!.url.searchParams.get('at')).toBe('2026-11-03');
  fireEvent.change(screen.getByLabelText('As of'), { target: { value: '2026-10-01' } });
  expect(await screen.findByText(/The person did not exist yet/)).toBeTruthy();
});

test('When a person signed up with a phone number alone, then the list says so where the email would be, and shows their number (issue 32)', async () => {
  window.location.hash = '#/users';
  const esi = { ...kwame, id: 'u2', name: 'Esi Phoneonly', email: null, phone: '+233245550110', emailConfirmed: false, phoneConfirmed: true };
  fakeApi(({ url }) => (url.pathname === '/api/admin/users' ? listAnswer('users', [esi]) : undefined));
  render(<App />);
  const row = (await screen.findByText('Esi Phoneonly')).closest('tr')!;
  expect(within(row).getByText('none (signs in by phone)')).toBeTruthy();
  expect(within(row).getByText('+233245550110')).toBeTruthy();
});
