import { Suspense } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useRoutes } from 'react-router-dom';
import { mockFetch } from '../testing/fetch';
import { ama, renderAt, storeSession } from '../testing/render';
import { pageRoutes } from './routes';

function Table() {
  return <Suspense fallback={<p>loading</p>}>{useRoutes(pageRoutes)}</Suspense>;
}

const listing = {
  id: 'p-1', category: 'residential', type: 'house', typeLabel: 'House', acquisition: 'buy', status: 'published', price: 950000, currency: 'GHS',
  bedrooms: 3, bathrooms: 2, images: [], location_details: { town: 'Osu', city: 'Accra', region: 'greater_accra' }, location: { type: 'Point', coordinates: [-0.183, 5.556] },
};
const page = { body: { result: { properties: [listing], total: 1, page: 1, pageSize: 15 } } };

async function open(route: string) {
  await act(async () => {
    renderAt(<Table />, route);
  });
}

describe('Listed Properties in the dashboards', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  test('an owner\'s Properties tab lists their own listings, with every action', async () => {
    const owner = { ...ama, user_type: 'owner' };
    storeSession({ token: 't-1', user: owner });
    const { calls } = mockFetch({ 'GET /auth/user': { body: owner }, 'GET /properties': page });
    await open('/owner-dashboard?tab=properties');

    const card = await screen.findByRole('article', { name: 'House in Osu' });
    expect(calls.some((call) => call.path === '/properties')).toBe(true);
    expect(screen.getByRole('button', { name: 'Add Property' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'More actions for House in Osu' }));
    expect(within(await screen.findByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Hide', 'Mark as sold', 'Archive', 'Delete']);
  });

  test('a member lists for the organization: the tab shows its listings, with what their permissions allow', async () => {
    const member = { ...ama, user_type: 'organization_member', organization: { id: 'o-1', name: 'Acme Homes', url_name: 'acme', permissions: ['list_properties'] } };
    storeSession({ token: 't-2', user: member });
    const { calls } = mockFetch({ 'GET /auth/user': { body: member }, 'GET /organizations/properties': page });
    await open('/owner-dashboard?tab=properties');

    const card = await screen.findByRole('article', { name: 'House in Osu' });
    expect(calls.some((call) => call.path === '/organizations/properties')).toBe(true);
    fireEvent.click(within(card).getByRole('button', { name: 'More actions for House in Osu' }));
    expect(within(await screen.findByRole('menu')).queryByRole('menuitem', { name: 'Delete' })).toBeNull();
  });

  test('an owner who joined an organization sees their own listings and the organization\'s apart, each adding under its own name', async () => {
    const member = { ...ama, user_type: 'organization_member', base_user_type: 'owner', organization: { id: 'o-1', name: 'Acme Homes', url_name: 'acme', permissions: ['list_properties'] } };
    storeSession({ token: 't-4', user: member });
    const mine = { body: { result: { properties: [{ ...listing, id: 'p-2', location_details: { ...listing.location_details, town: 'Labone' } }], total: 1, page: 1, pageSize: 15 } } };
    mockFetch({ 'GET /auth/user': { body: member }, 'GET /properties': mine, 'GET /organizations/properties': page });
    await open('/owner-dashboard?tab=properties');

    const own = await screen.findByRole('region', { name: 'Listed under your own name' });
    const theirs = screen.getByRole('region', { name: 'Listed for Acme Homes' });
    expect(await within(own).findByRole('article', { name: 'House in Labone' })).toBeTruthy();
    expect(await within(theirs).findByRole('article', { name: 'House in Osu' })).toBeTruthy();
    expect(within(own).queryByRole('article', { name: 'House in Osu' })).toBeNull();
  });

  test('the organization\'s own dashboard opens on Listed Properties', async () => {
    const organization = { id: 'o-1', _id: 'o-1', name: 'Acme Homes', url_name: 'acme', email: 'info@acme.com.gh' };
    storeSession({ token: 't-3', organization });
    mockFetch({
      'GET /organizations/user': { body: { result: { organization } } },
      'GET /organizations/single/acme': { body: { result: { organization } } },
      'GET /organizations/properties': page,
    });
    await open('/organization-dashboard');

    expect(await screen.findByRole('heading', { name: 'Listed Properties' })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'House in Osu' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Property' })).toBeTruthy();
  });
});
