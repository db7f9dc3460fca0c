import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { mockFetch } from '../../../testing/fetch';
import { renderAt, storeSession } from '../../../testing/render';
import { OwnOrganizationDashboardPage } from './own-organization-dashboard-page';

const acme = { _id: 'o-1', id: 'o-1', name: 'Acme Homes', url_name: 'acme', email: 'info@acme.com.gh', phone: '+233302123456', address: 'Osu, Accra' };

function renderPage(route = '/organization-dashboard', props: Parameters<typeof OwnOrganizationDashboardPage>[0] = {}) {
  renderAt(
    <Routes>
      <Route path="/organization-dashboard" element={<OwnOrganizationDashboardPage {...props} />} />
    </Routes>,
    route,
  );
}

describe('the organization\'s own dashboard', () => {
  beforeEach(() => {
    localStorage.clear();
    storeSession({ token: 't-org', organization: { name: 'Acme Homes', url_name: 'acme' } });
  });

  test('loads the organization, then its record by url_name, and lists its members by url_name on the Users tab', async () => {
    const { calls } = mockFetch({
      'GET /organizations/user': { body: acme },
      'GET /organizations/single/acme': { body: { result: { organization: { id: 'o-1', name: 'Acme Homes', url_name: 'acme' } } } },
      'GET /organizations/fetch-members/acme': { body: { users: [] } },
    });
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Acme Homes' })).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['/organizations/user', '/organizations/single/acme']);
    expect(calls[0]?.headers.Authorization).toBe('Bearer t-org');

    fireEvent.click(screen.getByRole('tab', { name: 'Users' }));
    expect(await screen.findByText(/No users yet/)).toBeTruthy();
    expect(calls[2]?.path).toBe('/organizations/fetch-members/acme');
    expect(screen.getByRole('button', { name: 'Add User' })).toBeTruthy();
  });

  test('a Payments tab shows the payments made for its listings when the app hands them in, and is absent otherwise', async () => {
    mockFetch({
      'GET /organizations/user': { body: acme },
      'GET /organizations/single/acme': { body: { result: { organization: acme } } },
    });
    renderPage('/organization-dashboard?tab=payments', { renderPayments: () => <p>the payments panel</p> });
    expect(await screen.findByText('the payments panel')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Payments', selected: true })).toBeTruthy();
  });

  test('without a payments panel there is no Payments tab', async () => {
    mockFetch({
      'GET /organizations/user': { body: acme },
      'GET /organizations/single/acme': { body: { result: { organization: acme } } },
    });
    renderPage('/organization-dashboard?tab=payments');
    expect(await screen.findByRole('heading', { name: 'Acme Homes' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Payments' })).toBeNull();
  });

  test('the Profile tab shows the organization\'s own contact details', async () => {
    mockFetch({
      'GET /organizations/user': { body: acme },
      'GET /organizations/single/acme': { body: { result: { organization: acme } } },
    });
    renderPage('/organization-dashboard?tab=profile');

    expect(await screen.findByText('info@acme.com.gh')).toBeTruthy();
    expect(screen.getByText('030 212 3456')).toBeTruthy();
  });

  test('a failed load shows "Could not load organization" with the server\'s detail and Go Back', async () => {
    mockFetch({ 'GET /organizations/user': { status: 503, body: { message: 'Try again in a moment' } } });
    renderPage();

    expect(await screen.findByText('Could not load organization')).toBeTruthy();
    expect(screen.getByText('Try again in a moment')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Back' }).getAttribute('href')).toBe('/');
  });
});
