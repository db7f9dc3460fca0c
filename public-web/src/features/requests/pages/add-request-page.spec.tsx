import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { mockFetch } from '../../../testing/fetch';
import { renderAt } from '../../../testing/render';
import { AddRequestPage } from './add-request-page';

// Each test fills the whole form through MUI in jsdom: some 10 s alone, more on a machine shared with other runs.
jest.setTimeout(30_000);

const eastLegon = { id: 'greater_accra:east-legon', name: 'East Legon', kind: 'neighbourhood', label: 'East Legon, Accra, Greater Accra', regionCode: 'greater_accra', regionName: 'Greater Accra', lat: 5.636, lon: -0.161 };
const answer = (body: Record<string, unknown>) => ({
  status: 201,
  body: {
    message: 'Request submitted successfully',
    request: {
      id: 'r-1', kind: 'request', status: 'open', category: body.category, acquisition: body.acquisition, type: body.type ?? null, additional_info: body.additional_info ?? '',
      min_price: body.min_price ?? null, max_price: body.max_price ?? null, currency: 'GHS', matchType: body.matchType, bedrooms: body.bedrooms ?? null, bathrooms: body.bathrooms ?? null,
      location_details: { town: 'East Legon', region: 'greater_accra', region_name: 'Greater Accra', latitude: 5.636, longitude: -0.161, place_id: eastLegon.id, kind: 'neighbourhood', label: eastLegon.label },
      labels: { tag: 'Renting', category: 'Residential', acquisition: 'Rent', type: 'House', place: eastLegon.label }, requester: { id: 'u-1', name: 'Ama M.' }, createdAt: '2026-11-23T10:00:00Z', expiresAt: '2027-02-21T10:00:00Z',
    },
  },
});

/** Where the form sent the person, and what it told the page there. */
function Arrived() {
  const location = useLocation();
  return <output data-testid="arrived">{`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</output>;
}

function show(viewer: 'visitor' | 'person' = 'person', onSignIn = jest.fn()) {
  const { unmount } = renderAt(
    <Routes>
      <Route path="/add_request" element={<AddRequestPage viewer={viewer} onSignIn={onSignIn} requestsPath="/owner-dashboard?tab=requests" />} />
      <Route path="/owner-dashboard" element={<Arrived />} />
    </Routes>,
    '/add_request',
  );
  return { onSignIn, unmount };
}

async function choosePlace() {
  const box = screen.getByRole('combobox', { name: 'Location' });
  act(() => box.focus());
  fireEvent.change(box, { target: { value: 'East Legon' } });
  fireEvent.click(await screen.findByRole('option', { name: eastLegon.label }, { timeout: 2000 }));
}

async function fillHouse() {
  fireEvent.click(screen.getByRole('button', { name: 'Residential' }));
  fireEvent.click(screen.getByRole('button', { name: 'Rent' }));
  fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'house' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Minimum price' }), { target: { value: '3000' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Maximum price' }), { target: { value: '5000' } });
  fireEvent.click(screen.getByRole('button', { name: 'More bedrooms' }));
  fireEvent.click(screen.getByRole('button', { name: 'More bedrooms' }));
  await choosePlace();
  fireEvent.change(screen.getByRole('textbox', { name: 'Additional information' }), { target: { value: 'Near a school' } });
}

beforeEach(() => sessionStorage.clear());

describe('the request form (/add_request)', () => {
  test('submitted without a category or purchase type, it says so in the spec’s words and sends nothing', async () => {
    const { calls } = mockFetch({});
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByText('Category is required')).toBeTruthy();
    expect(screen.getByText('Purchase type is required')).toBeTruthy();
    expect(screen.getByText('Choose a location')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  test('a minimum above the maximum is refused before sending', async () => {
    mockFetch({ 'GET /places': { body: { places: [eastLegon] } } });
    show();
    await fillHouse();
    fireEvent.change(screen.getByRole('textbox', { name: 'Minimum price' }), { target: { value: '9000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByText('The minimum price cannot be more than the maximum')).toBeTruthy();
  });

  test('a person posts the spec’s fields, prices without separators and the place by its gazetteer id, once, and is taken to the request among theirs with “Request submitted successfully”', async () => {
    const { calls } = mockFetch({ 'GET /places': { body: { places: [eastLegon] } }, 'POST /requests/create-request': (call) => answer(call.body as Record<string, unknown>) });
    show();
    await fillHouse();
    expect((screen.getByRole('textbox', { name: 'Maximum price' }) as HTMLInputElement).value).toBe('5,000');
    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    // A second press while it is sent posts nothing more.
    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    const arrived = await screen.findByTestId('arrived');
    expect(arrived.textContent).toBe('/owner-dashboard?tab=requests&request=r-1 {"justPosted":{"id":"r-1","message":"Request submitted successfully"}}');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    const sent = calls.find((c) => c.method === 'POST')!.body;
    expect(sent).toEqual({
      category: 'residential', acquisition: 'rent', type: 'house', additional_info: 'Near a school', min_price: 3000, max_price: 5000, currency: 'GHS', matchType: 'similar', bedrooms: 2,
      location_details: { place_id: eastLegon.id, town: 'East Legon', region: 'greater_accra', latitude: 5.636, longitude: -0.161 }, location: { type: 'Point', coordinates: [-0.161, 5.636] },
    });
    expect(sessionStorage.getItem('fie.requestDraft')).toBeNull();
  });

  test('a renter may ask furnishing and the most advance they can pay; the advance is asked of rentals only (issue 20)', async () => {
    const { calls } = mockFetch({ 'GET /places': { body: { places: [eastLegon] } }, 'POST /requests/create-request': (call) => answer(call.body as Record<string, unknown>) });
    show();
    await fillHouse();
    fireEvent.change(screen.getByRole('combobox', { name: 'Furnishing' }), { target: { value: 'partly_furnished' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Most advance I can pay' }), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(screen.queryByRole('combobox', { name: 'Most advance I can pay' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Rent' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    await screen.findByTestId('arrived');
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ acquisition: 'rent', furnishing: 'partly_furnished', advance_months_max: 6 });
  });

  test('a visitor’s Submit opens the login dialog instead, and the form comes back filled', async () => {
    const { calls } = mockFetch({ 'GET /places': { body: { places: [eastLegon] } } });
    const { onSignIn, unmount } = show('visitor');
    await fillHouse();
    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    // Back from the login page: a new page, the same answers.
    unmount();
    show('person');
    expect((screen.getByRole('textbox', { name: 'Maximum price' }) as HTMLInputElement).value).toBe('5,000');
    expect(screen.getByRole('button', { name: 'Rent' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByRole('combobox', { name: 'Location' }) as HTMLInputElement).value).toBe(eastLegon.label);
  });

  test('a refusal shows “Something went wrong”, the server’s reason, and the field it names', async () => {
    mockFetch({
      'GET /places': { body: { places: [eastLegon] } },
      'POST /requests/create-request': { status: 400, body: { message: 'Choose a place in Ghana from the list', code: 'ValidationError', errors: { location: 'Choose a place in Ghana from the list' } } },
    });
    show();
    await fillHouse();
    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText('Something went wrong')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Choose a place in Ghana from the list').length).toBeGreaterThan(1));
  });

  test('bedrooms and bathrooms are counters from 1 to 9, or any, and only for homes', async () => {
    mockFetch({});
    show();
    expect(screen.queryByRole('group', { name: 'Bedrooms' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Residential' }));
    const bedrooms = screen.getByRole('group', { name: 'Bedrooms' });
    expect(within(bedrooms).getByText('Any')).toBeTruthy();
    for (let i = 0; i < 12; i++) fireEvent.click(within(bedrooms).getByRole('button', { name: 'More bedrooms' }));
    expect(within(bedrooms).getByText('9')).toBeTruthy();
    expect((within(bedrooms).getByRole('button', { name: 'More bedrooms' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Commercial' })));
    expect(screen.queryByRole('group', { name: 'Bedrooms' })).toBeNull();
  });
});
