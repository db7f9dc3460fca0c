import { Suspense } from 'react';
import { act, screen } from '@testing-library/react';
import { useRoutes } from 'react-router-dom';
import { mockFetch } from '../testing/fetch';
import { ama, renderAt, storeSession } from '../testing/render';
import { toOrganizationViewer } from './organization-viewer';
import { pageRoutes } from './routes';

function Table() {
  return <Suspense fallback={<p>loading</p>}>{useRoutes(pageRoutes)}</Suspense>;
}

const acme = { _id: 'o-1', id: 'o-1', name: 'Acme Homes', url_name: 'acme' };
const esi = { id: 'u-2', firstName: 'Esi', lastName: 'Owusu', email: 'esi@example.com', permissions: ['list_properties'] };

describe('the organization routes', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  test('the viewer is read from the stored session: a member carries the organization and permissions GET /auth/user gave', () => {
    expect(toOrganizationViewer({ token: null, user: null, organization: null })).toEqual({ kind: 'visitor' });
    expect(toOrganizationViewer({ token: 't', user: null, organization: { _id: 'o-1', name: 'Acme Homes', url_name: 'acme' } })).toEqual({
      kind: 'organization',
      id: 'o-1',
      urlName: 'acme',
      name: 'Acme Homes',
    });
    expect(
      toOrganizationViewer({
        token: 't',
        user: { ...ama, organization: { id: 'o-1', name: 'Acme Homes', url_name: 'acme', permissions: ['manage_users', 7] } },
        organization: null,
      }),
    ).toEqual({ kind: 'user', id: 'u-1', organization: { id: 'o-1', urlName: 'acme', name: 'Acme Homes', permissions: ['manage_users'] } });
    expect(toOrganizationViewer({ token: 't', user: { ...ama, organization: null }, organization: null })).toEqual({ kind: 'user', id: 'u-1', organization: undefined });
  });

  test('a signed-in member with Manage Users manages the users from /org/{url_name}', async () => {
    const member = { ...ama, user_type: 'organization_member', organization: { id: 'o-1', name: 'Acme Homes', url_name: 'acme', permissions: ['list_properties', 'manage_users'] } };
    storeSession({ token: 't-1', user: member });
    mockFetch({
      'GET /auth/user': { body: member },
      'GET /organizations/single/acme': { body: { result: { organization: acme } } },
      'GET /organization/fetch-users/o-1': { body: { users: [esi] } },
    });
    await act(async () => {
      renderAt(<Table />, '/org/acme?tab=users');
    });

    expect(await screen.findByText('Esi Owusu')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add User' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Esi Owusu' })).toBeTruthy();
  });

  test('/organization-registration shows the registration form', async () => {
    mockFetch({});
    await act(async () => {
      renderAt(<Table />, '/organization-registration');
    });

    expect(await screen.findByRole('heading', { name: 'Register an organization' })).toBeTruthy();
    expect(screen.getByLabelText('Web name')).toBeTruthy();
  });
});
