import { Suspense } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useRoutes } from 'react-router-dom';
import { resetSavedStore } from '../features/saved/saved-store';
import { mockFetch } from '../testing/fetch';
import { apiProperty } from '../testing/properties';
import { ama, renderAt, storeSession } from '../testing/render';
import { pageRoutes } from './routes';

// OpenLayers needs a real canvas; the page's small map is checked in the browser journeys.
jest.mock('../components/map/ol-map', () => ({
  createMapEngine: () => ({ setMarkers: jest.fn(), setHighlighted: jest.fn(), focus: jest.fn(), showPopup: jest.fn(), updateSize: jest.fn(), destroy: jest.fn(), map: {} }),
}));
jest.setTimeout(20_000);

function Table() {
  return <Suspense fallback={<p>loading</p>}>{useRoutes(pageRoutes)}</Suspense>;
}

async function visit(house: Record<string, unknown>, routes: Parameters<typeof mockFetch>[0] = {}) {
  const mock = mockFetch({
    'GET /properties/search/p-1': { body: house },
    'GET /auth/user': { body: ama },
    'GET /saved-properties/ids': { body: { result: { ids: [] } } },
    'GET /offers': { body: { result: { offers: [] } } },
    'GET /settings/exchange-rate': { body: { usdToGhs: 15, setAt: null, indicative: true } },
    ...routes,
  });
  await act(async () => {
    renderAt(<Table />, '/property/p-1');
  });
  await screen.findByRole('heading', { level: 1, name: 'Family house near the A&C Mall' });
  return mock;
}

describe('/property/:id with Make offer', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    resetSavedStore();
  });

  test('a signed-in seeker opens the offer form of the offers feature', async () => {
    storeSession({ token: 'token-ama', user: ama });
    await visit(apiProperty({ id: 'p-1', title: 'Family house near the A&C Mall', ownerId: 'u-9' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Make offer' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Make an offer' });
    expect(await within(dialog).findByLabelText(/Monthly rent you offer/)).toBeTruthy();
  });

  test('the person who lists it is spoken to as its owner: Offers and Viewings in the dashboard, Edit and Share, no Make offer (issue 32)', async () => {
    storeSession({ token: 'token-ama', user: ama });
    const { calls } = await visit(apiProperty({ id: 'p-1', title: 'Family house near the A&C Mall', ownerId: ama.id }));
    expect(screen.queryByRole('button', { name: 'Make offer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Arrange Viewing' })).toBeNull();
    const mine = screen.getByTestId('owner-actions');
    expect(within(mine).getByRole('link', { name: 'Offers' }).getAttribute('href')).toBe('/owner-dashboard?tab=offers');
    expect(within(mine).getByRole('link', { name: 'Viewings' }).getAttribute('href')).toBe('/owner-dashboard?tab=calendar');
    expect(within(mine).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(mine).getAllByRole('button', { name: 'Share' }).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.path === '/offers')).toBe(false);
  });

  test('an organization’s session has no Make offer: offers are a person’s', async () => {
    storeSession({ token: 'token-org', organization: { id: 'org-1', name: 'Acme Homes', url_name: 'acme' } });
    await visit(apiProperty({ id: 'p-1', title: 'Family house near the A&C Mall' }), { 'GET /organizations/user': { body: { organization: { id: 'org-1', name: 'Acme Homes', url_name: 'acme' } } } });
    expect(screen.queryByRole('button', { name: 'Make offer' })).toBeNull();
  });
});
