import { screen } from '@testing-library/react';
import { mockFetch } from '../../testing/fetch';
import { apiProperty, searchAnswer } from '../../testing/properties';
import { renderAt } from '../../testing/render';
import { SEARCH_DRAWER_WIDTH, SearchDrawer } from './search-drawer';

test('the search drawer is titled Search, searches at once, and shows the controls and results without a map or touching the address', async () => {
  const { calls } = mockFetch({ 'POST /properties/search': { body: searchAnswer([apiProperty({ id: 'p-1' })]) } });
  renderAt(<SearchDrawer open onClose={jest.fn()} />, '/owner-dashboard?tab=profile');

  expect(screen.getByRole('heading', { name: 'Search' })).toBeTruthy();
  expect(await screen.findByText('1 property')).toBeTruthy();
  expect(screen.getByRole('combobox', { name: 'Location' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Filter' })).toBeTruthy();
  expect(screen.getByRole('link', { name: /House in East Legon/ }).getAttribute('href')).toBe('/property/p-1');
  expect(screen.queryByTestId('property-map')).toBeNull();
  expect(screen.getByTestId('location').textContent).toBe('/owner-dashboard?tab=profile');
  expect(calls.filter((c) => c.path === '/properties/search')).toHaveLength(1);
  expect(SEARCH_DRAWER_WIDTH).toBe(500);
});
