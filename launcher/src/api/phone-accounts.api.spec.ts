import { CATALOGUES } from '@fie/domain';
import { latestMessageTo, latestSmsTo, readSmsOutbox } from '@fie/stores';
import { startTestMarketplace, samplePerson, type TestMarketplace } from '../testing/test-marketplace';

/**
 * Issue 20: a person signs in and recovers their password with the phone number of their account. Issue 32: a phone
 * number is enough to make an account, its code texted.
 */
let fie: TestMarketplace;
let staffToken: string;
beforeAll(async () => {
  // Two texts or mails an hour to one recipient: the limit is seen without waiting out the 30-second resends.
  fie = await startTestMarketplace({ OUTBOUND_PER_RECIPIENT_PER_HOUR: '2' });
  staffToken = (await fie.request('POST', '/api/admin/auth/login', { email: fie.admin.email, password: fie.admin.password })).body.token;
});
afterAll(async () => fie.stop());

const login = (email: string, password: string, from?: string) =>
  fie.request('POST', '/api/auth/login', { email, password }, undefined, from ? { 'x-forwarded-for': from } : {});
const textedCode = async (e164: string) => /^(\d{6}) is your Fie password reset code/.exec((await latestSmsTo(fie.stores.smsOutboxDir, e164))?.text ?? '')?.[1];

describe('POST /api/auth/login with a phone number', () => {
  test('When a person signs in with their phone written as 024…, +233 24… or 233 24…, then it is their own session', async () => {
    const { user } = await fie.signUpAndConfirm({ email: 'kofi.phone@example.com', phoneNumber: '0241230001' });
    for (const spelling of ['0241230001', '024 123 0001', '+233 24 123 0001', '233241230001', '233 24 123 0001']) {
      const res = await login(spelling, samplePerson.password);
      expect(res.status).toBe(200);
      expect(res.body.user.id).toBe(user.id);
      expect(res.body.token).toEqual(expect.any(String));
    }
  });

  test('When the phone or password is wrong, then it says so like an email would, and a bad number gets the phone message', async () => {
    await fie.signUpAndConfirm({ email: 'abena.phone@example.com', phoneNumber: '0241230002' });
    const wrong = await login('0241230002', 'Wrong#12345', '203.0.113.2');
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('NotAuthorizedException');
    expect((await login('0209999999', samplePerson.password, '203.0.113.2')).status).toBe(401);
    expect((await login('024 123', samplePerson.password)).body.errors).toEqual({ email: 'Phone number format is not valid' });
  });

  test('When five wrong passwords are tried by phone, then the account waits, by phone and by email alike', async () => {
    await fie.signUpAndConfirm({ email: 'yaw.phone@example.com', phoneNumber: '0241230003' });
    for (let i = 0; i < 5; i++) expect((await login(i % 2 ? '+233241230003' : '0241230003', 'Wrong#12345', `203.0.113.${30 + i}`)).status).toBe(401);
    const byPhone = await login('0241230003', samplePerson.password, '203.0.113.40');
    expect(byPhone.status).toBe(429);
    expect(byPhone.body.message).toMatch(/Too many failed sign-in attempts\. Try again in \d+ minutes?\./);
    expect(Number(byPhone.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login('yaw.phone@example.com', samplePerson.password, '203.0.113.41')).status).toBe(429);
  });

  test('When one address tries twenty unknown phone numbers, then it waits, even with a right phone and password', async () => {
    await fie.signUpAndConfirm({ email: 'esi.phone@example.com', phoneNumber: '0241230004' });
    for (let i = 0; i < 20; i++) expect((await login(`02099900${String(i).padStart(2, '0')}`, 'Wrong#12345', '198.51.100.7')).status).toBe(401);
    const res = await login('0241230004', samplePerson.password, '198.51.100.7');
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/Too many failed sign-in attempts/);
    expect((await login('0241230004', samplePerson.password, '198.51.100.8')).status).toBe(200);
  }, 30_000);
});

describe('POST /api/auth/forgot-password and reset-password with a phone number', () => {
  test('When a code is asked for by phone, then it is texted to the account’s phone, resets the password once, and the old password stops working', async () => {
    await fie.signUpAndConfirm({ email: 'kwesi.phone@example.com', phoneNumber: '0551230005' });
    const asked = await fie.request('POST', '/api/auth/forgot-password', { email: '055 123 0005' }, undefined, { 'x-forwarded-for': '203.0.113.50' });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ message: 'Code sent by SMS to 055 123 0005', destination: '055 123 0005' });
    const sms = await latestSmsTo(fie.stores.smsOutboxDir, '+233551230005');
    expect(sms!.text).toMatch(/^\d{6} is your Fie password reset code\. It expires in 30 minutes\./);
    const code = (await textedCode('+233551230005'))!;

    // Another code within 30 seconds: the email's limit and words.
    const soon = await fie.request('POST', '/api/auth/forgot-password', { email: '+233551230005' }, undefined, { 'x-forwarded-for': '203.0.113.50' });
    expect(soon.status).toBe(429);
    expect(soon.body.message).toMatch(/^Please wait \d+ seconds before asking for another code\.$/);

    const reset = await fie.request('POST', '/api/auth/reset-password', { email: '233 55 123 0005', code, password: 'NewPass#2026', confirmPassword: 'NewPass#2026' });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ message: 'Password reset successful' });
    expect((await login('0551230005', samplePerson.password, '203.0.113.51')).status).toBe(401);
    expect((await login('0551230005', 'NewPass#2026')).status).toBe(200);
    expect((await login('kwesi.phone@example.com', 'NewPass#2026')).status).toBe(200);
    const again = await fie.request('POST', '/api/auth/reset-password', { email: '0551230005', code, password: 'Other#20266', confirmPassword: 'Other#20266' });
    expect(again.status).toBe(429); // the code is spent
  });

  test('When a wrong texted code is tried, then it answers CodeMismatchException', async () => {
    await fie.signUpAndConfirm({ email: 'efua.phone@example.com', phoneNumber: '0551230006' });
    await fie.request('POST', '/api/auth/forgot-password', { email: '0551230006' });
    const code = (await textedCode('+233551230006'))!;
    const res = await fie.request('POST', '/api/auth/reset-password', { email: '0551230006', code: code === '000000' ? '111111' : '000000', password: 'NewPass#2026', confirmPassword: 'NewPass#2026' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('CodeMismatchException');
  });

  test('When no account has the phone, then it says so in a phone number’s words and texts nothing', async () => {
    const before = (await readSmsOutbox(fie.stores.smsOutboxDir)).length;
    const res = await fie.request('POST', '/api/auth/forgot-password', { email: '0201239999' });
    expect(res.status).toBe(404);
    expect(res.body.errors).toEqual({ email: 'No account was found with this phone number' });
    expect((await readSmsOutbox(fie.stores.smsOutboxDir)).length).toBe(before);
  });

  test('When two accounts share the phone, then the person is asked for their email, and nothing is texted or guessed', async () => {
    await fie.signUpAndConfirm({ email: 'mother.shared@example.com', phoneNumber: '0271230007' });
    await fie.signUpAndConfirm({ email: 'son.shared@example.com', phoneNumber: '0271230007' });
    const before = (await readSmsOutbox(fie.stores.smsOutboxDir)).length;
    const asked = await fie.request('POST', '/api/auth/forgot-password', { email: '027 123 0007' });
    expect(asked.status).toBe(400);
    expect(asked.body).toMatchObject({ code: 'AmbiguousPhoneNumber', message: 'Several accounts use this phone number. Please use your email instead.' });
    expect(asked.body.errors).toEqual({ email: 'Several accounts use this phone number. Please use your email instead.' });
    expect((await readSmsOutbox(fie.stores.smsOutboxDir)).length).toBe(before);
    const reset = await fie.request('POST', '/api/auth/reset-password', { email: '0271230007', code: '123456', password: 'NewPass#2026', confirmPassword: 'NewPass#2026' });
    expect(reset.body.code).toBe('AmbiguousPhoneNumber');
    const signIn = await login('0271230007', samplePerson.password, '203.0.113.70');
    expect(signIn.status).toBe(400);
    expect(signIn.body.code).toBe('AmbiguousPhoneNumber');
    // By email, each still signs in and recovers their password.
    expect((await login('son.shared@example.com', samplePerson.password)).status).toBe(200);
    expect((await fie.request('POST', '/api/auth/forgot-password', { email: 'son.shared@example.com' })).status).toBe(200);
  });

  test('When the account’s email was never confirmed, then a texted code is refused (a reset confirms, and a phone does not prove the mailbox)', async () => {
    const up = await fie.request('POST', '/api/auth/signup', { ...samplePerson, email: 'unconfirmed.phone@example.com', phoneNumber: '0241230008' });
    expect(up.status).toBe(201);
    const res = await fie.request('POST', '/api/auth/forgot-password', { email: '0241230008' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('UserNotConfirmedException');
    expect(await latestSmsTo(fie.stores.smsOutboxDir, '+233241230008')).toBeUndefined();
  });

  test('When an agency or company asks with a phone number, then it is told to use its email', async () => {
    const res = await fie.request('POST', '/api/auth/forgot-password', { email: '0241230001', account: 'organization' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ email: 'An agency or company signs in and resets its password with its email' });
  });
});

describe('POST /api/auth/signup with a phone number alone (issue 32)', () => {
  const person = (phoneNumber: string, extra: Record<string, unknown> = {}) => {
    const { email: _none, ...withoutEmail } = samplePerson;
    return { ...withoutEmail, firstName: 'Kwabena', lastName: 'Asante', phoneNumber, ...extra };
  };
  const confirmationCode = async (e164: string) => /^(\d{6}) is your Fie confirmation code/.exec((await latestSmsTo(fie.stores.smsOutboxDir, e164))?.text ?? '')?.[1];
  const signUpByPhone = async (phoneNumber: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    fie.request('POST', '/api/auth/signup', person(phoneNumber, extra), undefined, headers);

  test('When a person signs up with only a phone number, then the code is texted (6 digits, one GSM-7 text), nothing is mailed, and sign-in waits for it', async () => {
    const mailsBefore = (await readSmsOutbox(fie.stores.smsOutboxDir)).length;
    const up = await signUpByPhone('024 555 0101');
    expect(up.status).toBe(201);
    expect(up.body).toMatchObject({ message: 'Registration successful. We have texted a confirmation code to 024 555 0101', destination: '024 555 0101' });
    const sms = await latestSmsTo(fie.stores.smsOutboxDir, '+233245550101');
    expect(sms!.text).toMatch(/^\d{6} is your Fie confirmation code\. It expires in 30 minutes\./);
    expect(sms!.segments).toBe(1);
    expect((await readSmsOutbox(fie.stores.smsOutboxDir)).length).toBe(mailsBefore + 1);
    const early = await login('0245550101', samplePerson.password);
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({ code: 'UserNotConfirmedException', message: 'Please confirm your account. Enter the code we texted you, or ask for a new one.' });
  });

  test('When the texted code is typed with the number in `email`, then the account is confirmed, signs in by its number and has no email', async () => {
    await signUpByPhone('0245550102');
    const code = (await confirmationCode('+233245550102'))!;
    const confirmed = await fie.request('POST', '/api/auth/confirm', { email: '+233 24 555 0102', code });
    expect(confirmed).toMatchObject({ status: 200, body: { message: 'Account confirmed' } });
    for (const spelling of ['0245550102', '+233 24 555 0102', '233 24 555 0102']) {
      const res = await login(spelling, samplePerson.password);
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ email: null, phone: '+233245550102', firstName: 'Kwabena', phone_confirmed: true, email_confirmed: false });
    }
  });

  test('When the code is typed with the number in `phone` and a session is asked for, then the answer signs the person in, remembered on the device', async () => {
    await signUpByPhone('0245550103');
    const code = (await confirmationCode('+233245550103'))!;
    const confirmed = await fie.request('POST', '/api/auth/confirm', { phone: '024 555 0103', code, signIn: true, remember: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ message: 'Account confirmed', token: expect.any(String), user: { phone: '+233245550103', email: null } });
    // A remembered session lasts a month, not a day: a link opened from a text next week still finds it.
    const claims = JSON.parse(Buffer.from(confirmed.body.token.split('.')[1], 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(30 * 24 * 3600);
    expect((await fie.request('GET', '/api/auth/user', undefined, confirmed.body.token)).body).toMatchObject({ phone: '+233245550103' });
    const wrong = await fie.request('POST', '/api/auth/confirm', { phone: '0245550103', code: '000000' });
    expect(wrong.body.code).toBe('NotAuthorizedException'); // already confirmed
  });

  test('When a phone-only sign-up asks again within 30 seconds, then it waits; over the hour’s limit for the number, it is refused; nothing more is texted', async () => {
    await signUpByPhone('0245550104');
    const soon = await fie.request('POST', '/api/auth/resend-code', { phone: '0245550104' });
    expect(soon.status).toBe(429);
    expect(soon.body.message).toMatch(/^Please wait \d+ seconds before asking for another code\.$/);
    // A phone-only account that never confirmed may recover its password by text (the text proves the phone): a second text.
    expect((await fie.request('POST', '/api/auth/forgot-password', { email: '0245550104' })).status).toBe(200);
    const before = (await readSmsOutbox(fie.stores.smsOutboxDir)).length;
    const over = await fie.request('POST', '/api/auth/resend-code', { email: '+233245550104' });
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/^We have sent several messages to this address in the last hour\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await readSmsOutbox(fie.stores.smsOutboxDir)).length).toBe(before);
  });

  test('When a second phone-only sign-up comes for a number, or for one already on an account, then it is refused with a clear message and writes nothing', async () => {
    expect((await signUpByPhone('0245550105')).status).toBe(201);
    const count = async () => (await fie.stores.events.readAll()).length;
    const before = await count();
    for (const written of ['024 555 0105', '+233245550105']) {
      const again = await signUpByPhone(written, { firstName: 'Yaw' });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'UsernameExistsException', errors: { phoneNumber: 'An account with this phone number already exists. Sign in with it, or sign up with your email too.' } });
    }
    expect(await count()).toBe(before);
    // A family phone already on an email account stays the email accounts' to share: a phone-only one would take it over.
    await fie.signUpAndConfirm({ email: 'family.phone@example.com', phoneNumber: '0245550106' });
    const beforeFamily = await count();
    const family = await signUpByPhone('0245550106');
    expect(family.status).toBe(409);
    expect(family.body.errors).toEqual({ phoneNumber: expect.stringMatching(/^An account with this phone number already exists/) });
    expect(await count()).toBe(beforeFamily);
    // With an email too, the same number is fine (the rule for shared numbers is unchanged).
    expect((await fie.request('POST', '/api/auth/signup', { ...person('0245550105'), email: 'yaw.family@example.com' })).status).toBe(201);
  });

  test('When two phone-only sign-ups for one number race, then exactly one account is made', async () => {
    const results = await Promise.all([1, 2, 3].map(() => signUpByPhone('0245550107')));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  test('When a phone-only account forgets its password, then a code is texted, the reset works by number, and sessions before it end', async () => {
    await signUpByPhone('0245550108');
    await fie.request('POST', '/api/auth/confirm', { phone: '0245550108', code: (await confirmationCode('+233245550108'))! });
    const old = (await login('0245550108', samplePerson.password)).body.token;
    const asked = await fie.request('POST', '/api/auth/forgot-password', { email: '024 555 0108' });
    expect(asked.body).toEqual({ message: 'Code sent by SMS to 024 555 0108', destination: '024 555 0108' });
    const reset = await fie.request('POST', '/api/auth/reset-password', { email: '0245550108', code: (await textedCode('+233245550108'))!, password: 'NewPass#2026', confirmPassword: 'NewPass#2026' });
    expect(reset.body).toEqual({ message: 'Password reset successful' });
    expect((await login('0245550108', 'NewPass#2026')).status).toBe(200);
    expect((await fie.request('GET', '/api/auth/user', undefined, old)).status).toBe(401);
  });

  test('When a phone-only account adds an email, then a code is mailed to it, the code adds it, and the person signs in with either', async () => {
    await signUpByPhone('0245550109');
    const { token } = (await fie.request('POST', '/api/auth/confirm', { phone: '0245550109', code: (await confirmationCode('+233245550109'))!, signIn: true })).body;
    const asked = await fie.request('POST', '/api/auth/add-email', { email: 'Kwabena.Later@Example.com' }, token);
    expect(asked).toMatchObject({ status: 200, body: { message: 'We have emailed a code to kwabena.later@example.com. Enter it here to add your email.', destination: 'kwabena.later@example.com' } });
    const mailed = /code is (\d{6})/.exec((await latestMessageTo(fie.stores.outboxDir, 'kwabena.later@example.com'))!.text)![1]!;
    const wrong = await fie.request('POST', '/api/auth/confirm-email', { code: mailed === '000000' ? '111111' : '000000' }, token);
    expect(wrong).toMatchObject({ status: 400, body: { code: 'CodeMismatchException' } });
    const added = await fie.request('POST', '/api/auth/confirm-email', { code: mailed }, token);
    expect(added).toMatchObject({ status: 200, body: { message: 'Email added. You can now sign in with it too.', user: { email: 'kwabena.later@example.com', email_confirmed: true, phone_confirmed: true } } });
    expect((await login('kwabena.later@example.com', samplePerson.password)).status).toBe(200);
    expect((await login('0245550109', samplePerson.password)).status).toBe(200);
    // One account per email: another sign-up with it is refused, and a second email cannot be added.
    expect((await fie.request('POST', '/api/auth/signup', { ...samplePerson, email: 'kwabena.later@example.com' })).status).toBe(409);
    expect((await fie.request('POST', '/api/auth/add-email', { email: 'other@example.com' }, token)).body.errors).toEqual({ email: 'Your account already has an email' });
  });

  test('When staff search the console for a phone-only account by its number as people write it, then they find it, with no email', async () => {
    await signUpByPhone('0245550110', { firstName: 'Esi', lastName: 'Phoneonly' });
    for (const q of ['024 555 0110', '+233245550110', 'Phoneonly']) {
      const found = await fie.request('GET', `/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ q }))}`, undefined, staffToken);
      expect(found.status).toBe(200);
      expect(found.body).toEqual([expect.objectContaining({ name: 'Esi Phoneonly', email: null, phone: '+233245550110', confirmed: false, emailConfirmed: false, phoneConfirmed: false })]);
    }
  });

  test('When a person signs up in Twi, then the text and the API’s answers are in Twi, and Twi becomes their language', async () => {
    const twi = { 'x-fie-language': 'tw' };
    const up = await signUpByPhone('0245550111', {}, twi);
    expect(up.status).toBe(201);
    const tw = CATALOGUES.tw;
    expect(up.body.message).toBe(tw['api.accounts.registration-successful-sms']!.replace('{phone}', '024 555 0111'));
    const sms = (await latestSmsTo(fie.stores.smsOutboxDir, '+233245550111'))!;
    expect(sms.text).not.toMatch(/is your Fie confirmation code/);
    expect(sms.text).toMatch(/^\d{6} /);
    expect(sms.segments).toBe(1);
    const again = await signUpByPhone('0245550111', {}, twi);
    expect(again.body.errors.phoneNumber).toBe(tw['api.accounts.phone-taken']);
    const wrong = await fie.request('POST', '/api/auth/confirm', { phone: '0245550111', code: '000000' }, undefined, twi);
    expect(wrong.body.message).toBe(tw['api.accounts.code-mismatch']);
    // The Twi text begins with its code, as the English does.
    const code = /^(\d{6}) /.exec(sms.text)![1]!;
    const { user } = (await fie.request('POST', '/api/auth/confirm', { phone: '0245550111', code, signIn: true })).body;
    expect(user).toMatchObject({ language: 'tw', language_chosen: true });
  });
});
