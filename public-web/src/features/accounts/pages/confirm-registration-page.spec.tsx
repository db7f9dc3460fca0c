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
    </Routes>,
    route,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the confirm-registration page', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  test('confirms with the emailed code, then signs in, stores the session and goes home after 2 s', async () => {
    const { calls } = mockFetch({
      'POST /auth/confirm': { body: { message: accountMessages.accountConfirmed } },
      'POST /auth/login': { body: { token: 'token-ama', user: ama } },
      'GET /auth/user': { body: ama },
    });
    renderPage();

    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ama@example.com');
    type('Confirmation code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Account' }));

    expect(await screen.findByText(accountMessages.accountConfirmed)).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/auth/confirm', body: { email: 'ama@example.com', code: '123456' } });

    // This first sign-in is remembered on the device unless the person unticks it.
    expect((screen.getByRole('checkbox', { name: 'Remember me on this device' }) as HTMLInputElement).checked).toBe(true);
    type('Password', 'Akwaaba#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText(accountMessages.signedIn)).toBeTruthy();
    expect(calls[1]).toMatchObject({ path: '/auth/login', body: { email: 'ama@example.com', password: 'Akwaaba#2026' } });
    expect(calls[2]).toMatchObject({ method: 'GET', path: '/auth/user', headers: { Authorization: 'Bearer token-ama' } });
    expect(JSON.parse(localStorage.getItem('token') ?? 'null')).toBe('token-ama');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').firstName).toBe('Ama');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'), { timeout: 3000 });
  });

  test('when the person unticks Remember me, then the first sign-in lasts only as long as this tab', async () => {
    mockFetch({
      'POST /auth/confirm': { body: { message: accountMessages.accountConfirmed } },
      'POST /auth/login': { body: { token: 'token-ama', user: ama } },
      'GET /auth/user': { body: ama },
    });
    renderPage();
    type('Confirmation code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Account' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Remember me on this device' }));
    type('Password', 'Akwaaba#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(accountMessages.signedIn)).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem('token') ?? 'null')).toBe('token-ama');
    expect(localStorage.getItem('token')).toBeNull();
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
    mockFetch({ 'POST /auth/resend-code': { body: { message: 'Code sent to ama@example.com', destination: 'a***@example.com' } } });
    renderPage();

    fireEvent.click(screen.getByRole('button', { name: 'Resend Code' }));

    expect(await screen.findByText('Code sent to a***@example.com')).toBeTruthy();
  });
});
