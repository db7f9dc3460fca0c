import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { mockFetch } from '../../../testing/fetch';
import { renderAt } from '../../../testing/render';
import type { OrganizationViewer } from '../viewer';
import { OrganizationPage } from './organization-page';

const acme = { _id: 'o-1', id: 'o-1', name: 'Acme Homes', url_name: 'acme', image: '', address: 'Osu, Accra' };
const esi = { id: 'u-2', firstName: 'Esi', lastName: 'Owusu', email: 'esi@example.com', permissions: ['list_properties'] };

function renderPage(viewer: OrganizationViewer, route = '/org/acme?tab=users') {
  renderAt(
    <Routes>
      <Route path="/org/:id" element={<OrganizationPage viewer={viewer} />} />
      <Route path="/" element={<p>Landing</p>} />
    </Routes>,
    route,
  );
}

const member = (permissions: string[]): OrganizationViewer => ({
  kind: 'user',
  id: 'u-9',
  organization: { id: 'o-1', urlName: 'acme', name: 'Acme Homes', permissions },
});

describe('the organization page /org/{id}', () => {
  beforeEach(() => localStorage.clear());

  test('shows a visitor the name, the initials when there is no logo, and only its public tabs, Properties first, each naming a panel that is there', async () => {
    mockFetch({
      'GET /organizations/single/acme': { body: { result: { organization: acme } } },
      'GET /organizations/acme/listings': { body: { result: { featured: [], properties: [], total: 0, page: 1, pageSize: 15 } } },
    });
    renderPage({ kind: 'visitor' }, '/org/acme');

    expect(await screen.findByRole('heading', { name: 'Acme Homes' })).toBeTruthy();
    expect(screen.getByText('AH')).toBeTruthy();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Properties', 'Profile']);
    expect(screen.getByRole('tab', { name: 'Properties' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('Acme Homes has no properties listed at the moment.')).toBeTruthy();
    for (const tab of screen.getAllByRole('tab')) {
      const controls = tab.getAttribute('aria-controls');
      if (controls) expect(document.getElementById(controls)?.getAttribute('role')).toBe('tabpanel');
    }
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(screen.getByRole('tab', { name: 'Properties' }).id);
  });

  test('a member sees all nine tabs', async () => {
    mockFetch({ 'GET /organizations/single/acme': { body: { result: { organization: acme } } }, 'GET /organization/fetch-users/o-1': { body: { users: [esi] } } });
    renderPage(member(['list_properties']));

    await screen.findByText('Esi Owusu');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Properties', 'Users', 'Requests', 'Documents', 'Advertisements', 'Messages', 'Offers', 'Calendar', 'Profile']);
  });

  test('a visitor sent to the users (?tab=users) has no Users tab: the page opens on its listings, and nothing of its users is fetched', async () => {
    const { calls } = mockFetch({
      'GET /organizations/single/acme': { body: { result: { organization: acme } } },
      'GET /organizations/acme/listings': { body: { result: { featured: [], properties: [], total: 0, page: 1, pageSize: 15 } } },
    });
    renderPage({ kind: 'visitor' });

    expect(await screen.findByText('Acme Homes has no properties listed at the moment.')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Users' })).toBeNull();
    expect(calls.map((call) => call.path)).not.toContain('/organization/fetch-users/o-1');
  });

  test('a member sees the users (fetch-users by id) but without Manage Users cannot change them', async () => {
    const { calls } = mockFetch({
      'GET /organizations/single/acme': { body: { result: { organization: acme } } },
      'GET /organization/fetch-users/o-1': { body: { users: [esi] } },
    });
    renderPage(member(['list_properties']));

    expect(await screen.findByText('Esi Owusu')).toBeTruthy();
    expect(calls[1]?.path).toBe('/organization/fetch-users/o-1');
    expect(screen.queryByRole('button', { name: 'Add User' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Esi Owusu' })).toBeNull();
  });

  test('a member with Manage Users gets Add User, edit and remove', async () => {
    mockFetch({
      'GET /organizations/single/acme': { body: { result: { organization: acme } } },
      'GET /organization/fetch-users/o-1': { body: { users: [esi] } },
    });
    renderPage(member(['list_properties', 'manage_users']));

    expect(await screen.findByText('Esi Owusu')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add User' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Esi Owusu' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Esi Owusu' })).toBeTruthy();
  });

  test('a member of another organization sees no users', async () => {
    mockFetch({ 'GET /organizations/single/acme': { body: { result: { organization: acme } } } });
    renderPage({ kind: 'user', id: 'u-9', organization: { id: 'o-2', urlName: 'other', name: 'Other', permissions: ['manage_users'] } });

    await screen.findByRole('tab', { name: 'Properties' });
    expect(screen.queryByRole('tab', { name: 'Users' })).toBeNull();
  });

  test('choosing a tab puts it in the address', async () => {
    mockFetch({ 'GET /organizations/single/acme': { body: { result: { organization: acme } } } });
    renderPage({ kind: 'visitor' }, '/org/acme');

    fireEvent.click(await screen.findByRole('tab', { name: 'Profile' }));

    expect(screen.getByTestId('location').textContent).toBe('/org/acme?tab=profile');
    expect(screen.getByText('Osu, Accra')).toBeTruthy();
  });

  test('an organization that cannot be loaded shows "Could not load organization" with the reason and Go Back', async () => {
    mockFetch({ 'GET /organizations/single/nobody': { status: 404, body: { message: 'Organization not found' } } });
    renderPage({ kind: 'visitor' }, '/org/nobody');

    expect(await screen.findByText('Could not load organization')).toBeTruthy();
    expect(screen.getByText('Organization not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Back' }).getAttribute('href')).toBe('/');
  });
});
