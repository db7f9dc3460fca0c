import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { accountMessages } from '@fie/domain';
import { mockFetch } from '../../../testing/fetch';
import { renderAt } from '../../../testing/render';
import { useAccountDialogs } from '../dialogs-context';

function OpenButtons() {
  const dialogs = useAccountDialogs();
  return (
    <>
      <button type="button" onClick={() => dialogs.open('forgot')}>
        Open reset
      </button>
      <button type="button" onClick={() => dialogs.open('login')}>
        Open login
      </button>
    </>
  );
}

async function openReset() {
  renderAt(<OpenButtons />, '/about');
  fireEvent.click(screen.getByRole('button', { name: 'Open reset' }));
  return screen.findByRole('dialog', { name: 'Reset Password' });
}

const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

const codeDelivered = { body: { message: 'Code delivered to ama@example.com', destination: 'ama@example.com' } };

async function reachStepTwo() {
  const dialog = await openReset();
  type(dialog, 'Email or phone', ' Ama@Example.com ');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Request Code' }));
  return screen.findByRole('dialog', { name: 'Set new password' });
}

describe('the reset password dialog', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  test('asks for the email first and says "email is required" without calling the server', async () => {
    const { calls } = mockFetch({});
    const dialog = await openReset();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Request Code' }));

    expect(await within(dialog).findByText(accountMessages.forgotEmailRequired)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  test('Request Code really asks the server for a code and moves to "Set new password" with where it went', async () => {
    const { calls } = mockFetch({ 'POST /auth/forgot-password': codeDelivered });

    const step2 = await reachStepTwo();

    expect(calls[0]).toMatchObject({ method: 'POST', path: '/auth/forgot-password', body: { email: 'ama@example.com' } });
    expect(within(step2).getByText('Code delivered to ama@example.com')).toBeTruthy();
    expect(within(step2).getByLabelText('Confirmation code')).toBeTruthy();
    expect(within(step2).getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(within(step2).getByRole('button', { name: 'Register' })).toBeTruthy();
  });

  test('a second request too soon shows the server\'s message, which says when to try again', async () => {
    mockFetch({
      'POST /auth/forgot-password': { status: 429, body: { message: 'Please wait 25 seconds before asking for another code.', code: 'LimitExceededException' } },
    });
    const dialog = await openReset();

    type(dialog, 'Email or phone', 'ama@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request Code' }));

    expect(await within(dialog).findByText('Please wait 25 seconds before asking for another code.')).toBeTruthy();
  });

  test('step two says the code is required and that the passwords must match, before any call', async () => {
    const { calls } = mockFetch({ 'POST /auth/forgot-password': codeDelivered });
    const step2 = await reachStepTwo();

    type(step2, 'New password', 'Akwaaba#2027');
    type(step2, 'Confirm password', 'Akwaaba#2028');
    fireEvent.click(within(step2).getByRole('button', { name: 'Reset Password' }));

    expect(await within(step2).findByText(accountMessages.resetCodeRequired)).toBeTruthy();
    expect(within(step2).getByText(accountMessages.passwordsDoNotMatch)).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  test('a wrong code shows the server\'s message under the code', async () => {
    mockFetch({
      'POST /auth/forgot-password': codeDelivered,
      'POST /auth/reset-password': {
        status: 400,
        body: { message: accountMessages.codeMismatch, code: 'CodeMismatchException', errors: { code: accountMessages.codeMismatch } },
      },
    });
    const step2 = await reachStepTwo();

    type(step2, 'Confirmation code', '000000');
    type(step2, 'New password', 'Akwaaba#2027');
    type(step2, 'Confirm password', 'Akwaaba#2027');
    fireEvent.click(within(step2).getByRole('button', { name: 'Reset Password' }));

    expect(await within(step2).findByText(accountMessages.codeMismatch)).toBeTruthy();
    expect(within(step2).getByLabelText('Confirmation code').getAttribute('aria-invalid')).toBe('true');
  });

  test('a reset says "Password reset successful", then the login dialog opens with the email filled in', async () => {
    const { calls } = mockFetch({
      'POST /auth/forgot-password': codeDelivered,
      'POST /auth/reset-password': { body: { message: accountMessages.passwordResetSuccessful } },
    });
    const step2 = await reachStepTwo();

    type(step2, 'Confirmation code', '123456');
    type(step2, 'New password', 'Akwaaba#2027');
    type(step2, 'Confirm password', 'Akwaaba#2027');
    fireEvent.click(within(step2).getByRole('button', { name: 'Reset Password' }));

    expect(await within(step2).findByText(accountMessages.passwordResetSuccessful)).toBeTruthy();
    expect(calls[1]).toMatchObject({
      path: '/auth/reset-password',
      body: { email: 'ama@example.com', code: '123456', password: 'Akwaaba#2027', confirmPassword: 'Akwaaba#2027' },
    });
    const login = await screen.findByRole('dialog', { name: 'Login' }, { timeout: 3000 });
    expect((within(login).getByLabelText('Email or phone') as HTMLInputElement).value).toBe('ama@example.com');
    expect(screen.queryByRole('dialog', { name: 'Set new password' })).toBeNull();
  });

  test('"Forgot Password or Username?" in the login dialog replaces it with the reset dialog', async () => {
    mockFetch({});
    renderAt(<OpenButtons />, '/about');
    fireEvent.click(screen.getByRole('button', { name: 'Open login' }));
    const login = await screen.findByRole('dialog', { name: 'Login' });

    fireEvent.click(within(login).getByRole('button', { name: 'Forgot Password or Username?' }));

    expect(await screen.findByRole('dialog', { name: 'Reset Password' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull());
  });
});
