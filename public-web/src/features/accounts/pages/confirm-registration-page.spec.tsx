import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { accountMessages } from '@fie/domain';
import { mockFetch } from '../../../testing/fetch';
import { ama, renderAt } from '../../../testing/render';
import { ConfirmRegistrationPage } from './confirm-registration-page';

function renderPage(route = '/confirm-registration?email=ama%40example.com') {
  renderAt(
    <Routes>
      <Route path="/confirm-registration" element={<ConfirmRegistrationPage />} />
      <Route path="/" element={<p>Landing</p>} />
      <Route path="/owner-dashboard" element={<p>Dashboard</p>} />
    </Routes>,
    route,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const kofi = { ...ama, id: 'u-kofi', _id: 'u-kofi', email: null, first_name: 'Kofi', firstName: 'Kofi', phone: '+233245550101' };

describe('the confirm-registration page', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  test('the code field is a plain, visible number field a texted code can fill or be pasted into (issue 32)', () => {
    renderPage('/confirm-registration?email=024%20555%200101');
    const code = screen.getByLabelText('Confirmation code') as HTMLInputElement;
    expect(code.type).toBe('text');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.name).toBe('code');
    // Not a password field: nothing hides it, and there is no show/hide toggle.
    expect(screen.queryByText(/Show code/)).toBeNull();
    // Pasting the whole text leaves its six digits.
    fireEvent.change(code, { target: { value: '482913 is your Fie confirmation code. It expires in 30 minutes.' } });
    expect(code.value).toBe('482913');
    expect(screen.getByText('The 6 digits we texted to 024 555 0101')).toBeTruthy();
  });

  test('confirms a phone-only account with its texted code, signs the person in on this device and goes home after 2 s', async () => {
    const { calls } = mockFetch({
      'POST /auth/confirm': { body: { message: accountMessages.accountConfirmed, token: 'token-kofi', user: kofi } },
      'GET /auth/user': { body: kofi },
    });
    renderPage('/confirm-registration?email=024%20555%200101');

    expect((screen.getByLabelText('Email or phone') as HTMLInputElement).value).toBe('024 555 0101');
    type('Confirmation code', '482913');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Account' }));

    expect(await screen.findByText(accountMessages.accountConfirmed)).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/auth/confirm', body: { email: '+233245550101', code: '482913', signIn: true, remember: true } });
    expect(JSON.parse(localStorage.getItem('token') ?? 'null')).toBe('token-kofi');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'), { timeout: 3000 });
  });

  test('"This is a shared phone" keeps the session to this tab, and `next` is where the person goes', async () => {
    const { calls } = mockFetch({
      'POST /auth/confirm': { body: { message: accountMessages.accountConfirmed, token: 'token-ama', user: ama } },
      'GET /auth/user': { body: ama },
    });
    renderPage('/confirm-registration?email=ama%40example.com&next=%2Fowner-dashboard');
    type('Confirmation code', '123456');
    fireEvent.click(screen.getByRole('checkbox', { name: 'This is a shared phone: do not keep me signed in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Account' }));

    expect(await screen.findByText(accountMessages.accountConfirmed)).toBeTruthy();
    expect(calls[0]?.body).toMatchObject({ email: 'ama@example.com', remember: false });
    expect(JSON.parse(sessionStorage.getItem('token') ?? 'null')).toBe('token-ama');
    expect(localStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/owner-dashboard'), { timeout: 3000 });
  });

  test('shows the identity service\'s message when the code is wrong', async () => {
    mockFetch({
      'POST /auth/confirm': { status: 400, body: { message: accountMessages.codeMismatch, code: 'CodeMismatchException' } },
    });
    renderPage();

    type('Confirmation code', '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Account' }));

    expect(await screen.findByText(accountMessages.codeMismatch)).toBeTruthy();
  });

  test('Resend Code says where the new code went', async () => {
    mockFetch({ 'POST /auth/resend-code': { body: { message: 'Code sent by SMS to 024 555 0101', destination: '024 555 0101' } } });
    renderPage('/confirm-registration?email=0245550101');

    fireEvent.click(screen.getByRole('button', { name: 'Resend Code' }));

    expect(await screen.findByText('Code sent by SMS to 024 555 0101')).toBeTruthy();
  });

  test('Already confirmed? Login: the sign-in form, remembered on the device unless the phone is shared', async () => {
    const { calls } = mockFetch({ 'POST /auth/login': { body: { token: 'token-ama', user: ama } }, 'GET /auth/user': { body: ama } });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    type('Password', 'Akwaaba#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText(accountMessages.signedIn)).toBeTruthy();
    expect(calls[0]).toMatchObject({ path: '/auth/login', body: { email: 'ama@example.com', password: 'Akwaaba#2026', remember: true } });
    expect(JSON.parse(localStorage.getItem('token') ?? 'null')).toBe('token-ama');
  });
});
