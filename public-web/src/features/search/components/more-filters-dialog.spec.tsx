import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, type Call } from '../../../testing/fetch';
import { apiProperty, searchAnswer } from '../../../testing/properties';
import { renderAt } from '../../../testing/render';
import { SearchPage } from '../search-page';

// Each test renders the whole search page and walks a dialog of some forty fields: a few seconds alone, and three
// or four times that when CI's other suites share the two cores.
jest.setTimeout(45_000);

const lastSearch = (calls: Call[]) => calls.filter((c) => c.path === '/properties/search').at(-1)!.body as Record<string, unknown>;

async function openDialog() {
  // A dialog that is closing still hides the page from assistive technology until it has gone.
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  fireEvent.click(screen.getByRole('button', { name: /^Filter/ }));
  return screen.findByRole('dialog', { name: 'More Filters' });
}

describe('the More Filters dialog', () => {
  test('bedroom and bathroom counters show for residential only; Search applies the choices', async () => {
    const { calls } = mockFetch({ 'POST /properties/search': { body: searchAnswer([apiProperty()]) } });
    renderAt(<SearchPage />, '/search-property');
    await screen.findByText('1 property');

    let dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'More bedrooms' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'More bedrooms' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Swimming pool' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Pets allowed' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastSearch(calls)).toMatchObject({ bedrooms: 2, bathrooms: '', amenities: ['swimming_pool'], rules: { pets: true } }));
    expect(screen.getByTestId('location').textContent).toBe('/search-property?bedrooms=2&rules=pets&amenities=swimming_pool');

    dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: /^Commercial/ }));
    expect(within(dialog).queryByRole('group', { name: 'Bedrooms' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastSearch(calls)).toMatchObject({ category: 'commercial', bedrooms: '' }));
  });

  test('Close leaves the search as it was; Reset clears the dialog\'s choices', async () => {
    const { calls } = mockFetch({ 'POST /properties/search': { body: searchAnswer([apiProperty()]) } });
    renderAt(<SearchPage />, '/search-property?amenities=gym&bedrooms=3');
    await screen.findByText('1 property');
    let dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Garden' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.path === '/properties/search')).toHaveLength(1);

    dialog = await openDialog();
    expect((within(dialog).getByRole('checkbox', { name: 'Garden' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect((within(dialog).getByRole('checkbox', { name: 'Gym' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastSearch(calls)).toMatchObject({ amenities: [], bedrooms: '' }));
  });

  test('furnishing and the most advance a renter can pay are searched, kept in the address and counted on the Filter button; Reset clears them', async () => {
    const { calls } = mockFetch({ 'POST /properties/search': { body: searchAnswer([apiProperty()]) } });
    renderAt(<SearchPage />, '/search-property?acquisition=rent');
    await screen.findByText('1 property');

    let dialog = await openDialog();
    fireEvent.click(within(within(dialog).getByRole('group', { name: 'Furnishing' })).getByRole('button', { name: 'Furnished' }));
    fireEvent.change(within(dialog).getByLabelText('Most rent in advance I can pay'), { target: { value: '6' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastSearch(calls)).toMatchObject({ acquisition: 'rent', advance_months_max: 6, furnishing: 'furnished' }));
    expect(screen.getByTestId('location').textContent).toBe('/search-property?acquisition=rent&advance_months_max=6&furnishing=furnished');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Filter (2)' })).toBeTruthy();

    dialog = await openDialog();
    expect(within(within(dialog).getByRole('group', { name: 'Furnishing' })).getByRole('button', { name: 'Furnished' }).getAttribute('aria-pressed')).toBe('true');
    expect((within(dialog).getByLabelText('Most rent in advance I can pay') as HTMLSelectElement).value).toBe('6');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastSearch(calls)).not.toHaveProperty('furnishing'));
    expect(lastSearch(calls)).not.toHaveProperty('advance_months_max');
    expect(screen.getByTestId('location').textContent).toBe('/search-property?acquisition=rent');
  });

  test('the advance is asked only where rent is: not for sales or short stays', async () => {
    const { calls } = mockFetch({ 'POST /properties/search': { body: searchAnswer([apiProperty()]) } });
    renderAt(<SearchPage />, '/search-property?acquisition=buy&advance_months_max=3');
    await screen.findByText('1 property');
    expect(lastSearch(calls)).not.toHaveProperty('advance_months_max');
    const dialog = await openDialog();
    expect(within(dialog).queryByLabelText('Most rent in advance I can pay')).toBeNull();
    expect(within(dialog).getByRole('group', { name: 'Furnishing' })).toBeTruthy();
  });

  test('short-stay dates set stay_date; clearing them sends null', async () => {
    const { calls } = mockFetch({ 'POST /properties/search': { body: searchAnswer([apiProperty()]) } });
    renderAt(<SearchPage />, '/search-property');
    await screen.findByText('1 property');
    let dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Check-in'), { target: { value: '2026-12-20' } });
    fireEvent.change(within(dialog).getByLabelText('Check-out'), { target: { value: '2026-12-27' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastSearch(calls)).toMatchObject({ acquisition: 'short_stay', stay_date: { start: '2026-12-20', end: '2026-12-27' } }));

    dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear dates' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastSearch(calls)).toMatchObject({ acquisition: 'short_stay', stay_date: null }));
  });
});
