import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '../../../testing/fetch';
import { renderAt } from '../../../testing/render';
import { ListedProperties, type ListedPropertiesProps } from './listed-properties';

const image = (name: string) => ({ name, location: `/api/properties/images/${name}/large.webp`, thumbnail: `/api/properties/images/${name}/thumb.webp` });
const house = {
  id: 'p-1',
  category: 'residential',
  type: 'townhouse',
  typeLabel: 'Townhouse',
  acquisition: 'rent',
  status: 'published',
  price: 4500,
  currency: 'GHS',
  payment_plan: 'MONTHLY',
  paymentPlanLabel: 'a month',
  bedrooms: 3,
  bathrooms: 2,
  images: [image('a'), image('b'), image('c')],
  location_details: { town: 'East Legon', city: 'Accra', region: 'greater_accra' },
  location: { type: 'Point', coordinates: [-0.161, 5.636] },
};
const shop = { ...house, id: 'p-2', category: 'commercial', type: 'retail_shop', typeLabel: 'Shop', acquisition: 'buy', status: 'hidden', price: 250000, currency: 'USD', priceGhs: 3750000, payment_plan: undefined, paymentPlanLabel: undefined, bedrooms: undefined, bathrooms: undefined, location_details: { town: 'Adum', city: 'Kumasi', region: 'ashanti' } };

const page = (properties: unknown[], total = properties.length) => ({ body: { result: { properties, total, page: 1, pageSize: 15 } } });

function setup(props: Partial<ListedPropertiesProps> = {}) {
  renderAt(<ListedProperties scope="owner" canList canDelete {...props} />);
}

/** The query strings the list was asked with, in order (the fetch stand-in records paths without them). */
const listQueries = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((url) => /\/properties$/.test(url.pathname)).map((url) => url.search);

describe('Listed Properties', () => {
  beforeEach(() => localStorage.clear());

  test('shows each listing as a card: tag, type and town, price with currency and separators, beds, baths, status when not published', async () => {
    mockFetch({ 'GET /properties': page([house, shop]) });
    setup();

    expect(await screen.findByRole('heading', { name: 'Listed Properties' })).toBeTruthy();
    const townhouse = await screen.findByRole('article', { name: 'Townhouse in East Legon' });
    expect(within(townhouse).getByText('For Rent')).toBeTruthy();
    expect(within(townhouse).getByText('GH₵ 4,500')).toBeTruthy();
    expect(within(townhouse).getByText('a month')).toBeTruthy();
    expect(within(townhouse).getByText('3 beds')).toBeTruthy();
    expect(within(townhouse).getByText('2 baths')).toBeTruthy();
    expect(within(townhouse).queryByText('Published')).toBeNull();
    expect(within(townhouse).getByRole('link', { name: 'Townhouse in East Legon' }).getAttribute('href')).toBe('/property/p-1');
    expect(townhouse.querySelector('img')?.getAttribute('src')).toBe('/api/properties/images/a/thumb.webp');

    const store = screen.getByRole('article', { name: 'Shop in Adum' });
    expect(within(store).getByText('For Sale')).toBeTruthy();
    expect(within(store).getByText('US$ 250,000')).toBeTruthy();
    expect(within(store).getByText('≈ GH₵ 3,750,000')).toBeTruthy();
    expect(within(store).getByText('Hidden')).toBeTruthy();
    expect(screen.getByText('2 properties')).toBeTruthy();
  });

  test('each card says how many people saved the listing, a count and never who', async () => {
    mockFetch({ 'GET /properties': page([{ ...house, saves: 3 }, { ...shop, saves: 1 }, { ...house, id: 'p-3', location_details: { town: 'Osu', city: 'Accra' } }]) });
    setup();

    expect(within(await screen.findByRole('article', { name: 'Townhouse in East Legon' })).getByText('3 saves')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Shop in Adum' })).getByText('1 save')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Townhouse in Osu' })).getByText('No saves yet')).toBeTruthy();
  });

  test('a card whose listing matches seekers’ open requests says how many want a place like it; none, it says nothing', async () => {
    mockFetch({ 'GET /properties': page([{ ...house, seekers: 4 }, { ...shop, seekers: 1 }, { ...house, id: 'p-3', location_details: { town: 'Osu', city: 'Accra' } }]) });
    setup();

    expect(within(await screen.findByRole('article', { name: 'Townhouse in East Legon' })).getByText('4 seekers want a place like this')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Shop in Adum' })).getByText('1 seeker wants a place like this')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Townhouse in Osu' })).queryByText(/want a place like this/)).toBeNull();
  });

  test('the category filter asks again from page 1; the paginator moves pages; Refresh reloads', async () => {
    const { fetchMock } = mockFetch({ 'GET /properties': page([house], 40) });
    setup();
    await screen.findByRole('article', { name: 'Townhouse in East Legon' });
    expect(screen.getByText('40 properties')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(listQueries(fetchMock)).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Agric & Farmlands' }));
    await waitFor(() => expect(listQueries(fetchMock)).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(listQueries(fetchMock)).toHaveLength(4));

    expect(listQueries(fetchMock)).toEqual([
      '?page=1&pageSize=15',
      '?page=3&pageSize=15',
      '?page=1&pageSize=15&propertyCategory=farmland',
      '?page=1&pageSize=15&propertyCategory=farmland',
    ]);
    expect(screen.getByRole('button', { name: 'Agric & Farmlands' }).getAttribute('aria-pressed')).toBe('true');
  });

  test('an organization\'s list comes from /organizations/properties', async () => {
    const { calls } = mockFetch({ 'GET /organizations/properties': page([house]) });
    setup({ scope: 'organization' });
    await screen.findByRole('article', { name: 'Townhouse in East Legon' });
    expect(calls[0]?.path).toBe('/organizations/properties');
  });

  test('with nothing listed it offers Add Property, which opens the List Property dialog', async () => {
    mockFetch({ 'GET /properties': page([]) });
    setup();
    expect(await screen.findByText('No properties listed yet')).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: 'Add Property' });
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'List Property' });
    expect(within(dialog).getByRole('radio', { name: 'Residential' })).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: 'Party & Events' })).toBeTruthy();
  });

  test('the menu hides a listing, and shows the server\'s refusal when it says no', async () => {
    let hidden = false;
    const { calls } = mockFetch({
      'GET /properties': () => page([{ ...house, status: hidden ? 'hidden' : 'published' }]),
      'POST /properties/p-1/status': (call) => {
        if ((call.body as { status: string }).status === 'let') return { status: 403, body: { message: 'Only the owner of this listing, or a member of its organization with the right permission, can change it' } };
        hidden = true;
        return { body: { message: 'Update successful' } };
      },
    });
    setup();
    const card = await screen.findByRole('article', { name: 'Townhouse in East Legon' });

    fireEvent.click(within(card).getByRole('button', { name: 'More actions for Townhouse in East Legon' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Hide', 'Mark as let', 'Archive', 'Delete']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Hide' }));
    expect(await screen.findByText('Hidden')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ path: '/properties/p-1/status', body: { status: 'hidden' } });

    fireEvent.click(within(screen.getByRole('article', { name: 'Townhouse in East Legon' })).getByRole('button', { name: 'More actions for Townhouse in East Legon' }));
    expect(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Unhide' })).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Mark as let' }));
    expect(await screen.findByText('Only the owner of this listing, or a member of its organization with the right permission, can change it')).toBeTruthy();
  });

  test('a listing moderators hid says why, and its menu offers only Ask for a review and Delete; asking says so and is not offered twice', async () => {
    let asked = false;
    const { calls } = mockFetch({
      'GET /properties': () => page([{ ...house, status: 'hidden', moderation: { hiddenBy: 'staff', reason: 'Asked for a deposit before any viewing', hiddenAt: '2026-11-23T10:00:00Z', statusBefore: 'published', ...(asked ? { reviewRequestedAt: '2026-11-23T11:00:00Z' } : {}) } }]),
      'POST /properties/p-1/request-review': () => {
        asked = true;
        return { body: { message: 'Review requested. Our moderators will look at your listing again.' } };
      },
    });
    setup();
    const card = await screen.findByRole('article', { name: 'Townhouse in East Legon' });
    expect(within(card).getByText(/Hidden by our moderators: Asked for a deposit before any viewing/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'More actions for Townhouse in East Legon' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Ask for a review', 'Delete']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Ask for a review' }));
    expect(await screen.findByText('Review requested. Our moderators will look at your listing again.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ path: '/properties/p-1/request-review' });
    expect(await screen.findByText(/You asked for a review/)).toBeTruthy();
  });

  test('a listing archived for want of confirmation says so and confirms with one tap; a fresh one asks nothing', async () => {
    let confirmed = false;
    const { calls } = mockFetch({
      'GET /properties': () => page([confirmed ? { ...house, staleArchivedAt: null, confirmationRequestedAt: null } : { ...house, confirmationRequestedAt: '2026-10-01T10:00:00Z', staleArchivedAt: '2026-10-31T10:00:00Z' }, { ...shop, status: 'published' }]),
      'POST /properties/p-1/confirm': () => {
        confirmed = true;
        return { body: { message: 'Thank you: your listing is confirmed as still available' } };
      },
    });
    setup();
    const card = await screen.findByRole('article', { name: 'Townhouse in East Legon' });
    expect(within(card).getByText(/out of search\. Still available\?/)).toBeTruthy();
    expect(within(card).getByText('Archived: not confirmed')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Shop in Adum' })).queryByRole('button', { name: 'Confirm' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Thank you: your listing is confirmed as still available')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ path: '/properties/p-1/confirm' });
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Townhouse in East Legon' })).queryByRole('button', { name: 'Confirm' })).toBeNull());
  });

  test('Delete asks first, then deletes and reloads', async () => {
    let gone = false;
    const { calls } = mockFetch({
      'GET /properties': () => page(gone ? [] : [house]),
      'DELETE /properties/p-1': () => {
        gone = true;
        return { body: { message: 'Property deleted' } };
      },
    });
    setup();
    const card = await screen.findByRole('article', { name: 'Townhouse in East Legon' });
    fireEvent.click(within(card).getByRole('button', { name: 'More actions for Townhouse in East Legon' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete Townhouse in East Legon?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No properties listed yet')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/properties/p-1')).toBe(true);
  });

  test('a member without List Properties or Delete Properties sees the listings but none of the actions', async () => {
    mockFetch({ 'GET /organizations/properties': page([house]) });
    setup({ scope: 'organization', canList: false, canDelete: false });
    const card = await screen.findByRole('article', { name: 'Townhouse in East Legon' });
    expect(screen.queryByRole('button', { name: 'Add Property' })).toBeNull();
    expect(within(card).queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: /^More actions/ })).toBeNull();
    expect(screen.getByText(/ask your organization for the List Properties permission/)).toBeTruthy();
  });

  test('a member with Delete Properties only may delete', async () => {
    mockFetch({ 'GET /organizations/properties': page([house]) });
    setup({ scope: 'organization', canList: false, canDelete: true });
    const card = await screen.findByRole('article', { name: 'Townhouse in East Legon' });
    fireEvent.click(within(card).getByRole('button', { name: 'More actions for Townhouse in East Legon' }));
    expect(within(await screen.findByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Delete']);
  });

  test('the pencil opens Update Property with the listing loaded by id in its category\'s form; saving says "Update successful"', async () => {
    const { calls } = mockFetch({
      'GET /properties': page([house]),
      'GET /properties/search/p-1': { body: { ...house, _id: 'p-1', description: 'Townhouse with a boys quarters', utilities: { water: 'gwcl', electricity: 'ecg' } } },
      'POST /properties/update-residential/p-1': (call) => ({ body: { message: 'Update successful', property: { ...house, ...(call.body as object) } } }),
    });
    setup();
    const card = await screen.findByRole('article', { name: 'Townhouse in East Legon' });
    fireEvent.click(within(card).getByRole('button', { name: 'Edit Townhouse in East Legon' }));

    const dialog = await screen.findByRole('dialog', { name: 'Update Property' });
    const price = (await within(dialog).findByRole('textbox', { name: 'Price' })) as HTMLInputElement;
    expect(price.value).toBe('4,500');
    expect((within(dialog).getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement).value).toBe('Townhouse with a boys quarters');
    expect(within(within(dialog).getByRole('group', { name: 'Bedrooms' })).getByText('3')).toBeTruthy();
    fireEvent.change(price, { target: { value: '5200' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect((await screen.findAllByText('Update successful')).length).toBeGreaterThan(0);
    expect(calls.find((call) => call.path === '/properties/update-residential/p-1')?.body).toMatchObject({ price: 5200, bedrooms: 3, images: ['a', 'b', 'c'], location_details: { town: 'East Legon', region: 'greater_accra' } });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Property' })).toBeNull(), { timeout: 3000 });
  }, 45_000);

  test('a failed load says "Something went wrong" with the server\'s words and offers a retry', async () => {
    mockFetch({ 'GET /properties': { status: 500, body: { message: 'The listings are not available right now' } } });
    setup();
    expect(await screen.findByText('The listings are not available right now')).toBeTruthy();
    expect(screen.getByText('Something went wrong')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
