import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { accountMessages } from '@fie/domain';
import { mockFetch } from '../../../../testing/fetch';
import { renderAt } from '../../../../testing/render';
import { ChangePasswordPanel } from './change-password-panel';
import { DeleteAccountDialog } from './delete-account-dialog';
import { OrganizationPanel } from './organization-panel';
import { PersonalInfoPanel } from './personal-info-panel';

const type = (label: string, value: string, scope: HTMLElement = document.body) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

describe('the Change Password panel', () => {
  test('says which of the three fields is missing, and sends nothing', async () => {
    const { calls } = mockFetch({});
    renderAt(<ChangePasswordPanel />);

    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByText(accountMessages.oldPasswordRequired)).toBeTruthy();
    expect(screen.getByText(accountMessages.newPasswordRequired)).toBeTruthy();
    expect(screen.getByText(accountMessages.confirmPasswordRequired)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  test('says "Passwords do not match" when the confirmation differs', async () => {
    mockFetch({});
    renderAt(<ChangePasswordPanel />);

    type('Old password', 'Akwaaba#2026');
    type('New password', 'Akwaaba#2027');
    type('Confirm password', 'Akwaaba#2028');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByText(accountMessages.passwordsDoNotMatch)).toBeTruthy();
  });

  test('puts the server\'s "Old password is incorrect" under the old password', async () => {
    const { calls } = mockFetch({
      'POST /auth/change-password': {
        status: 400,
        body: { message: accountMessages.oldPasswordIncorrect, code: 'ValidationError', errors: { oldPassword: accountMessages.oldPasswordIncorrect } },
      },
    });
    renderAt(<ChangePasswordPanel />);

    type('Old password', 'Wrong#2026');
    type('New password', 'Akwaaba#2027');
    type('Confirm password', 'Akwaaba#2027');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByText(accountMessages.oldPasswordIncorrect)).toBeTruthy();
    expect(screen.getByLabelText('Old password').getAttribute('aria-invalid')).toBe('true');
    expect(calls[0]?.body).toEqual({ oldPassword: 'Wrong#2026', newPassword: 'Akwaaba#2027', confirmPassword: 'Akwaaba#2027' });
  });

  test('a change says "Password changed" and empties the fields', async () => {
    mockFetch({ 'POST /auth/change-password': { body: { message: accountMessages.passwordChanged } } });
    renderAt(<ChangePasswordPanel />);

    type('Old password', 'Akwaaba#2026');
    type('New password', 'Akwaaba#2027');
    type('Confirm password', 'Akwaaba#2027');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByText(accountMessages.passwordChanged)).toBeTruthy();
    expect((screen.getByLabelText('Old password') as HTMLInputElement).value).toBe('');
  });
});

describe('the Delete Account dialog', () => {
  test('cannot be submitted until DELETE is typed', async () => {
    const { calls } = mockFetch({ 'DELETE /auth/user': { body: { message: accountMessages.accountDeleted } } });
    const onDeleted = jest.fn();
    renderAt(<DeleteAccountDialog onClose={jest.fn()} onDeleted={onDeleted} />);
    const dialog = screen.getByRole('dialog', { name: 'Delete Account' });
    const button = within(dialog).getByRole('button', { name: 'Delete my account' }) as HTMLButtonElement;

    expect(button.disabled).toBe(true);
    type('Type DELETE to confirm', 'delete', dialog);
    expect(button.disabled).toBe(true);
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    expect(calls).toHaveLength(0);

    type('Type DELETE to confirm', 'DELETE', dialog);
    expect(button.disabled).toBe(false);
    fireEvent.click(button);

    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(accountMessages.accountDeleted));
    expect(calls[0]).toMatchObject({ method: 'DELETE', path: '/auth/user' });
  });

  test('a failure keeps the dialog open with the server\'s message', async () => {
    mockFetch({ 'DELETE /auth/user': { status: 500, body: { message: 'Please try again in a minute', code: 'Internal' } } });
    const onDeleted = jest.fn();
    renderAt(<DeleteAccountDialog onClose={jest.fn()} onDeleted={onDeleted} />);

    type('Type DELETE to confirm', 'DELETE');
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText('Please try again in a minute')).toBeTruthy();
    expect(onDeleted).not.toHaveBeenCalled();
  });
});

describe('the Personal Info panel', () => {
  const user = { firstName: 'Ama', lastName: 'Mensah', email: 'ama@example.com', phone: '+233244123456', userType: 'seeker' as const, documents: [] };

  test('shows the phone after +233 and the email read-only', () => {
    mockFetch({});
    renderAt(<PersonalInfoPanel user={user} onSaved={jest.fn()} />);

    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('024 412 3456');
    expect(screen.getByText('+233')).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).readOnly).toBe(true);
  });

  test('requires the names and a valid phone number', async () => {
    const { calls } = mockFetch({});
    renderAt(<PersonalInfoPanel user={user} onSaved={jest.fn()} />);

    type('First name', '');
    type('Phone number', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(accountMessages.firstNameRequired)).toBeTruthy();
    expect(screen.getByText(accountMessages.phoneRequired)).toBeTruthy();

    type('First name', 'Ama');
    type('Phone number', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(accountMessages.phoneInvalid)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  test('Save sends the spec\'s fields, says "Update successful" and reloads the profile', async () => {
    const { calls } = mockFetch({ 'PUT /auth/update-user': { body: { message: accountMessages.updateSuccessful } } });
    const onSaved = jest.fn(async () => null);
    renderAt(<PersonalInfoPanel user={user} onSaved={onSaved} />);

    type('Last name', 'Owusu-Ansah');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(accountMessages.updateSuccessful)).toBeTruthy();
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      path: '/auth/update-user',
      body: { first_name: 'Ama', last_name: 'Owusu-Ansah', phone: '+233244123456', email: 'ama@example.com' },
    });
    expect(onSaved).toHaveBeenCalled();
  });
});

describe('the Organization panel', () => {
  test('Leave Organization asks first, then leaves and reloads the profile', async () => {
    const { calls } = mockFetch({ 'POST /organizations/leave': { body: { message: 'You have left the organization' } } });
    const onLeft = jest.fn(async () => null);
    renderAt(<OrganizationPanel organization={{ name: 'Acme Homes' }} onLeft={onLeft} />);

    fireEvent.click(screen.getByRole('button', { name: 'Leave Organization' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Organization' });
    expect(calls).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));

    expect(await screen.findByText('You have left the organization')).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/organizations/leave' });
    expect(onLeft).toHaveBeenCalled();
  });
});
