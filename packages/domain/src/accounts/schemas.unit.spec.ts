import { fieldErrors, signupSchema, confirmSchema, loginSchema, personLoginSchema, forgotPasswordSchema } from '../index';

const valid = {
  firstName: 'Kwame',
  lastName: 'Mensah',
  email: 'kwame@example.com',
  phoneNumber: '0244123456',
  password: 'Akwaaba#2026',
  confirmPassword: 'Akwaaba#2026',
  acknowledge: true,
  user_type: 'seeker',
};
const errorsFor = (input: unknown) => {
  const result = signupSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('the sign-up schema', () => {
  test('accepts a valid seeker and normalises email and phone', () => {
    const parsed = signupSchema.parse({ ...valid, email: '  Kwame@Example.COM ', phoneNumber: '+233 24 412 3456' });
    expect(parsed.email).toBe('kwame@example.com');
    expect(parsed.phoneNumber).toBe('+233244123456');
  });

  test.each([
    ['0244123456', '+233244123456'],
    ['244123456', '+233244123456'],
    ['+233501234567', '+233501234567'],
    ['030 221 2345', '+233302212345'],
  ])('accepts the phone written as %s', (phone, e164) => {
    expect(signupSchema.parse({ ...valid, phoneNumber: phone }).phoneNumber).toBe(e164);
  });

  test('gives the spec message for each bad field', () => {
    // A phone number is enough (issue 32): the email may be left out, the phone may not.
    expect(errorsFor({})).not.toHaveProperty('email');
    expect(errorsFor({})).toMatchObject({
      firstName: 'First name is required',
      phoneNumber: 'Phone number is required',
      acknowledge: 'Field must be checked',
    });
    expect(errorsFor({ ...valid, firstName: 'K3wame', lastName: 'M@nsah' })).toMatchObject({
      firstName: 'Please enter valid first name',
      lastName: 'Please enter valid last name',
    });
    expect(errorsFor({ ...valid, email: 'kwame.example.com' })).toEqual({ email: 'Invalid email format' });
    expect(errorsFor({ ...valid, phoneNumber: '12345' })).toEqual({ phoneNumber: 'Phone number format is not valid' });
    expect(errorsFor({ ...valid, phoneNumber: '0114123456' })).toEqual({ phoneNumber: 'Phone number format is not valid' });
    expect(errorsFor({ ...valid, password: 'akwaaba2026', confirmPassword: 'akwaaba2026' })).toEqual({
      password: 'Password must contain at least 8 characters, one uppercase, one number and one special case',
    });
    expect(errorsFor({ ...valid, confirmPassword: 'Akwaaba#2027' })).toEqual({ confirmPassword: 'Passwords do not match' });
    expect(errorsFor({ ...valid, confirmPassword: '' })).toMatchObject({ confirmPassword: 'Confirm password is required' });
    expect(errorsFor({ ...valid, acknowledge: false })).toEqual({ acknowledge: 'Field must be checked' });
  });

  test('accepts double-barrelled names and the first_name spelling', () => {
    const parsed = signupSchema.parse({ ...valid, firstName: undefined, first_name: 'Nana Yaa', lastName: 'Owusu-Ansah' });
    expect(parsed.firstName).toBe('Nana Yaa');
  });

  test('refuses names longer than 40 characters', () => {
    expect(errorsFor({ ...valid, firstName: 'A'.repeat(41) })).toEqual({ firstName: 'Name cannot exceed 40 characters' });
  });
});

describe('the confirm and login schemas', () => {
  test('require a code and a password with the spec messages', () => {
    const c = confirmSchema.safeParse({ email: 'a@b.co', code: '' });
    expect(c.success ? {} : fieldErrors(c.error)).toEqual({ code: 'Confirmation code required' });
    const l = loginSchema.safeParse({ email: '', password: '' });
    expect(l.success ? {} : fieldErrors(l.error)).toEqual({ email: 'Email is required', password: 'Password is required' });
  });
});

describe('the email-or-phone of a person', () => {
  const name = (email: string) => {
    const result = personLoginSchema.safeParse({ email, password: 'x' });
    return result.success ? result.data.email : fieldErrors(result.error).email;
  };

  test.each([
    ['024 412 3456', '+233244123456'],
    ['0244123456', '+233244123456'],
    ['+233 24 412 3456', '+233244123456'],
    ['233 24 412 3456', '+233244123456'],
    ['233244123456', '+233244123456'],
    [' Kwame@Example.com ', 'kwame@example.com'],
  ])('reads %s as %s', (input, parsed) => {
    expect(name(input)).toBe(parsed);
  });

  test('says which of the two was written wrongly', () => {
    expect(name('')).toBe('Email is required');
    expect(name('kwame@example')).toBe('Invalid email format');
    expect(name('024 412')).toBe('Phone number format is not valid');
    expect(name('kwame')).toBe('Enter the email or the Ghana phone number of your account (024…, +233 24…)');
  });

  test('a phone recovers a person’s password, never an organization’s', () => {
    expect(forgotPasswordSchema.parse({ email: '024 412 3456' }).email).toBe('+233244123456');
    const org = forgotPasswordSchema.safeParse({ email: '024 412 3456', account: 'organization' });
    expect(org.success ? {} : fieldErrors(org.error)).toEqual({ email: 'An agency or company signs in and resets its password with its email' });
    const empty = forgotPasswordSchema.safeParse({ email: '' });
    expect(empty.success ? {} : fieldErrors(empty.error)).toEqual({ email: 'email is required' });
  });

  test('organizations and staff still sign in with an email only', () => {
    const l = loginSchema.safeParse({ email: '0244123456', password: 'x' });
    expect(l.success ? {} : fieldErrors(l.error)).toEqual({ email: 'Invalid email format' });
  });
});

describe('a sign-up without an email (issue 32)', () => {
  test('accepts a phone number alone, however it is written, and leaves the email out', () => {
    for (const written of ['0245550001', '+233 24 555 0001', '233 24 555 0001']) {
      const parsed = signupSchema.parse({ ...valid, email: '', phoneNumber: written });
      expect(parsed.email).toBeUndefined();
      expect(parsed.phoneNumber).toBe('+233245550001');
    }
    const { email: _left, ...withoutEmail } = valid;
    expect(signupSchema.parse(withoutEmail).email).toBeUndefined();
  });

  test('the confirmation takes the number in `email` or in `phone`, and says what to type when neither is given', () => {
    expect(confirmSchema.parse({ email: '024 555 0001', code: '123456' }).email).toBe('+233245550001');
    expect(confirmSchema.parse({ phone: '+233245550001', code: '123456' }).email).toBe('+233245550001');
    expect(confirmSchema.parse({ email: 'Ama@Example.com', phone: '0245550001', code: '123456' }).email).toBe('ama@example.com');
    const neither = confirmSchema.safeParse({ code: '123456' });
    expect(neither.success ? {} : fieldErrors(neither.error)).toEqual({ email: 'Enter the email or the phone number of your account' });
  });
});

describe('a code as people give it', () => {
  test('a pasted text or mail gives its six digits; spaces typed between them are dropped; anything else is refused', () => {
    expect(confirmSchema.parse({ email: '0245550001', code: '123456 is your Fie confirmation code. It expires in 30 minutes.' }).code).toBe('123456');
    expect(confirmSchema.parse({ email: '0245550001', code: ' 123 456 ' }).code).toBe('123456');
    const two = confirmSchema.safeParse({ email: '0245550001', code: '123456 or 654321' });
    expect(two.success ? {} : fieldErrors(two.error)).toEqual({ code: 'The confirmation code is the 6 digits we sent you' });
  });
});
