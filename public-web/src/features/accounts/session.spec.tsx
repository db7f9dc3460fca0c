import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch } from '../../testing/fetch';
import { ama, renderAt, storeSession } from '../../testing/render';
import { useAuth } from './auth-context';
import { refreshDelay, SESSION_REFRESH_MS } from './hooks/session-timing';

const hour = 60 * 60 * 1000;
/** A JWT-shaped token whose payload carries `exp` (seconds), as the identity service issues them. */
const jwt = (expMs: number) => `h.${btoa(JSON.stringify({ sub: 'u-1', exp: Math.floor(expMs / 1000) })).replace(/=+$/, '')}.s`;

describe('when the session is refreshed', () => {
  test('every 24 hours at most, and an hour before the token would expire when that is sooner', () => {
    const now = Date.UTC(2026, 10, 21, 10);
    expect(refreshDelay('not-a-jwt', now)).toBe(SESSION_REFRESH_MS);
    expect(refreshDelay(jwt(now + 24 * hour), now)).toBe(23 * hour);
    expect(refreshDelay(jwt(now + 5 * hour), now)).toBe(4 * hour);
    expect(refreshDelay(jwt(now + 30 * 60 * 1000), now)).toBe(0);
    expect(refreshDelay(jwt(now - 1000), now)).toBeNull();
  });
});

function SessionProbe() {
  const auth = useAuth();
  return (
    <>
      <p data-testid="first-name">{auth.user?.firstName ?? ''}</p>
      <button type="button" onClick={() => void auth.startUserSession('token-new', { ...ama, firstName: 'From login' }, 'local')}>
        Start
      </button>
      <button type="button" onClick={auth.logout}>
        Logout
      </button>
    </>
  );
}

describe('the signed-in session', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  test('a signed-in tab refreshes its token with POST /auth/refresh and keeps it where it was ("remember me" or not)', async () => {
    jest.useFakeTimers({ now: Date.UTC(2026, 10, 21, 10) });
    sessionStorage.setItem('token', JSON.stringify(jwt(Date.now() + 24 * hour)));
    sessionStorage.setItem('user', JSON.stringify(ama));
    const { calls } = mockFetch({ 'POST /auth/refresh': { body: { token: 'token-fresh' } } });
    renderAt(<SessionProbe />, '/about');

    await act(async () => {
      jest.advanceTimersByTime(23 * hour - 1000);
    });
    expect(calls).toHaveLength(0);
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });

    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('"token-fresh"'));
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/auth/refresh' });
    expect(localStorage.getItem('token')).toBeNull();
  });

  test('after a user login the profile is fetched, retrying while the read side has not caught up', async () => {
    let attempts = 0;
    const { calls } = mockFetch({
      'GET /auth/user': () => (++attempts < 3 ? { status: 404, body: { message: 'user not found', code: 'NotFound' } } : { body: ama }),
    });
    renderAt(<SessionProbe />, '/about');

    fireEvent.click(screen.getByRole('button', { name: 'Start' }));

    expect(screen.getByTestId('first-name').textContent).toBe('From login');
    await waitFor(() => expect(screen.getByTestId('first-name').textContent).toBe('Ama'), { timeout: 4000 });
    expect(calls.filter((call) => call.path === '/auth/user')).toHaveLength(3);
    expect(localStorage.getItem('token')).toBe('"token-new"');
  });

  test('gives up after 6 attempts and keeps the user from the login answer', async () => {
    jest.useFakeTimers();
    const { calls } = mockFetch({ 'GET /auth/user': new TypeError('Failed to fetch') });
    renderAt(<SessionProbe />, '/about');

    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    for (let i = 0; i < 10; i++) {
      await act(async () => {
        jest.advanceTimersByTime(3000);
      });
    }

    expect(calls.filter((call) => call.path === '/auth/user')).toHaveLength(6);
    expect(screen.getByTestId('first-name').textContent).toBe('From login');
  });

  test('logout removes token, user and organization and goes to the root', async () => {
    storeSession({ token: 'token-ama', user: ama, organization: { name: 'Acme Homes' } });
    mockFetch({});
    renderAt(<SessionProbe />, '/owner-dashboard');

    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(['token', 'user', 'organization'].map((key) => localStorage.getItem(key))).toEqual([null, null, null]);
  });
});
