import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { mockFetch } from '../../../testing/fetch';
import { ama, renderAt, storeSession } from '../../../testing/render';
import type { OrganizationViewer } from '../viewer';
import { AcceptInvitePage } from './accept-invite-page';

const acme = { _id: 'o-1', id: 'o-1', name: 'Acme Homes', url_name: 'acme' };
const user: OrganizationViewer = { kind: 'user', id: 'u-1' };

function renderPage(route: string, onAccepted = jest.fn(async () => null), viewer = user) {
  renderAt(
    <Routes>
      <Route path="/accept-organization-invite" element={<AcceptInvitePage viewer={viewer} onAccepted={onAccepted} />} />
      <Route path="/owner-dashboard" element={<p>Owner dashboard</p>} />
    </Routes>,
    route,
  );
  return onAccepted;
}

describe('the accept-invitation page', () => {
  beforeEach(() => {
    localStorage.clear();
    storeSession({ token: 't-1', user: ama });
  });

  test('names the organization, accepts with the key, refreshes the profile, says "Success" and goes to /owner-dashboard', async () => {
    const { calls } = mockFetch({
      'GET /organizations/single/acme': { body: { result: { organization: acme } } },
      'POST /organizations/accept-invitation': { body: { message: 'Success', organization: acme } },
    });
    const onAccepted = renderPage('/accept-organization-invite?org=acme&key=k-9');

    expect(await screen.findByText('Acme Homes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));

    expect(await screen.findByText('Success')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ path: '/organizations/accept-invitation', body: { key: 'k-9' } });
    expect(onAccepted).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/owner-dashboard'), { timeout: 3000 });
  });

  test('a refused invitation shows "Something went wrong" with the server\'s message', async () => {
    mockFetch({
      'GET /organizations/single/acme': { body: { result: { organization: acme } } },
      'POST /organizations/accept-invitation': { status: 403, body: { message: 'This invitation was sent to another account' } },
    });
    renderPage('/accept-organization-invite?org=acme&key=k-9');

    fireEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));

    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByText('This invitation was sent to another account')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/accept-organization-invite?org=acme&key=k-9');
  });

  test('a link without its key says it is not valid', async () => {
    mockFetch({ 'GET /organizations/single/acme': { body: { result: { organization: acme } } } });
    renderPage('/accept-organization-invite?org=acme');

    expect(await screen.findByText('This link is not valid or has expired')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  });
});
