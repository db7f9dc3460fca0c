import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from '../App';
import { TOKEN_KEY } from '../providers/session';
import { fakeApi, jsonAnswer, listAnswer, signIn, type ApiRequest } from '../testing/fakeApi';

const efua = {
  id: 's2', email: 'efua@fie.local', name: 'Efua Sarpong', role: 'moderator', status: 'active', addedAt: '2026-11-20T09:00:00.000Z', mustChangePassword: false,
  lastChange: { what: 'Invited as moderator', by: 's1', reason: 'Joins moderation', at: '2026-11-20T09:00:00.000Z' },
};

const staffApi = (onPost: (request: ApiRequest) => Response = () => jsonAnswer(500, { message: 'unexpected' })) =>
  fakeApi((request) => {
    const { method, url } = request;
    if (method === 'POST') return onPost(request);
    if (url.pathname === '/api/admin/staff') return listAnswer('staff', [efua]);
    if (url.pathname === '/api/admin/staff/s2') return jsonAnswer(200, efua);
    return undefined;
  });

const bodyOf = (request: ApiRequest) => JSON.parse(String(request.init.body)) as unknown;

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

test('When an administrator opens Staff, then each account shows its role, status and last change with its reason', async () => {
  signIn();
  window.location.hash = '#/staff';
  const api = staffApi();
  render(<App />);
  const row = (await screen.findByText('Efua Sarpong')).closest('tr')!;
  expect(within(row).getByText('moderator')).toBeTruthy();
  expect(within(row).getByText('active')).toBeTruthy();
  expect(within(row).getByText('Invited as moderator: Joins moderation')).toBeTruthy();
  expect(api.listed('/api/admin/staff').at(-1)).toEqual({ sort: ['addedAt', 'ASC'], range: [0, 24], filter: {} });
});

test('When a role may not list staff, then the server\'s sentence shows and the staff member stays signed in', async () => {
  signIn();
  window.location.hash = '#/staff';
  fakeApi(({ url }) => (url.pathname === '/api/admin/staff' ? jsonAnswer(403, { message: 'Your role does not allow this', code: 'RoleNotAllowed' }) : undefined));
  render(<App />);
  expect(await screen.findByText('Your role does not allow this')).toBeTruthy();
  expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-123');
});

test('When an administrator invites someone, then the email, name, role and reason are posted and the server\'s sentence is shown', async () => {
  signIn();
  window.location.hash = '#/staff/create';
  let posted: unknown;
  staffApi((request) => {
    posted = bodyOf(request);
    return jsonAnswer(201, { id: 's3', email: 'kojo@fie.local', name: 'Kojo Mensah', role: 'support', status: 'invited', message: 'Invitation sent to kojo@fie.local' });
  });
  render(<App />);
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'kojo@fie.local' } });
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Kojo Mensah' } });
  fireEvent.mouseDown(screen.getByLabelText('Role'));
  fireEvent.click(await screen.findByText('Support: listings, reports and users'));
  fireEvent.change(screen.getByLabelText('Why (kept with the invitation)'), { target: { value: 'Night support' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
  expect(await screen.findByText('Invitation sent to kojo@fie.local')).toBeTruthy();
  expect(posted).toEqual({ email: 'kojo@fie.local', name: 'Kojo Mensah', role: 'support', reason: 'Night support' });
});

test('When an administrator disables an account, then the reason is asked for, a refusal shows under it, and the action is posted', async () => {
  signIn();
  window.location.hash = '#/staff/s2/show';
  const posts: ApiRequest[] = [];
  staffApi((request) => {
    posts.push(request);
    if (!(bodyOf(request) as { reason?: string }).reason) return jsonAnswer(400, { message: 'Give a reason: it is kept with the change', errors: { reason: 'Give a reason: it is kept with the change' } });
    return jsonAnswer(200, { id: 's2', message: 'Staff member disabled' });
  });
  render(<App />);
  fireEvent.click(await screen.findByRole('button', { name: 'Disable' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
  expect(await within(dialog).findByText('Give a reason: it is kept with the change')).toBeTruthy();
  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Left Fie' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
  expect(await screen.findByText('Staff member disabled')).toBeTruthy();
  expect(posts.at(-1)!.url.pathname).toBe('/api/admin/staff/s2/disable');
  expect(bodyOf(posts.at(-1)!)).toEqual({ reason: 'Left Fie' });
});

test('When an invited person opens the mailed link without a session, then they set a password with the link\'s staff id and token', async () => {
  window.location.hash = '#/set-password?staff=s3&token=tok-abc';
  let posted: unknown;
  fakeApi((request) => {
    if (request.url.pathname !== '/api/admin/auth/set-password') return undefined;
    posted = bodyOf(request);
    return jsonAnswer(400, { message: 'This link is not valid or has already been used. Ask an administrator for a new invitation.', code: 'InvalidLink' });
  });
  render(<App />);
  fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'Akwaaba#2026' } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'Akwaaba#2026' } });
  fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
  expect(await screen.findByText(/This link is not valid or has already been used/)).toBeTruthy();
  expect(posted).toEqual({ newPassword: 'Akwaaba#2026', confirmPassword: 'Akwaaba#2026', staffId: 's3', token: 'tok-abc' });
});
