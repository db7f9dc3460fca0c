import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { accountMessages } from '@fie/domain';
import { mockFetch } from '../../../testing/fetch';
import { renderAt } from '../../../testing/render';
import { CompleteOrganizationRegistrationPage } from './complete-organization-registration-page';

function renderPage(route: string) {
  renderAt(
    <Routes>
      <Route path="/complete-organization-registration" element={<CompleteOrganizationRegistrationPage />} />
      <Route path="/login" element={<p>Login page</p>} />
      <Route path="/" element={<p>Landing</p>} />
    </Routes>,
    route,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the complete-organization-registration page', () => {
  beforeEach(() => localStorage.clear());

  test('without a key it says the link is not valid, offers Go Back to / and no form', () => {
    const { calls } = mockFetch({});
    renderPage('/complete-organization-registration');

    expect(screen.getByText('This link is not valid or has expired')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Back' }).getAttribute('href')).toBe('/');
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  test('checks the password with the signup rules before sending', async () => {
    const { calls } = mockFetch({});
    renderPage('/complete-organization-registration?key=k-123');

    type('Password', 'password');
    type('Confirm password', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Complete Registration' }));
    expect(await screen.findByText(accountMessages.passwordWeak)).toBeTruthy();

    type('Password', 'Akwaaba#2026');
    type('Confirm password', 'Akwaaba#2027');
    fireEvent.click(screen.getByRole('button', { name: 'Complete Registration' }));
    expect(await screen.findByText(accountMessages.passwordsDoNotMatch)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  test('sends password, confirmPassword and key, says "Registration Successful" and goes to /login after 2 s', async () => {
    const { calls } = mockFetch({
      'POST /organizations/complete-organization-registration': { body: { message: 'Registration Successful' } },
    });
    renderPage('/complete-organization-registration?key=k-123');

    type('Password', 'Akwaaba#2026');
    type('Confirm password', 'Akwaaba#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Complete Registration' }));

    expect(await screen.findByText('Registration Successful')).toBeTruthy();
    expect(calls[0]?.body).toEqual({ password: 'Akwaaba#2026', confirmPassword: 'Akwaaba#2026', key: 'k-123' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'), { timeout: 3000 });
  });

  test('an expired key shows "Something went wrong!" with the server\'s message', async () => {
    mockFetch({
      'POST /organizations/complete-organization-registration': {
        status: 400,
        body: { message: 'This link is not valid or has expired', code: 'InvalidKey' },
      },
    });
    renderPage('/complete-organization-registration?key=old');

    type('Password', 'Akwaaba#2026');
    type('Confirm password', 'Akwaaba#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Complete Registration' }));

    expect(await screen.findByText('Something went wrong!')).toBeTruthy();
    expect(screen.getByText('This link is not valid or has expired')).toBeTruthy();
  });
});
