import { fireEvent, render, screen, within } from '@testing-library/react';
import { App } from '../App';
import { fakeApi, jsonAnswer, listAnswer, signIn, type ApiRequest } from '../testing/fakeApi';

const adom = {
  id: 'o1', name: 'Adom Homes', email: 'adom@example.com', phone: '+233302212345', address: '12 Oxford Street, Osu', url_name: 'adomhomes', completed: true,
  createdAt: '2026-11-01T10:00:00.000Z', verified: false, verifiedAt: null, suspended: false, suspendedReason: null, suspendedAt: null,
};
const detail = {
  ...adom,
  documents: [{ name: 'Registration certificate.pdf', filename: 'f1.pdf', location: '/api/organizations/o1/documents/f1.pdf', uploadedAt: '2026-11-01T10:00:00.000Z', registration: true }],
  members: [{ userId: 'u1', name: 'Ama Mensah', email: 'ama@example.com', permissions: ['list_properties'], dateAdded: '2026-11-02T10:00:00.000Z' }],
  listings: [], history: [],
};

const history = {
  id: 'o1',
  at: '2026-11-26T23:59:59.999Z',
  state: { name: 'Adom Homes', urlName: 'adomhomes', completed: true, members: 1, verified: false, suspended: null, registeredAt: '2026-11-01T10:00:00.000Z' },
  history: [{ at: '2026-11-01T10:00:00.000Z', what: 'Registered as Adom Homes (adomhomes)' }],
};

const orgApi = (onPost: (request: ApiRequest) => Response) =>
  fakeApi((request) => {
    const { method, url } = request;
    if (method === 'POST') return onPost(request);
    if (url.pathname === '/api/admin/organizations') return listAnswer('organizations', [adom]);
    if (url.pathname === '/api/admin/organizations/o1') return jsonAnswer(200, detail);
    if (url.pathname === '/api/admin/organization-history/o1') return jsonAnswer(200, history);
    return undefined;
  });

beforeEach(() => {
  localStorage.clear();
  signIn();
});
afterEach(() => jest.restoreAllMocks());

test('When staff open an organization, then its registration documents and members show, and empty listings say so', async () => {
  window.location.hash = '#/organizations/o1/show';
  orgApi(() => jsonAnswer(500, { message: 'unexpected' }));
  render(<App />);
  expect(await screen.findByText('Registration certificate.pdf')).toBeTruthy();
  expect(screen.getByText('Ama Mensah')).toBeTruthy();
  expect(screen.getByText('No listings')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Reinstate' })).toBeNull();
  // Its history as of today: what it was, and each change.
  expect(await screen.findByText(/Adom Homes \(adomhomes\), registration completed, 1 member, not verified, in good standing/)).toBeTruthy();
  expect(screen.getByText(/Registered as Adom Homes \(adomhomes\)/)).toBeTruthy();
});

test('When staff verify an organization with what they checked, then the decision is posted with the reason', async () => {
  window.location.hash = '#/organizations/o1/show';
  const posts: ApiRequest[] = [];
  orgApi((request) => {
    posts.push(request);
    return jsonAnswer(200, { id: 'o1', message: 'Organization verified' });
  });
  render(<App />);
  fireEvent.click(await screen.findByRole('button', { name: 'Verify' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Registrar-General certificate checked' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('Organization verified')).toBeTruthy();
  expect(posts.at(-1)!.url.pathname).toBe('/api/admin/organizations/o1/verify');
  expect(JSON.parse(String(posts.at(-1)!.init.body))).toEqual({ reason: 'Registrar-General certificate checked' });
});

test('When a role may not decide, then the server\'s refusal is the notification', async () => {
  window.location.hash = '#/organizations/o1/show';
  orgApi(() => jsonAnswer(403, { message: 'Your role does not allow this', code: 'RoleNotAllowed' }));
  render(<App />);
  fireEvent.click(await screen.findByRole('button', { name: 'Suspend' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'x' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
  expect(await screen.findByText('Your role does not allow this')).toBeTruthy();
});

test('When an organization never finished registering, then staff can resend its completion link with a reason; a finished one has no such button', async () => {
  window.location.hash = '#/organizations/o2/show';
  const posts: ApiRequest[] = [];
  fakeApi((request) => {
    const { method, url } = request;
    if (method === 'POST') {
      posts.push(request);
      return jsonAnswer(200, { id: 'o2', message: 'A fresh completion link has been emailed to the organization' });
    }
    if (url.pathname === '/api/admin/organizations/o2') return jsonAnswer(200, { ...detail, id: 'o2', completed: false, documents: [], members: [] });
    if (url.pathname === '/api/admin/organization-history/o2') return jsonAnswer(200, { ...history, id: 'o2' });
    return undefined;
  });
  render(<App />);
  fireEvent.click(await screen.findByRole('button', { name: 'Resend completion link' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'The first link went to spam' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Resend completion link' }));
  expect(await screen.findByText('A fresh completion link has been emailed to the organization')).toBeTruthy();
  expect(posts.at(-1)!.url.pathname).toBe('/api/admin/organizations/o2/resend-completion-link');
  expect(JSON.parse(String(posts.at(-1)!.init.body))).toEqual({ reason: 'The first link went to spam' });
});

test('When an organization has finished registering, then there is no completion link to resend', async () => {
  window.location.hash = '#/organizations/o1/show';
  orgApi(() => jsonAnswer(500, { message: 'unexpected' }));
  render(<App />);
  expect(await screen.findByRole('button', { name: 'Verify' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Resend completion link' })).toBeNull();
});
