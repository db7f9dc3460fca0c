import { Suspense } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useRoutes } from 'react-router-dom';
import { resetSavedStore } from '../features/saved/saved-store';
import { mockFetch } from '../testing/fetch';
import { apiProperty, searchAnswer } from '../testing/properties';
import { ama, renderAt, storeSession } from '../testing/render';
import { pageRoutes } from './routes';

// The whole property page and its sign-in dialog, rendered for each test: slow when CI shares the machine.
jest.setTimeout(30_000);

// OpenLayers needs a real canvas; the page's small map is checked in the browser journeys.
jest.mock('../components/map/ol-map', () => ({
  createMapEngine: () => ({ setMarkers: jest.fn(), setHighlighted: jest.fn(), focus: jest.fn(), showPopup: jest.fn(), updateSize: jest.fn(), destroy: jest.fn(), map: {} }),
}));

function Table() {
  return <Suspense fallback={<p>loading</p>}>{useRoutes(pageRoutes)}</Suspense>;
}

const house = apiProperty({ id: 'p-1', title: 'Family house near the A&C Mall' });
const myNote = { _id: 'n-1', id: 'n-1', note: 'Ask about the borehole', property_id: 'p-1', created_at: '2026-11-20T09:15:00.000Z', updated_at: '2026-11-20T09:15:00.000Z' };

async function visit(routes: Parameters<typeof mockFetch>[0]) {
  const mock = mockFetch({ 'GET /properties/search/p-1': { body: house }, ...routes });
  await act(async () => {
    renderAt(<Table />, '/property/p-1');
  });
  await screen.findByRole('heading', { level: 1, name: 'Family house near the A&C Mall' });
  return mock;
}

describe('/property/:id with notes and the heart', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    resetSavedStore();
  });

  test('a visitor who presses Notes signs in, and their own notes open once the sign-in dialog closes', async () => {
    await visit({
      'POST /auth/login': { body: { token: 'token-ama', user: ama } },
      'GET /auth/user': { body: ama },
      'GET /notes/fetch-property-notes/p-1': { body: { result: { notes: [myNote] } } },
      'GET /saved-properties/ids': { body: { result: { ids: [] } } },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Notes' }));
    const login = await screen.findByRole('dialog', { name: 'Login' });
    expect(screen.queryByRole('dialog', { name: 'Your notes' })).toBeNull();
    fireEvent.change(within(login).getByLabelText('Email or phone'), { target: { value: 'ama@example.com' } });
    fireEvent.change(within(login).getByLabelText('Password'), { target: { value: 'Akwaaba#2026' } });
    fireEvent.click(within(login).getByRole('button', { name: 'Login' }));

    const drawer = await screen.findByRole('dialog', { name: 'Your notes' }, { timeout: 5000 });
    expect(await within(drawer).findByText('Ask about the borehole')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull();
    // 'Signed in' stays in view for 2 s before the dialog closes.
  }, 15_000);

  test('a visitor who closes the sign-in dialog gets no notes drawer', async () => {
    const { calls } = await visit({});

    fireEvent.click(screen.getByRole('button', { name: 'Notes' }));
    const login = await screen.findByRole('dialog', { name: 'Login' });
    fireEvent.keyDown(login, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull());

    // Signing in later, some other way, must not open the drawer out of the blue.
    await act(async () => {
      storeSession({ token: 'token-ama', user: ama });
    });
    expect(screen.queryByRole('dialog', { name: 'Your notes' })).toBeNull();
    expect(calls.some((c) => c.path.startsWith('/notes/'))).toBe(false);
  });

  test('a signed-in person sees their heart filled beside the title, and Notes opens their notes at once', async () => {
    storeSession({ token: 'token-ama', user: ama });
    await visit({
      'GET /auth/user': { body: ama },
      'GET /saved-properties/ids': { body: { result: { ids: ['p-1'] } } },
      'GET /notes/fetch-property-notes/p-1': { body: { result: { notes: [] } } },
    });

    const heart = await screen.findByRole('button', { name: 'Save Family house near the A&C Mall' });
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(screen.getByRole('button', { name: 'Notes' }));
    const drawer = await screen.findByRole('dialog', { name: 'Your notes' });
    expect(await within(drawer).findByText('Only you can read your notes.')).toBeTruthy();
  });

  test('an organization\'s session gets neither notes nor the heart: both are a person\'s', async () => {
    storeSession({ token: 't-org', organization: { _id: 'o-1', name: 'Acme Homes', url_name: 'acme' } });
    await visit({ 'GET /organizations/user': { body: { _id: 'o-1', name: 'Acme Homes', url_name: 'acme' } } });

    expect(screen.queryByRole('button', { name: 'Notes' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Save / })).toBeNull();
  });
});

describe('/search-property with the heart', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    resetSavedStore();
  });

  test('every card carries a heart, filled for what the person saved, from one call; pressing one saves it', async () => {
    storeSession({ token: 'token-ama', user: ama });
    const { calls } = mockFetch({
      'GET /auth/user': { body: ama },
      'POST /properties/search': { body: searchAnswer([apiProperty({ id: 'p-1' }), apiProperty({ id: 'p-2', location_details: { town: 'Osu', city: 'Accra' } })]) },
      'GET /saved-properties/ids': { body: { result: { ids: ['p-2'] } } },
      'POST /properties/p-1/save': { body: { message: 'Saved', saved: true } },
    });
    await act(async () => {
      renderAt(<Table />, '/search-property');
    });

    const results = await screen.findByRole('list', { name: 'Search results' });
    const legon = await within(results).findByRole('button', { name: 'Save House in East Legon, Accra' });
    const osu = within(results).getByRole('button', { name: 'Save House in Osu, Accra' });
    await waitFor(() => expect(osu.getAttribute('aria-pressed')).toBe('true'));
    expect(legon.getAttribute('aria-pressed')).toBe('false');
    expect(calls.filter((c) => c.path === '/saved-properties/ids')).toHaveLength(1);

    fireEvent.click(legon);
    expect(legon.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/properties/p-1/save')).toBe(true));
    // The heart is beside the card's link: pressing it did not open the property.
    expect(screen.getByTestId('location').textContent).toBe('/search-property');
  });
});
