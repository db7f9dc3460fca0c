import { fireEvent, screen } from '@testing-library/react';
import { accountMessages } from '@fie/domain';
import { mockFetch } from '../../../testing/fetch';
import { renderAt } from '../../../testing/render';
import { ChangePasswordForm } from './change-password-form';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("the organization's Change password form", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    localStorage.setItem('token', JSON.stringify('token-org'));
  });

  test('when the current password is right, then the change is sent with the organization token and this device keeps the new session', async () => {
    const { calls } = mockFetch({ 'POST /auth/change-password': { body: { message: 'Password changed', token: 'token-org-2' } } });
    renderAt(<ChangePasswordForm />);
    type('Current password', 'Agency#2026');
    type('New password', 'Keys#2026xy');
    type('Confirm password', 'Keys#2026xy');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(accountMessages.passwordChanged)).toBeTruthy();
    expect(calls[0]).toMatchObject({ path: '/auth/change-password', headers: { Authorization: 'Bearer token-org' }, body: { oldPassword: 'Agency#2026', newPassword: 'Keys#2026xy', confirmPassword: 'Keys#2026xy' } });
    expect(JSON.parse(localStorage.getItem('token') ?? 'null')).toBe('token-org-2');
  });

  test('when fields are missing or the current password is wrong, then the people\'s messages show under the fields', async () => {
    mockFetch({ 'POST /auth/change-password': { status: 400, body: { message: accountMessages.oldPasswordIncorrect, code: 'NotAuthorizedException', errors: { oldPassword: accountMessages.oldPasswordIncorrect } } } });
    renderAt(<ChangePasswordForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(accountMessages.oldPasswordRequired)).toBeTruthy();
    type('Current password', 'Nope#12345');
    type('New password', 'Keys#2026xy');
    type('Confirm password', 'Keys#2026xy');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(accountMessages.oldPasswordIncorrect)).toBeTruthy();
  });
});
