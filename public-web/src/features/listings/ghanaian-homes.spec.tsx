import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, type Call } from '../../testing/fetch';
import { apiProperty, searchAnswer } from '../../testing/properties';
import { renderAt } from '../../testing/render';
import { RequestForm } from '../requests/components/request-form';
import { emptyRequest } from '../requests/form/values';
import { SearchPage } from '../search/search-page';
import { CategoryListingForm } from './form/category-forms';

// Issue 20: a single room, a chamber and hall, a self-contained and a compound house are offered wherever a home's type is.
jest.mock('./components/location/pin-map', () => ({ __esModule: true, default: () => <div data-testid="pin-map" /> }));

const homes = ['Single room', 'Chamber and hall', 'Self-contained', 'Compound house'];
const optionsOf = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);

test('the residential listing form offers them as the property type', async () => {
  mockFetch({});
  renderAt(<CategoryListingForm category="residential" />);
  await screen.findByTestId('pin-map');
  const type = screen.getByRole('combobox', { name: 'Property type' });
  expect(optionsOf(type)).toEqual(expect.arrayContaining(['House', 'Apartment', ...homes]));
  fireEvent.change(type, { target: { value: 'chamber_and_hall' } });
  expect((type as HTMLSelectElement).value).toBe('chamber_and_hall');
});

test('the search page\'s Type menu offers them, and choosing one searches for it under its plural', async () => {
  const { calls } = mockFetch({ 'POST /properties/search': { body: searchAnswer([apiProperty()]) } });
  renderAt(<SearchPage />, '/search-property?category=residential');
  await screen.findByText('1 property');
  fireEvent.click(screen.getByRole('button', { name: 'Type' }));
  const menu = await screen.findByRole('menu', { name: 'Type' });
  // Each with its count of results, as the search's facets tell it.
  const items = within(menu).getAllByRole('menuitem').map((item) => item.textContent?.replace(/ \(\d+\)$/, ''));
  expect(items).toEqual(expect.arrayContaining(['House', ...homes]));
  fireEvent.click(within(menu).getByRole('menuitem', { name: /^Chamber and hall/ }));
  await waitFor(() => expect(calls.filter((c: Call) => c.path === '/properties/search').at(-1)!.body).toMatchObject({ category: 'residential', type: 'chamber_and_hall' }));
  expect(await screen.findByRole('heading', { name: /^Chamber and halls/ })).toBeTruthy();
});

test('the request form offers them as the type of home wanted', () => {
  renderAt(<RequestForm values={{ ...emptyRequest, category: 'residential' }} onChange={() => undefined} errors={{}} busy={false} submitLabel="Post" onSubmit={() => undefined} />);
  expect(optionsOf(screen.getByRole('combobox', { name: 'Type' }))).toEqual(expect.arrayContaining(['House', ...homes]));
});
