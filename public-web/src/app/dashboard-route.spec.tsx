import { Suspense } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useRoutes } from 'react-router-dom';
import { accountMessages } from '@fie/domain';
import { mockFetch } from '../testing/fetch';
import { ama, renderAt, storeSession } from '../testing/render';
import { pageRoutes } from './routes';

function Table() {
  return <Suspense fallback={<p>loading</p>}>{useRoutes(pageRoutes)}</Suspense>;
}

const owner = {
  ...ama,
  user_type: 'owner',
  owner_documents: [{ name: 'ghana-card.pdf', location: '/api/auth/documents/f-1', filename: 'f-1', size: 2048 }],
};

describe('/owner-dashboard', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  test('a signed-in owner gets the dashboard with the profile from GET /auth/user', async () => {
    storeSession({ token: 'token-ama', user: ama });
    mockFetch({ 'GET /auth/user': { body: owner } });
    await act(async () => {
      renderAt(<Table />, '/owner-dashboard?tab=documents');
    });

    expect(await screen.findByRole('heading', { name: 'Fie dashboard' })).toBeTruthy();
    expect(await screen.findByText('ghana-card.pdf')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Properties' })).toBeTruthy();
  });

  test('deleting the account clears the session and goes home with the server\'s message', async () => {
    storeSession({ token: 'token-ama', user: ama });
    mockFetch({ 'GET /auth/user': { body: ama }, 'DELETE /auth/user': { body: { message: accountMessages.accountDeleted } } });
    await act(async () => {
      renderAt(<Table />, '/owner-dashboard?tab=profile');
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Account' });
    fireEvent.change(within(dialog).getByLabelText('Type DELETE to confirm'), { target: { value: 'DELETE' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(await screen.findByText(accountMessages.accountDeleted)).toBeTruthy();
  });

  test('an organization session goes to its own dashboard', async () => {
    storeSession({ token: 't-org', organization: { name: 'Acme Homes', url_name: 'acme' } });
    const acme = { _id: 'o-1', id: 'o-1', name: 'Acme Homes', url_name: 'acme' };
    mockFetch({ 'GET /organizations/user': { body: acme }, 'GET /organizations/single/acme': { body: { result: { organization: acme } } } });
    await act(async () => {
      renderAt(<Table />, '/owner-dashboard');
    });

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/organization-dashboard'));
  });
});
