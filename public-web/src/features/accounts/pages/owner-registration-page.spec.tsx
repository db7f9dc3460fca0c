import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { accountMessages } from '@fie/domain';
import { mockFetch } from '../../../testing/fetch';
import { ama, renderAt, storeSession } from '../../../testing/render';
import { OwnerRegistrationPage } from './owner-registration-page';
import { SeekerOwnerRegistrationPage } from './seeker-owner-registration-page';

const kwame = { ...ama, _id: 'u-7', id: 'u-7', firstName: 'Kwame', first_name: 'Kwame', email: 'kwame@example.com', user_type: 'owner' };
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function renderAtPath(route: string) {
  renderAt(
    <Routes>
      <Route path="/owner-registration" element={<OwnerRegistrationPage />} />
      <Route path="/seeker-owner-registration" element={<SeekerOwnerRegistrationPage />} />
      <Route path="/owner-dashboard" element={<p>Dashboard</p>} />
    </Routes>,
    route,
  );
}

describe('owner registration', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  test('registers, confirms with the code, signs in with the chosen password and lands on /owner-dashboard', async () => {
    const { calls } = mockFetch({
      'POST /auth/owner-registration': {
        status: 201,
        body: { message: accountMessages.ownerRegistrationSuccessful, userId: 'u-7', destination: 'kwame@example.com' },
      },
      'POST /auth/confirm': { body: { message: accountMessages.accountConfirmed } },
      'POST /auth/login': { body: { token: 'token-kwame', user: kwame } },
      'GET /auth/user': { body: kwame },
    });
    renderAtPath('/owner-registration');

    type('First name', 'Kwame');
    type('Last name', 'Asante');
    type('Phone number', '0201234567');
    type('Email', 'kwame@example.com');
    type('Password', 'Akwaaba#2026');
    type('Confirm password', 'Akwaaba#2026');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Register as Owner' }));

    expect(await screen.findByText(accountMessages.ownerRegistrationSuccessful)).toBeTruthy();
    type('Confirmation code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Account' }));

    expect(await screen.findByText(accountMessages.signedIn)).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['/auth/owner-registration', '/auth/confirm', '/auth/login', '/auth/user']);
    expect(calls[2]?.body).toEqual({ email: 'kwame@example.com', password: 'Akwaaba#2026' });
    expect(JSON.parse(localStorage.getItem('token') ?? 'null')).toBe('token-kwame');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/owner-dashboard'), { timeout: 2500 });
  });

  test('a signed-in seeker becomes an owner with one button, and the stored user is refreshed', async () => {
    storeSession({ token: 'token-ama', user: ama });
    const { calls } = mockFetch({
      'POST /auth/existing-user-owner-registration': { body: { message: accountMessages.ownerUpgradeSuccessful, user: { ...ama, user_type: 'owner' } } },
      'GET /auth/user': { body: { ...ama, user_type: 'owner' } },
    });
    renderAtPath('/seeker-owner-registration');

    fireEvent.click(screen.getByRole('button', { name: 'Register as an Owner' }));

    expect(await screen.findByText(accountMessages.ownerUpgradeSuccessful)).toBeTruthy();
    expect(calls[0]).toMatchObject({ body: { email: 'ama@example.com', user_type: 'seeker', documents: [] } });
    await waitFor(() => expect(JSON.parse(localStorage.getItem('user') ?? '{}').user_type).toBe('owner'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/owner-dashboard'), { timeout: 2500 });
  });

  test('a refused upgrade says "Something went wrong" with the detail', async () => {
    storeSession({ token: 'token-ama', user: ama });
    mockFetch({ 'POST /auth/existing-user-owner-registration': { status: 403, body: { message: 'You can only register your own account', code: 'Forbidden' } } });
    renderAtPath('/seeker-owner-registration');

    fireEvent.click(screen.getByRole('button', { name: 'Register as an Owner' }));

    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByText('You can only register your own account')).toBeTruthy();
  });
});
