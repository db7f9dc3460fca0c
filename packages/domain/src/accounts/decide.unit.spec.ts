import { accounts, foldUser, ConflictError, RuleViolation, TooManyRequestsError, UnauthorizedError, NotFoundError, type UserEvent } from '../index';
import { chooseLanguageSchema, signupFields } from './schemas';

const now = new Date('2026-11-21T10:00:00Z');
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const signup = signupFields.parse({
  firstName: 'Ama',
  lastName: 'Owusu-Ansah',
  email: 'Ama@Example.com ',
  phoneNumber: '024 412 3456',
  password: 'Akwaaba#2026',
  confirmPassword: 'Akwaaba#2026',
  acknowledge: true,
});
const given = (...events: UserEvent[]) => foldUser(events);
const signedUp = () => accounts.signUp(signup, undefined, { now, userId: 'u1', passwordHash: 'argon2-hash', codeHash: 'code-1' });

describe('signing up', () => {
  test('records the sign-up with the email lowercased and the phone in E.164, and issues a code valid for 30 minutes', () => {
    const [up, code] = signedUp();
    expect(up).toEqual({
      type: 'UserSignedUp',
      data: { userId: 'u1', firstName: 'Ama', lastName: 'Owusu-Ansah', email: 'ama@example.com', phone: '+233244123456', userType: 'seeker', passwordHash: 'argon2-hash', signedUpAt: now.toISOString() },
    });
    expect(code.data).toMatchObject({ codeHash: 'code-1', destination: 'ama@example.com', expiresAt: later(30).toISOString() });
  });

  test('refuses a second account for the same person', () => {
    expect(() => accounts.signUp(signup, given(...signedUp()), { now, userId: 'u2', passwordHash: 'h', codeHash: 'c' })).toThrow(ConflictError);
  });
});

describe('confirming', () => {
  test('confirms with the right code', () => {
    expect(accounts.confirm(given(...signedUp()), { now: later(5), codeHash: 'code-1' })).toEqual([
      { type: 'UserConfirmed', data: { userId: 'u1', confirmedAt: later(5).toISOString() } },
    ]);
  });

  test('records a wrong code as rejected, with the spec-style mismatch message', () => {
    const [event] = accounts.confirm(given(...signedUp()), { now: later(1), codeHash: 'wrong' });
    expect(event).toMatchObject({ type: 'ConfirmationCodeRejected', data: { reason: 'mismatch' } });
    expect(accounts.rejectionError(event as never).code).toBe('CodeMismatchException');
  });

  test('rejects the right code once it has expired', () => {
    const [event] = accounts.confirm(given(...signedUp()), { now: later(31), codeHash: 'code-1' });
    expect(event).toMatchObject({ type: 'ConfirmationCodeRejected', data: { reason: 'expired' } });
  });

  test('stops accepting codes after five wrong ones until a new code is asked for', () => {
    const rejected: UserEvent = { type: 'ConfirmationCodeRejected', data: { userId: 'u1', rejectedAt: now.toISOString(), reason: 'mismatch' } };
    const state = given(...signedUp(), rejected, rejected, rejected, rejected, rejected);
    expect(() => accounts.confirm(state, { now: later(2), codeHash: 'code-1' })).toThrow(TooManyRequestsError);
    const [fresh] = accounts.resendCode(state, { now: later(2), codeHash: 'code-2' });
    expect(accounts.confirm(given(...signedUp(), rejected, rejected, rejected, rejected, rejected, fresh), { now: later(3), codeHash: 'code-2' })[0].type).toBe('UserConfirmed');
  });

  test('answers that there is no account for an unknown email', () => {
    expect(() => accounts.confirm(undefined, { now, codeHash: 'x' })).toThrow(NotFoundError);
  });

  test('refuses to confirm twice', () => {
    const [confirmed] = accounts.confirm(given(...signedUp()), { now, codeHash: 'code-1' });
    expect(() => accounts.confirm(given(...signedUp(), confirmed), { now, codeHash: 'code-1' })).toThrow(RuleViolation);
  });
});

describe('resending a code', () => {
  test('asks the person to wait 30 seconds between codes', () => {
    expect(() => accounts.resendCode(given(...signedUp()), { now: new Date(now.getTime() + 10_000), codeHash: 'c2' })).toThrow(/wait 20 seconds/);
    expect(accounts.resendCode(given(...signedUp()), { now: new Date(now.getTime() + 31_000), codeHash: 'c2' })[0].type).toBe('ConfirmationCodeIssued');
  });
});

describe('signing in', () => {
  test('refuses an unconfirmed account with UserNotConfirmedException and the spec message', () => {
    try {
      accounts.signIn(given(...signedUp()), { now, passwordMatches: true });
      throw new Error('expected a refusal');
    } catch (error) {
      expect(error).toMatchObject({ code: 'UserNotConfirmedException', message: 'Please confirm your account. Enter your email and click resend code to get confirmation code code.' });
    }
  });

  test('records a wrong password as a failed sign-in, and refuses an unknown email', () => {
    const [confirmed] = accounts.confirm(given(...signedUp()), { now, codeHash: 'code-1' });
    expect(accounts.signIn(given(...signedUp(), confirmed), { now, passwordMatches: false })[0].type).toBe('SignInFailed');
    expect(() => accounts.signIn(undefined, { now, passwordMatches: false })).toThrow(UnauthorizedError);
  });

  test('refuses sign-in for 15 minutes after five wrong passwords', () => {
    const [confirmed] = accounts.confirm(given(...signedUp()), { now, codeHash: 'code-1' });
    const failed = (minute: number): UserEvent => ({ type: 'SignInFailed', data: { userId: 'u1', failedAt: later(minute).toISOString() } });
    const state = given(...signedUp(), confirmed, failed(1), failed(2), failed(3), failed(4), failed(5));
    expect(() => accounts.assertSignInAllowed(state, later(6))).toThrow(/Try again in 10 minutes/);
    expect(() => accounts.assertSignInAllowed(state, later(17))).not.toThrow();
  });

  test('records a successful sign-in', () => {
    const [confirmed] = accounts.confirm(given(...signedUp()), { now, codeHash: 'code-1' });
    expect(accounts.signIn(given(...signedUp(), confirmed), { now, passwordMatches: true })[0].type).toBe('UserSignedIn');
  });
});

describe('signing out of every device', () => {
  test('Given an account, when the person signs out everywhere, then the sessions end at that moment', () => {
    const state = given(...signedUp());
    expect(accounts.signOutEverywhere(state, { now: later(5) })).toEqual([{ type: 'SignedOutEverywhere', data: { userId: 'u1', at: later(5).toISOString() } }]);
  });

  test('Given no account, when someone signs out everywhere, then it is refused', () => {
    expect(() => accounts.signOutEverywhere(undefined, { now })).toThrow(NotFoundError);
  });
});

describe('recovering a password with the phone number', () => {
  const confirmedEvents = (): UserEvent[] => [...signedUp(), ...accounts.confirm(given(...signedUp()), { now, codeHash: 'code-1' })];
  const confirmedAccount = () => given(...confirmedEvents());

  test('Given an account, when a code is asked for with its phone, then the code is recorded as texted to the phone in E.164', () => {
    expect(accounts.requestPasswordReset(confirmedAccount(), { now: later(1), codeHash: 'reset-1', via: 'sms' })).toEqual([
      { type: 'PasswordResetRequested', data: { userId: 'u1', codeHash: 'reset-1', destination: '+233244123456', issuedAt: later(1).toISOString(), expiresAt: later(31).toISOString() } },
    ]);
  });

  test('Given a code texted a moment ago, when another is asked for by email, then the same 30-second wait applies', () => {
    const [texted] = accounts.requestPasswordReset(confirmedAccount(), { now: later(1), codeHash: 'reset-1', via: 'sms' });
    expect(() => accounts.requestPasswordReset(given(...confirmedEvents(), texted), { now: new Date(later(1).getTime() + 10_000), codeHash: 'reset-2' })).toThrow(/wait 20 seconds/);
  });

  test('Given a texted code, when the password is reset with it, then the new password is recorded', () => {
    const [texted] = accounts.requestPasswordReset(confirmedAccount(), { now: later(1), codeHash: 'reset-1', via: 'sms' });
    expect(accounts.resetPassword(given(...confirmedEvents(), texted), { now: later(2), codeHash: 'reset-1', passwordHash: 'new-hash' })[0].type).toBe('PasswordReset');
  });

  test('Given an account whose email was never confirmed, when a code is asked for with its phone, then it is refused: a texted code does not prove the mailbox', () => {
    expect(() => accounts.requestPasswordReset(given(...signedUp()), { now: later(1), codeHash: 'reset-1', via: 'sms' })).toThrow(expect.objectContaining({ code: 'UserNotConfirmedException' }));
    expect(accounts.requestPasswordReset(given(...signedUp()), { now: later(1), codeHash: 'reset-1' })[0].type).toBe('PasswordResetRequested');
  });

  test('Given no account with the phone, when a code is asked for, then it is refused in the words of a phone number', () => {
    expect(() => accounts.requestPasswordReset(undefined, { now, codeHash: 'x', via: 'sms' })).toThrow('No account was found with this phone number');
  });

  test('Given two accounts with one phone, when one is looked for, then the person is asked for their email rather than one being guessed', () => {
    expect(accounts.accountByPhone(['u1'])).toBe('u1');
    expect(accounts.accountByPhone([])).toBeUndefined();
    try {
      accounts.accountByPhone(['u1', 'u2']);
      throw new Error('expected a refusal');
    } catch (error) {
      expect(error).toMatchObject({ code: 'AmbiguousPhoneNumber', status: 400, message: 'Several accounts use this phone number. Please use your email instead.' });
    }
  });
});

describe('choosing the language of mails and texts', () => {
  test('Given an account that never chose, when the person chooses Twi, then the choice is recorded and the account speaks Twi', () => {
    const events = accounts.chooseLanguage(given(...signedUp()), { language: 'tw' }, { now: later(3) });
    expect(events).toEqual([{ type: 'UserLanguageChosen', data: { userId: 'u1', language: 'tw', at: later(3).toISOString() } }]);
    expect(given(...signedUp(), ...events)?.language).toBe('tw');
  });

  test('Given an account that never chose, when nothing is chosen, then it has no language of its own (English is the default, not a choice)', () => {
    expect(given(...signedUp())?.language).toBeUndefined();
  });

  test('Given an account that never chose, when the person chooses English, then it is recorded: a choice outranks what their phone’s texts were read in', () => {
    expect(accounts.chooseLanguage(given(...signedUp()), { language: 'en' }, { now })).toHaveLength(1);
  });

  test('Given an account in Ga, when Ga is chosen again, then nothing is recorded; when Hausa is, the latest choice stands', () => {
    const ga = accounts.chooseLanguage(given(...signedUp()), { language: 'gaa' }, { now });
    expect(accounts.chooseLanguage(given(...signedUp(), ...ga), { language: 'gaa' }, { now: later(1) })).toEqual([]);
    const hausa = accounts.chooseLanguage(given(...signedUp(), ...ga), { language: 'ha' }, { now: later(1) });
    expect(given(...signedUp(), ...ga, ...hausa)?.language).toBe('ha');
  });

  test('Given no account, when a language is chosen, then it is refused', () => {
    expect(() => accounts.chooseLanguage(undefined, { language: 'tw' }, { now })).toThrow(NotFoundError);
  });

  test('The command takes one of the five languages and names the field otherwise', () => {
    expect(chooseLanguageSchema.parse({ language: 'ee' })).toEqual({ language: 'ee' });
    for (const body of [{ language: 'fr' }, {}, { language: 3 }]) {
      const parsed = chooseLanguageSchema.safeParse(body);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(['language']);
    }
  });
});

describe('a phone number is enough (issue 32)', () => {
  const byPhone = signupFields.parse({ firstName: 'Kwabena', lastName: 'Asante', phoneNumber: '+233 24 555 0001', password: 'Akwaaba#2026', confirmPassword: 'Akwaaba#2026', acknowledge: true });
  const signedUpByPhone = () => accounts.signUp(byPhone, undefined, { now, userId: 'p1', passwordHash: 'argon2-hash', codeHash: 'sms-1' });
  const confirmedByPhone = (): UserEvent[] => [...signedUpByPhone(), ...accounts.confirm(given(...signedUpByPhone()), { now: later(2), codeHash: 'sms-1' })];

  test('Given no account, when a person signs up with a phone number alone, then the sign-up has no email and the code is texted to the phone', () => {
    const [up, code] = signedUpByPhone();
    expect(up.data).not.toHaveProperty('email');
    expect(up.data).toMatchObject({ userId: 'p1', phone: '+233245550001', firstName: 'Kwabena' });
    expect(code.data).toMatchObject({ destination: '+233245550001', via: 'sms', codeHash: 'sms-1', expiresAt: later(30).toISOString() });
  });

  test('Given an account on the number, when another phone-only sign-up comes for it, then it is refused under the phone, in plain words', () => {
    expect(() => accounts.signUp(byPhone, given(...signedUpByPhone()), { now, userId: 'p2', passwordHash: 'h', codeHash: 'c' })).toThrow(
      expect.objectContaining({ code: 'UsernameExistsException', errors: { phoneNumber: 'An account with this phone number already exists. Sign in with it, or sign up with your email too.' } }),
    );
  });

  test('Given a texted code, when the right code is typed, then the account is confirmed by its phone, not its email', () => {
    const [confirmed] = accounts.confirm(given(...signedUpByPhone()), { now: later(2), codeHash: 'sms-1' });
    expect(confirmed).toEqual({ type: 'UserConfirmed', data: { userId: 'p1', confirmedAt: later(2).toISOString(), via: 'sms' } });
    expect(given(...confirmedByPhone())).toMatchObject({ confirmed: true, phoneConfirmed: true, emailConfirmed: false });
  });

  test('Given an emailed code from before issue 32 (no `via`), when it is folded, then it confirmed the email, as it always did', () => {
    const [confirmed] = accounts.confirm(given(...signedUp()), { now: later(2), codeHash: 'code-1' });
    expect(confirmed.data).not.toHaveProperty('via');
    expect(given(...signedUp(), confirmed)).toMatchObject({ email: 'ama@example.com', confirmed: true, emailConfirmed: true, phoneConfirmed: false });
  });

  test('Given a phone-only account, when a new code is asked for, then it is texted again, after the same 30-second wait', () => {
    expect(() => accounts.resendCode(given(...signedUpByPhone()), { now: new Date(now.getTime() + 5_000), codeHash: 'sms-2' })).toThrow(/wait 25 seconds/);
    const [again] = accounts.resendCode(given(...signedUpByPhone()), { now: later(1), codeHash: 'sms-2' });
    expect(again.data).toMatchObject({ destination: '+233245550001', via: 'sms' });
  });

  test('Given a phone-only account not confirmed yet, when it signs in, then it is told to type the texted code', () => {
    expect(() => accounts.signIn(given(...signedUpByPhone()), { now, passwordMatches: true })).toThrow(
      expect.objectContaining({ code: 'UserNotConfirmedException', message: 'Please confirm your account. Enter the code we texted you, or ask for a new one.' }),
    );
    expect(accounts.signIn(given(...confirmedByPhone()), { now: later(3), passwordMatches: true })[0].type).toBe('UserSignedIn');
  });

  test('Given a phone-only account never confirmed, when a reset code is texted and used, then the reset confirms it by its phone', () => {
    const [asked] = accounts.requestPasswordReset(given(...signedUpByPhone()), { now: later(1), codeHash: 'reset-1', via: 'sms' });
    expect(asked.data.destination).toBe('+233245550001');
    const [reset] = accounts.resetPassword(given(...signedUpByPhone(), asked), { now: later(2), codeHash: 'reset-1', passwordHash: 'new-hash' });
    expect(reset).toMatchObject({ type: 'PasswordReset', data: { via: 'sms' } });
    expect(given(...signedUpByPhone(), asked, reset)).toMatchObject({ confirmed: true, phoneConfirmed: true, emailConfirmed: false });
  });

  test('Given an emailed reset, when it is used, then its event is as before (no `via`) and it proves the email', () => {
    const [asked] = accounts.requestPasswordReset(given(...signedUp()), { now: later(1), codeHash: 'reset-1' });
    const [reset] = accounts.resetPassword(given(...signedUp(), asked), { now: later(2), codeHash: 'reset-1', passwordHash: 'h' });
    expect(reset.data).not.toHaveProperty('via');
    expect(given(...signedUp(), asked, reset)).toMatchObject({ emailConfirmed: true });
  });

  test('Given a phone-only account, when it adds an email, then a code is mailed to it and the right code adds the email, proved', () => {
    const [asked] = accounts.addEmail(given(...confirmedByPhone()), { email: 'kwabena@example.com' }, { now: later(3), codeHash: 'mail-1' });
    expect(asked).toMatchObject({ type: 'EmailAddRequested', data: { email: 'kwabena@example.com', codeHash: 'mail-1', expiresAt: later(33).toISOString() } });
    const [wrong] = accounts.confirmEmail(given(...confirmedByPhone(), asked), { now: later(4), codeHash: 'nope' });
    expect(wrong).toMatchObject({ type: 'EmailAddCodeRejected', data: { reason: 'mismatch' } });
    const [added] = accounts.confirmEmail(given(...confirmedByPhone(), asked, wrong), { now: later(5), codeHash: 'mail-1' });
    expect(added).toEqual({ type: 'EmailAdded', data: { userId: 'p1', email: 'kwabena@example.com', addedAt: later(5).toISOString() } });
    expect(given(...confirmedByPhone(), asked, wrong, added)).toMatchObject({ email: 'kwabena@example.com', emailConfirmed: true, phoneConfirmed: true });
  });

  test('Given an account with an email, when it tries to add one, then it is refused: an email cannot be changed', () => {
    expect(() => accounts.addEmail(given(...signedUp()), { email: 'other@example.com' }, { now, codeHash: 'c' })).toThrow('Your account already has an email');
  });

  test('Given no email waiting, or a code past its time, when a code is typed, then it is refused or recorded as expired', () => {
    expect(() => accounts.confirmEmail(given(...confirmedByPhone()), { now, codeHash: 'x' })).toThrow(RuleViolation);
    const [asked] = accounts.addEmail(given(...confirmedByPhone()), { email: 'late@example.com' }, { now: later(3), codeHash: 'mail-1' });
    expect(accounts.confirmEmail(given(...confirmedByPhone(), asked), { now: later(40), codeHash: 'mail-1' })[0]).toMatchObject({ type: 'EmailAddCodeRejected', data: { reason: 'expired' } });
  });

  test('Given a phone-only account, when its profile changes its number, then it is refused: the number is how it signs in', () => {
    expect(() => accounts.updateProfile(given(...confirmedByPhone()), { firstName: 'Kwabena', lastName: 'Asante', phone: '+233245550002' }, { now })).toThrow(expect.objectContaining({ errors: { phone: expect.stringMatching(/^You sign in with this phone number/) } }));
    expect(accounts.updateProfile(given(...confirmedByPhone()), { firstName: 'Kobby', lastName: 'Asante', phone: '+233245550001' }, { now })).toHaveLength(1);
  });

  test('Given a proved phone, when another account changes to a new number, then the new number is not proved', () => {
    const [asked] = accounts.requestPasswordReset(given(...confirmedEvents()), { now: later(1), codeHash: 'r', via: 'sms' });
    const [reset] = accounts.resetPassword(given(...confirmedEvents(), asked), { now: later(2), codeHash: 'r', passwordHash: 'h' });
    expect(given(...confirmedEvents(), asked, reset)?.phoneConfirmed).toBe(true);
    const [moved] = accounts.updateProfile(given(...confirmedEvents(), asked, reset), { firstName: 'Ama', lastName: 'Owusu-Ansah', phone: '+233201112222' }, { now: later(3) }) as UserEvent[];
    expect(given(...confirmedEvents(), asked, reset, moved!)?.phoneConfirmed).toBe(false);
  });
});

const confirmedEvents = (): UserEvent[] => [...signedUp(), ...accounts.confirm(given(...signedUp()), { now, codeHash: 'code-1' })];
