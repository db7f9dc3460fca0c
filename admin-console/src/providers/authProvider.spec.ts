import { authProvider } from './authProvider';
import { STAFF_KEY, TOKEN_KEY } from './session';
import { spyOnFetch } from '../testing/fetchSpy';

const staff = { id: 'staff-1', email: 'ama@fie.gh', name: 'Ama Mensah', role: 'admin' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: jest.SpyInstance;
spyOnFetch((spy) => (fetchMock = spy));

const lastRequest = () => {
  const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
  return { url, init, headers: new Headers(init.headers) };
};

describe('authProvider.login', () => {
  test('When the credentials are right, then it posts them as JSON and stores the token and the staff member', async () => {
    fetchMock.mockResolvedValue(json(200, { token: 'tok-123', staff }));

    await authProvider.login({ email: 'ama@fie.gh', password: 'secret-pass' });

    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/admin/auth/login');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'ama@fie.gh', password: 'secret-pass' });
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-123');
    expect(JSON.parse(localStorage.getItem(STAFF_KEY)!)).toEqual(staff);
  });

  test('When the server answers 401, then it rejects with the server message and stores nothing', async () => {
    fetchMock.mockResolvedValue(json(401, { message: 'Wrong email or password.', code: 'invalid_credentials' }));

    await expect(authProvider.login({ email: 'ama@fie.gh', password: 'nope' })).rejects.toThrow('Wrong email or password.');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(STAFF_KEY)).toBeNull();
  });
});

describe('authProvider.checkAuth and checkError', () => {
  test('When no token is stored, then checkAuth rejects', async () => {
    await expect(authProvider.checkAuth({})).rejects.toThrow();
  });

  test('When a token is stored, then checkAuth resolves without calling the server', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-123');
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('When an API call failed with 401, then checkError rejects and forgets the session', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-123');
    await expect(authProvider.checkError({ status: 401, message: 'Token expired' })).rejects.toBeTruthy();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  test('When an API call failed with 403 (a role that may not do this), then the session is kept', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-123');
    await expect(authProvider.checkError({ status: 403, message: 'Your role does not allow this' })).resolves.toBeUndefined();
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-123');
  });

  const jwtIssuedSecondsAgo = (seconds: number) => `h.${btoa(JSON.stringify({ iat: Math.floor(Date.now() / 1000) - seconds }))}.sig`;

  test('When the token is more than 10 minutes old, then checkAuth renews it, so only 8 idle hours end the session', async () => {
    localStorage.setItem(TOKEN_KEY, jwtIssuedSecondsAgo(11 * 60));
    fetchMock.mockResolvedValue(json(200, { token: 'tok-renewed', staff }));
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    const { url, init } = lastRequest();
    expect([url, init.method]).toEqual(['/api/admin/auth/refresh', 'POST']);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-renewed');
  });

  test('When a fresh token is stored, then checkAuth does not renew it; when the renewal answers 401, the session ends', async () => {
    localStorage.setItem(TOKEN_KEY, jwtIssuedSecondsAgo(60));
    await authProvider.checkAuth({});
    expect(fetchMock).not.toHaveBeenCalled();
    localStorage.setItem(TOKEN_KEY, jwtIssuedSecondsAgo(9 * 60 * 60));
    fetchMock.mockResolvedValue(json(401, { message: 'Your session has ended. Please sign in again.' }));
    await expect(authProvider.checkAuth({})).rejects.toThrow('Your session has ended');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  test('When an API call failed with 500, then checkError resolves and keeps the session', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-123');
    await expect(authProvider.checkError({ status: 500, message: 'boom' })).resolves.toBeUndefined();
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-123');
  });
});

describe('authProvider.getIdentity and logout', () => {
  test('When signed in, then getIdentity refreshes the staff member from /auth/me with the Bearer token', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-123');
    localStorage.setItem(STAFF_KEY, JSON.stringify(staff));
    fetchMock.mockResolvedValue(json(200, { ...staff, name: 'Ama Mensah-Owusu' }));

    await expect(authProvider.getIdentity!()).resolves.toEqual({ id: 'staff-1', fullName: 'Ama Mensah-Owusu', mustChangePassword: false });
    const { url, headers } = lastRequest();
    expect(url).toBe('/api/admin/auth/me');
    expect(headers.get('Authorization')).toBe('Bearer tok-123');
    expect(JSON.parse(localStorage.getItem(STAFF_KEY)!).name).toBe('Ama Mensah-Owusu');
  });

  test('When /auth/me says the one-time password is still in use, then the identity carries the nudge and the session keeps it', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-123');
    localStorage.setItem(STAFF_KEY, JSON.stringify(staff));
    fetchMock.mockResolvedValue(json(200, { ...staff, mustChangePassword: true }));

    await expect(authProvider.getIdentity!()).resolves.toMatchObject({ id: 'staff-1', mustChangePassword: true });
    expect(JSON.parse(localStorage.getItem(STAFF_KEY)!).mustChangePassword).toBe(true);
  });

  test('When /auth/me cannot be reached, then getIdentity falls back to the stored staff member', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-123');
    localStorage.setItem(STAFF_KEY, JSON.stringify(staff));
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    await expect(authProvider.getIdentity!()).resolves.toEqual({ id: 'staff-1', fullName: 'Ama Mensah', mustChangePassword: false });
  });

  test('When /auth/me answers 401, then getIdentity rejects and forgets the session', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-123');
    localStorage.setItem(STAFF_KEY, JSON.stringify(staff));
    fetchMock.mockResolvedValue(json(401, { message: 'Token expired', code: 'unauthorized' }));

    await expect(authProvider.getIdentity!()).rejects.toThrow('Token expired');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  test('When signed in, then the permissions are the stored staff role', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-123');
    localStorage.setItem(STAFF_KEY, JSON.stringify(staff));
    await expect(authProvider.getPermissions!({})).resolves.toBe('admin');
  });

  test('When logging out, then the token and the staff member are cleared', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-123');
    localStorage.setItem(STAFF_KEY, JSON.stringify(staff));
    await authProvider.logout({});
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(STAFF_KEY)).toBeNull();
  });
});
