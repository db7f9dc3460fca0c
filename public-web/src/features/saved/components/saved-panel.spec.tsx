import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '../../../testing/fetch';
import { apiProperty } from '../../../testing/properties';
import { ama, renderAt, storeSession } from '../../../testing/render';
import { resetSavedStore } from '../saved-store';
import { SavedPanel } from './saved-panel';

const published = {
  _id: 'p-1',
  savedAt: '2026-11-22T09:00:00.000Z',
  available: true,
  status: 'published',
  statusText: 'Available',
  property: apiProperty({ id: 'p-1', title: 'Family house near the A&C Mall' }),
};
const let_ = {
  _id: 'p-2',
  savedAt: '2026-11-20T09:00:00.000Z',
  available: false,
  status: 'let',
  statusText: 'Let: no longer available',
  property: { _id: 'p-2', id: 'p-2', title: 'Chamber and hall in Kasoa', thumbnail: '/api/properties/images/k-1/thumb.webp', price: 800, currency: 'GHS', priceGhs: 800, paymentPlanLabel: 'per/mth', status: 'let' },
};
const deleted = {
  _id: 'p-3',
  savedAt: '2026-11-18T09:00:00.000Z',
  available: false,
  status: 'deleted',
  statusText: 'Removed by its lister',
  property: { _id: 'p-3', id: 'p-3', title: null, thumbnail: null, price: null, currency: null, priceGhs: null, status: 'deleted' },
};

async function show(routes: Parameters<typeof mockFetch>[0]) {
  storeSession({ token: 't-ama', user: ama });
  const mock = mockFetch({ 'GET /saved-properties/ids': { body: { result: { ids: ['p-1', 'p-2', 'p-3'] } } }, ...routes });
  await act(async () => {
    renderAt(<SavedPanel />);
  });
  return mock;
}

describe('the Saved tab', () => {
  beforeEach(() => {
    localStorage.clear();
    resetSavedStore();
  });

  test('lists the saved properties most recently saved first; one still published links to its page with its price', async () => {
    await show({ 'GET /saved-properties': { body: { result: { properties: [published, let_, deleted] } } } });

    const list = await screen.findByRole('list', { name: 'Your saved properties' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Family house near the A&C Mall', 'Chamber and hall in Kasoa', 'This property']);
    const link = within(cards[0]!).getByRole('link', { name: 'Family house near the A&C Mall' });
    expect(link.getAttribute('href')).toBe('/property/p-1');
    expect(cards[0]!.textContent).toContain('GH₵ 4,500 per/mth');
    expect(cards[0]!.textContent).toContain('Saved 22 Nov 2026');
  });

  test('a let, deleted or taken-down property stays, with its last title, photo and price, saying plainly what became of it and linking to its page, which tells the rest', async () => {
    const removed = { ...deleted, _id: 'p-4', status: 'removed', fate: 'removed', property: { ...deleted.property, _id: 'p-4', id: 'p-4', title: 'Cheap flat in Osu' } };
    await show({ 'GET /saved-properties': { body: { result: { properties: [published, let_, deleted, removed] } } } });

    const list = await screen.findByRole('list', { name: 'Your saved properties' });
    const [, letCard, deletedCard, removedCard] = within(list).getAllByRole('article');
    expect(letCard!.textContent).toContain('Let: no longer available');
    expect(letCard!.textContent).toContain('GH₵ 800 per/mth');
    expect(letCard!.querySelector('img')?.getAttribute('src')).toBe('/api/properties/images/k-1/thumb.webp');
    expect(within(letCard!).getByRole('link', { name: 'Chamber and hall in Kasoa' }).getAttribute('href')).toBe('/property/p-2');
    expect(letCard!.textContent).toContain('Open it to see what happened and similar properties nearby.');
    expect(removedCard!.textContent).toContain('Taken down by Fie');
    expect(deletedCard!.textContent).toContain('Deleted by its lister');
    expect(deletedCard!.textContent).not.toContain('GH₵');
    expect(within(deletedCard!).getByRole('button', { name: 'Remove This property from saved' })).toBeTruthy();
  });

  test('Remove takes a property off at once and says so', async () => {
    const { calls } = await show({
      'GET /saved-properties': { body: { result: { properties: [published, let_] } } },
      'DELETE /properties/p-2/save': { body: { message: 'Removed from saved', saved: false } },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Remove Chamber and hall in Kasoa from saved' }));
    expect(screen.queryByRole('article', { name: 'Chamber and hall in Kasoa' })).toBeNull();
    expect(await screen.findByText('Removed from saved')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/properties/p-2/save')).toBe(true);
  });

  test('when the server refuses a removal, the property comes back in its place with a flash', async () => {
    await show({
      'GET /saved-properties': { body: { result: { properties: [published, let_, deleted] } } },
      'DELETE /properties/p-2/save': { status: 503, body: { message: 'Try again in a moment' } },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Remove Chamber and hall in Kasoa from saved' }));
    expect(await screen.findByText('Could not remove Chamber and hall in Kasoa: Try again in a moment')).toBeTruthy();
    const cards = within(screen.getByRole('list', { name: 'Your saved properties' })).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Family house near the A&C Mall', 'Chamber and hall in Kasoa', 'This property']);
  });

  test('with nothing saved it says how to save, and offers the search', async () => {
    await show({ 'GET /saved-properties': { body: { result: { properties: [] } } } });

    expect(await screen.findByText('No saved properties yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search property' }).getAttribute('href')).toBe('/search-property');
  });

  test('a failed load says so, and Retry loads again', async () => {
    let attempts = 0;
    await show({ 'GET /saved-properties': () => (++attempts === 1 ? { status: 500, body: { message: 'The server stumbled' } } : { body: { result: { properties: [published] } } }) });

    expect((await screen.findByRole('alert')).textContent).toContain('The server stumbled');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('article', { name: 'Family house near the A&C Mall' })).toBeTruthy());
  });
});
