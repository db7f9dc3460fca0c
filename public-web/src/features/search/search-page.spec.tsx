import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, type Call } from '../../testing/fetch';
import { apiProperty, searchAnswer } from '../../testing/properties';
import { renderAt } from '../../testing/render';
import { SearchPage } from './search-page';

const PARTNER_TITLE = 'Discover related results from other real estate companies.';

const location = () => screen.getByTestId('location').textContent;

describe('the search page', () => {
  test('runs the search from the address once on opening and shows the results as cards', async () => {
    const { calls } = mockFetch({ 'POST /properties/search': { body: searchAnswer([apiProperty({ id: 'p-1' }), apiProperty({ id: 'p-2', price: 6000 })]) } });
    renderAt(<SearchPage />, '/search-property?location=East%20Legon&acquisition=rent');

    expect(await screen.findByText('2 properties')).toBeTruthy();
    const searches = calls.filter((c) => c.path === '/properties/search');
    expect(searches).toHaveLength(1);
    expect(searches[0]!.body).toMatchObject({ location: 'East Legon', acquisition: 'rent', category: 'residential', min_price: '', bedrooms: '', page: 1, pageSize: 15 });
    const results = screen.getByRole('list', { name: 'Search results' });
    expect(within(results).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/property/p-1', '/property/p-2']);
  });

  test('a place the server does not know is searched in the listings\' addresses, and the page says so', async () => {
    mockFetch({ 'POST /properties/search': { body: searchAnswer([apiProperty({ id: 'p-1' })], { place: null, unknownPlace: 'Sraha' }) } });
    renderAt(<SearchPage />, '/search-property?location=Sraha');
    expect((await screen.findByRole('note')).textContent).toContain('We don’t know the place “Sraha” yet, so these are listings whose address mentions it.');
    expect(screen.getByText('1 property')).toBeTruthy();
  });

  test('a failed search says so in plain words and Retry runs it again', async () => {
    let round = 0;
    mockFetch({
      'POST /properties/search': () => (++round === 1 ? { status: 500, body: { message: 'Internal error', code: 'Internal' } } : { body: searchAnswer([apiProperty()]) }),
    });
    renderAt(<SearchPage />, '/search-property');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong on our side while searching. Please try again in a moment.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 property')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(round).toBe(2);
  });

  test('without a connection, the message says to check it', async () => {
    mockFetch({ 'POST /properties/search': new TypeError('Failed to fetch') });
    renderAt(<SearchPage />, '/search-property');
    expect((await screen.findByRole('alert')).textContent).toContain('We could not reach Fie. Check your connection, then try again.');
  });

  test('an empty result says so and suggests widening the map or the filters', async () => {
    mockFetch({ 'POST /properties/search': { body: searchAnswer([]) } });
    renderAt(<SearchPage />, '/search-property?bbox=-1.7,6.6,-1.5,6.8');
    expect(await screen.findByRole('heading', { name: 'No properties match this search' })).toBeTruthy();
    expect(screen.getByText(/zooming the map out/)).toBeTruthy();
  });

  test('partner listings show apart from ours, skipping items whose title and bedrooms are "undefined"', async () => {
    mockFetch({
      'POST /properties/search': {
        body: searchAnswer([apiProperty()], {
          scrapperProperties: [
            { title: 'undefined', bedrooms: 'undefined' },
            { title: 'Two-bedroom flat, Spintex', bedrooms: 2, price: 3000, currency: 'GHS', source: 'Accra Homes Ltd', url: 'https://partner.example/a1' },
          ],
        }),
      },
    });
    renderAt(<SearchPage />, '/search-property');
    const section = (await screen.findByRole('heading', { name: PARTNER_TITLE })).closest('section')!;
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]!).getByRole('link', { name: 'Two-bedroom flat, Spintex' }).getAttribute('href')).toBe('#');
    expect(cards[0]!.textContent).toContain('Listed by Accra Homes Ltd');
    expect(within(cards[0]!).getByRole('link', { name: 'See it on their site' }).getAttribute('href')).toBe('https://partner.example/a1');
  });

  test('with no partner listings there is no partner section: visitors are not told about our back office', async () => {
    mockFetch({ 'POST /properties/search': { body: searchAnswer([apiProperty()]) } });
    renderAt(<SearchPage />, '/search-property');
    await screen.findByText('1 property');
    expect(screen.queryByRole('heading', { name: PARTNER_TITLE })).toBeNull();
    expect(screen.queryByText(/partner feeds/)).toBeNull();
  });

  test('choosing an acquisition searches again and keeps the address in step, so the search can be shared', async () => {
    const { calls } = mockFetch({ 'POST /properties/search': { body: searchAnswer([apiProperty()]) } });
    renderAt(<SearchPage />, '/search-property?location=Osu');
    await screen.findByText('1 property');
    fireEvent.click(screen.getByRole('button', { name: /^Short stay/ }));
    await waitFor(() => expect(location()).toBe('/search-property?location=Osu&acquisition=short_stay'));
    const last = calls.filter((c: Call) => c.path === '/properties/search').at(-1)!;
    expect(last.body).toMatchObject({ location: 'Osu', acquisition: 'short_stay', page: 1 });
  });

  test('the location box suggests places in Ghana; choosing one searches it', async () => {
    const { calls } = mockFetch({
      'POST /properties/search': { body: searchAnswer([apiProperty()]) },
      'GET /places': { body: { places: [{ id: 'greater_accra:east-legon', name: 'East Legon', kind: 'neighbourhood', label: 'East Legon, Accra, Greater Accra', regionCode: 'greater_accra', regionName: 'Greater Accra', lat: 5.636, lon: -0.161 }] } },
    });
    renderAt(<SearchPage />, '/search-property');
    await screen.findByText('1 property');
    fireEvent.change(screen.getByRole('combobox', { name: 'Location' }), { target: { value: 'east leg' } });
    fireEvent.click(await screen.findByRole('option', { name: /East Legon/ }));
    await waitFor(() => expect(location()).toBe('/search-property?location=East+Legon'));
    expect(calls.find((c) => c.path === '/places')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/properties/search').at(-1)!.body).toMatchObject({ location: 'East Legon' });
  });

  test('facet counts show in the filter bar', async () => {
    mockFetch({ 'POST /properties/search': { body: searchAnswer([apiProperty()], { total: 123, facets: { category: { buckets: [{ key: 'residential', count: 123 }] }, acquisition: { buckets: [{ key: 'rent', count: 100 }, { key: 'buy', count: 23 }] }, type: { buckets: [] }, bedrooms: { buckets: [] } } }) } });
    renderAt(<SearchPage />, '/search-property');
    expect(await screen.findByRole('button', { name: 'Category: Residential (123)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rent (100)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Short stay (0)' })).toBeTruthy();
  });
});
