import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { mockFetch } from '../../../testing/fetch';
import { renderAt } from '../../../testing/render';
import { ListProperty } from '../components/list-property';
import { DraftsPage } from './drafts-page';

jest.mock('../components/location/pin-map', () => ({ __esModule: true, default: () => <div data-testid="pin-map" /> }));

const photos = [1, 2, 3].map((n) => ({ name: `img-${n}`, location: `/api/properties/images/img-${n}/large.webp`, thumbnail: `/api/properties/images/img-${n}/thumb.webp`, fresh: true }));
const complete = {
  type: 'house', acquisition: 'rent', price: '4500', currency: 'GHS', payment_plan: 'MONTHLY', title: 'Adenta family house', description: 'Three bedrooms and a boys quarters',
  bedrooms: 3, bathrooms: 2, utilities: { water: 'gwcl', electricity: 'ecg' }, images: photos,
  place: { label: 'Adenta, Greater Accra', town: 'Adenta', city: 'Adenta', region: 'greater_accra', lat: 5.704, lon: -0.166 },
};
const draft = (id: string, title: string, values: Record<string, unknown> = { title }) => ({ id, _id: id, category: 'residential', title, values, created_at: '2026-03-01T09:00:00.000Z', saved_at: '2026-03-02T17:30:00.000Z' });

function showPage(route = '/add_property') {
  renderAt(
    <Routes>
      <Route path="/add_property" element={<DraftsPage dashboardPath="/owner-dashboard?tab=properties" />} />
    </Routes>,
    route,
  );
}

describe('/add_property: property drafts', () => {
  test('lists the drafts with what they are and when they were saved (Accra time), each to resume', async () => {
    mockFetch({ 'GET /listing-drafts': { body: { result: { drafts: [draft('d1', 'Adenta family house'), draft('d2', 'Shop in Osu')] } } } });
    showPage();

    const list = await screen.findByRole('list', { name: 'Your drafts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByText('Residential · saved 2 Mar 2026, 17:30')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Resume Adenta family house' }).getAttribute('href')).toBe('/add_property?draft=d1');
  });

  test('Discard asks first, then the draft goes and the server is told', async () => {
    const { calls } = mockFetch({
      'GET /listing-drafts': { body: { result: { drafts: [draft('d1', 'Adenta family house'), draft('d2', 'Shop in Osu')] } } },
      'DELETE /listing-drafts/d2': { body: { message: 'Draft discarded' } },
    });
    showPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Discard Shop in Osu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard draft' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));

    await waitFor(() => expect(screen.queryByText('Shop in Osu')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/listing-drafts/d2')).toBe(true);
    expect(screen.getByText('Adenta family house')).toBeTruthy();
  });

  test('with no drafts it says how to keep one', async () => {
    mockFetch({ 'GET /listing-drafts': { body: { result: { drafts: [] } } } });
    showPage();
    expect(await screen.findByText('No drafts yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start a new listing' }).getAttribute('href')).toBe('/list-property');
  });

  test('when the drafts cannot be loaded it says so, and Retry asks again', async () => {
    mockFetch({ 'GET /listing-drafts': { status: 500, body: { message: 'Try again in a minute', code: 'Internal' } } });
    showPage();
    expect(await screen.findByText('We could not load your drafts')).toBeTruthy();
    mockFetch({ 'GET /listing-drafts': { body: { result: { drafts: [] } } } });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No drafts yet')).toBeTruthy();
  });

  test('?draft={id} resumes the draft in its form as it was left; Save draft saves that same draft again', async () => {
    const { calls } = mockFetch({
      'GET /listing-drafts/d1': { body: { result: draft('d1', 'Adenta family house', { type: 'house', title: 'Adenta family house', price: '45' }) } },
      'PUT /listing-drafts/d1': (call) => ({ body: { message: 'Draft saved', result: { ...draft('d1', 'Adenta family house'), values: (call.body as { values: object }).values } } }),
    });
    showPage('/add_property?draft=d1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Finish your listing' })).toBeTruthy();
    expect(((await screen.findByRole('textbox', { name: 'Title' })) as HTMLInputElement).value).toBe('Adenta family house');
    expect((screen.getByRole('textbox', { name: 'Price' }) as HTMLInputElement).value).toBe('45');
    fireEvent.change(screen.getByRole('textbox', { name: 'Price' }), { target: { value: '4500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    expect((await screen.findAllByText('Draft saved')).length).toBeGreaterThan(0);
    const put = calls.find((c) => c.method === 'PUT');
    expect(put).toMatchObject({ path: '/listing-drafts/d1', body: { category: 'residential', values: { type: 'house', title: 'Adenta family house', price: '4500' } } });
  }, 20_000);

  test('a draft that is not there (someone else\'s, or discarded) says so', async () => {
    mockFetch({ 'GET /listing-drafts/nope': { status: 404, body: { message: 'Draft not found', code: 'DraftNotFound' } } });
    showPage('/add_property?draft=nope');
    expect(await screen.findByText('We could not open this draft')).toBeTruthy();
    expect(screen.getByText('Draft not found')).toBeTruthy();
  });
});

describe('the List Property form keeps drafts', () => {
  test('the first Save draft starts a draft, the next saves the same one, and nothing is checked against the listing rules', async () => {
    const { calls } = mockFetch({
      'POST /listing-drafts': (call) => ({ status: 201, body: { message: 'Draft saved', result: { ...draft('new-1', 'Residential listing'), values: (call.body as { values: object }).values } } }),
      'PUT /listing-drafts/new-1': (call) => ({ body: { message: 'Draft saved', result: { ...draft('new-1', 'Residential listing'), values: (call.body as { values: object }).values } } }),
    });
    renderAt(<ListProperty initialCategory="residential" />);

    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(screen.queryByText('Property type is required')).toBeNull();
    await screen.findByRole('link', { name: 'Property drafts' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Plot at Oyibi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ category: 'residential', values: { title: 'Plot at Oyibi' } });
  }, 20_000);

  test('listing a resumed draft closes it as listed, once, and opens the new listing’s page to confirm it', async () => {
    const { calls } = mockFetch({
      'POST /properties/create-residential': (call) => ({ status: 201, body: { message: 'Property uploaded successfully', property: { id: 'p-1', ...(call.body as object) } } }),
      'DELETE /listing-drafts/d1': { body: { message: 'Draft discarded' } },
    });
    renderAt(<ListProperty draft={{ ...draft('d1', 'Adenta family house', complete), category: 'residential' }} />);

    fireEvent.click(screen.getByRole('button', { name: 'List Property' }));
    // Pressed again while it is sent: nothing more is listed.
    fireEvent.click(screen.getByRole('button', { name: 'List Property' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/property/p-1'));
    // No stale banner or photo count left behind: the listing's page confirms it.
    expect(screen.queryByText('Property uploaded successfully')).toBeNull();
    expect(calls.filter((c) => c.path === '/properties/create-residential')).toHaveLength(1);
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')).toMatchObject({ path: '/listing-drafts/d1' }));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ type: 'house', title: 'Adenta family house', images: ['img-1', 'img-2', 'img-3'] });
  }, 20_000);
});
