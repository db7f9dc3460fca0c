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

  test('registers with a phone number alone, confirms with the texted code (which signs in) and lands on /owner-dashboard', async () => {
    const message = 'Registration successful. We have texted a confirmation code to 020 123 4567: enter it to open your dashboard.';
    const { calls } = mockFetch({
      'POST /auth/owner-registration': { status: 201, body: { message, userId: 'u-7', destination: '020 123 4567' } },
      'POST /auth/confirm': { body: { message: accountMessages.accountConfirmed, token: 'token-kwame', user: kwame } },
      'GET /auth/user': { body: kwame },
    });
    renderAtPath('/owner-registration');

    type('First name', 'Kwame');
    type('Last name', 'Asante');
    type('Phone number', '0201234567');
    type('Password', 'Akwaaba#2026');
    type('Confirm password', 'Akwaaba#2026');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Register as Owner' }));

    expect(await screen.findByText(message)).toBeTruthy();
    expect(calls[0]?.body).not.toHaveProperty('email');
    expect((screen.getByLabelText('Email or phone') as HTMLInputElement).value).toBe('020 123 4567');
    type('Confirmation code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Account' }));

    expect(await screen.findByText(accountMessages.signedIn)).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['/auth/owner-registration', '/auth/confirm', '/auth/user']);
    expect(calls[1]?.body).toMatchObject({ email: '+233201234567', code: '123456', signIn: true, remember: true });
    expect(JSON.parse(localStorage.getItem('token') ?? 'null')).toBe('token-kwame');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/owner-dashboard'), { timeout: 2500 });
  });

  test('a signed-in person is not asked to make an account on /owner-registration: one button makes them an owner (issue 32)', async () => {
    storeSession({ token: 'token-ama', user: { ...ama, email: null } });
    const { calls } = mockFetch({
      'POST /auth/existing-user-owner-registration': { body: { message: accountMessages.ownerUpgradeSuccessful, user: { ...ama, user_type: 'owner' } } },
      'GET /auth/user': { body: { ...ama, email: null, user_type: 'owner' } },
    });
    renderAtPath('/owner-registration');

    expect(screen.queryByLabelText('Password')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Register as an Owner' }));

    expect(await screen.findByText(accountMessages.ownerUpgradeSuccessful)).toBeTruthy();
    // An account made with a phone number alone sends no email.
    expect(calls[0]?.body).toEqual({ user_type: 'seeker', documents: [] });
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
