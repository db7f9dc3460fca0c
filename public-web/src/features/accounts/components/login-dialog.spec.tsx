import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { accountMessages } from '@fie/domain';
import { mockFetch } from '../../../testing/fetch';
import { ama, renderAt } from '../../../testing/render';
import { useAccountDialogs } from '../dialogs-context';

function OpenLogin() {
  const dialogs = useAccountDialogs();
  return (
    <button type="button" onClick={() => dialogs.open('login')}>
      Open login
    </button>
  );
}

async function openDialog() {
  renderAt(<OpenLogin />, '/about');
  fireEvent.click(screen.getByRole('button', { name: 'Open login' }));
  return screen.findByRole('dialog', { name: 'Login' });
}

const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe('the login dialog', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  test('a user login stores token and user, drops any organization and shows "Signed in"', async () => {
    localStorage.setItem('organization', JSON.stringify({ name: 'Old Org' }));
    const { calls } = mockFetch({ 'POST /auth/login': { body: { token: 'token-ama', user: ama } }, 'GET /auth/user': { body: ama } });
    const dialog = await openDialog();

    type(dialog, 'Email or phone', ' AMA@Example.com ');
    type(dialog, 'Password', 'Akwaaba#2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Login' }));

    expect(await within(dialog).findByText(accountMessages.signedIn)).toBeTruthy();
    // Kept on the device (a long-lived session) unless the person says the phone is shared (issue 32).
    expect(calls[0]?.body).toEqual({ email: 'ama@example.com', password: 'Akwaaba#2026', remember: true });
    expect(localStorage.getItem('token')).toBe('"token-ama"');
    expect(localStorage.getItem('organization')).toBeNull();
  });

  test('on a shared phone, the session is not remembered: it lives in this tab only', async () => {
    const { calls } = mockFetch({ 'POST /auth/login': { body: { token: 'token-ama', user: ama } }, 'GET /auth/user': { body: ama } });
    const dialog = await openDialog();

    type(dialog, 'Email or phone', '024 412 3456');
    type(dialog, 'Password', 'Akwaaba#2026');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'This is a shared phone: do not keep me signed in' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Login' }));

    expect(await within(dialog).findByText(accountMessages.signedIn)).toBeTruthy();
    expect(calls[0]?.body).toEqual({ email: '+233244123456', password: 'Akwaaba#2026', remember: false });
    expect(sessionStorage.getItem('token')).toBe('"token-ama"');
    expect(localStorage.getItem('token')).toBeNull();
  });

  test('a person signs in with their phone number as they write it, sent in E.164; a wrong number is named before any call', async () => {
    const { calls } = mockFetch({ 'POST /auth/login': { body: { token: 'token-ama', user: ama } }, 'GET /auth/user': { body: ama } });
    const dialog = await openDialog();

    type(dialog, 'Email or phone', '024 412');
    type(dialog, 'Password', 'Akwaaba#2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await within(dialog).findByText(accountMessages.phoneInvalid)).toBeTruthy();
    expect(calls).toHaveLength(0);

    type(dialog, 'Email or phone', '024 412 3456');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await within(dialog).findByText(accountMessages.signedIn)).toBeTruthy();
    expect(calls[0]).toMatchObject({ path: '/auth/login', body: { email: '+233244123456', password: 'Akwaaba#2026' } });
  });

  test('an agency or company is asked for its email, not a phone number', async () => {
    const { calls } = mockFetch({});
    const dialog = await openDialog();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'An agency or company' }));
    type(dialog, 'Email or phone', '024 412 3456');
    type(dialog, 'Password', 'Akwaaba#2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await within(dialog).findByText(accountMessages.organizationNeedsEmail)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  test('an organization login stores token and organization and drops the user', async () => {
    localStorage.setItem('user', JSON.stringify(ama));
    const { calls } = mockFetch({ 'POST /organizations/login': { body: { token: 'token-org', organization: { name: 'Acme Homes' } } } });
    const dialog = await openDialog();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'An agency or company' }));
    type(dialog, 'Email or phone', 'desk@acme.com.gh');
    type(dialog, 'Password', 'Akwaaba#2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Login' }));

    expect(await within(dialog).findByText(accountMessages.signedIn)).toBeTruthy();
    expect(calls[0]?.path).toBe('/organizations/login');
    expect(JSON.parse(localStorage.getItem('organization') ?? '{}').name).toBe('Acme Homes');
    expect(localStorage.getItem('user')).toBeNull();
  });

  test('wrong credentials show "Something went wrong!" with the server\'s message', async () => {
    mockFetch({ 'POST /auth/login': { status: 401, body: { message: accountMessages.wrongCredentials, code: 'NotAuthorizedException' } } });
    const dialog = await openDialog();

    type(dialog, 'Email or phone', 'ama@example.com');
    type(dialog, 'Password', 'wrong');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Login' }));

    expect(await within(dialog).findByText('Something went wrong!')).toBeTruthy();
    expect(within(dialog).getByText(accountMessages.wrongCredentials)).toBeTruthy();
  });

  test('an unconfirmed account goes to /confirm-registration with the email and the spec message', async () => {
    mockFetch({ 'POST /auth/login': { status: 400, body: { message: 'User is not confirmed.', code: 'UserNotConfirmedException' } } });
    const dialog = await openDialog();

    type(dialog, 'Email or phone', 'ama@example.com');
    type(dialog, 'Password', 'Akwaaba#2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/confirm-registration?email=ama%40example.com'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('only one dialog is open at a time: Register replaces Login', async () => {
    mockFetch({});
    const dialog = await openDialog();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('dialog', { name: 'Register' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull());
  });
});
