import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { accountMessages } from '@fie/domain';
import { mockFetch } from '../../../testing/fetch';
import { RegisterForm } from './register-form';

type Fields = Partial<Record<'First name' | 'Last name' | 'Phone number' | 'Email (optional)' | 'Password' | 'Confirm password', string>>;

const valid: Fields = {
  'First name': 'Ama',
  'Last name': 'Owusu-Ansah',
  'Phone number': '0244123456',
  'Email (optional)': '  Ama.Owusu@Example.com ',
  Password: 'Akwaaba#2026',
  'Confirm password': 'Akwaaba#2026',
};

function setup(onRegistered = jest.fn()) {
  render(
    <MemoryRouter>
      <RegisterForm idPrefix="test" onRegistered={onRegistered} />
    </MemoryRouter>,
  );
  return onRegistered;
}

function fill(fields: Fields, acknowledge = true) {
  for (const [label, value] of Object.entries(fields)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
  if (acknowledge) fireEvent.click(screen.getByRole('checkbox'));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Register' }));

describe('the register form', () => {
  beforeEach(() => mockFetch({}));

  test('shows the spec message for every empty field, except the email: a phone number is enough (issue 32)', async () => {
    setup();
    submit();

    expect(await screen.findByText(accountMessages.firstNameRequired)).toBeTruthy();
    expect(screen.getByText(accountMessages.lastNameRequired)).toBeTruthy();
    expect(screen.getByText(accountMessages.phoneRequired)).toBeTruthy();
    expect(screen.queryByText(accountMessages.emailRequired)).toBeNull();
    expect(screen.getByLabelText('Email (optional)').getAttribute('aria-required')).toBe('false');
    expect(screen.getByText(accountMessages.passwordWeak)).toBeTruthy();
    expect(screen.getByText(accountMessages.confirmPasswordRequired)).toBeTruthy();
    expect(screen.getByText(accountMessages.acknowledgeRequired)).toBeTruthy();
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  test('shows the spec message when the phone number is not valid', async () => {
    setup();
    fill({ ...valid, 'Phone number': '12345' });
    submit();

    expect(await screen.findByText(accountMessages.phoneInvalid)).toBeTruthy();
  });

  test('shows the spec messages for a name with digits, a bad email and a weak password', async () => {
    setup();
    fill({ ...valid, 'First name': 'Ama2', 'Email (optional)': 'ama@', Password: 'password', 'Confirm password': 'different' });
    submit();

    expect(await screen.findByText(accountMessages.firstNameInvalid)).toBeTruthy();
    expect(screen.getByText(accountMessages.emailInvalid)).toBeTruthy();
    expect(screen.getByText(accountMessages.passwordWeak)).toBeTruthy();
  });

  test('shows "Passwords do not match" when the confirmation differs', async () => {
    setup();
    fill({ ...valid, 'Confirm password': 'Akwaaba#2027' });
    submit();

    expect(await screen.findByText(accountMessages.passwordsDoNotMatch)).toBeTruthy();
  });

  test('insists on the acknowledge box', async () => {
    setup();
    fill(valid, false);
    submit();

    expect(await screen.findByText(accountMessages.acknowledgeRequired)).toBeTruthy();
  });

  test('sends the seeker payload: phone as typed (and as mobile), email trimmed and lowercased', async () => {
    const { calls } = mockFetch({
      'POST /auth/signup': { status: 201, body: { message: accountMessages.registrationSuccessful, destination: 'ama.owusu@example.com', userId: 'u-9' } },
    });
    const onRegistered = setup();
    fill(valid);
    submit();

    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith('ama.owusu@example.com', accountMessages.registrationSuccessful));
    expect(calls[0]?.body).toEqual({
      firstName: 'Ama',
      lastName: 'Owusu-Ansah',
      email: 'ama.owusu@example.com',
      phoneNumber: '0244123456',
      mobile: '0244123456',
      password: 'Akwaaba#2026',
      confirmPassword: 'Akwaaba#2026',
      acknowledge: true,
      user_type: 'seeker',
    });
  });

  test('puts the server\'s message under the email when the address is taken', async () => {
    mockFetch({
      'POST /auth/signup': {
        status: 409,
        body: { message: accountMessages.emailTaken, code: 'UsernameExistsException', errors: { email: accountMessages.emailTaken } },
      },
    });
    const onRegistered = setup();
    fill(valid);
    submit();

    expect(await screen.findByText(accountMessages.emailTaken)).toBeTruthy();
    expect(screen.getByLabelText('Email (optional)').getAttribute('aria-invalid')).toBe('true');
    expect(onRegistered).not.toHaveBeenCalled();
  });

  test('shows the network error message in the banner when the server cannot be reached', async () => {
    mockFetch({ 'POST /auth/signup': new TypeError('Failed to fetch') });
    setup();
    fill(valid);
    submit();

    expect(await screen.findByText('Something went wrong!')).toBeTruthy();
    expect(screen.getByText(/Failed to fetch/)).toBeTruthy();
  });
});

describe('registering with a phone number alone (issue 32)', () => {
  test('sends no email, and says where the texted code went', async () => {
    const message = 'Registration successful. We have texted a confirmation code to 024 412 3456';
    const { calls } = mockFetch({ 'POST /auth/signup': { status: 201, body: { message, destination: '024 412 3456', userId: 'u-10' } } });
    const onRegistered = setup();
    fill({ ...valid, 'Email (optional)': '' });
    submit();

    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith('024 412 3456', message));
    expect(calls[0]?.body).toMatchObject({ firstName: 'Ama', phoneNumber: '0244123456' });
    expect(calls[0]?.body).not.toHaveProperty('email');
  });

  test('a number already taken by another phone-only account is said under the phone', async () => {
    const phoneTaken = 'An account with this phone number already exists. Sign in with it, or sign up with your email too.';
    mockFetch({ 'POST /auth/signup': { status: 409, body: { message: phoneTaken, code: 'UsernameExistsException', errors: { phoneNumber: phoneTaken } } } });
    setup();
    fill({ ...valid, 'Email (optional)': '' });
    submit();

    expect(await screen.findByText(phoneTaken)).toBeTruthy();
    expect(screen.getByLabelText('Phone number').getAttribute('aria-invalid')).toBe('true');
  });

  test('as a plain form, each field has the name the API takes, and the form posts to /api/auth/signup', () => {
    render(
      <MemoryRouter>
        <RegisterForm idPrefix="plain" onRegistered={jest.fn()} plain={{ action: '/auth/signup', back: '/register' }} />
      </MemoryRouter>,
    );
    const form = screen.getByRole('button', { name: 'Register' }).closest('form')!;
    expect(form.getAttribute('action')).toBe('/api/auth/signup');
    expect(form.getAttribute('method')).toBe('post');
    expect(form.hasAttribute('data-plain-form')).toBe(true);
    const names = Array.from(form.querySelectorAll('input[name]')).map((input) => input.getAttribute('name'));
    expect(names).toEqual(expect.arrayContaining(['_back', 'firstName', 'lastName', 'phoneNumber', 'email', 'password', 'confirmPassword', 'acknowledge']));
  });
});
