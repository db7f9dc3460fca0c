import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from '../App';
import { STAFF_KEY, TOKEN_KEY } from '../providers/session';
import { fakeApi, jsonAnswer, type ApiRequest } from '../testing/fakeApi';

const wrong = 'The current password is not right';
const staff = { id: 's1', email: 'admin@fie.local', name: 'Administrator', role: 'administrator' };

/**
 * The staff API as far as these screens need it: /auth/me tells whether the one-time password is still
 * in use, and `onChange` answers the POST of a change. Anything else fails like an unreachable server.
 */
const staffApi = (onChange: (request: ApiRequest) => Response = () => jsonAnswer(200, { message: 'Password changed' })) => {
  let oneTimePassword = true;
  return fakeApi((request) => {
    const { method, url } = request;
    if (method === 'POST' && url.pathname === '/api/admin/staff/change-password') {
      const answer = onChange(request);
      if (answer.ok) oneTimePassword = false;
      return answer;
    }
    if (url.pathname === '/api/admin/auth/me') return jsonAnswer(200, { ...staff, mustChangePassword: oneTimePassword });
    return undefined;
  });
};

const signInWithOneTimePassword = () => {
  localStorage.setItem(TOKEN_KEY, 'tok-123');
  localStorage.setItem(STAFF_KEY, JSON.stringify({ ...staff, mustChangePassword: true }));
};

const openChangePassword = async () => {
  window.location.hash = '#/change-password';
  render(<App />);
  return screen.findByLabelText('Current password');
};

const fill = (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
};

// The button is disabled until the form is dirty and while it re-validates a change.
const clickChange = async () => {
  const button = screen.getByRole('button', { name: 'Change password' }) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
};

const underField = (label: string) => screen.getByLabelText(label).closest('.MuiFormControl-root') as HTMLElement;

beforeEach(() => {
  localStorage.clear();
  window.location.hash = '';
  signInWithOneTimePassword();
});
afterEach(() => jest.restoreAllMocks());

test('When the one-time password of the first start is still in use, then the dashboard says so and links to the change', async () => {
  staffApi();
  render(<App />);

  const banner = (await screen.findByText(/You are using the one-time password from the first start\./)).closest('[role="alert"]') as HTMLElement;
  const link = within(banner).getByRole('link', { name: 'Change it now.' });
  expect(link.getAttribute('href')).toBe('#/change-password');

  fireEvent.click(link);
  expect(await screen.findByLabelText('Current password')).toBeTruthy();
  expect(window.location.hash).toBe('#/change-password');
});

test('When the password was already changed, then the dashboard shows no banner', async () => {
  localStorage.setItem(STAFF_KEY, JSON.stringify({ ...staff, mustChangePassword: false }));
  fakeApi(({ url }) => (url.pathname === '/api/admin/auth/me' ? jsonAnswer(200, { ...staff, mustChangePassword: false }) : undefined));
  render(<App />);

  expect(await screen.findByText('System health')).toBeTruthy();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Profile' })).toBeTruthy());
  expect(screen.queryByText(/one-time password/)).toBeNull();
});

test('When the user menu is opened, then it offers Change password, which opens the screen', async () => {
  staffApi();
  render(<App />);

  fireEvent.click(await screen.findByRole('button', { name: 'Profile' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Change password' }));

  expect(await screen.findByLabelText('New password')).toBeTruthy();
  expect(window.location.hash).toBe('#/change-password');
});

test('When the passwords are sent and accepted, then the server\'s message is shown, the dashboard opens and the banner is gone', async () => {
  let sent: { body: unknown; authorization: string | null } | undefined;
  staffApi(({ init }) => {
    sent = { body: JSON.parse(init.body as string), authorization: new Headers(init.headers).get('Authorization') };
    return jsonAnswer(200, { message: 'Password changed' });
  });
  await openChangePassword();

  fill({ 'Current password': 'one-time-pass', 'New password': 'Akwaaba#2026', 'Confirm new password': 'Akwaaba#2026' });
  await clickChange();

  expect(await screen.findByText('Password changed')).toBeTruthy();
  expect(sent).toEqual({
    body: { currentPassword: 'one-time-pass', newPassword: 'Akwaaba#2026', confirmPassword: 'Akwaaba#2026' },
    authorization: 'Bearer tok-123',
  });
  await waitFor(() => expect(window.location.hash).toBe('#/'));
  expect(await screen.findByText('System health')).toBeTruthy();
  expect(screen.queryByText(/one-time password/)).toBeNull();
  expect(JSON.parse(localStorage.getItem(STAFF_KEY)!).mustChangePassword).toBe(false);
});

test('When the current password is wrong, then the server\'s message is shown under it and as a notification, and the screen stays', async () => {
  staffApi(() => jsonAnswer(400, { message: wrong, code: 'NotAuthorizedException', errors: { currentPassword: wrong } }));
  await openChangePassword();

  fill({ 'Current password': 'a-guess', 'New password': 'Akwaaba#2026', 'Confirm new password': 'Akwaaba#2026' });
  await clickChange();

  await waitFor(() => expect(within(underField('Current password')).getByText(wrong)).toBeTruthy());
  expect(within(await screen.findByRole('alert')).getByText(wrong)).toBeTruthy();
  expect(window.location.hash).toBe('#/change-password');
});

test('When the server refuses the new password, then each field shows its own message', async () => {
  const weak = 'Password must contain at least 8 characters, one uppercase, one number and one special case';
  staffApi(() => jsonAnswer(400, { message: weak, code: 'ValidationError', errors: { newPassword: weak, confirmPassword: 'Passwords do not match' } }));
  await openChangePassword();

  fill({ 'Current password': 'one-time-pass', 'New password': 'password', 'Confirm new password': 'passw0rd' });
  await clickChange();

  await waitFor(() => expect(within(underField('New password')).getByText(weak)).toBeTruthy());
  expect(within(underField('Confirm new password')).getByText('Passwords do not match')).toBeTruthy();
});

test('When the server refuses without a field at fault, then its message is the notification', async () => {
  const message = 'Too many wrong passwords. Try again in 15 minutes.';
  staffApi(() => jsonAnswer(429, { message, code: 'TooManyRequestsException' }));
  await openChangePassword();

  fill({ 'Current password': 'a-guess', 'New password': 'Akwaaba#2026', 'Confirm new password': 'Akwaaba#2026' });
  await clickChange();

  expect(within(await screen.findByRole('alert')).getByText(message)).toBeTruthy();
  expect(window.location.hash).toBe('#/change-password');
});

test('When the eye of a password field is clicked, then what was typed is shown, and hidden again', async () => {
  staffApi();
  await openChangePassword();
  fill({ 'New password': 'Akwaaba#2026' });
  const input = screen.getByLabelText('New password') as HTMLInputElement;
  expect(input.type).toBe('password');

  fireEvent.click(within(underField('New password')).getByRole('button', { name: 'Show password' }));
  expect(input.type).toBe('text');
  fireEvent.click(within(underField('New password')).getByRole('button', { name: 'Hide password' }));
  expect(input.type).toBe('password');
});
