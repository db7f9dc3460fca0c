import { Suspense } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { useRoutes } from 'react-router-dom';
import { ama, renderAt, storeSession } from '../testing/render';
import { mockFetch } from '../testing/fetch';
import { pageRoutes } from './routes';

/** The real route table, without the header and footer, so only the guards decide where we end up. */
function Table() {
  return <Suspense fallback={<p>loading</p>}>{useRoutes(pageRoutes)}</Suspense>;
}

const location = () => screen.getByTestId('location').textContent;

async function visit(path: string) {
  await act(async () => {
    renderAt(<Table />, path);
  });
}

describe('route guards', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    mockFetch({});
  });

  test('Restricted sends a visitor to /login with next, carrying org and key', async () => {
    await visit('/accept-organization-invite?org=acme&key=k-1');

    expect(location()).toBe('/login?next=%2Faccept-organization-invite&org=acme&key=k-1');
  });

  test('Restricted sends a visitor on the owner dashboard to /login?next=/owner-dashboard', async () => {
    await visit('/owner-dashboard');

    expect(location()).toBe('/login?next=%2Fowner-dashboard');
  });

  test('a visitor on /list-property goes to /info-list-property instead of the login page', async () => {
    await visit('/list-property');

    expect(location()).toBe('/info-list-property');
  });

  test('a seeker on a restricted owner page goes to /info-list-property', async () => {
    storeSession({ token: 't-1', user: ama });
    mockFetch({ 'GET /auth/user': { body: ama } });
    await visit('/list-property');

    expect(location()).toBe('/info-list-property');
  });

  test('an owner reaches /list-property', async () => {
    const owner = { ...ama, user_type: 'owner' };
    storeSession({ token: 't-1', user: owner });
    mockFetch({ 'GET /auth/user': { body: owner } });
    await visit('/list-property');

    expect(location()).toBe('/list-property');
    expect(await screen.findByRole('heading', { name: 'List Property' })).toBeTruthy();
  });

  test('a signed-in user whose session the server has ended is sent to sign in again', async () => {
    storeSession({ token: 'expired', user: ama });
    mockFetch({ 'GET /auth/user': { status: 401, body: { message: 'Please sign in to continue', code: 'NotAuthorizedException' } } });
    // The API client reads the browser's address, which the memory router does not move.
    window.history.replaceState(null, '', '/owner-dashboard');
    const assign = jest.fn();
    const { setApiNavigator } = await import('../lib/api-client');
    setApiNavigator(assign);
    await visit('/owner-dashboard');

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login?next=%2Fowner-dashboard'));
    expect(localStorage.getItem('token')).toBeNull();
    window.history.replaceState(null, '', '/');
  });

  test('the Organization guard sends a user without a stored organization home', async () => {
    storeSession({ token: 't-1', user: ama });
    mockFetch({ 'GET /auth/user': { body: ama } });
    await visit('/organization-dashboard');

    expect(location()).toBe('/');
  });

  test('the Organization guard lets a signed-in organization through, and /org leads to its dashboard', async () => {
    storeSession({ token: 't-org', organization: { name: 'Acme Homes', url_name: 'acme' } });
    const acme = { _id: 'o-1', id: 'o-1', name: 'Acme Homes', url_name: 'acme' };
    mockFetch({
      'GET /organizations/user': { body: acme },
      'GET /organizations/single/acme': { body: { result: { organization: acme } } },
    });
    await visit('/org');

    expect(location()).toBe('/organization-dashboard');
    expect(await screen.findByRole('heading', { name: 'Acme Homes' })).toBeTruthy();
  });

  test('the landing forgets a stale session quietly instead of sending the visitor to sign in', async () => {
    storeSession({ token: 'expired', user: ama });
    mockFetch({ 'GET /auth/user': { status: 401, body: { message: 'Please sign in to continue' } } });
    await visit('/');

    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(location()).toBe('/');
  });

  test('an unknown address shows the 404 page', async () => {
    await visit('/no/such/page');

    expect(screen.getByRole('heading', { name: '404' })).toBeTruthy();
  });
});
