import { ApiError, api, formErrorsFrom, readAnswer, setApiNavigator } from './api-client';
import { mockFetch } from '../testing/fetch';
import { writeJson, readSession } from './storage';

describe('the API client', () => {
  const navigate = jest.fn();

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    navigate.mockReset();
    setApiNavigator(navigate);
    window.history.replaceState(null, '', '/');
  });

  function signIn() {
    writeJson('token', 'token-1', 'local');
    writeJson('user', { id: 'u-1', firstName: 'Ama' }, 'local');
    writeJson('organization', { name: 'Acme Homes' }, 'session');
  }

  test('sends the stored token as a Bearer token and JSON bodies with their content type', async () => {
    signIn();
    const { calls } = mockFetch({ 'POST /contact': { status: 201, body: { message: 'Thanks' } } });

    await expect(api.post('/contact', { name: 'Kofi' })).resolves.toEqual({ message: 'Thanks' });

    expect(calls[0]?.headers.Authorization).toBe('Bearer token-1');
    expect(calls[0]?.headers['Content-Type']).toBe('application/json');
    expect(calls[0]?.body).toEqual({ name: 'Kofi' });
  });

  test('reads an answer that came with a server-rendered page as it would have read it over the network', () => {
    expect(readAnswer({ status: 200, body: { id: 'p-1' } })).toEqual({ ok: true, body: { id: 'p-1' } });
    const failed = readAnswer({ status: 404, body: { message: 'Could not get property!', code: 'NotFound' } });
    expect(failed.ok).toBe(false);
    expect(!failed.ok && failed.error).toMatchObject({ status: 404, message: 'Could not get property!', code: 'NotFound' });
  });

  test('turns an error answer into an ApiError with its message, code and field errors', async () => {
    mockFetch({
      'POST /auth/signup': { status: 409, body: { message: 'Taken', code: 'UsernameExistsException', errors: { email: 'An account with this email already exists' } } },
    });

    const error = await api.post('/auth/signup', {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Taken', code: 'UsernameExistsException', errors: { email: 'An account with this email already exists' } });
  });

  test('when the network fails, the error carries the network error message', async () => {
    mockFetch({ 'GET /auth/user': new TypeError('Failed to fetch') });

    const error = (await api.get('/auth/user').catch((e: unknown) => e)) as ApiError;

    expect(error.status).toBe(0);
    expect(error.message).toContain('Failed to fetch');
  });

  test('a 401 on a request that carried a token clears token, user and organization and goes to /login?next={path}', async () => {
    signIn();
    window.history.replaceState(null, '', '/accept-organization-invite?org=acme&key=k-1');
    mockFetch({ 'GET /auth/user': { status: 401, body: { message: 'Please sign in to continue', code: 'NotAuthorizedException' } } });

    await expect(api.get('/auth/user')).rejects.toMatchObject({ status: 401 });

    expect(readSession()).toEqual({ token: null, user: null, organization: null });
    expect(navigate).toHaveBeenCalledWith('/login?next=%2Faccept-organization-invite&org=acme&key=k-1');
  });

  test.each(['/login', '/register', '/complete-registration'])('on %s a 401 is only an error: the session stays and nobody is redirected', async (page) => {
    signIn();
    window.history.replaceState(null, '', page);
    mockFetch({ 'POST /auth/login': { status: 401, body: { message: 'Incorrect email or password', code: 'NotAuthorizedException' } } });

    await expect(api.post('/auth/login', {})).rejects.toMatchObject({ message: 'Incorrect email or password' });

    expect(readSession().token).toBe('token-1');
    expect(navigate).not.toHaveBeenCalled();
  });

  test('a 401 on a request without a token does not redirect', async () => {
    window.history.replaceState(null, '', '/owner-dashboard');
    mockFetch({ 'GET /auth/user': { status: 401, body: { message: 'Please sign in to continue' } } });

    await expect(api.get('/auth/user')).rejects.toBeInstanceOf(ApiError);

    expect(navigate).not.toHaveBeenCalled();
  });

  test('a quiet session check forgets a stale session but stays on the page', async () => {
    signIn();
    window.history.replaceState(null, '', '/');
    mockFetch({ 'GET /auth/user': { status: 401, body: { message: 'Please sign in to continue' } } });

    await expect(api.get('/auth/user', { on401: 'clear' })).rejects.toBeInstanceOf(ApiError);

    expect(readSession().token).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  test('a form gets field messages under its fields and the rest in the banner', () => {
    const error = new ApiError(400, 'Invalid verification code provided, please try again.', 'CodeMismatchException', { code: 'Wrong code' });

    expect(formErrorsFrom(error, ['email', 'code'])).toEqual({ fields: { code: 'Wrong code' }, banner: undefined });
    expect(formErrorsFrom(error, ['email'])).toEqual({ fields: {}, banner: 'Invalid verification code provided, please try again.' });
  });
});
