import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { accountMessages } from '@fie/domain';
import { mockFetch } from '../../../testing/fetch';
import { renderAt } from '../../../testing/render';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

function renderPages(route: string) {
  renderAt(
    <Routes>
      <Route path="/forgotpassword" element={<ForgotPasswordPage />} />
      <Route path="/reset_password/:email/:code" element={<ResetPasswordPage />} />
      <Route path="/login" element={<p>Login page</p>} />
    </Routes>,
    route,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the /forgotpassword page', () => {
  test('offers Back and Login, and says what is wrong with a phone number or an email before sending anything', async () => {
    const { calls } = mockFetch({});
    renderPages('/forgotpassword');

    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    type('Email or phone', '024 412');
    fireEvent.click(screen.getByRole('button', { name: 'Request Code' }));
    expect(await screen.findByText(accountMessages.phoneInvalid)).toBeTruthy();
    type('Email or phone', 'kofi@example');
    fireEvent.click(screen.getByRole('button', { name: 'Request Code' }));
    expect(await screen.findByText(accountMessages.emailInvalid)).toBeTruthy();
    type('Email or phone', 'kofi');
    fireEvent.click(screen.getByRole('button', { name: 'Request Code' }));
    expect(await screen.findByText(accountMessages.emailOrPhoneInvalid)).toBeTruthy();
    // An agency or company is found by its email only.
    fireEvent.click(screen.getByLabelText('An agency or company'));
    type('Email or phone', '024 412 3456');
    fireEvent.click(screen.getByRole('button', { name: 'Request Code' }));
    expect(await screen.findByText(accountMessages.organizationNeedsEmail)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  test('with a phone number the code is texted, and the reset is sent with the phone in E.164', async () => {
    const { calls } = mockFetch({
      'POST /auth/forgot-password': { body: { message: 'Code sent by SMS to 024 412 3456', destination: '024 412 3456' } },
      'POST /auth/reset-password': { body: { message: accountMessages.passwordResetSuccessful } },
    });
    renderPages('/forgotpassword');

    type('Email or phone', '+233 24 412 3456');
    fireEvent.click(screen.getByRole('button', { name: 'Request Code' }));
    expect(await screen.findByText('Code sent by SMS to 024 412 3456')).toBeTruthy();
    expect(calls[0]).toMatchObject({ path: '/auth/forgot-password', body: { email: '+233244123456', account: 'person' } });
    expect(screen.getByText('The 6 digits we texted to 024 412 3456')).toBeTruthy();
    type('Confirmation code', '654321');
    type('New password', 'Akwaaba#2027');
    type('Confirm password', 'Akwaaba#2027');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText(accountMessages.passwordResetSuccessful)).toBeTruthy();
    expect(calls[1]?.body).toMatchObject({ email: '+233244123456', code: '654321' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login?email=%2B233244123456'), { timeout: 3000 });
  });

  test('with an email it runs the same two steps and opens the login page with the email after the reset', async () => {
    const { calls } = mockFetch({
      'POST /auth/forgot-password': { body: { message: 'Code delivered to kofi@example.com', destination: 'kofi@example.com' } },
      'POST /auth/reset-password': { body: { message: accountMessages.passwordResetSuccessful } },
    });
    renderPages('/forgotpassword');

    type('Email or phone', 'kofi@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Request Code' }));
    expect(await screen.findByText('Code delivered to kofi@example.com')).toBeTruthy();
    type('Confirmation code', '654321');
    type('New password', 'Akwaaba#2027');
    type('Confirm password', 'Akwaaba#2027');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText(accountMessages.passwordResetSuccessful)).toBeTruthy();
    expect(calls[1]?.body).toMatchObject({ email: 'kofi@example.com', code: '654321' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login?email=kofi%40example.com'), { timeout: 3000 });
  });
});

describe('the /reset_password/:email/:code page', () => {
  test('takes the email and code from the link and asks only for the new password', async () => {
    const { calls } = mockFetch({ 'POST /auth/reset-password': { body: { message: accountMessages.passwordResetSuccessful } } });
    renderPages('/reset_password/ama%40example.com/123456');

    expect(screen.queryByLabelText('Confirmation code')).toBeNull();
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    type('New password', 'Akwaaba#2027');
    type('Confirm password', 'Akwaaba#2027');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(accountMessages.passwordResetSuccessful)).toBeTruthy();
    expect(calls[0]).toMatchObject({
      path: '/auth/reset-password',
      body: { email: 'ama@example.com', code: '123456', password: 'Akwaaba#2027', confirmPassword: 'Akwaaba#2027' },
    });
  });

  test('says "Passwords do not match" and sends nothing', async () => {
    const { calls } = mockFetch({});
    renderPages('/reset_password/ama%40example.com/123456');

    type('New password', 'Akwaaba#2027');
    type('Confirm password', 'Akwaaba#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(accountMessages.passwordsDoNotMatch)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  test('an expired link shows the server\'s message, and Resend Code asks for a new one', async () => {
    const { calls } = mockFetch({
      'POST /auth/reset-password': {
        status: 400,
        body: { message: accountMessages.codeExpired, code: 'ExpiredCodeException', errors: { code: accountMessages.codeExpired } },
      },
      'POST /auth/forgot-password': { body: { message: 'Code delivered to ama@example.com', destination: 'ama@example.com' } },
    });
    renderPages('/reset_password/ama%40example.com/123456');

    type('New password', 'Akwaaba#2027');
    type('Confirm password', 'Akwaaba#2027');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(accountMessages.codeExpired)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Resend Code' }));

    expect(await screen.findByText('Code delivered to ama@example.com')).toBeTruthy();
    expect(calls[1]).toMatchObject({ path: '/auth/forgot-password', body: { email: 'ama@example.com' } });
  });
});
