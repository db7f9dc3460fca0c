import { POSITION_HEADER } from '@fie/platform';
import { startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';

// Its own marketplace: these tests replace the first-start administrator's password, which the other
// API tests sign in with.
let fie: TestMarketplace;
let staffToken: string;
const fresh = 'Akwaaba#Admin2026';
const path = '/api/admin/staff/change-password';
const signIn = (password: string) => fie.request('POST', '/api/admin/auth/login', { email: fie.admin.email, password });
const me = async () => (await fie.request('GET', '/api/admin/auth/me', undefined, staffToken)).body;

beforeAll(async () => {
  fie = await startTestMarketplace();
  staffToken = (await signIn(fie.admin.password)).body.token;
});
afterAll(async () => fie.stop());

describe('POST /api/admin/staff/change-password', () => {
  test('When the administrator still has the one-time password, then sign-in and /me say it must be changed', async () => {
    expect((await signIn(fie.admin.password)).body.staff).toMatchObject({ email: fie.admin.email, mustChangePassword: true });
    expect(await me()).toMatchObject({ email: fie.admin.email, mustChangePassword: true });
  });

  test('When a marketplace user or nobody calls it, then it answers 401', async () => {
    const { token } = await fie.signUpAndConfirm({ email: 'not.staff@example.com' });
    const body = { currentPassword: fie.admin.password, newPassword: fresh, confirmPassword: fresh };
    expect((await fie.request('POST', path, body, token)).status).toBe(401);
    expect((await fie.request('POST', path, body)).status).toBe(401);
    expect((await signIn(fie.admin.password)).status).toBe(200);
  });

  test('When fields are missing or the new password is weak, then it answers 400 with the users\' password messages', async () => {
    const empty = await fie.request('POST', path, {}, staffToken);
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password is required',
      confirmPassword: 'Confirm password is required',
    });
    const weak = await fie.request('POST', path, { currentPassword: fie.admin.password, newPassword: 'password', confirmPassword: 'password' }, staffToken);
    expect(weak.body.errors).toEqual({ newPassword: 'Password must contain at least 8 characters, one uppercase, one number and one special case' });
    const mismatch = await fie.request('POST', path, { currentPassword: fie.admin.password, newPassword: fresh, confirmPassword: `${fresh}x` }, staffToken);
    expect(mismatch.body.errors).toEqual({ confirmPassword: 'Passwords do not match' });
  });

  test('When the current password is wrong, then it answers 400 under currentPassword and nothing changes', async () => {
    const res = await fie.request('POST', path, { currentPassword: 'Not#the1password', newPassword: fresh, confirmPassword: fresh }, staffToken);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'The current password is not right', code: 'NotAuthorizedException', errors: { currentPassword: 'The current password is not right' } });
    expect((await signIn(fie.admin.password)).status).toBe(200);
    expect((await signIn(fresh)).status).toBe(401);
  });

  test('When the current password is right, then the new one signs in, the old one no longer does and the nudge stops', async () => {
    const res = await fie.request('POST', path, { currentPassword: fie.admin.password, newPassword: fresh, confirmPassword: fresh }, staffToken);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Password changed' });
    expect(Number(res.headers.get(POSITION_HEADER))).toBeGreaterThan(0);

    expect((await signIn(fie.admin.password)).status).toBe(401);
    const again = await signIn(fresh);
    expect(again.status).toBe(200);
    expect(again.body.staff.mustChangePassword).toBe(false);
    expect(await me()).toMatchObject({ mustChangePassword: false });
    // The log keeps the change but never the hash.
    const logged = await fie.request('GET', `/api/admin/events?filter=${encodeURIComponent('{"type":"StaffPasswordChanged"}')}`, undefined, staffToken);
    expect(logged.body).toHaveLength(1);
    expect(logged.body[0].data.passwordHash).toBe('[redacted]');
  });

  test('When the new password is the current one, then it answers 400 under newPassword', async () => {
    const res = await fie.request('POST', path, { currentPassword: fresh, newPassword: fresh, confirmPassword: fresh }, staffToken);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ newPassword: 'Choose a new password that is different from the current one' });
  });

  // Last: it leaves the account throttled for 15 minutes.
  test('When five wrong current passwords came in a row, then even the right one is refused with 429 and Retry-After', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await fie.request('POST', path, { currentPassword: `Wrong#guess${i}`, newPassword: 'Other#2026pass', confirmPassword: 'Other#2026pass' }, staffToken)).status).toBe(400);
    }
    const res = await fie.request('POST', path, { currentPassword: fresh, newPassword: 'Other#2026pass', confirmPassword: 'Other#2026pass' }, staffToken);
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many wrong passwords\. Try again in 15 minutes\.$/);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signIn(fresh)).status).toBe(200);
  });
});

describe('POST /api/admin/auth/login', () => {
  test('When twenty wrong passwords came from one address, then even the right one is refused with 429 and Retry-After', async () => {
    // Its own marketplace, so the other tests' wrong guesses do not count here, nor this one's there.
    const other = await startTestMarketplace();
    try {
      const login = (password: string) => other.request('POST', '/api/admin/auth/login', { email: other.admin.email, password });
      for (let i = 0; i < 20; i++) expect((await login(`Wrong#Guess${i}`)).status).toBe(401);
      const refused = await login(other.admin.password);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await other.stop();
    }
  });
});
