import { latestSmsTo, readSmsOutbox } from '@fie/stores';
import { startTestMarketplace, samplePerson, type TestMarketplace } from '../testing/test-marketplace';

/** Issue 20: a person signs in and recovers their password with the phone number of their account. */
let fie: TestMarketplace;
beforeAll(async () => {
  fie = await startTestMarketplace();
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
